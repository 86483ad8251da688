/**
 * The command line's rows a second with `--noise default` (0.01 a type) beside clean
 * rows a second, at least TARGET_NOISE_RATIO of them: whole processes of the built command line
 * (packages/generator/dist/cli.js, build first), ROWS CSV rows of seed 42 to /dev/null, clean
 * and noisy alternating run by run, as the machine is shared, each timed by GNU time (CPU time,
 * user + system) and by the wall clock. `npm run bench -- --only cli-noise`;
 * BENCH_NOISE_ROUNDS sets the rounds.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { timed, type Run } from './cli.ts';

export const TARGET_NOISE_RATIO = 0.7;
const CLI = resolve('packages/generator/dist/cli.js');
const GNU_TIME = '/usr/bin/time';
export const NOISE_ROWS = 500_000;
/** Rounds of a clean run then a noisy one; odd, so the median is one real round. */
const ROUNDS = Number(process.env.BENCH_NOISE_ROUNDS ?? 5);
const FLAGS = ['--count', String(NOISE_ROWS), '--seed', '42', '--as-of', '2026-11-22'];

export interface NoiseFigures {
  clean: Run[];
  noisy: Run[];
}

/** Clean and noisy runs of NOISE_ROWS rows, a clean one first in each round. */
export async function measureNoise(log: (line: string) => void = () => {}): Promise<NoiseFigures> {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing (Debian package "time")`);
  if (!existsSync(CLI)) throw new Error(`${CLI} is missing: build the package first`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-noise-'));
  const figures: NoiseFigures = { clean: [], noisy: [] };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      log(`round ${round} of ${ROUNDS}: clean, --noise default`);
      const node = [process.execPath, CLI, ...FLAGS];
      figures.clean.push(await timed(node, NOISE_ROWS, scratch));
      figures.noisy.push(await timed([...node, '--noise', 'default'], NOISE_ROWS, scratch));
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}
