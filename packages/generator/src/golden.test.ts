/**
 * The same-bytes contract, pinned. The files under golden/<version>/ are this version's output:
 * the first rows of a few seeds in every format, with and without constraints, far into the
 * index range, and the sha256 of 100,000 rows. A change to what a seed makes fails here, and
 * is then either a bug or a new version: a new golden/<version>/ (npx vitest run -u golden),
 * a version number that says so, and a CHANGELOG entry, which the last tests hold.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Constraints } from './fields.ts';
import { FORMATS, type Format } from './formats.ts';
import { peopleText, type OutputOptions } from './output.ts';
import { people } from './people.ts';
import { MAX_INDEX, MAX_SEED } from './random.ts';
import { VERSION } from './version.ts';

const AS_OF = '2026-11-22';
const GOLDEN = `../golden/${VERSION}`;
const FORMAT_NAMES = Object.keys(FORMATS) as Format[];

function text(options: Omit<OutputOptions, 'asOf'>): string {
  let all = '';
  for (const { text } of peopleText({ ...options, asOf: AS_OF })) all += text;
  return all;
}

interface Case {
  name: string;
  seed: number;
  start?: number;
  constraints?: Constraints;
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
];

describe(`version ${VERSION} makes the golden people`, () => {
  for (const { name, seed, start = 0, constraints = {} } of CASES) {
    for (const format of FORMAT_NAMES) {
      it(`${name}, first 5 rows as ${format}`, async () => {
        const made = text({ seed, start, count: 5, format, constraints });
        await expect(made).toMatchFileSnapshot(`${GOLDEN}/${name}.${format}`);
      });
    }
  }

  it('the library API gives the same people as the files', async () => {
    const made = [...people({ seed: 42, count: 5, asOf: AS_OF })];
    await expect(`${JSON.stringify(made, null, 2)}\n`).toMatchFileSnapshot(
      `${GOLDEN}/seed-42-api.json`,
    );
  });

  it('100,000 rows have the pinned checksums', async () => {
    const sums = [
      { seed: 42, format: 'csv' as const },
      { seed: 1, format: 'ndjson' as const },
    ].map(({ seed, format }) => {
      const sha256 = createHash('sha256')
        .update(text({ seed, count: 100_000, format }))
        .digest('hex');
      return `${sha256}  --count 100000 --seed ${seed} --format ${format} --as-of ${AS_OF}`;
    });
    await expect(`${sums.join('\n')}\n`).toMatchFileSnapshot(`${GOLDEN}/sha256.txt`);
  }, 120_000);
});

describe('a change of output is a new version', () => {
  const packageDir = new URL('..', import.meta.url);
  it('the package says the version the code writes into its files', () => {
    const manifest = JSON.parse(readFileSync(new URL('package.json', packageDir), 'utf8')) as {
      version: string;
    };
    expect(manifest.version).toBe(VERSION);
  });

  it('the CHANGELOG has an entry for this version', () => {
    const changelog = readFileSync(new URL('CHANGELOG.md', packageDir), 'utf8');
    expect(changelog).toMatch(new RegExp(`^## ${VERSION.replaceAll('.', '\\.')}\\b`, 'm'));
  });
});
