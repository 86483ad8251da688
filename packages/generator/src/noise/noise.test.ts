import { describe, expect, it } from 'vitest';
import { peopleText } from '../options/calls.ts';
import { readRun } from '../options/options.ts';
import { personAt, type PersonRecord } from '../person/record.ts';
import { parseBirthdate } from '../person/birthdate.ts';
import { HOUSEHOLD_STREAM, MEMBER_STREAM, PERSON_STREAM, rowRandom } from '../draw/random.ts';
import {
  ALTERNATE_STREAM,
  ALL_COLUMNS,
  ERROR_SLOTS,
  MOVE_STREAM,
  firedSlots,
  OCR,
  PHONETIC,
  PLAN_STREAM,
  TEXT_COLUMNS,
  mayHaveErrors,
  nicknamesOf,
  noisyRecord,
  recordStream,
  slotRecords,
  type NoiseRun,
  type NoisyRecord,
} from './noise.ts';
import { HOUSEHOLD_ALTERNATE_STREAM } from './householdNoise.ts';
import { MAX_COPIES, NOISE_TYPES, NO_NOISE, ratesOf, type NoiseType } from './noiseTypes.ts';

const AS_OF = { year: 2026, month: 11, day: 22 };
const SEED = 20260522;
/** Each type's observed rate must be within 10% of the rate asked, over 100,000 records. */
const RECORDS = 100_000;
const RATE = 0.05;

const runOf = (noise: Partial<Record<NoiseType, number>>, count = RECORDS, duplicates = 0) =>
  Object.freeze({
    seed: SEED,
    start: 0,
    count,
    asOf: AS_OF,
    constraints: {},
    noise: { ...NO_NOISE, ...noise },
    duplicates,
  }) satisfies NoiseRun;

const hasKey = (text: string, table: readonly (readonly [string, string])[]) =>
  table.some(([from]) => text.includes(from));

describe('each error type over 100,000 first records', () => {
  const clean: PersonRecord[] = [];
  for (let index = 0; index < RECORDS; index++) clean.push(personAt(SEED, index, AS_OF, {}));

  /** [cells changed, cells it may touch] of a type asked alone at RATE. */
  type Count = (clean: PersonRecord, noisy: NoisyRecord) => [changed: number, eligible: number];
  const changed = (a: unknown, b: unknown) => (a === b ? 0 : 1);
  const counts: Record<NoiseType, Count> = {
    blank: (_, noisy) => [ALL_COLUMNS.filter((c) => noisy[c] === null).length, ALL_COLUMNS.length],
    wrongOption: (person, noisy) => [
      changed(person.gender, noisy.gender) + changed(person.state, noisy.state),
      2,
    ],
    copyFromOther: (person, noisy) => [changed(person.birthdate, noisy.birthdate), 1],
    nickname: (person, noisy) =>
      nicknamesOf(person.firstName) ? [changed(person.firstName, noisy.firstName), 1] : [0, 0],
    fakeName: (person, noisy) => [
      changed(person.firstName, noisy.firstName) + changed(person.lastName, noisy.lastName),
      2,
    ],
    swapMonthDay: (person, noisy) => {
      const day = parseBirthdate(person.birthdate);
      const eligible = day !== undefined && day.day <= 12 && day.day !== day.month;
      return eligible ? [changed(person.birthdate, noisy.birthdate), 1] : [0, 0];
    },
    misreportAge: (person, noisy) => [changed(person.age, noisy.age), 1],
    wrongZipDigits: (person, noisy) => [changed(person.zipCode, noisy.zipCode), 1],
    typo: (person, noisy) => [
      TEXT_COLUMNS.filter((c) => person[c] !== noisy[c]).length,
      TEXT_COLUMNS.length,
    ],
    ocr: (person, noisy) => {
      const eligible = TEXT_COLUMNS.filter((c) => hasKey(person[c], OCR));
      return [eligible.filter((c) => person[c] !== noisy[c]).length, eligible.length];
    },
    phonetic: (person, noisy) => {
      const eligible = TEXT_COLUMNS.filter((c) => hasKey(person[c], PHONETIC));
      return [eligible.filter((c) => person[c] !== noisy[c]).length, eligible.length];
    },
    marriedSurname: (person, noisy) =>
      person.gender === 'female' && person.age >= 18
        ? [changed(person.lastName, noisy.lastName), 1]
        : [0, 0],
    move: (person, noisy) => [changed(person.streetAddress, noisy.streetAddress), 1],
    otherEmail: (person, noisy) => [changed(person.email, noisy.email), 1],
  };

  it.each(NOISE_TYPES)('%s: within 10% of 0.05 of the cells it may touch', (type) => {
    const run = runOf({ [type]: RATE });
    let hits = 0;
    let eligible = 0;
    for (const [index, person] of clean.entries()) {
      const [changedCells, cells] = counts[type](person, noisyRecord(run, index, 0, person));
      hits += changedCells;
      eligible += cells;
    }
    expect(eligible).toBeGreaterThan(10_000);
    expect(hits / eligible).toBeGreaterThan(RATE * 0.9);
    expect(hits / eligible).toBeLessThan(RATE * 1.1);
  });

  it('changes nothing at rate 0: every record is its person', () => {
    const run = runOf({});
    for (const [index, person] of clean.slice(0, 2000).entries()) {
      expect(noisyRecord(run, index, 0, person)).toEqual(person);
    }
  });
});

/** A run's records as the library writes them: NDJSON rows, in the file's order. */
function records(options: Record<string, unknown>): Record<string, unknown>[] {
  const text = [
    ...peopleText({ seed: SEED, asOf: '2026-11-22', format: 'ndjson', ...options } as never),
  ]
    .map((chunk) => chunk.text)
    .join('');
  return text
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('duplicates', () => {
  const COUNT = 20_000;
  const rows = records({ count: COUNT, duplicates: 0.5 });

  it('are the person personId names, value for value: 0 records with a wrong personId', () => {
    let wrong = 0;
    for (const { recordId, personId, ...values } of rows) {
      expect(typeof recordId).toBe('number');
      const person = personAt(SEED, personId as number, AS_OF, {});
      if (JSON.stringify(values) !== JSON.stringify(person)) wrong += 1;
    }
    expect(wrong).toBe(0);
  });

  it('add about the mean asked: 0.5 extra records a person, within 5%', () => {
    const extra = rows.length / COUNT - 1;
    expect(extra).toBeGreaterThan(0.5 * 0.95);
    expect(extra).toBeLessThan(0.5 * 1.05);
  });

  it('never put two records of one person next to each other; each slot starts with its person', () => {
    for (let at = 1; at < rows.length; at++) {
      expect(rows[at]?.personId).not.toBe(rows[at - 1]?.personId);
    }
    const firsts = rows.filter((row) => (row.recordId as number) % 10 === 0);
    expect(firsts.map((row) => row.personId)).toEqual([...Array(COUNT).keys()]);
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(rows.length);
  });

  it('copy counts follow a Zipf-like law: one copy most often, never more than MAX_COPIES', () => {
    const copies = new Map<unknown, number>();
    for (const row of rows) copies.set(row.personId, (copies.get(row.personId) ?? 0) + 1);
    const byCount = [0, 0, 0, 0, 0, 0, 0, 0];
    for (const total of copies.values()) byCount[total - 1] = (byCount[total - 1] ?? 0) + 1;
    // byCount[k] people have k extra records.
    expect(byCount[1]).toBeGreaterThan(byCount[2] ?? 0);
    expect(byCount[2]).toBeGreaterThan(byCount[3] ?? 0);
    expect(byCount.slice(MAX_COPIES + 1).every((n) => n === 0)).toBe(true);
  });

  it('in runs of 1 to 12 people: every record is of the run, none adjacent to its twin', () => {
    const problems: string[] = [];
    for (let count = 1; count <= 12; count++) {
      const small = records({ count, start: 500, duplicates: 1, noise: 0 });
      // Two people or fewer have no slot a copy could take without being next to its twin.
      if (count <= 2 && small.length !== count) problems.push(`${count}: ${small.length} rows`);
      for (const [at, row] of small.entries()) {
        const id = row.personId as number;
        if (id < 500 || id >= 500 + count) problems.push(`${count}: person ${id}`);
        if (at > 0 && row.personId === small[at - 1]?.personId) problems.push(`${count}: ${at}`);
      }
    }
    expect(problems).toEqual([]);
  });
});

describe('shards of a noisy run', () => {
  it.each(['csv', 'json', 'ndjson', 'sql'] as const)(
    '%s: 4 shards concatenate to the run',
    (format) => {
      const options = {
        seed: SEED,
        asOf: '2026-11-22',
        format,
        start: 70,
        count: 2503,
        noise: 0.1,
        duplicates: 0.4,
      } as const;
      const whole = [...peopleText(options)].map((chunk) => chunk.text).join('');
      const parts = [1, 2, 3, 4]
        .map((index) =>
          [...peopleText({ ...options, shard: { index, of: 4 } })].map((c) => c.text).join(''),
        )
        .join('');
      expect(whole.length).toBeGreaterThan(2503 * 100);
      expect(parts).toBe(whole);
    },
  );
});

describe('noisy values stay safe and typed', () => {
  const rows = records({ count: 10_000, noise: 0.3, duplicates: 0.5, dateFormat: 'iso' });
  it('no formula start, backslash or control character; ZIPs five digits; dates real; ages whole', () => {
    const UNSAFE = new RegExp('^[=+\\-@\\t\\r]|[\\\\\\p{Cc}]', 'u');
    const problems: unknown[] = [];
    for (const row of rows) {
      for (const value of Object.values(row)) {
        if (typeof value === 'string' && UNSAFE.test(value)) problems.push(value);
      }
      if (row.zipCode !== null && !/^\d{5}$/.test(String(row.zipCode))) problems.push(row);
      if (row.age !== null && !(Number.isInteger(row.age) && (row.age as number) >= 0)) {
        problems.push(row);
      }
      if (row.birthdate !== null) {
        const [year = 0, month = 0, day = 0] = String(row.birthdate).split('-').map(Number);
        const date = new Date(Date.UTC(year, month - 1, day));
        if (date.getUTCDate() !== day || date.getUTCMonth() + 1 !== month) problems.push(row);
      }
    }
    expect(problems).toEqual([]);
    // The errors are there: some blanks, some changed values.
    expect(rows.filter((row) => row.firstName === null).length).toBeGreaterThan(100);
  });
});

describe('clean output', () => {
  it('is the same bytes with noise 0 and duplicates 0 as without them', () => {
    for (const format of ['csv', 'json', 'ndjson', 'sql'] as const) {
      const options = { seed: 7, asOf: '2026-11-22', format, count: 300 };
      const plain = [...peopleText(options)].map((c) => c.text).join('');
      const zero = [...peopleText({ ...options, noise: 0, duplicates: 0 })]
        .map((c) => c.text)
        .join('');
      expect(zero).toBe(plain);
    }
  });
});

describe('reading noise and duplicates', () => {
  const read = (options: Record<string, unknown>) => () =>
    readRun(
      { seed: 1, asOf: '2026-11-22', format: 'csv', count: 1, ...options },
      'peopleText',
      'output',
    );
  it('refuses a rate outside 0 to 1 and an unknown type, in one line', () => {
    expect(read({ noise: 1.5 })).toThrow(
      "noise is a rate from 0 to 1, 'default', or rates by type such as { typo: 0.02 }, not 1.5",
    );
    expect(read({ noise: { tyop: 0.1 } })).toThrow(
      `noise has no type “tyop”: the types are ${NOISE_TYPES.join(', ')}`,
    );
    expect(read({ noise: { typo: -0.1 } })).toThrow("noise's typo is a rate from 0 to 1, not -0.1");
    expect(read({ duplicates: 2 })).toThrow(
      'duplicates is the mean count of extra records a person, from 0 to 1, not 2',
    );
  });
  it("reads 'default' as 0.01 a type and an object's missing types as 0", () => {
    const run = readRun(
      { seed: 1, asOf: '2026-11-22', format: 'csv', count: 1, noise: 'default' },
      'peopleText',
      'output',
    );
    expect(NOISE_TYPES.map((type) => run.noise[type])).toEqual(NOISE_TYPES.map(() => 0.01));
    const some = readRun(
      { seed: 1, asOf: '2026-11-22', format: 'csv', count: 1, noise: { typo: 0.2 } },
      'peopleText',
      'output',
    );
    expect(some.noise.typo).toBe(0.2);
    expect(some.noise.blank).toBe(0);
  });
});

describe('stream kinds', () => {
  it('differ from every other kind above bit 15, for every copy', () => {
    const kinds = [
      PERSON_STREAM,
      HOUSEHOLD_STREAM,
      MEMBER_STREAM,
      PLAN_STREAM,
      ALTERNATE_STREAM,
      MOVE_STREAM,
      HOUSEHOLD_ALTERNATE_STREAM,
      ...Array.from({ length: MAX_COPIES + 1 }, (_, copy) => recordStream(copy)),
    ];
    for (const [at, kind] of kinds.entries()) {
      for (const other of kinds.slice(at + 1)) expect((kind ^ other) >>> 16).not.toBe(0);
    }
  });
});

describe('which error slots fire', () => {
  const STREAMS = 200_000;
  /** Each slot's share of STREAMS record streams that fire it, and how often slots 0 and 1 fire together. */
  const tally = (noise: NoiseRun['noise'], copy: number) => {
    const fired = new Float64Array(ERROR_SLOTS.length);
    let both = 0;
    for (let index = 0; index < STREAMS; index++) {
      const slots = firedSlots(rowRandom(SEED, index, undefined, recordStream(copy)), noise, copy);
      for (const slot of slots) fired[slot] = (fired[slot] ?? 0) + 1;
      if (slots.includes(0) && slots.includes(1)) both++;
      expect(slots).toEqual([...new Set(slots)].sort((a, b) => a - b));
    }
    return { shares: Array.from(fired, (count) => count / STREAMS), both: both / STREAMS };
  };

  it.each([
    { noise: ratesOf(0.05), copy: 0 },
    // Rates of their own: the highest, 0.2, sets the gaps; the others keep their turn at their share.
    {
      noise: { ...ratesOf(0.01), typo: 0.2, blank: 0.04, marriedSurname: 0.1, move: 0.1 },
      copy: 0,
    },
    { noise: { ...ratesOf(0.01), ocr: 0.1, marriedSurname: 0.1, move: 0.1 }, copy: 3 },
    // The last copy: typo's rate reaches 1 beside lower ones; two types at 0 never fire.
    { noise: { ...ratesOf(0.05), typo: 0.5, blank: 0, ocr: 0 }, copy: MAX_COPIES },
  ])("each at its type's rate for the copy, on its own: %j", ({ noise, copy }) => {
    const { shares, both } = tally(noise, copy);
    const rateOf = (slot: number) =>
      Math.min(1, noise[ERROR_SLOTS[slot] ?? 'blank'] * (1 + copy / 2));
    for (const [slot, share] of shares.entries()) {
      const rate = rateOf(slot);
      // Exact at rates 0 and 1; else within 5% of the rate, or 4 standard errors where wider.
      const bound =
        rate === 0 || rate === 1
          ? 0
          : Math.max(0.05 * rate, 4 * Math.sqrt((rate * (1 - rate)) / STREAMS));
      expect(Math.abs(share - rate), `slot ${slot} (${ERROR_SLOTS[slot]})`).toBeLessThanOrEqual(
        bound,
      );
    }
    // Slots 0 and 1 (a married surname, a move) fire together as two independent draws would.
    const together = rateOf(0) * rateOf(1);
    expect(Math.abs(both - together)).toBeLessThan(
      Math.max(0.05 * together, 4 * Math.sqrt((together * (1 - together)) / STREAMS)),
    );
  });

  it('none at rate 0; every slot, in order, at rate 1', () => {
    const random = rowRandom(SEED, 0, undefined, recordStream(0));
    expect(firedSlots(random, NO_NOISE, 0)).toEqual([]);
    expect(firedSlots(random, ratesOf(1), 0)).toEqual(ERROR_SLOTS.map((_, slot) => slot));
    // A type the rates leave out never fires, and the others keep theirs.
    const withoutTypo = Object.fromEntries(
      Object.entries(ratesOf(1)).filter(([type]) => type !== 'typo'),
    );
    const typoSlots = ERROR_SLOTS.flatMap((type, slot) => (type === 'typo' ? [slot] : []));
    expect(firedSlots(random, withoutTypo as NoiseRun['noise'], 0)).toEqual(
      ERROR_SLOTS.map((_, slot) => slot).filter((slot) => !typoSlots.includes(slot)),
    );
    expect(() => firedSlots(random, ratesOf(0.1), MAX_COPIES + 1)).toThrow(RangeError);
  });

  it('a slot for each cell a type may touch, in the order the errors apply', () => {
    expect(ERROR_SLOTS.filter((type) => type === 'blank')).toHaveLength(ALL_COLUMNS.length);
    expect(ERROR_SLOTS.filter((type) => type === 'typo')).toHaveLength(TEXT_COLUMNS.length);
    expect(new Set(ERROR_SLOTS)).toEqual(new Set(NOISE_TYPES));
    expect(ERROR_SLOTS.slice(0, 3)).toEqual(['marriedSurname', 'move', 'otherEmail']);
    expect(ERROR_SLOTS.at(-1)).toBe('blank');
  });
});

describe('records with no error, known from their streams', () => {
  it.each([...NOISE_TYPES.map((type) => ({ [type]: RATE })), { ...ratesOf(RATE) }])(
    'mayHaveErrors false: noisyRecord is the person as it is, rates %j',
    (noise) => {
      const run = runOf(noise, 20_000);
      let clean = 0;
      for (let index = 0; index < 4000; index++) {
        const person = personAt(run.seed, index, run.asOf, run.constraints);
        for (let copy = 0; copy <= 2; copy++) {
          if (mayHaveErrors(run, index, copy)) continue;
          clean++;
          expect(noisyRecord(run, index, copy, person)).toEqual(person);
        }
      }
      // At 0.05 a type, 0.95 to the power of its slots (fewer of copies) fire none of them.
      expect(clean).toBeGreaterThan(500);
    },
  );

  it('at rate 0 no record may have one', () => {
    const run = runOf({}, 100);
    for (let index = 0; index < 100; index++) expect(mayHaveErrors(run, index, 3)).toBe(false);
  });
});

describe('slots', () => {
  it('slot 0 of a run of 3 people, duplicates 1: its own person first', () => {
    const slot = slotRecords(runOf({}, 3, 1), 0);
    expect(slot[0]?.personId).toBe(0);
    expect(slot[0]?.recordId).toBe(0);
  });
});

describe('a pinned sample', () => {
  it('seed 42, 5 people, noise 0.1, duplicates 0.5: these records, in this order', () => {
    // Robert Stevens (person 4) has three copies, one with another number in his email; Debra
    // Cripe (person 1) has two, one under her other surname (Mills).
    const csv = [
      ...peopleText({
        seed: 42,
        count: 5,
        asOf: '2026-11-22',
        format: 'csv',
        noise: 0.1,
        duplicates: 0.5,
      }),
    ]
      .map((chunk) => chunk.text)
      .join('');
    expect(csv.split('\r\n')).toEqual([
      'recordId,personId,firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email',
      '0,0,Gary,Darcy,female,65 9th Place,Mankato,Minnesota,,9/3/1976,,50,,gary.darcy37@example.com',
      '1,4,Robert,Unknovvn,male,157 Jackson Street,Milton-Freewatrr,,97862,,OR,66,541-555-0127,robert.stevens6180@example.org',
      '10,1,Debra,Crupd,female,57427 Smith Streat,Las Vcgas,Nevada,,10/5/1956,NV,70,702-555-0181,debra.cripe31@example.com',
      '11,4,Ynknovvn,Stevenz,male,157 Jackson Street,Hilton-Frecwzter,Oregon,,11/27/1959,OR,,541-555-0127,robert.stevens87@example.org',
      '20,2,Louise,Idy,male,2742 Houzton Street,,Missouri,63141,8/10/1954,MO,72,314-555-0154,louise.ivy17@example.org',
      '21,4,Bill,Stevens,,157 Jackaon Shreet,Milton-Frfevvwter,Oregon,97820,,OR,66,541-555-0127,robert.stevens87@example.org',
      '22,1,Debra,Mills,female,57427 Smith Street,Las Vegas,Alaska,89129,10/5/1956,,70,702-555-0181,debra.cripe31@example.com',
      '30,3,Robert,Medlin,male,26 Turner Avenue,,,17754,6/11/1964,PA,62,570-555-0100,robert.medlin33@example.org',
      '40,4,Robert,Sgevehs,male,157 Jackson Streat,Milton-Freewater,North Dakota,97862,11/27/1959,OR,,541-555-0127,',
      '41,1,Debra,Cripc,,,Las Vegas,Nevada,,10/5/1956,NV,70,702-555-0181,debra.cripe31@example.com',
      '',
    ]);
  });
});

describe('noisy CSV', () => {
  /** RFC 4180 by hand: quotes around a field with a comma, quote or line break. */
  const field = (value: unknown) => {
    const text = value === null ? '' : String(value);
    return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
  };
  it.each([{}, { lastName: 'Smith, "Jr"' }])(
    'is each NDJSON record as an RFC 4180 line, locks %j',
    (constraints) => {
      const options = { count: 2000, noise: 0.2, duplicates: 0.5, constraints };
      const csv = [...peopleText({ seed: SEED, asOf: '2026-11-22', format: 'csv', ...options })]
        .map((chunk) => chunk.text)
        .join('');
      const rows = records(options);
      const [header, ...lines] = csv.trimEnd().split('\r\n');
      expect(header).toBe(Object.keys(rows[0] ?? {}).join(','));
      expect(lines).toEqual(rows.map((row) => Object.values(row).map(field).join(',')));
    },
  );
});
