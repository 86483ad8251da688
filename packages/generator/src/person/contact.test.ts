import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { describe, expect, it } from 'vitest';
import { emailProblem, phoneProblem, phoneWritten } from './contact.ts';
import { people } from '../options/calls.ts';
import { constraintProblems } from '../options/reading.ts';
import { US_AREA_CODES } from './usAreaCodes.data.ts';

const AS_OF = '2026-11-22';

describe('an email set by hand', () => {
  it('is kept when a form would accept it', () => {
    for (const email of [
      'ada@example.com',
      'ada.lovelace+tests@mail.example.co.uk',
      "o'brien@x.io",
    ]) {
      expect(emailProblem(email), email).toBeUndefined();
    }
  });

  it('is refused without an @, without a dotted domain, or longer than an address may be', () => {
    expect(emailProblem('ada.example.com')).toBe('is not an email address: it has no @.');
    expect(emailProblem('ada@localhost')).toMatch(/^is not an email address a form would accept/);
    expect(emailProblem('ada lovelace@example.com')).toMatch(/^is not an email address/);
    expect(emailProblem(`${'a'.repeat(65)}@example.com`)).toMatch(/^is longer than/);
  });

  it('is refused as a constraint with the field named', () => {
    expect(constraintProblems({ email: 'nobody' }, AS_OF)).toEqual([
      { field: 'email', message: 'Email “nobody” is not an email address: it has no @.' },
    ]);
  });
});

describe('a phone number set by hand', () => {
  it('is kept when written NNN-NNN-NNNN with a US area code and a real exchange', () => {
    expect(phoneProblem('512-555-0123')).toBeUndefined();
    expect(phoneProblem('202-456-1111')).toBeUndefined();
  });

  it('is refused with another area code, an exchange that cannot be, or another form, saying how to write it', () => {
    expect(phoneProblem('204-555-0123')).toBe(
      'has the area code 204, which no place in the 50 states or DC has.',
    );
    expect(phoneProblem('512-155-0123')).toMatch(/^has the exchange 155/);
    expect(phoneProblem('512-911-0123')).toMatch(/^has the exchange 911/);
    expect(phoneProblem('(512) 555-0123')).toBe(
      'is not written NNN-NNN-NNNN (write 512-555-0123).',
    );
    expect(phoneProblem('call me')).toBe('is not a US phone number written NNN-NNN-NNNN.');
  });

  it('is read from the ways people write it', () => {
    for (const typed of [
      '(512) 555-0123',
      '512.555.0123',
      '512 555 0123',
      '5125550123',
      '+1 512 555 0123',
      '1-512-555-0123',
    ]) {
      expect(phoneWritten(typed), typed).toBe('512-555-0123');
    }
    expect(phoneWritten('555-0123')).toBeUndefined();
  });

  // A second source: libphonenumber-js's own metadata says each area code is a US one.
  it('has area codes each of which libphonenumber-js reads as a valid US number', () => {
    const codes = US_AREA_CODES.split(' ');
    expect(codes.length).toBeGreaterThan(330);
    const invalid = codes.filter(
      (code) => parsePhoneNumberFromString(`${code}-555-0123`, 'US')?.isValid() !== true,
    );
    expect(invalid).toEqual([]);
    expect(codes).toEqual(expect.arrayContaining(['202', '212', '324', '945']));
    expect(codes).not.toContain('204');
  });
});

describe('an email or phone locked for a run', () => {
  it('is every row’s, while the rest of each row is as unlocked', () => {
    const free = [...people({ seed: 3, count: 20, asOf: AS_OF })];
    const locked = [
      ...people({
        seed: 3,
        count: 20,
        asOf: AS_OF,
        constraints: { email: 'tester@example.com', phone: '512-555-0123' },
      }),
    ];
    for (const [index, row] of locked.entries()) {
      expect(row.email).toBe('tester@example.com');
      expect(row.phone).toBe('512-555-0123');
      expect({ ...row, email: '', phone: '' }).toEqual({ ...free[index], email: '', phone: '' });
    }
  });
});

describe('an email or phone set by hand, and the place', () => {
  // The product's rule: people keep their numbers and addresses when they move, so a set phone
  // or email is kept wherever the person lives, and no place is refused for it. 907 is
  // Alaska's one area code, 212 one of New York City's.
  it.each([
    [
      { phone: '907-555-0100', city: 'Chicago' },
      { city: 'Chicago', state: 'Illinois' },
    ],
    [{ phone: '212-555-0123', state: 'Texas' }, { state: 'Texas' }],
    [
      { phone: '907-555-0100', email: 'tester@example.com', zipCode: '78701' },
      { city: 'Austin', state: 'Texas', zipCode: '78701' },
    ],
  ])('is kept with a place its area code does not serve: %j', (constraints, place) => {
    expect(constraintProblems(constraints, AS_OF)).toEqual([]);
    const rows = [...people({ seed: 5, count: 50, asOf: AS_OF, constraints })];
    for (const row of rows) {
      expect(row).toMatchObject({ ...constraints, ...place });
    }
    // The place's own numbers: a drawn phone there has another area code.
    const drawn = [...people({ seed: 5, count: 50, asOf: AS_OF, constraints: place })];
    const area = constraints.phone.slice(0, 3);
    expect(drawn.filter((row) => row.phone.startsWith(`${area}-`))).toEqual([]);
  });
});
