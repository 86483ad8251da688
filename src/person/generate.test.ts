import { en } from '@faker-js/faker';
import { describe, expect, it } from 'vitest';
import { FIELDS, NO_LOCKS } from './fields.ts';
import type { FieldName, Gender, Locks, Person } from './fields.ts';
import { createPersonFaker } from './faker.ts';
import { MAX_AGE, MIN_AGE, generatePerson, genderOfName } from './generate.ts';
import type { LocalDate } from './generate.ts';
import { ageOn } from './birthdate.ts';
import { placeOfZip, placeRows, placesInCity } from './places.ts';

const TODAY: LocalDate = { year: 2024, month: 2, day: 29 };
const FRESH_PEOPLE = 10_000;
const LOCK_SEEDS = [1, 2, 3, 4];

// Faker's own lists, not our copy of them. The en lists share no name.
const NAMES = {
  female: new Set(en.person?.first_name?.female),
  male: new Set(en.person?.first_name?.male),
  generic: new Set(en.person?.first_name?.generic),
};
/** Faker's firstName(gender) draws from that gender's list and the generic one. */
const isNameOf = (gender: Gender, name: string) =>
  NAMES[gender].has(name) || NAMES.generic.has(name);
/** The gender a name alone tells: it is in one gender's list and in no other. */
function oneGenderOf(name: string): Gender | undefined {
  if (NAMES.generic.has(name) || NAMES.female.has(name) === NAMES.male.has(name)) return undefined;
  return NAMES.female.has(name) ? 'female' : 'male';
}
const ROWS = new Set(placeRows().map((row) => `${row.zip}|${row.city}|${row.state}`));

function parseBirthdate(text: string): LocalDate {
  const match = /^([1-9]\d?)\/([1-9]\d?)\/(\d{4})$/.exec(text);
  if (!match) throw new Error(`not M/D/YYYY: ${text}`);
  return { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
}

/** Every rule a person must keep, whatever was locked: the broken ones, by name. */
function brokenRules(person: Person, today: LocalDate = TODAY): string[] {
  const age = ageOn(parseBirthdate(person.birthdate), today);
  const rules = {
    'ZIP, city and state are one shipped row': ROWS.has(
      `${person.zipCode}|${person.city}|${person.state}`,
    ),
    'ZIP has 5 digits': /^\d{5}$/.test(person.zipCode),
    "first name is in the gender's list or the generic one": isNameOf(
      person.gender,
      person.firstName,
    ),
    'age is 18 to 80': age >= MIN_AGE && age <= MAX_AGE,
    'last name is not empty': person.lastName !== '',
    'street address starts with a number': /^\d+ \S/.test(person.streetAddress),
  };
  return Object.entries(rules)
    .filter(([, kept]) => !kept)
    .map(([rule]) => `${rule}: ${JSON.stringify(person)}`);
}

function expectCoherent(people: readonly Person[]) {
  expect(people.flatMap((person) => brokenRules(person))).toEqual([]);
}

const locksOf = (fields: FieldName[]): Locks =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, fields.includes(key)])) as Locks;

function generateMany(count: number, seed: number, current?: Person, locks = NO_LOCKS): Person[] {
  const faker = createPersonFaker(seed);
  return Array.from({ length: count }, () =>
    generatePerson({ faker, today: TODAY, current, locks }),
  );
}

describe('generatePerson', () => {
  it('makes the same people from the same seed and others from another seed', () => {
    const people = (seed: number) => generateMany(5, seed);
    expect(people(11)).toEqual(people(11));
    const firsts = Array.from({ length: 50 }, (_, seed) => JSON.stringify(people(seed)[0]));
    expect(new Set(firsts).size).toBe(50);
  });

  it(`keeps every rule over ${FRESH_PEOPLE} fresh people`, () => {
    const people = generateMany(FRESH_PEOPLE, 2024);
    expectCoherent(people);
    expect(new Set(people.map((p) => p.state)).size).toBe(50);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
  });

  it('keeps locked values and the rules for all 256 lock combinations', () => {
    const changed = new Map<FieldName, number>();
    for (const seed of LOCK_SEEDS) {
      const current = generatePerson({ faker: createPersonFaker(seed), today: TODAY });
      for (let mask = 0; mask < 2 ** FIELDS.length; mask++) {
        const locked = FIELDS.filter((_, bit) => mask & (1 << bit)).map(({ key }) => key);
        const faker = createPersonFaker(seed * 1000 + mask);
        const next = generatePerson({ faker, today: TODAY, current, locks: locksOf(locked) });
        for (const key of locked) expect(next[key], key).toBe(current[key]);
        expectCoherent([next]);
        const told = locked.includes('firstName') ? oneGenderOf(current.firstName) : undefined;
        if (told !== undefined) expect(next.gender, 'gender of the locked name').toBe(told);
        if (locked.includes('city'))
          expect(next.state, 'state of the locked city').toBe(current.state);
        for (const { key } of FIELDS) {
          if (next[key] !== current[key]) changed.set(key, (changed.get(key) ?? 0) + 1);
        }
      }
    }
    // Unlocked fields really are made anew: each one changed somewhere.
    expect([...changed.keys()].sort()).toEqual(FIELDS.map(({ key }) => key).sort());
  });
});

describe('locks are constraints', () => {
  const base = generatePerson({ faker: createPersonFaker(5), today: TODAY });
  const cheyenne: Person = { ...base, state: 'Wyoming', city: 'Cheyenne', zipCode: '82001' };
  const springfield: Person = { ...base, city: 'Springfield', state: 'Illinois', zipCode: '62701' };

  it('a locked state gives cities and ZIPs of that state', () => {
    const people = generateMany(200, 1, cheyenne, locksOf(['state']));
    expect(people.every((p) => p.state === 'Wyoming')).toBe(true);
    expect(new Set(people.map((p) => p.city)).size).toBeGreaterThan(1);
    expectCoherent(people);
  });

  it('a locked city keeps its state (a name can exist in several) and gives its ZIPs', () => {
    expect(new Set(placesInCity('Springfield').map((row) => row.state)).size).toBeGreaterThan(1);
    const people = generateMany(300, 2, springfield, locksOf(['city']));
    expect(people.every((p) => p.city === 'Springfield' && p.state === 'Illinois')).toBe(true);
    expect(new Set(people.map((p) => p.zipCode)).size).toBeGreaterThan(1);
    expectCoherent(people);
  });

  it('a locked city with every other field free keeps its state over many people', () => {
    const rochester: Person = { ...base, city: 'Rochester', state: 'New York', zipCode: '14604' };
    expect(placesInCity('Rochester').map((row) => row.state)).toContain('Minnesota');
    for (const seed of LOCK_SEEDS) {
      const people = generateMany(40, seed, rochester, locksOf(['city']));
      expect(people.every((p) => p.state === 'New York' && p.city === 'Rochester')).toBe(true);
    }
  });

  it('a locked city and state give ZIPs of that city in that state', () => {
    const people = generateMany(100, 3, springfield, locksOf(['city', 'state']));
    expect(people.every((p) => p.city === 'Springfield' && p.state === 'Illinois')).toBe(true);
    expect(new Set(people.map((p) => p.zipCode)).size).toBeGreaterThan(1);
    expectCoherent(people);
  });

  it('a locked ZIP gives its city and state', () => {
    const people = generateMany(50, 4, cheyenne, locksOf(['zipCode']));
    expect(people.every((p) => p.city === 'Cheyenne' && p.state === 'Wyoming')).toBe(true);
  });

  it('a locked gender gives first names of that gender or generic ones', () => {
    const people = generateMany(300, 5, { ...base, gender: 'female' }, locksOf(['gender']));
    expect(people.every((p) => p.gender === 'female' && isNameOf('female', p.firstName))).toBe(
      true,
    );
    expect(people.some((p) => NAMES.generic.has(p.firstName))).toBe(true);
  });

  it('tells the gender of exactly the names in one gender list only', () => {
    for (const name of [...NAMES.female, ...NAMES.male, ...NAMES.generic]) {
      expect(genderOfName(name), name).toBe(oneGenderOf(name));
    }
    expect(genderOfName('Avery')).toBeUndefined();
    expect(genderOfName('Taylor')).toBeUndefined();
  });

  it('a locked first name of one gender gives that gender', () => {
    expect(genderOfName('Mary')).toBe('female');
    expect(genderOfName('John')).toBe('male');
    for (const [firstName, gender] of [
      ['Mary', 'female'],
      ['John', 'male'],
    ] as const) {
      const people = generateMany(100, 6, { ...base, firstName }, locksOf(['firstName']));
      expect(people.every((p) => p.firstName === firstName && p.gender === gender)).toBe(true);
    }
  });

  it('a locked generic first name is kept while the gender varies, unless it is locked', () => {
    expect(NAMES.generic.has('Avery')).toBe(true);
    const named = { ...base, firstName: 'Avery', gender: 'female' as const };
    const free = generateMany(200, 10, named, locksOf(['firstName']));
    expect(free.every((p) => p.firstName === 'Avery')).toBe(true);
    expect(new Set(free.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
    for (const gender of ['female', 'male'] as const) {
      const fixed = generateMany(50, 10, { ...named, gender }, locksOf(['firstName', 'gender']));
      expect(fixed.every((p) => p.gender === gender && p.firstName === 'Avery')).toBe(true);
    }
  });

  it('a locked first name in neither list leaves the gender random, unless it is locked', () => {
    expect(genderOfName('Zebulonia')).toBeUndefined();
    const named = { ...base, firstName: 'Zebulonia', gender: 'male' as const };
    const free = generateMany(100, 7, named, locksOf(['firstName']));
    expect(new Set(free.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
    const fixed = generateMany(50, 7, named, locksOf(['firstName', 'gender']));
    expect(fixed.every((p) => p.gender === 'male' && p.firstName === 'Zebulonia')).toBe(true);
  });

  it('locked values that match no shipped row still constrain what they can', () => {
    const stray: Person = { ...base, state: 'Texas', city: 'Atlantis', zipCode: '00000' };
    for (const p of generateMany(50, 8, stray, locksOf(['state', 'zipCode']))) {
      expect(p.zipCode).toBe('00000');
      expect(placesInCity(p.city).some((row) => row.state === 'Texas')).toBe(true);
    }
    for (const p of generateMany(50, 8, stray, locksOf(['state', 'city']))) {
      expect(p.city).toBe('Atlantis');
      expect(placeOfZip(p.zipCode)?.state).toBe('Texas');
    }
  });

  it('locks without a current person are ignored', () => {
    const faker = createPersonFaker(9);
    expectCoherent([generatePerson({ faker, today: TODAY, locks: locksOf(['state', 'gender']) })]);
  });
});
