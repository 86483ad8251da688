import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { MAX_MEMBERS, rowRandom } from '../draw/random.ts';
import { drawMembers } from '../household/households.ts';
import {
  households,
  outputFileName,
  people,
  peopleBytes,
  peopleText,
  person,
} from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';
import { drawPerson } from '../person/generate.ts';
import { recordOf } from '../person/record.ts';
import type { Origin } from '../person/origins.ts';
import { COLUMNS, HOUSEHOLD_COLUMNS, layoutOf } from './columns.ts';
import { VERSION } from './version.ts';
import { ByteText, MOST_ROW_BYTES } from './csvBytes.ts';
import { layoutWriter } from './formats.ts';

/** The column's values, as the Census 2010 surname file names its groups, in its order. */
const CENSUS_NAMES = [
  'White',
  'Black or African American',
  'Asian or Pacific Islander',
  'American Indian and Alaska Native',
  'Two or More Races or Some Other Race',
  'Hispanic or Latino',
];

const TODAY = { year: 2026, month: 11, day: 22 };
const SETTINGS: OutputOptions = { seed: 42, count: 30, asOf: '2026-11-22', format: 'csv' };

const fileText = (options: Partial<OutputOptions>) =>
  [...peopleText({ ...SETTINGS, ...options })].map(({ text }) => text).join('');
const fileBytes = (options: Partial<OutputOptions>) =>
  Buffer.concat([...peopleBytes({ ...SETTINGS, ...options })].map(({ bytes }) => bytes));

/** The Census name of each drawn origin: the expected column, person by person. */
const nameOf = (origin: Origin) => CENSUS_NAMES[origin] ?? `no group ${origin}`;

/** Person `index` of seed 42's origin as drawPerson draws it. */
const originOfPerson = (index: number) =>
  nameOf(drawPerson({ random: rowRandom(42, index), today: TODAY }).origin);

/** Each member's origin as drawMembers draws it, household by household, in order. */
function originsOfMembers(count: number): string[] {
  const origins: string[] = [];
  for (let household = 0; household < count; household++) {
    drawMembers(42, household, TODAY, {}, (drawn) => origins.push(nameOf(drawn.origin)));
  }
  return origins;
}

/** CSV rows as objects of their header's names (no value in these runs needs quotes). */
function csvRows(text: string): Record<string, string>[] {
  const [header = '', ...lines] = text.split('\r\n').filter((line) => line !== '');
  const names = header.split(',');
  return lines.map((line) => {
    const values = line.split(',');
    return Object.fromEntries(names.map((name, at) => [name, values[at] ?? '']));
  });
}

describe('the origin column', () => {
  it('is written where it is named, each person’s group by its Census name', () => {
    const text = fileText({ columns: ['id', 'origin', 'lastName'] });
    expect(text.split('\r\n')[0]).toBe('id,origin,lastName');
    const rows = csvRows(text);
    expect(rows).toHaveLength(SETTINGS.count);
    for (const row of rows) {
      expect(CENSUS_NAMES).toContain(row.origin);
      expect(row.origin, `person ${row.id}`).toBe(originOfPerson(Number(row.id)));
    }
    // First or last, and in snake case its name is the same.
    expect(fileText({ columns: ['origin', 'zipCode'], columnCase: 'snake' }).split('\r\n')[0]).toBe(
      'origin,zip_code',
    );
    expect(fileText({ columns: [...COLUMNS, 'origin'] }).split('\r\n')[0]).toBe(
      `${COLUMNS.join(',')},origin`,
    );
  });

  it('writes each of the six groups by its Census name, as text and as the CSV bytes', () => {
    const layout = layoutOf(['id', 'origin'], 'us', 'camel');
    if (!layout) throw new Error('id and origin are not the default columns');
    const writer = layoutWriter('csv', { total: 1, note: '', table: 'people', layout, start: 7 });
    for (const [origin, name] of CENSUS_NAMES.entries()) {
      const random = rowRandom(42, 7);
      const drawn = { ...drawPerson({ random, today: TODAY }), origin };
      const bytes = new ByteText(MOST_ROW_BYTES);
      bytes.csvLayoutRow(drawn, TODAY, random, 42, 7, layout);
      expect(Buffer.from(bytes.bytes.subarray(0, bytes.length)).toString('utf8')).toBe(
        `7,${name}\r\n`,
      );
      const record = { ...recordOf(drawn, TODAY, rowRandom(42, 7), 42, 7), origin };
      expect(writer.row(record, 0)).toBe(`7,${name}\r\n`);
    }
  });

  it('has the same values in every format, and the command line’s bytes are the text’s', () => {
    const columns = ['origin', 'id', 'state'] as const;
    const expected = Array.from({ length: SETTINGS.count }, (_, index) => ({
      origin: originOfPerson(index),
      id: index,
    }));
    for (const format of ['csv', 'json', 'ndjson', 'sql'] as const) {
      const options = { columns, format };
      expect(fileBytes(options).toString('utf8'), format).toBe(fileText(options));
    }
    const json = JSON.parse(fileText({ columns, format: 'json' })) as Record<string, unknown>[];
    expect(json.map((row) => Object.keys(row))).toEqual(json.map(() => ['origin', 'id', 'state']));
    expect(json.map(({ origin, id }) => ({ origin, id }))).toEqual(expected);
    const ndjson = fileText({ columns, format: 'ndjson' })
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(ndjson).toEqual(json);
  });

  it('loads in SQL as TEXT NOT NULL, and reads back each person’s group', async () => {
    const sql = fileText({ columns: ['id', 'origin'], format: 'sql' });
    expect(sql).toContain('  origin TEXT NOT NULL\n');
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(sql);
    const [read] = db.exec('SELECT id, origin FROM people ORDER BY id');
    expect(read?.values).toEqual(
      Array.from({ length: SETTINGS.count }, (_, index) => [index, originOfPerson(index)]),
    );
    db.close();
  });

  it('is each member’s own in a file of households, in every format', () => {
    const count = 12;
    const columns = [...HOUSEHOLD_COLUMNS, 'origin'] as const;
    const options = { households: true, count, columns };
    const rows = csvRows(fileText(options));
    expect(rows.map((row) => row.origin)).toEqual(originsOfMembers(count));
    expect(rows.map((row) => row.relationship)).toEqual(
      [...households({ seed: 42, count, asOf: '2026-11-22' })].flatMap(({ members }) =>
        members.map((member) => member.relationship),
      ),
    );
    for (const format of ['csv', 'json', 'ndjson', 'sql'] as const) {
      expect(fileBytes({ ...options, format }).toString('utf8'), format).toBe(
        fileText({ ...options, format }),
      );
    }
    const json = JSON.parse(fileText({ ...options, format: 'json' })) as { origin: string }[];
    expect(json.map((row) => row.origin)).toEqual(originsOfMembers(count));
  });

  it('in noisy records is the person’s true group, never noisy or blank', () => {
    const noisy = { noise: 0.3, duplicates: 1 } as const;
    const columns = ['lastName', 'origin', 'city'] as const;
    for (const ofHouseholds of [false, true]) {
      const count = ofHouseholds ? 10 : SETTINGS.count;
      // personId → the origin drawn for that person.
      const truth = new Map<number, string>(
        ofHouseholds
          ? [...memberIds(count)].map((id, at) => [id, originsOfMembers(count)[at] ?? ''])
          : Array.from({ length: count }, (_, index) => [index, originOfPerson(index)]),
      );
      const rows = csvRows(fileText({ ...noisy, households: ofHouseholds, count, columns }));
      expect(Object.keys(rows[0] ?? {})).toEqual(['recordId', 'personId', ...columns]);
      // Copies and errors there are, blanks too: the other columns change, the origin does not.
      expect(rows.length).toBeGreaterThan(truth.size);
      expect(rows.some((row) => row.lastName === '')).toBe(true);
      for (const row of rows) {
        expect(row.origin, `record ${row.recordId}`).toBe(truth.get(Number(row.personId)));
      }
      for (const format of ['csv', 'json', 'sql'] as const) {
        const options = { ...noisy, households: ofHouseholds, count, columns, format };
        expect(fileBytes(options).toString('utf8'), format).toBe(fileText(options));
      }
    }
  });

  it('is in no file, person or household that does not name it', () => {
    for (const format of ['csv', 'json', 'ndjson', 'sql'] as const) {
      expect(fileText({ format }), format).not.toContain('origin');
      expect(fileText({ format, households: true, count: 5 }), format).not.toContain('origin');
      expect(fileText({ format, noise: 0.1, duplicates: 0.5 }), format).not.toContain('origin');
      expect(fileText({ format, columns: ['id', ...COLUMNS] }), format).not.toContain('origin');
    }
    expect(Object.keys(person({ seed: 42, index: 0, asOf: '2026-11-22' }))).toEqual(COLUMNS);
    for (const record of people({ seed: 42, count: 5, asOf: '2026-11-22' })) {
      expect(Object.keys(record)).toEqual(COLUMNS);
    }
    for (const { members } of households({ seed: 42, count: 5, asOf: '2026-11-22' })) {
      for (const member of members) expect(Object.keys(member)).toEqual(HOUSEHOLD_COLUMNS);
    }
  });

  it('is named in the file name among the chosen columns', () => {
    expect(outputFileName({ ...SETTINGS, columns: ['id', 'origin'] })).toBe(
      `people-30-seed-42-columns-id-origin-v${VERSION}-as-of-2026-11-22.csv`,
    );
  });
});

/** Each member's person id (household × MAX_MEMBERS + place), household by household. */
function* memberIds(count: number): Generator<number> {
  for (const { householdId, members } of households({ seed: 42, count, asOf: '2026-11-22' })) {
    for (const place of members.keys()) yield householdId * MAX_MEMBERS + place;
  }
}
