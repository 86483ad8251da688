/** One person as a record: the eight fields, then four columns the rows add. */
import type { Random } from './random.ts';
import { FIELDS, type Person } from './fields.ts';
import { ageOn, parseBirthdate, type LocalDate } from './birthdate.ts';
import { areaCodeOf, stateAreaCodes } from './area-codes.ts';
import { emailNumber } from './email.ts';

export const COLUMNS = [
  ...FIELDS.map((field) => field.key),
  'stateCode',
  'age',
  'phone',
  'email',
] as const;
export type Column = (typeof COLUMNS)[number];

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
 * The record of person `index` of `seed`: its random source goes on from where the person's
 * fields left it, and the email's number is the index's own (email.ts), so no two people of a
 * seed share an email.
 */
export function recordOf(
  person: Person,
  today: LocalDate,
  random: Random,
  seed: number,
  index: number,
): PersonRecord {
  const areaCode = areaCodeOf(person.state, person.city, random.number.float());
  const line = String(random.number.int({ min: 0, max: 99 })).padStart(2, '0');
  const domain = EMAIL_DOMAINS[random.number.int({ min: 0, max: EMAIL_DOMAINS.length - 1 })];
  const birth = parseBirthdate(person.birthdate);
  return {
    ...person,
    stateCode: stateAreaCodes(person.state)?.stateCode ?? '',
    age: birth ? ageOn(birth, today) : Number.NaN,
    phone: areaCode === undefined ? '' : `${areaCode}-555-01${line}`,
    email: `${mailboxPart(person.firstName)}.${mailboxPart(person.lastName)}${emailNumber(seed, index)}@${domain}`,
  };
}

/** Letters and digits only, lower case, accents dropped: "O'Brien" → "obrien", "José" → "jose". */
export function mailboxPart(name: string): string {
  const plain = name
    .normalize('NFD')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return plain === '' ? 'person' : plain;
}
