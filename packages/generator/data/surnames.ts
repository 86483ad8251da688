/**
 * Builds src/person/surnames.data.ts: the 10,000 most common US surnames with how many people bear
 * each, from the Census Bureau's 2010 surname file (public domain). No npm package carries it
 * with counts, so two checked-in files hold the rows we ship (packages/generator/data/sources/,
 * with where they came from and their sha256, which this script checks): ranks 1 to 1,000 as
 * the Census writes them, and ranks 1,001 to 10,000 (name and count) from a full copy of the
 * file. Run with `npx tsx packages/generator/data/surnames.ts`;
 * packages/generator/data/surnames.test.ts rebuilds the module and compares.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import * as prettier from 'prettier';
import { encodeSurnames } from '../src/person/names.ts';

const TOP_FILE = fileURLToPath(
  new URL('./sources/census-2010-surnames-top1000.csv', import.meta.url),
);
export const TOP_SHA256 = '194e1213772377c92f414a60ae6086c54df84c4f4100e59a3c9717e6cbcfcaeb';
const TOP_HEADER =
  'name,rank,count,prop100k,cum_prop100k,pctwhite,pctblack,pctapi,pctaian,pct2prace,pcthispanic';
const TAIL_FILE = fileURLToPath(
  new URL('./sources/census-2010-surnames-1001-10000.csv', import.meta.url),
);
export const TAIL_SHA256 = 'e20a0216f0c515f4132cb45df4c748579a0bd69606305b71636414c792f42252';
/** Ranks 1 to 1,000 come from TOP_FILE, 1,001 to 10,000 from TAIL_FILE. */
export const TOP_COUNT = 1000;
export const SURNAME_RANKS = 10_000;
/**
 * Everyone the 2010 surname file counts, its "ALL OTHER NAMES" row included. The file's own
 * cum_prop100k for rank 1,000 (40,968.36 per 100,000) checks it against the top 1,000's sum.
 */
export const CENSUS_PEOPLE = 294_979_229;
const TOP_CUM_PROP100K = 40_968.36;
const OUTPUT_FILE = fileURLToPath(new URL('../src/person/surnames.data.ts', import.meta.url));

/**
 * Spellings the Census file cannot show: it keeps letters only (OBRIEN, STJOHN), and Odom,
 * Olsen or Stone show that an apostrophe or a "St." cannot be put back by rule, so each is
 * listed. The O' names are Irish O' names (faker's English surname list writes O'Connell,
 * O'Conner, O'Connor, O'Hara, O'Hare, O'Keefe, O'Neill and O'Reilly so); the script fails if one
 * is no longer among the shipped names.
 */
export const LISTED_SPELLINGS: Readonly<Record<string, string>> = {
  OBOYLE: "O'Boyle",
  OBRIEN: "O'Brien",
  OBRYAN: "O'Bryan",
  OBRYANT: "O'Bryant",
  OCONNELL: "O'Connell",
  OCONNER: "O'Conner",
  OCONNOR: "O'Connor",
  ODAY: "O'Day",
  ODONNELL: "O'Donnell",
  OGRADY: "O'Grady",
  OHALLORAN: "O'Halloran",
  OHARA: "O'Hara",
  OHARE: "O'Hare",
  OKEEFE: "O'Keefe",
  OLEARY: "O'Leary",
  OMALLEY: "O'Malley",
  OMARA: "O'Mara",
  OMEARA: "O'Meara",
  ONEAL: "O'Neal",
  ONEIL: "O'Neil",
  ONEILL: "O'Neill",
  OQUINN: "O'Quinn",
  OREILLY: "O'Reilly",
  OROURKE: "O'Rourke",
  OSHAUGHNESSY: "O'Shaughnessy",
  OSHEA: "O'Shea",
  OSULLIVAN: "O'Sullivan",
  OTOOLE: "O'Toole",
  STCLAIR: 'St. Clair',
  STGERMAIN: 'St. Germain',
  STJEAN: 'St. Jean',
  STJOHN: 'St. John',
  STLOUIS: 'St. Louis',
  STONGE: 'St. Onge',
  STPIERRE: 'St. Pierre',
};

export interface Surname {
  name: string;
  /** People with this surname in the 2010 Census. */
  count: number;
}

/** SMITH as Smith, MCDONALD as McDonald, OBRIEN as O'Brien. */
export function spell(census: string): string {
  const listed = LISTED_SPELLINGS[census];
  if (listed !== undefined) return listed;
  const name = census.charAt(0) + census.slice(1).toLowerCase();
  return name.replace(/^Mc([a-z])/, (_, letter: string) => `Mc${letter.toUpperCase()}`);
}

function readChecked(file: string, sha256: string): string {
  const text = readFileSync(file, 'utf8');
  const actual = createHash('sha256').update(text).digest('hex');
  if (actual !== sha256) throw new Error(`${file} changed: sha256 ${actual}`);
  return text;
}

/** Ranks 1 to 1,000 as the Census file writes them (OBRIEN), and their cumulative share. */
function readTop(): { census: string; count: number }[] {
  const [header, ...rows] = readChecked(TOP_FILE, TOP_SHA256).trim().split(/\r?\n/);
  if (header !== TOP_HEADER) throw new Error(`${TOP_FILE}: unexpected header ${header}`);
  let cumProp100k = 0;
  const top = rows.map((row, index) => {
    const [name = '', rank = '', count = '', , cum = ''] = row.split(',');
    if (!/^[A-Z]+$/.test(name) || !/^\d+$/.test(count) || Number(rank) > index + 1) {
      throw new Error(`${TOP_FILE}: unexpected row ${row}`);
    }
    cumProp100k = Number(cum);
    return { census: name, count: Number(count) };
  });
  if (top.length !== TOP_COUNT) throw new Error(`${TOP_FILE} has ${top.length} rows`);
  const sum = top.reduce((total, { count }) => total + count, 0);
  if (
    cumProp100k !== TOP_CUM_PROP100K ||
    Math.abs((sum / CENSUS_PEOPLE) * 1e5 - cumProp100k) > 0.01
  ) {
    throw new Error(
      `${TOP_FILE}: ${sum} people are not ${cumProp100k} per 100,000 of ${CENSUS_PEOPLE}`,
    );
  }
  return top;
}

/**
 * Ranks 1,001 to 10,000, title-cased as the copy writes them (Obrien). One row has no name: the
 * Census file's NULL, which the copy read as a missing value; it is left out.
 */
function readTail(): { census: string; count: number }[] {
  const [header, ...rows] = readChecked(TAIL_FILE, TAIL_SHA256).trim().split('\n');
  if (header !== 'name,count') throw new Error(`${TAIL_FILE}: unexpected header ${header}`);
  if (rows.length !== SURNAME_RANKS - TOP_COUNT)
    throw new Error(`${TAIL_FILE}: ${rows.length} rows`);
  return rows.flatMap((row) => {
    const match = /^([A-Z][a-z]*)?,(\d+)$/.exec(row);
    if (!match) throw new Error(`${TAIL_FILE}: unexpected row ${row}`);
    const [, name, count] = match;
    return name === undefined ? [] : [{ census: name.toUpperCase(), count: Number(count) }];
  });
}

/** The shipped surnames in rank order, most common first, spelled as their bearers write them. */
export function readSurnames(): Surname[] {
  const rows = [...readTop(), ...readTail()];
  rows.forEach(({ count }, index) => {
    const before = rows[index - 1]?.count ?? Infinity;
    if (count > before) throw new Error(`surname ${index + 1} has more people than the one before`);
  });
  const names = new Set(rows.map(({ census }) => census));
  if (names.size !== rows.length) throw new Error('a surname is listed twice');
  const missing = Object.keys(LISTED_SPELLINGS).filter((name) => !names.has(name));
  if (missing.length > 0) throw new Error(`not among the shipped surnames: ${missing.join(', ')}`);
  return rows.map(({ census, count }) => ({ name: spell(census), count }));
}

export async function renderModule(surnames: readonly Surname[]): Promise<string> {
  const encoded = encodeSurnames(surnames, TOP_COUNT, CENSUS_PEOPLE);
  const source = `// Generated by packages/generator/data/surnames.ts. Do not edit.
// Source: the US Census Bureau's 2010 surname file (public domain), its ${surnames.length} most
// common surnames with their counts: the first ${TOP_COUNT} in rank order, the others sorted (see
// src/person/names.ts for the format and packages/generator/data/sources/README.md for the files).

export const SURNAMES = ${JSON.stringify(encoded)};
/** Everyone the file counts, whatever their surname. */
export const SURNAME_PEOPLE = ${CENSUS_PEOPLE};
`;
  const options = await prettier.resolveConfig(OUTPUT_FILE);
  return prettier.format(source, { ...options, filepath: OUTPUT_FILE });
}

async function main() {
  writeFileSync(OUTPUT_FILE, await renderModule(readSurnames()));
  console.log(`wrote ${OUTPUT_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
