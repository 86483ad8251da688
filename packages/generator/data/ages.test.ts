import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_MAX_AGE,
  householdAges,
  renderHouseholdModule,
  renderModule,
  shippedAges,
} from './ages.ts';
import { readResidentAgeSexPopulation } from './census.ts';

const adults = (ages: ReturnType<typeof shippedAges>) =>
  ages.reduce((sum, { female, male }) => sum + female + male, 0);

describe('the shipped population by age and sex', () => {
  it('is what packages/generator/data/ages.ts builds from the Census file', async () => {
    const checkedIn = readFileSync(new URL('../src/person/ages.data.ts', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await renderModule(shippedAges()));
  });

  // The figures as the Census file gives them (POPEST2022_CIV, United States rows).
  it('carries the Census figures: 2,106,827 women and 2,200,168 men aged 18; 248,229,591 adults', () => {
    const ages = shippedAges();
    expect(ages).toHaveLength(63);
    expect(ages[0]).toEqual({ age: 18, female: 2_106_827, male: 2_200_168 });
    expect(adults(ages)).toBe(248_229_591);
  });

  // The both-sexes counts of the 2.x releases' checked-in extract of the same estimates (ages 18
  // and 80, and the sum): the two copies of the Census table agree.
  it('agrees with the earlier extract of the same table: 4,306,995 aged 18, 1,623,833 aged 80', () => {
    const ages = shippedAges();
    const both = ({ female, male }: { female: number; male: number }) => female + male;
    const [youngest] = ages;
    const oldest = ages.at(-1);
    expect(youngest && both(youngest)).toBe(4_306_995);
    expect(oldest && both(oldest)).toBe(1_623_833);
  });

  it('gives the age bands their Census shares (21.3, 26.8, 33.2, 18.6%) and women theirs', () => {
    const ages = shippedAges();
    const band = (from: number, to: number) => ages.filter(({ age }) => age >= from && age <= to);
    const people = (rows: typeof ages) => adults(rows);
    const women = (rows: typeof ages) => rows.reduce((sum, { female }) => sum + female, 0);
    expect(people(band(18, 29)) / adults(ages)).toBeCloseTo(0.213, 3);
    expect(people(band(30, 44)) / adults(ages)).toBeCloseTo(0.2684, 3);
    expect(people(band(45, 64)) / adults(ages)).toBeCloseTo(0.3323, 3);
    expect(people(band(65, 80)) / adults(ages)).toBeCloseTo(0.1864, 3);
    // The Census file's women's shares (its README's checks): 49.24, 49.51, 50.39, 53.47%.
    expect(women(band(18, 29)) / people(band(18, 29))).toBeCloseTo(0.4924, 4);
    expect(women(band(30, 44)) / people(band(30, 44))).toBeCloseTo(0.4951, 4);
    expect(women(band(45, 64)) / people(band(45, 64))).toBeCloseTo(0.5039, 4);
    expect(women(band(65, 80)) / people(band(65, 80))).toBeCloseTo(0.5347, 4);
  });
});

describe('household mode’s population by age and sex, 0 to 100', () => {
  it('is what packages/generator/data/ages.ts builds from the two Census files', async () => {
    const checkedIn = readFileSync(
      new URL('../src/household/householdAges.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(await renderHouseholdModule(householdAges()));
  });

  // The civilian file's (Vintage 2022) rows, as the person mode reads them: 18 and 84 as the
  // file gives them, and its 85 and over, 2,283,827 men and 4,202,041 women in 2022.
  it('keeps the civilian file’s ages 0 to 84 and its 85-and-over total, each sex within rounding', () => {
    const ages = householdAges();
    expect(ages).toHaveLength(HOUSEHOLD_MAX_AGE + 1);
    expect(ages[18]).toEqual({ age: 18, female: 2_106_827, male: 2_200_168 });
    const oldest = ages.filter(({ age }) => age >= 85);
    const women = oldest.reduce((sum, { female }) => sum + female, 0);
    const men = oldest.reduce((sum, { male }) => sum + male, 0);
    // Sixteen ages each rounded to a whole person.
    expect(Math.abs(women - 4_202_041)).toBeLessThanOrEqual(8);
    expect(Math.abs(men - 2_283_827)).toBeLessThanOrEqual(8);
  });

  // The resident file (Vintage 2024), July 1 2022: 377,989 men and 552,133 women aged 85, 17,978
  // men and 64,999 women 100 and over; 165,335,932 men and 168,681,389 women of every age.
  it('spreads 85 and over as the resident file’s single years are, each sex on its own', () => {
    const resident = readResidentAgeSexPopulation(2022);
    expect(resident[85]).toEqual({ age: 85, female: 552_133, male: 377_989 });
    expect(resident[100]).toEqual({ age: 100, female: 64_999, male: 17_978 });
    expect(resident.reduce((sum, { male }) => sum + male, 0)).toBe(165_335_932);
    expect(resident.reduce((sum, { female }) => sum + female, 0)).toBe(168_681_389);
    const ages = householdAges();
    const at85 = ages[85];
    const at100 = ages[100];
    // 100 and over against 85, as in the resident file: 64,999 / 552,133 and 17,978 / 377,989.
    expect((at100?.female ?? 0) / (at85?.female ?? 1)).toBeCloseTo(64_999 / 552_133, 4);
    expect((at100?.male ?? 0) / (at85?.male ?? 1)).toBeCloseTo(17_978 / 377_989, 4);
  });
});
