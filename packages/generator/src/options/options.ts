/**
 * A run's options, read once. Every call (calls.ts) reads its options here into a frozen run:
 * each option is checked once, by its entry in OPTIONS, and the values checked are the values
 * used (a getter is read once; a constraint inherited from a prototype is refused, not left
 * unread). The run is what every layer below receives; none of them reads a caller's options.
 * The command line's flags (cli/flags.ts) are read into the same options and checked here too,
 * their problems said in the flags' words (an OptionError's voice).
 *
 * An option is one entry of OPTIONS, with its line in RunValues (reading.ts, FileSettings) and in
 * the options' interfaces below: the calls that take it, and how a caller's value is read or
 * refused. Its flag, if it has one, is in cli/flags.ts.
 */
import type { LocalDate } from '../person/birthdate.ts';
import {
  COLUMN_CASES,
  DATE_FORMATS,
  HOUSEHOLD_COLUMNS,
  HOUSEHOLD_ONLY_COLUMNS,
  FILE_COLUMNS,
  COLUMNS,
  type ColumnCase,
  type DateFormat,
  type FileColumn,
} from '../output/columns.ts';
import { ConstraintError, problemsOf } from '../person/constraints.ts';
import type { Constraints } from '../person/fields.ts';
import { FORMATS, SQL_TABLE, sqlTableProblem, type Format } from '../output/formats.ts';
import type { Shard } from '../output/output.ts';
import { quoted, shownValue } from '../text/messages.ts';
import { MAX_HOUSEHOLD_INDEX, MAX_INDEX, MAX_SEED } from '../draw/random.ts';
import {
  DEFAULT_RATE,
  MAX_DUPLICATES,
  NO_NOISE,
  NOISE_TYPES,
  ratesOf,
  type NoiseRates,
  type NoiseType,
} from '../noise/noiseTypes.ts';
import { OptionError, readAsOf, snapshotOf, type OptionName, type RunValues } from './reading.ts';

export interface PersonOptions {
  /** An unsigned 32-bit integer: 0 to 4,294,967,295. */
  seed: number;
  /** 0 to MAX_INDEX. */
  index: number;
  /** The day ages count from: a LocalDate or 'YYYY-MM-DD'. */
  asOf: LocalDate | string;
  /** Values every person keeps, e.g. `{ state: 'Texas' }`; impossible ones throw ConstraintError. */
  constraints?: Constraints;
}

export interface PeopleOptions extends Omit<PersonOptions, 'index'> {
  /** The first index; 0 by default. */
  start?: number;
  count: number;
}

/** The options of households(): a seed, the first household (`start`), a count, asOf, constraints. */
export type HouseholdsOptions = PeopleOptions;

export interface OutputOptions extends PeopleOptions {
  format: Format;
  /**
   * Households rather than people; false by default. Then `start`, `count` and `shard` count
   * households, each row is a member, and the default columns are COLUMNS, `householdId` and
   * `relationship` (`id` is then the member's person index: household × MAX_MEMBERS + place).
   */
  households?: boolean;
  /** The CSV header line and the SQL comment and CREATE TABLE; true by default. */
  header?: boolean;
  /**
   * A UTF-8 byte-order mark (EF BB BF) at the start of the file, for Excel, which then reads
   * it as UTF-8; false by default. CSV alone: JSON and SQL are never read with one.
   */
  bom?: boolean;
  /** The SQL table's name; `people` by default. */
  table?: string;
  shard?: Shard;
  /**
   * The columns, in order, from FILE_COLUMNS (`id` is the person's index in the seed, `origin`
   * the person's Census origin group, written only when named); COLUMNS by default.
   */
  columns?: readonly FileColumn[];
  /** How birthdates are written: `us` (9/3/1976, the default) or `iso` (1976-09-03, a SQL DATE). */
  dateFormat?: DateFormat;
  /** How column names are spelt: `camel` (firstName, the default) or `snake` (first_name). */
  columnCase?: ColumnCase;
  /**
   * Errors in the records, for testing record linkage (docs/noise.md): a rate from 0 to 1 for
   * every type, `'default'` (pseudopeople's default, 0.01 a type), or rates by type, such as
   * `{ typo: 0.02, nickname: 0.01 }` (the others 0). Then each row is a record of a person, with
   * `recordId` and `personId` (the truth) first. None by default: clean rows.
   */
  noise?: number | 'default' | Partial<Record<NoiseType, number>>;
  /**
   * Extra records of some people, each with its own errors: the mean count of extra records a
   * person, 0 to 1 (0.1: a tenth more records than people). 0 by default.
   */
  duplicates?: number;
}

export interface CommandOptions extends OutputOptions {
  /** Worker threads the command line makes the rows on (1 to MAX_JOBS); 1 by default. */
  jobs?: number;
}

/** The most threads one command line run makes its rows on. */
export const MAX_JOBS = 64;

/**
 * The shapes of call: one person, people, a file of them, and the command line's run (a file,
 * and how many threads make it, which never changes its bytes).
 */
type Kind = 'person' | 'people' | 'output' | 'command';
const ALL = ['person', 'people', 'output', 'command'] as const;
const RANGE = ['people', 'output', 'command'] as const;
const OUTPUT = ['output', 'command'] as const;
const COMMAND = ['command'] as const;

interface Option<Value> {
  /** The calls that take it; another call lets it be, so one object may go to several calls. */
  calls: readonly Kind[];
  /**
   * A caller's value (undefined when not given) read into the run's, or an OptionError;
   * `run` holds the options before it in OPTIONS.
   */
  read(given: unknown, run: Readonly<Partial<RunValues>>): Value;
}

function wholeNumber(option: OptionName, value: unknown, most: number): number {
  if (!Number.isInteger(value) || (value as number) < 0 || (value as number) > most) {
    throw new OptionError(
      option,
      (voice) =>
        `${voice.name(option)} is a whole number from 0 to ${most.toLocaleString('en-US')}, not ${voice.shown(option, value)}`,
    );
  }
  return value as number;
}

const OPTIONS = {
  // First: with several options wrong, the command line says a wrong --jobs first.
  jobs: {
    calls: COMMAND,
    read: (given) => {
      if (given === undefined) return 1;
      if (!Number.isInteger(given) || (given as number) < 1 || (given as number) > MAX_JOBS) {
        throw new OptionError(
          'jobs',
          (voice) =>
            `${voice.name('jobs')} is a whole number from 1 to ${MAX_JOBS}, not ${voice.shown('jobs', given)}`,
        );
      }
      return given as number;
    },
  },
  seed: {
    calls: ALL,
    read: (given) => wholeNumber('seed', given, MAX_SEED),
  },
  index: {
    calls: ['person'],
    read: (given) => wholeNumber('index', given, MAX_INDEX),
  },
  // Before start and count, which count households when it is set, and columns.
  households: {
    calls: OUTPUT,
    read: (given) => {
      if (given === undefined) return false;
      if (typeof given !== 'boolean') {
        throw new OptionError(
          'households',
          (voice) =>
            `${voice.name('households')} is true or false, not ${voice.shown('households', given)}`,
        );
      }
      return given;
    },
  },
  start: {
    calls: RANGE,
    read: (given, { households }) =>
      given === undefined ? 0 : wholeNumber('start', given, lastIndex(households)),
  },
  count: {
    calls: RANGE,
    read: (given, { start = 0, households }) => {
      const last = lastIndex(households);
      const count = wholeNumber('count', given, last + 1);
      if (start + count - 1 > last) {
        throw new OptionError(
          'count',
          (voice) =>
            `${voice.name('start')} ${start} with ${voice.name('count')} ${count} goes past the last ${households ? 'household' : 'index'}, ${last}`,
        );
      }
      return count;
    },
  },
  asOf: {
    calls: ALL,
    read: readAsOf,
  },
  constraints: {
    calls: ALL,
    read: (given, { asOf }) => {
      const constraints = snapshotOf(given === undefined ? {} : given);
      const problems = asOf === undefined ? [] : problemsOf(constraints, asOf);
      if (problems.length > 0) throw new ConstraintError(problems);
      return constraints;
    },
  },
  format: {
    calls: OUTPUT,
    read: (given) => {
      if (typeof given !== 'string' || !Object.hasOwn(FORMATS, given)) {
        throw new OptionError(
          'format',
          (voice) =>
            `${voice.name('format')} is one of ${Object.keys(FORMATS).join(', ')}, not ${voice.shown('format', given)}`,
        );
      }
      return given as Format;
    },
  },
  header: {
    calls: OUTPUT,
    read: (given) => {
      if (given === undefined) return true;
      if (typeof given !== 'boolean') {
        throw new OptionError(
          'header',
          (voice) =>
            `${voice.name('header')} is true or false, not ${voice.shown('header', given)}`,
        );
      }
      return given;
    },
  },
  bom: {
    calls: OUTPUT,
    read: (given, { format }) => {
      if (given === undefined) return false;
      if (typeof given !== 'boolean') {
        throw new OptionError(
          'bom',
          (voice) => `${voice.name('bom')} is true or false, not ${voice.shown('bom', given)}`,
        );
      }
      // JSON (RFC 8259) and SQL readers take a byte-order mark for a stray character.
      if (given && format !== 'csv') {
        throw new OptionError(
          'bom',
          (voice) =>
            `${voice.name('bom')} is for ${voice.name('format')} csv, which Excel opens; ${format} is read without one`,
        );
      }
      return given;
    },
  },
  table: {
    calls: OUTPUT,
    read: (given, { format }) => {
      if (given === undefined) return SQL_TABLE;
      if (format !== 'sql') {
        throw new OptionError(
          'table',
          (voice) =>
            `${voice.name('table')} names the table of ${voice.name('format')} sql; ${format} has none`,
        );
      }
      const problem =
        typeof given === 'string'
          ? sqlTableProblem(given)
          : `is a plain SQL name, not ${shownValue(given)}`;
      if (problem !== undefined) {
        throw new OptionError('table', (voice) => `${voice.name('table')} ${problem}`);
      }
      return given as string;
    },
  },
  shard: {
    calls: OUTPUT,
    read: readShard,
  },
  columns: {
    calls: OUTPUT,
    read: (given, { households = false }) => readColumns(given, households),
  },
  dateFormat: {
    calls: OUTPUT,
    read: (given) => oneOf('dateFormat', DATE_FORMATS, given),
  },
  columnCase: {
    calls: OUTPUT,
    read: (given) => oneOf('columnCase', COLUMN_CASES, given),
  },
  noise: {
    calls: OUTPUT,
    read: (given) => readNoise(given),
  },
  duplicates: {
    calls: OUTPUT,
    read: (given) => {
      if (given === undefined) return 0;
      if (typeof given !== 'number' || !(given >= 0 && given <= MAX_DUPLICATES)) {
        throw new OptionError(
          'duplicates',
          (voice) =>
            `${voice.name('duplicates')} is the mean count of extra records a person, from 0 to ${MAX_DUPLICATES}, not ${voice.shown('duplicates', given)}`,
        );
      }
      return given;
    },
  },
} as const satisfies { [Name in OptionName]: Option<RunValues[Name]> };

/** How the noise option is written, in the library's words. */
const NOISE_FORM = "a rate from 0 to 1, 'default', or rates by type such as { typo: 0.02 }";

/** A rate: a number from 0 to 1. */
const isRate = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;

/**
 * Every type's rate: a rate for all, 'default', or an object of rates by type (the others 0).
 * Not given, or all 0: clean rows.
 */
function readNoise(given: unknown): NoiseRates {
  if (given === undefined) return NO_NOISE;
  let rates: NoiseRates;
  if (given === 'default') rates = ratesOf(DEFAULT_RATE);
  else if (typeof given === 'number') {
    if (!isRate(given)) {
      throw new OptionError(
        'noise',
        (voice) =>
          `${voice.name('noise')} is ${voice.form('noise', NOISE_FORM)}, not ${voice.shown('noise', given)}`,
      );
    }
    rates = ratesOf(given);
  } else if (
    typeof given === 'object' &&
    given !== null &&
    Object.prototype.toString.call(given) === '[object Object]'
  ) {
    const chosen: Record<string, number> = { ...NO_NOISE };
    for (const key of Object.keys(given)) {
      if (!(NOISE_TYPES as readonly string[]).includes(key)) {
        throw new OptionError(
          'noise',
          (voice) =>
            `${voice.name('noise')} has no type ${quoted(key)}: the types are ${NOISE_TYPES.join(', ')}`,
        );
      }
      const rate: unknown = (given as Record<string, unknown>)[key];
      if (!isRate(rate)) {
        throw new OptionError(
          'noise',
          (voice) =>
            `${voice.name('noise')}'s ${key} is a rate from 0 to 1, not ${typeof rate === 'string' ? quoted(rate) : shownValue(rate)}`,
        );
      }
      chosen[key] = rate;
    }
    rates = Object.freeze(chosen) as NoiseRates;
  } else {
    throw new OptionError(
      'noise',
      (voice) =>
        `${voice.name('noise')} is ${voice.form('noise', NOISE_FORM)}, not ${voice.shown('noise', given)}`,
    );
  }
  return rates;
}

/** One of `values`, the first by default. */
function oneOf<Value extends string>(
  option: OptionName,
  values: readonly [Value, ...Value[]],
  given: unknown,
): Value {
  if (given === undefined) return values[0];
  if (typeof given !== 'string' || !(values as readonly string[]).includes(given)) {
    throw new OptionError(
      option,
      (voice) =>
        `${voice.name(option)} is one of ${values.join(', ')}, not ${voice.shown(option, given)}`,
    );
  }
  return given as Value;
}

/** The last index a run's rows may have: a person's, or a household's. */
function lastIndex(households: boolean | undefined): number {
  return households ? MAX_HOUSEHOLD_INDEX : MAX_INDEX;
}

/**
 * Names of FILE_COLUMNS, each once, at least one; COLUMNS when not given (HOUSEHOLD_COLUMNS
 * for households). A member's own columns are refused without households: a person has none.
 */
function readColumns(given: unknown, households: boolean): readonly FileColumn[] {
  if (given === undefined) return households ? HOUSEHOLD_COLUMNS : COLUMNS;
  const known = FILE_COLUMNS as readonly string[];
  if (!Array.isArray(given) || given.length === 0) {
    throw new OptionError(
      'columns',
      (voice) =>
        `${voice.name('columns')} is ${voice.form('columns', 'an array')} of at least one of ${known.join(', ')}, not ${voice.shown('columns', given)}`,
    );
  }
  const names: unknown[] = [...given];
  // By position: find() would return an undefined it found as if it had found nothing.
  const at = names.findIndex((name) => typeof name !== 'string' || !known.includes(name));
  if (at !== -1) {
    const unknown = names[at];
    throw new OptionError(
      'columns',
      (voice) =>
        `${voice.name('columns')} has no column ${typeof unknown === 'string' ? quoted(unknown) : shownValue(unknown)}: the columns are ${known.join(', ')}`,
    );
  }
  const memberOnly = households
    ? undefined
    : names.find((name) => (HOUSEHOLD_ONLY_COLUMNS as readonly unknown[]).includes(name));
  if (memberOnly !== undefined) {
    throw new OptionError(
      'columns',
      (voice) =>
        `${voice.name('columns')} names ${quoted(String(memberOnly))}, a column of a household's members: it needs ${voice.name('households')}`,
    );
  }
  const twice = names.find((name, at) => names.indexOf(name) !== at);
  if (twice !== undefined) {
    throw new OptionError(
      'columns',
      (voice) => `${voice.name('columns')} names ${quoted(String(twice))} twice: name it once`,
    );
  }
  return Object.freeze(names as FileColumn[]);
}

/** How a shard is written, in the library's words. */
const SHARD_FORM = '{ index, of }, such as { index: 3, of: 8 }: index from 1 to of';

/** A part { index, of } of the run, whole numbers read exactly (up to 2^53 − 1). */
function readShard(given: unknown): Shard | undefined {
  if (given === undefined) return undefined;
  const refused = () =>
    new OptionError(
      'shard',
      (voice) =>
        `${voice.name('shard')} is ${voice.form('shard', SHARD_FORM)} (whole numbers up to ${Number.MAX_SAFE_INTEGER.toLocaleString('en-US')}), not ${voice.shown('shard', given)}`,
    );
  if (typeof given !== 'object' || given === null || Array.isArray(given)) throw refused();
  const other = Object.keys(given).find((key) => key !== 'index' && key !== 'of');
  if (other !== undefined) {
    throw new OptionError(
      'shard',
      (voice) =>
        `${voice.name('shard')} has no ${quoted(other)}: a shard is ${voice.form('shard', SHARD_FORM)}`,
    );
  }
  // Own properties alone: an `of` inherited from a prototype is not one the caller gave.
  const own = (key: keyof Shard): unknown =>
    Object.hasOwn(given, key) ? (given as Shard)[key] : undefined;
  const index = own('index');
  const of = own('of');
  // Past 2^53 a number is not the one written: 2^53 + 1 reads as 2^53, and part 2^53 + 1 of
  // 2^53 would pass for the last part.
  const exact = (value: unknown): value is number =>
    Number.isSafeInteger(value) && (value as number) >= 1;
  if (!exact(index) || !exact(of) || index > of) throw refused();
  return Object.freeze({ index, of });
}

/** Letters only, lower case: "as_of" and "asOf" read alike. */
const plainKey = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Every option, in the order a run reads them. This module computes nothing at its top level:
 * a module that does is put by Rolldown in a chunk of its own, which the page's entry would then
 * import (the build refuses that).
 */
const optionNames = () => Object.keys(OPTIONS) as OptionName[];

type KindOf<Name extends OptionName> = (typeof OPTIONS)[Name]['calls'][number];
type NamesOf<K extends Kind> = {
  [Name in OptionName]: K extends KindOf<Name> ? Name : never;
}[OptionName];
/** A call's options, read and checked: what every output is made from. */
export type Run<K extends Kind> = Readonly<Pick<RunValues, NamesOf<K>>>;

/**
 * Reads `options` for `call` (a call of this `kind`): its one argument must be an object, and a
 * key that no call has (`constraint`, misspelt) is refused, naming the call's options and the
 * one meant: it would be left unread. Another call's option is let be.
 */
export function readRun<K extends Kind>(options: unknown, call: string, kind: K): Run<K> {
  const names = optionNames().filter((name) =>
    (OPTIONS[name].calls as readonly Kind[]).includes(kind),
  );
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(
      `call ${call}({ ${names.join(', ')} }) with an object, not ${shownValue(options)}`,
    );
  }
  const unknown = Object.keys(options).find((key) => !(optionNames() as string[]).includes(key));
  if (unknown !== undefined) {
    const typed = plainKey(unknown);
    const near = names.find((name) => {
      const known = plainKey(name);
      return (
        typed !== '' && (known === typed || known.startsWith(typed) || typed.startsWith(known))
      );
    });
    throw new TypeError(
      `${call}() has no option ${quoted(unknown)}${near ? ` (did you mean ${near}?)` : ''}: its options are ${names.join(', ')}`,
    );
  }
  // An option is read from the object's own properties alone, as constraints are: one inherited
  // from a prototype (Object.prototype.households = true, set by any script on the page) would
  // change every file without the caller having given it.
  const inherited = names.find((name) => name in options && !Object.hasOwn(options, name));
  if (inherited !== undefined) {
    throw new TypeError(
      `${call}()'s option ${inherited} is inherited from a prototype: give it as the object's own property`,
    );
  }
  const run: Partial<RunValues> = {};
  for (const name of names) {
    const option: Option<unknown> = OPTIONS[name];
    Object.assign(run, { [name]: option.read((options as Record<string, unknown>)[name], run) });
  }
  return Object.freeze(run) as Run<K>;
}
