/**
 * Constraints (a partial person, e.g. `{ state: 'Texas' }`) checked by the generator's own rules
 * before any person is made: a city not in the state, an unknown state, a ZIP we do not ship, a
 * birthdate outside 18 to 80 on the as-of date, a first name and a birthdate that never met. Each
 * problem names the field by its label and says why, so the page, the library and the command
 * line all say the same thing.
 */
import { FIELDS, type Constraints, type FieldName, type Gender } from './fields.ts';
import { emailProblem, phoneProblem } from './contact.ts';
import {
  MAX_AGE,
  MIN_AGE,
  ageOn,
  birthdateWritten,
  formatBirthdate,
  parseBirthdate,
  type LocalDate,
} from './birthdate.ts';
import { quoted } from '../text/messages.ts';
import {
  BAND_COUNT,
  BAND_YEARS,
  FIRST_BAND_YEAR,
  bandOfYear,
  birthsOfName,
  listedBandsOfName,
} from './names.ts';
import {
  cityNamed,
  rowOfZip,
  rowsInCity,
  rowsInState,
  stateNamed,
  stateOfCode,
} from '../place/places.ts';

/**
 * The most characters a value may have, counted as a person sees them: grapheme clusters, so an
 * emoji with its skin tone or a letter with its accents is one. No name, street or city we make
 * comes near.
 */
export const MAX_VALUE_LENGTH = 100;
/**
 * The most UTF-16 code units a value may take, whatever it shows. A cluster has no length of its
 * own: one letter with a million combining marks is one character, and would otherwise pass into
 * every row of a run. Four a character on average: a letter with two accents, a Devanagari
 * conjunct and an emoji with its skin tone each take at most four, so any script's longest value
 * fits; a hundred emoji families of four people (eleven units each) do not.
 */
export const MAX_VALUE_UNITS = 4 * MAX_VALUE_LENGTH;

/** C0 and C1 controls (tab, line feed, NUL, U+0085...) and the Unicode line and paragraph separators. */
const CONTROL_CHARACTER = /[\p{Cc}\u2028\u2029]/u;
/**
 * The invisible characters that override or isolate the direction of the text after them
 * (U+202A to U+202E, U+2066 to U+2069): "Lee" with U+202E before it shows as "eeL", and a row
 * or a shown value would read as something it does not hold.
 */
const DIRECTION_CONTROL = /[\u202a-\u202e\u2066-\u2069]/u;
/**
 * How a spreadsheet's formula starts (OWASP's CSV injection): opened from a CSV file, a cell
 * that starts so runs as a formula, and `=HYPERLINK(...)` sends the sheet's data away on a click.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
/** The characters FORMULA_START refuses, named where they have no glyph. */
const FORMULA_START_NAMES: Readonly<Record<string, string>> = {
  '\t': 'a tab',
  '\r': 'a carriage return',
};
/**
 * Characters nobody sees: format characters (zero-width spaces and joiners), the other default
 * ignorable ones (Hangul fillers, variation selectors), white space, and the blank Braille
 * pattern, which fonts draw as nothing.
 */
const INVISIBLE_ONLY = /^[\p{Default_Ignorable_Code_Point}\p{Cf}\p{White_Space}\u2800]+$/u;
/**
 * Combining marks (accents, vowel signs) with no letter to sit on, and what INVISIBLE_ONLY
 * allows: drawn on nothing, or on the separator before them in a file, they are no value anyone
 * can read.
 */
const MARKS_ONLY = /^[\p{M}\p{Default_Ignorable_Code_Point}\p{Cf}\p{White_Space}\u2800]+$/u;
/** Half of a surrogate pair: UTF-8 cannot write it, so each format would write another value. */
const LONE_SURROGATE = /\p{Cs}/u;

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
 * Every reason the constraints (a snapshot options/reading.ts has read: an object of any keys
 * and values) cannot hold on `today`; empty when a person can keep them all. constraintProblems
 * (options/calls.ts) reads a caller's constraints and as-of date, then asks this.
 */
export function problemsOf(
  constraints: Readonly<Record<string, unknown>>,
  today: LocalDate,
): ConstraintProblem[] {
  const problems: ConstraintProblem[] = [];
  const problem = (field: FieldName, message: string) => problems.push({ field, message });
  // No prototype: a field not given reads as undefined, whatever Object.prototype holds.
  const values = Object.create(null) as Constraints;
  for (const [key, value] of Object.entries(constraints)) {
    if (value === undefined) continue;
    if (!LABELS.has(key)) {
      problems.push({
        message: `${quoted(key)} is not a field: the fields are ${[...LABELS.keys()].join(', ')}.`,
      });
      continue;
    }
    const field = key as FieldName;
    const refused = valueProblem(labelOf(field), value);
    if (refused === undefined) Object.assign(values, { [field]: value });
    else problem(field, refused);
  }

  if (values.gender !== undefined && values.gender !== 'female' && values.gender !== 'male') {
    problem('gender', `Gender ${quoted(values.gender)} is neither female nor male.`);
  }

  const { firstName, gender } = values;
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
      } else if (firstName !== undefined) {
        const refused = unlistedBirthProblem(firstName, gender, birth);
        if (refused !== undefined) problem('birthdate', refused);
      }
    }
  }

  if (values.email !== undefined) {
    const refused = emailProblem(values.email);
    if (refused !== undefined) problem('email', `Email ${quoted(values.email)} ${refused}`);
  }
  if (values.phone !== undefined) {
    const refused = phoneProblem(values.phone);
    if (refused !== undefined) problem('phone', `Phone ${quoted(values.phone)} ${refused}`);
  }

  if (firstName !== undefined && (gender === 'female' || gender === 'male')) {
    // A name the data has for one sex only: another gender is recording noise (no woman named
    // Michael; docs/product-rules.md). A name it has for both, or does not have, goes with either.
    const births = birthsOfName(firstName);
    if (births && !births[gender]) {
      problem(
        'gender',
        `Gender ${gender} does not go with First Name ${quoted(firstName)}: the Social Security names we ship give it to ${gender === 'male' ? 'girls' : 'boys'} only.`,
      );
    }
  }

  problems.push(...placeProblems(values));
  return problems;
}

/**
 * Why a first name and a birthdate never met: the name is one the data knows, and the SSA lists it
 * in no year of the birth's decade (the band a draw reads for that year) for the locked gender, or
 * with no gender locked, for either sex the name is shipped for. The SSA lists a name in a year
 * only with 5 births or more, and every name a state's table draws is listed in its decade
 * (docs/data.md, names.test.ts), so no drawn first name is refused. A name the data does not
 * know, or a gender it does not give the name (the Gender check says so), goes with any birthdate.
 * Undefined when they go together.
 */
export function unlistedBirthProblem(
  firstName: string,
  gender: string | undefined,
  birth: LocalDate,
): string | undefined {
  const listed = listedBandsOfName(firstName);
  if (listed === undefined) return undefined;
  const sexes: readonly Gender[] =
    gender === 'female' || gender === 'male' ? [gender] : ['female', 'male'];
  const known = sexes.filter((sex) => ofSex(listed, sex) !== undefined);
  const band = bandOfYear(birth.year);
  if (known.length === 0 || known.some((sex) => ((ofSex(listed, sex) ?? 0) & (1 << band)) !== 0)) {
    return undefined;
  }
  const baby = known.length > 1 ? 'baby' : known[0] === 'female' ? 'girl' : 'boy';
  const decade = FIRST_BAND_YEAR + band * BAND_YEARS;
  // A year before or after the decades the names cover is drawn with the nearest one's names.
  const nearest =
    birth.year < FIRST_BAND_YEAR || birth.year >= FIRST_BAND_YEAR + BAND_COUNT * BAND_YEARS
      ? `, the nearest decade the names cover`
      : '';
  return `Birthdate ${formatBirthdate(birth)} does not go with First Name ${quoted(firstName)}: the Social Security names list it for no ${baby} born in the ${decade}s${nearest}.`;
}

const ofSex = <T>(record: Partial<Record<Gender, T>>, sex: Gender) =>
  sex === 'female' ? record.female : record.male;

/**
 * Why a value cannot be kept whatever the field: not text, too long, blank, or harmful to whoever
 * opens the output (docs/product-rules.md, "Safe values"): a spreadsheet formula, a
 * character that breaks a row, a file's encoding or an SQL string, or nothing visible at all.
 * Undefined when it can. The checks of length come first, so the others read at most
 * MAX_VALUE_UNITS units.
 */
function valueProblem(label: string, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${label} must be text.`;
  if (value.length > MAX_VALUE_UNITS) {
    // The clusters of a start of the text are as many as the whole's, or fewer.
    return isTooLong(value.slice(0, MAX_VALUE_UNITS + 1))
      ? `${label} is longer than ${MAX_VALUE_LENGTH} characters.`
      : `${label} is too long: its characters take more than ${MAX_VALUE_UNITS} UTF-16 code units (an accent or an emoji’s skin tone takes units of its own).`;
  }
  if (isTooLong(value)) {
    return `${label} is longer than ${MAX_VALUE_LENGTH} characters.`;
  }
  if (value.trim() === '') return `${label} is blank.`;
  if (INVISIBLE_ONLY.test(value)) return `${label} is only invisible characters.`;
  if (MARKS_ONLY.test(value)) {
    return `${label} is only accents or other combining marks, with no letter to sit on.`;
  }
  const formula = FORMULA_START.exec(value)?.[0];
  if (formula !== undefined) {
    return `${label} starts with ${FORMULA_START_NAMES[formula] ?? quoted(formula)}, which a spreadsheet reads as the start of a formula.`;
  }
  if (value.trim() !== value) return `${label} ${quoted(value)} has spaces around it.`;
  // No person has one; a line break would pass for more fields in Copy All's one line a field,
  // and PostgreSQL cannot store NUL.
  if (CONTROL_CHARACTER.test(value)) {
    return `${label} holds a line break or another control character.`;
  }
  if (LONE_SURROGATE.test(value)) {
    return `${label} holds half of a character (a lone UTF-16 surrogate), which a file cannot hold.`;
  }
  if (value.includes('\\')) {
    return `${label} holds a backslash, which MySQL and MariaDB read as an escape in SQL text.`;
  }
  if (DIRECTION_CONTROL.test(value)) {
    return `${label} holds an invisible character that turns the direction of text.`;
  }
  return undefined;
}

let graphemes: Intl.Segmenter | undefined;

/** Whether the text has more than MAX_VALUE_LENGTH characters, as a person counts them. */
function isTooLong(text: string): boolean {
  // Each cluster takes at least one unit: text this short needs no counting.
  if (text.length <= MAX_VALUE_LENGTH) return false;
  graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' });
  return Array.from(graphemes.segment(text)).length > MAX_VALUE_LENGTH;
}

/** Why a birthdate is not read as M/D/YYYY, and what to write instead where that is clear. */
function unreadBirthdate(text: string): string {
  // 01/02/1990 or 1990-01-02: the same day is written 1/2/1990.
  const written = birthdateWritten(text);
  if (written !== undefined)
    return `Birthdate ${quoted(text)} is not written M/D/YYYY (write ${written}).`;
  if (/^\d{1,2}([/.-])\d{1,2}\1[1-9]\d{3}$|^[1-9]\d{3}-\d{1,2}-\d{1,2}$/.test(text)) {
    // 14/6/1958 is a day written day first; 2/30/1990 is no day at all.
    const [first = '', second = '', year = ''] = text.split(/[/.-]/);
    const dayFirst =
      Number(first) > 12 ? birthdateWritten(`${second}/${first}/${year}`) : undefined;
    return dayFirst === undefined
      ? `Birthdate ${quoted(text)} is not a day of the calendar.`
      : `Birthdate ${quoted(text)} is not written M/D/YYYY: the month comes first (write ${dayFirst}).`;
  }
  if (/^\d{1,2}([/.-])\d{1,2}\1\d{2}$/.test(text)) {
    return `Birthdate ${quoted(text)} is not a date written M/D/YYYY (write the year in full).`;
  }
  return `Birthdate ${quoted(text)} is not a date written M/D/YYYY.`;
}

function placeProblems({ state, city, zipCode }: Constraints): ConstraintProblem[] {
  if (state !== undefined && rowsInState(state).length === 0) {
    const named = stateNamed(state);
    const coded = named === undefined ? stateOfCode(state) : undefined;
    let hint = named === undefined ? '' : ` (did you mean ${named}?)`;
    if (coded !== undefined) {
      hint = ` (${state.toUpperCase()} is ${coded}’s postal code: write the name in full)`;
    }
    return [
      { field: 'state', message: `State ${quoted(state)} is not one of the 50 states${hint}.` },
    ];
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
            : `Zip Code ${quoted(zipCode)} is not five digits.`,
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
          message: `City ${quoted(city)} is not a city we know in the 50 states${hint}.`,
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
          message: `City ${quoted(city)} is not in ${state} (we know it in ${listOf(states)}${hint}).`,
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
