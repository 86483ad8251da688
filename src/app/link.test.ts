import { describe, expect, it } from 'vitest';
import { type Person } from 'random-american-generator';
import { NO_LOCKS, createRandom, placeOfZip, type Locks } from 'random-american-generator/page';
import { MAX_FRAGMENT_LENGTH, encodeFragment, personLink, readFragment } from './link.ts';

const ANN: Person = {
  firstName: 'Ann',
  lastName: "O'Neil-Sánchez",
  gender: 'female',
  streetAddress: '12 Elm Street & Co, #4',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '2/29/1996',
  email: "ann.o'neil+work@example.com",
  phone: '512-555-0142',
};

const VALID =
  'firstName=Ann&lastName=Lee&gender=female&streetAddress=1+Main+Street&city=Austin' +
  '&state=Texas&zipCode=78701&birthdate=12%2F31%2F1980&email=ann.lee%40example.com' +
  '&phone=512-555-0142&locked=state';
/** The person VALID holds. */
const VALID_PERSON: Person = {
  firstName: 'Ann',
  lastName: 'Lee',
  gender: 'female',
  streetAddress: '1 Main Street',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '12/31/1980',
  email: 'ann.lee@example.com',
  phone: '512-555-0142',
};

/** The day the checks count ages on. */
const TODAY = { year: 2026, month: 1, day: 15 };

describe('a person link', () => {
  it('writes the values form-encoded in row order, then the locked fields', () => {
    expect(encodeFragment(ANN, { ...NO_LOCKS, state: true, gender: true })).toBe(
      'firstName=Ann&lastName=O%27Neil-S%C3%A1nchez&gender=female' +
        '&streetAddress=12+Elm+Street+%26+Co%2C+%234&city=Austin&state=Texas' +
        '&zipCode=78701&birthdate=2%2F29%2F1996&email=ann.o%27neil%2Bwork%40example.com' +
        '&phone=512-555-0142&locked=gender%2Cstate',
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

  it('reads a link without the list of locked fields as one with no locks', () => {
    const fragment = encodeFragment(ANN, NO_LOCKS).replace(/&locked=$/, '');
    expect(fragment).not.toContain('locked');
    expect(readFragment(fragment)).toEqual({ kind: 'person', person: ANN, locks: NO_LOCKS });
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
    // “<b>x</b>” is no city, so a city is drawn: from a seeded source, as every draw here is.
    const reading = readFragment(encodeFragment(person, NO_LOCKS), TODAY, createRandom(1));
    expect(reading.kind === 'person' && reading.person.firstName).toBe('<script>alert(1)</script>');
  });

  it('is nothing when the fragment is empty', () => {
    expect(readFragment('')).toEqual({ kind: 'none' });
    expect(readFragment('#')).toEqual({ kind: 'none' });
  });
});

const KEPT = 'The rest is as the link has it.';

function messageOf(fragment: string): string {
  const reading = readFragment(fragment, TODAY, createRandom(1));
  if (reading.kind !== 'invalid') throw new Error(`expected a message, got ${reading.kind}`);
  return reading.message;
}

/** A link read with some values made anew: what it shows and says. */
function partOf(fragment: string) {
  const reading = readFragment(fragment, TODAY, createRandom(1));
  if (reading.kind !== 'person' || reading.message === undefined) {
    throw new Error(`expected a person with a message, got ${JSON.stringify(reading)}`);
  }
  return reading;
}

describe('a link the page makes, it opens', () => {
  const ALL_LOCKED = Object.fromEntries(Object.keys(NO_LOCKS).map((key) => [key, true])) as Locks;

  it('with three values of 100 accented letters (over 2,000 characters, once refused)', () => {
    const person = {
      ...VALID_PERSON,
      firstName: 'é'.repeat(100),
      lastName: 'ñ'.repeat(100),
      streetAddress: 'ü'.repeat(100),
    };
    const fragment = encodeFragment(person, ALL_LOCKED);
    // 2,002 characters before the email and phone rows, 2,065 with them.
    expect(fragment).toHaveLength(2065);
    expect(readFragment(fragment, TODAY)).toEqual({ kind: 'person', person, locks: ALL_LOCKED });
  });

  it('with every free-text field at the longest the editors allow, all locked', () => {
    // 100 characters, each a letter with three combining marks: 400 units, each 3 UTF-8 bytes,
    // so each is written %XX%XX%XX, the longest a unit is written.
    const longest = '語\u20d0\u20d1\u20d2'.repeat(100);
    const person = {
      ...VALID_PERSON,
      firstName: longest,
      lastName: longest,
      streetAddress: longest,
    };
    const fragment = encodeFragment(person, ALL_LOCKED);
    expect(fragment.length).toBeGreaterThan(3 * 3600);
    expect(readFragment(`#${fragment}`, TODAY)).toEqual({
      kind: 'person',
      person,
      locks: ALL_LOCKED,
    });
  });
});

describe('a link whose shape is wrong gets a message and a new person', () => {
  it('when longer than the longest link the page can make', () => {
    // Each of the 10 fields: its name, =, 100 characters of 4 UTF-16 units, each unit 3 UTF-8
    // bytes written %XX (400 × 9 = 3,600), & (71 + 10 × 3,602 = 36,091); then locked=, the 10
    // names and the 9 %2C between them (7 + 71 + 27 = 105).
    expect(MAX_FRAGMENT_LENGTH).toBe(36_196);
    const withCityOf = (length: number) =>
      VALID.replace('city=Austin', `city=${'A'.repeat(length - VALID.length + 'Austin'.length)}`);
    expect(withCityOf(36_197)).toHaveLength(36_197);
    expect(messageOf(withCityOf(36_197))).toBe(
      'This link is too long (over 36,196 characters). A new person is shown instead.',
    );
    expect(readFragment(withCityOf(36_196), TODAY, createRandom(1)).kind).toBe('person');
  });

  it('when it holds an unknown field', () => {
    expect(messageOf(`${VALID}&age=40`)).toBe(
      'This link has “age”, which is not a field. A new person is shown instead.',
    );
  });

  it('when it locks an unknown field', () => {
    expect(messageOf(VALID.replace('locked=state', 'locked=state,age'))).toBe(
      'This link locks “age”, which is not a field. A new person is shown instead.',
    );
  });

  it('when a field is missing, or a field or the locks repeated, naming them by their labels', () => {
    expect(messageOf('locked=')).toBe(
      'This link lacks First Name, Last Name, Gender, Street Address, City, State, Zip Code and Birthdate. A new person is shown instead.',
    );
    expect(messageOf(VALID.replace('&city=Austin', ''))).toBe(
      'This link lacks City. A new person is shown instead.',
    );
    expect(messageOf(`${VALID}&city=Dallas`)).toBe(
      'This link gives City twice. A new person is shown instead.',
    );
    expect(messageOf(`${VALID}&locked=city`)).toBe(
      'This link gives the list of locked fields twice. A new person is shown instead.',
    );
  });

  it('when a name in it or its list of locked fields is garbled', () => {
    expect(messageOf(`${VALID}&%E0%A4%A=1`)).toBe(
      'This link is garbled: a name in it is not readable. A new person is shown instead.',
    );
    expect(messageOf(VALID.replace('locked=state', 'locked=%E0%A4%A'))).toBe(
      'This link’s list of locked fields is not readable. A new person is shown instead.',
    );
  });
});

describe('a link whose values cannot hold keeps the rest, and says which are new', () => {
  it('opens a link made before 3.0, without email and phone, making them for the person', () => {
    const before3 = VALID.replace(/&email=[^&]*&phone=[^&]*/, '');
    expect(before3).not.toMatch(/email|phone/);
    const reading = readFragment(before3, TODAY, createRandom(1));
    if (reading.kind !== 'person') throw new Error(`not a person: ${JSON.stringify(reading)}`);
    expect(reading.message).toBe(undefined);
    const { email, phone } = reading.person;
    expect(reading.person).toEqual({ ...VALID_PERSON, email, phone });
    expect(email).toMatch(/^ann\.lee\d*@example\.(com|net|org)$/);
    // Austin's area codes.
    expect(phone).toMatch(/^(512|737)-555-01\d\d$/);
  });

  it('keeps a valid link exactly, with no message', () => {
    expect(readFragment(VALID, TODAY)).toEqual({
      kind: 'person',
      person: VALID_PERSON,
      locks: { ...NO_LOCKS, state: true },
    });
  });

  it('reads values written by hand as the editors read typing, and keeps them locked', () => {
    const written =
      'firstName=ANN&lastName=Lee&gender=Female&streetAddress=1+Main+Street&city=austin' +
      '&state=tx&zipCode=78701-1234&birthdate=1980-12-31&email=ann.lee%40example.com' +
      '&phone=%28512%29+555+0142&locked=city,state,zipCode,birthdate';
    expect(readFragment(written, TODAY)).toEqual({
      kind: 'person',
      person: VALID_PERSON,
      locks: { ...NO_LOCKS, city: true, state: true, zipCode: true, birthdate: true },
    });
  });

  it.each([
    ['01/02/1990', '1/2/1990'],
    ['1-2-1990', '1/2/1990'],
    ['1.2.1990', '1/2/1990'],
  ])('reads a birthdate written %s as %s, with no message', (birthdate, read) => {
    const reading = readFragment(
      VALID.replace('12%2F31%2F1980', encodeURIComponent(birthdate)),
      TODAY,
    );
    expect(reading.kind === 'person' && reading.person.birthdate).toBe(read);
    expect(reading.kind === 'person' && reading.message).toBe(undefined);
  });

  it('drops spaces and tabs around any value, as the editors do', () => {
    const reading = readFragment(
      VALID.replace('lastName=Lee', 'lastName=+Lee+').replace(
        'streetAddress=1+Main+Street',
        'streetAddress=1+Main+Street%09',
      ),
      TODAY,
    );
    expect(reading.kind === 'person' && reading.message).toBe(undefined);
    expect(
      reading.kind === 'person' && [reading.person.lastName, reading.person.streetAddress],
    ).toEqual(['Lee', '1 Main Street']);
  });

  it('reads a city within the link’s state: Saint Louis is Missouri’s St. Louis, Michigan keeps its own', () => {
    const inState = (city: string, state: string, zip: string) =>
      readFragment(
        VALID.replace('city=Austin', `city=${city}`)
          .replace('state=Texas', `state=${state}`)
          .replace('zipCode=78701', `zipCode=${zip}`),
        TODAY,
      );
    const missouri = inState('saint+louis', 'Missouri', '63101');
    expect(missouri.kind === 'person' && missouri.person.city).toBe('St. Louis');
    const michigan = inState('Saint+Louis', 'MI', '48880');
    expect(michigan.kind === 'person' && [michigan.person.city, michigan.person.state]).toEqual([
      'Saint Louis',
      'Michigan',
    ]);
  });

  it('reads a city as most people live in it when the state is not one of the 50', () => {
    const reading = partOf(
      VALID.replace('city=Austin', 'city=austin').replace('state=Texas', 'state=Texass'),
    );
    expect(reading.message).toBe(
      `State “Texass” is not one of the 50 states. A new value, unlocked, for State. ${KEPT}`,
    );
    expect(reading.person).toMatchObject({ city: 'Austin', state: 'Texas', zipCode: '78701' });
  });

  it('refuses a value that starts with a tab or a carriage return, rather than trim it away', () => {
    for (const [start, named] of [
      ['%09', 'a tab'],
      ['%0D', 'a carriage return'],
    ]) {
      const reading = partOf(VALID.replace(/lastName=[^&]*/, `lastName=${start}Tab`));
      expect(reading.message).toBe(
        `Last Name starts with ${named}, which a spreadsheet reads as the start of a formula. A new value, unlocked, for Last Name. ${KEPT}`,
      );
      expect(reading.person.lastName).not.toMatch(/^\s/);
    }
  });

  it('reads a city of another state in its own spelling, so the message says where it is', () => {
    const reading = partOf(
      VALID.replace('city=Austin', 'city=dallas')
        .replace('state=Texas', 'state=NY')
        .replace('zipCode=78701', 'zipCode=10001'),
    );
    expect(reading.message).toContain(
      'City “Dallas” is not in New York (we know it in Georgia, North Carolina, Oregon and 5 more).',
    );
    expect(reading.person.state).toBe('New York');
  });

  it('reads “Springfield, OR” beside State Oregon as Springfield', () => {
    const reading = readFragment(
      VALID.replace('city=Austin', 'city=Springfield%2C+OR')
        .replace('state=Texas', 'state=OR')
        .replace('zipCode=78701', 'zipCode=97477'),
      TODAY,
    );
    expect(reading.kind === 'person' && reading.message).toBe(undefined);
    expect(reading.kind === 'person' && [reading.person.city, reading.person.state]).toEqual([
      'Springfield',
      'Oregon',
    ]);
  });

  it('reads the list of locked fields in any capitals, with spaces and an empty item', () => {
    const reading = readFragment(VALID.replace('locked=state', 'locked=State%2C+city+%2C'), TODAY);
    expect(reading.kind === 'person' && reading.locks).toEqual({
      ...NO_LOCKS,
      state: true,
      city: true,
    });
  });

  it('a city, state and ZIP that are not one place: the ZIP and city are new, in the state', () => {
    const reading = partOf(
      VALID.replace('city=Austin', 'city=Chicago')
        .replace('zipCode=78701', 'zipCode=60601')
        .replace('locked=state', 'locked=city%2Cstate'),
    );
    expect(reading.message).toBe(
      `City “Chicago” is not in Texas (we know it in Illinois). Zip Code 60601 is in Illinois, not Texas. New values, unlocked, for City and Zip Code. ${KEPT}`,
    );
    expect(reading.person.state).toBe('Texas');
    expect(reading.person.city).not.toBe('Chicago');
    expect(placeOfZip(reading.person.zipCode)).toEqual({
      zip: reading.person.zipCode,
      city: reading.person.city,
      state: 'Texas',
    });
    expect(reading.locks).toEqual({ ...NO_LOCKS, state: true });
  });

  it('an unknown state: the state is new, and follows the city', () => {
    const reading = partOf(VALID.replace('state=Texas', 'state=Narnia'));
    expect(reading.message).toBe(
      `State “Narnia” is not one of the 50 states. A new value, unlocked, for State. ${KEPT}`,
    );
    expect(reading.person).toMatchObject({ city: 'Austin', state: 'Texas', zipCode: '78701' });
    expect(reading.locks.state).toBe(false);
  });

  it.each([
    ['12/31/2090', 'Birthdate 12/31/2090 makes an age of -65 on 1/15/2026: people are 18 to 80.'],
    ['1/15/1945', 'Birthdate 1/15/1945 makes an age of 81 on 1/15/2026: people are 18 to 80.'],
    ['1/16/2008', 'Birthdate 1/16/2008 makes an age of 17 on 1/15/2026: people are 18 to 80.'],
    ['2/30/1990', 'Birthdate “2/30/1990” is not a day of the calendar.'],
    ['1990-02-30', 'Birthdate “1990-02-30” is not a day of the calendar.'],
    [
      '14/6/1990',
      'Birthdate “14/6/1990” is not written M/D/YYYY: the month comes first (write 6/14/1990).',
    ],
  ])('a birthdate %s: %s', (birthdate, problem) => {
    const reading = partOf(VALID.replace('12%2F31%2F1980', encodeURIComponent(birthdate)));
    expect(reading.message).toBe(`${problem} A new value, unlocked, for Birthdate. ${KEPT}`);
    expect(reading.person.birthdate).not.toBe(birthdate);
  });

  it('accepts the first and last days of 18 to 80, and February 29 of a leap year', () => {
    for (const birthdate of ['1/16/1945', '1/15/2008', '2/29/2000']) {
      const fragment = VALID.replace('12%2F31%2F1980', encodeURIComponent(birthdate));
      const reading = readFragment(fragment, TODAY);
      expect(reading.kind === 'person' && reading.message, birthdate).toBe(undefined);
    }
  });

  it('a gender other than female or male', () => {
    const reading = partOf(VALID.replace('gender=female', 'gender=other'));
    expect(reading.message).toBe(
      `Gender “other” is neither female nor male. A new value, unlocked, for Gender. ${KEPT}`,
    );
    expect(['female', 'male']).toContain(reading.person.gender);
  });

  it('a first name and a birthdate the Social Security names say never met: Nevaeh born in 1950', () => {
    const reading = partOf(
      VALID.replace('firstName=Ann', 'firstName=Nevaeh')
        .replace('birthdate=12%2F31%2F1980', 'birthdate=6%2F1%2F1950')
        .replace('locked=state', 'locked=firstName,birthdate'),
    );
    expect(reading.message).toBe(
      `Birthdate 6/1/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s. A new value, unlocked, for Birthdate. ${KEPT}`,
    );
    expect(reading.person.firstName).toBe('Nevaeh');
    expect(Number(reading.person.birthdate.split('/')[2])).toBeGreaterThanOrEqual(1990);
    expect(reading.locks).toMatchObject({ firstName: true, birthdate: false });
  });

  it('a gender the first name is never given to in the data', () => {
    const reading = partOf(VALID.replace('gender=female', 'gender=male'));
    expect(reading.message).toBe(
      `Gender male does not go with First Name “Ann”: the Social Security names we ship give it to girls only. A new value, unlocked, for Gender. ${KEPT}`,
    );
    expect(reading.person.gender).toBe('female');
  });

  it('blank and empty values', () => {
    const reading = partOf(
      VALID.replace('lastName=Lee', 'lastName=%20%20').replace('city=Austin', 'city='),
    );
    expect(reading.message).toBe(
      `Last Name is blank. City is blank. New values, unlocked, for Last Name and City. ${KEPT}`,
    );
    expect(reading.person.lastName.trim()).not.toBe('');
    expect(reading.person).toMatchObject({ city: 'Austin', state: 'Texas', zipCode: '78701' });
  });

  it('speaks of the values in the order of the rows', () => {
    const reading = partOf(
      VALID.replace('state=Texas', 'state=Narnia').replace('12%2F31%2F1980', '12%2F31%2F2090'),
    );
    expect(reading.message).toBe(
      'State “Narnia” is not one of the 50 states. Birthdate 12/31/2090 makes an age of -65 on 1/15/2026: people are 18 to 80. ' +
        `New values, unlocked, for State and Birthdate. ${KEPT}`,
    );
  });

  it('every value blank: no claim that the rest is as the link has it', () => {
    const blank = VALID.replace(/=[^&]*/g, '=').replace('locked=', 'locked=state');
    const reading = partOf(blank);
    expect(reading.message).toMatch(
      /^First Name is blank\. .* New values, unlocked, for First Name, .* Birthdate, Email and Phone\.$/,
    );
    expect(reading.message).not.toContain(KEPT);
    expect(reading.locks).toEqual(NO_LOCKS);
  });

  it('a line break, a tab or another control character in a value', () => {
    const reading = partOf(
      VALID.replace('lastName=Lee', 'lastName=Lee%0AzipCode%3A+00000').replace(
        'streetAddress=',
        'streetAddress=1%09',
      ),
    );
    expect(reading.message).toBe(
      `Last Name holds a line break or another control character. Street Address holds a line break or another control character. New values, unlocked, for Last Name and Street Address. ${KEPT}`,
    );
    expect(reading.person.lastName).not.toMatch(/[\t\n]/);
    expect(reading.person.streetAddress).not.toMatch(/[\t\n]/);
  });

  it('garbled percent-encoding in a value', () => {
    const reading = partOf(VALID.replace('firstName=Ann', 'firstName=%E0%A4%A'));
    expect(reading.message).toBe(
      `First Name is not readable text (its percent-encoding is broken). A new value, unlocked, for First Name. ${KEPT}`,
    );
    expect(reading.person.firstName).toMatch(/^[A-Z][a-z]/);
  });
});
