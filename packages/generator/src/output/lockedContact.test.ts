import { describe, expect, it } from 'vitest';
import { peopleBytes, peopleText } from '../options/calls.ts';
import { type OutputOptions } from '../options/options.ts';

const SETTINGS: OutputOptions = { seed: 1, count: 3, asOf: '2026-11-22', format: 'csv' };

/** Each chunk copied before the next is asked for: the next overwrites it. */
const bytesText = (options: OutputOptions) =>
  Buffer.concat(Array.from(peopleBytes(options), ({ bytes }) => Buffer.from(bytes))).toString(
    'utf8',
  );

describe('a locked email or phone in CSV', () => {
  it('is every row’s, from peopleBytes (the command line) as from peopleText', () => {
    for (const constraints of [
      { email: 'zed@example.com' },
      { phone: '512-555-0100' },
      { email: 'zed@example.com', phone: '512-555-0100' },
    ]) {
      const options = { ...SETTINGS, constraints };
      const text = [...peopleText(options)].map(({ text: part }) => part).join('');
      const rows = text.trimEnd().split('\r\n').slice(1);
      expect(rows).toHaveLength(3);
      for (const value of Object.values(constraints)) {
        expect(rows.filter((row) => !row.split(',').includes(value))).toEqual([]);
      }
      expect(bytesText(options)).toBe(text);
    }
  });
});
