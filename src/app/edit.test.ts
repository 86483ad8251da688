import { describe, expect, it } from 'vitest';
import { type FieldName, type Person } from 'random-american-generator';
import { NO_LOCKS, createRandom, placeOfZip, type Locks } from 'random-american-generator/page';
import { cityChoices, editHint, editPerson, type EditResult } from './edit.ts';

const TODAY = { year: 2026, month: 1, day: 15 };
const LINDA: Person = {
  firstName: 'Linda',
  lastName: 'Johnson',
  gender: 'female',
  streetAddress: '412 Maple Avenue',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '6/14/1958',
  email: 'linda.johnson58@example.org',
  phone: '512-555-0123',
};
const RUNS = 50;

function edit(field: FieldName, input: string, locks: Partial<Locks> = {}, seed = 1): EditResult {
  return editPerson({
    person: LINDA,
    locks: { ...NO_LOCKS, ...locks },
    field,
    input,
    today: TODAY,
    random: createRandom(seed),
  });
}

function applied(result: EditResult): { person: Person; locks: Locks } {
  if ('problem' in result) throw new Error(`expected the edit to hold: ${result.problem}`);
  return result;
}

function problemOf(result: EditResult): string {
  if (!('problem' in result)) throw new Error('expected a problem');
  return result.problem;
}

describe('an edit that holds', () => {
  it('sets the value and locks it; fields that do not follow it keep theirs', () => {
    const { person, locks } = applied(edit('streetAddress', '  9 Oak Lane '));
    expect(person).toEqual({ ...LINDA, streetAddress: '9 Oak Lane' });
    expect(locks).toEqual({ ...NO_LOCKS, streetAddress: true });
  });

  it('a last name brings an email built from it, unless Email is locked', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(edit('lastName', '  Okafor ', {}, seed));
      expect(person).toEqual({
        ...LINDA,
        lastName: 'Okafor',
        email: expect.stringMatching(/^linda\.okafor\d*@example\.(com|net|org)$/) as string,
      });
    }
    const locked = applied(edit('lastName', 'Okafor', { email: true }));
    expect(locked.person).toEqual({ ...LINDA, lastName: 'Okafor' });
  });

  it('a state brings a phone whose area code serves the new town, unless Phone is locked', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      // Wyoming has one area code.
      expect(applied(edit('state', 'Wyoming', {}, seed)).person.phone).toMatch(/^307-555-01\d\d$/);
      expect(applied(edit('state', 'Wyoming', { phone: true }, seed)).person.phone).toBe(
        LINDA.phone,
      );
    }
  });

  it('an email or phone is kept as set, and moves with nobody', () => {
    const email = applied(edit('email', ' Linda.J@Example.com '));
    expect(email.person).toEqual({ ...LINDA, email: 'Linda.J@Example.com' });
    expect(email.locks).toEqual({ ...NO_LOCKS, email: true });
    const phone = applied(edit('phone', '(307) 555-0123'));
    expect(phone.person).toEqual({ ...LINDA, phone: '307-555-0123' });
  });

  it('a state brings a city and ZIP of it; the name and birthdate stay', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(edit('state', 'Wyoming', {}, seed));
      expect(placeOfZip(person.zipCode)).toEqual({
        zip: person.zipCode,
        city: person.city,
        state: 'Wyoming',
      });
      expect(person).toMatchObject({ firstName: 'Linda', birthdate: '6/14/1958' });
    }
  });

  it('a ZIP brings its city and state', () => {
    expect(applied(edit('zipCode', '10001')).person).toMatchObject({
      zipCode: '10001',
      city: 'New York',
      state: 'New York',
    });
  });

  it('a city named alone stays in the shown state when that state has one', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      expect(applied(edit('city', 'Houston', {}, seed)).person.state).toBe('Texas');
    }
    expect(applied(edit('city', 'Chicago')).person.state).toBe('Illinois');
  });

  it('"City, State" picks that state’s city, and locks only City', () => {
    const { person, locks } = applied(edit('city', 'Springfield, Oregon'));
    expect(person).toMatchObject({ city: 'Springfield', state: 'Oregon' });
    expect(locks).toEqual({ ...NO_LOCKS, city: true });
    // The state's postal code serves as well as its name.
    expect(applied(edit('city', 'springfield, or')).person).toMatchObject({
      city: 'Springfield',
      state: 'Oregon',
    });
  });

  it('a known first name brings its gender and birth years, unless they are locked', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(edit('firstName', 'Brayden', {}, seed));
      expect(person.gender).toBe('male');
      expect(Number(person.birthdate.split('/')[2])).toBeGreaterThanOrEqual(1990);
    }
    // Brayden is listed for no boy of the 1950s (refused below); Michael is.
    const locked = applied(edit('firstName', 'Michael', { birthdate: true })).person;
    expect(locked).toMatchObject({ firstName: 'Michael', gender: 'male', birthdate: '6/14/1958' });
  });

  it('a gender brings a first name of it and keeps the birthdate', () => {
    const { person } = applied(edit('gender', 'male'));
    expect(person.gender).toBe('male');
    expect(person.firstName).not.toBe('Linda');
    expect(person.birthdate).toBe('6/14/1958');
  });

  it('a locked city may be replaced by another city when State is not locked', () => {
    const { person } = applied(edit('city', 'Chicago', { city: true }));
    expect(person).toMatchObject({ city: 'Chicago', state: 'Illinois' });
  });
});

describe('an edit as people type and set values', () => {
  it('setting the value a field has already locks it and draws nothing again', () => {
    for (const field of ['firstName', 'gender', 'state', 'birthdate', 'city'] as const) {
      for (let seed = 0; seed < 10; seed += 1) {
        const { person, locks } = applied(edit(field, LINDA[field], {}, seed));
        expect(person, field).toEqual(LINDA);
        expect(locks, field).toEqual({ ...NO_LOCKS, [field]: true });
      }
    }
    expect(applied(edit('city', 'Austin, Texas')).person).toEqual(LINDA);
  });

  it('a tab pasted into a name is refused, as a link holding one is', () => {
    expect(problemOf(edit('lastName', 'Lee\tSmith'))).toBe(
      'Last Name holds a line break or another control character.',
    );
  });

  it('a first name the data does not know keeps the gender and birthdate, and brings its email', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(edit('firstName', 'Zyxwv', {}, seed));
      expect(person).toEqual({
        ...LINDA,
        firstName: 'Zyxwv',
        email: expect.stringMatching(/^zyxwv\.johnson\d*@example\.(com|net|org)$/) as string,
      });
    }
    const locked = applied(edit('firstName', 'Zyxwv', { email: true }));
    expect(locked.person).toEqual({ ...LINDA, firstName: 'Zyxwv' });
  });

  it('a city is found whatever its capitals, and a Hawaiian town without its ʻokina', () => {
    expect(applied(edit('city', 'austin')).person).toEqual(LINDA);
    expect(applied(edit('city', 'AUSTIN', { state: true })).person).toMatchObject({
      city: 'Austin',
      state: 'Texas',
    });
    expect(applied(edit('city', 'el paso, texas')).person).toMatchObject({
      city: 'El Paso',
      state: 'Texas',
    });
    // LaFayette, Georgia and Lafayette in five other states fold alike: the shown state's first.
    expect(applied(edit('city', 'lafayette')).person).toMatchObject({ city: 'Lafayette' });
    expect(
      applied(
        editPerson({
          person: { ...LINDA, city: 'Atlanta', state: 'Georgia', zipCode: '30303' },
          locks: NO_LOCKS,
          field: 'city',
          input: 'lafayette',
          today: TODAY,
          random: createRandom(1),
        }),
      ).person,
    ).toMatchObject({ city: 'LaFayette', state: 'Georgia' });
    expect(applied(edit('city', 'Aiea, Hawaii')).person).toMatchObject({
      city: '\u2018Aiea',
      state: 'Hawaii',
    });
  });
});

describe('a value typed as people write it', () => {
  it('a first name in other capitals is the data’s spelling, and gender and birthdate follow it', () => {
    const { person } = applied(edit('firstName', 'michael'));
    expect(person.firstName).toBe('Michael');
    expect(person.gender).toBe('male');
    expect(applied(edit('firstName', 'JOSE')).person).toMatchObject({
      firstName: 'Jose',
      gender: 'male',
    });
    // Capitals typed on purpose stay; gender and birthdate still follow the name.
    expect(applied(edit('firstName', 'McKenzie')).person.firstName).toBe('McKenzie');
    expect(applied(edit('firstName', 'DeShawn')).person).toMatchObject({
      firstName: 'DeShawn',
      gender: 'male',
    });
    // A name the data does not have is kept as typed, and nothing follows it.
    expect(applied(edit('firstName', 'zelda-mae')).person).toMatchObject({
      firstName: 'zelda-mae',
      gender: 'female',
      birthdate: LINDA.birthdate,
    });
  });

  it('a date written another common way is set as M/D/YYYY', () => {
    for (const typed of ['1958-06-14', '1958-6-14', '06/14/1958', '6-14-1958', '6.14.1958']) {
      expect(applied(edit('birthdate', typed)).person.birthdate, typed).toBe('6/14/1958');
    }
  });

  it('a ZIP+4 is set as its ZIP', () => {
    expect(applied(edit('zipCode', '78702-1234')).person).toMatchObject({
      zipCode: '78702',
      city: 'Austin',
    });
  });

  it('a city reads St as Saint, and its state after a comma with or without a space', () => {
    expect(applied(edit('city', 'Saint Louis, Missouri')).person).toMatchObject({
      city: 'St. Louis',
      state: 'Missouri',
    });
    expect(applied(edit('city', 'Austin,Texas')).person).toMatchObject({
      city: 'Austin',
      state: 'Texas',
    });
    expect(applied(edit('city', 'Fort Worth,')).person).toMatchObject({
      city: 'Fort Worth',
      state: 'Texas',
    });
  });
});

describe('an edit that cannot hold says why and changes nothing', () => {
  it.each([
    ['lastName', '   ', {}, 'Last Name is blank.'],
    ['zipCode', '1234', {}, 'Zip Code “1234” is not five digits.'],
    [
      'zipCode',
      '00000',
      {},
      'Zip Code 00000 is not a residential ZIP of the 50 states that we know.',
    ],
    [
      'zipCode',
      '10001',
      { state: true },
      'Zip Code 10001 is in New York, not Texas. To set it, unlock State.',
    ],
    ['zipCode', '78702', { city: true }, ''],
    [
      'zipCode',
      '10001',
      { city: true },
      'Zip Code 10001 is in New York, not Texas. To set it, unlock City.',
    ],
    [
      'zipCode',
      '10001',
      { city: true, state: true },
      'Zip Code 10001 is in New York, not Texas. To set it, unlock City and State.',
    ],
    [
      'city',
      'Chicago',
      { state: true },
      'City “Chicago” is not in Texas (we know it in Illinois). To set it, unlock State.',
    ],
    [
      'city',
      'Springfield, Oregon',
      { state: true },
      'State is locked to Texas: unlock it to choose a city in Oregon.',
    ],
    ['city', 'Atlantis', {}, 'City “Atlantis” is not a city we know in the 50 states.'],
    // No lock to undo: the value cannot hold anyway.
    [
      'city',
      'Atlantis',
      { state: true },
      'City “Atlantis” is not a city we know in the 50 states.',
    ],
    [
      'state',
      'Ohio',
      { city: true },
      'City “Austin” is not in Ohio (we know it in Arkansas, Colorado, Indiana and 5 more). To set it, unlock City.',
    ],
    ['state', 'Narnia', {}, 'State “Narnia” is not one of the 50 states.'],
    ['gender', 'robot', {}, 'Gender “robot” is neither female nor male.'],
    [
      'birthdate',
      '12/31/2090',
      {},
      'Birthdate 12/31/2090 makes an age of -65 on 1/15/2026: people are 18 to 80.',
    ],
    ['birthdate', '2/30/1990', {}, 'Birthdate “2/30/1990” is not a day of the calendar.'],
    ['birthdate', 'June 14, 1958', {}, 'Birthdate “June 14, 1958” is not a date written M/D/YYYY.'],
    [
      'birthdate',
      '6/14/58',
      {},
      'Birthdate “6/14/58” is not a date written M/D/YYYY (write the year in full).',
    ],
    [
      'gender',
      'male',
      { firstName: true },
      'Gender male does not go with First Name “Linda”: the Social Security names we ship give it to girls only. To set it, unlock First Name.',
    ],
    [
      'firstName',
      'Michael',
      { gender: true },
      'Gender female does not go with First Name “Michael”: the Social Security names we ship give it to boys only. To set it, unlock Gender.',
    ],
    // Only the lock that stands in the way is named.
    [
      'firstName',
      'Michael',
      { gender: true, birthdate: true, state: true },
      'Gender female does not go with First Name “Michael”: the Social Security names we ship give it to boys only. To set it, unlock Gender.',
    ],
    [
      'city',
      'Saint Louis',
      { state: true },
      'City “Saint Louis” is not in Texas (we know it in Michigan and Oklahoma). To set it, unlock State.',
    ],
    [
      'email',
      'linda at example.com',
      {},
      'Email “linda at example.com” is not an email address: it has no @.',
    ],
    [
      'phone',
      '555-555-0123',
      {},
      'Phone “555-555-0123” has the area code 555, which no place in the 50 states or DC has.',
    ],
    [
      'phone',
      '512-911-0123',
      {},
      'Phone “512-911-0123” has the exchange 911, which no US number has (it starts with 2 to 9 and is not N11).',
    ],
  ] as const)('%s “%s” with locks %o: %s', (field, input, locks, problem) => {
    const result = edit(field, input, locks);
    expect(problem === '' ? applied(result).person.zipCode : problemOf(result)).toBe(
      problem === '' ? '78702' : problem,
    );
  });

  it.each([
    [
      'austin',
      'City “Austin” is not in Wyoming (we know it in Arkansas, Colorado, Indiana and 5 more). To set it, unlock State.',
    ],
    [
      'ft worth',
      'City “Fort Worth” is not in Wyoming (we know it in Texas). To set it, unlock State.',
    ],
  ])(
    'a city elsewhere typed in small letters or short (%s) is named, with the lock in the way',
    (input, problem) => {
      const wyoming: Person = { ...LINDA, city: 'Cheyenne', state: 'Wyoming', zipCode: '82001' };
      const result = editPerson({
        person: wyoming,
        locks: { ...NO_LOCKS, state: true },
        field: 'city',
        input,
        today: TODAY,
        random: createRandom(1),
      });
      expect(problemOf(result)).toBe(problem);
    },
  );
});

describe('the editor’s choices and hints', () => {
  it('the city list is the locked state’s cities, or every city with its state', () => {
    const inTexas = cityChoices(LINDA, { ...NO_LOCKS, state: true });
    expect(inTexas).toContain('Houston');
    expect(inTexas).not.toContain('Chicago');
    const everywhere = cityChoices(LINDA, NO_LOCKS);
    expect(everywhere).toContain('Chicago, Illinois');
    expect(everywhere).toContain('Springfield, Oregon');
    expect(everywhere).toContain('Springfield, Illinois');
  });

  it('the birthdate hint gives the first and last days of 18 to 80 today, and what follows', () => {
    expect(editHint('birthdate', LINDA, NO_LOCKS, TODAY)).toBe(
      'M/D/YYYY, an age of 18 to 80: 1/16/1945 to 1/15/2008. First Name and Email follow, unless locked.',
    );
  });
});

describe('a first name and a birthdate the Social Security names say never met', () => {
  const NEVAEH_1950 =
    'Birthdate 6/1/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s.';
  const then = (
    { person, locks }: { person: Person; locks: Locks },
    field: FieldName,
    input: string,
  ): EditResult =>
    editPerson({ person, locks, field, input, today: TODAY, random: createRandom(2) });

  it('First Name Nevaeh, then Birthdate 6/1/1950: refused, naming First Name’s lock', () => {
    const named = applied(edit('firstName', 'nevaeh'));
    expect(named.person.firstName).toBe('Nevaeh');
    expect(Number(named.person.birthdate.split('/')[2])).toBeGreaterThanOrEqual(1990);
    expect(problemOf(then(named, 'birthdate', '6/1/1950'))).toBe(
      `${NEVAEH_1950} To set it, unlock First Name.`,
    );
  });

  it('Birthdate 6/1/1950, then First Name Nevaeh: refused, naming Birthdate’s lock', () => {
    const born = applied(edit('birthdate', '6/1/1950'));
    expect(born.person.birthdate).toBe('6/1/1950');
    expect(problemOf(then(born, 'firstName', 'nevaeh'))).toBe(
      `${NEVAEH_1950} To set it, unlock Birthdate.`,
    );
  });

  it('Nevaeh with Birthdate locked in 2005, and Mary with it locked in 1950, are set', () => {
    const born2005 = applied(edit('birthdate', '6/1/2005'));
    expect(applied(then(born2005, 'firstName', 'Nevaeh')).person).toMatchObject({
      firstName: 'Nevaeh',
      gender: 'female',
      birthdate: '6/1/2005',
    });
    const born1950 = applied(edit('birthdate', '6/1/1950'));
    expect(applied(then(born1950, 'firstName', 'Mary')).person).toMatchObject({
      firstName: 'Mary',
      birthdate: '6/1/1950',
    });
  });
});

describe('a name given to both sexes, listed for one only in the birthdate’s decade', () => {
  const ADDISON: Person = { ...LINDA, firstName: 'Addison', birthdate: '6/1/2005' };

  it('Birthdate 1955 under a locked Addison makes a boy, whatever the gender shown', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(
        editPerson({
          person: ADDISON,
          locks: { ...NO_LOCKS, firstName: true },
          field: 'birthdate',
          input: '6/1/1955',
          today: TODAY,
          random: createRandom(seed),
        }),
      );
      expect(person).toMatchObject({ firstName: 'Addison', gender: 'male', birthdate: '6/1/1955' });
    }
  });

  it('First Name Addison under a locked Birthdate in 1958 makes a boy', () => {
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(edit('firstName', 'Addison', { birthdate: true }, seed));
      expect(person).toMatchObject({ firstName: 'Addison', gender: 'male' });
    }
  });
});

describe('a kept birthdate that does not go with a new gender', () => {
  it('Gender female for a locked Addison born in 1955 brings a birthdate of the 1990s or 2000s', () => {
    const boy: Person = { ...LINDA, firstName: 'Addison', gender: 'male', birthdate: '6/1/1955' };
    for (let seed = 0; seed < RUNS; seed += 1) {
      const { person } = applied(
        editPerson({
          person: boy,
          locks: { ...NO_LOCKS, firstName: true },
          field: 'gender',
          input: 'female',
          today: TODAY,
          random: createRandom(seed),
        }),
      );
      expect(person).toMatchObject({ firstName: 'Addison', gender: 'female' });
      expect(Number(person.birthdate.split('/')[2])).toBeGreaterThanOrEqual(1990);
    }
  });

  it('a gender that goes with the name and birthdate keeps the birthdate: Jayden, a girl of 1985', () => {
    const boy: Person = { ...LINDA, firstName: 'Jayden', gender: 'male', birthdate: '6/1/1985' };
    const { person } = applied(
      editPerson({
        person: boy,
        locks: { ...NO_LOCKS, firstName: true },
        field: 'gender',
        input: 'female',
        today: TODAY,
        random: createRandom(1),
      }),
    );
    expect(person).toMatchObject({ firstName: 'Jayden', gender: 'female', birthdate: '6/1/1985' });
  });
});
