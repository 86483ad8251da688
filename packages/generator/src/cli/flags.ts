/**
 * The command line's flags: one a flagged option (FLAGS, in --help's order) and one a field of a
 * person. Each says how its value is written as text and read into the option's value; the
 * library's reading of the run (options/) then checks it as it checks every call's options, and
 * a problem is said in the flags' words (commandLineVoice: an option by its flag, a value as it
 * was typed).
 */
import {
  FIELDS,
  FILE_COLUMNS,
  FORMATS,
  MAX_HOUSEHOLD_INDEX,
  MAX_INDEX,
  MAX_SEED,
  NOISE_TYPES,
  OptionError,
  cityNamed,
  type FieldName,
  type LocalDate,
  type OptionName,
} from '../index.ts';
import {
  AS_OF_RANGE,
  MAX_JOBS,
  SQL_TABLE,
  isoDate,
  quoted,
  randomSeed,
  readWritten,
  type CommandOptions,
  type Voice,
} from '../options/commandLine.ts';

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

/** People a command line run makes without --count. */
const DEFAULT_COUNT = 10;

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

/** A decimal number ("0.05", ".5", "1"), or the text itself, which the option then refuses. */
function rateFromText(text: string | true): unknown {
  return typeof text === 'string' && /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : text;
}

/** `0.05`, `default`, or `typo=0.02,nickname=0.01` as the noise option's value. */
function noiseFromText(text: string | true): unknown {
  if (typeof text !== 'string' || text === 'default' || !text.includes('=')) {
    return rateFromText(text);
  }
  // Entries, not assignments: `rates['__proto__'] = …` would set no type at all, and the option
  // must see every type typed, to refuse an unknown one.
  const entries: [string, unknown][] = [];
  for (const part of text.split(',')) {
    const [type = '', rate = ''] = part.split('=');
    const name = type.trim();
    if (entries.some(([typed]) => typed === name)) {
      throw new OptionError(
        'noise',
        (voice) => `${voice.name('noise')} gives ${quoted(name)} twice: give each type once`,
      );
    }
    entries.push([name, rateFromText(rate.trim())]);
  }
  return Object.fromEntries(entries);
}

const FLAGS: { readonly [Name in OptionName]?: Flag } = {
  seed: {
    value: 'S',
    help: () => `a whole number from 0 to ${MAX_SEED} (default: a random one, said on stderr)`,
    fromText: (text) => wholeNumberText('seed', text),
    standard: () => randomSeed(),
  },
  households: {
    help: () =>
      'households rather than people: --count, --start and --shard count households, and each row is a member (everyone who lives there, 0 to 100; under 18, no phone or email) with two more columns, householdId and relationship. A place flag (--state, --city, --zip-code, --street-address) holds for every member; a flag naming a person (--first-name, --last-name, --gender, --birthdate, --email, --phone) holds for the householder alone',
    fromText: () => true,
  },
  start: {
    value: 'I',
    help: () =>
      `index of the run's first person (default 0); indices end at ${MAX_INDEX} (households: at ${MAX_HOUSEHOLD_INDEX})`,
    fromText: (text) => wholeNumberText('start', text),
  },
  count: {
    value: 'N',
    help: () =>
      `people (or households) in the run (default ${DEFAULT_COUNT}); 0 to ${MAX_INDEX + 1}`,
    fromText: (text) => wholeNumberText('count', text),
    standard: () => DEFAULT_COUNT,
  },
  asOf: {
    name: 'as-of',
    value: 'DATE',
    form: 'YYYY-MM-DD',
    help: (today) =>
      `the day ages count from, YYYY-MM-DD (default: today, ${isoDate(today)}); from ${AS_OF_RANGE}`,
    fromText: (text) => text,
    standard: (today) => today,
  },
  format: {
    value: 'F',
    help: () => `${Object.keys(FORMATS).join('|')} (default csv)`,
    fromText: (text) => text,
    standard: () => 'csv',
  },
  header: {
    name: 'no-header',
    help: () => 'no CSV header line, no SQL comment and CREATE TABLE (json keeps its [ and ])',
    fromText: () => false,
  },
  bom: {
    help: () =>
      'a UTF-8 byte-order mark (EF BB BF) first, so Excel opens the CSV as UTF-8 by double-click (accented cities read right); --format csv alone',
    fromText: () => true,
  },
  table: {
    value: 'NAME',
    help: () => `the table of --format sql (default ${SQL_TABLE})`,
    fromText: (text) => text,
  },
  shard: {
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
  columns: {
    value: 'LIST',
    form: 'a comma-separated list',
    help: () =>
      `the columns, in order, comma-separated, from ${FILE_COLUMNS.join(', ')} (id: the person's index in the seed, a primary key in SQL; householdId and relationship: with --households alone; origin: the person's Census origin group, written only when named); default: all but id and origin`,
    fromText: (text) => (typeof text === 'string' ? text.split(',') : text),
  },
  dateFormat: {
    value: 'us|iso',
    help: () => 'birthdates as 9/3/1976 (us, the default) or 1976-09-03 (iso, a DATE in SQL)',
    fromText: (text) => text,
  },
  columnCase: {
    value: 'camel|snake',
    help: () =>
      'column names as firstName (camel, the default) or first_name (snake): the CSV header, JSON keys and SQL columns',
    fromText: (text) => text,
  },
  noise: {
    value: 'RATES',
    form: 'a rate from 0 to 1 (0.05), default, or TYPE=RATE,... (typo=0.02,nickname=0.01)',
    help: () =>
      `errors in the records, for testing record linkage: a rate from 0 to 1 for every type, default (0.01 a type, pseudopeople's default), or TYPE=RATE,... (types: ${NOISE_TYPES.join(', ')}); each row is then a record with recordId and personId (the person's index, a member's id with --households: the truth) first`,
    fromText: (text) => noiseFromText(text),
  },
  duplicates: {
    value: 'MEAN',
    help: () =>
      'extra records of some people (household members with --households), never adjacent, each with its own errors: the mean count of extra records a person, 0 to 1 (0.1: a tenth more records than people; counts by a Zipf law)',
    fromText: (text) => rateFromText(text),
  },
  jobs: {
    value: 'J',
    help: () =>
      `threads that make the rows, 1 to ${MAX_JOBS} (default 1): the same bytes as one, in order; one a core is fastest, and each thread holds its own tables (about 40 MiB), so more than the cores this process may use are made as many as the cores, said on stderr`,
    fromText: (text) => wholeNumberText('jobs', text),
  },
};

type FlaggedOption = keyof typeof FLAGS;

/** The options the command line has flags for, in --help's order. */
const flagged = () => Object.keys(FLAGS) as FlaggedOption[];

const flagEntry = (option: OptionName): Flag | undefined => FLAGS[option];

/** firstName → first-name: the flag of a field or an option. */
const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

export function flagOf(option: OptionName): string {
  return `--${flagEntry(option)?.name ?? kebab(option)}`;
}

export function fieldFlagOf(field: FieldName): string {
  return `--${kebab(field)}`;
}

/** The command line's flags: each option's and each field's, for parseArgs. */
export const flags = (): Readonly<Record<string, { type: 'string' | 'boolean' }>> =>
  Object.fromEntries([
    ...flagged().map((name) => [
      flagOf(name).slice(2),
      { type: flagEntry(name)?.value === undefined ? 'boolean' : 'string' },
    ]),
    ...FIELDS.map(({ key }) => [fieldFlagOf(key).slice(2), { type: 'string' }]),
  ]);

/** --help's lines for the options' flags: [flag with its value, what it does]. */
export function flagHelp(today: LocalDate): [string, string][] {
  return flagged().flatMap((name) => {
    const flag = flagEntry(name);
    return flag ? [[`${flagOf(name)}${flag.value ? ` ${flag.value}` : ''}`, flag.help(today)]] : [];
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
 * come when the run is read (readCommand), and say their problems in commandLineVoice.
 */
export function readFlags(values: FlagValues, today: LocalDate): FlagRun {
  const options: Record<string, unknown> = {};
  const typed = (name: OptionName) => values[flagOf(name).slice(2)];
  for (const name of flagged()) {
    const flag = flagEntry(name);
    const text = typed(name);
    if (!flag) continue;
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
    form: (option, library) => flagEntry(option)?.form ?? library,
  };
}
