import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { FIXED, MANIFEST, readmeBlock, mustSucceed } from './support.ts';

/**
 * The README's record-linkage recipe, taken from the README itself and run: the command line's
 * noisy records of 10,000 people with duplicates, at noise 0, 0.05 and 0.2, each matched by
 * DuckDB (@duckdb/node-api, a dev dependency) as the recipe's script does, its precision and
 * recall counted against personId. The errors are real if recall falls as the rate rises, and
 * the truth is right if, without errors, every true pair is found and nothing else.
 */

const NODE_MODULES = fileURLToPath(new URL('../../../node_modules', import.meta.url));

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'rag-noise-duckdb-'));
  symlinkSync(NODE_MODULES, join(dir, 'node_modules'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

test('DuckDB finds every duplicate without errors, and fewer as the noise rises', () => {
  const lines = readmeBlock('noise-duckdb').replaceAll('\\\n', ' ').split('\n');
  expect(lines.slice(0, 2)).toEqual([
    `npm install -g ${MANIFEST.name}@${MANIFEST.version}`,
    'npm install @duckdb/node-api',
  ]);
  const [generate = '', link = ''] = lines.slice(2);
  expect(link).toBe('node linkage.mjs');
  expect(generate).toMatch(
    new RegExp(
      `^${MANIFEST.name} --count 10000 ${FIXED.join(' ')} +--noise 0\\.05 .*> records\\.csv$`,
    ),
  );
  writeFileSync(join(dir, 'linkage.mjs'), readmeBlock('noise-duckdb-linkage'));
  const scores: Record<string, { precision: number; recall: number }> = {};
  for (const rate of ['0', '0.05', '0.2']) {
    mustSucceed(
      generate.replace(MANIFEST.name, '"$NODE" "$CLI"').replace('--noise 0.05', `--noise ${rate}`),
      { cwd: dir },
    );
    const printed = String(mustSucceed('"$NODE" linkage.mjs', { cwd: dir }).stdout);
    scores[rate] = JSON.parse(printed) as { precision: number; recall: number };
    console.log(
      `noise ${rate}: precision ${scores[rate].precision}, recall ${scores[rate].recall}`,
    );
  }
  expect(scores['0']).toEqual({ precision: 1, recall: 1 });
  expect(scores['0.05']?.recall).toBeLessThan(0.9);
  expect(scores['0.2']?.recall).toBeLessThan((scores['0.05']?.recall ?? 0) / 2);
  expect(scores['0.05']?.precision).toBeGreaterThan(0.9);
});
