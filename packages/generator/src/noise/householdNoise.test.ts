import initSqlJs from 'sql.js';
import { describe, expect, it } from 'vitest';
import { peopleText } from '../options/calls.ts';
import { readRun } from '../options/options.ts';
import { parseBirthdate } from '../person/birthdate.ts';
import {
  MAX_HOUSEHOLD_INDEX,
  drawHousehold,
  type HouseholdMember,
  type Marriage,
} from '../household/households.ts';
import { ALL_COLUMNS, OCR, PHONETIC, TEXT_COLUMNS, nicknamesOf, type NoiseRun } from './noise.ts';
import { HouseholdWalk, householdSlotRecords } from './householdNoise.ts';
import { NOISE_TYPES, NO_NOISE, type NoiseType } from './noiseTypes.ts';

const AS_OF = { year: 2026, month: 11, day: 22 };
const SEED = 20260522;
/** Each type's observed rate must be within 10% of the rate asked, over these households. */
const HOUSEHOLDS = 30_000;
const RATE = 0.05;

const runOf = (noise: Partial<Record<NoiseType, number>>, count: number, duplicates = 0) =>
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

/** A household run's records as the library writes them: NDJSON rows, in the file's order. */
function records(options: Record<string, unknown>): Record<string, unknown>[] {
  const text = [
    ...peopleText({
      seed: SEED,
      asOf: '2026-11-22',
      format: 'ndjson',
      households: true,
      ...options,
    } as never),
  ]
    .map((chunk) => chunk.text)
    .join('');
  return text
    .trimEnd()
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

/** Member personId's clean record, of household personId ÷ 10. */
function memberOf(personId: number, constraints = {}): HouseholdMember {
  const { members } = drawHousehold(SEED, Math.floor(personId / 10), AS_OF, constraints).household;
  const member = members[personId % 10];
  if (!member) throw new RangeError(`no member ${personId}`);
  return member;
}

type Noisy = Record<string, string | number | null>;

describe('each error type over 30,000 households, first records', () => {
  /** [cells changed, cells it may touch] of a type asked alone at RATE. */
  type Count = (
    member: HouseholdMember,
    noisy: Noisy,
    place: number,
    marriage: Marriage | undefined,
  ) => [changed: number, eligible: number];
  const changed = (a: unknown, b: unknown) => (a === b ? 0 : 1);
  const counts: Record<NoiseType, Count> = {
    blank: (member, noisy) => {
      const filled = ALL_COLUMNS.filter((c) => member[c] !== null);
      return [filled.filter((c) => noisy[c] === null).length, filled.length];
    },
    wrongOption: (member, noisy) => [
      changed(member.gender, noisy.gender) + changed(member.state, noisy.state),
      2,
    ],
    copyFromOther: (member, noisy) => [changed(member.birthdate, noisy.birthdate), 1],
    nickname: (member, noisy) =>
      nicknamesOf(member.firstName) ? [changed(member.firstName, noisy.firstName), 1] : [0, 0],
    fakeName: (member, noisy) => [
      changed(member.firstName, noisy.firstName) + changed(member.lastName, noisy.lastName),
      2,
    ],
    swapMonthDay: (member, noisy) => {
      const day = parseBirthdate(member.birthdate);
      const eligible = day !== undefined && day.day <= 12 && day.day !== day.month;
      return eligible ? [changed(member.birthdate, noisy.birthdate), 1] : [0, 0];
    },
    misreportAge: (member, noisy) => [changed(member.age, noisy.age), 1],
    wrongZipDigits: (member, noisy) => [changed(member.zipCode, noisy.zipCode), 1],
    typo: (member, noisy) => [
      TEXT_COLUMNS.filter((c) => member[c] !== noisy[c]).length,
      TEXT_COLUMNS.length,
    ],
    ocr: (member, noisy) => {
      const eligible = TEXT_COLUMNS.filter((c) => hasKey(member[c], OCR));
      return [eligible.filter((c) => member[c] !== noisy[c]).length, eligible.length];
    },
    phonetic: (member, noisy) => {
      const eligible = TEXT_COLUMNS.filter((c) => hasKey(member[c], PHONETIC));
      return [eligible.filter((c) => member[c] !== noisy[c]).length, eligible.length];
    },
    // The spouse who took a name at marriage; no other spouse; otherwise an adult woman.
    marriedSurname: (member, noisy, place, marriage) => {
      const eligible =
        marriage && place <= 1
          ? marriage.changed === place
          : member.gender === 'female' && member.age >= 18;
      return eligible ? [changed(member.lastName, noisy.lastName), 1] : [0, 0];
    },
    move: (member, noisy) => [changed(member.streetAddress, noisy.streetAddress), 1],
    otherEmail: (member, noisy) =>
      member.email === null ? [0, 0] : [changed(member.email, noisy.email), 1],
  };

  const runs = NOISE_TYPES.map((type) => runOf({ [type]: RATE }, HOUSEHOLDS));
  const tally = NOISE_TYPES.map(() => ({ hits: 0, eligible: 0 }));
  // One walk draws each household once for every type's run: no copies, so the walk's run
  // is asked only for the seed, the date and the constraints.
  const walk = new HouseholdWalk(runOf({}, HOUSEHOLDS));
  for (let slot = 0; slot < HOUSEHOLDS; slot++) {
    const { members, marriage } = walk.household(slot);
    for (const [at, type] of NOISE_TYPES.entries()) {
      const run = runs[at];
      const counted = tally[at];
      if (!run || !counted) continue;
      for (const { record, personId } of householdSlotRecords(run, slot, walk)) {
        const place = personId % 10;
        const member = members[place];
        if (!member) throw new RangeError(`no member ${personId}`);
        const [hits, cells] = counts[type](member, record as Noisy, place, marriage);
        counted.hits += hits;
        counted.eligible += cells;
      }
    }
  }

  it.each(NOISE_TYPES.map((type, at) => [type, tally[at]] as const))(
    '%s: within 10% of 0.05 of the cells it may touch',
    (_type, counted) => {
      expect(counted?.eligible).toBeGreaterThan(10_000);
      const rate = (counted?.hits ?? 0) / (counted?.eligible ?? 1);
      expect(rate).toBeGreaterThan(RATE * 0.9);
      expect(rate).toBeLessThan(RATE * 1.1);
    },
  );
});

describe('records of members', () => {
  const COUNT = 3000;

  it('with duplicates alone, every record is the member personId names, value for value', () => {
    const rows = records({ count: COUNT, duplicates: 0.5 });
    let wrong = 0;
    for (const { recordId, personId, ...values } of rows) {
      expect(typeof recordId).toBe('number');
      if (JSON.stringify(values) !== JSON.stringify(memberOf(personId as number))) wrong += 1;
    }
    expect(wrong).toBe(0);
    // Every member has a first record: 0.5 extra records a member, within 5%.
    const extra = rows.length / new Set(rows.map((row) => row.personId)).size - 1;
    expect(extra).toBeGreaterThan(0.5 * 0.95);
    expect(extra).toBeLessThan(0.5 * 1.05);
  });

  it('with errors, each record keeps its member household and relationship, ids in order', () => {
    const rows = records({ count: COUNT, noise: 0.2, duplicates: 0.5 });
    const problems: unknown[] = [];
    for (const row of rows) {
      const personId = row.personId as number;
      const member = memberOf(personId);
      if (row.householdId !== member.householdId || row.relationship !== member.relationship) {
        problems.push(row);
      }
    }
    expect(problems).toEqual([]);
    // Each slot starts with its household's members, in order, then copies of others alone.
    const slots = new Map<number, Record<string, unknown>[]>();
    for (const row of rows) {
      const slot = Math.floor((row.recordId as number) / 100);
      slots.set(slot, [...(slots.get(slot) ?? []), row]);
    }
    expect([...slots.keys()]).toEqual([...Array(COUNT).keys()]);
    for (const [slot, held] of slots) {
      const own = held.map((row) => row.householdId === slot);
      const members = own.filter(Boolean).length;
      expect(own.slice(0, members).every(Boolean)).toBe(true);
      expect(held.slice(0, members).map((row) => row.personId)).toEqual(
        Array.from({ length: members }, (_, place) => slot * 10 + place),
      );
      expect(held.map((row) => (row.recordId as number) % 100)).toEqual([...held.keys()]);
    }
    const adjacent = rows.filter((row, at) => at > 0 && row.personId === rows[at - 1]?.personId);
    expect(adjacent).toEqual([]);
    expect(new Set(rows.map((row) => row.recordId)).size).toBe(rows.length);
  });

  it('in runs of 1 to 12 households: every record is of the run, none next to its twin', () => {
    const problems: string[] = [];
    for (let count = 1; count <= 12; count++) {
      const small = records({ count, start: 500, duplicates: 1 });
      for (const [at, row] of small.entries()) {
        const household = Math.floor((row.personId as number) / 10);
        if (household < 500 || household >= 500 + count) problems.push(`${count}: ${household}`);
        if (at > 0 && row.personId === small[at - 1]?.personId) problems.push(`${count}: ${at}`);
      }
      // Two households or fewer have no slot a copy could take without being next to its twin.
      const copies = small.filter(
        (row) => row.householdId !== Math.floor((row.recordId as number) / 100),
      );
      if (count <= 2 && copies.length > 0) problems.push(`${count}: copies`);
      if (count > 4 && copies.length === 0) problems.push(`${count}: no copies`);
    }
    expect(problems).toEqual([]);
  });

  it("copyFromOther: a fellow member's birthdate and age, another householder's in a household of one", () => {
    const rows = records({ count: COUNT, noise: { copyFromOther: 1 } });
    const households = new Map<number, HouseholdMember[]>();
    for (let index = 0; index < COUNT; index++) {
      households.set(index, drawHousehold(SEED, index, AS_OF, {}).household.members);
    }
    const problems: unknown[] = [];
    let alone = 0;
    for (const row of rows) {
      const personId = row.personId as number;
      const members = households.get(Math.floor(personId / 10)) ?? [];
      const others =
        members.length > 1
          ? members.filter((_, place) => place !== personId % 10)
          : [...households.entries()]
              .filter(([index]) => index !== Math.floor(personId / 10))
              .flatMap(([, each]) => each.slice(0, 1));
      if (members.length === 1) alone += 1;
      const from = others.some((m) => m.birthdate === row.birthdate && m.age === row.age);
      if (!from) problems.push(row);
    }
    expect(problems).toEqual([]);
    expect(alone).toBeGreaterThan(300);
  });

  it('children under 18 keep no phone and no email, whatever the errors', () => {
    const rows = records({ count: COUNT, noise: 0.3, duplicates: 0.5 });
    let children = 0;
    for (const row of rows) {
      if (memberOf(row.personId as number).age >= 18) continue;
      children += 1;
      expect([row.phone, row.email]).toEqual([null, null]);
    }
    expect(children).toBeGreaterThan(1000);
  });

  it("move: a household's records all show one other address; an adult keeps its line", () => {
    const rows = records({ count: 500, noise: { move: 1 }, duplicates: 0.5 });
    const addresses = new Map<unknown, string>();
    for (const row of rows) {
      const member = memberOf(row.personId as number);
      const address = `${row.streetAddress}|${row.city}|${row.state}|${row.zipCode}`;
      expect(addresses.get(row.householdId) ?? address).toBe(address);
      addresses.set(row.householdId, address);
      expect(address).not.toBe(
        `${member.streetAddress}|${member.city}|${member.state}|${member.zipCode}`,
      );
      // A child's blank phone stays blank; an adult's keeps its line after the new area code.
      expect(row.phone === null ? null : String(row.phone).slice(3)).toBe(
        member.phone === null ? null : member.phone.slice(3),
      );
    }
  });

  it('marriedSurname: the spouse who took a name shows the one the model says they were born with', () => {
    const rows = records({ count: COUNT, noise: { marriedSurname: 1 } });
    let before = 0;
    const problems: unknown[] = [];
    for (const row of rows) {
      const personId = row.personId as number;
      const { marriage, household } = drawHousehold(SEED, Math.floor(personId / 10), AS_OF, {});
      const place = personId % 10;
      const member = household.members[place];
      if (!marriage || place > 1 || !member) continue;
      if (marriage.changed !== place) {
        if (row.lastName !== member.lastName) problems.push(row);
      } else if (marriage.before !== undefined && marriage.before !== member.lastName) {
        before += 1;
        if (row.lastName !== marriage.before) problems.push(row);
      } else if (row.lastName === member.lastName) problems.push(row);
    }
    expect(problems).toEqual([]);
    expect(before).toBeGreaterThan(20);
  });
});

describe('a noisy household run', () => {
  it.each(['csv', 'json', 'ndjson', 'sql'] as const)(
    '%s: 4 shards concatenate to the run; noise 0 is the clean file',
    (format) => {
      const options = {
        seed: SEED,
        asOf: '2026-11-22',
        format,
        households: true,
        start: 70,
        count: 1203,
        noise: 0.1,
        duplicates: 0.4,
      } as const;
      const text = (more: object) =>
        [...peopleText({ ...options, ...more })].map((chunk) => chunk.text).join('');
      const whole = text({});
      const parts = [1, 2, 3, 4].map((index) => text({ shard: { index, of: 4 } })).join('');
      expect(whole.length).toBeGreaterThan(1203 * 2 * 100);
      expect(parts).toBe(whole);
      const clean = { ...options, noise: undefined, duplicates: undefined };
      expect(text({ noise: 0, duplicates: 0 })).toBe(
        [...peopleText(clean)].map((chunk) => chunk.text).join(''),
      );
    },
  );

  it('no formula start, backslash or control character; ZIPs five digits; ages whole', () => {
    const rows = records({ count: 4000, noise: 0.3, duplicates: 0.5, dateFormat: 'iso' });
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
    expect(rows.filter((row) => row.firstName === null).length).toBeGreaterThan(100);
  });

  it('loads in SQLite as the JSON of the same run, one statement each 500 households', async () => {
    const options = { count: 520, noise: 0.2, duplicates: 0.5 };
    const sql = [
      ...peopleText({
        seed: SEED,
        asOf: '2026-11-22',
        format: 'sql',
        households: true,
        ...options,
      }),
    ]
      .map((chunk) => chunk.text)
      .join('');
    expect(sql).toContain('  recordId BIGINT NOT NULL PRIMARY KEY,\n  personId BIGINT NOT NULL,');
    expect(sql).toContain('  householdId BIGINT,\n  relationship TEXT\n);');
    expect(sql.match(/;\n/g)?.length).toBe(1 + 2);
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.run(sql);
    const [table] = db.exec('SELECT * FROM people ORDER BY recordId');
    const rows = records(options);
    expect(table?.columns).toEqual(Object.keys(rows[0] ?? {}));
    expect(table?.values).toEqual(rows.map((row) => Object.values(row)));
    db.close();
  });

  it.each([{}, { lastName: 'Smith, "Jr"' }])(
    'CSV is each NDJSON record as an RFC 4180 line, locks %j',
    (constraints) => {
      const field = (value: unknown) => {
        const text = value === null ? '' : String(value);
        return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
      };
      const options = { count: 800, noise: 0.2, duplicates: 0.5, constraints };
      const csv = [
        ...peopleText({
          seed: SEED,
          asOf: '2026-11-22',
          format: 'csv',
          households: true,
          ...options,
        }),
      ]
        .map((chunk) => chunk.text)
        .join('');
      const rows = records(options);
      const [header, ...lines] = csv.trimEnd().split('\r\n');
      expect(header).toBe(Object.keys(rows[0] ?? {}).join(','));
      expect(lines).toEqual(rows.map((row) => Object.values(row).map(field).join(',')));
    },
  );

  it('the last households: every recordId a safe whole number, each once', () => {
    const rows = records({ start: MAX_HOUSEHOLD_INDEX - 4, count: 5, noise: 0.1, duplicates: 1 });
    const ids = rows.map((row) => row.recordId as number);
    expect(ids.every((id) => Number.isSafeInteger(id))).toBe(true);
    expect(ids[0]).toBe((MAX_HOUSEHOLD_INDEX - 4) * 100);
    expect(Math.max(...ids)).toBeLessThan((MAX_HOUSEHOLD_INDEX + 1) * 100);
    expect(new Set(ids).size).toBe(rows.length);
    expect(rows.length).toBeGreaterThan(10);
  });

  it('is read with households, not refused', () => {
    const run = readRun(
      {
        seed: 1,
        asOf: '2026-11-22',
        format: 'csv',
        count: 1,
        households: true,
        noise: 0.1,
        duplicates: 0.2,
      },
      'peopleText',
      'output',
    );
    expect([run.households, run.noise.typo, run.duplicates]).toEqual([true, 0.1, 0.2]);
  });

  it('seed 42, 3 households, noise 0.1, duplicates 0.5: these records, in this order', () => {
    // Slot 0 holds the Speakmans (household 0), then copies from household 2 (in a run of three
    // a copy lands one slot on). Lara Speakman, who took her husband's name, shows the one she
    // was born with (Mills) in her copy; Joseph Jiang's copy shows another number in his email.
    const csv = [
      ...peopleText({
        seed: 42,
        count: 3,
        asOf: '2026-11-22',
        format: 'csv',
        households: true,
        noise: 0.1,
        duplicates: 0.5,
      }),
    ]
      .map((chunk) => chunk.text)
      .join('');
    expect(csv.split('\r\n')).toEqual([
      'recordId,personId,firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email,householdId,relationship',
      '0,0,Derek,Speakman,female,6615 Rich Street,Qzark,Missouri,,10/15/1983,,43,,derek.speakman37@example.net,0,householder',
      '1,1,Lara,Spraukan,female,6615 Rikh Street,Qzark,Missouri,,4/30/1979,MO,47,417-555-0162,lara.speakman31@example.org,0,spouse',
      '2,2,Abigail,Spezkman,male,6615 Rich Streat,,Missouri,65721,4/16/2018,MO,8,,,0,child',
      '3,3,Isaac,Speakman,male,6615 Rich Streat,,,65721,12/9/2015,MO,10,,,0,child',
      '4,20,Joeie,Jiang,male,8243 Clay Street,New York,New York,10019,3/8/1958,NY,68,646-555-0131,joseph.jiang7306@example.com,2,householder',
      '5,21,Sobya,,female,8243 Clay Street,New York,New York,,9/28/1976,,50,646-555-0132,sonya.krause27@example.org,2,unmarried partner',
      '100,10,,Chavfz,male,3 Hill Road,Glendale,California,91207,3/15/2000,CA,26,818-555-0112,angel.chavez86@example.org,1,householder',
      '101,1,Lara,Mills,female,6615 Rich Street,Ozark,Alaska,65721,4/30/1979,,47,417-555-0162,lara.speakman31@example.org,0,spouse',
      '200,20,Joseph,Jiang,female,8243 Clay Street,,New York,10019,3/8/1958,NY,68,646-555-0131,joseph.jiang32@example.com,2,householder',
      '201,21,Sonya,Kraukle,male,8243 Clay Street,,New York,10019,9/28/1976,NY,50,,sonya.krause27@example.org,2,unmarried partner',
      '',
    ]);
  });
});
