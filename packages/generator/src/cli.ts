#!/usr/bin/env node
/**
 * The command line: people to stdout, streamed with backpressure (memory stays flat at any
 * count). Every flag is checked before a byte is written: a bad one prints what is wrong on
 * stderr and exits 2 with nothing on stdout.
 */
import { once } from 'node:events';
import { fstatSync, writeSync } from 'node:fs';
import { isatty } from 'node:tty';
import { parseArgs } from 'node:util';
import {
  AS_OF_RANGE,
  MAX_AGE,
  MIN_AGE,
  isAsOfDay,
  isoDate,
  localToday,
  parseIsoDate,
  readAsOf,
  type LocalDate,
} from './birthdate.ts';
import { constraintProblems } from './constraints.ts';
import { FIELDS, type Constraints, type FieldName } from './fields.ts';
import { FORMATS, SQL_TABLE, sqlTableProblem, type Format } from './formats.ts';
import { peopleBytes, type OutputOptions, type Shard } from './output.ts';
import { MAX_INDEX, MAX_SEED, randomSeed } from './random.ts';
import { PACKAGE_NAME, VERSION } from './version.ts';

const DEFAULT_COUNT = 10;
/** The progress line is redrawn this often: a terminal write each chunk would cost more. */
const PROGRESS_EVERY_ROWS = 10_000;

class UsageError extends Error {}

/** firstName → --first-name: one flag per field. */
const FIELD_FLAGS = FIELDS.map(({ key, label }) => ({
  key,
  label,
  flag: key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`),
}));

/** What a field's flag takes, where it is not plain text. */
const FIELD_NOTES: Partial<Record<FieldName, string>> = {
  gender: ': female or male',
  state: ': one of the 50, its name in full',
  zipCode: ': five digits, a residential ZIP we ship',
  birthdate: `: M/D/YYYY, an age of ${MIN_AGE} to ${MAX_AGE} on the as-of date`,
};

function help(today: LocalDate): string {
  const asOf = isoDate(today);
  const options: [string, string][] = [
    ['--count N', `people in the run (default ${DEFAULT_COUNT}); 1 to ${MAX_INDEX + 1}`],
    ['--start I', `index of the run's first person (default 0); indices end at ${MAX_INDEX}`],
    ['--format F', `${Object.keys(FORMATS).join('|')} (default csv)`],
    ['--seed S', `a whole number from 0 to ${MAX_SEED} (default: a random one, said on stderr)`],
    ['--as-of DATE', `the day ages count from, YYYY-MM-DD (default: today, ${asOf});`],
    ['', `from ${AS_OF_RANGE}`],
    ['--shard K/N', 'write only the K-th of N equal parts of the run (K from 1 to N): part 1'],
    ['', 'alone has the header, the last alone ends the file, so parts concatenate'],
    ['', 'to the whole run; needs --seed and --as-of'],
    ['--no-header', 'no CSV header line, no SQL comment and CREATE TABLE (json keeps its [ and ])'],
    ['--table NAME', `the table of --format sql (default ${SQL_TABLE})`],
    ...FIELD_FLAGS.map(({ key, flag, label }): [string, string] => [
      `--${flag} VALUE`,
      `every person's ${label}${FIELD_NOTES[key] ?? ''}`,
    ]),
    ['--help', 'this text'],
    ['--version', VERSION],
  ];
  const width = Math.max(...options.map(([flag]) => flag.length)) + 2;
  return `Usage: ${PACKAGE_NAME} [options]

Believable US people, written to stdout. Person i of a seed depends only on the seed, i, the
as-of date, the constraints and the version (${VERSION}): the same --seed, --as-of and other
flags give the same bytes anywhere, and shards of a run concatenate to the run. The as-of date
is today's unless --as-of says otherwise: pass it to make the same people on another day.

Options:
${options.map(([flag, text]) => `  ${flag.padEnd(width)}${text}`).join('\n')}

Examples:
  ${PACKAGE_NAME} --count 1000000 --seed 42 --as-of ${asOf} --state Texas > people.csv
  ${PACKAGE_NAME} --count 1000000 --seed 42 --as-of ${asOf} --format sql | psql mydb
  ${PACKAGE_NAME} --count 100000000 --seed 42 --as-of ${asOf} --shard 3/8 > part-3.csv
`;
}

interface Run {
  options: OutputOptions;
  seedChosen: boolean;
}

export function readFlags(argv: readonly string[], today: LocalDate): Run | 'help' | 'version' {
  const options = {
    count: { type: 'string' },
    start: { type: 'string' },
    format: { type: 'string' },
    seed: { type: 'string' },
    'as-of': { type: 'string' },
    shard: { type: 'string' },
    'no-header': { type: 'boolean' },
    table: { type: 'string' },
    help: { type: 'boolean' },
    version: { type: 'boolean' },
    ...Object.fromEntries(FIELD_FLAGS.map(({ flag }) => [flag, { type: 'string' as const }])),
  } as const;
  // parseArgs takes `--count -1` for a flag missing its value; it is a value, and a wrong one.
  const args: string[] = [];
  for (const arg of argv) {
    const previous = args.at(-1);
    const name = previous?.startsWith('--') ? previous.slice(2) : undefined;
    const option = name === undefined ? undefined : options[name as keyof typeof options];
    if (option?.type === 'string' && /^-[\d.]/.test(arg)) args[args.length - 1] += `=${arg}`;
    else args.push(arg);
  }
  let values: Record<string, string | boolean | undefined>;
  let tokens: { kind: string; name?: string }[];
  try {
    ({ values, tokens } = parseArgs({
      args,
      strict: true,
      allowPositionals: false,
      tokens: true,
      options,
    }));
  } catch (error) {
    throw new UsageError(parseProblem(error));
  }
  if (values.help) return 'help';
  if (values.version) return 'version';
  // parseArgs keeps the last of a flag given twice: `--state Texas --state Ohio` made Ohioans.
  const given = tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
  const twice = given.find((name, position) => given.indexOf(name) !== position);
  if (twice !== undefined) throw new UsageError(`--${twice} is given twice: give it once.`);
  const text = (name: string) => {
    const value = values[name];
    return typeof value === 'string' ? value : undefined;
  };

  const count = wholeNumber('--count', text('count') ?? String(DEFAULT_COUNT), 1, MAX_INDEX + 1);
  const start = wholeNumber('--start', text('start') ?? '0', 0, MAX_INDEX);
  if (start + count - 1 > MAX_INDEX) {
    throw new UsageError(
      `--start ${start} with --count ${count} goes past the last index, ${MAX_INDEX}.`,
    );
  }
  const format = text('format') ?? 'csv';
  if (!Object.hasOwn(FORMATS, format)) {
    throw new UsageError(`--format “${format}” is not one of ${Object.keys(FORMATS).join(', ')}.`);
  }
  const seedText = text('seed');
  const seed = seedText === undefined ? randomSeed() : wholeNumber('--seed', seedText, 0, MAX_SEED);
  const asOfText = text('as-of');
  const asOf = asOfText === undefined ? today : parseIsoDate(asOfText);
  if (!asOf || !isAsOfDay(asOf)) {
    throw new UsageError(
      `--as-of “${asOfText}” is not a real day from ${AS_OF_RANGE} written YYYY-MM-DD.`,
    );
  }
  if (text('table') !== undefined && format !== 'sql') {
    throw new UsageError(`--table names the table of --format sql; ${format} has none.`);
  }
  const table = text('table') ?? SQL_TABLE;
  const tableProblem = sqlTableProblem(table);
  if (tableProblem) throw new UsageError(`--table ${tableProblem}.`);
  const shardText = text('shard');
  const shard = shardText === undefined ? undefined : readShard(shardText);
  if (shard && (seedText === undefined || asOfText === undefined)) {
    throw new UsageError(
      '--shard needs --seed and --as-of: without them, each part picks its own seed and counts ages from its own day, and the parts are not one run.',
    );
  }
  const constraints: Constraints = {};
  for (const { key, flag } of FIELD_FLAGS) {
    const value = text(flag);
    if (value !== undefined) Object.assign(constraints, { [key]: value });
  }
  const problems = constraintProblems(constraints, asOf);
  if (problems.length > 0) {
    throw new UsageError(
      problems
        .map(({ field, message }) => {
          const flag = FIELD_FLAGS.find(({ key }) => key === field)?.flag;
          return flag ? `--${flag}: ${message}` : message;
        })
        .join('\n'),
    );
  }
  return {
    options: {
      seed,
      start,
      count,
      asOf,
      constraints,
      format: format as Format,
      header: values['no-header'] !== true,
      ...(format === 'sql' ? { table } : {}),
      shard,
    },
    seedChosen: seedText === undefined,
  };
}

/** parseArgs's error, in the words of the other messages. */
function parseProblem(error: unknown): string {
  const { code, message } = error as { code?: string; message?: string };
  const name = /'(-[^' ]*)/.exec(message ?? '')?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION' && name) {
    return `${name} is not an option of ${PACKAGE_NAME}.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name) {
    return /argument missing|ambiguous/.test(message ?? '')
      ? `${name} needs a value.`
      : `${name} takes no value.`;
  }
  if (code === 'ERR_PARSE_ARGS_UNEXPECTED_POSITIONAL') {
    const argument = /'([^']*)'/.exec(message ?? '')?.[1] ?? '';
    return `“${argument}” is not an option: every option starts with --, such as --count 10 (quote a value with spaces: --state "New York").`;
  }
  return message ?? String(error);
}

/** Digits only ("1e6", "1.5" and "1,000" are refused), from min to max. */
function wholeNumber(flag: string, text: string, min: number, max: number): number {
  if (!/^-?\d+$/.test(text)) {
    throw new UsageError(`${flag} “${text}” is not a whole number written in digits.`);
  }
  const value = Number(text) + 0; // -0 reads as 0
  if (value < min || value > max) {
    throw new UsageError(`${flag} ${text} is out of range: from ${min} to ${max}.`);
  }
  return value;
}

function readShard(text: string): Shard {
  const match = /^(\d+)\/(\d+)$/.exec(text);
  const index = Number(match?.[1]);
  const of = Number(match?.[2]);
  if (!match || of < 1 || index < 1 || index > of) {
    throw new UsageError(
      `--shard “${text}” is not K/N with N at least 1 and K from 1 to N (e.g. 3/8).`,
    );
  }
  return { index, of };
}

async function main() {
  const today = localToday(new Date());
  let run: ReturnType<typeof readFlags>;
  try {
    run = readFlags(process.argv.slice(2), today);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${PACKAGE_NAME}: ${error.message}\nTry --help.\n`);
    process.exitCode = 2;
    return;
  }
  if (run === 'help') return void process.stdout.write(help(today));
  if (run === 'version') return void process.stdout.write(`${VERSION}\n`);

  const { options, seedChosen } = run;
  if (seedChosen) {
    const again = `--seed ${options.seed} --as-of ${isoDate(readAsOf(options.asOf))}`;
    process.stderr.write(
      `${PACKAGE_NAME}: seed ${options.seed} (pass ${again} to make the same people again)\n`,
    );
  }
  // A reader that closes early (| head) ends the run quietly; any other failure to write (a full
  // disk) is said in one line. Writes to a file or pipe can fail at once or later, as an event.
  const writeFailed = (error: unknown) => {
    const { code, syscall, message } = error as NodeJS.ErrnoException;
    if (syscall !== 'write') throw error;
    if (code === 'EPIPE') process.exit(0);
    process.stderr.write(`${PACKAGE_NAME}: cannot write the output: ${message}\n`);
    process.exit(1);
  };
  const write = takesWritesAtOnce(STDOUT) ? writerAtOnce(STDOUT) : streamWriter(writeFailed);
  const progress = isatty(STDERR);
  try {
    let shown = 0;
    for (const { bytes, done, total } of peopleBytes(options)) {
      await write(bytes);
      if (progress && (done - shown >= PROGRESS_EVERY_ROWS || done === total)) {
        shown = done;
        process.stderr.write(
          `\r${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} people`,
        );
      }
    }
  } catch (error) {
    writeFailed(error);
  }
  if (progress) process.stderr.write('\n');
}

const STDOUT = 1;
const STDERR = 2;

/**
 * A file or /dev/null takes each write whole and at once: there is nothing to wait for, and
 * process.stdout's stream (a queue, callbacks and a new Buffer a write) cost a tenth of a row.
 * A pipe or a terminal may be full: those go through the stream, which waits for it.
 */
function takesWritesAtOnce(fd: number): boolean {
  const stat = fstatSync(fd);
  return stat.isFile() || (stat.isCharacterDevice() && !isatty(fd));
}

function writerAtOnce(fd: number): (bytes: Uint8Array) => void {
  return (bytes) => {
    // A write to a file can stop short only when the disk fills; the next one then says why.
    for (let offset = 0; offset < bytes.length;) {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
    }
  };
}

function streamWriter(
  writeFailed: (error: unknown) => void,
): (bytes: Uint8Array) => Promise<void> | void {
  process.stdout.on('error', writeFailed);
  return (bytes) => {
    // A copy: the stream may hold the bytes after this returns, and the next chunk reuses them.
    if (!process.stdout.write(Buffer.from(bytes))) {
      return once(process.stdout, 'drain').then(() => undefined);
    }
  };
}

await main();
