/**
 * The command line's rows a second with chosen columns, ISO dates and snake_case names (issue
 * 32: within 10% of the default's), beside the default run: whole processes of the built
 * command line (packages/generator/dist/cli.js, build first), 1,000,000 CSV rows to /dev/null,
 * the kinds alternating round by round, as the machine is shared. `npm run bench -- --only
 * cli-columns`.
 */
import { spawn } from 'node:child_process';
import { closeSync, openSync } from 'node:fs';
import { resolve } from 'node:path';

const CLI = resolve('packages/generator/dist/cli.js');
const ROWS = 1_000_000;
/** Rounds of each kind; odd, so the median is one real run. */
const ROUNDS = 3;
const FLAGS = ['--count', String(ROWS), '--seed', '42', '--as-of', '2026-11-22'];

/** The runs compared: the default first, the one the others are measured against. */
export const COLUMN_RUNS = [
  { name: 'default (12 columns, us, camel)', args: [] },
  {
    name: '--columns id,firstName,lastName,email --date-format iso --column-case snake',
    args: [
      '--columns',
      'id,firstName,lastName,email',
      '--date-format',
      'iso',
      '--column-case',
      'snake',
    ],
  },
  {
    name: 'all 13 columns (id first) --date-format iso --column-case snake',
    args: [
      '--columns',
      'id,firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email',
      '--date-format',
      'iso',
      '--column-case',
      'snake',
    ],
  },
  {
    name: 'the 12 columns and origin (the opt-in column written only when named)',
    args: [
      '--columns',
      'firstName,lastName,gender,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email,origin',
    ],
  },
] as const;

/** Seconds of one whole process writing ROWS rows to /dev/null. */
async function seconds(args: readonly string[]): Promise<number> {
  const devNull = openSync('/dev/null', 'w');
  const started = performance.now();
  try {
    const child = spawn(process.execPath, [CLI, ...FLAGS, ...args], {
      stdio: ['ignore', devNull, 'inherit'],
    });
    const code = await new Promise<number | null>((done, fail) => {
      child.on('error', fail);
      child.on('close', done);
    });
    if (code !== 0) throw new Error(`cli ${args.join(' ')} exited with ${code}`);
    return (performance.now() - started) / 1000;
  } finally {
    closeSync(devNull);
  }
}

/** Rows a second of each run of COLUMN_RUNS, round by round: rates[run][round]. */
export async function measureColumns(log: (line: string) => void = () => {}): Promise<number[][]> {
  const rates: number[][] = COLUMN_RUNS.map(() => []);
  for (let round = 1; round <= ROUNDS; round++) {
    log(`round ${round} of ${ROUNDS}`);
    for (const [at, { args }] of COLUMN_RUNS.entries()) {
      rates[at]?.push(ROWS / (await seconds(args)));
    }
  }
  return rates;
}
