import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { csvField, sqlString, type Format } from './formats.ts';
import { OUTPUT_COLUMNS, COLUMNS, type OutputColumn } from './columns.ts';
import { outputFileName, peopleText, people, person } from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';
import { decodeFirstNames, shippedSurnames } from '../person/names.ts';
import { placeRows, stateCodes } from '../place/places.ts';
import { nationalFirstNameData, stateData } from '../states/stateData.ts';
import { EMAIL_DOMAINS, mailboxPart } from '../person/record.ts';
import { STREET_SUFFIXES, commonStreetNames } from '../person/streets.ts';

const SETTINGS: OutputOptions = {
  count: 2500,
  format: 'csv',
  seed: 42,
  asOf: '2026-11-22',
};

function exportText(settings: Partial<OutputOptions>, rowsPerChunk?: number): string {
  let text = '';
  for (const chunk of peopleText({ ...SETTINGS, ...settings }, rowsPerChunk)) text += chunk.text;
  return text;
}

describe('CSV fields (RFC 4180)', () => {
  it.each([
    ['Austin', 'Austin'],
    ['12 Elm Street, Apt 4', '"12 Elm Street, Apt 4"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['cr\rlf', '"cr\rlf"'],
    [42, '42'],
  ])('%j is written as %j', (value, written) => {
    expect(csvField(value)).toBe(written);
  });
});

describe('SQL strings', () => {
  it.each([
    ['Austin', "'Austin'"],
    ["O'Brien", "'O''Brien'"],
    ["'; DROP TABLE people; --", "'''; DROP TABLE people; --'"],
  ])('%j is written as %j', (value, written) => {
    expect(sqlString(value)).toBe(written);
  });

  it('refuses a backslash, which MariaDB reads as an escape and the others as itself', () => {
    expect(() => sqlString('back\\slash')).toThrow(RangeError);
  });

  it('reads back unchanged in SQLite, quotes and all', async () => {
    const constraints = {
      lastName: "O'Brien'); DROP TABLE people; --",
      streetAddress: '1 "Main" Street, Apt 2',
    };
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(exportText({ format: 'sql', count: 1001, constraints }));
    const [result] = db.exec('SELECT COUNT(*), MIN(lastName), MAX(streetAddress) FROM people');
    expect(result?.values).toEqual([
      [1001, "O'Brien'); DROP TABLE people; --", '1 "Main" Street, Apt 2'],
    ]);
  });
});

describe('an export', () => {
  it('is the same text for the same settings, whatever the chunk size', () => {
    const formats: Format[] = ['csv', 'json', 'ndjson', 'sql'];
    for (const format of formats) {
      const text = exportText({ format });
      expect(exportText({ format }, 7)).toBe(text);
      expect(exportText({ format, seed: 43 })).not.toBe(text);
    }
  });

  it('is the same text split into shards, even into more shards than people', () => {
    const formats: Format[] = ['csv', 'json', 'ndjson', 'sql'];
    for (const format of formats) {
      for (const count of [0, 1, 2, 3, 7]) {
        const whole = exportText({ format, count, start: 5 });
        for (const of of [1, 2, 3, 8]) {
          const parts = Array.from({ length: of }, (_, k) =>
            exportText({ format, count, start: 5, shard: { index: k + 1, of } }),
          );
          expect(parts.join(''), `${format}, ${count} people in ${of} shards`).toBe(whole);
        }
      }
    }
  });

  it('reports its progress chunk by chunk, ending at the count', () => {
    const done = [...peopleText(SETTINGS, 1000)].map((chunk) => chunk.done);
    expect(done).toEqual([1000, 2000, 2500]);
  });

  it('writes a CSV header and one CRLF line per person', () => {
    const lines = exportText({ count: 3 }).split('\r\n');
    expect(lines[0]).toBe(
      'firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email',
    );
    expect(lines).toHaveLength(5);
    expect(lines[4]).toBe('');
  });

  it('quotes the CSV fields that hold a comma, a quote or a line break, and only those', () => {
    const constraints = { lastName: 'Smith, Jr.', streetAddress: '1 "Main" Street' };
    const [, line] = exportText({ count: 1, constraints }).split('\r\n');
    expect(line).toMatch(/^[A-Za-z]+,"Smith, Jr\.",(female|male),"1 ""Main"" Street",[^"]+$/);
  });

  it.each([
    ['plain people', {}],
    ['people whose fields need quotes', { lastName: 'Smith, Jr.', streetAddress: '1 "Main" St' }],
  ])('writes each CSV line as the record of %s, field by field in COLUMNS order', (_, kept) => {
    const lines = exportText({ constraints: kept }).split('\r\n').slice(1, -1);
    const { seed, count, asOf } = SETTINGS;
    const records = [...people({ seed, count, asOf, constraints: kept })];
    expect(lines).toEqual(
      records.map((record) => COLUMNS.map((column) => csvField(record[column])).join(',')),
    );
  });

  // What lets a run without such constraints write its CSV lines unchecked (plainCsvRow).
  it('is made of shipped values none of which holds a comma, quote or line break', () => {
    const values = [
      ...shippedSurnames(),
      ...[
        nationalFirstNameData(),
        ...stateCodes().map((code) => stateData(code).firstNames),
      ].flatMap((names) =>
        (['female', 'male'] as const).flatMap((gender) =>
          decodeFirstNames(names, gender).map(({ name }) => name),
        ),
      ),
      ...commonStreetNames(),
      ...STREET_SUFFIXES,
      ...placeRows().flatMap(({ city, state, zip }) => [city, state, zip]),
      ...stateCodes(),
      ...EMAIL_DOMAINS,
    ];
    expect(values.length).toBeGreaterThan(50_000);
    expect(values.filter((value) => /[",\r\n]/.test(value))).toEqual([]);
  });

  it('writes the columns of a person in the order of the header', () => {
    expect(Object.keys(person({ seed: 42, index: 0, asOf: '2026-11-22' }))).toEqual([
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
    ]);
  });

  it('writes a JSON array and NDJSON of the same people', () => {
    const array = JSON.parse(exportText({ format: 'json' })) as unknown[];
    const lines = exportText({ format: 'ndjson' }).trimEnd().split('\n');
    expect(array).toHaveLength(2500);
    expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual(array);
  });

  it('keeps every locked value in every row, as Generate does', () => {
    const rows = JSON.parse(
      exportText({
        format: 'json',
        constraints: { state: 'Texas', gender: 'female' },
      }),
    ) as { state: string; gender: string; stateCode: string }[];
    expect(new Set(rows.map((row) => `${row.state} ${row.stateCode} ${row.gender}`))).toEqual(
      new Set(['Texas TX female']),
    );
  });

  it('names its file after the count, seed, constraints, version and as-of date', () => {
    expect(outputFileName({ ...SETTINGS, format: 'ndjson' })).toBe(
      'people-2500-seed-42-v5.1.0-as-of-2026-11-22.ndjson',
    );
    expect(
      outputFileName({ ...SETTINGS, constraints: { state: 'New York', zipCode: '10001' } }),
    ).toBe('people-2500-seed-42-state-new-york-zip-code-10001-v5.1.0-as-of-2026-11-22.csv');
  });

  it('names chosen columns, ISO dates and snake_case names, and only when not the default', () => {
    const base = 'people-2500-seed-42';
    const end = 'v5.1.0-as-of-2026-11-22.csv';
    expect(
      outputFileName({ ...SETTINGS, columns: [...COLUMNS], dateFormat: 'us', columnCase: 'camel' }),
    ).toBe(`${base}-${end}`);
    const chosen = ['id', 'firstName', 'birthdate'] as const;
    const names = [
      outputFileName({ ...SETTINGS, columns: chosen }),
      outputFileName({ ...SETTINGS, columns: ['firstName', 'id', 'birthdate'] }),
      outputFileName({ ...SETTINGS, dateFormat: 'iso' }),
      outputFileName({ ...SETTINGS, columnCase: 'snake' }),
      outputFileName({ ...SETTINGS, columns: chosen, dateFormat: 'iso', columnCase: 'snake' }),
      outputFileName({ ...SETTINGS, columns: ['id', ...COLUMNS] }),
    ];
    expect(names).toEqual([
      `${base}-columns-id-first-name-birthdate-${end}`,
      `${base}-columns-first-name-id-birthdate-${end}`,
      `${base}-iso-dates-${end}`,
      `${base}-snake-case-${end}`,
      `${base}-columns-id-first-name-birthdate-iso-dates-snake-case-${end}`,
      `${base}-columns-id-first-name-last-name-gender-street-address-city-state-zip-code-birthdate-state-code-age-phone-email-${end}`,
    ]);
    expect(outputFileName({ ...SETTINGS, columns: chosen, constraints: { state: 'Texas' } })).toBe(
      `${base}-state-texas-columns-id-first-name-birthdate-${end}`,
    );
  });

  it('keeps a name with many columns and locks to 255 bytes: the columns then by count and digest', () => {
    const long = 'Abcdefghij'.repeat(10);
    const options = (columns: readonly OutputColumn[]) =>
      outputFileName({
        ...SETTINGS,
        start: 123_456_789,
        shard: { index: 3, of: 8 },
        columns,
        dateFormat: 'iso',
        columnCase: 'snake',
        constraints: {
          firstName: long,
          lastName: long,
          streetAddress: long,
          city: 'Boise',
          state: 'Idaho',
          email: `${long.slice(0, 60)}@example.com`,
        },
      });
    // The thirteen columns of a person (householdId and relationship need households).
    const personColumns = OUTPUT_COLUMNS.filter(
      (column) => column !== 'householdId' && column !== 'relationship',
    );
    const reversed = options([...personColumns].reverse());
    const forward = options(personColumns);
    for (const name of [reversed, forward]) {
      expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255);
      expect(name).toMatch(
        /^people-2500-from-123456789-seed-42-first-name-a-last-name-a-street-address-a-city-b-state-i-email-a-columns-13-[0-9a-f]{8}-iso-dates-snake-case-part-3-of-8-v5\.1\.0-as-of-2026-11-22\.csv$/,
      );
    }
    expect(reversed).not.toBe(forward);
  });

  it('keeps its file name to 255 bytes, cutting the locked values, never the ending', () => {
    const long = 'Abcdefghij'.repeat(10);
    const name = outputFileName({
      ...SETTINGS,
      start: 123_456_789,
      shard: { index: 3, of: 8 },
      constraints: {
        firstName: long,
        lastName: long,
        streetAddress: long,
        city: 'Boise',
        state: 'Idaho',
        email: `${long.slice(0, 60)}@example.com`,
      },
    });
    expect(new TextEncoder().encode(name).length).toBeLessThanOrEqual(255);
    expect(name).toMatch(
      /^people-2500-from-123456789-seed-42-first-name-abcdefghij[a-z-]*-last-name-abcdefghij[a-z-]*-street-address-abcdefghij[a-z-]*-city-boise-state-idaho-email-abcdefghij[a-z0-9-]*-part-3-of-8-v5\.1\.0-as-of-2026-11-22\.csv$/,
    );
  });

  it('writes the version, seed, as-of date and constraints on the first line of an SQL file', () => {
    expect(exportText({ format: 'sql', constraints: { state: 'Texas' } }).split('\n')[0]).toBe(
      '-- 2500 people made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22, where state = "Texas"',
    );
    expect(exportText({ format: 'sql', count: 1 }).split('\n')[0]).toBe(
      '-- 1 person made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22',
    );
    const from = (start: number, count: number) =>
      exportText({ format: 'sql', start, count }).split('\n')[0];
    expect(from(5, 5)).toBe(
      '-- people 5 to 9 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22',
    );
    expect(from(5, 1)).toBe(
      '-- person 5 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22',
    );
    expect(from(5, 0)).toBe(
      '-- no people from 5 made by random-american-generator 5.1.0 with seed 42 as of 2026-11-22',
    );
  });
});

describe('the SQL file', () => {
  it('says on its second line which databases it is written for, and only with its header', () => {
    const lines = exportText({ format: 'sql', count: 1 }).split('\n');
    expect(lines[1]).toBe('-- written for MariaDB, PostgreSQL and SQLite');
    expect(lines[2]).toBe('CREATE TABLE people (');
    expect(exportText({ format: 'sql', count: 1, header: false })).not.toContain('--');
  });
});

describe('email mailbox parts', () => {
  it.each([
    ['Kaitlin', 'kaitlin'],
    ['McCabe', 'mccabe'],
    ["O'Brien", 'obrien'],
    ['José', 'jose'],
    ['Mary-Jo', 'maryjo'],
    ['<script>', 'script'],
    ['李', 'person'],
    ['Anne\u0011', 'anne'],
    ['Zoe@[`{', 'zoe'],
    ['', 'person'],
  ])('%s becomes %s', (name, part) => {
    expect(mailboxPart(name)).toBe(part);
  });
});
