/**
 * `npm run data:diff -- [from] [to]`: a change of the generated data modules
 * (packages/generator/src/*.data.ts) as the rows it adds and removes, dataset by dataset, each
 * module decoded by the package's own decoder. `from` is a git revision (HEAD unless given),
 * `to` another one or, unless given, the working tree. Exits 0 either way; it only shows.
 * Both sides are read by today's decoder; the places from before their state codes (added
 * after 2.1.0's first data) are read with "??" for each code.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeAreaCodes } from '../../packages/generator/src/area-codes.ts';
import {
  FIRST_BAND_YEAR,
  BAND_YEARS,
  decodeFirstNames,
} from '../../packages/generator/src/names.ts';
import { decodeSurnames, type EncodedSurnames } from '../../packages/generator/src/names.ts';
import type { EncodedFirstNames } from '../../packages/generator/src/names.ts';
import { decodePlaceStates } from '../../packages/generator/src/places.ts';

const DIR = 'packages/generator/src';

/** Places text from before each state began with its two-capital postal code ("ALAlabama"). */
function withStateCodes(data: string): string {
  return /^[A-Z]{3}/.test(data) ? data : data.replace(/(^|;)/g, '$1??');
}

/** Each module's file, its export and how its rows read. */
const DATASETS: Record<string, { file: string; rows: (data: never) => string[] }> = {
  places: {
    file: 'places.data.ts',
    rows: (data: string) =>
      decodePlaceStates(withStateCodes(data)).flatMap(
        ({ state, stateCode, population, cities }) => [
          `state ${state} (${stateCode}): ${population} people`,
          ...cities.flatMap(({ city, population: people, zips }) => [
            `city ${city}, ${state}: ${people} people`,
            ...zips.map((zip) => `ZIP ${zip} ${city}, ${state}`),
          ]),
        ],
      ),
  },
  'first names': {
    file: 'firstNames.data.ts',
    rows: (data: EncodedFirstNames) =>
      (['female', 'male'] as const).flatMap((gender) =>
        decodeFirstNames(data, gender).map(
          ({ name, births }) =>
            `${gender} ${name}: ` +
            births
              .map((count, band) => `${FIRST_BAND_YEAR + band * BAND_YEARS}s ${count}`)
              .join(', '),
        ),
      ),
  },
  surnames: {
    file: 'surnames.data.ts',
    rows: (data: EncodedSurnames | string) => {
      // Before 2.0.0's surname tail: `name|name|...#count,...`, the top 1,000 in hundreds.
      if (typeof data === 'string') {
        const [names = '', counts = ''] = data.split('#');
        const hundreds = counts.split(',');
        return names
          .split('|')
          .map((name, at) => `${name}: ${parseInt(hundreds[at] ?? '', 36) * 100}`);
      }
      const { top, tail } = decodeSurnames(data);
      return [...top, ...tail].map(({ name, count }) => `${name}: ${count}`);
    },
  },
  'street names': {
    file: 'streetNames.data.ts',
    rows: (data: string) => data.split('|'),
  },
  'area codes': {
    file: 'area-codes.data.ts',
    rows: (data: string) =>
      [...decodeAreaCodes(data)].flatMap(([state, { cities }]) =>
        [...cities].map(
          ([city, { areaCodes, exchanges }]) =>
            `${city}, ${state}: ${areaCodes.map((code, at) => `${code} (${exchanges[at]})`).join(', ')}`,
        ),
      ),
  },
};

/** The module's text at a revision, or in the working tree; empty where it did not exist. */
function moduleText(file: string, revision: string | undefined): string {
  const path = `${DIR}/${file}`;
  if (revision === undefined) return readFileSync(path, 'utf8');
  try {
    return execFileSync('git', ['show', `${revision}:${path}`], {
      encoding: 'utf8',
      maxBuffer: 1 << 28,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
  } catch {
    return '';
  }
}

/** The module's one export, evaluated from a copy of its text. */
async function exported(text: string, scratch: string, name: string): Promise<unknown> {
  if (text === '') return undefined;
  const path = join(scratch, `${name}.ts`);
  writeFileSync(path, text);
  const module = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  return Object.values(module)[0];
}

function counted(rows: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const row of rows) counts.set(row, (counts.get(row) ?? 0) + 1);
  return counts;
}

/** Rows of `a` not matched in `b`, as often as they are missing. */
function missing(a: Map<string, number>, b: Map<string, number>): string[] {
  return [...a].flatMap(([row, count]) => Array(Math.max(0, count - (b.get(row) ?? 0))).fill(row));
}

const [from = 'HEAD', to] = process.argv.slice(2);
const scratch = mkdtempSync(join(tmpdir(), 'data-diff-'));
try {
  console.log(`Data rows, ${from} -> ${to ?? 'working tree'}:`);
  for (const [name, { file, rows }] of Object.entries(DATASETS)) {
    const key = name.replace(/\W/g, '-');
    const before = await exported(moduleText(file, from), scratch, `${key}-from`);
    const after = await exported(moduleText(file, to), scratch, `${key}-to`);
    const read = (data: unknown) => (data === undefined ? [] : rows(data as never));
    const [old, now] = [counted(read(before)), counted(read(after))];
    const removed = missing(old, now);
    const added = missing(now, old);
    console.log(`\n${name} (${file}): ${added.length} added, ${removed.length} removed`);
    for (const row of removed) console.log(`- ${row}`);
    for (const row of added) console.log(`+ ${row}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
