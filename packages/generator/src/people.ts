/**
 * People by seed and index: person `index` of `seed` depends only on the seed, the index, the
 * as-of date, the constraints and this package's version, never on the people before it. So any
 * range can be made alone, and shards of a run concatenate to the bytes of the whole run.
 */
import type { Constraints } from './fields.ts';
import { readAsOf, type LocalDate } from './birthdate.ts';
import { checkConstraints } from './constraints.ts';
import { drawPerson } from './generate.ts';
import { MAX_INDEX, checkSeed, isIndex, rowRandom } from './random.ts';
import { recordOf, type PersonRecord } from './rows.ts';
import { shownValue } from './messages.ts';
import type { OutputOptions } from './output.ts';

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

/** Person `index` of `seed`, with the four extra columns (stateCode, age, phone, email). */
export function person(options: PersonOptions): PersonRecord {
  const {
    seed,
    index,
    asOf,
    constraints = {},
  } = readOptions(options, 'person({ seed, index, asOf, constraints })', PERSON_OPTIONS);
  const today = readAsOf(asOf);
  checkSeed(seed);
  if (!isIndex(index))
    throw new RangeError(
      `index is a whole number from 0 to ${MAX_INDEX}, not ${shownValue(index)}`,
    );
  checkConstraints(constraints, today);
  return personAt(seed, index, today, constraints);
}

/** People `start` to `start + count - 1` of `seed`, one at a time: memory stays flat. */
export function people(options: PeopleOptions): IterableIterator<PersonRecord> {
  const { seed, start, count, today, constraints } = readRunOptions(
    options,
    'people({ seed, start, count, asOf, constraints })',
  );
  return (function* () {
    for (let index = start; index < start + count; index++) {
      yield personAt(seed, index, today, constraints);
    }
  })();
}

/**
 * The options of a run of rows (people(), and households() with `last` its last household),
 * read and checked: the seed, the range within 0..last, the as-of day and the constraints.
 */
export function readRunOptions(options: PeopleOptions, call: string, last = MAX_INDEX) {
  const {
    seed,
    start = 0,
    count,
    asOf,
    constraints = {},
  } = readOptions(options, call, PEOPLE_OPTIONS);
  const today = readAsOf(asOf);
  checkSeed(seed);
  checkRange(start, count, last);
  checkConstraints(constraints, today);
  return { seed, start, count, today, constraints };
}

/** No checks: the callers above have made them. */
export function personAt(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
): PersonRecord {
  const random = rowRandom(seed, index);
  return recordOf(drawPerson({ random, today, constraints }), today, random, seed, index);
}

const PERSON_OPTIONS = [
  'seed',
  'index',
  'asOf',
  'constraints',
] as const satisfies readonly (keyof PersonOptions)[];
export const PEOPLE_OPTIONS = [
  'seed',
  'start',
  'count',
  'asOf',
  'constraints',
] as const satisfies readonly (keyof PeopleOptions)[];
/** What peopleText, outputNote and outputFileName take besides people()'s options. */
export const OUTPUT_ONLY_OPTIONS = [
  'format',
  'header',
  'table',
  'shard',
] as const satisfies readonly Exclude<keyof OutputOptions, keyof PeopleOptions>[];
/** Every call's options: one object of settings may be handed to several calls. */
const ANY_OPTION = new Set<string>([...PERSON_OPTIONS, ...PEOPLE_OPTIONS, ...OUTPUT_ONLY_OPTIONS]);

/** Letters only, lower case: "as_of" and "asOf" read alike. */
const plainKey = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

/**
 * The one argument, if it is an object: `person()` would otherwise fail on reading its seed.
 * A key that no call has (`constraint`, misspelt) is refused, naming the call's options
 * (`keys`) and the one meant: it would be left unread. Another call's option is let be.
 */
export function readOptions<Options>(
  options: Options,
  call: string,
  keys: readonly string[],
): Options {
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new TypeError(`call ${call} with an object, not ${shownValue(options)}`);
  }
  const unknown = Object.keys(options).find((key) => !ANY_OPTION.has(key));
  if (unknown !== undefined) {
    const typed = plainKey(unknown);
    const near = keys.find((key) => {
      const known = plainKey(key);
      return (
        typed !== '' && (known === typed || known.startsWith(typed) || typed.startsWith(known))
      );
    });
    throw new TypeError(
      `${call.slice(0, call.indexOf('('))}() has no option “${unknown}”${near ? ` (did you mean ${near}?)` : ''}: its options are ${keys.join(', ')}`,
    );
  }
  return options;
}

/** The range start..start+count-1 must lie within 0..last (MAX_INDEX for people). */
export function checkRange(start: number, count: number, last = MAX_INDEX) {
  if (!isIndex(start) || start > last)
    throw new RangeError(`start is a whole number from 0 to ${last}, not ${shownValue(start)}`);
  if (!Number.isInteger(count) || count < 0 || start + count - 1 > last) {
    throw new RangeError(
      `count is a whole number from 0 to ${last + 1 - start} (indices end at ${last}), not ${shownValue(count)}`,
    );
  }
}
