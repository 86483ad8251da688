/**
 * The golden files: what this version makes for a few fixed runs (the first rows of a few seeds
 * in every format, with and without constraints, far into the index range; the library's own
 * objects; the sha256 of 100,000 rows). `src/golden.test.ts` compares them with the files
 * committed under golden/<version>/ and never writes one; this script is the one way they are
 * written: `npm run golden:update` writes golden/<VERSION>/ and prints how it differs from the
 * previous version's folder, which stays in the repository for that comparison.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Constraints } from '../src/person/fields.ts';
import { FORMATS, type Format } from '../src/output/formats.ts';
import { households, peopleText, people } from '../src/options/calls.ts';
import { type OutputOptions } from '../src/options/options.ts';
import { MAX_HOUSEHOLD_INDEX, MAX_INDEX, MAX_SEED } from '../src/draw/random.ts';
import { VERSION } from '../src/output/version.ts';

export const UPDATE_COMMAND = 'npm run golden:update';
export const AS_OF = '2026-11-22';
/** Rows the checksums cover: enough that a rare draw (a small town, a long name) is in them. */
const CHECKSUM_ROWS = 100_000;
/** Households the households' checksums cover: about 38,000 members. */
const CHECKSUM_HOUSEHOLDS = 20_000;

const GOLDEN_ROOT = fileURLToPath(new URL('../golden/', import.meta.url));

/** golden/<version>/, with a trailing slash. */
export function goldenFolder(version: string): string {
  return `${GOLDEN_ROOT}${version}/`;
}

interface Case {
  name: string;
  seed: number;
  start?: number;
  constraints?: Constraints;
  /** Households rather than people (`--households`). */
  households?: boolean;
  /** People (or households) in the file: five unless said. */
  count?: number;
  /** Noisy records (`--noise`, `--duplicates`): docs/noise.md. */
  noise?: number;
  duplicates?: number;
}

const CASES: Case[] = [
  { name: 'seed-0', seed: 0 },
  { name: 'seed-42', seed: 42 },
  { name: `seed-${MAX_SEED}`, seed: MAX_SEED },
  { name: 'seed-7-wyoming-female', seed: 7, constraints: { state: 'Wyoming', gender: 'female' } },
  {
    name: 'seed-7-austin-birthdate',
    seed: 7,
    constraints: { city: 'Austin', state: 'Texas', birthdate: '2/29/1960' },
  },
  { name: 'seed-42-last-indices', seed: 42, start: MAX_INDEX - 4 },
  { name: 'households-seed-42', seed: 42, households: true },
  {
    name: 'households-seed-7-vermont-dorothy',
    seed: 7,
    households: true,
    constraints: { state: 'Vermont', firstName: 'Dorothy' },
  },
  {
    name: 'households-seed-7-birthdate',
    seed: 7,
    households: true,
    constraints: { birthdate: '7/4/1977' },
  },
  {
    name: 'households-seed-42-last-indices',
    seed: 42,
    households: true,
    start: MAX_HOUSEHOLD_INDEX - 4,
  },
  // Noisy records: enough people that copies land in other slots, errors of every type.
  { name: 'seed-42-noise', seed: 42, count: 20, noise: 0.1, duplicates: 0.5 },
  { name: 'seed-42-last-indices-noise', seed: 42, start: MAX_INDEX - 4, noise: 0.1, duplicates: 1 },
  {
    name: 'households-seed-42-noise',
    seed: 42,
    households: true,
    count: 10,
    noise: 0.1,
    duplicates: 0.5,
  },
  {
    name: 'households-seed-7-vermont-dorothy-noise',
    seed: 7,
    households: true,
    constraints: { state: 'Vermont', firstName: 'Dorothy' },
    noise: 0.1,
  },
  {
    name: 'households-seed-42-last-indices-noise',
    seed: 42,
    households: true,
    start: MAX_HOUSEHOLD_INDEX - 4,
    noise: 0.1,
    duplicates: 1,
  },
];

function text(options: Omit<OutputOptions, 'asOf'>): string {
  let all = '';
  for (const { text } of peopleText({ ...options, asOf: AS_OF })) all += text;
  return all;
}

export interface GoldenFile {
  /** The file's name in golden/<version>/. */
  name: string;
  /** What this version makes for it. */
  make(): string;
  /** The checksums run 100,000 rows: their test needs longer. */
  slow?: boolean;
}

export const GOLDEN_FILES: readonly GoldenFile[] = [
  ...CASES.flatMap(({ name, seed, start = 0, count = 5, constraints = {}, ...mode }) =>
    (Object.keys(FORMATS) as Format[]).map((format) => ({
      name: `${name}.${format}`,
      make: () =>
        text({
          seed,
          start,
          count,
          format,
          constraints,
          ...(mode.households && { households: true }),
          ...(mode.noise !== undefined && { noise: mode.noise }),
          ...(mode.duplicates !== undefined && { duplicates: mode.duplicates }),
        }),
    })),
  ),
  {
    name: 'seed-42-api.json',
    make: () => `${JSON.stringify([...people({ seed: 42, count: 5, asOf: AS_OF })], null, 2)}\n`,
  },
  {
    name: 'households-seed-42-api.json',
    make: () =>
      `${JSON.stringify([...households({ seed: 42, count: 5, asOf: AS_OF })], null, 2)}\n`,
  },
  {
    name: 'households-sha256.txt',
    slow: true,
    make: () =>
      (Object.keys(FORMATS) as Format[])
        .map((format) => {
          const sha256 = createHash('sha256')
            .update(text({ seed: 42, count: CHECKSUM_HOUSEHOLDS, format, households: true }))
            .digest('hex');
          return `${sha256}  --households --count ${CHECKSUM_HOUSEHOLDS} --seed 42 --format ${format} --as-of ${AS_OF}\n`;
        })
        .join(''),
  },
  {
    name: 'noise-sha256.txt',
    slow: true,
    make: () =>
      [
        { households: false, count: CHECKSUM_ROWS / 5 },
        { households: true, count: CHECKSUM_HOUSEHOLDS / 4 },
      ]
        .map(({ households: grouped, count }) => {
          const options = { seed: 42, count, format: 'csv' as const, noise: 'default' as const };
          const sha256 = createHash('sha256')
            .update(text({ ...options, duplicates: 0.2, households: grouped }))
            .digest('hex');
          const mode = grouped ? '--households ' : '';
          return `${sha256}  ${mode}--count ${count} --seed 42 --noise default --duplicates 0.2 --format csv --as-of ${AS_OF}\n`;
        })
        .join(''),
  },
  {
    name: 'sha256.txt',
    slow: true,
    make: () =>
      [
        { seed: 42, format: 'csv' as const },
        { seed: 1, format: 'ndjson' as const },
      ]
        .map(({ seed, format }) => {
          const sha256 = createHash('sha256')
            .update(text({ seed, count: CHECKSUM_ROWS, format }))
            .digest('hex');
          return `${sha256}  --count ${CHECKSUM_ROWS} --seed ${seed} --format ${format} --as-of ${AS_OF}\n`;
        })
        .join(''),
  },
];

/** The versions that have a golden folder, oldest first. */
export function goldenVersions(): string[] {
  // 2.10.0 after 2.9.0: each part compared as a number, the major first.
  const key = (version: string) =>
    version
      .split('.')
      .map((part) => part.padStart(8, '0'))
      .join('.');
  return readdirSync(GOLDEN_ROOT)
    .filter((name) => /^\d+\.\d+\.\d+$/.test(name))
    .sort((a, b) => (key(a) < key(b) ? -1 : 1));
}

/** Writes golden/<VERSION>/ and prints, file by file, how it differs from the previous version's. */
function update(): void {
  const folder = goldenFolder(VERSION);
  mkdirSync(folder, { recursive: true });
  const names = new Set(GOLDEN_FILES.map(({ name }) => name));
  for (const stale of readdirSync(folder).filter((name) => !names.has(name))) {
    rmSync(`${folder}${stale}`);
    console.log(`removed ${stale}: no run makes it`);
  }
  for (const { name, make } of GOLDEN_FILES) writeFileSync(`${folder}${name}`, make());
  const versions = goldenVersions();
  const previous = versions[versions.indexOf(VERSION) - 1];
  console.log(`wrote golden/${VERSION}/ (${names.size} files)`);
  if (previous === undefined) {
    console.log('no earlier version’s golden folder to compare with');
    return;
  }
  console.log(`against golden/${previous}/:`);
  const before = goldenFolder(previous);
  for (const name of names) {
    if (!existsSync(`${before}${name}`)) {
      console.log(`  ${name}: new`);
      continue;
    }
    // diff(1) from diffutils: 0 same, 1 different.
    const diff = spawnSync(
      'diff',
      [
        '-u',
        '--label',
        `${previous}/${name}`,
        '--label',
        `${VERSION}/${name}`,
        `${before}${name}`,
        `${folder}${name}`,
      ],
      { encoding: 'utf8' },
    );
    if (diff.status === 0) console.log(`  ${name}: the same`);
    else if (diff.status === 1) console.log(`  ${name}: changed\n${diff.stdout}`);
    else throw new Error(`diff failed on ${name}: ${diff.stderr}`);
  }
  for (const name of readdirSync(before).filter((name) => !names.has(name))) {
    console.log(`  ${name}: gone`);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) update();
