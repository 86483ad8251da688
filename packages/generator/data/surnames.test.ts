import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CENSUS_PEOPLE, readSurnames, renderModule, spell } from './surnames.ts';

describe('the shipped surnames', () => {
  it('are what packages/generator/data/surnames.ts builds from the checked-in Census 2010 rows', async () => {
    const checkedIn = readFileSync(
      new URL('../src/person/surnames.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(await renderModule(readSurnames()));
  });

  it('carry the Census counts: Smith 2,442,977, Haas (rank 1,001) 34,918, Littles (10,000) 3,224', () => {
    const surnames = readSurnames();
    expect(surnames).toHaveLength(9999);
    expect(surnames.slice(0, 2)).toEqual([
      { name: 'Smith', count: 2_442_977 },
      { name: 'Johnson', count: 1_932_812 },
    ]);
    expect(surnames[1000]).toEqual({ name: 'Haas', count: 34_918 });
    expect(surnames.at(-1)).toEqual({ name: 'Littles', count: 3224 });
    const sum = (from: number, to: number) =>
      surnames.slice(from, to).reduce((total, { count }) => total + count, 0);
    // The top 1,000 are 40.97% of everyone; the 9,999 shipped names 68.35%.
    expect(sum(0, 1000)).toBe(120_848_141);
    expect(sum(0, surnames.length)).toBe(201_628_793);
    expect(CENSUS_PEOPLE).toBe(294_979_229);
  });

  it("are written as their bearers write them: O'Brien, McDonald, St. John, Odom", () => {
    expect(spell('OBRIEN')).toBe("O'Brien");
    expect(spell('OCONNELL')).toBe("O'Connell");
    expect(spell('MCDONALD')).toBe('McDonald');
    expect(spell('STJOHN')).toBe('St. John');
    expect(spell('ODOM')).toBe('Odom');
    expect(spell('STONE')).toBe('Stone');
    expect(spell('SMITH')).toBe('Smith');
    const shipped = readSurnames().map(({ name }) => name);
    for (const name of ["O'Brien", "O'Connor", "O'Neill", "O'Sullivan", 'McDonald', 'Nguyen']) {
      expect(shipped).toContain(name);
    }
    for (const name of ['Obrien', 'Oconnor', 'Mcdonald', 'Osullivan', 'Stjohn', '']) {
      expect(shipped).not.toContain(name);
    }
  });
});
