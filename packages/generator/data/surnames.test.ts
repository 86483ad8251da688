import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SURNAMES } from '../src/surnames.data.ts';
import { readSurnames, renderModule, spell } from './surnames.ts';

describe('the shipped surnames', () => {
  it('are what packages/generator/data/surnames.ts builds from the checked-in Census 2010 rows', async () => {
    const checkedIn = readFileSync(new URL('../src/surnames.data.ts', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await renderModule(readSurnames()));
    expect(JSON.stringify(SURNAMES).length).toBeGreaterThan(1000);
  });

  it('carry the Census counts: Smith 2,442,977, Johnson 1,932,812', () => {
    expect(readSurnames().slice(0, 2)).toEqual([
      { name: 'Smith', count: 2_442_977 },
      { name: 'Johnson', count: 1_932_812 },
    ]);
  });

  it("are written as their bearers write them: O'Brien, McDonald, Odom", () => {
    expect(spell('OBRIEN')).toBe("O'Brien");
    expect(spell('OCONNELL')).toBe("O'Connell");
    expect(spell('MCDONALD')).toBe('McDonald');
    expect(spell('ODOM')).toBe('Odom');
    expect(spell('SMITH')).toBe('Smith');
    const shipped = readSurnames().map(({ name }) => name);
    for (const name of ["O'Brien", "O'Connor", "O'Neill", 'McDonald', 'McKinney', 'Nguyen']) {
      expect(shipped).toContain(name);
    }
    for (const name of ['Obrien', 'Oconnor', 'Mcdonald']) expect(shipped).not.toContain(name);
  });
});
