/**
 * The command line and the page's export write peopleBytes; the golden files and the library's
 * text users get peopleText. These hold the two to the same bytes, with the platform's TextEncoder as the
 * judge of UTF-8.
 */
import { describe, expect, it } from 'vitest';
import { ByteText, MOST_ROW_BYTES } from './csvBytes.ts';
import type { Constraints } from '../person/fields.ts';
import { FORMATS, fileWriter, type Format } from './formats.ts';
import { drawPerson } from '../person/generate.ts';
import { recordOf } from '../person/record.ts';
import { COLUMNS } from './columns.ts';
import { BYTES_PER_CHUNK } from './output.ts';
import { peopleBytes, peopleText } from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';
import { MAX_INDEX, MAX_SEED, rowRandom } from '../draw/random.ts';

const AS_OF = '2026-11-22';

function textBytes(options: OutputOptions): Uint8Array {
  let text = '';
  for (const chunk of peopleText(options)) text += chunk.text;
  return new TextEncoder().encode(text);
}

function madeBytes(options: OutputOptions): Uint8Array {
  const parts: number[] = [];
  for (const { bytes } of peopleBytes(options)) parts.push(...bytes);
  return Uint8Array.from(parts);
}

/** Equal arrays, byte for byte; on a difference, first the text around the first one. */
function expectSameBytes(made: Uint8Array, expected: Uint8Array) {
  let at = 0;
  while (at < made.length && made[at] === expected[at]) at++;
  if (at < made.length || at < expected.length) {
    const around = (bytes: Uint8Array) =>
      new TextDecoder().decode(bytes.subarray(Math.max(0, at - 60), at + 60));
    expect(around(made)).toBe(around(expected));
  }
  expect(Buffer.compare(made, expected)).toBe(0);
}

const RUNS: { name: string; options: Partial<OutputOptions>; constraints?: Constraints }[] = [
  { name: 'seed 0', options: { seed: 0 } },
  { name: 'seed 42, from 500', options: { seed: 42, start: 500 } },
  { name: 'the largest seed', options: { seed: MAX_SEED } },
  { name: 'the last indices', options: { seed: 42, start: MAX_INDEX - 40, count: 41 } },
  { name: 'no header', options: { seed: 9, header: false } },
  { name: 'shard 2 of 3', options: { seed: 42, shard: { index: 2, of: 3 } } },
  { name: 'shard 1 of 3', options: { seed: 42, shard: { index: 1, of: 3 } } },
  {
    name: 'Wyoming women',
    options: { seed: 7 },
    constraints: { state: 'Wyoming', gender: 'female' },
  },
  {
    name: 'a city, a leap-day birthdate',
    options: { seed: 7 },
    constraints: { city: 'Austin', state: 'Texas', birthdate: '2/29/1960' },
  },
  {
    name: 'names and a street past ASCII',
    options: { seed: 3 },
    constraints: { firstName: 'José', lastName: 'Nguyễn 😀 Ōta', streetAddress: '12 Ñandú Way' },
  },
  { name: 'a ZIP', options: { seed: 5 }, constraints: { zipCode: '96813' } },
  {
    name: 'a name with a capital inside',
    options: { seed: 5 },
    constraints: { lastName: 'McDonald' },
  },
  {
    name: 'a surname of digits and letters',
    options: { seed: 5 },
    constraints: { lastName: 'X Æ A12' },
  },
];

describe('peopleBytes writes the bytes of peopleText', () => {
  for (const format of Object.keys(FORMATS) as Format[]) {
    for (const { name, options, constraints } of RUNS) {
      it(`${format}: ${name}`, () => {
        const run: OutputOptions = {
          count: 300,
          asOf: AS_OF,
          format,
          constraints,
          seed: 1,
          ...options,
        };
        expectSameBytes(madeBytes(run), textBytes(run));
      });
    }
  }

  // Chosen columns, ISO dates and snake_case names: csvBytes.ts's csvLayoutRow, every column.
  const LAYOUTS: Partial<OutputOptions>[] = [
    { columns: ['id', ...COLUMNS], dateFormat: 'iso', columnCase: 'snake' },
    { columns: [...COLUMNS].reverse(), dateFormat: 'us' },
    { columns: ['email', 'id', 'birthdate', 'phone', 'stateCode'], dateFormat: 'iso' },
    { columns: ['origin', ...COLUMNS, 'id'] },
    { dateFormat: 'iso' },
    { columnCase: 'snake' },
  ];
  for (const layout of LAYOUTS) {
    for (const { name, options, constraints } of RUNS) {
      it(`csv, ${JSON.stringify(layout)}: ${name}`, () => {
        const run: OutputOptions = {
          count: 300,
          asOf: AS_OF,
          format: 'csv',
          constraints,
          seed: 1,
          ...options,
          ...layout,
        };
        expectSameBytes(madeBytes(run), textBytes(run));
      });
    }
  }

  // Noisy records: a record with no error is its person's clean row (noisyCsvChunks).
  const NOISE: Partial<OutputOptions>[] = [
    { noise: 'default', duplicates: 0.2 },
    { noise: 0.05, duplicates: 1, columns: ['id', ...COLUMNS] },
    { noise: { blank: 0.02, typo: 0.3 } },
    { noise: 0, duplicates: 0.5, header: false },
    { noise: 0.01, columns: [...COLUMNS].reverse() },
    { noise: 0.01, format: 'sql' },
  ];
  for (const noisy of NOISE) {
    for (const { name, options, constraints } of RUNS) {
      it(`csv, ${JSON.stringify(noisy)}: ${name}`, () => {
        const run: OutputOptions = {
          count: 300,
          asOf: AS_OF,
          format: 'csv',
          constraints,
          seed: 1,
          ...options,
          ...noisy,
        };
        expectSameBytes(madeBytes(run), textBytes(run));
      });
    }
  }

  it('30,000 noisy records over several chunks, a locked email and a comma: the text’s bytes', () => {
    const runs: OutputOptions[] = [
      { count: 30_000, asOf: AS_OF, format: 'csv', seed: 8, noise: 0.02, duplicates: 0.3 },
      {
        count: 2000,
        asOf: AS_OF,
        format: 'csv',
        seed: 8,
        noise: 0.1,
        constraints: { email: 'a@b.org' },
      },
      {
        count: 2000,
        asOf: AS_OF,
        format: 'csv',
        seed: 8,
        noise: 0.1,
        constraints: { lastName: 'Smith, "Jr"' },
      },
    ];
    for (const run of runs) expectSameBytes(madeBytes(run), textBytes(run));
  });

  it('CSV rows that need quotes (a comma in a given street) are written as peopleText quotes them', () => {
    const run: OutputOptions = {
      count: 50,
      asOf: AS_OF,
      format: 'csv',
      seed: 4,
      constraints: { streetAddress: '12 Elm Street, Apt "4"' },
    };
    const made = new TextDecoder().decode(madeBytes(run));
    expect(made).toContain(',"12 Elm Street, Apt ""4""",');
    expectSameBytes(madeBytes(run), textBytes(run));
  });

  it('rows of the longest values past ASCII, over several chunks, are the text’s bytes', () => {
    // As long as a value may be: 100 characters, each a letter of three UTF-8 bytes with three
    // combining marks of three bytes each (MAX_VALUE_UNITS units, the most bytes they make).
    const longest = '語\u20d0\u20d1\u20d2'.repeat(100);
    const run: OutputOptions = {
      count: 400,
      asOf: AS_OF,
      format: 'csv',
      seed: 6,
      constraints: {
        firstName: longest,
        lastName: '😀'.repeat(100),
        streetAddress: longest,
      },
    };
    // Each chunk copied before the next is asked for: the next overwrites it.
    const chunks: Uint8Array[] = [];
    for (const { bytes } of peopleBytes(run)) chunks.push(bytes.slice());
    expect(chunks.length).toBeGreaterThan(3);
    const whole = Buffer.concat(chunks);
    // 1,200, 400 and 1,200 bytes a row for the three values alone.
    expect(whole.length).toBeGreaterThan(400 * 2800);
    expectSameBytes(whole, textBytes(run));
  });

  it('a run of no rows is its head alone, and a middle shard of no rows is empty', () => {
    const run: OutputOptions = { count: 0, asOf: AS_OF, format: 'csv', seed: 1 };
    expect(new TextDecoder().decode(madeBytes(run))).toBe(
      'firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email\r\n',
    );
    expect(madeBytes({ ...run, count: 1, shard: { index: 2, of: 3 } })).toHaveLength(0);
  });

  it('100,000 CSV rows: chunks of about 64 KiB, counted, and the same bytes', () => {
    const run: OutputOptions = { count: 100_000, asOf: AS_OF, format: 'csv', seed: 42 };
    const sizes: number[] = [];
    const dones: number[] = [];
    const parts: Uint8Array[] = [];
    for (const { bytes, done, total } of peopleBytes(run)) {
      expect(total).toBe(100_000);
      sizes.push(bytes.length);
      dones.push(done);
      parts.push(bytes.slice());
    }
    expect(Math.min(...sizes.slice(0, -1))).toBeGreaterThanOrEqual(BYTES_PER_CHUNK);
    expect(dones).toEqual([...dones].sort((a, b) => a - b));
    expect(dones.at(-1)).toBe(100_000);
    const whole = new Uint8Array(sizes.reduce((sum, size) => sum + size, 0));
    let at = 0;
    for (const part of parts) {
      whole.set(part, at);
      at += part.length;
    }
    expectSameBytes(whole, textBytes(run));
  });
});

describe('ByteText.csvRow', () => {
  it('a person whose city is not their place row’s (unchecked constraints) is written as the text writer writes them', () => {
    const today = { year: 2026, month: 11, day: 22 };
    const writer = fileWriter('csv', { total: 50, note: '' });
    for (let index = 0; index < 50; index++) {
      const constraints = { state: 'Texas', city: 'Atlantis', zipCode: '00001' };
      const first = drawPerson({ random: rowRandom(8, index), today, constraints });
      expect(first.city).not.toBe(first.place.city);
      const random = rowRandom(8, index);
      const out = new ByteText(MOST_ROW_BYTES);
      out.csvRow(drawPerson({ random, today, constraints }), today, random, 8, index);
      const textRandom = rowRandom(8, index);
      const record = recordOf(
        drawPerson({ random: textRandom, today, constraints }),
        today,
        textRandom,
        8,
        index,
      );
      expect(new TextDecoder().decode(out.bytes.subarray(0, out.length))).toBe(
        writer.row(record, index),
      );
    }
  });
});

describe('ByteText', () => {
  it.each([
    ['plain ASCII', 'Main Street'],
    ['two-byte UTF-8', 'Ñandú Española'],
    ['three-byte UTF-8', 'Nguyễn ‘Aiea'],
    ['a surrogate pair', 'Ann 😀 Lee'],
    ['a lone high surrogate', 'a\ud83db'],
    ['a lone low surrogate', 'a\ude00b'],
    ['a high surrogate at the end', 'ab\ud83d'],
    [
      'every code unit of one range',
      String.fromCharCode(...Array.from({ length: 2048 }, (_, n) => n)),
    ],
  ])('text: %s as TextEncoder writes it', (_, value) => {
    const out = new ByteText(value.length * 3 + 2);
    out.byte(0x3c);
    out.text(value);
    expect([...out.bytes.subarray(0, out.length)]).toEqual([
      0x3c,
      ...new TextEncoder().encode(value),
    ]);
  });

  it.each([
    0,
    7,
    9,
    10,
    99,
    100,
    101,
    1000,
    1959,
    2026,
    10_000,
    99_999,
    100_000,
    1_234_567,
    10_000_000,
    99_999_999,
    100_000_000,
    999_999_999,
    1_000_000_000,
    4_294_967_295,
    100_000_000_000_009,
    Number.NaN,
    -3,
    2.5,
  ])('number %d as String writes it', (value) => {
    const out = new ByteText(32);
    out.number(value);
    expect(new TextDecoder().decode(out.bytes.subarray(0, out.length))).toBe(String(value));
  });

  it.each([
    ['Mary', 'mary'],
    ['McDONALD2', 'mcdonald2'],
    ["O'Brien", 'obrien'],
    ['José', 'jose'],
    ['’', 'person'],
    ['', 'person'],
    ['Az@[`{Zz09/:', 'azzz09'],
    ['Abcdefghijklmnopqrstuvwxy', 'abcdefghijklmnopqrstuvwx'],
    ['Abcdefghijklmnopqrstuvwx', 'abcdefghijklmnopqrstuvwx'],
  ])('mailbox %j is %j', (name, part) => {
    const out = new ByteText(64);
    out.mailbox(name);
    expect(new TextDecoder().decode(out.bytes.subarray(0, out.length))).toBe(part);
  });
});
