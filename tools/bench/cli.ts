/**
 * The command line's figures (issue 18), each a whole process as a user runs it, writing CSV to
 * /dev/null: rows a second of the package's built CLI beside faker-js making the same twelve
 * columns (faker-csv.ts); two shards on two cores against one process, at 1,000,000 and at
 * 10,000,000 rows; peak resident memory at 1,000,000 and 10,000,000 rows; and the rate one core
 * gives. Runs alternate (ours, faker, ours, ...) and medians are reported, as the machine is
 * shared. It builds the package first (tsc)
 * and needs GNU time (/usr/bin/time, Debian's `time`) for CPU time and memory. It never fails
 * for slowness, only when it cannot measure: `npm run bench -- --only cli`.
 */
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, mkdtempSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const TARGET_FAKER_RATIO = 10;
export const TARGET_SHARD_SPEED_UP = 1.7;
export const TARGET_RSS_MIB = 150;

/** Runs of each kind; odd, so the median is one real run. */
const ROUNDS = 3;
/** Rows a timed run writes: seconds each, so start-up (ours ~0.1 s, faker ~0.5 s) weighs little. */
const OUR_ROWS = 1_000_000;
const FAKER_ROWS = 100_000;
const MEMORY_ROWS = [1_000_000, 10_000_000];
/**
 * Shards are for long runs: two shards of 10,000,000 rows against one process as well, where
 * each process's start-up (about 0.3 s of loading, decoding and warming up, paid by every shard)
 * weighs a twentieth of what it weighs at 1,000,000.
 */
const LONG_ROWS = 10_000_000;
const RUN_FLAGS = ['--seed', '42', '--as-of', '2026-11-22', '--format', 'csv'];

const GNU_TIME = '/usr/bin/time';
const CLI = resolve('packages/generator/dist/cli.js');
const FAKER_CSV = resolve('tools/bench/faker-csv.ts');

export interface Run {
  rows: number;
  /** Wall clock, start to exit, as this process saw it. */
  seconds: number;
  /** User and system time of the process. */
  cpuSeconds: number;
  maxRssBytes: number;
}

export interface CliFigures {
  ours: Run[];
  faker: Run[];
  /** One process and two shards side by side, both writing OUR_ROWS rows; seconds of each. */
  oneProcess: number[];
  twoShards: number[];
  /** The same at LONG_ROWS rows. */
  longOneProcess: number[];
  longTwoShards: number[];
  memory: Run[];
}

const ourCommand = (rows: number, extra: string[] = []) => [
  process.execPath,
  CLI,
  '--count',
  String(rows),
  ...RUN_FLAGS,
  ...extra,
];
const fakerCommand = (rows: number) => [
  process.execPath,
  '--import',
  'tsx',
  FAKER_CSV,
  String(rows),
];

/** Runs the command under GNU time with stdout to /dev/null. */
async function timed(command: string[], rows: number, scratch: string): Promise<Run> {
  const usageFile = join(scratch, `usage-${Math.random().toString(36).slice(2)}`);
  const devNull = openSync('/dev/null', 'w');
  const started = performance.now();
  try {
    const child = spawn(GNU_TIME, ['-f', '%U %S %M', '-o', usageFile, ...command], {
      stdio: ['ignore', devNull, 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (data: Buffer) => (stderr += data.toString()));
    const code = await new Promise<number | null>((done, fail) => {
      child.on('error', fail);
      child.on('close', done);
    });
    const seconds = (performance.now() - started) / 1000;
    if (code !== 0) throw new Error(`${command.join(' ')} exited with ${code}:\n${stderr}`);
    // GNU time's last line is the format's; a line before it may say the exit status.
    const usage = readFileSync(usageFile, 'utf8').trim().split('\n').at(-1) ?? '';
    const [user = Number.NaN, system = Number.NaN, rssKib = Number.NaN] = usage
      .split(' ')
      .map(Number);
    return { rows, seconds, cpuSeconds: user + system, maxRssBytes: rssKib * 1024 };
  } finally {
    closeSync(devNull);
    rmSync(usageFile, { force: true });
  }
}

function buildPackage(): void {
  const build = spawnSync('npm', ['run', 'build', '-w', 'random-american-generator'], {
    encoding: 'utf8',
  });
  if (build.status !== 0 || !existsSync(CLI)) {
    throw new Error(`cannot build the package:\n${build.stdout}${build.stderr}`);
  }
}

/** Seconds of one process writing `rows`, then of two shards of the same run side by side. */
async function oneProcessThenTwoShards(rows: number, scratch: string): Promise<[number, number]> {
  const single = performance.now();
  await timed(ourCommand(rows), rows, scratch);
  const one = (performance.now() - single) / 1000;
  const pair = performance.now();
  await Promise.all(
    [1, 2].map((shard) => timed(ourCommand(rows, ['--shard', `${shard}/2`]), rows / 2, scratch)),
  );
  return [one, (performance.now() - pair) / 1000];
}

export async function measureCli(log: (line: string) => void = () => {}): Promise<CliFigures> {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing (Debian package "time")`);
  buildPackage();
  const scratch = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  const figures: CliFigures = {
    ours: [],
    faker: [],
    oneProcess: [],
    twoShards: [],
    longOneProcess: [],
    longTwoShards: [],
    memory: [],
  };
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      log(`round ${round} of ${ROUNDS}: ours, faker, one process, two shards`);
      figures.ours.push(await timed(ourCommand(OUR_ROWS), OUR_ROWS, scratch));
      figures.faker.push(await timed(fakerCommand(FAKER_ROWS), FAKER_ROWS, scratch));
      const [one, two] = await oneProcessThenTwoShards(OUR_ROWS, scratch);
      figures.oneProcess.push(one);
      figures.twoShards.push(two);
    }
    for (const rows of MEMORY_ROWS) {
      log(`memory: ${rows.toLocaleString('en-US')} rows`);
      figures.memory.push(await timed(ourCommand(rows), rows, scratch));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      log(`long round ${round} of ${ROUNDS}: one process, two shards, ${LONG_ROWS} rows`);
      const [one, two] = await oneProcessThenTwoShards(LONG_ROWS, scratch);
      figures.longOneProcess.push(one);
      figures.longTwoShards.push(two);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}

export const rowsPerSecond = (run: Run): number => run.rows / run.seconds;
export const rowsPerCpuSecond = (run: Run): number => run.rows / run.cpuSeconds;
