/**
 * How an option's value is read and refused: the values a run's options are read into, an
 * OptionError and the voices it is said in, and the readers of the as-of day and of constraints,
 * which every call's run (options.ts) and constraintProblems share.
 *
 * constraintProblems is here, not with the other calls (calls.ts): the page's entry asks it as
 * it starts, and a module that imports options.ts there made Rolldown move the whole generator
 * into a chunk of its own, which the build refuses.
 */
import type { FileSettings } from '../output/output.ts';
import { AS_OF_RANGE, isAsOfDay, parseIsoDate, type LocalDate } from '../person/birthdate.ts';
import { problemsOf, type ConstraintProblem } from '../person/constraints.ts';
import { FIELDS, type Constraints } from '../person/fields.ts';
import { quoted, shownValue } from '../text/messages.ts';

/** Every option's value once read, defaults filled in: a file's settings, an index and jobs. */
export interface RunValues extends FileSettings {
  index: number;
  jobs: number;
}

export type OptionName = keyof RunValues;

/** How a message names an option, shows a value and writes an option's form. */
export interface Voice {
  name(option: OptionName): string;
  shown(option: OptionName, value: unknown): string;
  /** How the option's value is written; `library` is how the library writes it. */
  form(option: OptionName, library: string): string;
}

/**
 * A bad value of an option, which `option` names. Its message is the library's; `saidBy` says it
 * in another voice (the command line names `--as-of` and shows the text typed).
 */
export class OptionError extends RangeError {
  readonly option: OptionName;
  readonly #say: (voice: Voice) => string;

  constructor(option: OptionName, say: (voice: Voice) => string) {
    super(say(LIBRARY_VOICE));
    this.name = 'OptionError';
    this.option = option;
    this.#say = say;
  }

  saidBy(voice: Voice): string {
    return this.#say(voice);
  }
}

/** The library's voice: options by their keys, text quoted, other values named. */
const LIBRARY_VOICE: Voice = {
  name: (option) => option,
  shown: (_, value) => (typeof value === 'string' ? quoted(value) : shownValue(value)),
  form: (_, library) => library,
};

/**
 * The as-of day: 'YYYY-MM-DD' or { year, month, day } (no other keys), a real day from
 * 1081-01-01 to 9999-12-31 (isAsOfDay). JavaScript callers can pass anything: a Date, a month of
 * 13, a year of 2026.5 would otherwise write NaN birthdates and ages.
 */
export function readAsOf(given: unknown): LocalDate {
  const date: unknown = typeof given === 'string' ? parseIsoDate(given) : given;
  if (typeof date === 'object' && date !== null && !(date instanceof Date)) {
    const other = Object.keys(date).find((key) => !['year', 'month', 'day'].includes(key));
    if (other !== undefined) {
      throw new OptionError(
        'asOf',
        (voice) =>
          `${voice.name('asOf')} has no ${quoted(other)}: a day is { year, month, day }, not ${voice.shown('asOf', given)}`,
      );
    }
  }
  if (
    typeof date !== 'object' ||
    date === null ||
    // Own fields alone: a day's year inherited from a prototype is not a day the caller gave.
    !['year', 'month', 'day'].every((key) => Object.hasOwn(date, key)) ||
    !isAsOfDay(date as LocalDate)
  ) {
    // A Date is a moment, not a day: which day it falls on depends on the time zone.
    const hint = given instanceof Date ? ' (a Date is a moment; pass the day you mean)' : '';
    throw new OptionError(
      'asOf',
      (voice) =>
        `${voice.name('asOf')} is a real day from ${AS_OF_RANGE}, written ${voice.form('asOf', "'YYYY-MM-DD' or { year, month, day }")}, not ${voice.shown('asOf', given)}${hint}`,
    );
  }
  const { year, month, day } = date as LocalDate;
  return Object.freeze({ year, month, day });
}

/**
 * The constraints as a plain snapshot, read once: every own field (a getter's value read once),
 * none inherited. A field inherited from a prototype is refused: read as a value, it would skip
 * the checks, and left unread, a caller's value would be lost without a word.
 */
export function snapshotOf(given: unknown): Constraints {
  // A Map, a Set or a Date is an object whose values are not its own properties: read as one,
  // its values would be lost without a word.
  if (
    typeof given !== 'object' ||
    given === null ||
    Object.prototype.toString.call(given) !== '[object Object]'
  ) {
    throw new OptionError(
      'constraints',
      (voice) =>
        `${voice.name('constraints')} are an object of field values, such as { state: 'Texas' }, not ${voice.shown('constraints', given)}`,
    );
  }
  for (const { key } of FIELDS) {
    if (key in given && !Object.hasOwn(given, key)) {
      throw new TypeError(
        `constraints.${key} is inherited from a prototype: give it as the object's own property`,
      );
    }
  }
  // No prototype: a field that is not given reads as undefined, whatever Object.prototype holds.
  const snapshot = Object.create(null) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(given)) {
    const value = (given as Record<string, unknown>)[key];
    if (value !== undefined) snapshot[key] = value;
  }
  return Object.freeze(snapshot) as Constraints;
}

/**
 * Every reason the constraints cannot hold on `asOf`, both read as person() reads them: empty
 * when a person can keep them all. Throws an OptionError for constraints that are not an object
 * or an as-of date that is not a day, and a TypeError for a field inherited from a prototype.
 */
export function constraintProblems(
  constraints: object,
  asOf: LocalDate | string,
): ConstraintProblem[] {
  return problemsOf(snapshotOf(constraints), readAsOf(asOf));
}
