/** One exported person: the eight fields, then four columns only the export has. */
import type { Random } from '../person/random.ts';
import { FIELDS, type Person } from '../person/fields.ts';
import { ageOn, type LocalDate } from '../person/birthdate.ts';
import { areaCodeOf, stateAreaCodes } from './area-codes.ts';

export const COLUMNS = [
  ...FIELDS.map((field) => field.key),
  'stateCode',
  'age',
  'phone',
  'email',
] as const;
export type Column = (typeof COLUMNS)[number];

export interface ExportRow extends Person {
  /** Two letters, e.g. "TX"; empty for a locked state that is not one of the 50. */
  stateCode: string;
  /** Completed years on the export's day. */
  age: number;
  /** An area code serving the place, then 555-0100 to 555-0199: numbers set aside for fiction. */
  phone: string;
  /** At example.com, .net or .org: domains reserved for examples, so no mailbox exists. */
  email: string;
}

export const EMAIL_DOMAINS = ['example.com', 'example.net', 'example.org'] as const;

export function exportRow(person: Person, today: LocalDate, random: Random): ExportRow {
  const areaCode = areaCodeOf(person.state, person.zipCode);
  const line = String(random.number.int({ min: 0, max: 99 })).padStart(2, '0');
  const domain = EMAIL_DOMAINS[random.number.int({ min: 0, max: EMAIL_DOMAINS.length - 1 })];
  const suffix = random.number.int({ min: 1, max: 99 });
  return {
    ...person,
    stateCode: stateAreaCodes(person.state)?.stateCode ?? '',
    age: ageOfBirthdate(person.birthdate, today),
    phone: areaCode === undefined ? '' : `${areaCode}-555-01${line}`,
    email: `${mailboxPart(person.firstName)}.${mailboxPart(person.lastName)}${suffix}@${domain}`,
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

/** Age of an M/D/YYYY birthdate; NaN if the text is not one. */
function ageOfBirthdate(birthdate: string, today: LocalDate): number {
  const [month, day, year] = birthdate.split('/').map(Number);
  if (month === undefined || day === undefined || year === undefined) return Number.NaN;
  return ageOn({ year, month, day }, today);
}
