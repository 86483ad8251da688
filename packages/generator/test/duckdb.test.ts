import { DuckDBInstance } from '@duckdb/node-api';
import { existsSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXED, MANIFEST, readmeBlock, mustSucceed, run } from './support.ts';

/**
 * The README's Parquet recipe, taken from the README itself and run: the command line's CSV
 * (10,007 rows for its million, the built CLI for the installed one) read by DuckDB
 * (@duckdb/node-api, a dev dependency) and written as Parquet by DuckDB's own writer, then the
 * Parquet read back and held to the command line's JSON of the same run.
 */

const COUNT = 10007;
/** The repository's node_modules, where @duckdb/node-api is installed. */
const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));

type Row = Record<string, string | number>;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rag-duckdb-'));
  // The script's `import '@duckdb/node-api'` resolves as it would in the user's project.
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('DuckDB reads the CSV and writes Parquet: every row and value the command line wrote, birthdate a DATE', async () => {
  const lines = readmeBlock('duckdb').replaceAll('\\\n', ' ').split('\n');
  expect(lines.slice(0, 2)).toEqual([
    `npm install -g ${MANIFEST.name}@${MANIFEST.version}`,
    'npm install @duckdb/node-api',
  ]);
  const [generate = '', convert = ''] = lines.slice(2);
  expect(convert).toBe('node parquet.mjs');
  expect(generate).toMatch(new RegExp(`^${MANIFEST.name} --count 1000000 .* > people\\.csv$`));
  expect(generate).toContain('--date-format iso');
  const command = generate
    .replace(MANIFEST.name, '"$NODE" "$CLI"')
    .replace('--count 1000000', `--count ${COUNT}`);
  const args = command.replace(/^"\$NODE" "\$CLI" /, '').replace(/ +> people\.csv$/, '');
  expect(args.split(/ +/).slice(0, 6)).toEqual(['--count', String(COUNT), ...FIXED]);

  mustSucceed(command, { cwd: dir });
  writeFileSync(join(dir, 'parquet.mjs'), readmeBlock('duckdb-parquet'));
  mustSucceed(convert.replace(/^node /, '"$NODE" '), { cwd: dir });
  expect(existsSync(join(dir, 'people.parquet'))).toBe(true);

  const expected = JSON.parse(String(run([...args.split(/ +/), '--format', 'json']))) as Row[];
  // A ZIP with a leading 0 is among them: read as a number, it would come back without it.
  expect(expected.some((row) => String(row.zip_code).startsWith('0'))).toBe(true);

  const connection = await (await DuckDBInstance.create()).connect();
  try {
    const parquet = `'${join(dir, 'people.parquet')}'`;
    const types = (
      await connection.runAndReadAll(
        `SELECT name, type FROM parquet_schema(${parquet}) WHERE name <> 'duckdb_schema'`,
      )
    ).getRowObjectsJson();
    expect(Object.keys(expected[0] ?? {})).toEqual(types.map(({ name }) => name));
    expect(types.find(({ name }) => name === 'birthdate')).toEqual({
      name: 'birthdate',
      type: 'INT32',
    });
    const logical = (
      await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${parquet}`)
    ).getRowObjectsJson();
    const typeOf = Object.fromEntries(
      logical.map(({ column_name, column_type }) => [String(column_name), column_type]),
    );
    expect([typeOf.id, typeOf.zip_code, typeOf.birthdate]).toEqual(['BIGINT', 'VARCHAR', 'DATE']);
    const count = await connection.runAndReadAll(`SELECT count(*)::INTEGER AS n FROM ${parquet}`);
    expect(count.getRowObjectsJson()).toEqual([{ n: COUNT }]);
    // Every column as the JSON output writes it: numbers as numbers, the date as its ISO text.
    const rows = (
      await connection.runAndReadAll(`SELECT * FROM ${parquet} ORDER BY id`)
    ).getRowObjectsJson();
    const asJson = rows.map((row) =>
      Object.fromEntries(
        Object.entries(row).map(([key, value]) => [
          key,
          typeof expected[0]?.[key] === 'number' ? Number(value) : value,
        ]),
      ),
    );
    expect(asJson).toHaveLength(COUNT);
    expect(asJson).toEqual(expected);
  } finally {
    connection.closeSync();
  }
});

// Households: a child's phone and email are empty fields, which DuckDB's read_csv reads as NULL.
test('DuckDB reads a household CSV: a child’s phone and email NULL, every adult’s given', async () => {
  const file = join(dir, 'households.csv');
  mustSucceed(`"$NODE" "$CLI" --households --count 500 ${FIXED.join(' ')} > "${file}"`);
  const connection = await (await DuckDBInstance.create()).connect();
  try {
    const [counts] = (
      await connection.runAndReadAll(
        `SELECT count(*) FILTER (WHERE age < 18)::INTEGER AS minors, count(*) FILTER (WHERE age < 18 AND phone IS NULL AND email IS NULL)::INTEGER AS nulls, count(*) FILTER (WHERE age >= 18 AND (phone IS NULL OR email IS NULL))::INTEGER AS adults FROM read_csv('${file}')`,
      )
    ).getRowObjectsJson();
    expect(Number(counts?.minors)).toBeGreaterThan(0);
    expect(counts).toEqual({ minors: counts?.minors, nulls: counts?.minors, adults: 0 });
  } finally {
    connection.closeSync();
  }
});

// DuckDB guesses a column's type from its values: ZIPs all of digits with no leading 0 (Texas's
// start with 7) were read as BIGINT, so files of different runs or shards differed in type.
test('the recipe keeps zip_code text for a run whose ZIPs are all digits without a leading 0', async () => {
  const texas = mkdtempSync(join(tmpdir(), 'rag-duckdb-texas-'));
  try {
    symlinkSync(NODE_MODULES, join(texas, 'node_modules'));
    const args = ['--count', '5', ...FIXED, '--state', 'Texas', '--column-case', 'snake'];
    writeFileSync(join(texas, 'people.csv'), run(args));
    const zips = String(run(args))
      .split('\r\n')
      .slice(1, -1)
      .map((line) => line.split(',')[6]);
    expect(zips).toHaveLength(5);
    expect(zips.every((zip) => /^[1-9]\d{4}$/.test(zip ?? ''))).toBe(true);
    writeFileSync(join(texas, 'parquet.mjs'), readmeBlock('duckdb-parquet'));
    mustSucceed('"$NODE" parquet.mjs', { cwd: texas });
    const connection = await (await DuckDBInstance.create()).connect();
    try {
      const parquet = `'${join(texas, 'people.parquet')}'`;
      const logical = (
        await connection.runAndReadAll(`DESCRIBE SELECT * FROM ${parquet}`)
      ).getRowObjectsJson();
      const typeOf = Object.fromEntries(
        logical.map(({ column_name, column_type }) => [String(column_name), column_type]),
      );
      expect(typeOf.zip_code).toBe('VARCHAR');
    } finally {
      connection.closeSync();
    }
  } finally {
    rmSync(texas, { recursive: true, force: true });
  }
});
