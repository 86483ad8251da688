import { describe, expect, it } from 'vitest';
import { COPY_ALL_ORDER, FIELDS, NO_LOCKS, copyAllText } from './fields.ts';
import type { Person } from './fields.ts';

const person: Person = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  gender: 'female',
  streetAddress: '12 Main Street',
  city: 'Springfield',
  state: 'Illinois',
  zipCode: '62701',
  birthdate: '12/10/1985',
  email: 'ada.lovelace37@example.org',
  phone: '217-555-0142',
};

describe('copyAllText', () => {
  it('writes one "field: value" line per field in the specification order, then email and phone', () => {
    expect(copyAllText(person)).toBe(
      [
        'firstName: Ada',
        'lastName: Lovelace',
        'gender: female',
        'state: Illinois',
        'city: Springfield',
        'streetAddress: 12 Main Street',
        'zipCode: 62701',
        'birthdate: 12/10/1985',
        'email: ada.lovelace37@example.org',
        'phone: 217-555-0142',
      ].join('\n'),
    );
  });
});

describe('the field list', () => {
  it('names every field once, in the locks and in Copy All', () => {
    const keys = FIELDS.map((field) => field.key);
    expect(new Set(keys).size).toBe(10);
    expect(Object.keys(NO_LOCKS).sort()).toEqual([...keys].sort());
    expect([...COPY_ALL_ORDER].sort()).toEqual([...keys].sort());
    expect(Object.values(NO_LOCKS).every((locked) => !locked)).toBe(true);
  });
});
