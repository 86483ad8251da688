import { describe, expect, it } from 'vitest';
import { NO_LOCKS, type Person } from 'random-american-generator';
import { MAX_FRAGMENT_LENGTH, encodeFragment, personLink, readFragment } from './link.ts';

const ANN: Person = {
  firstName: 'Ann',
  lastName: "O'Neil-Smith",
  gender: 'female',
  streetAddress: '12 Elm Street & Co, #4',
  city: 'San José',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '2/29/1996',
};

const VALID =
  'firstName=Ann&lastName=Lee&gender=male&streetAddress=1+Main+Street&city=Austin' +
  '&state=Texas&zipCode=78701&birthdate=12%2F31%2F1980&locked=state';

function messageOf(fragment: string): string {
  const reading = readFragment(fragment);
  if (reading.kind !== 'invalid') throw new Error(`expected a message, got ${reading.kind}`);
  return reading.message;
}

describe('a person link', () => {
  it('writes the values form-encoded in row order, then the locked fields', () => {
    expect(encodeFragment(ANN, { ...NO_LOCKS, state: true, gender: true })).toBe(
      'firstName=Ann&lastName=O%27Neil-Smith&gender=female' +
        '&streetAddress=12+Elm+Street+%26+Co%2C+%234&city=San+Jos%C3%A9&state=Texas' +
        '&zipCode=78701&birthdate=2%2F29%2F1996&locked=gender%2Cstate',
    );
  });

  it('reads back exactly the person and locks it was made from', () => {
    const locks = { ...NO_LOCKS, firstName: true, birthdate: true };
    expect(readFragment(`#${encodeFragment(ANN, locks)}`)).toEqual({
      kind: 'person',
      person: ANN,
      locks,
    });
  });

  it('reads a link with no locks', () => {
    expect(readFragment(encodeFragment(ANN, NO_LOCKS))).toEqual({
      kind: 'person',
      person: ANN,
      locks: NO_LOCKS,
    });
  });

  it('replaces the page URL fragment and keeps its path and query', () => {
    expect(personLink('http://localhost:4173/app/?x=1#old', ANN, NO_LOCKS)).toBe(
      `http://localhost:4173/app/?x=1#${encodeFragment(ANN, NO_LOCKS)}`,
    );
  });

  it('keeps markup as plain text', () => {
    const person = { ...ANN, firstName: '<script>alert(1)</script>', city: '<b>x</b>' };
    const reading = readFragment(encodeFragment(person, NO_LOCKS));
    expect(reading.kind === 'person' && reading.person.firstName).toBe('<script>alert(1)</script>');
  });

  it('is nothing when the fragment is empty', () => {
    expect(readFragment('')).toEqual({ kind: 'none' });
    expect(readFragment('#')).toEqual({ kind: 'none' });
  });
});

describe('a bad link gets a message', () => {
  it('when longer than 2,000 characters', () => {
    expect(MAX_FRAGMENT_LENGTH).toBe(2000);
    const withCityOf = (length: number) =>
      VALID.replace('city=Austin', `city=${'A'.repeat(length - VALID.length + 'Austin'.length)}`);
    expect(withCityOf(2001)).toHaveLength(2001);
    expect(messageOf(withCityOf(2001))).toBe(
      'This link is too long (over 2,000 characters). A new person is shown instead.',
    );
    expect(readFragment(withCityOf(2000)).kind).toBe('person');
  });

  it('when it holds an unknown field', () => {
    expect(messageOf(`${VALID}&age=40`)).toBe(
      'This link has an unknown field, “age”. A new person is shown instead.',
    );
  });

  it('when it locks an unknown field', () => {
    expect(messageOf(VALID.replace('locked=state', 'locked=state,age'))).toBe(
      'This link locks an unknown field, “age”. A new person is shown instead.',
    );
  });

  it('when the gender is neither female nor male', () => {
    expect(messageOf(VALID.replace('gender=male', 'gender=other'))).toBe(
      'This link’s gender is neither female nor male. A new person is shown instead.',
    );
  });

  it.each(['2/30/1990', '2/29/1900', '13/1/1990', '0/1/1990', '1/0/1990', '1990-01-01', 'x'])(
    'when the birthdate %s is not a real M/D/YYYY date',
    (birthdate) => {
      const fragment = VALID.replace('12%2F31%2F1980', encodeURIComponent(birthdate));
      expect(messageOf(fragment)).toBe(
        'This link’s birthdate is not a real date in the form M/D/YYYY. A new person is shown instead.',
      );
    },
  );

  it('accepts February 29 of a leap year', () => {
    expect(readFragment(VALID.replace('12%2F31%2F1980', '2%2F29%2F2000')).kind).toBe('person');
  });

  it('when a field is missing, empty or repeated', () => {
    expect(messageOf('locked=')).toBe(
      'This link is malformed: it lacks firstName, lastName, gender, streetAddress, city, state, zipCode, birthdate. A new person is shown instead.',
    );
    expect(messageOf(VALID.replace('city=Austin', 'city='))).toBe(
      'This link is malformed: it lacks city. A new person is shown instead.',
    );
    expect(messageOf(VALID.replace('&locked=state', ''))).toBe(
      'This link is malformed: it lacks locked. A new person is shown instead.',
    );
    expect(messageOf(`${VALID}&city=Dallas`)).toBe(
      'This link is malformed: “city” appears twice. A new person is shown instead.',
    );
  });
});
