import { describe, expect, it } from 'vitest';
import { constraintsOf, NO_LOCKS } from './fields.ts';
import type { Gender, Locks, Person } from './fields.ts';
import { createRandom } from '../draw/random.ts';
import { generatePerson } from './record.ts';
import { ageOn, parseBirthdate } from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import {
  BAND_COUNT,
  bandOfYear,
  decodeFirstNames,
  decodeListedBands,
  decodeSurnames,
  encodeFirstNames,
  encodeListedBands,
  encodeSurnames,
  firstNameNamed,
  firstNamesOf,
  listedBandsOfName,
  nationalFirstNames,
  stateFirstNames,
  randomFirstName,
  randomSurname,
  shippedSurnames,
} from './names.ts';
import { FIRST_NAME_ORIGINS } from './origins.data.ts';
import { SURNAMES } from './surnames.data.ts';
import { PROFILE_DIGITS, decodeProfiles } from '../states/originProfiles.ts';
import { stateData } from '../states/stateData.ts';
import type { Random } from '../draw/random.ts';
import { codeOfState, stateCodes } from '../place/places.ts';
import { STREET_SUFFIXES, commonStreetNames } from './streets.ts';
import { PackedWords, packWords, unpackWords } from '../text/words.ts';

const TODAY: LocalDate = { year: 2026, month: 11, day: 22 };
const FRESH_PEOPLE = 200_000;
const LOCKED_DRAWS = 2000;

const yearOf = (person: Person) => Number(person.birthdate.split('/')[2]);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0;
const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function generate(count: number, seed: number, current?: Person, locks: Locks = NO_LOCKS) {
  const random = createRandom(seed);
  return Array.from({ length: count }, () =>
    generatePerson({
      random,
      today: TODAY,
      constraints: current ? constraintsOf(current, locks) : {},
    }),
  );
}

function mostCommon(values: readonly string[], count: number): string[] {
  const tally = new Map<string, number>();
  for (const value of values) tally.set(value, (tally.get(value) ?? 0) + 1);
  return [...tally]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([value]) => value);
}

const bandNames = new Map<string, ReadonlySet<string>>();
/** The names a state ships for a sex and the decade of a birth year. */
function shippedFor(gender: Gender, year: number, state: string): ReadonlySet<string> {
  const code = codeOfState(state) ?? '';
  const key = `${gender}${bandOfYear(year)}${code}`;
  let names = bandNames.get(key);
  if (!names) bandNames.set(key, (names = new Set(firstNamesOf(gender, bandOfYear(year), code))));
  return names;
}

/** The nation's names and every state's, for a sex and band. */
const everySet = (gender: Gender, band: number) => [
  { where: 'the nation', names: new Set(nationalFirstNames().bandNames(gender, band)) },
  ...stateCodes().map((code) => ({
    where: code,
    names: new Set(firstNamesOf(gender, band, code)),
  })),
];

describe('first names without recording noise', () => {
  it('never give a woman of any decade or state Michael, Robert, Christopher, John or James, nor a man Jessica or Mary', () => {
    for (let band = 0; band < BAND_COUNT; band++) {
      for (const { where, names } of everySet('female', band)) {
        for (const name of ['Michael', 'Robert', 'Christopher', 'John', 'James']) {
          expect(names.has(name), `${name}, female, band ${band}, ${where}`).toBe(false);
        }
      }
      for (const { where, names } of everySet('male', band)) {
        for (const name of ['Jessica', 'Mary']) {
          expect(names.has(name), `${name}, male, band ${band}, ${where}`).toBe(false);
        }
      }
    }
  });

  it('give Ashley to boys born in the 1970s (17% of its births) but not from the 1980s (1.5%), in the nation and in some states', () => {
    expect(nationalFirstNames().bandNames('male', bandOfYear(1975))).toContain('Ashley');
    const states = everySet('male', bandOfYear(1975)).filter(({ names }) => names.has('Ashley'));
    expect(states.length).toBeGreaterThan(1);
    for (const year of [1985, 1995, 2005]) {
      for (const { where, names } of everySet('male', bandOfYear(year))) {
        expect(names.has('Ashley'), `${year}, ${where}`).toBe(false);
      }
    }
  });

  it('keep names that both sexes are really given (Taylor, Jordan in the 1990s)', () => {
    const band = bandOfYear(1995);
    for (const name of ['Taylor', 'Jordan']) {
      for (const gender of ['female', 'male'] as const) {
        expect(nationalFirstNames().bandNames(gender, band)).toContain(name);
        expect(firstNamesOf(gender, band, 'CA')).toContain(name);
      }
    }
  });
});

describe(`${FRESH_PEOPLE.toLocaleString('en-US')} fresh people`, () => {
  const people = generate(FRESH_PEOPLE, 9);

  it('have first names shipped for their sex, birth decade and state', () => {
    const strays = people.filter((p) => !shippedFor(p.gender, yearOf(p), p.state).has(p.firstName));
    expect(strays.map((p) => JSON.stringify(p))).toEqual([]);
  });

  it('are named by their era: Lindas born 30 years and more before Madisons', () => {
    const lindas = people.filter((p) => p.firstName === 'Linda').map(yearOf);
    const madisons = people.filter((p) => p.firstName === 'Madison').map(yearOf);
    expect(lindas.length).toBeGreaterThan(100);
    expect(madisons.length).toBeGreaterThan(50);
    expect(mean(madisons) - mean(lindas)).toBeGreaterThanOrEqual(30);
  });

  it('take the names most given in their decade', () => {
    const born = (gender: Gender, decade: number) =>
      people
        .filter((p) => p.gender === gender && yearOf(p) >= decade && yearOf(p) < decade + 10)
        .map((p) => p.firstName);
    expect(mostCommon(born('female', 1950), 5)).toEqual(
      expect.arrayContaining(['Mary', 'Linda', 'Patricia']),
    );
    expect(mostCommon(born('female', 2000), 5)).toEqual(
      expect.arrayContaining(['Madison', 'Emily']),
    );
    expect(mostCommon(born('male', 1950), 5)).toEqual(
      expect.arrayContaining(['James', 'Michael', 'Robert']),
    );
    expect(mostCommon(born('male', 2000), 5)).toContain('Jacob');
  });

  it('have Smith, then Johnson, as the most common surnames, Smith as often as in the Census', () => {
    expect(
      mostCommon(
        people.map((p) => p.lastName),
        2,
      ),
    ).toEqual(['Smith', 'Johnson']);
    // Smith's 2,442,977 bearers are 0.83% of the 294,979,229 people the 2010 surname file counts.
    const smiths = people.filter((p) => p.lastName === 'Smith').length / people.length;
    expect(smiths).toBeGreaterThanOrEqual(0.0065);
    expect(smiths).toBeLessThanOrEqual(0.01);
  });

  it('have surnames outside the Census top 1,000 as often as Americans do (59%), at least 45%', () => {
    const top = new Set(shippedSurnames().slice(0, 1000));
    const outside = people.filter((p) => !top.has(p.lastName)).length / people.length;
    expect(outside).toBeGreaterThanOrEqual(0.45);
    expect(outside).toBeLessThanOrEqual(0.62);
    expect(new Set(people.map((p) => p.lastName)).size).toBeGreaterThan(9000);
  });

  it('are as old as Americans: 18–29, 30–44, 45–64 and 65–80 within a point of the Census', () => {
    const ages = people.map((p) => ageOn(parseBirthdate(p.birthdate) ?? TODAY, TODAY));
    const share = (from: number, to: number) =>
      ages.filter((age) => age >= from && age <= to).length / ages.length;
    // Census civilian population, July 1, 2022: 21.30, 26.84, 33.23 and 18.64% of those 18 to 80.
    expect(Math.abs(share(18, 29) - 0.213)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(share(30, 44) - 0.2684)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(share(45, 64) - 0.3323)).toBeLessThanOrEqual(0.01);
    expect(Math.abs(share(65, 80) - 0.1864)).toBeLessThanOrEqual(0.01);
  });

  // Census civilian population, July 1, 2022, by single year of age and sex: women are 49.24,
  // 49.51, 50.39 and 53.47% of those 18-29, 30-44, 45-64 and 65-80 (2.3.0 made 50.4% at 65-80).
  it('are women as often as Americans of their age: each band within 2 points of the Census', () => {
    const womenIn = (from: number, to: number) => {
      const band = people.filter((p) => {
        const age = ageOn(parseBirthdate(p.birthdate) ?? TODAY, TODAY);
        return age >= from && age <= to;
      });
      return band.filter((p) => p.gender === 'female').length / band.length;
    };
    expect(Math.abs(womenIn(18, 29) - 0.4924)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(womenIn(30, 44) - 0.4951)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(womenIn(45, 64) - 0.5039)).toBeLessThanOrEqual(0.02);
    expect(Math.abs(womenIn(65, 80) - 0.5347)).toBeLessThanOrEqual(0.02);
  });

  it('live on streets with a suffix homes are on, spelled out and never plural', () => {
    const suffixes = new Set<string>(STREET_SUFFIXES);
    const strays = people.filter((p) => !suffixes.has(p.streetAddress.split(' ').at(-1) ?? ''));
    expect(strays.map((p) => p.streetAddress)).toEqual([]);
    expect(new Set(people.map((p) => p.streetAddress.split(' ').at(-1)))).toEqual(suffixes);
  });

  it('live on common US streets or streets named for a family, Main Street the most common', () => {
    const streetName = (address: string) => address.split(' ').slice(1, -1).join(' ');
    const known = new Set([...commonStreetNames(), ...shippedSurnames().slice(0, 1000)]);
    const strays = people.filter((p) => !known.has(streetName(p.streetAddress)));
    expect(strays.map((p) => p.streetAddress)).toEqual([]);
    expect(
      mostCommon(
        people.map((p) => streetName(p.streetAddress)),
        2,
      ),
    ).toEqual(['Main', '2nd']);
    expect(people.filter((p) => /^\d+ Circle Circle$/.test(p.streetAddress))).toEqual([]);
  });

  it('live on Main Street at most 2% of the time, not 10%', () => {
    // 45% of streets are common names, Main 33,484 of their 878,794 TIGER segments: 1.71%.
    const mains = people.filter((p) => / Main \S+$/.test(p.streetAddress)).length / people.length;
    expect(mains).toBeGreaterThanOrEqual(0.015);
    expect(mains).toBeLessThanOrEqual(0.02);
  });

  it('have house numbers of 1 to 5 digits, 5 digits at most 5% of the time', () => {
    const numbers = people.map((p) => /^(\d+) /.exec(p.streetAddress)?.[1] ?? '');
    expect(numbers.filter((n) => !/^[1-9]\d{0,4}$/.test(n))).toEqual([]);
    expect(numbers.filter((n) => n.length === 5).length / FRESH_PEOPLE).toBeLessThanOrEqual(0.05);
    expect(numbers.filter((n) => n.length <= 4).length / FRESH_PEOPLE).toBeGreaterThan(0.9);
  });
});

describe('locks reach across time', () => {
  const base = generate(1, 3)[0] ?? generatePerson({ random: createRandom(3), today: TODAY });
  const lockedName = (firstName: string) =>
    generate(LOCKED_DRAWS, 4, { ...base, firstName }, { ...NO_LOCKS, firstName: true });

  it('a locked Linda is mostly born before 1965', () => {
    const lindas = lockedName('Linda');
    expect(median(lindas.map(yearOf))).toBeLessThan(1965);
    expect(lindas.every((p) => p.gender === 'female')).toBe(true);
  });

  it('a locked Jordan is more often male, a locked Leslie more often female', () => {
    const male = (people: Person[]) => people.filter((p) => p.gender === 'male').length;
    expect(male(lockedName('Jordan'))).toBeGreaterThan(LOCKED_DRAWS / 2);
    expect(male(lockedName('Leslie'))).toBeLessThan(LOCKED_DRAWS / 2);
  });

  it('a locked birthdate of 1/1/2004 brings names of the 2000s', () => {
    const current = { ...base, birthdate: '1/1/2004' };
    const people = generate(LOCKED_DRAWS, 5, current, { ...NO_LOCKS, birthdate: true });
    const strays = people.filter((p) => !shippedFor(p.gender, 2004, p.state).has(p.firstName));
    expect(strays.map((p) => `${p.gender} ${p.firstName}`)).toEqual([]);
    expect(people.some((p) => p.firstName === 'Madison')).toBe(true);
    expect(new Set(people.map((p) => p.gender))).toEqual(new Set(['female', 'male']));
  });

  it('a locked gender and birthdate bring names of that sex and decade', () => {
    const current = { ...base, gender: 'male' as const, birthdate: '7/4/1952' };
    const locks = { ...NO_LOCKS, gender: true, birthdate: true };
    const people = generate(LOCKED_DRAWS, 6, current, locks);
    expect(
      people.every(
        (p) => p.gender === 'male' && shippedFor('male', 1952, p.state).has(p.firstName),
      ),
    ).toBe(true);
    expect(people.some((p) => p.firstName === 'Jacob')).toBe(false);
  });
});

describe('a first name as typed (firstNameNamed)', () => {
  it('is the data’s spelling whatever the capitals, and only for a name the data has', () => {
    expect(firstNameNamed('michael')).toBe('Michael');
    expect(firstNameNamed('MICHAEL')).toBe('Michael');
    expect(firstNameNamed('Michael')).toBe('Michael');
    expect(firstNameNamed('jose')).toBe('Jose');
    // Accents are the name's own: José is not the data's Jose.
    expect(firstNameNamed('José')).toBeUndefined();
    expect(firstNameNamed('Zebulon-Q')).toBeUndefined();
  });
});

describe('the first-name encoding', () => {
  it('keeps names, bands and counts within 7.5%', () => {
    const shipped = {
      female: [{ name: 'Linda', births: [100_000, 600_000, 0, 0, 0, 0, 0] }],
      male: [
        { name: 'Jacob', births: [0, 0, 0, 0, 0, 0, 250_000] },
        { name: 'Jacoby', births: [0, 0, 0, 0, 0, 1000, 2000] },
      ],
    };
    const encoded = encodeFirstNames(shipped);
    const decoded = {
      female: decodeFirstNames(encoded, 'female'),
      male: decodeFirstNames(encoded, 'male'),
    };
    expect(decoded.female.map((row) => row.name)).toEqual(['Linda']);
    expect(decoded.male.map((row) => row.name)).toEqual(['Jacob', 'Jacoby']);
    for (const gender of ['female', 'male'] as const) {
      decoded[gender].forEach((row, index) => {
        const births = shipped[gender][index]?.births ?? [];
        row.births.forEach((count, band) => {
          const expected = births[band] ?? 0;
          /* A band with no births stays empty: an error of Infinity fails as it should. */
          const error = expected === 0 ? (count === 0 ? 0 : Infinity) : count / expected - 1;
          expect(Math.abs(error), `${gender} ${row.name}, band ${band}`).toBeLessThan(0.075);
        });
      });
    }
  });

  it('places birth years in decades, the shipped ones at the ends', () => {
    expect([1939, 1940, 1949, 1950, 2004, 2009, 2010].map(bandOfYear)).toEqual([
      0, 0, 0, 1, 6, 6, 6,
    ]);
  });
});

describe('surnames', () => {
  it('are the 2010 Census list, Smith first', () => {
    expect(shippedSurnames().slice(0, 5)).toEqual([
      'Smith',
      'Johnson',
      'Williams',
      'Brown',
      'Jones',
    ]);
    // Ranks 1 to 10,000 but one: the Census file's NULL, which is no one's written surname.
    expect(shippedSurnames()).toHaveLength(9999);
    expect(shippedSurnames()).toEqual(expect.arrayContaining(["O'Sullivan", 'St. John', 'Haas']));
  });

  it('decode as encoded: the top in rank order to within 0.15%, the rest sorted to within 5%', () => {
    const rows = [
      { name: 'Smith', count: 2_442_977 },
      { name: 'Johnson', count: 1_932_812 },
      { name: 'Haas', count: 34_918 },
      { name: 'Balk', count: 3228 },
      { name: 'Littles', count: 3224 },
    ];
    const { top, tail } = decodeSurnames(encodeSurnames(rows, 2, 5_000_000));
    expect(top).toEqual([
      { name: 'Smith', count: 2_443_000 },
      { name: 'Johnson', count: 1_932_800 },
    ]);
    expect(tail.map(({ name }) => name)).toEqual(['Balk', 'Haas', 'Littles']);
    tail.forEach(({ name, count }) => {
      const real = rows.find((row) => row.name === name)?.count ?? 0;
      expect(Math.abs(count / real - 1), name).toBeLessThanOrEqual(0.05);
    });
    expect(() =>
      encodeSurnames(
        [rows[1], rows[0], ...rows.slice(2)].filter((row) => row !== undefined),
        2,
        5_000_000,
      ),
    ).toThrow(RangeError);
  });

  it('repeat for a seed', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 20 }, () => randomSurname(random));
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });
});

describe('first names drawn for an origin', () => {
  it('are each name of the band as often as its births times its profile’s share of the origin, an unlisted name’s the band’s mean share (Texas, Wyoming)', () => {
    const shares = decodeProfiles(FIRST_NAME_ORIGINS.profiles);
    const steps = 40_000;
    for (const code of ['TX', 'WY'])
      for (const gender of ['female', 'male'] as const)
        for (const band of [0, 4, 6])
          for (const origin of [0, 1, 5]) {
            const set = stateFirstNames(code);
            const digits = stateData(code).origins[gender];
            const rows = decodeFirstNames(set.encoded, gender).map(
              ({ name, births }, position) => ({
                name,
                births: births[band] ?? 0,
                share: shares[PROFILE_DIGITS.indexOf(digits.charAt(position)) * 6 + origin],
              }),
            );
            // A name Tzioumis does not list (a digit past the profiles) weighs the listed names'
            // share of the origin, weighed by their births in the band.
            const listed = rows.filter(({ share }) => share !== undefined);
            const listedBirths = listed.reduce((sum, { births }) => sum + births, 0);
            const mean =
              listed.reduce((sum, { births, share }) => sum + births * (share ?? 0), 0) /
              listedBirths;
            const expected = new Map<string, number>();
            for (const { name, births, share } of rows) {
              const weight = births * (share ?? mean);
              if (weight > 0) expected.set(name, weight);
            }
            const total = [...expected.values()].reduce((a, b) => a + b, 0);
            // Units on an even grid: each name's share of them is its chance.
            let step = 0;
            const grid = { number: { float: () => (step++ + 0.5) / steps } } as unknown as Random;
            const drawn = new Map<string, number>();
            for (let i = 0; i < steps; i++) {
              const name = set.randomNameOfOrigin(grid, gender, band, origin);
              drawn.set(name, (drawn.get(name) ?? 0) + 1);
            }
            let distance = 0;
            for (const name of new Set([...expected.keys(), ...drawn.keys()])) {
              expect(expected.has(name), `${code} ${gender} ${band} ${origin} ${name}`).toBe(true);
              distance += Math.abs(
                (drawn.get(name) ?? 0) / steps - (expected.get(name) ?? 0) / total,
              );
            }
            // Half the summed gaps: the share of draws on the wrong name, a grid's rounding.
            expect(distance / 2, `${code} ${gender} ${band} ${origin}`).toBeLessThan(0.01);
          }
  });

  it('give Jose to Hispanic or Latino men far more than to White men, and Linda the other way', () => {
    const draw = (origin: number, gender: 'female' | 'male', name: string) => {
      const random = createRandom(5);
      let count = 0;
      for (let i = 0; i < 20_000; i++) {
        if (randomFirstName(random, gender, 4, 'TX', origin) === name) count++;
      }
      return count / 20_000;
    };
    expect(draw(5, 'male', 'Jose')).toBeGreaterThan(20 * draw(0, 'male', 'Jose'));
    expect(draw(0, 'female', 'Jennifer')).toBeGreaterThan(0.01);
  });
});

describe('packed word lists', () => {
  it('unpack to the words packed, in order, however much they share', () => {
    const words = ['10th Street', '11th Street', 'Abernathy', 'Abernathys', 'Abernathyson', 'B'];
    expect(unpackWords(packWords(words))).toEqual(words);
    expect(unpackWords(packWords([]))).toEqual([]);
  });

  it('read one word at a time as unpacked, before and after the list is unpacked whole', () => {
    const packed = SURNAMES.tailNames;
    const words = unpackWords(packed);
    const random = createRandom(5);
    const fresh = Array.from({ length: 300 }, () =>
      Math.floor(random.number.float() * words.length),
    );
    expect(fresh.map((index) => new PackedWords(packed).at(index))).toEqual(
      fresh.map((index) => words[index]),
    );
    const reader = new PackedWords(packed);
    expect(words.map((_, index) => reader.at(index))).toEqual(words);
    expect([reader.at(-1), reader.at(words.length), new PackedWords('').at(0)]).toEqual([
      '',
      '',
      '',
    ]);
  });

  it('write the shared length then the rest', () => {
    expect(packWords(['Abbey', 'Abbie', 'Ada'])).toBe('0Abbey|3ie|1da');
    expect(() => packWords(['a|b'])).toThrow();
  });
});

describe('the decades the SSA lists each national first name in', () => {
  it('are shipped as the distinct sets and one digit a name, and read back', () => {
    const masks = [0b1111111, 0b1100000, 0b1111111, 0b0000001, 0b1100000];
    const encoded = encodeListedBands(masks);
    expect(encoded).toEqual({ masks: [0b0000001, 0b1100000, 0b1111111], sets: '21201' });
    expect(decodeListedBands(encoded)).toEqual(masks);
  });

  it('say when the SSA lists Nevaeh, Mary and Jayden, by sex, in any capitals', () => {
    // From the SSA's national file: Nevaeh's first girls are of the 1990s; Mary is a girl's name
    // in every decade; Jayden's first boys are of the 1970s, its first girls of the 1980s.
    expect(listedBandsOfName('Nevaeh')).toEqual({ female: 0b1100000 });
    expect(listedBandsOfName('MARY')).toEqual({ female: 0b1111111 });
    expect(listedBandsOfName('jayden')).toEqual({ female: 0b1110000, male: 0b1111000 });
    expect(listedBandsOfName('Zebulon-Q')).toBeUndefined();
  });

  it('hold every band a state ships a name in, for each sex the nation ships it for', () => {
    const unlisted: string[] = [];
    for (const code of stateCodes()) {
      for (const gender of ['female', 'male'] as const) {
        for (const { name, births } of decodeFirstNames(stateFirstNames(code).encoded, gender)) {
          const mask = listedBandsOfName(name)?.[gender];
          if (mask === undefined) continue;
          births.forEach((count, band) => {
            if (count > 0 && (mask & (1 << band)) === 0)
              unlisted.push(`${code} ${gender} ${name} ${band}`);
          });
        }
      }
    }
    expect(unlisted).toEqual([]);
  });

  it('hold every band the nation ships a name in', () => {
    const unlisted: string[] = [];
    for (const gender of ['female', 'male'] as const) {
      for (const { name, births } of decodeFirstNames(nationalFirstNames().encoded, gender)) {
        const mask = listedBandsOfName(name)?.[gender] ?? 0;
        births.forEach((count, band) => {
          if (count > 0 && (mask & (1 << band)) === 0) unlisted.push(`${gender} ${name} ${band}`);
        });
      }
    }
    expect(unlisted).toEqual([]);
  });
});
