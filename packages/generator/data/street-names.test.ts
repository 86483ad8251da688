import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readStreetNames, renderModule } from './street-names.ts';

describe('the shipped street names', () => {
  it('are what packages/generator/data/street-names.ts builds from the checked-in Census list', async () => {
    const checkedIn = readFileSync(new URL('../src/streetNames.data.ts', import.meta.url), 'utf8');
    expect(checkedIn).toBe(await renderModule(readStreetNames()));
  });

  it('are the 100 most common, Main, 2nd and 1st first', () => {
    const names = readStreetNames();
    expect(names).toHaveLength(100);
    expect(names.slice(0, 5)).toEqual(['Main', '2nd', '1st', '3rd', '4th']);
    for (const name of ['Oak', 'Park', 'Maple', 'Pine', 'Cedar', 'Elm', 'Washington', 'Lake']) {
      expect(names).toContain(name);
    }
  });
});
