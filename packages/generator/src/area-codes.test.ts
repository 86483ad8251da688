import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { areaCodeOf, stateAreaCodes } from './area-codes.ts';
import { placeRows } from './places.ts';

/** The areacodes package's own table, read here without the script's code. */
const AREA_CODES_FILE = new URL('../../../node_modules/areacodes/lib/data.json', import.meta.url);
const areaCodeStates = new Map(
  Object.entries(
    JSON.parse(readFileSync(AREA_CODES_FILE, 'utf8')) as Record<string, { stateCode?: string }>,
  ).map(([code, { stateCode }]) => [Number(code), stateCode]),
);

describe('the area-code table', () => {
  it('gives every shipped ZIP an area code of that ZIP’s own state', () => {
    const wrong: string[] = [];
    for (const { zip, state } of placeRows()) {
      const stateCode = stateAreaCodes(state)?.stateCode;
      const areaCode = areaCodeOf(state, zip);
      if (!stateCode || areaCode === undefined || areaCodeStates.get(areaCode) !== stateCode) {
        wrong.push(`${zip} ${state}: ${areaCode} (${stateCode})`);
      }
    }
    expect(placeRows().length).toBeGreaterThan(5_000);
    expect(wrong).toEqual([]);
  });

  it('knows the 50 states, by name, with their two-letter codes', () => {
    expect(stateAreaCodes('Texas')?.stateCode).toBe('TX');
    expect(stateAreaCodes('New Hampshire')?.stateCode).toBe('NH');
    expect(stateAreaCodes('District of Columbia')).toBeUndefined();
    expect(stateAreaCodes('Puerto Rico')).toBeUndefined();
  });

  it.each([
    ['Texas', '78701', 737], // Austin (737 overlays 512)
    ['New York', '10001', 212], // Manhattan
    ['California', '90012', 213], // downtown Los Angeles
    ['Georgia', '30303', 404], // downtown Atlanta
    ['Alaska', '99501', 907], // the state's only area code
  ])('serves %s %s with %i, the nearest in-state area code', (state, zip, areaCode) => {
    expect(areaCodeOf(state, zip)).toBe(areaCode);
  });

  it('answers with an in-state code even for a ZIP it does not list', () => {
    expect(areaCodeStates.get(areaCodeOf('Texas', '00000') ?? 0)).toBe('TX');
    expect(areaCodeStates.get(areaCodeOf('Texas', '99999') ?? 0)).toBe('TX');
    expect(areaCodeOf('Atlantis', '12345')).toBeUndefined();
  });
});
