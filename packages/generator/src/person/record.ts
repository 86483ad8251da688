/** One person as a record: the eight fields, then four columns the rows add. */
import { rowRandom, type Random } from '../draw/random.ts';
import { FIELDS, type Constraints, type FieldName, type Person } from './fields.ts';
import { ageOn, formatBirthdate, type LocalDate } from './birthdate.ts';
import { drawPerson, streetAddressOf, type Drawn, type GenerateOptions } from './generate.ts';
import { codeOfState, derivedOf, keepDerived, type Place } from '../place/places.ts';
import { areaCodeChoice, areaCodeIndex, type AreaCodeChoice } from '../place/area-codes.ts';
import { decimal } from '../text/decimal.ts';
import { emailNumber } from './email.ts';
import type { Origin } from './origins.ts';

/** A person with the four columns a row adds; its keys are a file's COLUMNS, in their order. */
export interface PersonRecord extends Person {
  /** Two letters, e.g. "TX". */
  stateCode: string;
  /** Completed years on the as-of date. */
  age: number;
  /**
   * An area code serving the city (drawn by its share of the city's exchanges), then 555-0100 to
   * 555-0199: numbers set aside for fiction.
   */
  phone: string;
  /** At example.com, .net or .org: domains reserved for examples, so no mailbox exists. */
  email: string;
}

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

/**
 * What a record takes from its city and state, made once a place row and kept in the row
 * (places.ts keepDerived), where reading it costs the least. The CSV writer keeps these as bytes
 * of its own (csvBytes.ts placeBytesAt).
 */
export class PlaceColumns {
  readonly stateCode: string;
  /** Undefined only for a state that is not one of the 50. */
  readonly areaCodes: AreaCodeChoice | undefined;
  /** A phone number up to its last two digits ("512-555-01"), for each of `areaCodes`. */
  readonly phoneStarts: readonly string[];

  constructor(state: string, city: string) {
    const areaCodes = areaCodeChoice(state, city);
    this.stateCode = codeOfState(state) ?? '';
    this.areaCodes = areaCodes;
    this.phoneStarts = areaCodes ? phoneStartsOf(areaCodes) : [];
  }
}

/** Each choice's phone starts, made once: a long run makes the columns of some 30,000 places. */
const phoneStartsByChoice = new WeakMap<AreaCodeChoice, readonly string[]>();

function phoneStartsOf(choice: AreaCodeChoice): readonly string[] {
  let starts = phoneStartsByChoice.get(choice);
  if (!starts) {
    starts = choice.areaCodes.map((code) => `${code}-555-01`);
    phoneStartsByChoice.set(choice, starts);
  }
  return starts;
}

export function placeColumnsOf(state: string, city: string, place: Place): PlaceColumns {
  // A person keeps the row's city and state unless constraints gave other ones.
  const cached = place.state === state && place.city === city;
  if (cached) {
    const kept = derivedOf(place);
    if (kept instanceof PlaceColumns) return kept;
  }
  const columns = new PlaceColumns(state, city);
  if (cached) keepDerived(place, columns);
  return columns;
}

/** What a record draws after the person: an area code and a line, and an email domain. */
export interface ContactDraws {
  /** The phone's start among the place's phone starts; -1 outside the 50 states (no phone). */
  phone: number;
  /** The phone number's last two digits, 0 to 99. */
  line: number;
  domain: string;
}

/** The contact draws, with the columns of the person's place. */
export interface Contact extends ContactDraws {
  columns: PlaceColumns;
}

/**
 * The draws a record makes after the person's, from the person's random source, in the order
 * the rows have always made them: the area code, the line, the email's domain.
 */
export function drawContact(drawn: Drawn, random: Random): Contact {
  const columns = placeColumnsOf(drawn.state, drawn.city, drawn.place);
  const phones = columns.areaCodes ? columns.phoneStarts.length : -1;
  // Filled in place, not spread from the draws (recordNumbered says why).
  const contact: Contact = { phone: -1, line: 0, domain: '', columns };
  drawContactInto(drawn, random, phones, contact, columns);
  return contact;
}

/**
 * drawContact's draws for a writer that knows how many area codes serve the person's place
 * (`phones`, -1 for none), reading the columns only to draw among several: written into `into`,
 * so a long run fills one object rather than making one a person.
 */
export function drawContactInto(
  drawn: Drawn,
  random: Random,
  phones: number,
  into: ContactDraws,
  columns?: PlaceColumns,
): ContactDraws {
  const unit = random.number.float();
  // Nine people in ten live in a city of one area code: its draw needs no look at the weights.
  into.phone = phones < 0 ? -1 : phones === 1 ? 0 : areaCodeOf(drawn, unit, columns);
  into.line = random.number.int({ min: 0, max: 99 });
  into.domain = EMAIL_DOMAINS[random.number.int({ min: 0, max: EMAIL_DOMAINS.length - 1 })] ?? '';
  // A phone the caller gave (a household's line) replaces the drawn one, after the draws.
  const given = drawn.phoneLine;
  if (given !== undefined && into.phone >= 0) {
    into.phone = given.phone;
    into.line = given.line;
  }
  return into;
}

/** The position of an area code drawn by `unit` among those serving the person's city. */
function areaCodeOf(
  drawn: Drawn,
  unit: number,
  { areaCodes } = placeColumnsOf(drawn.state, drawn.city, drawn.place),
): number {
  return areaCodes ? areaCodeIndex(areaCodes, unit) : -1;
}

/**
 * The record of person `index` of `seed`, drawn as `drawn` (drawPerson) from `random`, which goes
 * on from where the person's fields left it. The email's number is the index's own (email.ts),
 * so no two people of a seed share an email.
 */
export function recordOf(
  drawn: Drawn,
  today: LocalDate,
  random: Random,
  seed: number,
  index: number,
): PersonRecord {
  return recordNumbered(drawn, today, random, () => emailNumber(seed, index));
}

/**
 * A record whose email takes the number `numberOf` gives once the contact draws are made. They
 * are made even for an email or phone given as a constraint, so what follows them is the same.
 */
function recordNumbered(
  drawn: Drawn,
  today: LocalDate,
  random: Random,
  numberOf: () => number,
): PersonRecord {
  const { columns, phone, line, domain } = drawContact(drawn, random);
  const number = numberOf();
  const phoneStart = phone < 0 ? undefined : columns.phoneStarts[phone];
  const { firstName, lastName, street, birthdate, birth } = drawn;
  // In COLUMNS order (output/columns.ts): the formats write a record's values in the order of its
  // keys. Each written out, not spread from the drawn fields (nor the contact draws from
  // drawContact's object): a spread keeps its source alive, and a record's strings then outlive
  // young-generation collections and are promoted, which costs a long run time and memory.
  return {
    firstName,
    lastName,
    gender: drawn.gender,
    streetAddress: streetAddressOf(street),
    city: drawn.city,
    state: drawn.state,
    zipCode: drawn.zipCode,
    birthdate: typeof birthdate === 'string' ? birthdate : formatBirthdate(birthdate),
    stateCode: columns.stateCode,
    age: birth ? ageOn(birth, today) : Number.NaN,
    phone: drawn.phone ?? (phoneStart === undefined ? '' : phoneStart + (TWO_DIGITS[line] ?? '')),
    email:
      drawn.email ??
      `${mailboxPart(firstName)}.${mailboxPart(lastName)}${decimal(number)}@${domain}`,
  };
}

/**
 * The record of someone with no phone and no email (a household's member under 18): the
 * contact draws are not made, and both are null, in their places among the columns.
 */
export function recordWithoutContact(
  drawn: Drawn,
  today: LocalDate,
): Omit<PersonRecord, 'phone' | 'email'> & { phone: null; email: null } {
  const columns = placeColumnsOf(drawn.state, drawn.city, drawn.place);
  const { firstName, lastName, street, birthdate, birth } = drawn;
  return {
    firstName,
    lastName,
    gender: drawn.gender,
    streetAddress: streetAddressOf(street),
    city: drawn.city,
    state: drawn.state,
    zipCode: drawn.zipCode,
    birthdate: typeof birthdate === 'string' ? birthdate : formatBirthdate(birthdate),
    stateCode: columns.stateCode,
    age: birth ? ageOn(birth, today) : Number.NaN,
    phone: null,
    email: null,
  };
}

/** A record's fields, in FIELDS order: the person the page shows. */
function fieldsOf(record: PersonRecord): Person {
  const person: Partial<Record<FieldName, string>> = {};
  for (const { key } of FIELDS) person[key] = record[key];
  return person as Person;
}

/** A record with its person's origin, in a run that writes the `origin` column. */
export type RecordWithOrigin = PersonRecord & { origin?: Origin };

/**
 * The record of person `index` of `seed`: person() and people(), and the rows of a file; with
 * `withOrigin`, the person's origin too, after the twelve columns (a file's `origin` column). No
 * checks: its callers have read the run (options/).
 */
export function personAt(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
  withOrigin = false,
): RecordWithOrigin {
  const random = rowRandom(seed, index);
  const drawn = drawPerson({ random, today, constraints });
  const record: RecordWithOrigin = recordOf(drawn, today, random, seed, index);
  // Only when asked for: person(), people() and the default files write a record's keys.
  if (withOrigin) record.origin = drawn.origin;
  return record;
}

/**
 * The fields of person `index` of `seed` (the library's person() without its two extra columns),
 * no checks: what the page shows.
 */
export function personFieldsAt(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
): Person {
  return fieldsOf(personAt(seed, index, today, constraints));
}

/** Emails of people made from a random source alone take a number from it, 0 to this. */
const LOOSE_EMAIL_NUMBERS = 99;

/**
 * A person drawn from any random source, with no seed or index: what the tests of the draws
 * use. Its email takes a number drawn last, so it is not kept unique within anything.
 */
export function generatePerson({ random, today, constraints }: GenerateOptions): Person {
  const drawn = drawPerson({ random, today, constraints });
  return fieldsOf(
    recordNumbered(drawn, today, random, () =>
      random.number.int({ min: 0, max: LOOSE_EMAIL_NUMBERS }),
    ),
  );
}

/** "00" to "99": a phone number's last two digits. */
const TWO_DIGITS = Array.from({ length: 100 }, (_, n) => String(n).padStart(2, '0'));

/** Other names repeat: each is turned into its mailbox part once (up to this many kept). */
const MAILBOX_CACHE_SIZE = 20_000;
const mailboxParts = new Map<string, string>();

/**
 * The most characters of a name an email keeps: two names, the dot and the number (15 digits at
 * most) then fit the 64 characters a mailbox may have (RFC 5321). No shipped name comes near
 * (the longest is 14); a constraint may be 100.
 */
export const MAILBOX_PART_LENGTH = 24;

/**
 * A name that is its own mailbox part once lower-cased (letters and digits only, and no longer
 * than MAILBOX_PART_LENGTH): most are.
 */
function isPlainName(name: string): boolean {
  if (name.length > MAILBOX_PART_LENGTH) return false;
  // A loop over a name's few characters costs less than a regular expression's test.
  for (let position = 0; position < name.length; position++) {
    const code = name.charCodeAt(position);
    const letter = (code >= 97 && code <= 122) || (code >= 65 && code <= 90);
    if (!letter && !(code >= 48 && code <= 57)) return false;
  }
  return name.length > 0;
}

/**
 * Letters and digits only, lower case, accents dropped, MAILBOX_PART_LENGTH at most: "O'Brien" →
 * "obrien", "José" → "jose".
 */
export function mailboxPart(name: string): string {
  // Before the map: most names are plain, and a look-up in a map of thousands costs more.
  if (isPlainName(name)) return name.toLowerCase();
  let part = mailboxParts.get(name);
  if (part === undefined) {
    const plain = name
      .normalize('NFD')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '');
    part = plain === '' ? 'person' : plain.slice(0, MAILBOX_PART_LENGTH);
    if (mailboxParts.size >= MAILBOX_CACHE_SIZE) mailboxParts.clear();
    mailboxParts.set(name, part);
  }
  return part;
}
