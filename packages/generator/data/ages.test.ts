import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { renderModule, shippedAges } from './ages.ts';

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
