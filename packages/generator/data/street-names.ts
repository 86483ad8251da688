/**
 * Builds src/person/streetNames.data.ts: the 100 most common US street names with how many road
 * segments bear each, counted in the Census Bureau's 2023 TIGER/Line road files (public domain)
 * by GitHub partdavid/top-us-roads, whose `top-100.txt` is checked in under
 * packages/generator/data/sources/ (where it came from and its sha256 in the README there); and
 * what a street named for a family needs (person/streets.ts): each state's rare groups (2020
 * Census P.L. 94-171 table P2 by county, summed by state, public domain, checked in there too).
 * The surnames' majority groups come with their origin profiles (data/origins.ts); its test
 * holds them to readSurnameMajorities here, read from the Census 2010 surname file.
 * Run with `npx tsx packages/generator/data/street-names.ts`;
 * packages/generator/data/street-names.test.ts rebuilds and compares.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { readCensusFile, type CensusFile } from './census.ts';
import { TOP_COUNT, TOP_SHA256, readSurnames, spell } from './surnames.ts';
import { ORIGINS, type Origin } from '../src/person/origins.ts';
import { encodeRareOrigins } from '../src/person/streets.ts';
import { stateCodes } from '../src/place/places.ts';
import { STATE_FIPS, readCountyOrigins } from './origins.ts';

const SOURCE_FILE = fileURLToPath(
  new URL('./sources/tiger-2023-top-100-street-names.txt', import.meta.url),
);
export const SOURCE_SHA256 = '96cfa46b4cb4116b098becb5b8703026358ee43d6fc4f1beda9a13ad0b44da5a';
export const STREET_NAME_COUNT = 100;
const OUTPUT_FILE = fileURLToPath(new URL('../src/person/streetNames.data.ts', import.meta.url));

/**
 * The counting script spelled out the ordinals 1st to 30th ("2nd" and "Second" are one name
 * there); addresses write them as numerals, as TIGER mostly does, so they are written back.
 */
const ORDINAL_WORDS = [
  'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth', 'Tenth',
  'Eleventh', 'Twelfth', 'Thirteenth', 'Fourteenth', 'Fifteenth', 'Sixteenth', 'Seventeenth',
  'Eighteenth', 'Nineteenth', 'Twentieth', 'Twenty-first', 'Twenty-second', 'Twenty-third',
  'Twenty-fourth', 'Twenty-fifth', 'Twenty-sixth', 'Twenty-seventh', 'Twenty-eighth',
  'Twenty-ninth', 'Thirtieth',
]; // prettier-ignore

/** "Second" as "2nd", "Twenty-first" as "21st"; other names as they are. */
export function numeral(name: string): string {
  const index = ORDINAL_WORDS.indexOf(name);
  if (index < 0) return name;
  const number = index + 1;
  const suffix =
    number % 10 === 1 && number !== 11
      ? 'st'
      : number % 10 === 2 && number !== 12
        ? 'nd'
        : number % 10 === 3 && number !== 13
          ? 'rd'
          : 'th';
  return `${number}${suffix}`;
}

export interface StreetName {
  name: string;
  /** Road segments of the 2023 TIGER/Line files bearing this name. */
  segments: number;
}

/** The names in the list's (count) order, as addresses write them: "Main", "2nd", "County Line". */
export function readStreetNames(): StreetName[] {
  const text = readFileSync(SOURCE_FILE, 'utf8');
  const sha256 = createHash('sha256').update(text).digest('hex');
  if (sha256 !== SOURCE_SHA256) throw new Error(`${SOURCE_FILE} changed: sha256 ${sha256}`);
  const rows = text.trimEnd().split('\n');
  if (rows.length !== STREET_NAME_COUNT) throw new Error(`${SOURCE_FILE}: ${rows.length} rows`);
  return rows.map((row, index) => {
    const match = /^(\d+) ([A-Z][A-Za-z -]*)$/.exec(row);
    if (!match) throw new Error(`${SOURCE_FILE}: unexpected row ${row}`);
    const [, segments = '', name = ''] = match;
    const previous = rows[index - 1]?.split(' ')[0];
    if (previous !== undefined && Number(previous) < Number(segments)) {
      throw new Error(`${SOURCE_FILE}: not in count order at ${row}`);
    }
    return { name: numeral(name), segments: Number(segments) };
  });
}

/** The Census 2010 surname file's ranks 1 to 1,000, with the share of each group (pct*). */
export const TOP_SURNAMES: CensusFile = {
  name: 'Names_2010Census.csv',
  stored: 'census-2010-surnames-top1000.csv',
  sha256: TOP_SHA256,
};

/** The surname file's share columns, in the order of ORIGINS. */
const SHARE_COLUMNS = ['pctwhite', 'pctblack', 'pctapi', 'pctaian', 'pct2prace', 'pcthispanic'];
/** A group bearing at least this share of a surname (in percent) is its majority group. */
export const MAJORITY_PERCENT = 50;
/** A group under this share of a state's residents is rare there. */
export const RARE_SHARE = 0.05;

/**
 * The majority group of each of the 1,000 most common surnames, in rank order (the order of the
 * shipped top surnames): the group with the largest share, if it is at least half; undefined
 * for a surname no group bears half of. A suppressed share, `(S)`, is a small one, read as 0.
 */
export function readSurnameMajorities(): (Origin | undefined)[] {
  const [header = '', ...rows] = readCensusFile(TOP_SURNAMES).trim().split(/\r?\n/);
  const columns = header.split(',');
  const positions = SHARE_COLUMNS.map((column) => columns.indexOf(column));
  if (positions.some((position) => position < 0)) {
    throw new Error(`${TOP_SURNAMES.stored}: unexpected header ${header}`);
  }
  const shipped = readSurnames().slice(0, TOP_COUNT);
  if (rows.length !== shipped.length)
    throw new Error(`${TOP_SURNAMES.stored}: ${rows.length} rows`);
  return rows.map((row, rank) => {
    const cells = row.split(',');
    if (spell(cells[0] ?? '') !== shipped[rank]?.name) {
      throw new Error(`${TOP_SURNAMES.stored}: ${row} is not shipped surname ${rank + 1}`);
    }
    const shares = positions.map((position) => {
      const cell = cells[position] ?? '';
      if (cell === '(S)') return 0;
      if (!/^\d+(\.\d+)?$/.test(cell)) throw new Error(`${TOP_SURNAMES.stored}: row ${row}`);
      return Number(cell);
    });
    const largest = Math.max(...shares);
    return largest >= MAJORITY_PERCENT ? shares.indexOf(largest) : undefined;
  });
}

/**
 * Each shipped state's rare groups, in the order of the shipped states (stateCodes): its
 * counties' residents by group (readCountyOrigins, origins.ts) summed.
 */
export function readRareOrigins(): Origin[][] {
  const counties = readCountyOrigins();
  return stateCodes().map((code) => {
    const groups = new Array<number>(ORIGINS.length).fill(0);
    for (const [county, people] of counties) {
      if (county.slice(0, 2) !== STATE_FIPS[code]) continue;
      people.forEach((count, group) => (groups[group] = (groups[group] ?? 0) + count));
    }
    const all = groups.reduce((sum, people) => sum + people, 0);
    if (!(all > 0)) throw new Error(`P2 by county: no county of ${code}`);
    return ORIGINS.map((_, origin) => origin).filter(
      (origin) => (groups[origin] ?? 0) < RARE_SHARE * all,
    );
  });
}

export interface StreetData {
  names: readonly StreetName[];
  rareByState: readonly (readonly Origin[])[];
}

export function readStreetData(): StreetData {
  return {
    names: readStreetNames(),
    rareByState: readRareOrigins(),
  };
}

export async function renderModule({ names, rareByState }: StreetData): Promise<string> {
  const source = `// Generated by packages/generator/data/street-names.ts. Do not edit.
// Sources (public domain; see packages/generator/data/sources/README.md): the ${names.length} most
// common US street names and how many road segments bear each in the Census Bureau's 2023
// TIGER/Line road files, as GitHub partdavid/top-us-roads counted them; the Census Bureau's 2010
// surname file (its 1,000 most common surnames' majority groups, read from their origin profiles
// in origins.data.ts) and its 2020
// P.L. 94-171 table P2 by county (residents by group, summed by state).
export const STREET_NAMES =
  ${JSON.stringify(names.map(({ name }) => name).join('|'))};
export const STREET_SEGMENTS: readonly number[] = ${JSON.stringify(names.map(({ segments }) => segments))};
/** Each state's groups under ${RARE_SHARE * 100}% of its residents (person/streets.ts encodeRareOrigins). */
export const STATE_RARE_ORIGINS = ${JSON.stringify(encodeRareOrigins(rareByState))};
`;
  const options = await prettier.resolveConfig(OUTPUT_FILE);
  return prettier.format(source, { ...options, filepath: OUTPUT_FILE });
}

async function main() {
  writeFileSync(OUTPUT_FILE, await renderModule(readStreetData()));
  console.log(`wrote ${OUTPUT_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
