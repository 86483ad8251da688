/**
 * A link to one person: the URL fragment holds the eight values and the locked fields, so it
 * shows the same person on any later version of the page (no seed that a data update would
 * break) and never reaches a server. Pure: no DOM, no React.
 *
 * Format: `#firstName=Ann&lastName=Lee&…&birthdate=1%2F2%2F1990&locked=state,gender`,
 * form-encoded (URLSearchParams), the fields in row order, `locked` possibly empty.
 */
import {
  FIELDS,
  NO_LOCKS,
  type FieldName,
  type Locks,
  type Person,
} from 'random-american-generator';

/** Longer fragments are refused unread: our own links stay far below (about 250 characters). */
export const MAX_FRAGMENT_LENGTH = 2000;
const LOCKED_KEY = 'locked';
const FIELD_NAMES: ReadonlySet<string> = new Set(FIELDS.map((field) => field.key));
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const BIRTHDATE = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const INSTEAD = 'A new person is shown instead.';

export type LinkReading =
  | { kind: 'none' }
  | { kind: 'person'; person: Person; locks: Locks }
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

/** Reads `location.hash` (with or without its `#`). Never throws. */
export function readFragment(hash: string): LinkReading {
  const fragment = hash.startsWith('#') ? hash.slice(1) : hash;
  if (fragment === '') return { kind: 'none' };
  if (fragment.length > MAX_FRAGMENT_LENGTH) {
    return invalid(
      `This link is too long (over ${MAX_FRAGMENT_LENGTH.toLocaleString('en-US')} characters).`,
    );
  }
  const values = new Map<string, string>();
  for (const [key, value] of new URLSearchParams(fragment)) {
    if (key !== LOCKED_KEY && !FIELD_NAMES.has(key)) {
      return invalid(`This link has an unknown field, “${key}”.`);
    }
    if (values.has(key)) return invalid(`This link is malformed: “${key}” appears twice.`);
    values.set(key, value);
  }
  const missing = [...FIELD_NAMES, LOCKED_KEY].filter((key) =>
    key === LOCKED_KEY ? !values.has(key) : !values.get(key),
  );
  if (missing.length > 0) {
    return invalid(`This link is malformed: it lacks ${missing.join(', ')}.`);
  }
  const gender = values.get('gender');
  if (gender !== 'female' && gender !== 'male') {
    return invalid('This link’s gender is neither female nor male.');
  }
  const birthdate = values.get('birthdate') ?? '';
  if (!isRealDate(birthdate)) {
    return invalid('This link’s birthdate is not a real date in the form M/D/YYYY.');
  }
  const locks: Locks = { ...NO_LOCKS };
  const locked = values.get(LOCKED_KEY) ?? '';
  for (const key of locked === '' ? [] : locked.split(',')) {
    if (!isFieldName(key)) return invalid(`This link locks an unknown field, “${key}”.`);
    locks[key] = true;
  }
  const text = (key: FieldName) => values.get(key) ?? '';
  const person: Person = {
    firstName: text('firstName'),
    lastName: text('lastName'),
    gender,
    streetAddress: text('streetAddress'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zipCode'),
    birthdate,
  };
  return { kind: 'person', person, locks };
}

function invalid(problem: string): LinkReading {
  return { kind: 'invalid', message: `${problem} ${INSTEAD}` };
}

function isFieldName(key: string): key is FieldName {
  return FIELD_NAMES.has(key);
}

function isRealDate(text: string): boolean {
  const match = BIRTHDATE.exec(text);
  if (!match) return false;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  const daysInMonth = (DAYS_IN_MONTH[month - 1] ?? 0) + leapDay;
  return year >= 1 && day >= 1 && day <= daysInMonth;
}
