import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  mariadbRefused,
  postgresCatalogRefused,
  postgresReservedWords,
  readSqliteKeywords,
  reservedWords,
  shippedCatalogNames,
  shippedWords,
  sqliteTakes,
} from '../data/sql-reserved-words.ts';
import {
  HOUSEHOLD_ONLY_COLUMNS,
  OUTPUT_COLUMNS,
  snakeCase,
  COLUMNS,
} from '../src/output/columns.ts';
import {
  POSTGRES_CATALOG_NAMES,
  SQL_RESERVED_WORDS,
  sqlString,
  sqlTableProblem,
} from '../src/output/formats.ts';
import { startMariadb, type Mariadb } from './mariadb.ts';
import { startPostgres, type Postgres } from './postgres.ts';
import { CLI, FIXED, MANIFEST, bash, mustSucceed, readmeRecipe, run } from './support.ts';

/**
 * The one SQL file the command line writes, loaded into a real MariaDB (Debian's mariadb-server:
 * a server of the test's own in a temporary directory, on a Unix socket only, run as the
 * unprivileged `nobody` when the tests run as root) next to a real PostgreSQL and SQLite: the
 * same 1,000 rows, with ISO birthdates, read back from all three as the same values.
 */

type Row = Record<string, string | number>;

const COUNT = 1000;
const ARGS = ['--count', String(COUNT), ...FIXED];
/** A person's columns: every column but a household member's two. */
const PERSON_COLUMNS = OUTPUT_COLUMNS.filter(
  (column) => !(HOUSEHOLD_ONLY_COLUMNS as readonly string[]).includes(column),
);
/** Every column, id first, ISO birthdates (a DATE) and snake_case names: a load for a database. */
const LOAD = [
  ...ARGS,
  '--columns',
  PERSON_COLUMNS.join(','),
  '--date-format',
  'iso',
  '--column-case',
  'snake',
];
const LOAD_NAMES = PERSON_COLUMNS.map(snakeCase);
/** People 0 and 3 of seed 42 (golden/5.1.0/seed-42.csv), some of LOAD's columns. */
const KNOWN = [
  { id: 0, first_name: 'Gary', last_name: 'Darcy', birthdate: '1976-09-03', age: 50 },
  { id: 3, first_name: 'Robert', last_name: 'Medlin', birthdate: '1964-06-11', age: 62 },
];
/** Quotes, a comma, an SQL comment and a non-ASCII letter, as databases.test.ts loads them. */
const AWKWARD = [
  '--count',
  '40',
  ...FIXED,
  '--last-name',
  'O\'Brien "Jr", -- Müller',
  '--street-address',
  '12 "Old" Mill Rd, Apt 3',
];

const jsonRows = (args: string[]) =>
  JSON.parse(String(run([...args, '--format', 'json']))) as Row[];
const pick = (row: Row | undefined, keys: readonly string[]) =>
  Object.fromEntries(keys.map((key) => [key, row?.[key]]));

describe('MariaDB (a server of its own, on a Unix socket), next to PostgreSQL and SQLite', () => {
  let mariadb: Mariadb;
  let postgres: Postgres;
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rag-mariadb-sqlite-'));
    mariadb = startMariadb();
    postgres = startPostgres();
  });
  afterAll(() => {
    mariadb?.stop();
    postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  /** A table's rows from MariaDB, one JSON object a row, in the order of `order`. */
  const mariadbRows = (table: string, names: readonly string[], order: string) =>
    mariadb
      .query(
        `SELECT JSON_OBJECT(${names.map((name) => `'${name}', ${name}`).join(', ')}) FROM ${table} ORDER BY ${order}`,
      )
      .split('\n')
      .map((line) => JSON.parse(line) as Row);

  test('it is a real MariaDB server, listening on no TCP port', () => {
    expect(mariadb.query('SELECT VERSION()')).toMatch(/^\d+\.\d+\.\d+-MariaDB/);
    expect(mariadb.query('SELECT @@skip_networking')).toBe('1');
  });

  test('noisy records load, NULLs and all, birthdate a date, and read back as the JSON output', () => {
    const args = [...FIXED, '--count', '1000', '--noise', '0.2', '--duplicates', '0.5'];
    const noisy = [...args, '--date-format', 'iso'];
    mustSucceed(`"$NODE" "$CLI" ${noisy.join(' ')} --format sql --table noisy | ${mariadb.client}`);
    expect(
      mariadb.query(
        "SELECT DATA_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'test' AND TABLE_NAME = 'noisy' AND COLUMN_NAME = 'birthdate'",
      ),
    ).toBe('date');
    const expected = jsonRows(noisy);
    expect(expected.length).toBeGreaterThan(1300);
    expect(expected.some((row) => row.firstName === null)).toBe(true);
    expect(mariadbRows('noisy', ['recordId', 'personId', ...COLUMNS], 'recordId')).toEqual(
      [...expected].sort((a, b) => Number(a.recordId) - Number(b.recordId)),
    );
  });

  test('noisy household records load, NULLs and all, and read back as the JSON output', () => {
    const args = [...FIXED, '--households', '--count', '400', '--noise', '0.2'];
    const noisy = [...args, '--duplicates', '0.5', '--date-format', 'iso'];
    mustSucceed(
      `"$NODE" "$CLI" ${noisy.join(' ')} --format sql --table households_noisy | ${mariadb.client}`,
    );
    const expected = jsonRows(noisy);
    expect(expected.length).toBeGreaterThan(400 * 2 * 1.3);
    expect(expected.some((row) => row.firstName === null)).toBe(true);
    const names = ['recordId', 'personId', ...COLUMNS, 'householdId', 'relationship'];
    expect(mariadbRows('households_noisy', names, 'recordId')).toEqual(
      [...expected].sort((a, b) => Number(a.recordId) - Number(b.recordId)),
    );
  });

  test('the same 1,000 rows with ISO dates load into all three: birthdate a date in each, the same values read back', () => {
    const sql = `"$NODE" "$CLI" ${LOAD.join(' ')} --format sql`;
    mustSucceed(`${sql} | ${mariadb.client}`);
    mustSucceed(`${sql} | ${postgres.psql}`);
    const db = join(dir, 'people.db');
    mustSucceed(`${sql} | sqlite3 -bail "${db}"`);

    // The birthdate column's type in each.
    expect(
      mariadb.query(
        "SELECT DATA_TYPE FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = 'test' AND TABLE_NAME = 'people' AND COLUMN_NAME = 'birthdate'",
      ),
    ).toBe('date');
    expect(postgres.query('SELECT DISTINCT pg_typeof(birthdate) FROM people')).toBe('date');
    // SQLite has no date type: the column is declared DATE and keeps the ISO text.
    expect(
      JSON.parse(
        String(
          mustSucceed(
            `sqlite3 -json "${db}" "SELECT type FROM pragma_table_info('people') WHERE name = 'birthdate'"`,
          ).stdout,
        ),
      ),
    ).toEqual([{ type: 'DATE' }]);
    // MariaDB's date is a date: its parts and its arithmetic.
    expect(
      mariadb.query('SELECT MONTH(birthdate), birthdate + INTERVAL 1 DAY FROM people WHERE id = 3'),
    ).toBe('6\t1964-06-12');
    expect(
      mariadb.query(
        "SELECT COLUMN_NAME FROM information_schema.KEY_COLUMN_USAGE WHERE TABLE_SCHEMA = 'test' AND TABLE_NAME = 'people' AND CONSTRAINT_NAME = 'PRIMARY'",
      ),
    ).toBe('id');

    const fromMariadb = mariadbRows('people', LOAD_NAMES, 'id');
    const fromPostgres = JSON.parse(
      postgres.query('SELECT json_agg(p ORDER BY p.id) FROM people p'),
    ) as Row[];
    const fromSqlite = JSON.parse(
      String(mustSucceed(`sqlite3 -json "${db}" "SELECT * FROM people ORDER BY id"`).stdout),
    ) as Row[];
    expect(fromMariadb).toHaveLength(COUNT);
    expect(fromMariadb).toEqual(fromPostgres);
    expect(fromMariadb).toEqual(fromSqlite);
    expect(fromMariadb).toEqual(jsonRows(LOAD));
    expect(
      [0, 3].map((id) =>
        pick(
          fromMariadb.find((row) => row.id === id),
          Object.keys(KNOWN[0] ?? {}),
        ),
      ),
    ).toEqual(KNOWN);
  });

  test('every keyword MariaDB refuses as a table name is one --table refuses', () => {
    const refused = mariadbRefused(mariadb);
    // The check can fail: MariaDB refuses hundreds of its keywords (key and range among them).
    expect(refused).toEqual(expect.arrayContaining(['key', 'range', 'select']));
    expect(refused.filter((word) => !SQL_RESERVED_WORDS.has(word))).toEqual([]);
    expect(sqlTableProblem('key')).toBe(
      '“key” is a word SQL reserves: PostgreSQL, SQLite or MariaDB would not load the file',
    );
    // What refused means, seen: a file with such a table does not load, one with `people` does.
    const loaded = spawnSync('bash', ['-c', `${mariadb.client}`], {
      input: 'CREATE TABLE range (x INTEGER);',
      encoding: 'utf8',
    });
    expect(loaded.status).not.toBe(0);
    expect(loaded.stderr).toMatch(/error in your SQL syntax/);
  });

  test('each word --table refuses fails in one of the three, and the shipped list is what data/sql-reserved-words.ts builds from them', () => {
    const postgresWords = postgresReservedWords((sql) => postgres.query(sql));
    const sqliteRefused = readSqliteKeywords().filter((word) => !sqliteTakes(word));
    const mariadbWords = mariadbRefused(mariadb);
    expect(shippedWords()).toEqual(reservedWords(postgresWords, sqliteRefused, mariadbWords));
    expect(new Set(shippedWords())).toEqual(SQL_RESERVED_WORDS);
  });

  test('every name PostgreSQL resolves to its catalog is refused by --table, and the shipped list is what a server gives', () => {
    const found = postgresCatalogRefused(postgres);
    // The check can fail: these are catalog tables and views a file's INSERT would reach.
    expect(found).toEqual(expect.arrayContaining(['pg_class', 'pg_type', 'pg_tables', 'pg_roles']));
    expect(shippedCatalogNames()).toEqual(found);
    expect(new Set(found)).toEqual(POSTGRES_CATALOG_NAMES);
    expect(found.filter((name) => sqlTableProblem(name) === undefined)).toEqual([]);
    expect(sqlTableProblem('pg_class')).toBe(
      '“pg_class” starts with pg_, which PostgreSQL keeps for its catalog: pg_class is one, and PostgreSQL would write the rows to it and fail',
    );
    // information_schema is not on the search path: its names load as any other.
    expect(sqlTableProblem('tables')).toBeUndefined();
    const result = spawnSync('bash', ['-c', `"$NODE" "$CLI" --format sql --table pg_class`], {
      env: { ...process.env, NODE: process.execPath, CLI },
      encoding: 'utf8',
    });
    expect(result.status).toBe(2);
    expect(result.stdout).toBe('');
  });

  test('today’s default file loads as it is, camelCase names kept', () => {
    mustSucceed(`"$NODE" "$CLI" ${ARGS.join(' ')} --format sql --table plain | ${mariadb.client}`);
    expect(mariadb.query('SELECT COUNT(*) FROM plain')).toBe(String(COUNT));
    // Rows have no key here: the email is unique within a seed, and plain ASCII.
    expect(mariadbRows('plain', COLUMNS, 'email')).toEqual(
      jsonRows(ARGS).sort((a, b) => (String(a.email) < String(b.email) ? -1 : 1)),
    );
  });

  test('households load as they are: a child’s phone and email NULL, every adult’s given', () => {
    const args = [...ARGS, '--households', '--columns', `id,${COLUMNS.join(',')},relationship`];
    mustSucceed(`"$NODE" "$CLI" ${args.join(' ')} --format sql --table homes | ${mariadb.client}`);
    const rows = mariadbRows('homes', ['id', ...COLUMNS, 'relationship'], 'id');
    expect(rows).toEqual(jsonRows(args));
    const minors = rows.filter(({ age }) => Number(age) < 18);
    expect(minors.length).toBeGreaterThan(0);
    expect(
      mariadb.query(
        'SELECT COUNT(*) FROM homes WHERE age < 18 AND phone IS NULL AND email IS NULL',
      ),
    ).toBe(String(minors.length));
    expect(
      mariadb.query(
        'SELECT COUNT(*) FROM homes WHERE age >= 18 AND (phone IS NULL OR email IS NULL)',
      ),
    ).toBe('0');
  });

  test('sqlString: what it writes MariaDB reads back as it was; a backslash, which MariaDB reads as an escape, is refused', () => {
    mariadb.query('CREATE TABLE v (x INTEGER)');
    for (const value of ["O'Brien", "x'); DROP TABLE v; -- ", "''", 'Müller 🙂', '%_"']) {
      expect(mariadb.query(`SELECT ${sqlString(value)}`), value).toBe(value);
    }
    for (const value of ["x\\'); DROP TABLE v; -- ", 'C:\\temp', '\\', 'a\0b']) {
      expect(() => sqlString(value), JSON.stringify(value)).toThrow(RangeError);
      expect(() => sqlString(value)).toThrow(/^sqlString\(value\) refuses a backslash or NUL/);
    }
    expect(
      mariadb.query("SELECT COUNT(*) FROM information_schema.tables WHERE table_name = 'v'"),
    ).toBe('1');
  });

  /** A README command's flags for the command line, a count this test loads for a million. */
  const readmeFlags = (command: string) =>
    command
      .replace(new RegExp(`^npx ${MANIFEST.name} `), '')
      .replace('--count 1000000 ', `--count ${COUNT} `)
      .split(' ');

  test('the README’s MariaDB command loads a name with an emoji (4 bytes in UTF-8) as it was', () => {
    const command = readmeRecipe('sql').find((line) => line.includes(' | mariadb '));
    const [generator = '', client = ''] = String(command).split(' | ');
    expect(client).toBe('mariadb --default-character-set=utf8mb4 mydb');
    // The person's fields that may hold a 4-byte character: a name the user sets (no drawn
    // value, place or email holds one).
    const name = 'Smith 🙂';
    const flags = [...readmeFlags(generator), '--last-name', name];
    const sql = `"$NODE" "$CLI" ${flags.map((flag) => `'${flag}'`).join(' ')}`;
    const load = (database: string, options: string) =>
      bash(`${sql} | ${mariadb.connection} ${options} ${database}`);
    mariadb.query('CREATE DATABASE recipe');
    const loaded = load('recipe', client.replace(/^mariadb (.*) mydb$/, '$1'));
    expect(loaded.stderr).toBe('');
    expect(loaded.status).toBe(0);
    const names = ['id', 'first_name', 'last_name', 'birthdate'];
    expect(mariadbRows('recipe.people', names, 'id')).toEqual(
      jsonRows(flags.filter((flag, at) => flag !== 'sql' && flags[at + 1] !== 'sql')),
    );
    expect(mariadb.query('SELECT DISTINCT last_name, HEX(last_name) FROM recipe.people')).toBe(
      `${name}\t${Buffer.from(name).toString('hex').toUpperCase()}`,
    );
    // What the option is for: the client left to its own character set refuses the name.
    mariadb.query('CREATE DATABASE recipe_without');
    const without = load('recipe_without', '');
    expect(without.stderr).toMatch(/ERROR 1366 .*Incorrect string value/);
    expect(without.status).not.toBe(0);
  });

  test('the README’s COPY example runs as written: the command line’s CREATE TABLE, then its CSV', () => {
    const commands = readmeRecipe('copy');
    expect(commands).toHaveLength(2);
    postgres.query('CREATE DATABASE recipe');
    const psql = postgres.psql.replace(/-d postgres$/, '-d recipe');
    expect(psql).not.toBe(postgres.psql);
    for (const command of commands) {
      const [generator = '', client = ''] = command.split(' | ');
      expect(client).toMatch(/^psql mydb( |$)/);
      const flags = readmeFlags(generator);
      mustSucceed(`"$NODE" "$CLI" ${flags.join(' ')} | ${client.replace('psql mydb', psql)}`);
    }
    const copied = (sql: string) => String(mustSucceed(`${psql} -At -c "${sql}"`).stdout);
    expect(copied('SELECT COUNT(*) FROM people')).toBe(`${COUNT}\n`);
    // The table's columns are the CSV's (PostgreSQL folds the names to lower case).
    expect(
      copied(
        "SELECT string_agg(column_name, ',' ORDER BY ordinal_position) FROM information_schema.columns WHERE table_name = 'people'",
      ),
    ).toBe(`${COLUMNS.join(',').toLowerCase()}\n`);
    // Every row as the command line wrote it, written back as CSV.
    const written = String(run(['--count', String(COUNT), ...FIXED, '--no-header']))
      .split('\r\n')
      .filter(Boolean)
      .sort();
    const read = copied('COPY people TO STDOUT WITH (FORMAT csv)')
      .split('\n')
      .filter(Boolean)
      .sort();
    expect(read).toHaveLength(COUNT);
    expect(read).toEqual(written);
  });

  test('quotes, commas, an SQL comment and a non-ASCII letter come back as they went in', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${AWKWARD.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ')} --format sql --columns id,${COLUMNS.join(',')} --table awkward | ${mariadb.client}`,
    );
    const rows = mariadbRows('awkward', ['id', ...COLUMNS], 'id');
    expect(rows).toEqual(jsonRows([...AWKWARD, '--columns', `id,${COLUMNS.join(',')}`]));
    expect(mariadb.query('SELECT DISTINCT lastName FROM awkward')).toBe('O\'Brien "Jr", -- Müller');
  });
});
