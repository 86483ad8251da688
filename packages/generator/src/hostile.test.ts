import { describe, expect, it } from 'vitest';
import * as api from './index.ts';
import {
  COLUMNS,
  FIELDS,
  FILE_COLUMNS,
  FORMATS,
  OUTPUT_COLUMNS,
  RELATIONSHIPS,
  birthdateWritten,
  cityNamed,
  csvField,
  firstNameNamed,
  isKnownFirstName,
  peopleText,
  person,
  sqlString,
  stateOfCode,
} from './index.ts';

/**
 * The public entry as a careless or hostile caller meets it: wrong types, values that pass for
 * others, and the exported constants changed under the next call.
 */
const AS_OF = '2026-11-22';
const SETTINGS = { seed: 7, count: 3, asOf: AS_OF, format: 'csv' } as const;
const text = (options: Parameters<typeof peopleText>[0]) =>
  [...peopleText(options)].map((chunk) => chunk.text).join('');

describe('a column that is not one', () => {
  it('undefined among the columns is refused, not written as an empty header and "undefined"', () => {
    for (const format of ['csv', 'sql', 'json'] as const) {
      const call = () =>
        text({ ...SETTINGS, format, columns: [undefined, 'id'] as unknown as ['id'] });
      expect(call, format).toThrow(api.OptionError);
      expect(call, format).toThrow(/^columns has no column undefined: the columns are id, /);
    }
  });
});

describe('constraints that are not a plain object', () => {
  it('a Map, a Set or a Date is refused rather than read as no constraints', () => {
    for (const constraints of [new Map([['lastName', 'Lee']]), new Set(['Lee']), new Date(0)]) {
      const call = () =>
        person({ seed: 1, index: 0, asOf: AS_OF, constraints: constraints as api.Constraints });
      expect(call, String(constraints)).toThrow(api.OptionError);
      expect(call, String(constraints)).toThrow(/^constraints are an object of field values/);
    }
    expect(
      person({ seed: 1, index: 0, asOf: AS_OF, constraints: { lastName: 'Lee' } }).lastName,
    ).toBe('Lee');
  });
});

describe('the exported constants', () => {
  it('are frozen: changing them throws and the next file keeps its columns', () => {
    const before = text(SETTINGS);
    expect(() => (COLUMNS as unknown as string[]).reverse()).toThrow(TypeError);
    expect(() => (OUTPUT_COLUMNS as unknown as string[]).push('x')).toThrow(TypeError);
    expect(() => (FILE_COLUMNS as unknown as string[]).pop()).toThrow(TypeError);
    expect(() => (RELATIONSHIPS as unknown as string[]).pop()).toThrow(TypeError);
    expect(() => Object.assign(FORMATS, { xml: { label: 'XML' } })).toThrow(TypeError);
    expect(() => Object.assign(FORMATS.csv, { extension: 'txt' })).toThrow(TypeError);
    expect(() => Object.assign(FIELDS[0], { key: 'lastName' })).toThrow(TypeError);
    expect(() => (FIELDS as unknown as unknown[]).splice(0, 1)).toThrow(TypeError);
    expect(text(SETTINGS)).toBe(before);
    expect(before.split('\r\n')[0]).toBe(
      'firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email',
    );
  });
});

describe('every public function refuses a wrong type with a TypeError naming its argument', () => {
  const calls: [string, (value: never) => unknown, RegExp][] = [
    ['sqlString', sqlString, /^sqlString\(value\) takes a string, not /],
    ['csvField', csvField, /^csvField\(value\) takes a string or a number, not /],
    ['isKnownFirstName', isKnownFirstName, /^isKnownFirstName\(name\) reads text, not /],
    ['firstNameNamed', firstNameNamed, /^firstNameNamed\(text\) reads text, not /],
    ['stateOfCode', stateOfCode, /^stateOfCode\(text\) reads text, not /],
    ['birthdateWritten', birthdateWritten, /^birthdateWritten\(text\) reads text, not /],
    ['cityNamed', cityNamed, /^cityNamed\(text, state\?\) reads text, not /],
  ];
  it.each(calls)('%s', (_, call, message) => {
    for (const wrong of [null, undefined, {}, ['x'], true]) {
      expect(() => call(wrong as never), String(wrong)).toThrow(TypeError);
      expect(() => call(wrong as never), String(wrong)).toThrow(message);
    }
  });

  it('and still takes its own', () => {
    expect(sqlString("O'Brien")).toBe("'O''Brien'");
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField(5)).toBe('5');
    expect(isKnownFirstName('mary')).toBe(true);
    expect(firstNameNamed('mary')).toBe('Mary');
    expect(stateOfCode('tx')).toBe('Texas');
    expect(birthdateWritten('1990-01-02')).toBe('1/2/1990');
  });
});
