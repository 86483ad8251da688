import { describe, expect, it } from 'vitest';
import { readCount, readSeed } from './exportSettings.ts';

const RANGE = 'Enter a whole number of people from 1 to 1,000,000.';

describe('the count', () => {
  it.each([
    ['1', 1],
    ['1000', 1000],
    [' 1,000,000 ', 1_000_000],
    ['1,000', 1000],
    ['12,345', 12_345],
    ['1 000', 1000],
    ['1\u00a0000', 1000],
    ['1\u202f000', 1000],
    ['1_000', 1000],
    ["1'000", 1000],
    ['1’000', 1000],
    ['001000', 1000],
  ])('%j reads as %i', (text, count) => {
    expect(readCount(text)).toEqual({ ok: true, value: count });
  });

  it.each([
    ['', RANGE],
    ['   ', RANGE],
    ['0', `0 people is too few. ${RANGE}`],
    ['-0', `0 people is too few. ${RANGE}`],
    ['-5', `The number of people cannot be negative. ${RANGE}`],
    ['1000001', `1,000,001 is more than the page makes at once. ${RANGE}`],
    [
      '12345678901234567890',
      `12,345,678,901,234,567,890 is more than the page makes at once. ${RANGE}`,
    ],
    ['1'.repeat(400), `1${',111'.repeat(133)} is more than the page makes at once. ${RANGE}`],
    ['2,000,000', `2,000,000 is more than the page makes at once. ${RANGE}`],
    ['ten', `Use digits, such as 10 or 1,000. ${RANGE}`],
    ['1e9', `Use digits, such as 10 or 1,000. ${RANGE}`],
    ['1E3', `Use digits, such as 10 or 1,000. ${RANGE}`],
    ['0x10', `Use digits, such as 10 or 1,000. ${RANGE}`],
    ['1.5', `“1.5” has a decimal point. ${RANGE}`],
    ['10.0', `“10.0” has a decimal point. ${RANGE}`],
    ['1,2', `“1,2” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`],
    [
      '1,0000',
      `“1,0000” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    ],
    [
      '10,00,000',
      `“10,00,000” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    ],
    [
      '1,000 000',
      `“1,000 000” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    ],
    [
      '1,,000',
      `“1,,000” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    ],
    [
      ',100',
      `“,100” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    ],
    ['1.000', `“1.000” is unclear: write a thousand as 1000 or 1,000. ${RANGE}`],
    ['1.000.000', `“1.000.000” is unclear: write a thousand as 1000 or 1,000. ${RANGE}`],
  ])('%j is refused: %s', (text, message) => {
    expect(readCount(text)).toEqual({ ok: false, message });
  });

  it('never reads a count other than the digits typed, whatever the separators', () => {
    for (const text of ['1,2', '12,34', '1 2 3', '1_2', '1,23,456']) {
      const reading = readCount(text);
      expect(reading.ok, text).toBe(false);
    }
  });
});

describe('a count of households', () => {
  const HOUSEHOLDS = 'Enter a whole number of households from 1 to 500,000.';

  it('reads as people’s does, up to 500,000', () => {
    expect(readCount('500,000', 'households')).toEqual({ ok: true, value: 500_000 });
  });

  it.each([
    ['500001', `500,001 is more than the page makes at once. ${HOUSEHOLDS}`],
    ['0', `0 households is too few. ${HOUSEHOLDS}`],
    ['-3', `The number of households cannot be negative. ${HOUSEHOLDS}`],
  ])('%j is refused: %s', (text, message) => {
    expect(readCount(text, 'households')).toEqual({ ok: false, message });
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

  it.each(['-1', '4294967296', 'abc', '1.5', '1e3', '1,2'])('%j is refused', (text) => {
    expect(readSeed(text)).toEqual({
      ok: false,
      message: 'A seed is a whole number from 0 to 4,294,967,295, or empty for a random one.',
    });
  });
});
