import { readFileSync } from 'node:fs';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { GEOCODING_FILE, GEOCODING_SOURCE, readBsonStrings } from '../../data/area-codes.ts';
import { readPackedFile } from '../../data/npm-tarball.ts';
import { cityKey } from '../../data/places.ts';
import { areaCodeChoice, areaCodeIndex } from './area-codes.ts';
import { people } from '../options/calls.ts';
import { codeOfState, placeRows, stateNames, stateOfCode, townNamed } from './places.ts';

/** The code a record draws for the city with this unit (record.ts); undefined outside the 50. */
function areaCodeOf(state: string, city: string, unit: number): number | undefined {
  const choice = areaCodeChoice(state, city);
  return choice && choice.areaCodes[areaCodeIndex(choice, unit)];
}

/** The areacodes package's own table, read here without the script's code. */
const AREA_CODES_FILE = new URL(
  '../../../../node_modules/areacodes/lib/data.json',
  import.meta.url,
);
const areaCodeStates = new Map(
  Object.entries(
    JSON.parse(readFileSync(AREA_CODES_FILE, 'utf8')) as Record<string, { stateCode?: string }>,
  ).map(([code, { stateCode }]) => [Number(code), stateCode]),
);

const weightsOf = (state: string, city: string) => {
  const choice = areaCodeChoice(state, city);
  return (
    choice && Object.fromEntries(choice.areaCodes.map((code, i) => [code, choice.exchanges[i]]))
  );
};

describe('the area-code table', () => {
  it('gives every shipped town only area codes of its own state', () => {
    const wrong: string[] = [];
    const cities = new Set(placeRows().map(({ city, state }) => `${city}|${state}`));
    for (const key of cities) {
      const [city = '', state = ''] = key.split('|');
      const stateCode = codeOfState(state);
      const choice = areaCodeChoice(state, city);
      if (!stateCode || !choice || townNamed(state, city) === undefined) {
        wrong.push(`${city}, ${state}: not listed`);
        continue;
      }
      for (const code of choice.areaCodes) {
        if (areaCodeStates.get(code) !== stateCode) wrong.push(`${city}, ${state}: ${code}`);
      }
    }
    expect(cities.size).toBeGreaterThan(25_000);
    expect(wrong).toEqual([]);
  });

  it('knows the 50 states, by name, with their two-letter codes', () => {
    expect(codeOfState('Texas')).toBe('TX');
    expect(codeOfState('New Hampshire')).toBe('NH');
    expect(codeOfState('District of Columbia')).toBeUndefined();
    expect(codeOfState('Puerto Rico')).toBeUndefined();
    const states = stateNames();
    expect(states).toHaveLength(50);
    for (const state of states) {
      const code = codeOfState(state) ?? '';
      expect(code, state).toMatch(/^[A-Z]{2}$/);
      expect(stateOfCode(code), state).toBe(state);
    }
  });

  // Counts of exchanges in libphonenumber's geocoding data (resources/geocoding/en/1.txt).
  it.each([
    ['Arizona', 'Tucson', { 520: 122 }], // not 480 (Phoenix's East Valley)
    ['Colorado', 'Fort Collins', { 970: 37 }], // not 303 (Denver)
    ['California', 'Stockton', { 209: 48 }], // not 925 (the East Bay)
    ['Washington', 'Vancouver', { 360: 59 }], // not 253 (Tacoma)
    ['Washington', 'Seattle', { 206: 180 }], // 206 in every row, not 15%
    ['Pennsylvania', 'Philadelphia', { 215: 208, 267: 11, 445: 1 }], // 445, named whole, counts 1
    ['Texas', 'Houston', { 281: 113, 713: 287, 832: 26 }],
  ])('serves %s, %s with the codes the data names for it: %j', (state, city, weights) => {
    expect(weightsOf(state, city)).toEqual(weights);
  });

  it('draws each code by its share of the city’s exchanges', () => {
    // Philadelphia: 215 holds 208 of 220 exchanges, 267 the next 11, 445 the last.
    expect(areaCodeOf('Pennsylvania', 'Philadelphia', 0)).toBe(215);
    expect(areaCodeOf('Pennsylvania', 'Philadelphia', 207.9 / 220)).toBe(215);
    expect(areaCodeOf('Pennsylvania', 'Philadelphia', 208.1 / 220)).toBe(267);
    expect(areaCodeOf('Pennsylvania', 'Philadelphia', 219.5 / 220)).toBe(445);
  });

  it('answers a city it does not list with one of its state’s codes', () => {
    expect(areaCodeStates.get(areaCodeOf('Texas', 'Atlantis', 0.5) ?? 0)).toBe('TX');
    expect(areaCodeOf('Atlantis', 'Houston', 0.5)).toBeUndefined();
  });
});

describe('phones of 100,000 fresh people', () => {
  const rows = [...people({ seed: 20_261_123, count: 100_000, asOf: '2026-11-23' })];

  it('are all valid US numbers by libphonenumber-js, 555-0100 to 555-0199', () => {
    const distinct = [...new Set(rows.map(({ phone }) => phone))];
    const invalid = distinct.filter((phone) => {
      const number = parsePhoneNumberFromString(phone, 'US');
      return !number?.isValid() || number.country !== 'US' || !/^\d{3}-555-01\d\d$/.test(phone);
    });
    expect(rows).toHaveLength(100_000);
    expect(invalid.slice(0, 10)).toEqual([]);
    expect(rows.filter(({ phone }) => /^(679|278|627)-/.test(phone))).toEqual([]);
  }, 60_000);

  it('each have an area code that libphonenumber’s geocoding data names for their city', () => {
    // "code|city|ST" for every key of the data that names a city.
    const named = new Set<string>();
    for (const [key, name] of readBsonStrings(readPackedFile(GEOCODING_SOURCE, GEOCODING_FILE))) {
      const match = /^(.+), ([A-Z]{2})$/.exec(name);
      if (match) named.add(`${key.slice(0, 3)}|${cityKey(match[1] ?? '')}|${match[2]}`);
    }
    let elsewhere = 0;
    const wrong = rows.filter(({ phone, city, stateCode }) => {
      const code = phone.slice(0, 3);
      if (named.has(`${code}|${cityKey(city)}|${stateCode}`)) return false;
      // A city the data does not name takes a nearby city's codes: of its own state.
      elsewhere++;
      return areaCodeStates.get(Number(code)) !== stateCode;
    });
    expect(wrong.slice(0, 10)).toEqual([]);
    // Some shipped towns, small ones, are not named in the area codes' data: they take the codes
    // of the nearest town it names, and are drawn less than a fifth of the time.
    expect(elsewhere / rows.length).toBeLessThan(0.2);
  });

  it('give Seattle 206 and Philadelphia mostly 215, hardly ever the newest overlay 445', () => {
    const codesOf = (city: string) =>
      rows.filter((row) => row.city === city).map(({ phone }) => phone.slice(0, 3));
    const seattle = codesOf('Seattle');
    const philadelphia = codesOf('Philadelphia');
    expect(seattle.length).toBeGreaterThan(100);
    expect(seattle.every((code) => code === '206')).toBe(true);
    expect(philadelphia.length).toBeGreaterThan(500);
    expect(
      philadelphia.filter((code) => code === '215').length / philadelphia.length,
    ).toBeGreaterThan(0.9);
    expect(philadelphia.filter((code) => code === '445').length / philadelphia.length).toBeLessThan(
      0.02,
    );
  });
});
