/**
 * Builds the origin tables: src/person/origins.data.ts (each shipped surname's and first name's
 * mix of origin groups) and src/states/<code>/origins.data.ts (each shipped ZIP's residents by
 * origin group, and the origin mix of each of the state's first names).
 *
 * Sources (packages/generator/data/sources/, each checked by its sha256):
 * - the Census Bureau's 2010 surname file, ranks 1 to 10,000, with the share of each surname's
 *   bearers in each group (a suppressed cell, `(S)`, takes an equal part of what the row's shown
 *   shares leave of 100: the Census suppresses cells too small to show, and says no more);
 * - Tzioumis (2018), 4,250 first names from mortgage applications with the same shares; a first
 *   name it does not list gets a digit of its own, past the profiles, and says nothing of an
 *   origin (person/names.ts);
 * - the 2020 Census redistricting table P2 by county, and the 2020 ZCTA–county pairs: a ZIP's
 *   residents are its ZCTA's counties' residents, each county weighed equally (the extract we
 *   have carries no area or population of the part of the ZCTA in each county).
 *
 * Mixes ship as profiles: each table (surnames, first names, each state's ZIPs) has at most
 * PROFILE_DIGITS.length mixes, and each name or ZIP is the one character of its profile. The
 * profiles are the centres of a weighted k-means of the table's mixes (weights: the name's
 * bearers, the ZIP's residents), so the people a profile stands for have, together, the mix
 * they have in the source; origins.test.ts bounds how far any one name or ZIP lies from its
 * profile. Run with `npx tsx packages/generator/data/origins.ts`; origins.test.ts rebuilds the
 * modules and compares.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { readCensusFile, type CensusFile } from './census.ts';
import { STATE_CODES } from './states.ts';
import {
  ORIGIN_COUNT,
  PROFILE_DIGITS,
  encodeMajorities,
  encodeProfiles,
} from '../src/states/originProfiles.ts';
import { decodeFirstNames, decodeSurnames } from '../src/person/names.ts';
import { decodeStatePlaces } from '../src/place/places.ts';
import { SURNAMES } from '../src/person/surnames.data.ts';
import { ALL_STATES } from '../src/states/allStates.ts';
import { LISTED_SPELLINGS } from './surnames.ts';

export const SURNAME_SHARES: CensusFile = {
  name: 'Names_2010Census.csv (ranks 1 to 10,000)',
  stored: 'census-2010-surnames-top10000.csv.gz',
  sha256: 'be5e5fff21f867095819aef07f7cc05edb0c298213e7c062040e2566a3ddb21b',
};
export const COUNTY_ORIGINS: CensusFile = {
  name: 'DECENNIALPL2020.P2-county.csv',
  stored: 'DECENNIALPL2020.P2-county.csv.gz',
  sha256: '57fcd038a74419f7797f11381757cb5b3be1551f3dcee9ab767217dac3dba714',
};
export const ZCTA_COUNTIES: CensusFile = {
  name: 'tab20_zcta520_county20_natl.txt (its ZCTA-county pairs)',
  stored: 'zcta2020-county2020-pairs.csv.gz',
  sha256: 'aef028c66ad8211429d8b1551ad42ca26789bd5f974b4e7fba6e2e993ea5da64',
};
export const FIRST_NAME_SHARES: CensusFile = {
  name: 'Tzioumis (2018) firstnames.xlsx, sheet Data',
  stored: 'tzioumis-2018-firstnames.csv',
  sha256: 'e497754984161fbae007de829e2a9307b51a2b8b1ed401cb4695627fc7b93ed8',
};

/**
 * How many profiles each table ships: the page loads the surnames' and two states' tables before
 * its first person, within the size budget. Within these counts, the people of a name or ZIP lie
 * on average within a few points of their own mix (origins.test.ts bounds it), and each
 * profile's people together have exactly their source mix.
 */
export const SURNAME_PROFILES = 36;
export const FIRST_NAME_PROFILES = 8;
export const PLACE_PROFILES = 12;

const NATIONAL_MODULE = fileURLToPath(new URL('../src/person/origins.data.ts', import.meta.url));
export const stateOriginsModuleFile = (stateCode: string): string =>
  fileURLToPath(
    new URL(`../src/states/${stateCode.toLowerCase()}/origins.data.ts`, import.meta.url),
  );

/** Shares of a group's people, in ORIGINS order, summing to 1. */
export type Mix = number[];

/** The six shares of a row, as percentages: `(S)` cells share what the others leave. */
function filledShares(cells: readonly string[], where: string): Mix {
  const shown = cells.map((cell) => (cell === '(S)' ? undefined : Number(cell)));
  if (shown.some((share) => share !== undefined && !(share >= 0 && share <= 100))) {
    throw new Error(`${where}: shares ${cells.join(',')}`);
  }
  const sum = shown.reduce<number>((total, share) => total + (share ?? 0), 0);
  const suppressed = shown.filter((share) => share === undefined).length;
  const left = Math.max(0, 100 - sum);
  const filled = shown.map((share) => share ?? left / suppressed);
  const total = filled.reduce((a, b) => a + b, 0);
  if (!(total > 0)) throw new Error(`${where}: no shares`);
  return filled.map((share) => share / total);
}

/** Upper-case letters only: how the Census file writes a surname (O'Brien is OBRIEN). */
export const censusSpelling = (name: string): string => name.toUpperCase().replace(/[^A-Z]/g, '');

/** Each listed surname's count and mix, by its Census spelling. */
export function readSurnameShares(): Map<string, { count: number; mix: Mix }> {
  const [header, ...rows] = readCensusFile(SURNAME_SHARES).trim().split('\n');
  if (
    header !==
    'name,rank,count,prop100k,cum_prop100k,pctwhite,pctblack,pctapi,pctaian,pct2prace,pcthispanic'
  ) {
    throw new Error(`${SURNAME_SHARES.name}: header ${header}`);
  }
  const shares = new Map<string, { count: number; mix: Mix }>();
  for (const row of rows) {
    const [name = '', , count = '', , , ...cells] = row.split(',');
    // Already in ORIGINS order: white, black, api, aian, 2prace, hispanic.
    shares.set(name, { count: Number(count), mix: filledShares(cells, name) });
  }
  return shares;
}

/** Tzioumis's first names by upper-case spelling, and the mix of every name it does not list. */
export function readFirstNameShares(): {
  names: Map<string, { count: number; mix: Mix }>;
  other: { count: number; mix: Mix };
} {
  const [header, ...rows] = readCensusFile(FIRST_NAME_SHARES).trim().split('\n');
  if (header !== 'firstname,obs,pcthispanic,pctwhite,pctblack,pctapi,pctaian,pct2prace') {
    throw new Error(`${FIRST_NAME_SHARES.name}: header ${header}`);
  }
  const names = new Map<string, { count: number; mix: Mix }>();
  let other: { count: number; mix: Mix } | undefined;
  for (const row of rows) {
    const [name = '', count = '', hispanic = '', ...races] = row.split(',');
    // The file puts Hispanic first; ORIGINS puts it last.
    const entry = { count: Number(count), mix: filledShares([...races, hispanic], name) };
    if (name === 'ALL OTHER FIRST NAMES') other = entry;
    else names.set(name.toUpperCase(), entry);
  }
  if (!other) throw new Error(`${FIRST_NAME_SHARES.name}: no ALL OTHER FIRST NAMES row`);
  return { names, other };
}

/** Residents of each county (5-digit FIPS) by origin group, in ORIGINS order. */
export function readCountyOrigins(): Map<string, number[]> {
  const [codes, labels, ...rows] = readCensusFile(COUNTY_ORIGINS).trim().split('\n');
  const columns = parseQuoted(codes ?? '');
  if (!labels?.startsWith('"Geography"') && !labels?.startsWith('"id"')) {
    throw new Error(`${COUNTY_ORIGINS.name}: labels ${labels?.slice(0, 40)}`);
  }
  const at = (name: string) => {
    const index = columns.indexOf(name);
    if (index < 0) throw new Error(`${COUNTY_ORIGINS.name}: no column ${name}`);
    return index;
  };
  const geo = at('GEO_ID');
  const [total, hispanic, white, black, aian, asian, nhpi, other, two] = [
    'P2_001N', 'P2_002N', 'P2_005N', 'P2_006N', 'P2_007N', 'P2_008N', 'P2_009N', 'P2_010N',
    'P2_011N',
  ].map(at); // prettier-ignore
  const counties = new Map<string, number[]>();
  for (const row of rows) {
    const cells = parseQuoted(row);
    const value = (index: number | undefined) => Number(cells[index ?? -1]);
    const people = [
      value(white),
      value(black),
      value(asian) + value(nhpi),
      value(aian),
      value(other) + value(two),
      value(hispanic),
    ];
    if (people.some((count) => !Number.isInteger(count) || count < 0)) {
      throw new Error(`${COUNTY_ORIGINS.name}: row ${row.slice(0, 60)}`);
    }
    if (people.reduce((a, b) => a + b, 0) !== value(total)) {
      throw new Error(`${COUNTY_ORIGINS.name}: ${cells[geo]}'s groups do not make its total`);
    }
    counties.set((cells[geo] ?? '').slice(-5), people);
  }
  return counties;
}

function parseQuoted(line: string): string[] {
  const cells: string[] = [];
  const pattern = /"((?:[^"]|"")*)"|([^,]*)/g;
  let at = 0;
  while (at <= line.length) {
    pattern.lastIndex = at;
    const match = pattern.exec(line);
    if (!match) break;
    cells.push(match[1] !== undefined ? match[1].replace(/""/g, '"') : (match[2] ?? ''));
    at = pattern.lastIndex + 1;
  }
  return cells;
}

/** Each ZCTA's counties (5-digit FIPS). */
export function readZctaCounties(): Map<string, string[]> {
  const [header, ...rows] = readCensusFile(ZCTA_COUNTIES).trim().split('\n');
  if (header !== 'zcta,state_fips,state_usps,county_fips,county_name') {
    throw new Error(`${ZCTA_COUNTIES.name}: header ${header}`);
  }
  const counties = new Map<string, string[]>();
  for (const row of rows) {
    const [zcta = '', , , county = ''] = row.split(',');
    if (!/^\d{5}$/.test(zcta) || !/^\d{5}$/.test(county)) {
      throw new Error(`${ZCTA_COUNTIES.name}: row ${row}`);
    }
    const list = counties.get(zcta) ?? [];
    if (list.length === 0) counties.set(zcta, list);
    list.push(county);
  }
  return counties;
}

const mixOf = (people: readonly number[]): Mix => {
  const total = people.reduce((a, b) => a + b, 0);
  return people.map((count) => count / total);
};

/** A ZCTA's mix: the mean of its counties' mixes. */
export function zctaMix(
  zcta: string,
  zctaCounties: ReadonlyMap<string, readonly string[]>,
  countyOrigins: ReadonlyMap<string, readonly number[]>,
): Mix | undefined {
  const counties = (zctaCounties.get(zcta) ?? []).filter((county) => countyOrigins.has(county));
  if (counties.length === 0) return undefined;
  const sum = new Array<number>(ORIGIN_COUNT).fill(0);
  for (const county of counties) {
    mixOf(countyOrigins.get(county) ?? []).forEach(
      (share, group) => (sum[group] = (sum[group] ?? 0) + share),
    );
  }
  return sum.map((share) => share / counties.length);
}

export interface Profiles {
  /** The profiles' mixes. */
  centres: Mix[];
  /** Each point's profile. */
  of: number[];
}

const squared = (a: Mix, b: Mix) =>
  a.reduce((sum, value, i) => sum + (value - (b[i] ?? 0)) ** 2, 0);

/**
 * Weighted k-means of `points` into at most PROFILE_DIGITS.length profiles, deterministic: the
 * first centre is the heaviest point, each next one the point of the largest weight times
 * squared distance to its nearest centre, then Lloyd's steps until no point moves (at most
 * 50). Identical points are one point; with no more distinct points than profiles each is its
 * own profile, exactly.
 */
export function profilesOf(
  points: readonly Mix[],
  weights: readonly number[],
  most: number = PROFILE_DIGITS.length,
): Profiles {
  const keyOf = (point: Mix) => point.map((share) => share.toFixed(6)).join(',');
  const distinct = new Map<string, { point: Mix; weight: number }>();
  points.forEach((point, index) => {
    const key = keyOf(point);
    const entry = distinct.get(key);
    // Weightless points still need a profile: they count as a tiny weight.
    const weight = Math.max(weights[index] ?? 0, 1e-9);
    if (entry) entry.weight += weight;
    else distinct.set(key, { point, weight });
  });
  const unique = [...distinct.values()];
  const k = Math.min(most, unique.length);
  const centres: Mix[] = [];
  const nearest = new Float64Array(unique.length).fill(Infinity);
  let next = unique.reduce(
    (best, entry, index) => (entry.weight > (unique[best]?.weight ?? 0) ? index : best),
    0,
  );
  while (centres.length < k) {
    const centre = unique[next]?.point ?? [];
    centres.push(centre);
    let best = -1;
    let bestScore = -1;
    unique.forEach((entry, index) => {
      nearest[index] = Math.min(nearest[index] ?? Infinity, squared(entry.point, centre));
      const score = entry.weight * (nearest[index] ?? 0);
      if (score > bestScore) {
        bestScore = score;
        best = index;
      }
    });
    next = best;
  }
  let assignment = new Int32Array(unique.length).fill(-1);
  for (let step = 0; step < 50; step++) {
    const assigned = new Int32Array(unique.length);
    unique.forEach((entry, index) => {
      let best = 0;
      let bestDistance = Infinity;
      centres.forEach((centre, c) => {
        const distance = squared(entry.point, centre);
        if (distance < bestDistance) {
          bestDistance = distance;
          best = c;
        }
      });
      assigned[index] = best;
    });
    const moved = assigned.some((c, index) => c !== assignment[index]);
    assignment = assigned;
    if (!moved) break;
    const sums = centres.map(() => new Array<number>(ORIGIN_COUNT).fill(0));
    const totals = new Float64Array(centres.length);
    unique.forEach((entry, index) => {
      const c = assignment[index] ?? 0;
      totals[c] = (totals[c] ?? 0) + entry.weight;
      const sum = sums[c] ?? [];
      entry.point.forEach(
        (share, group) => (sum[group] = (sum[group] ?? 0) + share * entry.weight),
      );
    });
    centres.forEach((_, c) => {
      if ((totals[c] ?? 0) > 0) centres[c] = (sums[c] ?? []).map((sum) => sum / (totals[c] ?? 1));
    });
  }
  const profileOfKey = new Map(
    [...distinct.keys()].map((key, index) => [key, assignment[index] ?? 0]),
  );
  return { centres, of: points.map((point) => profileOfKey.get(keyOf(point)) ?? 0) };
}

const spelledBack = new Map(Object.entries(LISTED_SPELLINGS).map(([key, name]) => [name, key]));

/** A shipped surname as the Census file spells it: O'Brien is OBRIEN, St. John STJOHN. */
export const surnameKey = (name: string): string => spelledBack.get(name) ?? censusSpelling(name);

/** The group that holds at least half of a mix, or undefined. */
export const majorityOf = (mix: Mix): number | undefined => {
  const largest = Math.max(...mix);
  return largest >= 0.5 ? mix.indexOf(largest) : undefined;
};

/**
 * profilesOf within each majority group apart (majorityOf; no majority is a group too), so a
 * profile's mix has its members' majority group (a mean of shares of at least half is at least
 * half; of shares under half, under half): a surname's profile says which group bears most of
 * it, as the streets' rule reads it (streets.ts). Each group present has at least four profiles,
 * the rest shared by the square root of its people, so the smaller groups' names, whose mixes
 * vary most, are not all lumped together.
 */
export function profilesByMajority(
  points: readonly Mix[],
  weights: readonly number[],
  most: number,
): Profiles {
  const classes = new Map<string, number[]>();
  points.forEach((point, index) => {
    const key = String(majorityOf(point));
    const members = classes.get(key) ?? [];
    if (members.length === 0) classes.set(key, members);
    members.push(index);
  });
  const keys = [...classes.keys()].sort();
  const weightOf = (key: string) =>
    sumOf((classes.get(key) ?? []).map((index) => weights[index] ?? 0));
  const total = sumOf(keys.map(weightOf));
  const floor = 4;
  const spare = most - floor * keys.length;
  const centres: Mix[] = [];
  const of = new Array<number>(points.length).fill(0);
  let given = 0;
  keys.forEach((key, position) => {
    const members = classes.get(key) ?? [];
    const share =
      position === keys.length - 1
        ? most - given
        : floor + Math.floor((spare * weightOf(key)) / total);
    given += share;
    const found = profilesOf(
      members.map((index) => points[index] ?? []),
      members.map((index) => weights[index] ?? 0),
      share,
    );
    members.forEach((index, at) => (of[index] = centres.length + (found.of[at] ?? 0)));
    centres.push(...found.centres);
  });
  return { centres, of };
}

const sumOf = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The shipped surnames in their shipped order, each as the Census file spells it. */
export function shippedSurnameKeys(): string[] {
  const { top, tail } = decodeSurnames(SURNAMES);
  return [...top, ...tail].map(({ name }) => surnameKey(name));
}

export interface OriginTables {
  surnames: Profiles;
  firstNames: Profiles & { keys: string[] };
  otherFirstName: number;
  /** The residents of the 50 states and DC by group. */
  nation: Mix;
  states: Map<string, { places: Profiles; female: number[]; male: number[] }>;
}

/** Every table, from the sources and the shipped places, surnames and first names. */
export function buildOrigins(): OriginTables {
  const surnameShares = readSurnameShares();
  const keys = shippedSurnameKeys();
  const surnameRows = keys.map((key) => {
    const row = surnameShares.get(key);
    if (!row) throw new Error(`surname ${key} is shipped but not in ${SURNAME_SHARES.name}`);
    return row;
  });
  const surnames = profilesByMajority(
    surnameRows.map((row) => row.mix),
    surnameRows.map((row) => row.count),
    SURNAME_PROFILES,
  );

  const first = readFirstNameShares();
  const firstKeys = [...first.names.keys()];
  const firstRows = [...first.names.values()];
  const firstProfiles = profilesOf(
    firstRows.map((row) => row.mix),
    firstRows.map((row) => row.count),
    FIRST_NAME_PROFILES,
  );
  // A name Tzioumis does not list says nothing of an origin: its own digit, past the profiles.
  const otherFirstName = firstProfiles.centres.length;
  const profileOfFirst = new Map(
    firstKeys.map((key, index) => [key, firstProfiles.of[index] ?? 0]),
  );

  const counties = readCountyOrigins();
  const zctaCounties = readZctaCounties();
  const states = new Map<string, { places: Profiles; female: number[]; male: number[] }>();
  for (const code of STATE_CODES) {
    const data = ALL_STATES[code as keyof typeof ALL_STATES];
    const rows = decodeStatePlaces(data.places).flatMap((town) => town.zips);
    const stateMix = mixOf(
      [...counties.entries()]
        .filter(([fips]) => STATE_FIPS[code] === fips.slice(0, 2))
        .reduce(
          (sum, [, people]) => sum.map((value, group) => value + (people[group] ?? 0)),
          new Array<number>(ORIGIN_COUNT).fill(0),
        ),
    );
    const mixes = rows.map(({ zip }) => zctaMix(zip, zctaCounties, counties) ?? stateMix);
    const places = profilesOf(
      mixes,
      rows.map(({ people }) => people),
      PLACE_PROFILES,
    );
    const profileOfName = (name: string) =>
      profileOfFirst.get(name.toUpperCase()) ?? otherFirstName;
    states.set(code, {
      places,
      female: decodeFirstNames(data.firstNames, 'female').map(({ name }) => profileOfName(name)),
      male: decodeFirstNames(data.firstNames, 'male').map(({ name }) => profileOfName(name)),
    });
  }
  const stateFips = new Set(Object.values(STATE_FIPS));
  const nation = mixOf(
    [...counties.entries()]
      .filter(([fips]) => stateFips.has(fips.slice(0, 2)))
      .reduce(
        (sum, [, people]) => sum.map((value, group) => value + (people[group] ?? 0)),
        new Array<number>(ORIGIN_COUNT).fill(0),
      ),
  );
  return {
    nation,
    surnames,
    firstNames: { ...firstProfiles, keys: firstKeys },
    otherFirstName,
    states,
  };
}

/** Each state's two-digit FIPS code, by postal code. */
export const STATE_FIPS: Readonly<Record<string, string>> = {
  AL: '01', AK: '02', AZ: '04', AR: '05', CA: '06', CO: '08', CT: '09', DE: '10', DC: '11',
  FL: '12', GA: '13', HI: '15', ID: '16', IL: '17', IN: '18', IA: '19', KS: '20', KY: '21',
  LA: '22', ME: '23', MD: '24', MA: '25', MI: '26', MN: '27', MS: '28', MO: '29', MT: '30',
  NE: '31', NV: '32', NH: '33', NJ: '34', NM: '35', NY: '36', NC: '37', ND: '38', OH: '39',
  OK: '40', OR: '41', PA: '42', RI: '44', SC: '45', SD: '46', TN: '47', TX: '48', UT: '49',
  VT: '50', VA: '51', WA: '53', WV: '54', WI: '55', WY: '56',
}; // prettier-ignore

const digits = (of: readonly number[]) =>
  of.map((profile) => PROFILE_DIGITS.charAt(profile)).join('');

export function renderNationalModule(tables: OriginTables): string {
  return `// Generated by packages/generator/data/origins.ts. Do not edit.
// Sources: the Census Bureau's 2010 surname file (public domain) and Tzioumis (2018), first names
// from mortgage applications (a US Government work, public domain). Format: see origins.ts.
// The residents of the 50 states and DC by origin group (2020 Census P2), in thousandths.
export const NATIONAL_ORIGINS = ${JSON.stringify(encodeProfiles([tables.nation]))};

export const SURNAME_ORIGINS = {
  profiles: ${JSON.stringify(encodeProfiles(tables.surnames.centres))},
  majorities: ${JSON.stringify(encodeMajorities(tables.surnames.centres.map(majorityOf)))},
  names: ${JSON.stringify(digits(tables.surnames.of))},
};

export const FIRST_NAME_ORIGINS = {
  profiles: ${JSON.stringify(encodeProfiles(tables.firstNames.centres))},
  other: ${tables.otherFirstName},
};
`;
}

export function renderStateModule(code: string, tables: OriginTables): string {
  const state = tables.states.get(code);
  if (!state) throw new Error(`no origins for ${code}`);
  return `// Generated by packages/generator/data/origins.ts. Do not edit.
// ${code}: each ZIP's residents by origin group (2020 Census P2 by county, public domain, over the
// 2020 ZCTA-county pairs), and the origin profile of each first name. Format: see origins.ts.
export const ORIGINS = {
  profiles: ${JSON.stringify(encodeProfiles(state.places.centres))},
  places: ${JSON.stringify(digits(state.places.of))},
  female: ${JSON.stringify(digits(state.female))},
  male: ${JSON.stringify(digits(state.male))},
};
`;
}

async function formatted(source: string, file: string): Promise<string> {
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

/** Every module this script writes, by file. */
export async function originModules(): Promise<Map<string, string>> {
  const tables = buildOrigins();
  const modules = new Map<string, string>();
  modules.set(NATIONAL_MODULE, await formatted(renderNationalModule(tables), NATIONAL_MODULE));
  for (const code of STATE_CODES) {
    const file = stateOriginsModuleFile(code);
    modules.set(file, await formatted(renderStateModule(code, tables), file));
  }
  return modules;
}

async function main() {
  for (const [file, source] of await originModules()) writeFileSync(file, source);
  console.log('wrote', NATIONAL_MODULE, 'and', STATE_CODES.length, 'state modules');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) void main();
