/**
 * A link to one person: the URL fragment holds the eight values and the locked fields, so it
 * shows the same person on any later version of the page (no seed that a data update would
 * break) and never reaches a server. No DOM, no React.
 *
 * Format: `#firstName=Ann&lastName=Lee&…&birthdate=1%2F2%2F1990&locked=state,gender`,
 * form-encoded (URLSearchParams), the fields in row order, `locked` possibly empty.
 *
 * A link is read as the editors read typing (readWritten: state=tx is Texas, birthdate=1990-01-02
 * is 1/2/1990), then as the generator's own rules read constraints (constraintProblems): a value
 * that cannot hold (a city not in the state, an unknown state, an age outside 18 to 80, a blank
 * or garbled value) is made anew and unlocked, and the message says which; a link whose shape
 * is wrong (a field missing or twice, an unknown key) brings a new person.
 */
import {
  FIELDS,
  constraintProblems,
  type Constraints,
  type FieldName,
  type LocalDate,
  type Person,
} from 'random-american-generator';
import {
  MAX_VALUE_UNITS,
  NO_LOCKS,
  createRandom,
  generatePerson,
  labelOf,
  localToday,
  readWritten,
  type Locks,
  type Random,
} from 'random-american-generator/page';

const LOCKED_KEY = 'locked';
/**
 * The most characters form encoding writes for one UTF-16 unit: a unit past U+07FF is three
 * UTF-8 bytes, each written %XX (a surrogate pair's four bytes are six a unit).
 */
const MOST_ENCODED_PER_UNIT = 9;
/**
 * The longest fragment the page's own links can have, so every link it makes opens: each field
 * as `key=value&` with the longest value a constraint may be (MAX_VALUE_UNITS units), encoded
 * at its longest, then every field locked, comma-separated (%2C). Longer fragments are refused
 * unread.
 */
export const MAX_FRAGMENT_LENGTH =
  FIELDS.reduce(
    (length, { key }) => length + `${key}=&`.length + MAX_VALUE_UNITS * MOST_ENCODED_PER_UNIT,
    0,
  ) +
  `${LOCKED_KEY}=`.length +
  FIELDS.map(({ key }) => key).join('%2C').length;
const LOCKED_NAME = 'the list of locked fields';
const FIELD_NAMES: ReadonlySet<string> = new Set(FIELDS.map((field) => field.key));
/** Fields a link made before version 3.0 does not have; such a link still opens its person. */
const ADDED_IN_3: ReadonlySet<string> = new Set(['email', 'phone']);
const INSTEAD = 'A new person is shown instead.';
const KEPT = 'The rest is as the link has it.';

export type LinkReading =
  | { kind: 'none' }
  /** `message`: which values could not hold and were made anew. */
  | { kind: 'person'; person: Person; locks: Locks; message?: string }
  | { kind: 'invalid'; message: string };

export function encodeFragment(person: Person, locks: Locks): string {
  const params = new URLSearchParams();
  for (const { key } of FIELDS) params.append(key, person[key]);
  params.append(
    LOCKED_KEY,
    FIELDS.filter(({ key }) => locks[key])
      .map(({ key }) => key)
      .join(),
  );
  return params.toString();
}

/** `pageUrl` with its fragment replaced by this person's. */
export function personLink(pageUrl: string, person: Person, locks: Locks): string {
  return `${pageUrl.split('#')[0]}#${encodeFragment(person, locks)}`;
}

/**
 * Reads `location.hash` (with or without its `#`), checking its values on `today`; values made
 * anew come from `random`. Never throws.
 */
export function readFragment(
  hash: string,
  today: LocalDate = localToday(new Date()),
  random: Random = createRandom(),
): LinkReading {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return { kind: 'none' };
  if (fragment.length > MAX_FRAGMENT_LENGTH) {
    return invalid(
      `This link is too long (over ${MAX_FRAGMENT_LENGTH.toLocaleString('en-US')} characters).`,
    );
  }

  const values = new Map<string, string>();
  const unreadable = new Set<FieldName>();
  for (const part of fragment.split('&')) {
    if (part === '') continue;
    const equals = part.indexOf('=');
    const key = decodeFormText(equals < 0 ? part : part.slice(0, equals));
    const value = decodeFormText(equals < 0 ? '' : part.slice(equals + 1));
    if (key === undefined) return invalid('This link is garbled: a name in it is not readable.');
    if (key !== LOCKED_KEY && !isFieldName(key)) {
      return invalid(`This link has “${key}”, which is not a field.`);
    }
    if (values.has(key)) return invalid(`This link gives ${nameOf(key)} twice.`);
    if (value === undefined) {
      if (!isFieldName(key)) return invalid('This link’s list of locked fields is not readable.');
      unreadable.add(key);
    }
    values.set(key, value ?? '');
  }
  // A hand-made link may leave out the list of locked fields: then nothing is locked.
  // A link made before the page showed an email and a phone lacks them: they are made anew.
  const missing = [...FIELD_NAMES].filter((key) => !values.has(key) && !ADDED_IN_3.has(key));
  if (missing.length > 0) return invalid(`This link lacks ${listOf(missing.map(nameOf))}.`);

  // Each value read as the editors read typing: a link written by hand may say state=tx,
  // city=austin or birthdate=1990-01-02. The page's own links hold values in that form already.
  const state = readWritten('state', values.get('state') ?? '');
  for (const { key } of FIELDS) {
    const value = values.get(key);
    if (value !== undefined && !unreadable.has(key))
      values.set(key, readWritten(key, value, state));
  }

  const locks: Locks = { ...NO_LOCKS };
  // Written by hand too: "State, city," locks State and City.
  for (const written of (values.get(LOCKED_KEY) ?? '').split(',')) {
    const name = written.trim();
    if (name === '') continue;
    const key = FIELDS.find((field) => field.key.toLowerCase() === name.toLowerCase())?.key;
    if (key === undefined) return invalid(`This link locks “${name}”, which is not a field.`);
    locks[key] = true;
  }

  // Values that cannot hold are dropped and checked again: a value dropped may have hidden
  // another's problem (a state refused hides its city's).
  const found = [...unreadable].map((field) => ({
    field,
    message: `${labelOf(field)} is not readable text (its percent-encoding is broken).`,
  }));
  const dropped = new Set(unreadable);
  for (;;) {
    const problems = constraintProblems(keptValues(values, dropped), today);
    if (problems.length === 0) break;
    for (const { field, message } of problems) {
      if (!field) return invalid(message);
      found.push({ field, message });
      dropped.add(field);
    }
  }
  // Said in the order of the rows, as the user reads them.
  const messages = FIELDS.flatMap(({ key }) =>
    found.filter(({ field }) => field === key).map(({ message }) => message),
  );

  const constraints = asConstraints(keptValues(values, dropped));
  const person = generatePerson({ random, today, constraints });
  if (dropped.size === 0) return { kind: 'person', person, locks };
  const renewed = FIELDS.filter(({ key }) => dropped.has(key)).map(({ label }) => label);
  for (const key of dropped) locks[key] = false;
  const what =
    renewed.length === 1
      ? `A new value, unlocked, for ${listOf(renewed)}.`
      : `New values, unlocked, for ${listOf(renewed)}.`;
  // Every value made anew: nothing of the link is left to speak of.
  const rest = renewed.length === FIELDS.length ? '' : ` ${KEPT}`;
  return { kind: 'person', person, locks, message: `${messages.join(' ')} ${what}${rest}` };
}

/** The link's field values but the dropped ones. */
function keptValues(
  values: ReadonlyMap<string, string>,
  dropped: ReadonlySet<FieldName>,
): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const { key } of FIELDS) {
    const value = values.get(key);
    if (value !== undefined && !dropped.has(key)) kept[key] = value;
  }
  return kept;
}

/** Values constraintProblems has accepted, typed: their gender, if any, is one. */
function asConstraints({ gender, ...rest }: Record<string, string>): Constraints {
  return gender === 'female' || gender === 'male' ? { ...rest, gender } : rest;
}

/** Form decoding as URLSearchParams does it, but undefined for broken percent-encoding. */
function decodeFormText(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replaceAll('+', ' '));
  } catch {
    return undefined;
  }
}

function invalid(problem: string): LinkReading {
  return { kind: 'invalid', message: `${problem} ${INSTEAD}` };
}

function isFieldName(key: string): key is FieldName {
  return FIELD_NAMES.has(key);
}

function nameOf(key: string): string {
  return isFieldName(key) ? labelOf(key) : LOCKED_NAME;
}

function listOf(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Takes the person's link out of the address bar (the page and its query stay), so it no longer
 * claims a person the page does not show, a reload starts afresh, and pasting the same link
 * again is a change of fragment that the page reads (main.tsx reloads on hashchange).
 */
export function forgetLink(): void {
  if (location.hash === '') return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
