import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { numeral, readStreetNames, renderModule } from './street-names.ts';

describe('the shipped street names', () => {
  it('are what packages/generator/data/street-names.ts builds from the checked-in TIGER counts', async () => {
    const checkedIn = readFileSync(
      new URL('../src/person/streetNames.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(await renderModule(readStreetNames()));
  });

  it('are the 100 most common with their segment counts: Main 33,484, 2nd 31,450', () => {
    const names = readStreetNames();
    expect(names).toHaveLength(100);
    expect(names.slice(0, 4)).toEqual([
      { name: 'Main', segments: 33_484 },
      { name: '2nd', segments: 31_450 },
      { name: '3rd', segments: 29_262 },
      { name: '1st', segments: 28_125 },
    ]);
    expect(names.at(-1)).toEqual({ name: 'Union', segments: 4497 });
    const total = names.reduce((sum, { segments }) => sum + segments, 0);
    expect(total).toBe(878_794);
    for (const name of ['Oak', 'Park', 'Maple', 'County Line', '21st', '27th']) {
      expect(names.map((row) => row.name)).toContain(name);
    }
  });

  it('write ordinals as numerals: 1st, 2nd, 3rd, 11th, 12th, 21st, 22nd', () => {
    expect(
      ['First', 'Second', 'Third', 'Eleventh', 'Twelfth', 'Twenty-first', 'Twenty-second'].map(
        numeral,
      ),
    ).toEqual(['1st', '2nd', '3rd', '11th', '12th', '21st', '22nd']);
    expect(numeral('Main')).toBe('Main');
  });
});
