#!/usr/bin/env node
/**
 * The command line: people to stdout, streamed with backpressure (memory stays flat at any
 * count). It reads its flags (flags.ts) into a run's options, which the library reads once and
 * checks as it checks every call's options (options/): a bad one is said in the library's words
 * with the flag's name, on stderr, and exits 2 with nothing on stdout. It imports the package's
 * public entry and options/ alone. What is its own: where the bytes go, the progress line, and
 * ending when the process that started it is gone.
 */
import { once } from 'node:events';
import { fstatSync, writeSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { isatty } from 'node:tty';
import { parseArgs } from 'node:util';
import { ConstraintError, OptionError, VERSION } from '../index.ts';
import {
  PACKAGE_NAME,
  isoDate,
  localToday,
  printable,
  quoted,
  readCommand,
} from '../options/commandLine.ts';
import { commandLineVoice, fieldFlagOf, flags, readFlags, type FlagValues } from './flags.ts';
import { help } from './help.ts';
import { jobChunks } from './jobs.ts';

const STDOUT = 1;
const STDERR = 2;
const USAGE_ERROR = 2;
const WRITE_FAILED = 1;
const MAKING_FAILED = 1;
/** As a shell reports a process SIGHUP ended: 128 + its 1. */
const PARENT_GONE = 129;
/** The progress line is redrawn this often: a terminal write each chunk would cost more. */
const PROGRESS_EVERY_ROWS = 10_000;
/**
 * How often it looks for the process that started it, while it waits on a pipe: npx, or any
 * launcher a supervisor signals, may end without passing the signal on.
 */
const PARENT_CHECK_MS = 1000;
class UsageError extends Error {}

/** The flags as parseArgs reads them; a UsageError for one it cannot. */
function parsed(argv: readonly string[]): FlagValues {
  const options: Readonly<Record<string, { type: 'string' | 'boolean'; short?: string }>> = {
    ...flags(),
    help: { type: 'boolean', short: 'h' },
    version: { type: 'boolean', short: 'v' },
  };
  // Node reads an argument that is not valid UTF-8 with U+FFFD in place of its bytes: a value
  // so read is not the one typed, and would be written into every row.
  const garbled = argv.find((arg) => arg.includes('\uFFFD'));
  if (garbled !== undefined) {
    throw new UsageError(
      `${quoted(garbled)} is not valid UTF-8 (or holds U+FFFD, the character that stands in for bytes that are not): type it in UTF-8.`,
    );
  }
  // parseArgs takes `--count -1` for a flag missing its value; it is a value, and a wrong one.
  const args: string[] = [];
  for (const arg of argv) {
    const previous = args.at(-1);
    const name = previous?.startsWith('--') ? previous.slice(2) : undefined;
    const option = name === undefined ? undefined : options[name];
    if (option?.type === 'string' && /^-[\d.]/.test(arg)) args[args.length - 1] += `=${arg}`;
    else args.push(arg);
  }
  const { values, positionals, tokens } = (() => {
    try {
      return parseArgs({ args, strict: true, allowPositionals: true, tokens: true, options });
    } catch (error) {
      throw new UsageError(parseProblem(error, args, options));
    }
  })();
  const [positional] = positionals;
  if (positional !== undefined) {
    throw new UsageError(
      `${quoted(positional)} is not an option: every option starts with --, such as --count 10 (quote a value with spaces: --state "New York").`,
    );
  }
  // parseArgs keeps the last of a flag given twice: `--state Texas --state Ohio` made Ohioans.
  const given = tokens.flatMap((token) => (token.kind === 'option' ? [token.name] : []));
  const twice = given.find((name, position) => given.indexOf(name) !== position);
  if (twice !== undefined) throw new UsageError(`--${twice} is given twice: give it once.`);
  return values;
}

/** parseArgs's error, in the words of the other messages. */
function parseProblem(
  error: unknown,
  args: string[],
  options: Readonly<Record<string, { type: 'string' | 'boolean'; short?: string }>>,
): string {
  const { code, message } = error as { code?: string; message?: string };
  const name = /'(-[^' ]*)/.exec(message ?? '')?.[1];
  if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
    // The flag as typed, read from the arguments: parseArgs's message quotes it in apostrophes,
    // so a flag holding one (--it's) was cut at it.
    const { tokens } = parseArgs({
      args,
      strict: false,
      allowPositionals: true,
      tokens: true,
      options,
    });
    const unknown = tokens.find(
      (token) => token.kind === 'option' && !Object.hasOwn(options, token.name),
    );
    const typed = unknown?.kind === 'option' ? unknown.rawName : name;
    if (typed) return `${printable(typed)} is not an option of ${PACKAGE_NAME}.`;
  }
  if (code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE' && name) {
    return /argument missing|ambiguous/.test(message ?? '')
      ? `${printable(name)} needs a value.`
      : `${printable(name)} takes no value.`;
  }
  return printable(message ?? String(error));
}

/** A library error about the flags, in the flags' words; anything else is thrown on. */
function usageProblem(error: unknown, values: FlagValues): string {
  if (error instanceof OptionError) return `${error.saidBy(commandLineVoice(values))}.`;
  if (error instanceof ConstraintError) {
    return error.problems
      .map(({ field, message }) => (field ? `${fieldFlagOf(field)}: ${message}` : message))
      .join('\n');
  }
  throw error;
}

async function main() {
  // A notice on stderr (the seed, the progress) never fails a run: a full or closed stderr is
  // let be.
  process.stderr.on('error', () => {});
  watchParent();
  const today = localToday(new Date());
  const write = output();
  let values: FlagValues | undefined;
  let run;
  try {
    values = parsed(process.argv.slice(2));
    if (values.help) return await write(bytesOf(help(today)));
    if (values.version) return await write(bytesOf(`${VERSION}\n`));
    const { options, seedChosen } = readFlags(values, today);
    // The one reading of the run: every option checked, what the rows are made from.
    const command = readCommand(options);
    run = { command, seedChosen, chunks: jobChunks(command, options, threadsFor(command.jobs)) };
  } catch (error) {
    const problem = error instanceof UsageError ? error.message : usageProblem(error, values ?? {});
    process.stderr.write(`${PACKAGE_NAME}: ${problem}\nTry --help.\n`);
    process.exitCode = USAGE_ERROR;
    return;
  }

  const { command, seedChosen, chunks } = run;
  if (seedChosen) {
    const again = `--seed ${command.seed} --as-of ${isoDate(command.asOf)}`;
    process.stderr.write(
      `${PACKAGE_NAME}: seed ${command.seed} (pass ${again} to make the same people again)\n`,
    );
  }
  // On the terminal the rows are the progress; a progress line would run into them.
  const progress = isatty(STDERR) && !isatty(STDOUT);
  if (progress) {
    // Ctrl-C (or a TERM) ends the progress line, so the shell's prompt starts a line of its own,
    // then ends the run by the same signal: a shell stops its loop or script only for a command
    // the signal ended, not for one that exited by itself (with 130, say).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      process.once(signal, () => {
        process.stderr.write('\n');
        process.kill(process.pid, signal);
      });
    }
  }
  let shown = 0;
  try {
    for await (const { bytes, done, total } of chunks) {
      await write(bytes);
      if (progress && (done - shown >= PROGRESS_EVERY_ROWS || done === total)) {
        shown = done;
        process.stderr.write(
          `\r${done.toLocaleString('en-US')} of ${counted(total, command.households)}`,
        );
      }
    }
  } catch (error) {
    // A worker that failed (a broken install, memory refused): one line, not a stack, and what
    // was written so far is not the whole file.
    const { message } = error instanceof Error ? error : { message: String(error) };
    if (progress) process.stderr.write('\n');
    process.stderr.write(
      `${PACKAGE_NAME}: the rows could not be made, and the output is cut short: ${printable(message)}\n`,
    );
    process.exit(MAKING_FAILED);
  }
  if (progress) process.stderr.write('\n');
}

/** "1 person", "2 people", "1 household": the progress line's count. */
function counted(total: number, households: boolean): string {
  const noun = households
    ? total === 1
      ? 'household'
      : 'households'
    : total === 1
      ? 'person'
      : 'people';
  return `${total.toLocaleString('en-US')} ${noun}`;
}

/**
 * The threads a run makes its rows on: its --jobs, at most one for each core this process may
 * run on (a thread more than the cores only waits its turn, holding its own tables), said on
 * stderr in one line when fewer. The bytes are the same on any number, so a script written for
 * a larger machine runs as it is on a smaller one.
 */
function threadsFor(jobs: number): number {
  const cores = availableParallelism();
  if (jobs <= cores) return jobs;
  process.stderr.write(
    `${PACKAGE_NAME}: --jobs ${jobs} is more than the ${cores} ${cores === 1 ? 'core' : 'cores'} this process may use: making the rows on ${cores} ${cores === 1 ? 'thread' : 'threads'} (the same bytes).\n`,
  );
  return cores;
}

/**
 * Ends the run quietly once the process that started it is gone (it is then another's child). A
 * supervisor (Kubernetes, Spark's pipe(), GNU parallel) signals the process it started, and npx
 * passes a signal to the shell it runs the command line in, not to the command line: before,
 * npx ended at once and its `node` child wrote on for hours.
 */
function watchParent(): void {
  const parent = process.ppid;
  setInterval(() => {
    if (process.ppid !== parent) process.exit(PARENT_GONE);
  }, PARENT_CHECK_MS).unref();
}

function bytesOf(text: string): Uint8Array {
  return Buffer.from(text);
}

/**
 * Where stdout's bytes go. A reader that closes early (| head) ends the run quietly; any other
 * failure to write (a full disk) is said in one line and exits 1. Writes to a file or a pipe
 * can fail at once or later, as an event.
 */
function output(): (bytes: Uint8Array) => Promise<void> {
  const failed = (error: unknown): never => {
    const { code, syscall, message } = error as NodeJS.ErrnoException;
    if (syscall !== 'write') throw error;
    if (code === 'EPIPE') process.exit(0);
    process.stderr.write(`${PACKAGE_NAME}: cannot write the output: ${message}\n`);
    process.exit(WRITE_FAILED);
  };
  if (takesWritesAtOnce(STDOUT)) {
    return async (bytes) => {
      try {
        // A write to a file can stop short only when the disk fills; the next one says why.
        for (let offset = 0; offset < bytes.length;) {
          offset += writeSync(STDOUT, bytes, offset, bytes.length - offset);
        }
      } catch (error) {
        failed(error);
      }
      // A turn of the event loop after each chunk: without one, a run that never waits would
      // run no timer (watchParent) and no signal handler (Ctrl-C) until it ends.
      await new Promise((resolve) => setImmediate(resolve));
    };
  }
  process.stdout.on('error', failed);
  // Copies the stream has written, to copy later chunks into: a new Buffer a chunk, freed only
  // when the collector runs, grows the resident memory of a long run into a pipe.
  const spare: Buffer[] = [];
  return async (bytes) => {
    // A copy: the stream may hold the bytes after this returns, and the next chunk reuses them.
    let copy = spare.pop();
    if (!copy || copy.length < bytes.length) {
      copy = Buffer.allocUnsafeSlow(bytes.length + (bytes.length >> 2));
    }
    const held = copy;
    const chunk = held.subarray(0, bytes.length);
    chunk.set(bytes);
    if (process.stdout.write(chunk, () => spare.push(held))) return;
    try {
      await once(process.stdout, 'drain');
    } catch (error) {
      failed(error);
    }
  };
}

/**
 * A file or /dev/null takes each write whole and at once: there is nothing to wait for, and
 * process.stdout's stream (a queue, callbacks and a new Buffer a write) costs time on every
 * chunk. A pipe or a terminal may be full: those go through the stream, which waits for it.
 */
function takesWritesAtOnce(fd: number): boolean {
  const stat = fstatSync(fd);
  return stat.isFile() || (stat.isCharacterDevice() && !isatty(fd));
}

await main();
