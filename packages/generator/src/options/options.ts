/**
 * A run's options, read once. Every call (calls.ts) reads its options here into a frozen run:
 * each option is checked once, by its entry in OPTIONS, and the values checked are the values
 * used (a getter is read once; a constraint inherited from a prototype is refused, not left
 * unread). The run is what every layer below receives; none of them reads a caller's options. The
 * command line reads its flags here too (readFlags): the same entries say how each is written as
 * text, and the same checks refuse it, in the flags' words (an OptionError said in
 * commandLineVoice).
 *
 * An option is one entry of OPTIONS, with its line in RunValues (reading.ts, FileSettings) and in
 * the options' interfaces below: the calls that take it, how a caller's value is read or
 * refused, and its flag.
 */
import { AS_OF_RANGE, isoDate, type LocalDate } from '../person/birthdate.ts';
import {
  COLUMN_CASES,
  DATE_FORMATS,
  HOUSEHOLD_COLUMNS,
  HOUSEHOLD_ONLY_COLUMNS,
  OUTPUT_COLUMNS,
  type ColumnCase,
  type DateFormat,
  type OutputColumn,
} from '../output/columns.ts';
import { ConstraintError, problemsOf } from '../person/constraints.ts';
import { FIELDS, type Constraints, type FieldName } from '../person/fields.ts';
import { FORMATS, SQL_TABLE, sqlTableProblem, type Format } from '../output/formats.ts';
import type { Shard } from '../output/output.ts';
import { quoted, shownValue } from '../text/messages.ts';
import { COLUMNS } from '../person/record.ts';
import { cityNamed } from '../place/places.ts';
import { MAX_HOUSEHOLD_INDEX, MAX_INDEX, MAX_SEED, randomSeed } from '../draw/random.ts';
import {
  OptionError,
  readAsOf,
  snapshotOf,
  type OptionName,
  type RunValues,
  type Voice,
} from './reading.ts';
import { readWritten } from '../person/written.ts';

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
  /** The SQL table's name; `people` by default. */
  table?: string;
  shard?: Shard;
  /**
   * The columns, in order, from OUTPUT_COLUMNS (`id` is the person's index in the seed);
   * COLUMNS by default.
   */
  columns?: readonly OutputColumn[];
  /** How birthdates are written: `us` (9/3/1976, the default) or `iso` (1976-09-03, a SQL DATE). */
  dateFormat?: DateFormat;
  /** How column names are spelt: `camel` (firstName, the default) or `snake` (first_name). */
  columnCase?: ColumnCase;
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

interface Flag {
  /** What its value looks like in --help; none for a switch (--no-header). */
  value?: string;
  /** Its name, where not the option's in kebab case. */
  name?: string;
  /** --help's words for it; `today` is the as-of date a run without --as-of takes. */
  help(today: LocalDate): string;
  /** Its text (a switch's: true) as the option's value, which the option's read then checks. */
  fromText(text: string | true): unknown;
  /** The value the command line gives it when the flag is not given; none: the library's. */
  standard?(today: LocalDate): unknown;
  /** How its value is written on the command line, where not as in the library. */
  form?: string;
}

interface Option<Value> {
  /** The calls that take it; another call lets it be, so one object may go to several calls. */
  calls: readonly Kind[];
  /**
   * A caller's value (undefined when not given) read into the run's, or an OptionError;
   * `run` holds the options before it in OPTIONS.
   */
  read(given: unknown, run: Readonly<Partial<RunValues>>): Value;
  flag?: Flag;
}

/** Digits only: "1e6", "1.5" and "1,000" are refused rather than read as something else. */
function wholeNumberText(option: OptionName, text: string | true): number {
  if (typeof text !== 'string' || !/^-?\d+$/.test(text)) {
    throw new OptionError(
      option,
      (voice) =>
        `${voice.name(option)} ${voice.shown(option, text)} is not a whole number written in digits`,
    );
  }
  // -0 reads as 0. Past 2^53 the number is not exact, and every option's range refuses it.
  return Number(text) + 0;
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
  seed: {
    calls: ALL,
    read: (given) => wholeNumber('seed', given, MAX_SEED),
    flag: {
      value: 'S',
      help: () => `a whole number from 0 to ${MAX_SEED} (default: a random one, said on stderr)`,
      fromText: (text) => wholeNumberText('seed', text),
      standard: () => randomSeed(),
    },
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
    flag: {
      help: () =>
        'households rather than people: --count, --start and --shard count households, and each row is a member (adults 18 to 80) with two more columns, householdId and relationship. A place flag (--state, --city, --zip-code, --street-address) holds for every member; a flag naming a person (--first-name, --last-name, --gender, --birthdate, --email, --phone) holds for the householder alone',
      fromText: () => true,
    },
  },
  start: {
    calls: RANGE,
    read: (given, { households }) =>
      given === undefined ? 0 : wholeNumber('start', given, lastIndex(households)),
    flag: {
      value: 'I',
      help: () =>
        `index of the run's first person (default 0); indices end at ${MAX_INDEX} (households: at ${MAX_HOUSEHOLD_INDEX})`,
      fromText: (text) => wholeNumberText('start', text),
    },
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
    flag: {
      value: 'N',
      help: () =>
        `people (or households) in the run (default ${DEFAULT_COUNT}); 0 to ${MAX_INDEX + 1}`,
      fromText: (text) => wholeNumberText('count', text),
      standard: () => DEFAULT_COUNT,
    },
  },
  asOf: {
    calls: ALL,
    read: readAsOf,
    flag: {
      name: 'as-of',
      value: 'DATE',
      form: 'YYYY-MM-DD',
      help: (today) =>
        `the day ages count from, YYYY-MM-DD (default: today, ${isoDate(today)}); from ${AS_OF_RANGE}`,
      fromText: (text) => text,
      standard: (today) => today,
    },
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
    flag: {
      value: 'F',
      help: () => `${Object.keys(FORMATS).join('|')} (default csv)`,
      fromText: (text) => text,
      standard: () => 'csv',
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
    flag: {
      name: 'no-header',
      help: () => 'no CSV header line, no SQL comment and CREATE TABLE (json keeps its [ and ])',
      fromText: () => false,
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
    flag: {
      value: 'NAME',
      help: () => `the table of --format sql (default ${SQL_TABLE})`,
      fromText: (text) => text,
    },
  },
  shard: {
    calls: OUTPUT,
    read: readShard,
    flag: {
      value: 'K/N',
      form: 'K/N, such as 3/8: K from 1 to N',
      help: () =>
        'write only the K-th of N equal parts of the run (K from 1 to N): part 1 alone has the header, the last alone ends the file, so parts concatenate to the whole run; needs --seed and --as-of',
      fromText: (text) => {
        const match = typeof text === 'string' ? /^(\d+)\/(\d+)$/.exec(text) : null;
        // Anything else is read as text, which the option refuses in its words.
        return match ? { index: Number(match[1]), of: Number(match[2]) } : text;
      },
    },
  },
  columns: {
    calls: OUTPUT,
    read: (given, { households = false }) => readColumns(given, households),
    flag: {
      value: 'LIST',
      form: 'a comma-separated list',
      help: () =>
        `the columns, in order, comma-separated, from ${OUTPUT_COLUMNS.join(', ')} (id: the person's index in the seed, a primary key in SQL; householdId and relationship: with --households alone); default: all but id`,
      fromText: (text) => (typeof text === 'string' ? text.split(',') : text),
    },
  },
  dateFormat: {
    calls: OUTPUT,
    read: (given) => oneOf('dateFormat', DATE_FORMATS, given),
    flag: {
      value: 'us|iso',
      help: () => 'birthdates as 9/3/1976 (us, the default) or 1976-09-03 (iso, a DATE in SQL)',
      fromText: (text) => text,
    },
  },
  columnCase: {
    calls: OUTPUT,
    read: (given) => oneOf('columnCase', COLUMN_CASES, given),
    flag: {
      value: 'camel|snake',
      help: () =>
        'column names as firstName (camel, the default) or first_name (snake): the CSV header, JSON keys and SQL columns',
      fromText: (text) => text,
    },
  },
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
    flag: {
      value: 'J',
      help: () =>
        `threads that make the rows, 1 to ${MAX_JOBS} (default 1): the same bytes as one, in order; one a core is fastest, and each thread holds its own tables (about 40 MiB)`,
      fromText: (text) => wholeNumberText('jobs', text),
    },
  },
} as const satisfies { [Name in OptionName]: Option<RunValues[Name]> };

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
 * Names of OUTPUT_COLUMNS, each once, at least one; COLUMNS when not given (HOUSEHOLD_COLUMNS
 * for households). A member's own columns are refused without households: a person has none.
 */
function readColumns(given: unknown, households: boolean): readonly OutputColumn[] {
  if (given === undefined) return households ? HOUSEHOLD_COLUMNS : COLUMNS;
  const known = OUTPUT_COLUMNS as readonly string[];
  if (!Array.isArray(given) || given.length === 0) {
    throw new OptionError(
      'columns',
      (voice) =>
        `${voice.name('columns')} is ${voice.form('columns', 'an array')} of at least one of ${known.join(', ')}, not ${voice.shown('columns', given)}`,
    );
  }
  const names: unknown[] = [...given];
  const unknown = names.find((name) => typeof name !== 'string' || !known.includes(name));
  if (unknown !== undefined) {
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
  return Object.freeze(names as OutputColumn[]);
}

/** People a command line run makes without --count. */
const DEFAULT_COUNT = 10;

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
  const { index, of } = given as Partial<Shard>;
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
  const run: Partial<RunValues> = {};
  for (const name of names) {
    const option: Option<unknown> = OPTIONS[name];
    Object.assign(run, { [name]: option.read((options as Record<string, unknown>)[name], run) });
  }
  return Object.freeze(run) as Run<K>;
}

/** firstName → first-name: the flag of a field or an option. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function flagOf(option: OptionName): string {
  return `--${(OPTIONS[option] as Option<unknown>).flag?.name ?? kebab(option)}`;
}

export function fieldFlagOf(field: FieldName): string {
  return `--${kebab(field)}`;
}

/** The options the command line has flags for, in OPTIONS order. */
const flagged = () => optionNames().filter((name) => (OPTIONS[name] as Option<unknown>).flag);

/** The command line's flags: each option's and each field's, for parseArgs. */
export const flags = (): Readonly<Record<string, { type: 'string' | 'boolean' }>> =>
  Object.fromEntries([
    ...flagged().map((name) => [
      flagOf(name).slice(2),
      { type: (OPTIONS[name] as Option<unknown>).flag?.value === undefined ? 'boolean' : 'string' },
    ]),
    ...FIELDS.map(({ key }) => [fieldFlagOf(key).slice(2), { type: 'string' }]),
  ]);

/** --help's lines for the options' flags: [flag with its value, what it does]. */
export function flagHelp(today: LocalDate): [string, string][] {
  return flagged().map((name) => {
    const flag = (OPTIONS[name] as Option<unknown>).flag as Flag;
    return [`${flagOf(name)}${flag.value ? ` ${flag.value}` : ''}`, flag.help(today)];
  });
}

/** parseArgs's values: each flag's text (a switch's true), by the flag's name. */
export type FlagValues = Readonly<Record<string, string | boolean | undefined>>;

export interface FlagRun {
  options: CommandOptions;
  /** No --seed: the seed was picked at random, for the command line to say. */
  seedChosen: boolean;
}

/**
 * The command line's flags as a run's options: each flag's text read as its option's value, the
 * command line's own defaults for the others, and field flags read as the page's editors read
 * typing (readWritten: `tx` is Texas, `mary` Mary, `1990-01-02` 1/2/1990). The options' checks
 * come when an output reads them, and say their problems in commandLineVoice.
 */
export function readFlags(values: FlagValues, today: LocalDate): FlagRun {
  const options: Record<string, unknown> = {};
  const typed = (name: OptionName) => values[flagOf(name).slice(2)];
  for (const name of flagged()) {
    const flag = (OPTIONS[name] as Option<unknown>).flag as Flag;
    const text = typed(name);
    if (text !== undefined && text !== false) options[name] = flag.fromText(text);
    else if (flag.standard) options[name] = flag.standard(today);
  }
  if (
    typed('shard') !== undefined &&
    (typed('seed') === undefined || typed('asOf') === undefined)
  ) {
    throw new OptionError(
      'shard',
      (voice) =>
        `${voice.name('shard')} needs ${voice.name('seed')} and ${voice.name('asOf')}: without them, each part picks its own seed and counts ages from its own day, and the parts are not one run`,
    );
  }
  const stateText = values[fieldFlagOf('state').slice(2)];
  const state = typeof stateText === 'string' ? readWritten('state', stateText) : undefined;
  const constraints: Record<string, string> = {};
  for (const { key } of FIELDS) {
    const text = values[fieldFlagOf(key).slice(2)];
    if (typeof text !== 'string') continue;
    const value = readWritten(key, text, state);
    // A city with no state given is placed as the page's editor places it: where most people
    // with that city live (chicago: Chicago, saint louis: St. Louis).
    constraints[key] = key === 'city' && state === undefined ? cityNamed(value) : value;
  }
  options.constraints = constraints;
  return { options: options as unknown as CommandOptions, seedChosen: typed('seed') === undefined };
}

/** The command line's voice: options by their flags, values as they were typed. */
export function commandLineVoice(values: FlagValues): Voice {
  return {
    name: flagOf,
    shown: (option, value) => {
      const text = values[flagOf(option).slice(2)];
      return quoted(typeof text === 'string' ? text : String(value));
    },
    form: (option, library) => (OPTIONS[option] as Option<unknown>).flag?.form ?? library,
  };
}
