import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readAgePopulation, renderModule, shippedAges } from './ages.ts';

describe('the shipped population by age', () => {
  it('is what packages/generator/data/ages.ts builds from the checked-in Census 2022 rows', async () => {
    const checkedIn = readFileSync(new URL('../src/ages.data.ts', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await renderModule(shippedAges()));
  });

  it('carries the Census figures: 4,306,995 aged 18, 1,623,833 aged 80, 332,200,066 in all', () => {
    const ages = shippedAges();
    expect(ages).toHaveLength(63);
    expect(ages[0]).toEqual({ age: 18, population: 4_306_995 });
    expect(ages.at(-1)).toEqual({ age: 80, population: 1_623_833 });
    expect(readAgePopulation().total).toBe(332_200_066);
    // The published resident estimate for July 1, 2022 is 333,287,557; the 1.09 million between
    // them are the armed forces stationed in the US, whom the civilian count leaves out.
    expect(333_287_557 - readAgePopulation().total).toBe(1_087_491);
  });

  it('gives the age bands their Census shares: 21.3, 26.8, 33.2 and 18.6%', () => {
    const ages = shippedAges();
    const adults = ages.reduce((sum, { population }) => sum + population, 0);
    const share = (from: number, to: number) =>
      ages
        .filter(({ age }) => age >= from && age <= to)
        .reduce((sum, { population }) => sum + population, 0) / adults;
    expect(adults).toBe(248_229_591);
    expect(share(18, 29)).toBeCloseTo(0.213, 3);
    expect(share(30, 44)).toBeCloseTo(0.2684, 3);
    expect(share(45, 64)).toBeCloseTo(0.3323, 3);
    expect(share(65, 80)).toBeCloseTo(0.1864, 3);
  });
});
