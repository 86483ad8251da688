import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { FORMATS, SQL_BATCH_HOUSEHOLDS, csvField, type Format } from './formats.ts';
import { type HouseholdMember } from '../household/households.ts';
import {
  households,
  outputFileName,
  outputNote,
  peopleBytes,
  peopleText,
} from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';
import { OptionError } from '../options/reading.ts';
import { COLUMNS } from './columns.ts';

const SETTINGS: OutputOptions = {
  seed: 7,
  count: 40,
  asOf: '2026-11-22',
  format: 'csv',
  households: true,
};
const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

const fileText = (options: Partial<OutputOptions>) =>
  [...peopleText({ ...SETTINGS, ...options })].map(({ text }) => text).join('');

/** The members households() makes for these settings, in order. */
const membersOf = (options: Partial<OutputOptions> = {}): HouseholdMember[] => {
  const { seed, start, count, asOf, constraints } = { ...SETTINGS, ...options };
  return [...households({ seed, start, count, asOf, constraints })].flatMap(
    ({ members }) => members,
  );
};

function refusal(call: () => unknown): [string, string] {
  try {
    call();
  } catch (error) {
    if (error instanceof OptionError) return [error.option, error.message];
    throw error;
  }
  throw new Error('it threw nothing');
}

describe('a file of households', () => {
  it('writes each member of each household, a row each, with householdId and relationship last', () => {
    const members = membersOf();
    const lines = fileText({}).split('\r\n');
    expect(lines[0]).toBe(`${COLUMNS.join(',')},householdId,relationship`);
    expect(lines.slice(1, -1)).toEqual(
      members.map((member) =>
        [...COLUMNS, 'householdId' as const, 'relationship' as const]
          .map((column) => {
            const value = member[column];
            return value === null ? '' : csvField(value);
          })
          .join(','),
      ),
    );
    expect(lines.at(-1)).toBe('');
    // Several members a household, and the householder first.
    expect(members.length).toBeGreaterThan(SETTINGS.count);
    expect(members[0]?.relationship).toBe('householder');
  });

  it('writes the same members in JSON and NDJSON, keyed as CSV’s header', () => {
    const members = membersOf();
    expect(JSON.parse(fileText({ format: 'json' }))).toEqual(members);
    const ndjson = fileText({ format: 'ndjson' }).trimEnd().split('\n');
    expect(ndjson.map((line) => JSON.parse(line) as unknown)).toEqual(members);
    expect(Object.keys(JSON.parse(ndjson[0] ?? '{}') as object)).toEqual([
      ...COLUMNS,
      'householdId',
      'relationship',
    ]);
  });

  it('gives a chosen id as the member’s person index: household × 10 + place', () => {
    const text = fileText({ columns: ['id', 'householdId', 'relationship'], count: 3 });
    const rows = text.trimEnd().split('\r\n').slice(1);
    const expected: string[] = [];
    for (const { householdId, members } of households({ ...SETTINGS, count: 3 })) {
      members.forEach(({ relationship }, place) =>
        expected.push(`${householdId * 10 + place},${householdId},${relationship}`),
      );
    }
    expect(rows).toEqual(expected);
    expect(rows[0]).toBe('0,0,householder');
  });

  it('counts households from start, and names its columns in snake case when asked', () => {
    const text = fileText({
      start: 1000,
      count: 2,
      columns: ['householdId', 'relationship', 'firstName'],
      columnCase: 'snake',
      format: 'ndjson',
    });
    const rows = text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(new Set(rows.map((row) => row.household_id))).toEqual(new Set([1000, 1001]));
    expect(Object.keys(rows[0] ?? {})).toEqual(['household_id', 'relationship', 'first_name']);
    expect(rows.length).toBe(membersOf({ start: 1000, count: 2 }).length);
  });

  it('loads in SQLite, householdId a BIGINT, one statement each 500 households', async () => {
    const count = SQL_BATCH_HOUSEHOLDS + 20;
    const sql = fileText({ format: 'sql', count });
    expect(sql).toContain('  householdId BIGINT NOT NULL,\n  relationship TEXT NOT NULL\n);');
    expect(sql.match(/;\n/g)?.length).toBe(1 + 2);
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(sql);
    const [sizes] = db.exec(
      'SELECT householdId, COUNT(*) FROM people GROUP BY householdId ORDER BY householdId',
    );
    const written = [...households({ ...SETTINGS, count })].map(({ householdId, members }) => [
      householdId,
      members.length,
    ]);
    expect(sizes?.values).toEqual(written);
    db.close();
  });

  // A member under 18 has no phone and no email: an empty CSV field, null in JSON, NULL in SQL,
  // whose phone and email columns alone may be NULL (person mode's stay NOT NULL).
  it('writes a child’s phone and email as empty in CSV, null in JSON, NULL in SQL', async () => {
    const members = membersOf();
    const children = members.filter(({ age }) => age < 18);
    expect(children.length).toBeGreaterThan(0);
    expect(children.filter(({ phone, email }) => phone !== null || email !== null)).toEqual([]);
    const lines = fileText({}).split('\r\n').slice(1, -1);
    const fields = lines.map((line) => line.split(','));
    const phoneAt = COLUMNS.indexOf('phone');
    const emailAt = COLUMNS.indexOf('email');
    const ageAt = COLUMNS.indexOf('age');
    const young = fields.filter((row) => Number(row[ageAt]) < 18);
    expect(young.length).toBe(children.length);
    expect(young.filter((row) => row[phoneAt] !== '' || row[emailAt] !== '')).toEqual([]);
    expect(fields.filter((row) => Number(row[ageAt]) >= 18 && row[emailAt] === '')).toEqual([]);
    const json = JSON.parse(fileText({ format: 'json' })) as Record<string, unknown>[];
    expect(
      json.filter(({ age }) => Number(age) < 18).map(({ phone, email }) => [phone, email]),
    ).toEqual(children.map(() => [null, null]));
    const sql = fileText({ format: 'sql' });
    expect(sql).toContain('  phone TEXT,\n  email TEXT,\n');
    expect(sql).not.toContain('phone TEXT NOT NULL');
    const people = [...peopleText({ ...SETTINGS, format: 'sql', households: false })]
      .map(({ text }) => text)
      .join('');
    expect(people).toContain('  phone TEXT NOT NULL,\n  email TEXT NOT NULL\n');
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(sql);
    const [nulls] = db.exec(
      'SELECT COUNT(*) FROM people WHERE age < 18 AND phone IS NULL AND email IS NULL',
    );
    const [adults] = db.exec(
      'SELECT COUNT(*) FROM people WHERE age >= 18 AND phone IS NOT NULL AND email IS NOT NULL',
    );
    expect(nulls?.values).toEqual([[children.length]]);
    expect(adults?.values).toEqual([[members.length - children.length]]);
    db.close();
  });

  it('is cut into shards that concatenate to the whole run, in every format', () => {
    const count = SQL_BATCH_HOUSEHOLDS + 7;
    for (const format of FORMAT_NAMES) {
      const whole = fileText({ format, count });
      const parts = [1, 2, 3, 4].map((index) =>
        fileText({ format, count, shard: { index, of: 4 } }),
      );
      expect(parts.join(''), format).toBe(whole);
      expect(parts.every((part) => part.length > 0)).toBe(true);
    }
  });

  it('is the same bytes from peopleBytes as from peopleText', () => {
    // Each chunk copied before the next is asked for: the next overwrites it.
    const bytesOf = (options: Partial<OutputOptions>) =>
      Buffer.concat(
        Array.from(peopleBytes({ ...SETTINGS, ...options }), ({ bytes }) => Buffer.from(bytes)),
      ).toString('utf8');
    for (const format of FORMAT_NAMES)
      expect(bytesOf({ format }), format).toBe(fileText({ format }));
    // CSV's default columns are written as bytes (csvBytes.ts), in several chunks of 64 KiB here.
    for (const options of [
      { count: 3000 },
      { count: 500, start: 77, constraints: { state: 'Texas', firstName: 'Mary' } },
      { count: 50, constraints: { email: 'mary@example.com', phone: '512-555-0100' } },
    ]) {
      const text = fileText(options);
      expect(bytesOf(options)).toBe(text);
    }
    expect(fileText({ count: 50, constraints: { email: 'mary@example.com' } })).toContain(
      ',mary@example.com,0,householder\r\n',
    );
  });

  it('counts households in its chunks', () => {
    const chunks = [...peopleText({ ...SETTINGS, count: 25 }, 10)];
    expect(chunks.map(({ done, total }) => [done, total])).toEqual([
      [10, 25],
      [20, 25],
      [25, 25],
    ]);
  });

  it('keeps place constraints for every member', () => {
    const rows = JSON.parse(
      fileText({ format: 'json', constraints: { state: 'Vermont' } }),
    ) as HouseholdMember[];
    expect(rows.filter(({ state }) => state !== 'Vermont')).toEqual([]);
  });

  it('says households in its note and its file name', () => {
    expect(outputNote({ ...SETTINGS, seed: 42 })).toBe(
      '40 households made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22',
    );
    expect(outputNote({ ...SETTINGS, start: 5, count: 3 })).toMatch(/^households 5 to 7 made by/);
    expect(outputNote({ ...SETTINGS, start: 5, count: 1 })).toMatch(/^household 5 made by/);
    expect(outputFileName({ ...SETTINGS, shard: { index: 2, of: 4 } })).toBe(
      'households-40-seed-7-part-2-of-4-v5.1.0-as-of-2026-11-22.csv',
    );
    expect(outputFileName({ ...SETTINGS, households: false })).toBe(
      'people-40-seed-7-v5.1.0-as-of-2026-11-22.csv',
    );
  });
});

describe('the households option', () => {
  it('is false by default: the file is people, with no member columns', () => {
    const people = fileText({ households: undefined, count: 2 });
    expect(people.split('\r\n')[0]).toBe(COLUMNS.join(','));
    expect(fileText({ households: false, count: 2 })).toBe(people);
  });

  it('refuses anything but true or false', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, households: 'yes' as never }))).toEqual([
      'households',
      'households is true or false, not “yes”',
    ]);
  });

  it('refuses householdId or relationship in a file of people', () => {
    for (const column of ['householdId', 'relationship'] as const) {
      expect(
        refusal(() => peopleText({ ...SETTINGS, households: false, columns: ['id', column] })),
      ).toEqual([
        'columns',
        `columns names “${column}”, a column of a household's members: it needs households`,
      ]);
    }
  });

  it('holds start and count to the last household', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, start: 9_999_999_999_999, count: 2 }))).toEqual([
      'count',
      'start 9999999999999 with count 2 goes past the last household, 9999999999999',
    ]);
    expect(refusal(() => peopleText({ ...SETTINGS, start: 10_000_000_000_000, count: 0 }))).toEqual(
      ['start', 'start is a whole number from 0 to 9,999,999,999,999, not 10000000000000'],
    );
    const last = fileText({ start: 9_999_999_999_999, count: 1, columns: ['id', 'householdId'] });
    expect(last.split('\r\n')[1]).toBe('99999999999990,9999999999999');
  });
});
