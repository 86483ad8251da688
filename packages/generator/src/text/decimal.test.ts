import { describe, expect, it } from 'vitest';
import { decimal } from './decimal.ts';
import { createRandom, MAX_INDEX } from '../draw/random.ts';

describe('decimal', () => {
  it('writes every number below 100,000 as String does', () => {
    for (let value = 0; value < 100_000; value++) expect(decimal(value)).toBe(String(value));
  });

  it('writes large whole numbers as String does, zeros inside them kept', () => {
    const random = createRandom(7);
    const values = [1000, 1_000_000, 10_000_001, 2 ** 32, MAX_INDEX, Number.MAX_SAFE_INTEGER];
    for (let n = 0; n < 10_000; n++) values.push(Math.floor(random.number.float() * MAX_INDEX));
    for (const value of values) expect(decimal(value)).toBe(String(value));
  });

  it('writes anything else as String does', () => {
    for (const value of [-1, -1234, 1.5, 1234.5, Number.NaN, Infinity, 2 ** 60]) {
      expect(decimal(value)).toBe(String(value));
    }
  });
});
