import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  FIRST_NAME_SHARES,
  buildOrigins,
  originModules,
  readCountyOrigins,
  readFirstNameShares,
  readSurnameShares,
  readZctaCounties,
  shippedSurnameKeys,
  surnameKey,
  zctaMix,
  type Mix,
} from './origins.ts';
import { readSurnames } from './surnames.ts';
import { decodeFirstNames } from '../src/person/names.ts';
import { readCensusFile, readZctaPopulations } from './census.ts';
import { decodeStatePlaces } from '../src/place/places.ts';
import { ALL_STATES } from '../src/states/allStates.ts';

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
/** The share of people moved to turn one mix into the other. */
const moved = (a: Mix, b: Mix) =>
  sumOf(a.map((share, group) => Math.abs(share - (b[group] ?? 0)))) / 2;

describe('the shipped origin tables', () => {
  it('are what packages/generator/data/origins.ts builds from the checked-in sources', async () => {
    for (const [file, source] of await originModules()) {
      expect(readFileSync(file, 'utf8'), file).toBe(source);
    }
  });
});

describe('the origin sources', () => {
  it('P2 by county: the states and DC make the 2020 totals, group by group, California its own', () => {
    const counties = readCountyOrigins();
    const states = [...counties.entries()].filter(([fips]) => fips < '57');
    expect(states).toHaveLength(3143);
    const total = (rows: typeof states, group?: number) =>
      sumOf(rows.map(([, people]) => (group === undefined ? sumOf(people) : (people[group] ?? 0))));
    expect(total(states)).toBe(331_449_281);
    expect(total(states, 5)).toBe(62_080_044);
    // Not Hispanic: White alone; Black alone; Asian alone + NHPI alone; AIAN alone; some other
    // race alone + two or more races (the Census's published 2020 counts).
    expect([0, 1, 2, 3, 4].map((group) => total(states, group))).toEqual([
      191_697_647,
      39_940_338,
      19_618_719 + 622_018,
      2_251_699,
      1_689_833 + 13_548_983,
    ]);
    const california = states.filter(([fips]) => fips.startsWith('06'));
    expect(total(california)).toBe(39_538_223);
    expect(total(california, 5)).toBe(15_579_652);
  });

  it('the ZCTA-county pairs: every ZCTA with people is there, and every county of P2', () => {
    const pairs = readZctaCounties();
    expect(pairs.size).toBe(33_791);
    expect(sumOf([...pairs.values()].map((counties) => counties.length))).toBe(46_960);
    for (const zcta of readZctaPopulations().keys()) expect(pairs.has(zcta), zcta).toBe(true);
    const paired = new Set([...pairs.values()].flat());
    for (const county of readCountyOrigins().keys()) expect(paired.has(county), county).toBe(true);
  });

  it('the surname shares: ranks 1 to 10,000 with the counts of the shipped surnames, Garcia 92% Hispanic', () => {
    const shares = readSurnameShares();
    expect(shares.size).toBe(10_000);
    expect(shares.get('GARCIA')?.count).toBe(1_166_120);
    expect(shares.get('GARCIA')?.mix[5]).toBeCloseTo(0.9203, 4);
    expect(shares.get('SMITH')?.mix[1]).toBeCloseTo(0.2311, 4);
    expect(shippedSurnameKeys()).toHaveLength(9999);
    for (const { name, count } of readSurnames()) {
      expect(shares.get(surnameKey(name))?.count, name).toBe(count);
    }
  });

  it('Tzioumis: 4,250 names and every other name, each mix summing to 100%, Jose 89.8% Hispanic', () => {
    const { names, other } = readFirstNameShares();
    expect(names.size).toBe(4250);
    expect(sumOf([...names.values()].map(({ count }) => count)) + other.count).toBe(2_663_364);
    expect(names.get('JOSE')?.mix[5]).toBeCloseTo(0.89829, 4);
    const rows = readCensusFile(FIRST_NAME_SHARES).trim().split('\n').slice(1);
    expect(rows).toHaveLength(4251);
    for (const row of rows) {
      const shares = row.split(',').slice(2).map(Number);
      expect(Math.abs(sumOf(shares) - 100), row).toBeLessThan(0.011);
    }
    // The file puts Hispanic first; a mix puts it last: DANH is 94.118% Asian or Pacific Islander.
    expect(names.get('DANH')?.mix[2]).toBeCloseTo(0.94118, 4);
    expect(names.get('AARON')?.mix).toEqual(
      [91.607, 3.264, 2.057, 0.055, 0.137, 2.88].map((share) => expect.closeTo(share / 100, 5)),
    );
  });
});

describe('the origin profiles', () => {
  const tables = buildOrigins();

  it('hold each group of a surname’s bearers within a few points of the Census’s: 3% on average, 3% for Smith, Johnson, Garcia, Nguyen, Washington', () => {
    const shares = readSurnameShares();
    const keys = shippedSurnameKeys();
    let weighted = 0;
    let people = 0;
    const gaps = new Map<string, number>();
    keys.forEach((key, index) => {
      const row = shares.get(key);
      const profile = tables.surnames.centres[tables.surnames.of[index] ?? -1];
      if (!row || !profile) throw new Error(`${key} has no profile`);
      const gap = moved(row.mix, profile);
      gaps.set(key, gap);
      weighted += gap * row.count;
      people += row.count;
    });
    for (const key of ['SMITH', 'JOHNSON', 'GARCIA', 'NGUYEN', 'WASHINGTON']) {
      expect(gaps.get(key), key).toBeLessThan(0.03);
    }
    expect(weighted / people).toBeLessThan(0.03);
  });

  it('hold each ZIP’s residents within a few points of its counties’: 2.5% on average, 40% at most', () => {
    const counties = readCountyOrigins();
    const pairs = readZctaCounties();
    let weighted = 0;
    let people = 0;
    let worst = 0;
    for (const [code, state] of tables.states) {
      const rows = decodeStatePlaces(ALL_STATES[code as keyof typeof ALL_STATES].places).flatMap(
        (town) => town.zips,
      );
      expect(state.places.of).toHaveLength(rows.length);
      rows.forEach(({ zip, people: residents }, index) => {
        const mix = zctaMix(zip, pairs, counties);
        const profile = state.places.centres[state.places.of[index] ?? -1];
        if (!mix || !profile) throw new Error(`${code} ${zip} has no mix or profile`);
        const gap = moved(mix, profile);
        worst = Math.max(worst, gap);
        weighted += gap * residents;
        people += residents;
      });
    }
    expect(weighted / people).toBeLessThan(0.025);
    expect(worst).toBeLessThan(0.4);
  });

  it('give each state’s residents, together, the mix its counties have, within half a point', () => {
    const counties = readCountyOrigins();
    const pairs = readZctaCounties();
    for (const code of ['TX', 'CA', 'NM', 'ME', 'MS', 'HI']) {
      const state = tables.states.get(code);
      const rows = decodeStatePlaces(ALL_STATES[code as keyof typeof ALL_STATES].places).flatMap(
        (town) => town.zips,
      );
      const fromSource = new Array<number>(6).fill(0);
      const fromProfiles = new Array<number>(6).fill(0);
      rows.forEach(({ zip, people }, index) => {
        const mix = zctaMix(zip, pairs, counties) ?? [];
        const profile = state?.places.centres[state.places.of[index] ?? -1] ?? [];
        for (let group = 0; group < 6; group++) {
          fromSource[group] = (fromSource[group] ?? 0) + (mix[group] ?? 0) * people;
          fromProfiles[group] = (fromProfiles[group] ?? 0) + (profile[group] ?? 0) * people;
        }
      });
      const total = sumOf(fromSource);
      expect(
        moved(
          fromSource.map((value) => value / total),
          fromProfiles.map((value) => value / total),
        ),
        code,
      ).toBeLessThan(0.005);
    }
  });

  it('give a first name Tzioumis does not list a digit of its own, past the profiles', () => {
    expect(tables.otherFirstName).toBe(tables.firstNames.centres.length);
    const texas = tables.states.get('TX');
    const names = decodeFirstNames(ALL_STATES.TX.firstNames, 'female').map(({ name }) => name);
    const { names: listed } = readFirstNameShares();
    expect(texas?.female[names.indexOf('Nevaeh')]).toBe(tables.otherFirstName);
    expect(listed.has('NEVAEH')).toBe(false);
    expect(texas?.female[names.indexOf('Maria')]).toBeLessThan(tables.otherFirstName);
  });

  it('hold each first name’s bearers within a few points of Tzioumis’s: 5% on average, Jose and Maria within 8%', () => {
    const { names } = readFirstNameShares();
    let weighted = 0;
    let people = 0;
    const gaps = new Map<string, number>();
    [...names.entries()].forEach(([name, { count, mix }], index) => {
      const profile = tables.firstNames.centres[tables.firstNames.of[index] ?? -1] ?? [];
      const gap = moved(mix, profile);
      gaps.set(name, gap);
      weighted += gap * count;
      people += count;
    });
    expect(gaps.get('JOSE')).toBeLessThan(0.08);
    expect(gaps.get('MARIA')).toBeLessThan(0.08);
    expect(weighted / people).toBeLessThan(0.05);
  });
});

describe('the surname profiles’ majority groups', () => {
  it('are each common surname’s in the Census file, so the streets’ rule reads them exactly', async () => {
    const { readSurnameMajorities } = await import('./street-names.ts');
    const { commonSurnameMajorities } = await import('../src/person/names.ts');
    expect(commonSurnameMajorities()).toEqual(readSurnameMajorities());
  });
});
