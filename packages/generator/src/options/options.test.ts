import { describe, expect, it } from 'vitest';
import { ConstraintError } from '../person/constraints.ts';
import type { Constraints } from '../person/fields.ts';
import { type Shard } from '../output/output.ts';
import { outputFileName, outputNote, peopleBytes, peopleText, people, person } from './calls.ts';
import { constraintProblems, OptionError, type OptionName } from './reading.ts';
import { type OutputOptions } from './options.ts';

const AS_OF = '2026-11-22';
const SETTINGS: OutputOptions = { seed: 42, count: 3, asOf: AS_OF, format: 'csv' };

/** The text of a whole file. */
const fileText = (options: OutputOptions) =>
  [...peopleText(options)].map(({ text }) => text).join('');

/** The error `call` throws; a failure if it throws none. */
function thrown(call: () => unknown): unknown {
  try {
    call();
  } catch (error) {
    return error;
  }
  throw new Error('it threw nothing');
}

describe('a bad option', () => {
  it('throws an OptionError, a RangeError, naming the option', () => {
    const bad: [OptionName, () => unknown][] = [
      ['seed', () => person({ seed: -1, index: 0, asOf: AS_OF })],
      ['index', () => person({ seed: 1, index: 1.5, asOf: AS_OF })],
      ['start', () => people({ seed: 1, start: -1, count: 1, asOf: AS_OF })],
      ['count', () => people({ seed: 1, count: 1e15, asOf: AS_OF })],
      ['asOf', () => person({ seed: 1, index: 0, asOf: '2026-02-30' })],
      ['constraints', () => person({ seed: 1, index: 0, asOf: AS_OF, constraints: 7 as never })],
      ['format', () => peopleText({ ...SETTINGS, format: 'xml' as never })],
      ['header', () => peopleText({ ...SETTINGS, header: 'no' as never })],
      ['table', () => peopleText({ ...SETTINGS, table: 'people' })],
      ['shard', () => peopleText({ ...SETTINGS, shard: { index: 3, of: 2 } })],
    ];
    for (const [option, call] of bad) {
      const error = thrown(call);
      expect(error, option).toBeInstanceOf(OptionError);
      expect(error, option).toBeInstanceOf(RangeError);
      expect((error as OptionError).option, option).toBe(option);
      expect((error as OptionError).message, option).toMatch(new RegExp(`^(${option}|start) `));
    }
  });

  it('is said when the file is asked for, not when its first chunk is', () => {
    expect(() => peopleText({ ...SETTINGS, format: 'xml' as never })).toThrow(
      'format is one of csv, json, ndjson, sql, not “xml”',
    );
    expect(() => peopleBytes({ ...SETTINGS, seed: 2 ** 32 })).toThrow(OptionError);
    expect(() => peopleText(SETTINGS, 0)).toThrow(
      new RangeError('rowsPerChunk is a whole number from 1, not 0'),
    );
  });

  it('in a shard or an as-of day, a key neither has is refused, naming it', () => {
    expect(() =>
      peopleText({ ...SETTINGS, shard: { index: 1, of: 2, off: 3 } as unknown as Shard }),
    ).toThrow(
      'shard has no “off”: a shard is { index, of }, such as { index: 3, of: 8 }: index from 1 to of',
    );
    expect(() =>
      person({ seed: 1, index: 0, asOf: { year: 2026, month: 11, day: 22, hour: 9 } as never }),
    ).toThrow(
      'asOf has no “hour”: a day is { year, month, day }, not the object {"year":2026,"month":11,"day":22,"hour":9}',
    );
  });

  it('a shard past the whole numbers read exactly (2^53) is refused, not rounded into a part', () => {
    for (const shard of [
      { index: 2 ** 53, of: 2 ** 53 },
      { index: 1, of: 2 ** 53 },
      // 2^53 + 1 as a number reads as 2^53: part 2^53 + 1 of 2^53 would pass for the last.
      { index: Number('9007199254740993'), of: 2 ** 53 },
    ]) {
      expect(() => peopleText({ ...SETTINGS, shard }), JSON.stringify(shard)).toThrow(
        /^shard is \{ index, of \}.*\(whole numbers up to 9,007,199,254,740,991\)/,
      );
    }
    // The largest exact part is taken: the last of that many parts holds the run's last row.
    const last = fileText({ ...SETTINGS, header: false }).split('\r\n')[2];
    const shard = { index: 2 ** 53 - 1, of: 2 ** 53 - 1 };
    expect(fileText({ ...SETTINGS, header: false, shard })).toBe(`${last}\r\n`);
  });
});

describe('options are read once', () => {
  it('each option of a call is read once, however many parts of the file it makes', () => {
    const reads = new Map<string, number>();
    const counted = <T extends object>(target: T): T =>
      new Proxy(target, {
        get(object, key, receiver) {
          reads.set(String(key), (reads.get(String(key)) ?? 0) + 1);
          return Reflect.get(object, key, receiver) as unknown;
        },
      });
    const options = counted({
      ...SETTINGS,
      format: 'sql' as const,
      constraints: { state: 'Texas' },
    });
    for (const call of [
      () => [...peopleText(options)],
      () => [...peopleBytes(options)],
      () => outputNote(options),
      () => outputFileName(options),
    ]) {
      reads.clear();
      call();
      expect(Math.max(...reads.values()), JSON.stringify([...reads])).toBe(1);
    }
  });

  it('what a call checked is what it uses: constraints changed after the call change nothing', () => {
    const constraints: Constraints = { state: 'Texas' };
    const chunks = peopleText({ ...SETTINGS, count: 20, format: 'ndjson', constraints });
    constraints.state = 'Narnia';
    const states = [...chunks]
      .map(({ text }) => text)
      .join('')
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { state: string }).state);
    expect(new Set(states)).toEqual(new Set(['Texas']));
  });
});

describe('constraints are read as a plain snapshot', () => {
  it('a field inherited from a prototype is refused, naming it, rather than used unchecked', () => {
    const narnia = Object.create({ state: 'Narnia' }) as Constraints;
    expect(() => person({ seed: 1, index: 0, asOf: AS_OF, constraints: narnia })).toThrow(
      new TypeError(
        "constraints.state is inherited from a prototype: give it as the object's own property",
      ),
    );
    const split = Object.create({ firstName: 'Ann\r\n"Lee' }) as Constraints;
    const refused = thrown(() => fileText({ ...SETTINGS, constraints: split }));
    expect(refused).toBeInstanceOf(TypeError);
    expect((refused as Error).message).toMatch(/^constraints\.firstName is inherited/);
    expect(() => constraintProblems(narnia, AS_OF)).toThrow(/^constraints\.state is inherited/);
  });

  it('an inherited getter, as a class gives, is refused too', () => {
    class Texan {
      get state() {
        return 'Texas';
      }
    }
    expect(() =>
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: new Texan() as Constraints }),
    ).toThrow(/^constraints\.state is inherited/);
  });

  it('a getter is read once: the value checked is the value used', () => {
    let reads = 0;
    const constraints = {
      get lastName() {
        reads += 1;
        return reads === 1 ? 'Lee' : '=HYPERLINK("http://x.example/")';
      },
    } as Constraints;
    const rows = fileText({ ...SETTINGS, count: 5, constraints });
    expect(reads).toBe(1);
    expect(rows).not.toContain('HYPERLINK');
    expect(
      rows
        .split('\r\n')
        .slice(1, -1)
        .every((row) => row.split(',')[1] === 'Lee'),
    ).toBe(true);
  });

  it('a field given but not enumerable is a field given: checked and kept', () => {
    const hidden = Object.defineProperty({}, 'state', { value: 'Narnia' }) as Constraints;
    expect(() => person({ seed: 1, index: 0, asOf: AS_OF, constraints: hidden })).toThrow(
      ConstraintError,
    );
    const ohio = Object.defineProperty({}, 'state', { value: 'Ohio' }) as Constraints;
    expect(person({ seed: 1, index: 0, asOf: AS_OF, constraints: ohio }).state).toBe('Ohio');
  });
});
