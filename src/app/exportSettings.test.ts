import { describe, expect, it } from 'vitest';
import { readCount, readSeed } from './exportSettings.ts';

describe('the count', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 1,000,000 ', 1_000_000],
  ])('%j reads as %i', (text, count) => {
    expect(readCount(text)).toEqual({ ok: true, value: count });
  });

  it.each([
    ['0', '0 people is too few: enter from 1 to 1,000,000.'],
    ['-0', '0 people is too few: enter from 1 to 1,000,000.'],
    ['-5', 'The number of people cannot be negative: enter from 1 to 1,000,000.'],
    ['ten', '“ten” is not a whole number: enter from 1 to 1,000,000.'],
    ['1.5', '“1.5” is not a whole number: enter from 1 to 1,000,000.'],
    ['1e3', '“1e3” is not a whole number: enter from 1 to 1,000,000.'],
    ['', 'Enter how many people, from 1 to 1,000,000.'],
    ['1000001', 'At most 1,000,000 people at a time.'],
  ])('%j is refused: %s', (text, message) => {
    expect(readCount(text)).toEqual({ ok: false, message });
  });
});

describe('the seed', () => {
  it('is optional', () => {
    expect(readSeed(' ')).toEqual({ ok: true, value: undefined });
  });

  it.each([
    ['0', 0],
    ['42', 42],
    ['4294967295', 4294967295],
  ])('%j reads as %i', (text, seed) => {
    expect(readSeed(text)).toEqual({ ok: true, value: seed });
  });

  it.each(['-1', '4294967296', 'abc', '1.5'])('%j is refused', (text) => {
    expect(readSeed(text)).toEqual({
      ok: false,
      message: 'A seed is a whole number from 0 to 4,294,967,295, or empty for a random one.',
    });
  });
});
