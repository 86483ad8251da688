import { availableParallelism } from 'node:os';
import { describe, expect, test } from 'vitest';
import { FIXED, PACKAGE_DIR, bash, cli, run } from './support.ts';

/** The cores this process may use: the command line makes no more threads than these. */
const CORES = availableParallelism();

/** What the command line says on stderr for `--jobs jobs`: nothing, or that it was capped. */
const jobsNotice = (jobs: number) =>
  jobs <= CORES
    ? ''
    : `random-american-generator: --jobs ${jobs} is more than the ${CORES} ${CORES === 1 ? 'core' : 'cores'} this process may use: making the rows on ${CORES} ${CORES === 1 ? 'thread' : 'threads'} (the same bytes).\n`;

/** Stdout of a run with `--jobs jobs`, which says nothing on stderr but jobsNotice. */
function runJobs(args: readonly string[], jobs: number): Buffer {
  const result = cli([...args, '--jobs', String(jobs)]);
  expect(result.status).toBe(0);
  expect(String(result.stderr)).toBe(jobsNotice(jobs));
  return result.stdout;
}

/**
 * --jobs N makes the run on N threads (the main one and N - 1 workers), in blocks of 10,000 rows
 * (jobs.ts), each block taken by whichever thread is free: 25,007 rows are three blocks, the last
 * cut short. Which thread makes which block changes from run to run; the bytes must not.
 */
const COUNT = '25007';

describe('--jobs writes the bytes of --jobs 1', () => {
  const runs: [string, string[]][] = [
    ['csv', []],
    ['csv', ['--no-header', '--start', '123']],
    ['json', []],
    ['ndjson', ['--start', '9999']],
    ['sql', []],
    ['sql', ['--no-header', '--table', 'person_rows', '--start', '7']],
    // CSV that needs quotes is written as text, not by csvBytes.ts.
    ['csv', ['--street-address', '1 Main St, Apt "2"', '--state', 'texas']],
    ['csv', ['--columns', 'id,firstName,birthdate', '--date-format', 'iso']],
    // Households: the blocks count households, each written with all its members.
    ['csv', ['--households']],
    ['sql', ['--households', '--start', '3']],
    // Noisy records: the blocks count slots, each with the copies that land in it.
    ['csv', ['--noise', 'default', '--duplicates', '0.3']],
    ['sql', ['--noise', '0.1', '--duplicates', '1', '--start', '11']],
  ];
  test.each(runs)(
    '%s %j',
    (format, extra) => {
      const args = ['--count', COUNT, ...FIXED, '--format', format, ...extra];
      const one = run([...args, '--jobs', '1']);
      expect(one.length).toBeGreaterThan(Number(COUNT) * 20);
      for (const jobs of [2, 3]) expect(runJobs(args, jobs).equals(one)).toBe(true);
      // Three runs of 25,007 rows: a busy shared machine took over the config's 3 minutes.
    },
    600_000,
  );

  test('noisy households: 2 jobs give the bytes of 1', () => {
    // Two blocks of households, the second drawing the 9 before it for their members' copies.
    const args = [...FIXED, '--households', '--count', '12007', '--noise', '0.05'];
    const noisy = [...args, '--duplicates', '0.5', '--format', 'csv'];
    const one = run([...noisy, '--jobs', '1']);
    expect(one.length).toBeGreaterThan(12_007 * 2 * 100);
    expect(runJobs(noisy, 2).equals(one)).toBe(true);
  }, 600_000);

  test.each(['csv', 'json', 'sql'])('%s: a shard of a run from --start, on 2 jobs', (format) => {
    // Shard 2 of 3 of 60,001 rows from 5: rows 20,005 to 40,004, two blocks.
    const args = ['--count', '60001', '--start', '5', ...FIXED, '--format', format];
    const one = run([...args, '--shard', '2/3']);
    expect(one.length).toBeGreaterThan(20_000 * 20);
    expect(runJobs([...args, '--shard', '2/3'], 2).equals(one)).toBe(true);
  });

  // Ten blocks: each thread makes several, the worker in buffers the main thread hands back once
  // written (jobWorker.ts), the main thread its turn's blocks in one buffer, each taking it when
  // the one before ends (output.ts), and a block taken before its turn in copies it keeps. Only
  // the bytes are seen from out here: a byte a reused buffer kept from its last chunk would show
  // in them.
  test.each(['csv', 'json'])(
    '%s: ten blocks on 2 jobs give the bytes of one',
    (format) => {
      const args = ['--count', '100000', ...FIXED, '--format', format];
      const one = run(args);
      expect(one.length).toBeGreaterThan(100_000 * 100);
      expect(runJobs(args, 2).equals(one)).toBe(true);
    },
    600_000,
  );

  // The command line's progress line counts a chunk's `done`: rows of the run written so far,
  // here each chunk's CSV lines so far but the header. A block the main thread made before its
  // turn (kept, in copies) counts as the others do: the in-process runs here usually keep one or
  // two (which thread takes which block is the machine's timing).
  test.each([2, 3])('each chunk on %i jobs says the rows written so far', async (jobs) => {
    const { jobChunks } = (await import(
      `${PACKAGE_DIR}dist/cli/jobs.js`
    )) as typeof import('../src/cli/jobs.ts');
    const { readCommand } = (await import(
      `${PACKAGE_DIR}dist/options/calls.js`
    )) as typeof import('../src/options/calls.ts');
    const options = { seed: 42, asOf: '2026-11-22', count: 45_007, format: 'csv', jobs } as const;
    const parts: Buffer[] = [];
    let lines = 0;
    for await (const chunk of jobChunks(readCommand(options), options)) {
      expect(chunk.total).toBe(45_007);
      for (const byte of chunk.bytes) if (byte === 0x0a) lines++;
      expect(chunk.done).toBe(lines - 1);
      parts.push(Buffer.from(chunk.bytes));
    }
    expect(parts.length).toBeGreaterThan(50);
    expect(lines - 1).toBe(45_007);
    expect(Buffer.concat(parts).equals(run(['--count', '45007', ...FIXED]))).toBe(true);
  });

  test('more jobs than blocks, and a run of fewer rows than a block', () => {
    for (const count of ['0', '1', '9999']) {
      const args = ['--count', count, ...FIXED, '--format', 'json'];
      expect(runJobs(args, 8).equals(run(args))).toBe(true);
    }
  });
});

// A pipe read late fills, and the main thread waits for it to drain. Workers piped their own
// stdout into it (node's default), each adding listeners: with ten or more, node warned of a
// listener leak on stderr. The reader takes the first byte (dd, exactly one), so the run has
// started writing, then pauses while the run fills the pipe, then reads the rest.
// On a machine of fewer than eleven cores the run is capped to them (edges.test.ts), and says so.
test('eleven jobs into a pipe read late: the bytes of one job, and nothing else on stderr', () => {
  const args = `--count 110000 ${FIXED.join(' ')}`;
  const one = run(args.split(' '));
  const result = bash(
    `"$NODE" "$CLI" ${args} --jobs 11 | (dd bs=1 count=1 status=none; sleep 0.5; cat)`,
  );
  expect(result.status).toBe(0);
  expect(result.stderr).toBe(jobsNotice(11));
  expect(result.stdout.equals(one)).toBe(true);
});

test.each([
  ['0', '--jobs is a whole number from 1 to 64, not “0”.'],
  ['65', '--jobs is a whole number from 1 to 64, not “65”.'],
  ['two', '--jobs “two” is not a whole number written in digits.'],
])('--jobs %s is refused with a usage error', (jobs, message) => {
  const result = cli(['--count', '3', ...FIXED, '--jobs', jobs]);
  expect(result.status).toBe(2);
  expect(result.stdout.length).toBe(0);
  expect(String(result.stderr)).toBe(`random-american-generator: ${message}\nTry --help.\n`);
});
