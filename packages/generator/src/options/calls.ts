/**
 * The package's calls. Each reads its options once (readRun: checked, defaults filled in, frozen)
 * and hands that run to the layer that makes what it asks for: a person (person/), households
 * (household/), a file (output/). Nothing below options/ reads a caller's options. (The one call
 * that takes no run, constraintProblems, is in reading.ts.)
 *
 * People by seed and index: person `index` of `seed` depends only on the seed, the index, the
 * as-of date, the constraints and this package's version, never on the people before it. So any
 * range can be made alone, and shards of a run concatenate to the bytes of the whole run.
 */
import { MAX_HOUSEHOLD_INDEX } from '../draw/random.ts';
import { drawHousehold, type Household } from '../household/households.ts';
import {
  ROWS_PER_CHUNK,
  fileBytes,
  fileNameOf,
  fileText,
  noteOf,
  rangeBytes,
  shardRange,
  type ByteChunk,
  type Chunk,
} from '../output/output.ts';
import { personAt, type PersonRecord } from '../person/record.ts';
import { shownValue } from '../text/messages.ts';
import {
  readRun,
  type CommandOptions,
  type HouseholdsOptions,
  type OutputOptions,
  type PeopleOptions,
  type PersonOptions,
  type Run,
} from './options.ts';
import { OptionError } from './reading.ts';

/** Person `index` of `seed`, with the four extra columns (stateCode, age, phone, email). */
export function person(options: PersonOptions): PersonRecord {
  const { seed, index, asOf, constraints } = readRun(options, 'person', 'person');
  return personAt(seed, index, asOf, constraints);
}

/** People `start` to `start + count - 1` of `seed`, one at a time: memory stays flat. */
export function people(options: PeopleOptions): IterableIterator<PersonRecord> {
  const { seed, start, count, asOf, constraints } = readRun(options, 'people', 'people');
  return (function* () {
    for (let index = start; index < start + count; index++) {
      yield personAt(seed, index, asOf, constraints);
    }
  })();
}

/**
 * Households `start` to `start + count - 1` of `seed`, one at a time. Place constraints (state,
 * city, ZIP code, street address) hold for every member: the whole household lives there. The
 * others name a person, and hold for the householder: a locked first name, last name, gender or
 * birthdate is the householder's, and the household is drawn given the householder's sex and age.
 */
export function households(options: HouseholdsOptions): IterableIterator<Household> {
  // As people() reads its own, then held to the households' last index.
  const { seed, start, count, asOf, constraints } = readRun(options, 'households', 'people');
  if (start > MAX_HOUSEHOLD_INDEX || start + count - 1 > MAX_HOUSEHOLD_INDEX) {
    throw new OptionError(
      'count',
      (voice) =>
        `${voice.name('start')} ${start} with ${voice.name('count')} ${count} goes past the last household, ${MAX_HOUSEHOLD_INDEX}`,
    );
  }
  return (function* () {
    for (let index = start; index < start + count; index++) {
      yield drawHousehold(seed, index, asOf, constraints).household;
    }
  })();
}

/**
 * The file's text in chunks of `rowsPerChunk` rows. Its options are read and checked when it is
 * called, not when the first chunk is asked for.
 */
export function peopleText(
  options: OutputOptions,
  rowsPerChunk = ROWS_PER_CHUNK,
): Generator<Chunk> {
  const run = readRun(options, 'peopleText', 'output');
  if (!Number.isInteger(rowsPerChunk) || rowsPerChunk < 1) {
    throw new RangeError(`rowsPerChunk is a whole number from 1, not ${shownValue(rowsPerChunk)}`);
  }
  return fileText(run, rowsPerChunk);
}

/**
 * peopleText as UTF-8 bytes, what the command line writes: the same bytes, in chunks of about
 * 64 KiB. Its options are read when it is called.
 */
export function peopleBytes(options: OutputOptions): Generator<ByteChunk> {
  return fileBytes(readRun(options, 'peopleBytes', 'output'));
}

/** What made the file: name, version, count, seed, as-of date and constraints. */
export function outputNote(options: OutputOptions): string {
  return noteOf(readRun(options, 'outputNote', 'output'));
}

/**
 * The file's name, which says what made it: people-1000-seed-42-state-texas-v5.1.0-as-of-2026-11-22.csv
 * (output/output.ts fileNameOf says how each part is written).
 */
export function outputFileName(options: OutputOptions): string {
  return fileNameOf(readRun(options, 'outputFileName', 'output'));
}

/** The command line's run: a file's options and its jobs, read once. */
export type CommandRun = Run<'command'>;

/** The command line's options read into its run, as every call reads its own. */
export function readCommand(options: CommandOptions): CommandRun {
  return readRun(options, 'the command line', 'command');
}

/** The rows a command line run writes, [first, end): its shard's, if it is one. */
export function commandRows({ start, count, shard }: CommandRun): [first: number, end: number] {
  return shardRange(start, count, shard);
}

/**
 * A command line run's bytes: the whole run's, or only rows `from` to `to` - 1 of it, as the whole
 * run's bytes hold them (output/output.ts rangeBytes).
 */
export function commandBytes(run: CommandRun, from?: number, to?: number): Generator<ByteChunk> {
  return from === undefined || to === undefined ? fileBytes(run) : rangeBytes(run, from, to);
}
