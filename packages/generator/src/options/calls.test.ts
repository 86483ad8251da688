import { describe, expect, it } from 'vitest';
import { ConstraintError } from '../person/constraints.ts';
import { outputFileName, outputNote, peopleText, person, people } from './calls.ts';
import { constraintProblems, OptionError } from './reading.ts';
import { shardRange, type Shard } from '../output/output.ts';
import type { OutputOptions, PeopleOptions, PersonOptions } from './options.ts';
import { cityNamed } from '../place/places.ts';

const AS_OF = '2026-11-22';

describe('the as-of date a library caller passes', () => {
  it('may be an object: the same people as its YYYY-MM-DD text', () => {
    const asText = person({ seed: 5, index: 3, asOf: AS_OF });
    expect(person({ seed: 5, index: 3, asOf: { year: 2026, month: 11, day: 22 } })).toEqual(asText);
  });

  it('is refused, naming the days allowed, when it is not a real day of them', () => {
    const wrong: unknown[] = [
      { year: 2026, month: 13, day: 1 },
      { year: 2026, month: 2, day: 30 },
      { year: 2026.5, month: 1, day: 1 },
      { year: 2026, month: '2', day: 1 },
      new Date(2026, 10, 22),
      null,
      '0100-03-01',
      '10000-01-01',
      { year: 1080, month: 12, day: 31 },
    ];
    for (const asOf of wrong) {
      const call = () => person({ seed: 1, index: 0, asOf: asOf as string });
      expect(call, JSON.stringify(asOf)).toThrow(RangeError);
      expect(call, JSON.stringify(asOf)).toThrow(/a real day from 1081-01-01 to 9999-12-31/);
      expect(() => [
        ...peopleText({ seed: 1, count: 1, asOf: asOf as string, format: 'sql' }),
      ]).toThrow(RangeError);
    }
  });

  it('is accepted from the first day allowed: birthdates have four-digit years', () => {
    for (const row of people({ seed: 3, count: 200, asOf: '1081-01-01' })) {
      expect(row.birthdate).toMatch(/^\d{1,2}\/\d{1,2}\/1\d{3}$/);
      expect(row.age).toBeGreaterThanOrEqual(18);
      expect(row.age).toBeLessThanOrEqual(80);
    }
  });
});

describe('constraints', () => {
  it('may not hold a line break, a tab, NUL or another control character', () => {
    for (const streetAddress of [
      '1 Main\0St',
      '1 Main\tSt',
      '1 Main\nSt',
      '1\u0085Main',
      '1\u2028Main',
    ]) {
      const call = () => person({ seed: 1, index: 0, asOf: AS_OF, constraints: { streetAddress } });
      expect(call, JSON.stringify(streetAddress)).toThrow(ConstraintError);
      expect(call, JSON.stringify(streetAddress)).toThrow(
        'Street Address holds a line break or another control character.',
      );
    }
    expect(
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: { streetAddress: '1 Main St' } })
        .streetAddress,
    ).toBe('1 Main St');
  });

  it('may not hold an invisible character that turns the direction of text', () => {
    for (const lastName of ['\u202eLee', 'Lee\u202d', '\u2066Lee\u2069', 'L\u202aee']) {
      const call = () => person({ seed: 1, index: 0, asOf: AS_OF, constraints: { lastName } });
      expect(call, JSON.stringify(lastName)).toThrow(
        'Last Name holds an invisible character that turns the direction of text.',
      );
    }
    // Letters of right-to-left scripts are text, not controls.
    expect(
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: { lastName: 'כהן' } }).lastName,
    ).toBe('כהן');
  });

  it('name the state meant when only its capitals differ', () => {
    const asOf = { year: 2026, month: 11, day: 22 };
    expect(constraintProblems({ state: 'texas' }, asOf)).toEqual([
      {
        field: 'state',
        message: 'State “texas” is not one of the 50 states (did you mean Texas?).',
      },
    ]);
    expect(constraintProblems({ state: 'Narnia' }, asOf)).toEqual([
      { field: 'state', message: 'State “Narnia” is not one of the 50 states.' },
    ]);
  });

  it('ask for a state’s name when given its postal code, and only then', () => {
    for (const [state, code, name] of [
      ['TX', 'TX', 'Texas'],
      ['ny', 'NY', 'New York'],
    ]) {
      expect(constraintProblems({ state }, AS_OF)).toEqual([
        {
          field: 'state',
          message: `State “${state}” is not one of the 50 states (${code} is ${name}’s postal code: write the name in full).`,
        },
      ]);
    }
    // Codes of no state (the District of Columbia, Puerto Rico, none at all), and "ıd" with a
    // dotless i, which toUpperCase makes ID.
    for (const state of ['DC', 'PR', 'ZZ', '\u0131d']) {
      expect(constraintProblems({ state }, AS_OF)).toEqual([
        { field: 'state', message: `State “${state}” is not one of the 50 states.` },
      ]);
    }
  });

  it('name the city meant when it was typed without its capitals, accents or ʻokina', () => {
    const cityProblem = (constraints: object) =>
      constraintProblems(constraints, AS_OF).map(({ message }) => message);
    expect(cityProblem({ city: 'hauula' })).toEqual([
      'City “hauula” is not a city we know in the 50 states (did you mean Hau‘ula?).',
    ]);
    expect(cityProblem({ city: 'new  york', state: 'New York' })).toEqual([
      'City “new  york” is not a city we know in the 50 states (did you mean New York?).',
    ]);
    // Georgia spells it LaFayette, five other states Lafayette: the state given decides.
    expect(cityProblem({ city: 'lafayette', state: 'Georgia' })).toEqual([
      'City “lafayette” is not a city we know in the 50 states (did you mean LaFayette?).',
    ]);
    expect(cityProblem({ city: 'lafayette' })).toEqual([
      'City “lafayette” is not a city we know in the 50 states (did you mean Lafayette?).',
    ]);
    // Hau‘ula is in Hawaii, not the state given: the hint says where it is.
    expect(cityProblem({ city: 'hauula', state: 'Texas' })).toEqual([
      'City “hauula” is not a city we know in the 50 states (did you mean Hau‘ula, in Hawaii?).',
    ]);
    expect(cityProblem({ city: 'Atlantis' })).toEqual([
      'City “Atlantis” is not a city we know in the 50 states.',
    ]);
  });

  it('name the spelling of the city in the state given when another state has the one given', () => {
    const cityProblem = (constraints: object) =>
      constraintProblems(constraints, AS_OF).map(({ message }) => message);
    expect(cityProblem({ city: 'Saint Louis', state: 'Missouri' })).toEqual([
      'City “Saint Louis” is not in Missouri (we know it in Michigan and Oklahoma; did you mean St. Louis?).',
    ]);
    expect(cityProblem({ city: 'Chicago', state: 'Texas' })).toEqual([
      'City “Chicago” is not in Texas (we know it in Illinois).',
    ]);
  });

  it('say what to write for a birthdate written another way, and which is no day at all', () => {
    const said = (birthdate: string) =>
      constraintProblems({ birthdate }, AS_OF).map(({ message }) => message);
    expect(said('1990-01-02')).toEqual([
      'Birthdate “1990-01-02” is not written M/D/YYYY (write 1/2/1990).',
    ]);
    expect(said('14/06/1958')).toEqual([
      'Birthdate “14/06/1958” is not written M/D/YYYY: the month comes first (write 6/14/1958).',
    ]);
    expect(said('2/30/1990')).toEqual(['Birthdate “2/30/1990” is not a day of the calendar.']);
    expect(said('0999-06-14')).toEqual(['Birthdate “0999-06-14” is not a date written M/D/YYYY.']);
    expect(said('6/14/58')).toEqual([
      'Birthdate “6/14/58” is not a date written M/D/YYYY (write the year in full).',
    ]);
  });

  it('bring a first name’s gender and birth years in any capitals, keeping the name as given', () => {
    const rows = [
      ...people({ seed: 5, count: 200, asOf: AS_OF, constraints: { firstName: 'michael' } }),
    ];
    expect(new Set(rows.map((row) => row.firstName))).toEqual(new Set(['michael']));
    expect(new Set(rows.map((row) => row.gender))).toEqual(new Set(['male']));
    expect(constraintProblems({ firstName: 'MARY', gender: 'male' }, AS_OF)).toHaveLength(1);
  });

  it('refuse a first name the data gives to one sex only, with the other gender', () => {
    const problems = (constraints: object) =>
      constraintProblems(constraints, AS_OF).map(({ field, message }) => [field, message]);
    expect(problems({ firstName: 'Mary', gender: 'male' })).toEqual([
      [
        'gender',
        'Gender male does not go with First Name “Mary”: the Social Security names we ship give it to girls only.',
      ],
    ]);
    expect(problems({ firstName: 'Michael', gender: 'female' })).toEqual([
      [
        'gender',
        'Gender female does not go with First Name “Michael”: the Social Security names we ship give it to boys only.',
      ],
    ]);
    // Given to both, or a name the data does not have: anything goes.
    expect(problems({ firstName: 'Taylor', gender: 'male' })).toEqual([]);
    expect(problems({ firstName: 'Taylor', gender: 'female' })).toEqual([]);
    expect(problems({ firstName: 'Zebulon-Q', gender: 'female' })).toEqual([]);
    expect(() =>
      person({
        seed: 1,
        index: 0,
        asOf: AS_OF,
        constraints: { firstName: 'Mary', gender: 'male' },
      }),
    ).toThrow(ConstraintError);
  });
});

describe('what constraintProblems reads', () => {
  const birthdate = { birthdate: '11/23/2008' };

  it('is the as-of date as text or as an object, the same as person() reads it', () => {
    // 18 on 2026-11-23, 17 the day before: the date it counts from decides.
    expect(constraintProblems(birthdate, '2026-11-23')).toEqual([]);
    expect(constraintProblems(birthdate, { year: 2026, month: 11, day: 23 })).toEqual([]);
    const tooYoung = [
      {
        field: 'birthdate',
        message: 'Birthdate 11/23/2008 makes an age of 17 on 11/22/2026: people are 18 to 80.',
      },
    ];
    expect(constraintProblems(birthdate, '2026-11-22')).toEqual(tooYoung);
    expect(constraintProblems(birthdate, { year: 2026, month: 11, day: 22 })).toEqual(tooYoung);
  });

  it('refuses an as-of date that is not a day, as person() does, rather than pass everything', () => {
    for (const asOf of [new Date(2026, 10, 22), '11/22/2026', undefined, null]) {
      expect(() => constraintProblems(birthdate, asOf as string), String(asOf)).toThrow(
        /^asOf is a real day from 1081-01-01 to 9999-12-31/,
      );
    }
  });

  it('refuses constraints that are not an object, naming what they were', () => {
    expect(() => constraintProblems(null as unknown as object, AS_OF)).toThrow(OptionError);
    expect(() => constraintProblems(null as unknown as object, AS_OF)).toThrow(
      "constraints are an object of field values, such as { state: 'Texas' }, not null",
    );
    expect(() => constraintProblems(['Texas'], AS_OF)).toThrow(/, not an array$/);
    expect(() =>
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: 'Texas' as unknown as object }),
    ).toThrow(/, not “Texas”$/);
  });
});

describe('a library call made wrongly', () => {
  it('says how to call it, not which property it failed to read', () => {
    const call = person as (options?: unknown) => unknown;
    expect(() => call()).toThrow(
      new TypeError(
        'call person({ seed, index, asOf, constraints }) with an object, not undefined',
      ),
    );
    expect(() => (people as (options?: unknown) => unknown)(42)).toThrow(
      /^call people\(\{ seed, start, count, asOf, constraints \}\) with an object, not 42$/,
    );
    expect(() => (peopleText as (options?: unknown) => unknown)(null)).toThrow(
      new TypeError(
        'call peopleText({ seed, households, start, count, asOf, constraints, format, header, bom, table, shard, columns, dateFormat, columnCase, noise, duplicates }) with an object, not null',
      ),
    );
    expect(() => (person as (options?: unknown) => unknown)([])).toThrow(
      /^call person\(.*\) with an object, not an array$/,
    );
    expect(() => (outputFileName as (options?: unknown) => unknown)(undefined)).toThrow(
      /^call outputFileName\(.*\) with an object, not undefined$/,
    );
    expect(() => (outputNote as (options?: unknown) => unknown)(undefined)).toThrow(
      /^call outputNote\(.*\) with an object, not undefined$/,
    );
  });

  it('refuses constraints of null or text in every call, not only in person()', () => {
    for (const [given, shown] of [
      [null, 'null'],
      ['Texas', '“Texas”'],
    ] as const) {
      const constraints = given as unknown as object;
      const settings = { seed: 1, count: 1, asOf: AS_OF, format: 'csv', constraints } as const;
      const refusal = `constraints are an object of field values, such as { state: 'Texas' }, not ${shown}`;
      const calls = {
        person: () => person({ seed: 1, index: 0, asOf: AS_OF, constraints }),
        people: () => people({ seed: 1, count: 1, asOf: AS_OF, constraints }),
        peopleText: () => [...peopleText(settings)],
        outputFileName: () => outputFileName(settings),
        outputNote: () => outputNote(settings),
      };
      for (const [name, call] of Object.entries(calls)) {
        expect(call, `${name} ${shown}`).toThrow(OptionError);
        expect(call, `${name} ${shown}`).toThrow(refusal);
      }
    }
  });

  it('refuses a bad seed or count in outputNote, as outputFileName does', () => {
    const settings = { seed: 1, count: 1, asOf: AS_OF, format: 'csv' } as const;
    expect(() => outputNote({ ...settings, seed: 'x' as unknown as number })).toThrow(
      'seed is a whole number from 0 to 4,294,967,295, not “x”',
    );
    expect(() => outputNote({ ...settings, start: 5, count: -3 })).toThrow(
      /^count is a whole number from 0 to .*, not -3$/,
    );
  });

  it('shows long text cut short, whole characters only, and a Map as a Map', () => {
    const long = '😀'.repeat(100);
    const message = (() => {
      try {
        person({ seed: 1, index: 0, asOf: long });
      } catch (error) {
        return (error as Error).message;
      }
      return '';
    })();
    expect(message).toMatch(/, not “(😀){79}…”$/u);
    expect(() => person({ seed: new Map() as unknown as number, index: 0, asOf: AS_OF })).toThrow(
      /, not a Map$/,
    );
  });

  it('names a Date as a Date, a BigInt as a BigInt and an object by its JSON', () => {
    expect(() =>
      person({ seed: 1, index: 0, asOf: new Date(Date.UTC(2026, 10, 22)) as unknown as string }),
    ).toThrow(
      /, not the Date 2026-11-22T00:00:00\.000Z \(a Date is a moment; pass the day you mean\)$/,
    );
    expect(() => person({ seed: 1, index: 0, asOf: { year: 2026, month: 13, day: 1 } })).toThrow(
      /, not the object \{"year":2026,"month":13,"day":1\}$/,
    );
    expect(() => person({ seed: 42n as unknown as number, index: 0, asOf: AS_OF })).toThrow(
      /, not the BigInt 42n$/,
    );
  });

  it('shows a seed, index or count given as text as text', () => {
    expect(() => person({ seed: '42' as unknown as number, index: 0, asOf: AS_OF })).toThrow(
      'seed is a whole number from 0 to 4,294,967,295, not “42”',
    );
    expect(() => person({ seed: 42, index: '0' as unknown as number, asOf: AS_OF })).toThrow(
      /, not “0”$/,
    );
    expect(() => people({ seed: 42, count: '5' as unknown as number, asOf: AS_OF })).toThrow(
      /, not “5”$/,
    );
  });

  it('refuses a header that is not true or false, and a format that is only inherited', () => {
    const settings = { seed: 1, count: 1, asOf: AS_OF, format: 'csv' } as const;
    expect(() => [...peopleText({ ...settings, header: 'no' as unknown as boolean })]).toThrow(
      new OptionError('header', () => 'header is true or false, not “no”'),
    );
    expect(() => [...peopleText({ ...settings, format: 'toString' as 'csv' })]).toThrow(
      'format is one of csv, json, ndjson, sql, not “toString”',
    );
    expect(peopleText({ ...settings, header: false }).next().value?.text).not.toContain(
      'firstName',
    );
  });
});

describe('a shard', () => {
  it('starts at floor((k − 1) · count / n) exactly, past 2^53 too', () => {
    // 13,979 · 10^14 / 999,983 = 1,397,923,764,703.9994…: a float division rounds it up.
    expect(shardRange(0, 1e14, { index: 13_980, of: 999_983 })).toEqual([
      1_397_923_764_703, 1_398_023_766_404,
    ]);
    const parts = 999_983;
    const exact = (k: number) => Number((BigInt(k) * BigInt(1e14 - 7)) / BigInt(parts)) + 7;
    for (const index of [1, 2, 500_000, 999_982, 999_983]) {
      expect(shardRange(7, 1e14 - 7, { index, of: parts })).toEqual([
        exact(index - 1),
        exact(index),
      ]);
    }
    // Part 1 starts the run and part n ends it.
    expect(exact(0)).toBe(7);
    expect(exact(parts)).toBe(1e14);
  });

  it('of a count that is not a whole number is refused with the count’s message', () => {
    const settings = { seed: 1, asOf: AS_OF, format: 'csv' } as const;
    expect(() => peopleText({ ...settings, count: 2.5, shard: { index: 1, of: 2 } })).toThrow(
      new OptionError(
        'count',
        () => 'count is a whole number from 0 to 100,000,000,000,000, not 2.5',
      ),
    );
  });
});

describe('a file name', () => {
  const settings = { seed: 42, count: 1000, asOf: AS_OF, format: 'csv' } as const;

  it('names a first index other than 0 and a shard, so different parts differ', () => {
    expect(outputFileName({ ...settings, start: 500, shard: { index: 3, of: 8 } })).toBe(
      'people-1000-from-500-seed-42-part-3-of-8-v5.1.0-as-of-2026-11-22.csv',
    );
    expect(outputFileName({ ...settings, start: 0 })).toBe(
      'people-1000-seed-42-v5.1.0-as-of-2026-11-22.csv',
    );
  });

  it('is refused for settings that make no file', () => {
    expect(() => outputFileName({ ...settings, seed: -1 })).toThrow(RangeError);
    expect(() => outputFileName({ ...settings, format: 'xml' as 'csv' })).toThrow(RangeError);
    expect(() => outputFileName({ ...settings, shard: { index: 9, of: 8 } })).toThrow(RangeError);
  });
});

describe('options the calls do not have', () => {
  it('are refused, naming the call’s options and the one meant', () => {
    const asOf = AS_OF;
    expect(() =>
      person({
        seed: 1,
        index: 0,
        asOf,
        constraint: { state: 'Texas' },
      } as unknown as PersonOptions),
    ).toThrow(
      new TypeError(
        'person() has no option “constraint” (did you mean constraints?): its options are seed, index, asOf, constraints',
      ),
    );
    expect(() => people({ seed: 1, count: 1, asOf, as_of: asOf } as PeopleOptions)).toThrow(
      'people() has no option “as_of” (did you mean asOf?): its options are seed, start, count, asOf, constraints',
    );
    expect(() => [
      ...peopleText({ seed: 1, count: 1, asOf, format: 'csv', rows: 5 } as OutputOptions),
    ]).toThrow('peopleText() has no option “rows”');
  });

  it('another call’s option is let be: one object of settings may go to several calls', () => {
    const settings: OutputOptions = { seed: 1, count: 2, asOf: AS_OF, format: 'csv' };
    expect([...people(settings)].map((row) => row.email)).toEqual(
      [...people({ seed: 1, count: 2, asOf: AS_OF })].map((row) => row.email),
    );
  });

  it('a table outside SQL is refused, as the CLI refuses it', () => {
    const settings = { seed: 1, count: 1, asOf: AS_OF } as const;
    expect(() => [...peopleText({ ...settings, format: 'csv', table: 'foo' })]).toThrow(
      'table names the table of format sql; csv has none',
    );
    expect([...peopleText({ ...settings, format: 'sql', table: 'foo' })][0]?.text).toContain(
      'CREATE TABLE foo',
    );
  });

  it('a shard not written { index, of } says how to write it', () => {
    const settings = { seed: 1, count: 10, asOf: AS_OF, format: 'csv' } as const;
    expect(() => [...peopleText({ ...settings, shard: '1/2' as unknown as Shard })]).toThrow(
      'shard is { index, of }, such as { index: 3, of: 8 }: index from 1 to of (whole numbers up to 9,007,199,254,740,991), not “1/2”',
    );
    expect(() => [
      ...peopleText({ ...settings, shard: { k: 1, n: 2 } as unknown as Shard }),
    ]).toThrow(
      'shard has no “k”: a shard is { index, of }, such as { index: 3, of: 8 }: index from 1 to of',
    );
  });

  it('several place problems are all said: a ZIP of another state does not hide the city', () => {
    expect(
      constraintProblems({ city: 'Chicago', state: 'Texas', zipCode: '90210' }, AS_OF).map(
        ({ message }) => message,
      ),
    ).toEqual([
      'City “Chicago” is not in Texas (we know it in Illinois).',
      'Zip Code 90210 is in California, not Texas.',
    ]);
  });

  it('cityNamed refuses what is not text', () => {
    expect(() => cityNamed(null as unknown as string)).toThrow(
      new TypeError('cityNamed(text, state?) reads text, not null'),
    );
  });
});

describe('options are read from the object itself, never through its prototype', () => {
  /** Runs `call` with `key` set on Object.prototype, as a polluting script would, then removes it. */
  function polluted<T>(key: string, value: unknown, call: () => T): T {
    Object.defineProperty(Object.prototype, key, { value, configurable: true, writable: true });
    try {
      return call();
    } finally {
      Reflect.deleteProperty(Object.prototype, key);
    }
  }

  it('refuses an option only inherited from Object.prototype, naming it', () => {
    const settings = { seed: 1, count: 2, asOf: AS_OF, format: 'csv' } as const;
    expect(() =>
      polluted('constraints', { lastName: 'Polluted' }, () =>
        person({ seed: 1, index: 0, asOf: AS_OF }),
      ),
    ).toThrow(
      new TypeError(
        "person()'s option constraints is inherited from a prototype: give it as the object's own property",
      ),
    );
    for (const [key, value] of [
      ['households', true],
      ['columns', ['id']],
      ['shard', { index: 1, of: 2 }],
      ['header', false],
    ] as const) {
      expect(() => polluted(key, value, () => [...peopleText(settings)]), key).toThrow(
        `peopleText()'s option ${key} is inherited from a prototype`,
      );
    }
  });

  it('reads a shard and an as-of day by their own fields alone', () => {
    expect(() =>
      polluted('of', 2, () => [
        ...peopleText({
          seed: 1,
          count: 2,
          asOf: AS_OF,
          format: 'csv',
          shard: { index: 1 } as Shard,
        }),
      ]),
    ).toThrow(/^shard is \{ index, of \}/);
    expect(() =>
      polluted('day', 22, () =>
        person({ seed: 1, index: 0, asOf: { year: 2026, month: 11 } as unknown as string }),
      ),
    ).toThrow(/^asOf is a real day/);
  });

  it('is unchanged when the options are given as own properties', () => {
    expect(
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: { lastName: 'Lee' } }).lastName,
    ).toBe('Lee');
  });
});

describe('bom: a UTF-8 byte-order mark for Excel', () => {
  const settings = { seed: 3, count: 4, asOf: AS_OF, format: 'csv' } as const;
  const text = (options: OutputOptions) =>
    [...peopleText(options)].map((chunk) => chunk.text).join('');

  it('starts the CSV with U+FEFF, the rest byte for byte the file without it', () => {
    const plain = text(settings);
    expect(plain.startsWith('firstName,')).toBe(true);
    expect(text({ ...settings, bom: true })).toBe(`\uFEFF${plain}`);
    expect(text({ ...settings, bom: false })).toBe(plain);
    expect(text({ ...settings, bom: true, header: false })).toBe(
      `\uFEFF${text({ ...settings, header: false })}`,
    );
  });

  it('is the first part’s alone, so parts concatenate to the whole file', () => {
    const whole = text({ ...settings, bom: true });
    const parts = [1, 2, 3].map((index) =>
      text({ ...settings, bom: true, shard: { index, of: 3 } }),
    );
    expect(parts.join('')).toBe(whole);
    expect(parts[1]?.startsWith('\uFEFF')).toBe(false);
  });

  it('is refused outside CSV and when not true or false', () => {
    expect(() => text({ ...settings, format: 'json', bom: true })).toThrow(
      new OptionError(
        'bom',
        () => 'bom is for format csv, which Excel opens; json is read without one',
      ),
    );
    expect(() => text({ ...settings, bom: 'yes' as unknown as boolean })).toThrow(
      'bom is true or false, not “yes”',
    );
  });
});
