/**
 * `npm run data:diff -- [from] [to]`: a change of the generated data modules
 * (packages/generator/src/<folder>/*.data.ts and src/states/<code>/*.data.ts) as the rows it adds and
 * removes, dataset by dataset, each module decoded by the package's own decoder. `from` is a git
 * revision (HEAD unless given), `to` another one or, unless given, the working tree. Exits 0
 * either way; it only shows. Both sides are read by today's decoders, so revisions before 3.0.0
 * (one places module for every state) show their places as missing.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { decodeAreaCodes } from '../../packages/generator/src/place/area-codes.ts';
import {
  FIRST_BAND_YEAR,
  BAND_YEARS,
  decodeFirstNames,
} from '../../packages/generator/src/person/names.ts';
import { decodeSurnames, type EncodedSurnames } from '../../packages/generator/src/person/names.ts';
import type { EncodedFirstNames } from '../../packages/generator/src/states/stateData.ts';
import { decodeStatePlaces, decodeStates } from '../../packages/generator/src/place/places.ts';
import { STATE_CODES } from '../../packages/generator/data/states.ts';

const DIR = 'packages/generator/src';

const firstNameRows = (data: EncodedFirstNames, prefix = '') =>
  (['female', 'male'] as const).flatMap((gender) =>
    decodeFirstNames(data, gender).map(
      ({ name, births }) =>
        `${prefix}${gender} ${name}: ` +
        births.map((count, band) => `${FIRST_BAND_YEAR + band * BAND_YEARS}s ${count}`).join(', '),
    ),
  );

/** A dataset: its modules' files (by state or one) and how a module's export reads as rows. */
interface Dataset {
  files: readonly string[];
  /** `town` names a state's towns by their position, from the same revision's places module. */
  rows: (data: never, file: string, town: (position: number) => string) => string[];
}

const stateFile = (name: string) =>
  STATE_CODES.map((code) => `states/${code.toLowerCase()}/${name}`);
const stateOfFile = (file: string) => file.split('/')[1]?.toUpperCase() ?? '';

const DATASETS: Record<string, Dataset> = {
  states: {
    files: ['place/states.data.ts'],
    rows: (data: string) =>
      decodeStates(data).map(
        ({ state, stateCode, population, zip3s }) =>
          `${state} (${stateCode}): ${population} thousand people, ZIPs ${zip3s.join(',')}`,
      ),
  },
  places: {
    files: stateFile('places.data.ts'),
    rows: (data: string, file) =>
      decodeStatePlaces(data).flatMap(({ city, zips }) =>
        zips.map(({ zip, people }) => `ZIP ${zip} ${city}, ${stateOfFile(file)}: ${people} people`),
      ),
  },
  'area codes': {
    files: stateFile('areaCodes.data.ts'),
    rows: (data: string, file, town) =>
      decodeAreaCodes(data).map(
        (codes, position) =>
          `${town(position)}, ${stateOfFile(file)}: ` +
          codes.map(({ code, exchanges }) => `${code} (${exchanges})`).join(', '),
      ),
  },
  'state first names': {
    files: stateFile('firstNames.data.ts'),
    rows: (data: EncodedFirstNames, file) => firstNameRows(data, `${stateOfFile(file)} `),
  },
  'first names': {
    files: ['states/firstNames.data.ts'],
    rows: (data: EncodedFirstNames) => firstNameRows(data),
  },
  surnames: {
    files: ['person/surnames.data.ts'],
    rows: (data: EncodedSurnames) => {
      const { top, tail } = decodeSurnames(data);
      return [...top, ...tail].map(({ name, count }) => `${name}: ${count}`);
    },
  },
  'street names': {
    files: ['person/streetNames.data.ts'],
    rows: (data: string) => data.split('|'),
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
let modules = 0;
/** A module's export at a revision (undefined where it did not exist). */
const exportAt = (file: string, revision: string | undefined) =>
  exported(moduleText(file, revision), scratch, `module-${modules++}`);
try {
  console.log(`Data rows, ${from} -> ${to ?? 'working tree'}:`);
  for (const [name, { files, rows }] of Object.entries(DATASETS)) {
    const read = async (revision: string | undefined) => {
      const all: string[] = [];
      for (const file of files) {
        const data = await exportAt(file, revision);
        if (data === undefined) continue;
        const places = file.startsWith('states/')
          ? await exportAt(file.replace(/[^/]+$/, 'places.data.ts'), revision)
          : undefined;
        const towns = typeof places === 'string' ? decodeStatePlaces(places) : [];
        all.push(
          ...rows(data as never, file, (position) => towns[position]?.city ?? `town ${position}`),
        );
      }
      return counted(all);
    };
    const [old, now] = [await read(from), await read(to)];
    const removed = missing(old, now);
    const added = missing(now, old);
    console.log(`\n${name}: ${added.length} added, ${removed.length} removed`);
    for (const row of removed) console.log(`- ${row}`);
    for (const row of added) console.log(`+ ${row}`);
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
