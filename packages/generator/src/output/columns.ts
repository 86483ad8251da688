/**
 * A file's columns as a run chooses them: which, in what order, how a birthdate is written and
 * how the names are spelt. The default is COLUMNS as they are, M/D/YYYY and camelCase: the
 * bytes every version has written, by the formats' own fast writers (formats.ts).
 */
import { isoDate, parseBirthdate } from '../person/birthdate.ts';
import { originName, type Origin } from '../person/origins.ts';
import type { PersonRecord } from '../person/record.ts';

/**
 * A person's columns in a file, in order: the fields but email and phone, then the four a row
 * adds (PersonRecord's keys, in this order: person/record.ts writes them so). The one list of
 * columns: every other is made of it.
 */
export const COLUMNS = Object.freeze([
  'firstName',
  'lastName',
  'gender',
  'streetAddress',
  'city',
  'state',
  'zipCode',
  'birthdate',
  'stateCode',
  'age',
  'phone',
  'email',
] as const satisfies readonly (keyof PersonRecord)[]);
export type Column = (typeof COLUMNS)[number];

/** The columns a household's member adds to a person's: written only by a run with `households`. */
export const HOUSEHOLD_ONLY_COLUMNS = Object.freeze(['householdId', 'relationship'] as const);

/**
 * Every column a file may have: `id`, the person's index in the seed (a primary key), then
 * COLUMNS, then the two a household's member has (a run with `households` alone writes them).
 */
export const OUTPUT_COLUMNS = Object.freeze(['id', ...COLUMNS, ...HOUSEHOLD_ONLY_COLUMNS] as const);
export type OutputColumn = (typeof OUTPUT_COLUMNS)[number];

/**
 * Columns written only when named, and never offered by the page: what a person is that no field
 * shows, for users who test models of it. `origin`: the person's Census origin group, one of
 * ORIGINS (person/origins.ts), which drives the names. A noisy record keeps its person's: it is
 * the truth, as `personId` is.
 */
export const TRUTH_COLUMNS = Object.freeze(['origin'] as const);

/** Every column the `columns` option takes: OUTPUT_COLUMNS, then TRUTH_COLUMNS. */
export const FILE_COLUMNS = Object.freeze([...OUTPUT_COLUMNS, ...TRUTH_COLUMNS] as const);
export type FileColumn = (typeof FILE_COLUMNS)[number];

/** A run with `households` writes these by default: COLUMNS, then the member's two. */
export const HOUSEHOLD_COLUMNS = Object.freeze([...COLUMNS, ...HOUSEHOLD_ONLY_COLUMNS] as const);

/** `us`: 9/3/1976, as every field shows it; `iso`: 1976-09-03 (a DATE in SQL). */
export const DATE_FORMATS = Object.freeze(['us', 'iso'] as const);
export type DateFormat = (typeof DATE_FORMATS)[number];

/** `camel`: firstName; `snake`: first_name. */
export const COLUMN_CASES = Object.freeze(['camel', 'snake'] as const);
export type ColumnCase = (typeof COLUMN_CASES)[number];

/** firstName → first_name. */
export function snakeCase(name: string): string {
  return name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
}

/** The columns a run writes, each with its name in the file. */
export interface Layout {
  columns: readonly FileColumn[];
  /** Each column's name in the header, JSON keys and SQL, in the order of `columns`. */
  names: readonly string[];
  dateFormat: DateFormat;
}

/**
 * The layout of a run's columns, or undefined for the default one (COLUMNS, us, camel), which
 * the formats write by their own faster path.
 */
export function layoutOf(
  columns: readonly FileColumn[],
  dateFormat: DateFormat,
  columnCase: ColumnCase,
): Layout | undefined {
  const plain =
    dateFormat === 'us' &&
    columnCase === 'camel' &&
    columns.length === COLUMNS.length &&
    columns.every((column, at) => column === COLUMNS[at]);
  if (plain) return undefined;
  const names = columns.map((column) => (columnCase === 'snake' ? snakeCase(column) : column));
  return { columns, names, dateFormat };
}

/**
 * A row of a file: a person, or a household's member with its household and relationship (whose
 * phone and email are null under 18), with its origin in a run that writes that column.
 */
export type OutputRow = Omit<PersonRecord, 'phone' | 'email'> & {
  phone: string | null;
  email: string | null;
  householdId?: number;
  relationship?: string;
  origin?: Origin;
};

/**
 * A column's value in a row: `index` is the person's index in the seed (a member's: its
 * household's index times MAX_MEMBERS plus its place in the household).
 */
export function valueOf(
  layout: Layout,
  column: FileColumn,
  row: OutputRow,
  index: number,
): string | number | null {
  if (column === 'id') return index;
  if (column === 'origin') {
    // A run that writes the column makes its rows with their origins (output.ts withOrigin).
    if (row.origin === undefined) throw new Error(`row ${index} was made without its origin`);
    return originName(row.origin);
  }
  if (column === 'householdId' || column === 'relationship') return row[column] ?? '';
  if (column === 'birthdate' && layout.dateFormat === 'iso') {
    const day = parseBirthdate(row.birthdate);
    // Every birthdate a record holds is one parseBirthdate reads (constraints are read so too).
    return day ? isoDate(day) : row.birthdate;
  }
  return row[column];
}
