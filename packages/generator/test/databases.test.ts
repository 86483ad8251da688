import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  postgresReservedWords,
  readSqliteKeywords,
  sqliteTakes,
} from '../data/sql-reserved-words.ts';
import { SQL_RESERVED_WORDS, sqlTableProblem } from '../src/output/formats.ts';
import { households } from '../src/options/calls.ts';
import { startPostgres, type Postgres } from './postgres.ts';
import { FIXED, mustSucceed, run } from './support.ts';

/**
 * The SQL and CSV output loaded into a real SQLite (the sqlite3 shell) and a real PostgreSQL
 * (Debian's postgresql: a server of the test's own in a temporary directory, on a Unix socket
 * only, run as the unprivileged `nobody` when the tests run as root), then queried back and
 * compared with the JSON output of the same run.
 */

type Row = Record<string, string | number>;

/** 2,500 rows: three INSERT statements of up to 1,000 rows. */
const COUNT = 2500;
const ARGS = ['--count', String(COUNT), ...FIXED];
/**
 * Quotes, a comma, an SQL comment and a non-ASCII letter: what a quoting mistake would break. (A
 * backslash is refused as a value: MySQL and MariaDB would read it as an escape.)
 */
const AWKWARD = [
  '--count',
  '40',
  ...FIXED,
  '--last-name',
  'O\'Brien "Jr", -- Müller',
  '--street-address',
  '12 "Old" Mill Rd, Apt 3',
];

/** Columns chosen, ISO birthdates (a DATE) and snake_case names, as issue 32 asks of SQL. */
const CHOSEN = [
  ...ARGS,
  '--columns',
  'id,firstName,lastName,birthdate,age',
  '--date-format',
  'iso',
  '--column-case',
  'snake',
];
/** People 0 and 3 of seed 42 (golden/5.1.0/seed-42.csv), in CHOSEN's columns. */
const CHOSEN_ROWS = [
  { id: 0, first_name: 'Gary', last_name: 'Darcy', birthdate: '1976-09-03', age: 50 },
  { id: 3, first_name: 'Robert', last_name: 'Medlin', birthdate: '1964-06-11', age: 62 },
];

/** Noisy records with duplicates: blanks as NULL, swapped dates still dates (docs/noise.md). */
const NOISY = [...ARGS, '--noise', '0.2', '--duplicates', '0.5', '--date-format', 'iso'];

/** The test's own table for COPY: the columns the README promises, age an integer. */
const CREATE_CSV_TABLE = (name: string) => `CREATE TABLE ${name} (
  firstName text NOT NULL, lastName text NOT NULL, gender text NOT NULL,
  streetAddress text NOT NULL, city text NOT NULL, state text NOT NULL, zipCode text NOT NULL,
  birthdate text NOT NULL, stateCode text NOT NULL, age integer NOT NULL, phone text NOT NULL,
  email text NOT NULL)`;

const jsonRows = (args: string[]) =>
  JSON.parse(String(run([...args, '--format', 'json']))) as Row[];
/** Emails are unique within a seed and plain ASCII: the same order in JavaScript and in C collation. */
const byEmail = (a: Row, b: Row) => {
  const [x, y] = [String(a.email), String(b.email)];
  return x < y ? -1 : x > y ? 1 : 0;
};
/** PostgreSQL folds unquoted names to lower case: firstName is firstname there. */
const lowerKeys = (row: Row) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key.toLowerCase(), value]));

describe('SQLite (the sqlite3 shell)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rag-sqlite-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sqlite = (db: string, sql: string) =>
    mustSucceed(`sqlite3 -bail -json "${join(dir, db)}" "$SQL"`, { env: { SQL: sql } }).stdout;

  test('--format sql loads, and reads back as the JSON output of the same run', () => {
    const db = join(dir, 'people.db');
    mustSucceed(`"$NODE" "$CLI" ${ARGS.join(' ')} --format sql | sqlite3 -bail "${db}"`);
    const rows = JSON.parse(String(sqlite('people.db', 'SELECT * FROM people ORDER BY rowid')));
    const expected = jsonRows(ARGS);
    expect(rows).toHaveLength(COUNT);
    expect(rows).toEqual(expected);
    expect(JSON.parse(String(sqlite('people.db', 'SELECT count(*) AS n FROM people')))).toEqual([
      { n: COUNT },
    ]);
    const texans = expected.filter((row) => row.state === 'Texas').length;
    expect(texans).toBeGreaterThan(0);
    expect(
      JSON.parse(
        String(sqlite('people.db', "SELECT count(*) AS n FROM people WHERE state = 'Texas'")),
      ),
    ).toEqual([{ n: texans }]);
    expect(
      JSON.parse(String(sqlite('people.db', 'SELECT DISTINCT typeof(age) AS t FROM people'))),
    ).toEqual([{ t: 'integer' }]);
  });

  test('noisy records load, NULLs and all, and read back as the JSON output of the same run', () => {
    const db = join(dir, 'noisy.db');
    mustSucceed(`"$NODE" "$CLI" ${NOISY.join(' ')} --format sql | sqlite3 -bail "${db}"`);
    const rows = JSON.parse(String(sqlite('noisy.db', 'SELECT * FROM people ORDER BY rowid')));
    const expected = jsonRows(NOISY);
    expect(expected.length).toBeGreaterThan(COUNT * 1.3);
    expect(expected.some((row) => row.firstName === null)).toBe(true);
    expect(rows).toEqual(expected);
  });

  test('chosen columns with ISO dates and snake_case names load: id the primary key, birthdates the ISO text', () => {
    const db = join(dir, 'chosen.db');
    mustSucceed(`"$NODE" "$CLI" ${CHOSEN.join(' ')} --format sql | sqlite3 -bail "${db}"`);
    const rows = JSON.parse(String(sqlite('chosen.db', 'SELECT * FROM people ORDER BY id')));
    expect(rows).toHaveLength(COUNT);
    expect(rows).toEqual(jsonRows(CHOSEN));
    expect(
      JSON.parse(
        String(sqlite('chosen.db', 'SELECT * FROM people WHERE id IN (0, 3) ORDER BY id')),
      ),
    ).toEqual(CHOSEN_ROWS);
    // SQLite keeps a DATE as the text written, which compares as dates do.
    expect(
      JSON.parse(
        String(
          sqlite('chosen.db', "SELECT id FROM people WHERE birthdate = '1964-06-11' AND id < 5"),
        ),
      ),
    ).toEqual([{ id: 3 }]);
    expect(
      JSON.parse(
        String(
          sqlite(
            'chosen.db',
            "SELECT name, type, pk FROM pragma_table_info('people') WHERE pk = 1 OR type = 'DATE'",
          ),
        ),
      ),
    ).toEqual([
      { name: 'id', type: 'BIGINT', pk: 1 },
      { name: 'birthdate', type: 'DATE', pk: 0 },
    ]);
  });

  test('every keyword SQLite refuses as a table name is one --table refuses', () => {
    const refused = readSqliteKeywords().filter((word) => !sqliteTakes(word));
    // The check can fail: SQLite refuses dozens of its keywords (59 on 3.40.1), and takes a plain name.
    expect(refused.length).toBeGreaterThan(40);
    expect(sqliteTakes('people')).toBe(true);
    expect(refused.filter((word) => !SQL_RESERVED_WORDS.has(word))).toEqual([]);
  });

  test('quotes, commas and an SQL comment come back as they went in', () => {
    const db = join(dir, 'awkward.db');
    mustSucceed(`"$NODE" "$CLI" ${quote(AWKWARD)} --format sql | sqlite3 -bail "${db}"`);
    const rows = JSON.parse(String(sqlite('awkward.db', 'SELECT * FROM people ORDER BY rowid')));
    expect(rows).toEqual(jsonRows(AWKWARD));
    expect(rows[0].lastName).toBe('O\'Brien "Jr", -- Müller');
  });

  test('a name SQLite keeps for itself is refused, and SQLite refuses it too', () => {
    for (const table of ['sqlite_master', 'SQLITE_X', 'Sqlite_people']) {
      expect(sqliteTakes(table), table).toBe(false);
      expect(sqlTableProblem(table), table).toBe(
        `“${table}” starts with sqlite_, which SQLite keeps for its own tables`,
      );
    }
    // Only the prefix: a name merely holding "sqlite" loads.
    expect(sqliteTakes('my_sqlite_people')).toBe(true);
    expect(sqlTableProblem('my_sqlite_people')).toBeUndefined();
  });
});

describe('PostgreSQL (a server of its own, on a Unix socket)', () => {
  let postgres: Postgres;
  const psql = () => postgres.psql;
  const query = (sql: string) => postgres.query(sql);

  beforeAll(() => {
    postgres = startPostgres();
  });
  afterAll(() => postgres.stop());

  test('every word it reserves is one --table refuses', () => {
    const reserved = postgresReservedWords(query);
    expect(reserved).toContain('user');
    expect(reserved.filter((word) => !SQL_RESERVED_WORDS.has(word))).toEqual([]);
    // What the category means, seen: a table named user does not load.
    const loaded = spawnSync('bash', ['-c', `${psql()} -c "CREATE TABLE user (x integer)"`]);
    expect(loaded.status).not.toBe(0);
    expect(String(loaded.stderr)).toMatch(/syntax error at or near "user"/);
  });

  test('it is a real server, listening on no TCP port', () => {
    expect(query('SELECT version()')).toMatch(/^PostgreSQL \d+/);
    expect(query('SHOW listen_addresses')).toBe('');
  });

  test('--format sql loads with psql, and reads back as the JSON output of the same run', () => {
    mustSucceed(`"$NODE" "$CLI" ${ARGS.join(' ')} --format sql | ${psql()}`);
    const expected = jsonRows(ARGS);
    expect(query('SELECT count(*) FROM people')).toBe(String(COUNT));
    const rows = JSON.parse(query('SELECT json_agg(p ORDER BY p.email) FROM people p')) as Row[];
    expect(rows).toEqual([...expected].sort(byEmail).map(lowerKeys));
    const row = expected[1234];
    expect(
      query(
        `SELECT firstName || ' ' || lastName || ', ' || age FROM people WHERE email = '${row?.email}'`,
      ),
    ).toBe(`${row?.firstName} ${row?.lastName}, ${row?.age}`);
    expect(query('SELECT sum(age) FROM people')).toBe(
      String(expected.reduce((sum, { age }) => sum + Number(age), 0)),
    );
    expect(query('SELECT pg_typeof(age) FROM people LIMIT 1')).toBe('integer');
  });

  test('noisy records load with psql: NULLs, every birthdate a date, the same records read back', () => {
    mustSucceed(`"$NODE" "$CLI" ${NOISY.join(' ')} --format sql --table noisy | ${psql()}`);
    const expected = jsonRows(NOISY);
    expect(query('SELECT count(*) FROM noisy')).toBe(String(expected.length));
    expect(query('SELECT DISTINCT pg_typeof(birthdate) FROM noisy')).toBe('date');
    const rows = JSON.parse(query('SELECT json_agg(p ORDER BY p.recordId) FROM noisy p')) as Row[];
    expect(rows).toEqual(
      [...expected].sort((a, b) => Number(a.recordId) - Number(b.recordId)).map(lowerKeys),
    );
  });

  test('chosen columns with ISO dates and snake_case names load: id the primary key, birthdate a date', () => {
    mustSucceed(`"$NODE" "$CLI" ${CHOSEN.join(' ')} --format sql --table chosen | ${psql()}`);
    expect(query('SELECT count(*) FROM chosen')).toBe(String(COUNT));
    expect(query('SELECT DISTINCT pg_typeof(birthdate) FROM chosen')).toBe('date');
    expect(query('SELECT DISTINCT pg_typeof(id) FROM chosen')).toBe('bigint');
    expect(
      query(
        "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = 'chosen'::regclass AND i.indisprimary",
      ),
    ).toBe('id');
    // A date: its parts and its arithmetic, not only its text.
    expect(
      query(
        "SELECT extract(month FROM birthdate) || ' ' || (birthdate + 1) FROM chosen WHERE id = 3",
      ),
    ).toBe('6 1964-06-12');
    const rows = JSON.parse(query('SELECT json_agg(p ORDER BY p.id) FROM chosen p')) as Row[];
    expect(rows).toEqual(jsonRows(CHOSEN));
    expect(rows.filter(({ id }) => id === 0 || id === 3)).toEqual(CHOSEN_ROWS);
  });

  test('the CSV loads through COPY ... FROM STDIN, header and all', () => {
    query(CREATE_CSV_TABLE('people_csv'));
    mustSucceed(
      `"$NODE" "$CLI" ${ARGS.join(' ')} --format csv | ${psql()} -c "COPY people_csv FROM STDIN WITH (FORMAT csv, HEADER true)"`,
    );
    expect(query('SELECT count(*) FROM people_csv')).toBe(String(COUNT));
    const rows = JSON.parse(
      query('SELECT json_agg(p ORDER BY p.email) FROM people_csv p'),
    ) as Row[];
    expect(rows).toEqual(jsonRows(ARGS).sort(byEmail).map(lowerKeys));
  });

  test('4 shards COPY in at once (--no-header), as a cluster would load them', () => {
    query(CREATE_CSV_TABLE('people_shards'));
    mustSucceed(
      `/usr/bin/parallel --will-cite --halt now,fail=1 -j4 '"$NODE" "$CLI" ${ARGS.join(' ')} --no-header --shard {}/4 | ${psql().replaceAll("'", '')} -c "COPY people_shards FROM STDIN WITH (FORMAT csv)"' ::: 1 2 3 4`,
    );
    expect(query('SELECT count(*) FROM people_shards')).toBe(String(COUNT));
    expect(
      query('SELECT count(*) FROM (SELECT * FROM people_shards EXCEPT SELECT * FROM people_csv) d'),
    ).toBe('0');
  });

  test('quotes, commas and an SQL comment come back as they went in, by SQL and by COPY', () => {
    mustSucceed(`"$NODE" "$CLI" ${quote(AWKWARD)} --format sql --table awkward | ${psql()}`);
    query(CREATE_CSV_TABLE('awkward_csv'));
    mustSucceed(
      `"$NODE" "$CLI" ${quote(AWKWARD)} --format csv | ${psql()} -c "COPY awkward_csv FROM STDIN WITH (FORMAT csv, HEADER true)"`,
    );
    const expected = jsonRows(AWKWARD).sort(byEmail).map(lowerKeys);
    for (const table of ['awkward', 'awkward_csv']) {
      expect(JSON.parse(query(`SELECT json_agg(p ORDER BY p.email) FROM ${table} p`))).toEqual(
        expected,
      );
    }
    expect(query('SELECT DISTINCT lastName FROM awkward')).toBe('O\'Brien "Jr", -- Müller');
  });
});

/**
 * Households in SQL: 1,200 households, three INSERT statements of up to 500 households. The sizes
 * a query grouping by householdId reads back are those of the library's households() for the
 * same seed.
 */
const HOUSEHOLDS = 1200;
const HOUSEHOLD_ARGS = ['--households', '--count', String(HOUSEHOLDS), ...FIXED];
const HOUSEHOLD_CHOSEN = [
  ...HOUSEHOLD_ARGS,
  '--columns',
  'id,householdId,relationship,firstName,birthdate,origin',
  '--date-format',
  'iso',
  '--column-case',
  'snake',
];
/** [householdId, members] of each household written, in order. */
const householdSizes = () =>
  [...households({ seed: 42, count: HOUSEHOLDS, asOf: '2026-11-22' })].map(
    ({ householdId, members }) => [householdId, members.length],
  );
const SIZES_SQL = (table: string, id = 'householdId') =>
  `SELECT ${id} AS household, count(*) AS members FROM ${table} GROUP BY ${id} ORDER BY ${id}`;

/**
 * Noisy records of household members, with copies: householdId and relationship last. 520
 * households: two INSERT statements, and psql's JSON of them within spawnSync's 1 MiB.
 */
const NOISY_HOUSEHOLDS = 520;
const HOUSEHOLD_NOISY = [
  '--households',
  '--count',
  String(NOISY_HOUSEHOLDS),
  ...FIXED,
  '--noise',
  '0.2',
  '--duplicates',
  '0.5',
  '--date-format',
  'iso',
];

describe('households in SQLite (the sqlite3 shell)', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'rag-sqlite-households-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const sqlite = (db: string, sql: string) =>
    JSON.parse(
      String(
        mustSucceed(`sqlite3 -bail -json "${join(dir, db)}" "$SQL"`, { env: { SQL: sql } }).stdout,
      ),
    ) as Row[];

  test('--households --format sql loads; grouped by householdId, the sizes are those written', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_ARGS.join(' ')} --format sql | sqlite3 -bail "${join(dir, 'households.db')}"`,
    );
    const sizes = householdSizes();
    expect(sizes.some(([, members]) => Number(members) > 2)).toBe(true);
    expect(
      sqlite('households.db', SIZES_SQL('people')).map(({ household, members }) => [
        household,
        members,
      ]),
    ).toEqual(sizes);
    expect(sqlite('households.db', 'SELECT * FROM people ORDER BY rowid')).toEqual(
      jsonRows(HOUSEHOLD_ARGS),
    );
    expect(
      sqlite(
        'households.db',
        "SELECT count(*) AS n FROM people WHERE relationship = 'householder'",
      ),
    ).toEqual([{ n: HOUSEHOLDS }]);
    // Children under 18 have no phone and no email: NULL, in the only columns that may be.
    const [counts] = sqlite(
      'households.db',
      'SELECT sum(age < 18) AS minors, sum(age < 18 AND phone IS NULL AND email IS NULL) AS nulls, sum(age >= 18 AND (phone IS NULL OR email IS NULL)) AS adults FROM people',
    );
    expect(Number(counts?.minors)).toBeGreaterThan(0);
    expect(counts).toEqual({ minors: counts?.minors, nulls: counts?.minors, adults: 0 });
    expect(
      sqlite('households.db', 'SELECT name FROM pragma_table_info(\'people\') WHERE "notnull" = 0'),
    ).toEqual([{ name: 'phone' }, { name: 'email' }]);
  });

  test('noisy household records load, NULLs and all, and read back as the JSON output of the same run', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_NOISY.join(' ')} --format sql | sqlite3 -bail "${join(dir, 'noisy.db')}"`,
    );
    const expected = jsonRows(HOUSEHOLD_NOISY);
    expect(expected.length).toBeGreaterThan(NOISY_HOUSEHOLDS * 2 * 1.3);
    expect(expected.some((row) => row.firstName === null)).toBe(true);
    expect(sqlite('noisy.db', 'SELECT * FROM people ORDER BY rowid')).toEqual(expected);
  });

  test('with id, origin, snake_case names and ISO dates: id the primary key, household_id a BIGINT', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_CHOSEN.join(' ')} --format sql | sqlite3 -bail "${join(dir, 'chosen.db')}"`,
    );
    expect(
      sqlite('chosen.db', SIZES_SQL('people', 'household_id')).map(({ household, members }) => [
        household,
        members,
      ]),
    ).toEqual(householdSizes());
    expect(sqlite('chosen.db', 'SELECT * FROM people ORDER BY id')).toEqual(
      jsonRows(HOUSEHOLD_CHOSEN),
    );
    expect(
      sqlite(
        'chosen.db',
        "SELECT name, type, pk FROM pragma_table_info('people') WHERE name IN ('id', 'household_id', 'relationship', 'origin')",
      ),
    ).toEqual([
      { name: 'id', type: 'BIGINT', pk: 1 },
      { name: 'household_id', type: 'BIGINT', pk: 0 },
      { name: 'relationship', type: 'TEXT', pk: 0 },
      { name: 'origin', type: 'TEXT', pk: 0 },
    ]);
  });
});

describe('households in PostgreSQL (a server of its own, on a Unix socket)', () => {
  let postgres: Postgres;
  const query = (sql: string) => postgres.query(sql);

  beforeAll(() => {
    postgres = startPostgres();
  });
  afterAll(() => postgres.stop());

  const sizesOf = (table: string, id?: string) =>
    (
      JSON.parse(
        query(
          `SELECT json_agg(json_build_array(household, members)) FROM (${SIZES_SQL(table, id)}) s`,
        ),
      ) as number[][]
    ).map(([household, members]) => [household, members]);

  test('--households --format sql loads with psql; grouped by householdId, the sizes are those written', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_ARGS.join(' ')} --format sql --table households | ${postgres.psql}`,
    );
    expect(sizesOf('households')).toEqual(householdSizes());
    expect(query('SELECT DISTINCT pg_typeof(householdId) FROM households')).toBe('bigint');
    // Children under 18 have no email (NULL), so no column orders the rows: compared as sets.
    const rows = JSON.parse(query('SELECT json_agg(p) FROM households p')) as Row[];
    const asText = (list: Row[]) => list.map((row) => JSON.stringify(row)).sort();
    expect(asText(rows)).toEqual(asText(jsonRows(HOUSEHOLD_ARGS).map(lowerKeys)));
    const [minors, nulls, adults] = JSON.parse(
      query(
        'SELECT json_build_array(count(*) FILTER (WHERE age < 18), count(*) FILTER (WHERE age < 18 AND phone IS NULL AND email IS NULL), count(*) FILTER (WHERE age >= 18 AND (phone IS NULL OR email IS NULL))) FROM households',
      ),
    ) as number[];
    expect(minors).toBeGreaterThan(0);
    expect(adults).toBe(0);
    expect(nulls).toBe(minors);
  });

  test('noisy household records load with psql: NULLs, every birthdate a date, the same records read back', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_NOISY.join(' ')} --format sql --table households_noisy | ${postgres.psql}`,
    );
    const expected = jsonRows(HOUSEHOLD_NOISY);
    expect(query('SELECT count(*) FROM households_noisy')).toBe(String(expected.length));
    expect(query('SELECT DISTINCT pg_typeof(birthdate) FROM households_noisy')).toBe('date');
    expect(query('SELECT DISTINCT pg_typeof(householdId) FROM households_noisy')).toBe('bigint');
    const rows = JSON.parse(
      query('SELECT json_agg(p ORDER BY p.recordId) FROM households_noisy p'),
    ) as Row[];
    expect(rows).toEqual(
      [...expected].sort((a, b) => Number(a.recordId) - Number(b.recordId)).map(lowerKeys),
    );
  });

  test('with id, origin, snake_case names and ISO dates: id the primary key, birthdate a date', () => {
    mustSucceed(
      `"$NODE" "$CLI" ${HOUSEHOLD_CHOSEN.join(' ')} --format sql --table households_chosen | ${postgres.psql}`,
    );
    expect(sizesOf('households_chosen', 'household_id')).toEqual(householdSizes());
    expect(query('SELECT DISTINCT pg_typeof(birthdate) FROM households_chosen')).toBe('date');
    expect(
      query(
        "SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey) WHERE i.indrelid = 'households_chosen'::regclass AND i.indisprimary",
      ),
    ).toBe('id');
    const rows = JSON.parse(
      query('SELECT json_agg(p ORDER BY p.id) FROM households_chosen p'),
    ) as Row[];
    expect(rows).toEqual(jsonRows(HOUSEHOLD_CHOSEN));
  });
});

/** Arguments for bash, each in single quotes. */
function quote(args: readonly string[]): string {
  return args.map((arg) => `'${arg.replaceAll("'", "'\\''")}'`).join(' ');
}
