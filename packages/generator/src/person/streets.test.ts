import { describe, expect, it } from 'vitest';
import { createRandom } from '../draw/random.ts';
import { generatePerson } from './record.ts';
import { decodeMajorities, encodeMajorities } from '../states/originProfiles.ts';
import { decodeRareOrigins, encodeRareOrigins, randomStreet } from './streets.ts';

const STREETS = 20_000;
const SEED = 54;

/** Surnames more than half of whose bearers are Hispanic (the Census 2010 file's 20 most common). */
const HISPANIC_SURNAMES = [
  'Garcia', 'Rodriguez', 'Martinez', 'Hernandez', 'Lopez', 'Gonzalez', 'Perez', 'Sanchez',
  'Ramirez', 'Torres', 'Flores', 'Rivera', 'Gomez', 'Diaz', 'Reyes', 'Morales', 'Cruz', 'Ortiz',
  'Gutierrez', 'Chavez',
]; // prettier-ignore
/**
 * Surnames more than half of whose bearers are Asian or Pacific Islander: all 39 of the top
 * 1,000 but Park, which is also one of TIGER's common street names.
 */
const ASIAN_SURNAMES = [
  'Nguyen', 'Kim', 'Patel', 'Tran', 'Chen', 'Singh', 'Li', 'Wong', 'Le', 'Wang', 'Yang', 'Pham',
  'Chang', 'Lin', 'Liu', 'Chan', 'Khan', 'Huang', 'Wu', 'Zhang', 'Shah', 'Lam', 'Huynh', 'Yu',
  'Choi', 'Ho', 'Kaur', 'Ahmed', 'Vang', 'Chung', 'Truong', 'Phan', 'Xiong', 'Lim', 'Vo', 'Vu',
  'Lu', 'Tang',
]; // prettier-ignore

function streetNamesIn(stateCode: string): string[] {
  const random = createRandom(SEED);
  return Array.from({ length: STREETS }, () => randomStreet(random, stateCode).name);
}

const countOf = (names: readonly string[], listed: readonly string[]) =>
  names.filter((name) => listed.includes(name)).length;

describe('streets named for a family', () => {
  it('in Maine are never named for a mostly-Hispanic or mostly-Asian surname', () => {
    const names = streetNamesIn('ME');
    expect(names.filter((name) => HISPANIC_SURNAMES.includes(name))).toEqual([]);
    expect(names.filter((name) => ASIAN_SURNAMES.includes(name))).toEqual([]);
  });

  it('in Wyoming are never named for a mostly-Asian surname, and are for Hispanic ones', () => {
    const names = streetNamesIn('WY');
    expect(names.filter((name) => ASIAN_SURNAMES.includes(name))).toEqual([]);
    expect(countOf(names, HISPANIC_SURNAMES)).toBeGreaterThan(200);
  });

  it('in California and Texas are named for Hispanic and Asian families too', () => {
    for (const code of ['CA', 'TX']) {
      const names = streetNamesIn(code);
      expect(countOf(names, HISPANIC_SURNAMES)).toBeGreaterThan(200);
      expect(countOf(names, ASIAN_SURNAMES)).toBeGreaterThan(50);
    }
  });

  it('in Maine still include Park, Washington and Jackson, common street names', () => {
    const names = new Set(streetNamesIn('ME'));
    for (const name of ['Park', 'Washington', 'Jackson']) expect(names).toContain(name);
  });

  it("follow the person's state: people of Maine live on no Hernandez or Nguyen street", () => {
    const random = createRandom(SEED);
    const today = { year: 2026, month: 12, day: 2 };
    const streets = Array.from(
      { length: 5000 },
      () => generatePerson({ random, today, constraints: { state: 'Maine' } }).streetAddress,
    );
    const named = (surnames: readonly string[]) =>
      streets.filter((street) => surnames.includes(street.split(' ').slice(1, -1).join(' ')));
    expect(named([...HISPANIC_SURNAMES, ...ASIAN_SURNAMES])).toEqual([]);
    expect(
      streets.filter((street) => / (Smith|Johnson|Brown) /.test(street)).length,
    ).toBeGreaterThan(20);
  });
});

describe("the shipped table's formats", () => {
  it('write a majority group a character, "-" for none, and read it back', () => {
    const majorities = [0, undefined, 5, 2, 0];
    expect(encodeMajorities(majorities)).toBe('0-520');
    expect(decodeMajorities('0-520')).toEqual(majorities);
  });

  it("write a state's rare groups as two hexadecimal digits of bits, and read them back", () => {
    const rare = [[1, 2, 3, 4, 5], [], [3, 4]];
    expect(encodeRareOrigins(rare)).toBe('3e0018');
    expect(decodeRareOrigins('3e0018')).toEqual(rare);
  });
});
