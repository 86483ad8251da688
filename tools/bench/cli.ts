/**
 * The command line's figures, each a whole process as a user runs it, writing CSV to /dev/null:
 * rows a second of ours, run as `npx random-american-generator` from the package packed and
 * installed into a project of its own, beside faker-js making the same twelve columns
 * (faker-csv.mjs), both plain JavaScript run by `node`, both 1,000,000 rows; the wall time of a
 * one-row run and of a FIRST_ROWS run (start-up, and rows made before V8 has optimised them);
 * `--jobs 2` on two cores against `--jobs 1` at 10,000,000 rows, with each one's peak
 * resident memory; and the rate one core gives (these run the installed bin, npx aside). Runs
 * alternate (ours, faker, ours, ...) and medians are reported, as the machine is shared. It
 * builds and packs the package first and needs GNU time (/usr/bin/time, Debian's `time`) for CPU
 * time and memory. It never fails for slowness, only when it cannot measure:
 * `npm run bench -- --only cli`. BENCH_CLI_ROUNDS and BENCH_CLI_LONG_ROWS set fewer rounds or
 * rows for a quick look (the figures then say so). Household mode's members a second beside
 * person mode's people a second, and its peak memory at two counts (measureHouseholds).
 */
import { spawn, spawnSync } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdtempSync,
  openSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { LINE_WINDOW } from '../../packages/generator/src/household/householdPhones.ts';

/** docs/product-rules.md: whole processes, ours through npx, faker-js as plain JavaScript. */
export const TARGET_FAKER_RATIO = 15;
export const TARGET_JOBS_SPEED_UP = 1.7;
export const TARGET_RSS_MIB = 150;
/** Issue 31: household mode makes members at least 0.8 times as fast as people, memory flat. */
export const TARGET_MEMBER_RATIO = 0.8;

/**
 * Household mode beside person mode: households whose members number about ROWS (2.46 a
 * household), so both processes write about as many rows; the rate is rows a second either way.
 */
const HOUSEHOLDS = 406_000;
/** Peak memory of household mode at two counts ten times apart: flat if the two are alike. */
const HOUSEHOLD_MEMORY = [200_000, 2_000_000];

/** Runs of each kind; odd, so the median is one real run. */
export const ROUNDS = Number(process.env.BENCH_CLI_ROUNDS ?? 3);
/** Rows both timed runs write: the same work, start-up included, for a ratio of whole processes. */
const ROWS = 1_000_000;
/** A short run's rows: the start-up figures are a one-row run and the first 20,000 rows. */
export const FIRST_ROWS = 20_000;
/**
 * Jobs are for long runs: --jobs 2 against --jobs 1 at 10,000,000 rows, where each worker's
 * start-up (loading, decoding and warming up, paid by every worker) weighs little.
 */
export const LONG_ROWS = Number(process.env.BENCH_CLI_LONG_ROWS ?? 10_000_000);
const RUN_FLAGS = ['--seed', '42', '--as-of', '2026-11-22', '--format', 'csv'];

const GNU_TIME = '/usr/bin/time';
const PACKAGE_DIR = resolve('packages/generator');
const PACKAGE = 'random-american-generator';
const FAKER_CSV = resolve('tools/bench/faker-csv.mjs');
/** This Node first on the PATH: npx and the bin's `#!/usr/bin/env node` run on it. */
const PATH = `${dirname(process.execPath)}:${process.env.PATH}`;

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
  /** A one-row run of the installed bin, each round. */
  oneRow: Run[];
  /** A run of FIRST_ROWS rows of the installed bin, each round. */
  firstRows: Run[];
  /** --jobs 1 and --jobs 2 side by side, both writing LONG_ROWS rows. */
  oneJob: Run[];
  twoJobs: Run[];
  households: HouseholdFigures;
}

export interface HouseholdFigures {
  /** Person mode, ROWS rows, and household mode, HOUSEHOLDS households, rounds alternating. */
  people: Run[];
  /** `rows` is the members written. */
  members: Run[];
  /** Household mode at each of HOUSEHOLD_MEMORY; `rows` is the households. */
  memory: Run[];
}

/** Where the package is installed: a project of its own, as a user's. */
interface Installed {
  project: string;
  /** The installed bin, for the runs that measure the command line itself. */
  bin: string;
}

/** As a user runs it: npx, which finds the bin installed in the project. */
const npxCommand = (rows: number) => [
  'npx',
  '--offline',
  PACKAGE,
  '--count',
  String(rows),
  ...RUN_FLAGS,
];
const binCommand = ({ bin }: Installed, rows: number, extra: string[] = []) => [
  bin,
  '--count',
  String(rows),
  ...RUN_FLAGS,
  ...extra,
];
const fakerCommand = (rows: number) => [process.execPath, FAKER_CSV, String(rows)];

/** Runs the command under GNU time with stdout to /dev/null; `scratch` holds time's report. */
export async function timed(
  command: string[],
  rows: number,
  scratch: string,
  cwd?: string,
): Promise<Run> {
  const usageFile = join(scratch, `usage-${Math.random().toString(36).slice(2)}`);
  const devNull = openSync('/dev/null', 'w');
  const started = performance.now();
  try {
    const child = spawn(GNU_TIME, ['-f', '%U %S %M', '-o', usageFile, ...command], {
      cwd,
      env: { ...npmFree(), PATH, npm_config_update_notifier: 'false' },
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

/** The environment without npm's own variables, which would make npx take `npm run`'s settings. */
function npmFree(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name)));
}

function succeed(command: string, args: string[], cwd?: string): string {
  const result = spawnSync(command, args, {
    cwd,
    encoding: 'utf8',
    env: { ...npmFree(), PATH, npm_config_update_notifier: 'false' },
  });
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed:\n${result.stdout}${result.stderr}`);
  }
  return result.stdout;
}

/** Packs the package (its prepack builds it) and installs the tarball into a new project. */
function installPackage(scratch: string): Installed {
  succeed('npm', ['pack', '--pack-destination', scratch], PACKAGE_DIR);
  const tarball = readdirSync(scratch).find((name) => name.endsWith('.tgz'));
  if (tarball === undefined) throw new Error(`npm pack wrote no tarball into ${scratch}`);
  const project = join(scratch, 'project');
  succeed('mkdir', [project]);
  writeFileSync(join(project, 'package.json'), '{"name":"bench","version":"1.0.0","private":true}');
  succeed(
    'npm',
    ['install', '--offline', '--no-audit', '--no-fund', join(scratch, tarball)],
    project,
  );
  const bin = join(project, 'node_modules', '.bin', PACKAGE);
  if (!existsSync(bin)) throw new Error(`the installed package has no bin at ${bin}`);
  // faker-csv.mjs imports the package's COLUMNS from its built dist/.
  succeed('npm', ['run', 'build', '-w', PACKAGE]);
  return { project, bin };
}

/** The members of households 0 to count - 1 of seed 42 as of RUN_FLAGS' day: the rows written. */
async function membersOf(count: number): Promise<number> {
  const { households } = (await import(
    resolve(PACKAGE_DIR, 'dist/index.js')
  )) as typeof import('../../packages/generator/src/index.ts');
  let members = 0;
  for (const { members: list } of households({ seed: 42, count, asOf: '2026-11-22' })) {
    members += list.length;
  }
  return members;
}

/** Household mode against person mode, side by side, and household mode's peak memory. */
async function measureHouseholds(
  installed: Installed,
  scratch: string,
  log: (line: string) => void,
): Promise<HouseholdFigures> {
  const figures: HouseholdFigures = { people: [], members: [], memory: [] };
  const members = await membersOf(HOUSEHOLDS);
  for (let round = 1; round <= ROUNDS; round++) {
    log(
      `households round ${round} of ${ROUNDS}: ${ROWS} people, ${HOUSEHOLDS} households (${members} members)`,
    );
    figures.people.push(await timed(binCommand(installed, ROWS), ROWS, scratch));
    figures.members.push(
      await timed(
        [installed.bin, '--households', '--count', String(HOUSEHOLDS), ...RUN_FLAGS],
        members,
        scratch,
      ),
    );
  }
  for (const count of HOUSEHOLD_MEMORY) {
    log(`households memory: ${count.toLocaleString('en-US')} households`);
    figures.memory.push(
      await timed(
        [installed.bin, '--households', '--count', String(count), ...RUN_FLAGS],
        count,
        scratch,
      ),
    );
  }
  return figures;
}

/**
 * A shard's first household: the run's first; inside the households whose phone lines are
 * allocated in order (LINE_WINDOW, householdPhones.ts), which makes it plan every household
 * before it; and the window's end, where none is planned.
 */
export const SHARD_STARTS = [0, LINE_WINDOW - 192, LINE_WINDOW];
/** Households a shard run writes: few, so the households planned before it are what it pays. */
export const SHARD_HOUSEHOLDS = 10;
/** Odd, so a median is one run's; the runs are short. */
const SHARD_ROUNDS = 21;

/**
 * `npm run bench -- --only cli-household-shards`: SHARD_HOUSEHOLDS households from each of
 * SHARD_STARTS, whole processes of the installed bin, the starts taking turns; one list of runs
 * for each start, in SHARD_STARTS' order.
 */
export async function measureHouseholdShards(
  log: (line: string) => void = () => {},
): Promise<Run[][]> {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing (Debian package "time")`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  try {
    log('packing and installing the package');
    const { bin } = installPackage(scratch);
    const runs: Run[][] = SHARD_STARTS.map(() => []);
    for (let round = 1; round <= SHARD_ROUNDS; round++) {
      if (round % 7 === 1) log(`shard round ${round} of ${SHARD_ROUNDS}`);
      for (const [at, start] of SHARD_STARTS.entries()) {
        const command = [bin, '--households', '--start', String(start)];
        command.push('--count', String(SHARD_HOUSEHOLDS), ...RUN_FLAGS);
        runs[at]?.push(await timed(command, SHARD_HOUSEHOLDS, scratch));
      }
    }
    return runs;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** Household mode alone (`npm run bench -- --only cli-households`): it packs and installs too. */
export async function measureHouseholdsAlone(
  log: (line: string) => void = () => {},
): Promise<HouseholdFigures> {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing (Debian package "time")`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  try {
    log('packing and installing the package');
    return await measureHouseholds(installPackage(scratch), scratch, log);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

export async function measureCli(log: (line: string) => void = () => {}): Promise<CliFigures> {
  if (!existsSync(GNU_TIME)) throw new Error(`${GNU_TIME} is missing (Debian package "time")`);
  const scratch = mkdtempSync(join(tmpdir(), 'bench-cli-'));
  const figures: CliFigures = {
    ours: [],
    faker: [],
    oneRow: [],
    firstRows: [],
    oneJob: [],
    twoJobs: [],
    households: { people: [], members: [], memory: [] },
  };
  try {
    log('packing and installing the package');
    const installed = installPackage(scratch);
    for (let round = 1; round <= ROUNDS; round++) {
      log(`round ${round} of ${ROUNDS}: ours (npx), faker, one row, ${FIRST_ROWS} rows`);
      figures.ours.push(await timed(npxCommand(ROWS), ROWS, scratch, installed.project));
      figures.faker.push(await timed(fakerCommand(ROWS), ROWS, scratch));
      figures.oneRow.push(await timed(binCommand(installed, 1), 1, scratch));
      figures.firstRows.push(await timed(binCommand(installed, FIRST_ROWS), FIRST_ROWS, scratch));
    }
    for (let round = 1; round <= ROUNDS; round++) {
      log(`long round ${round} of ${ROUNDS}: --jobs 1, --jobs 2, ${LONG_ROWS} rows`);
      figures.oneJob.push(await timed(binCommand(installed, LONG_ROWS), LONG_ROWS, scratch));
      figures.twoJobs.push(
        await timed(binCommand(installed, LONG_ROWS, ['--jobs', '2']), LONG_ROWS, scratch),
      );
    }
    figures.households = await measureHouseholds(installed, scratch, log);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  return figures;
}

export const rowsPerSecond = (run: Run): number => run.rows / run.seconds;
export const rowsPerCpuSecond = (run: Run): number => run.rows / run.cpuSeconds;
