/**
 * The four file formats, each as a head, one text per row and a tail, so rows stream into
 * the file in chunks. Rows are written in COLUMNS order: a record's keys are COLUMNS in order
 * (recordOf), so its values and JSON.stringify of it already come in that order. A run that
 * chose its columns, date format or column case (columns.ts) is written by layoutWriter.
 */
import {
  HOUSEHOLD_COLUMNS,
  snakeCase,
  valueOf,
  type ColumnCase,
  type DateFormat,
  COLUMNS,
  type Layout,
  type FileColumn,
  type OutputRow,
} from './columns.ts';
import type { Constraints } from '../person/fields.ts';
import type { HouseholdMember } from '../household/households.ts';
import { quoted, shownValue } from '../text/messages.ts';
import { MAX_MEMBERS } from '../draw/random.ts';
import { type PersonRecord } from '../person/record.ts';
import type { SlotRecord } from '../noise/noise.ts';
import { POSTGRES_CATALOG_NAME_LIST, SQL_RESERVED_WORD_LIST } from './sqlReservedWords.data.ts';

export const FORMATS = Object.freeze({
  csv: Object.freeze({ label: 'CSV', extension: 'csv', mimeType: 'text/csv' } as const),
  json: Object.freeze({ label: 'JSON', extension: 'json', mimeType: 'application/json' } as const),
  ndjson: Object.freeze({
    label: 'NDJSON',
    extension: 'ndjson',
    mimeType: 'application/x-ndjson',
  } as const),
  sql: Object.freeze({ label: 'SQL', extension: 'sql', mimeType: 'application/sql' } as const),
} as const);
export type Format = keyof typeof FORMATS;

/**
 * The databases the SQL file is written for: the tests load it into each, and its header names
 * them. Its strings are standard SQL (quotes doubled; no backslash, which MariaDB reads as an
 * escape and the others as itself: sqlString), as these read them.
 */
export const SQL_ENGINES = ['MariaDB', 'PostgreSQL', 'SQLite'] as const;

/** Rows a single INSERT statement holds: SQLite's and PostgreSQL's limits are far above. */
export const SQL_BATCH_ROWS = 1000;
/**
 * Households a single INSERT statement holds in a household run: a statement ends with a
 * household, and its members' count is known only once drawn. About two adults a household make
 * statements of about SQL_BATCH_ROWS rows, nine a household at most 4,500.
 */
export const SQL_BATCH_HOUSEHOLDS = 500;
export const SQL_TABLE = 'people';
/** A table name the SQL writer accepts: a plain identifier, never quoted or escaped. */
export const SQL_IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/**
 * Words a table cannot be named unquoted: those PostgreSQL reserves and those SQLite or MariaDB
 * refuses as a table name (sqlReservedWords.data.ts, built from the three by
 * data/sql-reserved-words.ts). The SQL
 * writer refuses them rather than quoting the name, which would change every file's bytes.
 */
export const SQL_RESERVED_WORDS: ReadonlySet<string> = new Set(SQL_RESERVED_WORD_LIST.split(' '));

/** SQLite refuses to create a table whose name starts so, in any case: "reserved for internal use". */
const SQLITE_INTERNAL_PREFIX = 'sqlite_';

/**
 * PostgreSQL names its catalog's tables and views so, and searches its catalog before the file's
 * schema: `INSERT INTO pg_class` writes to the catalog's pg_class, not the table the file made,
 * and fails. The names that do so today (sqlReservedWords.data.ts, each tried on a server by
 * data/sql-reserved-words.ts) all start so, and a later version may add more: the prefix is
 * refused, in any case (PostgreSQL folds unquoted names to lower case).
 */
const POSTGRES_CATALOG_PREFIX = 'pg_';

/** The catalog names tried and found, for the message. */
export const POSTGRES_CATALOG_NAMES: ReadonlySet<string> = new Set(
  POSTGRES_CATALOG_NAME_LIST.split(' '),
);

/** Why a table name cannot be used, the name quoted first; undefined when it can. */
export function sqlTableProblem(table: string): string | undefined {
  if (!SQL_IDENTIFIER.test(table)) {
    return `${quoted(table)} is not a plain SQL name (letters, digits and _, not first a digit)`;
  }
  if (SQL_RESERVED_WORDS.has(table.toLowerCase())) {
    return `${quoted(table)} is a word SQL reserves: PostgreSQL, SQLite or MariaDB would not load the file`;
  }
  if (table.toLowerCase().startsWith(SQLITE_INTERNAL_PREFIX)) {
    return `${quoted(table)} starts with ${SQLITE_INTERNAL_PREFIX}, which SQLite keeps for its own tables`;
  }
  if (table.toLowerCase().startsWith(POSTGRES_CATALOG_PREFIX)) {
    const known = POSTGRES_CATALOG_NAMES.has(table.toLowerCase())
      ? `: ${table.toLowerCase()} is one, and PostgreSQL would write the rows to it and fail`
      : '';
    return `${quoted(table)} starts with ${POSTGRES_CATALOG_PREFIX}, which PostgreSQL keeps for its catalog${known}`;
  }
  return undefined;
}

export interface FileWriter {
  head: string;
  /** `position` counts from 0 at the first row of the whole run (not of a shard). */
  row(row: PersonRecord, position: number): string;
  tail: string;
}

export interface WriterOptions {
  /** Rows in the whole run: SQL ends its last statement on the last of them. */
  total: number;
  /** Says what made the file: SQL carries it as a first-line comment. */
  note: string;
  table?: string;
  /** The run's constraints: the only values of a row that may need quotes in CSV (csvRow). */
  constraints?: Constraints;
  /** The columns the run chose (columns.ts); none: COLUMNS, as every version has written them. */
  layout?: Layout;
  /** The run's first index: a chosen `id` column counts from it. */
  start?: number;
}

const CSV_SPECIAL = /[",\r\n]/;

/** RFC 4180: a field holding a comma, quote or line break is quoted, its quotes doubled. */
export function csvField(value: string | number): string {
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new TypeError(`csvField(value) takes a string or a number, not ${shownValue(value)}`);
  }
  const text = String(value);
  return CSV_SPECIAL.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A field of a chosen column: a null (a child's phone or email) is an empty field. */
function csvValue(value: string | number | null): string {
  return value === null ? '' : csvField(value);
}

/** A line of COLUMNS.length fields none of which holds a comma, quote or line break. */
const PLAIN_CSV_LINE = new RegExp(`^[^",\\r\\n]*(?:,[^",\\r\\n]*){${COLUMNS.length - 1}}$`);

/**
 * The values are joined as they are and the line checked once: almost no line needs a quote,
 * and one test of the line costs far less than one for each field.
 */
function csvRow(row: PersonRecord): string {
  const line = csvLine(row);
  return PLAIN_CSV_LINE.test(line)
    ? `${line}\r\n`
    : `${COLUMNS.map((column) => csvField(row[column])).join(',')}\r\n`;
}

/**
 * csvRow for a run whose constraints hold no comma, quote or line break: then no value does,
 * as no shipped name, street, city or state holds one and the other columns are made of digits,
 * letters and the separators of dates, phones and emails (formats.test.ts holds both), and the
 * check of every line is left out.
 */
function plainCsvRow(row: PersonRecord): string {
  return `${csvLine(row)}\r\n`;
}

/**
 * The fields named in COLUMNS order rather than read with Object.values and joined, which makes
 * an array and a join for every row (formats.test.ts holds this to COLUMNS).
 */
function csvLine(row: OutputRow): string {
  return `${row.firstName},${row.lastName},${row.gender},${row.streetAddress},${row.city},${row.state},${row.zipCode},${row.birthdate},${row.stateCode},${row.age},${row.phone ?? ''},${row.email ?? ''}`;
}

/** Whether a run's rows may need CSV quotes: only if a constraint holds a comma, quote or line break. */
export function needsCsvQuotes(constraints: Constraints): boolean {
  return Object.values(constraints).some((value) => CSV_SPECIAL.test(value));
}

/**
 * A standard SQL string literal: quotes doubled. A backslash or a NUL is refused (RangeError),
 * not escaped: MariaDB and MySQL read a backslash in a literal as an escape (`\'` ends no string
 * there), PostgreSQL, SQLite and DuckDB read it as itself, so no one spelling of it is read alike
 * by all of them, and PostgreSQL's text holds no NUL. The values the package writes never hold
 * either: constraints refuse both.
 */
export function sqlString(value: string): string {
  if (typeof value !== 'string') {
    throw new TypeError(`sqlString(value) takes a string, not ${shownValue(value)}`);
  }
  if (SQL_UNSAFE.test(value)) {
    throw new RangeError(
      `sqlString(value) refuses a backslash or NUL: MariaDB reads a backslash as an escape, the other databases as itself, and PostgreSQL holds no NUL; not ${quoted(value)}`,
    );
  }
  return sqlLiteral(value);
}

/**
 * sqlString without its checks, for the rows' own values: constraints refuse a backslash and a
 * NUL, and no shipped name, street or place holds one, so a row pays for no test of each value.
 */
function sqlLiteral(value: string): string {
  return `'${value.includes("'") ? value.replaceAll("'", "''") : value}'`;
}

/** What no SQL literal the file's databases all read alike can hold (sqlString). */
const SQL_UNSAFE = /[\\\0]/;

export function fileWriter(
  format: Format,
  { total, note, table = SQL_TABLE, constraints = {}, layout, start = 0 }: WriterOptions,
): FileWriter {
  if (layout) return layoutWriter(format, { total, note, table, layout, start });
  switch (format) {
    case 'csv':
      return {
        head: `${COLUMNS.join(',')}\r\n`,
        row: needsCsvQuotes(constraints) ? csvRow : plainCsvRow,
        tail: '',
      };
    case 'json':
      return {
        head: '[\n',
        row: (row, index) => `${index === 0 ? '' : ',\n'}${JSON.stringify(row)}`,
        tail: '\n]\n',
      };
    case 'ndjson':
      return { head: '', row: (row) => `${JSON.stringify(row)}\n`, tail: '' };
    case 'sql':
      return sqlWriter(total, note, table);
  }
}

/** `table` is a name sqlTableProblem has accepted: options/options.ts reads it. */
function sqlWriter(
  count: number,
  note: string,
  table: string,
  definitions: readonly string[] = COLUMNS.map(
    (column) => `  ${column} ${column === 'age' ? 'INTEGER' : 'TEXT'} NOT NULL`,
  ),
  names: readonly string[] = COLUMNS,
  values: (row: PersonRecord, position: number) => (string | number | null)[] = (row) =>
    Object.values(row) as (string | number)[],
): FileWriter {
  const insert = sqlInsert(table, names);
  return {
    head: sqlHead(note, table, definitions),
    row(row, index) {
      const first = index % SQL_BATCH_ROWS === 0;
      const last = index % SQL_BATCH_ROWS === SQL_BATCH_ROWS - 1 || index === count - 1;
      return sqlRow(insert, values(row, index), first, last);
    },
    tail: '',
  };
}

function sqlHead(note: string, table: string, definitions: readonly string[]): string {
  return `-- ${note.replaceAll(/[\r\n]/g, ' ')}\n-- written for ${listed(SQL_ENGINES)}\nCREATE TABLE ${table} (\n${definitions.join(',\n')}\n);\n`;
}

function sqlInsert(table: string, names: readonly string[]): string {
  return `INSERT INTO ${table} (${names.join(', ')}) VALUES\n`;
}

/** A row's values; `first` starts an INSERT, `last` ends it. */
function sqlRow(
  insert: string,
  values: readonly (string | number | null)[],
  first: boolean,
  last: boolean,
): string {
  const written = values.map((value) =>
    value === null ? 'NULL' : typeof value === 'number' ? String(value) : sqlLiteral(value),
  );
  return `${first ? insert : ''}(${written.join(', ')})${last ? ';\n' : ',\n'}`;
}

/**
 * A writer of the columns a run chose: the default writers' head, rows and tail, with each row's
 * values taken by valueOf in the layout's order and named by its names. A row's `id` is its index
 * in the seed: the run's first index plus the row's position in the run.
 */
export function layoutWriter(
  format: Format,
  { total, note, table, layout, start }: LayoutWriterOptions,
): FileWriter {
  const { columns, names } = layout;
  const values = (row: PersonRecord, position: number) =>
    columns.map((column) => valueOf(layout, column, row, start + position));
  const json = (row: PersonRecord, position: number) => {
    const record: Record<string, string | number | null> = {};
    for (const [at, value] of values(row, position).entries()) record[names[at] ?? ''] = value;
    return JSON.stringify(record);
  };
  switch (format) {
    case 'csv':
      return {
        head: `${names.join(',')}\r\n`,
        row: (row, position) => `${values(row, position).map(csvValue).join(',')}\r\n`,
        tail: '',
      };
    case 'json':
      return {
        head: '[\n',
        row: (row, position) => `${position === 0 ? '' : ',\n'}${json(row, position)}`,
        tail: '\n]\n',
      };
    case 'ndjson':
      return { head: '', row: (row, position) => `${json(row, position)}\n`, tail: '' };
    case 'sql': {
      const definitions = columns.map(
        (column, at) =>
          `  ${names[at]} ${sqlTypeOf(column, layout)} NOT NULL${column === 'id' ? ' PRIMARY KEY' : ''}`,
      );
      return sqlWriter(total, note, table, definitions, names, values);
    }
  }
}

export interface LayoutWriterOptions {
  total: number;
  note: string;
  table: string;
  layout: Layout;
  /** The run's first index. */
  start: number;
}

/**
 * A column's SQL type. An id goes past INTEGER's 2^31 in PostgreSQL: BIGINT, which SQLite reads
 * as INTEGER. An ISO birthdate is a DATE, which PostgreSQL, MariaDB and DuckDB read from a
 * 'YYYY-MM-DD' literal, and SQLite keeps as that text.
 */
function sqlTypeOf(column: FileColumn, { dateFormat }: Layout): string {
  if (column === 'id' || column === 'householdId') return 'BIGINT';
  if (column === 'age') return 'INTEGER';
  if (column === 'birthdate' && dateFormat === 'iso') return 'DATE';
  return 'TEXT';
}

/** The columns a household's member may leave empty: a child's phone and email. */
const NULLABLE: ReadonlySet<FileColumn> = new Set<FileColumn>(['phone', 'email']);

/** A household run's writer: its head and tail, and each member's text. */
export interface MemberWriter {
  head: string;
  /**
   * `household` counts from 0 at the run's first household (not the shard's); `place` is the
   * member's place in its household, of `size`.
   */
  member(row: HouseholdMember, household: number, place: number, size: number): string;
  tail: string;
}

export interface MemberWriterOptions {
  /** Households in the whole run: SQL ends its last statement with the last of them. */
  total: number;
  note: string;
  table: string;
  layout: Layout;
  /** The run's constraints: CSV writes the default columns unchecked when none needs quotes. */
  constraints: Constraints;
}

/**
 * The writer of a household run: layoutWriter's files, a row a member. A member's `id` is its
 * person index in the seed (household × MAX_MEMBERS + place); the first row of the run is the
 * first member of its first household; an SQL statement holds SQL_BATCH_HOUSEHOLDS whole
 * households, so a shard knows where statements end without drawing the households before it.
 */
export function memberWriter(
  format: Format,
  { total, note, table, layout, constraints }: MemberWriterOptions,
): MemberWriter {
  const { columns, names } = layout;
  const values = (row: OutputRow, place: number) =>
    columns.map((column) =>
      valueOf(layout, column, row, (row.householdId ?? 0) * MAX_MEMBERS + place),
    );
  // The default columns: a member's keys are these, in order (drawHousehold), as a record's are.
  const plainColumns =
    layout.dateFormat === 'us' &&
    names.length === HOUSEHOLD_COLUMNS.length &&
    names.every((name, at) => name === HOUSEHOLD_COLUMNS[at]);
  const json = (row: OutputRow, place: number) => {
    if (plainColumns) return JSON.stringify(row);
    const record: Record<string, string | number | null> = {};
    for (const [at, value] of values(row, place).entries()) record[names[at] ?? ''] = value;
    return JSON.stringify(record);
  };
  switch (format) {
    case 'csv': {
      return {
        head: `${names.join(',')}\r\n`,
        // The default columns, whose values then need no quotes (plainCsvRow), as people's.
        member:
          plainColumns && !needsCsvQuotes(constraints)
            ? (row) => `${csvLine(row)},${row.householdId},${row.relationship}\r\n`
            : (row, _household, place) => `${values(row, place).map(csvValue).join(',')}\r\n`,
        tail: '',
      };
    }
    case 'json':
      return {
        head: '[\n',
        member: (row, household, place) =>
          `${household === 0 && place === 0 ? '' : ',\n'}${json(row, place)}`,
        tail: '\n]\n',
      };
    case 'ndjson':
      return { head: '', member: (row, _household, place) => `${json(row, place)}\n`, tail: '' };
    case 'sql': {
      // A member under 18 has no phone and no email: those columns alone may be NULL.
      const definitions = columns.map(
        (column, at) =>
          `  ${names[at]} ${sqlTypeOf(column, layout)}${NULLABLE.has(column) ? '' : ' NOT NULL'}${column === 'id' ? ' PRIMARY KEY' : ''}`,
      );
      const insert = sqlInsert(table, names);
      return {
        head: sqlHead(note, table, definitions),
        member(row, household, place, size) {
          const first = place === 0 && household % SQL_BATCH_HOUSEHOLDS === 0;
          const last =
            place === size - 1 &&
            (household % SQL_BATCH_HOUSEHOLDS === SQL_BATCH_HOUSEHOLDS - 1 ||
              household === total - 1);
          return sqlRow(insert, values(row, place), first, last);
        },
        tail: '',
      };
    }
  }
}

/** A noisy run's writer (noise/noise.ts): its head and tail, and each record's text. */
export interface RecordWriter {
  head: string;
  /**
   * `slot` counts from 0 at the run's first slot (not the shard's); `place` is the record's place
   * in its slot, of `size`.
   */
  record(record: SlotRecord, slot: number, place: number, size: number): string;
  tail: string;
}

export interface RecordWriterOptions {
  /** Slots in the whole run: SQL ends its last statement with the last of them. */
  total: number;
  note: string;
  table: string;
  /** The run's columns; `id` is left out: `personId` is the person's index. */
  columns: readonly FileColumn[];
  dateFormat: DateFormat;
  columnCase: ColumnCase;
  /**
   * Slots an SQL statement holds: SQL_BATCH_ROWS people's, or SQL_BATCH_HOUSEHOLDS households'
   * (a household's slot holds all its members' records).
   */
  slotsPerStatement: number;
}

/** A noisy record's COLUMNS, a blank (null) written as nothing. */
function noisyLine(row: SlotRecord['record']): string {
  return `${row.firstName ?? ''},${row.lastName ?? ''},${row.gender ?? ''},${row.streetAddress ?? ''},${row.city ?? ''},${row.state ?? ''},${row.zipCode ?? ''},${row.birthdate ?? ''},${row.stateCode ?? ''},${row.age ?? ''},${row.phone ?? ''},${row.email ?? ''}`;
}

/** A line of the two ids and COLUMNS, none of which holds a comma, quote or line break. */
const PLAIN_RECORD_LINE = new RegExp(`^[^",\\r\\n]*(?:,[^",\\r\\n]*){${COLUMNS.length + 1}}$`);
/** The same of the two ids and HOUSEHOLD_COLUMNS. */
const PLAIN_MEMBER_RECORD_LINE = new RegExp(
  `^[^",\\r\\n]*(?:,[^",\\r\\n]*){${HOUSEHOLD_COLUMNS.length + 1}}$`,
);

/** The two columns a noisy record starts with: its own id, and its person's (the truth). */
export const RECORD_COLUMNS = Object.freeze(['recordId', 'personId'] as const);

/**
 * The writer of a noisy run: a record a row, `recordId` and `personId` first, then the run's
 * columns, any of which a blank leaves empty (NULL in SQL, so every column but the two ids is
 * nullable). An SQL statement holds `slotsPerStatement` whole slots, so a shard knows where
 * statements end without drawing the slots before it.
 */
export function recordWriter(
  format: Format,
  {
    total,
    note,
    table,
    columns: chosen,
    dateFormat,
    columnCase,
    slotsPerStatement,
  }: RecordWriterOptions,
): RecordWriter {
  const columns = chosen.filter((column) => column !== 'id');
  const layout: Layout = { columns, names: [], dateFormat };
  const spelt = (name: string) => (columnCase === 'snake' ? snakeCase(name) : name);
  const names = [...RECORD_COLUMNS, ...columns].map(spelt);
  const values = ({ record, personId, recordId }: SlotRecord) => [
    recordId,
    personId,
    ...columns.map((column) =>
      record[column as keyof typeof record] === null
        ? null
        : valueOf(layout, column, record as OutputRow, personId),
    ),
  ];
  const json = (slotRecord: SlotRecord) => {
    const written: Record<string, string | number | null> = {};
    for (const [at, value] of values(slotRecord).entries()) written[names[at] ?? ''] = value;
    return JSON.stringify(written);
  };
  switch (format) {
    case 'csv': {
      const quoted = (record: SlotRecord) => `${values(record).map(csvValue).join(',')}\r\n`;
      const plainColumns =
        dateFormat === 'us' &&
        columns.length === COLUMNS.length &&
        columns.every((column, at) => column === COLUMNS[at]);
      const plainMemberColumns =
        dateFormat === 'us' &&
        columns.length === HOUSEHOLD_COLUMNS.length &&
        columns.every((column, at) => column === HOUSEHOLD_COLUMNS[at]);
      return {
        head: `${names.join(',')}\r\n`,
        // The default columns named in order and the line checked once, as csvRow does.
        record: plainColumns
          ? (slotRecord) => {
              const line = `${slotRecord.recordId},${slotRecord.personId},${noisyLine(slotRecord.record)}`;
              return PLAIN_RECORD_LINE.test(line) ? `${line}\r\n` : quoted(slotRecord);
            }
          : plainMemberColumns
            ? (slotRecord) => {
                const { record } = slotRecord;
                const line = `${slotRecord.recordId},${slotRecord.personId},${noisyLine(record)},${record.householdId ?? ''},${record.relationship ?? ''}`;
                return PLAIN_MEMBER_RECORD_LINE.test(line) ? `${line}\r\n` : quoted(slotRecord);
              }
            : quoted,
        tail: '',
      };
    }
    case 'json':
      return {
        head: '[\n',
        record: (record, slot, place) => `${slot === 0 && place === 0 ? '' : ',\n'}${json(record)}`,
        tail: '\n]\n',
      };
    case 'ndjson':
      return { head: '', record: (record) => `${json(record)}\n`, tail: '' };
    case 'sql': {
      const definitions = [
        `  ${names[0]} BIGINT NOT NULL PRIMARY KEY`,
        `  ${names[1]} BIGINT NOT NULL`,
        ...columns.map((column, at) => `  ${names[at + 2]} ${sqlTypeOf(column, layout)}`),
      ];
      const insert = sqlInsert(table, names);
      return {
        head: sqlHead(note, table, definitions),
        record(record, slot, place, size) {
          const first = place === 0 && slot % slotsPerStatement === 0;
          const last =
            place === size - 1 &&
            (slot % slotsPerStatement === slotsPerStatement - 1 || slot === total - 1);
          return sqlRow(insert, values(record), first, last);
        },
        tail: '',
      };
    }
  }
}

/** "PostgreSQL and SQLite"; "MariaDB, MySQL, PostgreSQL and SQLite". */
function listed(items: readonly string[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}
