import { describe, expect, it } from 'vitest';
import { FIELDS, NO_LOCKS, constraintsOf } from './fields.ts';
import type { FieldName, Gender, Locks, Person } from './fields.ts';
import { createRandom } from '../draw/random.ts';
import { generatePerson } from './record.ts';
import { drawPerson } from './generate.ts';
import { MAX_AGE, MIN_AGE, ageOn, formatBirthdate, parseBirthdate } from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import {
  BAND_COUNT,
  BAND_YEARS,
  FIRST_BAND_YEAR,
  bandOfYear,
  birthsOfName,
  firstNamesOf,
  listedBandsOfName,
} from './names.ts';
import { unlistedBirthProblem } from './constraints.ts';
import { people } from '../options/calls.ts';
import { codeOfState, placeOfZip, placeRows, placesInCity, stateNames } from '../place/places.ts';

const TODAY: LocalDate = { year: 2024, month: 2, day: 29 };
const FRESH_PEOPLE = 10_000;
/** Enough people that the rarest names of each state and decade come up. */
const SELF_CHECKED_PEOPLE = 300_000;
const LOCK_SEEDS = [1, 2, 3, 4];

const shippedNames = new Map<string, ReadonlySet<string>>();
/** The names shipped for that sex, for the decade of that birth year, in that state. */
function isNameOf(gender: Gender, year: number, state: string, name: string): boolean {
  const code = codeOfState(state) ?? '';
  const key = `${gender}${bandOfYear(year)}${code}`;
  let names = shippedNames.get(key);
  if (!names) {
    names = new Set(firstNamesOf(gender, bandOfYear(year), code));
    shippedNames.set(key, names);
  }
  return names.has(name);
}
const ROWS = new Set(placeRows().map((row) => `${row.zip}|${row.city}|${row.state}`));

/**
 * Every rule a person must keep, whatever was locked: the broken ones, by name. A locked first
 * name is kept as it is, so it need not be one its state gave in its decade.
 */
function brokenRules(person: Person, firstNameLocked = false): string[] {
  const today = TODAY;
  /* birthdate.test.ts pins the parser: M/D/YYYY without leading zeros, real calendar days only. */
  const birth = parseBirthdate(person.birthdate);
  if (!birth) return [`birthdate is a real M/D/YYYY day: ${JSON.stringify(person)}`];
  const age = ageOn(birth, today);
  const rules = {
    'ZIP, city and state are one shipped row': ROWS.has(
      `${person.zipCode}|${person.city}|${person.state}`,
    ),
    'ZIP has 5 digits': /^\d{5}$/.test(person.zipCode),
    'first name is shipped for its sex, birth decade and state': firstNameLocked
      ? person.firstName !== ''
      : isNameOf(person.gender, birth.year, person.state, person.firstName),
    'age is 18 to 80': age >= MIN_AGE && age <= MAX_AGE,
    'last name is not empty': person.lastName !== '',
    'street address starts with a number': /^\d+ \S/.test(person.streetAddress),
  };
  return Object.entries(rules)
    .filter(([, kept]) => !kept)
    .map(([rule]) => `${rule}: ${JSON.stringify(person)}`);
}

function expectCoherent(people: readonly Person[], firstNameLocked = false) {
  expect(people.flatMap((person) => brokenRules(person, firstNameLocked))).toEqual([]);
}

const locksOf = (fields: FieldName[]): Locks =>
  Object.fromEntries(FIELDS.map(({ key }) => [key, fields.includes(key)])) as Locks;

function generateMany(count: number, seed: number, current?: Person, locks = NO_LOCKS): Person[] {
  const random = createRandom(seed);
  return Array.from({ length: count }, () =>
    generatePerson({
      random,
      today: TODAY,
      constraints: current ? constraintsOf(current, locks) : {},
    }),
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
      const current = generatePerson({ random: createRandom(seed), today: TODAY });
      for (let mask = 0; mask < 2 ** FIELDS.length; mask++) {
        const locked = FIELDS.filter((_, bit) => mask & (1 << bit)).map(({ key }) => key);
        const random = createRandom(seed * 1000 + mask);
        const next = generatePerson({
          random,
          today: TODAY,
          constraints: constraintsOf(current, locksOf(locked)),
        });
        for (const key of locked) expect(next[key], key).toBe(current[key]);
        expectCoherent([next], locked.includes('firstName'));
        const cityMoved = locked.includes('city') && next.state !== current.state;
        expect(cityMoved, 'the state of a locked city changed').toBe(false);
        for (const { key } of FIELDS) {
          if (next[key] !== current[key]) changed.set(key, (changed.get(key) ?? 0) + 1);
        }
      }
    }
    // Unlocked fields really are made anew: each one changed somewhere.
    expect([...changed.keys()].sort()).toEqual(FIELDS.map(({ key }) => key).sort());
  });
});

describe('the generator never makes a person its own rules refuse', () => {
  it(`no first name of ${SELF_CHECKED_PEOPLE.toLocaleString('en-US')} seeded people is refused with their birthdate, with their gender or without`, () => {
    const refused: string[] = [];
    for (const person of people({ seed: 57, count: SELF_CHECKED_PEOPLE, asOf: '2026-11-22' })) {
      const birth = parseBirthdate(person.birthdate);
      if (!birth) throw new Error(`not a birthdate: ${person.birthdate}`);
      for (const gender of [person.gender, undefined]) {
        const problem = unlistedBirthProblem(person.firstName, gender, birth);
        if (problem !== undefined) refused.push(problem);
      }
    }
    expect(refused).toEqual([]);
  });

  it('a locked first name and birthdate whose decade the SSA lists for one sex alone make that sex, the gender unlocked', () => {
    // The names shipped for both sexes, with no shipped births in a band that the SSA lists for
    // one sex only: the gender then cannot follow the band's births, and must follow the list.
    const names = new Set<string>();
    for (const state of stateNames()) {
      for (const gender of ['female', 'male'] as const) {
        for (let band = 0; band < BAND_COUNT; band++) {
          for (const name of firstNamesOf(gender, band, codeOfState(state) ?? '')) names.add(name);
        }
      }
    }
    const pairs: { name: string; band: number }[] = [];
    for (const name of names) {
      const births = birthsOfName(name);
      const listed = listedBandsOfName(name);
      if (!births?.female || !births.male || !listed) continue;
      for (let band = 0; band < BAND_COUNT; band++) {
        if ((births.female[band] ?? 0) + (births.male[band] ?? 0) > 0) continue;
        const female = ((listed.female ?? 0) >> band) & 1;
        const male = ((listed.male ?? 0) >> band) & 1;
        if (female !== male) pairs.push({ name, band });
      }
    }
    expect(pairs.length).toBeGreaterThan(100);
    expect(pairs).toContainEqual({ name: 'Addison', band: 1 });
    const refused: string[] = [];
    for (const { name, band } of pairs) {
      // The band's seventh year: 1947 to 2007, each 18 to 80 on the run's day.
      const birthdate = `6/1/${FIRST_BAND_YEAR + band * BAND_YEARS + 7}`;
      const birth = parseBirthdate(birthdate);
      if (!birth) throw new Error(`not a birthdate: ${birthdate}`);
      const constraints = { firstName: name, birthdate };
      for (const person of people({ seed: 1, count: 5, asOf: '2026-11-22', constraints })) {
        const problem = unlistedBirthProblem(person.firstName, person.gender, birth);
        if (problem !== undefined) refused.push(problem);
      }
    }
    expect(refused).toEqual([]);
  });
});

describe('locks are constraints', () => {
  const base = generatePerson({ random: createRandom(5), today: TODAY });
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

  it('a locked gender gives first names of that sex', () => {
    const people = generateMany(300, 5, { ...base, gender: 'female' }, locksOf(['gender']));
    expect(people.every((p) => p.gender === 'female')).toBe(true);
    expect(people.some((p) => p.firstName === 'Mary')).toBe(true);
    // Boys' names: the few girls the Social Security counts give them are recording noise, which
    // the data leaves out (a sex needs 5% of a name's births in a decade).
    const boysOnly = ['Gary', 'Ronald', 'John', 'James', 'Robert', 'Michael', 'Christopher'];
    expect(people.filter((p) => boysOnly.includes(p.firstName))).toEqual([]);
    expectCoherent(people);
  });

  it('a locked first name given to one sex only gives that sex', () => {
    for (const [firstName, gender] of [
      ['Mary', 'female'],
      ['Gary', 'male'],
    ] as const) {
      const people = generateMany(100, 6, { ...base, firstName }, locksOf(['firstName']));
      expect(people.every((p) => p.firstName === firstName && p.gender === gender)).toBe(true);
    }
  });

  it('a locked first name and gender are both kept, even where the data disagree', () => {
    const named = { ...base, firstName: 'Avery', gender: 'male' as const };
    for (const gender of ['female', 'male'] as const) {
      const fixed = generateMany(50, 10, { ...named, gender }, locksOf(['firstName', 'gender']));
      expect(fixed.every((p) => p.gender === gender && p.firstName === 'Avery')).toBe(true);
    }
  });

  it('a locked first name we do not ship leaves the gender random, unless it is locked', () => {
    const named = { ...base, firstName: 'Zebulonia', gender: 'male' as const };
    const free = generateMany(100, 7, named, locksOf(['firstName']));
    expect(new Set(free.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
    const fixed = generateMany(50, 7, named, locksOf(['firstName', 'gender']));
    expect(fixed.every((p) => p.gender === 'male' && p.firstName === 'Zebulonia')).toBe(true);
    for (const p of [...free, ...fixed]) {
      const birth = parseBirthdate(p.birthdate);
      const age = birth ? ageOn(birth, TODAY) : Number.NaN;
      expect(age >= MIN_AGE && age <= MAX_AGE, p.birthdate).toBe(true);
    }
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
});

describe('a birthdate given as a day (GenerateOptions.birth)', () => {
  const days: LocalDate[] = [
    { year: 1950, month: 1, day: 1 },
    { year: 1977, month: 7, day: 4 },
    { year: 2003, month: 12, day: 31 },
  ];

  it('draws the person that birthdate written as a constraint draws, from the same stream', () => {
    for (const [at, birth] of days.entries()) {
      for (const seed of [1, 2, 3]) {
        for (const constraints of [{}, { gender: 'male' as const }, { firstName: 'Avery' }]) {
          const written = formatBirthdate(birth);
          const textRandom = createRandom(seed * 10 + at);
          const dayRandom = createRandom(seed * 10 + at);
          const asText = drawPerson({
            random: textRandom,
            today: TODAY,
            constraints: { ...constraints, birthdate: written },
          });
          const asDay = drawPerson({ random: dayRandom, today: TODAY, constraints, birth });
          expect(asDay.birthdate).toEqual(birth);
          expect(asDay.birth).toEqual(birth);
          // The same person, its birthdate a day where the other's is the text given.
          expect({ ...asDay, birthdate: written }).toEqual(asText);
          // Both streams are where the same draws left them.
          expect(dayRandom.number.float()).toBe(textRandom.number.float());
        }
      }
    }
  });
});
