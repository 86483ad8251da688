import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { FORMATS, fileWriter, layoutWriter, type Format } from './formats.ts';
import { peopleBytes, peopleText, people } from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';
import { OptionError } from '../options/reading.ts';
import { COLUMNS } from './columns.ts';

/**
 * The expected rows are golden/3.0.0's (seed 42 as of 2026-11-22: people 0 to 4, and the last
 * five indices), written here by hand in the chosen columns.
 */
const SETTINGS: OutputOptions = { seed: 42, count: 2, asOf: '2026-11-22', format: 'csv' };
const LAST_INDEX = 99_999_999_999_999;

const fileText = (options: Partial<OutputOptions>) =>
  [...peopleText({ ...SETTINGS, ...options })].map(({ text }) => text).join('');

/** The message of the OptionError `call` throws, and the option it names. */
function refusal(call: () => unknown): [string, string] {
  try {
    call();
  } catch (error) {
    if (error instanceof OptionError) return [error.option, error.message];
    throw error;
  }
  throw new Error('it threw nothing');
}

const KNOWN =
  'id, firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate, stateCode, age, phone, email, householdId, relationship, origin';

describe('columns', () => {
  it('are written in the order given, in every format', () => {
    const columns = ['email', 'id', 'firstName'] as const;
    expect(fileText({ columns })).toBe(
      'email,id,firstName\r\ngary.darcy37@example.com,0,Gary\r\ndebra.cripe31@example.com,1,Debra\r\n',
    );
    expect(fileText({ columns, format: 'ndjson' })).toBe(
      '{"email":"gary.darcy37@example.com","id":0,"firstName":"Gary"}\n{"email":"debra.cripe31@example.com","id":1,"firstName":"Debra"}\n',
    );
    expect(fileText({ columns, format: 'json' })).toBe(
      '[\n{"email":"gary.darcy37@example.com","id":0,"firstName":"Gary"},\n{"email":"debra.cripe31@example.com","id":1,"firstName":"Debra"}\n]\n',
    );
    expect(fileText({ columns, format: 'sql' }).split('\n').slice(2)).toEqual([
      'CREATE TABLE people (',
      '  email TEXT NOT NULL,',
      '  id BIGINT NOT NULL PRIMARY KEY,',
      '  firstName TEXT NOT NULL',
      ');',
      'INSERT INTO people (email, id, firstName) VALUES',
      "('gary.darcy37@example.com', 0, 'Gary'),",
      "('debra.cripe31@example.com', 1, 'Debra');",
      '',
    ]);
  });

  it('id is the index in the seed, from a start and in a shard that begin mid-seed', () => {
    // Rows 2 to 4; part 2 of 2 is rows 3 and 4 (floor(3/2) = 1 row in part 1).
    const part = { start: 2, count: 3, shard: { index: 2, of: 2 }, header: false };
    expect(fileText({ ...part, columns: ['id', 'lastName'] })).toBe('3,Medlin\r\n4,Stevens\r\n');
    expect(
      fileText({ start: LAST_INDEX - 1, count: 2, format: 'ndjson', columns: ['id', 'firstName'] }),
    ).toBe(
      '{"id":99999999999998,"firstName":"Melissa"}\n{"id":99999999999999,"firstName":"Jeffrey"}\n',
    );
  });

  it('shards of a run with chosen columns concatenate to the run', () => {
    const options = { count: 7, columns: ['id', 'city'] as const, dateFormat: 'iso' as const };
    for (const format of Object.keys(FORMATS) as Format[]) {
      const parts = [1, 2, 3].map((index) =>
        fileText({ ...options, format, shard: { index, of: 3 } }),
      );
      expect(parts.join(''), format).toBe(fileText({ ...options, format }));
    }
  });

  it('given as COLUMNS, write the bytes of the default file', () => {
    for (const format of Object.keys(FORMATS) as Format[]) {
      expect(fileText({ format, count: 3, columns: COLUMNS }), format).toBe(
        fileText({ format, count: 3 }),
      );
    }
  });

  it('the chosen-columns writer, given the default columns, writes the default writers’ bytes', () => {
    // 1001 rows: an SQL batch ends and another starts; a comma and quotes need CSV quoting.
    const constraints = { streetAddress: '1 "Main" Street, Apt 2' };
    const rows = [...people({ seed: 7, count: 1001, asOf: '2026-11-22', constraints })];
    const layout = { columns: COLUMNS, names: COLUMNS, dateFormat: 'us' as const };
    const text = (writer: ReturnType<typeof fileWriter>) =>
      writer.head + rows.map((row, position) => writer.row(row, position)).join('') + writer.tail;
    for (const format of Object.keys(FORMATS) as Format[]) {
      const options = { total: rows.length, note: 'a note', table: 'people' };
      expect(text(layoutWriter(format, { ...options, layout, start: 0 })), format).toBe(
        text(fileWriter(format, { ...options, constraints })),
      );
    }
  });

  it('are the same bytes through peopleBytes, what the command line writes', () => {
    const options = { ...SETTINGS, count: 300, columns: ['id', 'zipCode', 'age'] as const };
    // Each chunk's bytes are overwritten by the next: copied as they come.
    const chunks: Buffer[] = [];
    for (const { bytes } of peopleBytes(options)) chunks.push(Buffer.from(bytes));
    expect(Buffer.concat(chunks).toString('utf8')).toBe(fileText(options));
  });

  it('an unknown name is refused, naming the known ones', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, columns: ['id', 'fistName' as 'id'] }))).toEqual(
      ['columns', `columns has no column “fistName”: the columns are ${KNOWN}`],
    );
    expect(refusal(() => peopleText({ ...SETTINGS, columns: [42 as unknown as 'id'] }))).toEqual([
      'columns',
      `columns has no column 42: the columns are ${KNOWN}`,
    ]);
  });

  it('a name given twice is refused', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, columns: ['city', 'id', 'city'] }))).toEqual([
      'columns',
      'columns names “city” twice: name it once',
    ]);
  });

  it('no columns, or columns not in an array, are refused', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, columns: [] }))).toEqual([
      'columns',
      `columns is an array of at least one of ${KNOWN}, not an array`,
    ]);
    expect(
      refusal(() => peopleText({ ...SETTINGS, columns: 'id,city' as unknown as ['id'] })),
    ).toEqual(['columns', `columns is an array of at least one of ${KNOWN}, not “id,city”`]);
  });

  it('with a format that is not one, the format is refused first', () => {
    expect(
      refusal(() =>
        peopleText({ ...SETTINGS, format: 'xml' as Format, columns: ['nope' as 'id'] }),
      ),
    ).toEqual(['format', 'format is one of csv, json, ndjson, sql, not “xml”']);
  });
});

describe('dateFormat', () => {
  it('iso writes birthdates YYYY-MM-DD, months and days of two digits', () => {
    expect(fileText({ count: 4, dateFormat: 'iso', columns: ['firstName', 'birthdate'] })).toBe(
      'firstName,birthdate\r\nGary,1976-09-03\r\nDebra,1956-10-05\r\nLouise,1954-08-10\r\nRobert,1964-06-11\r\n',
    );
  });

  it('iso changes the birthdate alone of the default columns', () => {
    expect(fileText({ count: 1, dateFormat: 'iso', header: false })).toBe(
      'Gary,Darcy,male,65 9th Place,Mankato,Minnesota,56001,1976-09-03,MN,50,507-555-0185,gary.darcy37@example.com\r\n',
    );
  });

  it('us is the default, M/D/YYYY', () => {
    expect(fileText({ count: 1, dateFormat: 'us' })).toBe(fileText({ count: 1 }));
    expect(fileText({ count: 1, dateFormat: 'us', columns: ['birthdate'] })).toBe(
      'birthdate\r\n9/3/1976\r\n',
    );
  });

  it('anything else is refused', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, dateFormat: 'eu' as 'us' }))).toEqual([
      'dateFormat',
      'dateFormat is one of us, iso, not “eu”',
    ]);
  });
});

describe('columnCase', () => {
  const SNAKE =
    'first_name,last_name,gender,street_address,city,state,zip_code,birthdate,state_code,age,phone,email';

  it('snake names every column in snake_case, in every format', () => {
    const options = { count: 1, columnCase: 'snake' as const };
    expect(fileText(options).split('\r\n')[0]).toBe(SNAKE);
    for (const format of ['json', 'ndjson'] as const) {
      const [row] = fileText({ ...options, format })
        .split('\n')
        .filter((line) => line.startsWith('{'));
      expect(Object.keys(JSON.parse(row ?? '{}')).join(','), format).toBe(SNAKE);
    }
    const sql = fileText({ ...options, format: 'sql' }).split('\n');
    expect(sql.slice(3, 15).map((line) => line.trim().split(' ')[0])).toEqual(SNAKE.split(','));
    expect(sql[16]).toBe(`INSERT INTO people (${SNAKE.split(',').join(', ')}) VALUES`);
  });

  it('snake names id and the chosen columns too', () => {
    expect(
      fileText({ count: 1, columnCase: 'snake', columns: ['id', 'stateCode', 'zipCode'] }),
    ).toBe('id,state_code,zip_code\r\n0,MN,56001\r\n');
  });

  it('anything else is refused', () => {
    expect(refusal(() => peopleText({ ...SETTINGS, columnCase: 'kebab' as 'snake' }))).toEqual([
      'columnCase',
      'columnCase is one of camel, snake, not “kebab”',
    ]);
  });
});

describe('the SQL file of chosen columns', () => {
  const options = {
    count: 3,
    start: 2,
    format: 'sql' as const,
    columns: ['id', 'firstName', 'birthdate', 'age'] as const,
    dateFormat: 'iso' as const,
    columnCase: 'snake' as const,
  };

  it('makes id a BIGINT PRIMARY KEY and an ISO birthdate a DATE', () => {
    expect(fileText(options).split('\n').slice(2)).toEqual([
      'CREATE TABLE people (',
      '  id BIGINT NOT NULL PRIMARY KEY,',
      '  first_name TEXT NOT NULL,',
      '  birthdate DATE NOT NULL,',
      '  age INTEGER NOT NULL',
      ');',
      'INSERT INTO people (id, first_name, birthdate, age) VALUES',
      "(2, 'Louise', '1954-08-10', 72),",
      "(3, 'Robert', '1964-06-11', 62),",
      "(4, 'Robert', '1959-11-27', 66);",
      '',
    ]);
  });

  it('loads into SQLite, id its primary key, birthdates the ISO text', async () => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(fileText(options));
    expect(db.exec('SELECT id, first_name, birthdate FROM people ORDER BY id')[0]?.values).toEqual([
      [2, 'Louise', '1954-08-10'],
      [3, 'Robert', '1964-06-11'],
      [4, 'Robert', '1959-11-27'],
    ]);
    expect(
      db.exec(
        "SELECT name, type, pk FROM pragma_table_info('people') WHERE pk = 1 OR type = 'DATE'",
      )[0]?.values,
    ).toEqual([
      ['id', 'BIGINT', 1],
      ['birthdate', 'DATE', 0],
    ]);
    expect(() => db.exec(fileText({ ...options, header: false, count: 1 }))).toThrow(/UNIQUE/);
  });
});
