/**
 * Constraints (a partial person, e.g. `{ state: 'Texas' }`) checked by the generator's own rules
 * before any person is made: a city not in the state, an unknown state, a ZIP we do not ship, a
 * birthdate outside 18 to 80 on the as-of date. Each problem names the field by its label and
 * says why, so the page, the library and the command line all say the same thing.
 */
import { FIELDS, type Constraints, type FieldName } from './fields.ts';
import {
  MAX_AGE,
  MIN_AGE,
  ageOn,
  birthdateWritten,
  formatBirthdate,
  parseBirthdate,
  readAsOf,
  type LocalDate,
} from './birthdate.ts';
import { shownValue } from './messages.ts';
import { birthsOfName } from './names.ts';
import { cityNamed, rowOfZip, rowsInCity, rowsInState, stateNamed, stateOfCode } from './places.ts';

/** Longer values are refused: no name, street or city we make comes near. */
export const MAX_VALUE_LENGTH = 100;

/** C0 and C1 controls (tab, line feed, NUL, U+0085...) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
/**
 * The invisible characters that override or isolate the direction of the text after them
 * (U+202A to U+202E, U+2066 to U+2069): "Lee" with U+202E before it shows as "eeL", and a row
 * or a shown value would read as something it does not hold.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;

const LABELS = new Map<string, string>(FIELDS.map(({ key, label }) => [key, label]));

export interface ConstraintProblem {
  /** The field the problem is with; none for a key that is not a field. */
  field?: FieldName;
  message: string;
}

/** Thrown by person() and people() for constraints that cannot hold; `problems` says each. */
export class ConstraintError extends Error {
  readonly problems: readonly ConstraintProblem[];
  constructor(problems: readonly ConstraintProblem[]) {
    super(problems.map((problem) => problem.message).join(' '));
    this.name = 'ConstraintError';
    this.problems = problems;
  }
}

export function labelOf(field: FieldName): string {
  return LABELS.get(field) ?? field;
}

/**
 * Every reason the constraints cannot hold on `asOf` ('YYYY-MM-DD' or { year, month, day }, read
 * as person() reads it); empty when a person can keep them all. Throws a TypeError for
 * constraints that are not an object, a RangeError for an as-of date that is not a day.
 */
export function constraintProblems(
  constraints: object,
  asOf: LocalDate | string,
): ConstraintProblem[] {
  readConstraints(constraints);
  const today = readAsOf(asOf);
  const problems: ConstraintProblem[] = [];
  const problem = (field: FieldName, message: string) => problems.push({ field, message });
  const values: Constraints = {};
  for (const [key, value] of Object.entries(constraints)) {
    if (value === undefined) continue;
    if (!LABELS.has(key)) {
      problems.push({
        message: `“${key}” is not a field: the fields are ${[...LABELS.keys()].join(', ')}.`,
      });
      continue;
    }
    const field = key as FieldName;
    const label = labelOf(field);
    if (typeof value !== 'string') problem(field, `${label} must be text.`);
    else if (value.trim() === '') problem(field, `${label} is blank.`);
    else if (value.trim() !== value) problem(field, `${label} “${value}” has spaces around it.`);
    else if (value.length > MAX_VALUE_LENGTH)
      problem(field, `${label} is longer than ${MAX_VALUE_LENGTH} characters.`);
    // No person has one; a line break would pass for more fields in Copy All's one line a field,
    // and PostgreSQL cannot store NUL.
    else if (CONTROL_CHARACTER.test(value))
      problem(field, `${label} holds a line break or another control character.`);
    else if (DIRECTION_CONTROL.test(value))
      problem(field, `${label} holds an invisible character that turns the direction of text.`);
    else Object.assign(values, { [field]: value });
  }

  if (values.gender !== undefined && values.gender !== 'female' && values.gender !== 'male') {
    problem('gender', `Gender “${values.gender}” is neither female nor male.`);
  }

  if (values.birthdate !== undefined) {
    const birth = parseBirthdate(values.birthdate);
    if (!birth) {
      problem('birthdate', unreadBirthdate(values.birthdate));
    } else {
      const age = ageOn(birth, today);
      if (age < MIN_AGE || age > MAX_AGE) {
        problem(
          'birthdate',
          `Birthdate ${formatBirthdate(birth)} makes an age of ${age} on ${formatBirthdate(today)}: people are ${MIN_AGE} to ${MAX_AGE}.`,
        );
      }
    }
  }

  const { firstName, gender } = values;
  if (firstName !== undefined && (gender === 'female' || gender === 'male')) {
    // A name the data has for one sex only: another gender is what PRODUCT.md calls recording
    // noise (no woman named Michael). A name it has for both, or does not have, goes with either.
    const births = birthsOfName(firstName);
    if (births && !births[gender]) {
      problem(
        'gender',
        `Gender ${gender} does not go with First Name “${firstName}”: the Social Security names we ship give it to ${gender === 'male' ? 'girls' : 'boys'} only.`,
      );
    }
  }

  problems.push(...placeProblems(values));
  return problems;
}

/** Why a birthdate is not read as M/D/YYYY, and what to write instead where that is clear. */
function unreadBirthdate(text: string): string {
  // 01/02/1990 or 1990-01-02: the same day is written 1/2/1990.
  const written = birthdateWritten(text);
  if (written !== undefined)
    return `Birthdate “${text}” is not written M/D/YYYY (write ${written}).`;
  if (/^\d{1,2}([/.-])\d{1,2}\1[1-9]\d{3}$|^[1-9]\d{3}-\d{1,2}-\d{1,2}$/.test(text)) {
    // 14/6/1958 is a day written day first; 2/30/1990 is no day at all.
    const [first = '', second = '', year = ''] = text.split(/[/.-]/);
    const dayFirst =
      Number(first) > 12 ? birthdateWritten(`${second}/${first}/${year}`) : undefined;
    return dayFirst === undefined
      ? `Birthdate “${text}” is not a day of the calendar.`
      : `Birthdate “${text}” is not written M/D/YYYY: the month comes first (write ${dayFirst}).`;
  }
  if (/^\d{1,2}([/.-])\d{1,2}\1\d{2}$/.test(text)) {
    return `Birthdate “${text}” is not a date written M/D/YYYY (write the year in full).`;
  }
  return `Birthdate “${text}” is not a date written M/D/YYYY.`;
}

/** The constraints, if they are an object (of any values: constraintProblems checks those). */
export function readConstraints<Given>(constraints: Given): Given {
  if (typeof constraints !== 'object' || constraints === null || Array.isArray(constraints)) {
    throw new TypeError(
      `constraints are an object of field values, such as { state: 'Texas' }, not ${shownValue(constraints)}`,
    );
  }
  return constraints;
}

/** Throws a ConstraintError naming every problem; returns the constraints when they can hold. */
export function checkConstraints(constraints: Constraints, asOf: LocalDate | string): Constraints {
  const problems = constraintProblems(constraints, asOf);
  if (problems.length > 0) throw new ConstraintError(problems);
  return constraints;
}

function placeProblems({ state, city, zipCode }: Constraints): ConstraintProblem[] {
  if (state !== undefined && rowsInState(state).length === 0) {
    const named = stateNamed(state);
    const coded = named === undefined ? stateOfCode(state) : undefined;
    let hint = named === undefined ? '' : ` (did you mean ${named}?)`;
    if (coded !== undefined) {
      hint = ` (${state.toUpperCase()} is ${coded}’s postal code: write the name in full)`;
    }
    return [{ field: 'state', message: `State “${state}” is not one of the 50 states${hint}.` }];
  }
  // Both are said: a ZIP of another state must not hide a city of another state.
  return [...cityProblems(state, city), ...zipProblems(state, city, zipCode)];
}

function zipProblems(state?: string, city?: string, zipCode?: string): ConstraintProblem[] {
  if (zipCode !== undefined) {
    const row = /^\d{5}$/.test(zipCode) ? rowOfZip(zipCode) : undefined;
    if (!row) {
      return [
        {
          field: 'zipCode',
          message: /^\d{5}$/.test(zipCode)
            ? `Zip Code ${zipCode} is not a residential ZIP of the 50 states that we know.`
            : `Zip Code “${zipCode}” is not five digits.`,
        },
      ];
    }
    if (state !== undefined && row.state !== state) {
      return [
        { field: 'zipCode', message: `Zip Code ${zipCode} is in ${row.state}, not ${state}.` },
      ];
    }
    if (city !== undefined && row.city !== city) {
      return [
        { field: 'zipCode', message: `Zip Code ${zipCode} is ${row.city}’s, not ${city}’s.` },
      ];
    }
  }
  return [];
}

function cityProblems(state?: string, city?: string): ConstraintProblem[] {
  if (city !== undefined) {
    const states = [...new Set(rowsInCity(city).map((row) => row.state))];
    if (states.length === 0) {
      // Typed without its capitals, accents or ʻokina ("hauula"): name the city meant, and
      // where it is when that is not the state given.
      const spelled = cityNamed(city, undefined, state);
      const where = [...new Set(rowsInCity(spelled).map((row) => row.state))];
      let hint = '';
      if (spelled !== city) {
        hint =
          state === undefined || where.includes(state)
            ? ` (did you mean ${spelled}?)`
            : ` (did you mean ${spelled}, in ${listOf(where)}?)`;
      }
      return [
        {
          field: 'city',
          message: `City “${city}” is not a city we know in the 50 states${hint}.`,
        },
      ];
    }
    if (state !== undefined && !states.includes(state)) {
      // "Saint Louis" is Michigan's; Missouri's is St. Louis.
      const spelled = cityNamed(city, state);
      const hint = spelled === city ? '' : `; did you mean ${spelled}?`;
      return [
        {
          field: 'city',
          message: `City “${city}” is not in ${state} (we know it in ${listOf(states)}${hint}).`,
        },
      ];
    }
  }
  return [];
}

/** Up to four named ("Georgia, North Carolina, Oregon and Texas"); past four, three and a count. */
function listOf(items: readonly string[]): string {
  // "and 1 more" would hide a name in the room it takes.
  const shown = items.slice(0, items.length === 4 ? 4 : 3);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} and ${more} more`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} and ${shown.at(-1)}` : shown.join('');
}
