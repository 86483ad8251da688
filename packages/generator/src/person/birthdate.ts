/**
 * Birthdates on the visitor's own calendar. Dates are plain year/month/day values: no time of
 * day and no time zone, so "today" means the day the visitor sees on their clock. Ages are as
 * common as they are among Americans, and women and men at each age as they are
 * (ages.data.ts, the Census's 2022 population by age and sex).
 */
import { MEN_BY_AGE, WOMEN_BY_AGE } from './ages.data.ts';
import { shownValue } from '../text/messages.ts';
import type { Gender } from './fields.ts';
import type { Random } from '../draw/random.ts';
import { pickWeighted, weightedTable } from '../draw/weighted.ts';
import type { WeightedTable } from '../draw/weighted.ts';

export const MIN_AGE = 18;
export const MAX_AGE = 80;

/** A calendar day; month is 1 to 12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;
/** Days in 400 Gregorian years, and from 0000-03-01 to 1970-01-01 (day number 0). */
const DAYS_PER_ERA = 146_097;
const DAYS_FROM_0000_03_01_TO_1970 = 719_468;

export function localToday(now: Date): LocalDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/**
 * Completed years on `today`. Someone born on February 29 turns a year older on March 1 in
 * years without one, as a plain month/day comparison gives.
 */
export function ageOn(birth: LocalDate, today: LocalDate): number {
  const beforeBirthday =
    today.month < birth.month || (today.month === birth.month && today.day < birth.day);
  return today.year - birth.year - (beforeBirthday ? 1 : 0);
}

/** The first and last birthdates whose age on `today` is MIN_AGE to MAX_AGE inclusive. */
export function birthdateRange(today: LocalDate): { earliest: LocalDate; latest: LocalDate } {
  return birthdatesAged(today, MIN_AGE, MAX_AGE);
}

/** The first and last birthdates whose age on `today` is `youngest` to `oldest` inclusive. */
export function birthdatesAged(
  today: LocalDate,
  youngest: number,
  oldest: number,
): { earliest: LocalDate; latest: LocalDate } {
  // Turning `youngest` today is in; on February 29 in a year without one, that is February 28.
  const latestYear = today.year - youngest;
  const latest = {
    year: latestYear,
    month: today.month,
    day: Math.min(today.day, daysInMonth(latestYear, today.month)),
  };
  // Turning `oldest` + 1 today is out, so the range starts the day after that birthday.
  const tooOldYear = today.year - oldest - 1;
  const earliest =
    today.day < daysInMonth(tooOldYear, today.month)
      ? { year: tooOldYear, month: today.month, day: today.day + 1 }
      : today.month === 12
        ? { year: tooOldYear + 1, month: 1, day: 1 }
        : { year: tooOldYear, month: today.month + 1, day: 1 };
  return { earliest, latest };
}

/** The days (as day numbers) of the birthdates of one age on a day, and how many have that age. */
export interface AgeSpan {
  age: number;
  first: number;
  last: number;
  population: number;
  women: number;
  men: number;
}

/** Americans of each age from MIN_AGE to MAX_AGE, women and men together. */
const POPULATION_BY_AGE = WOMEN_BY_AGE.map((women, index) => women + (MEN_BY_AGE[index] ?? 0));

let spans: { year: number; month: number; day: number; spans: AgeSpan[] } | undefined;

/** Each age from MIN_AGE to MAX_AGE on `today`, youngest first. Kept for the last day asked. */
export function ageSpans(today: LocalDate): readonly AgeSpan[] {
  // Compared field by field: every person of a run asks, and a day number is a call to Date.UTC.
  if (!spans || !isSameDay(spans, today)) {
    spans = {
      ...today,
      spans: POPULATION_BY_AGE.map((population, index) => {
        const age = MIN_AGE + index;
        const { earliest, latest } = birthdatesAged(today, age, age);
        return {
          age,
          first: toDayNumber(earliest),
          last: toDayNumber(latest),
          population,
          women: WOMEN_BY_AGE[index] ?? 0,
          men: MEN_BY_AGE[index] ?? 0,
        };
      }),
    };
  }
  return spans.spans;
}

const ageTables: { all?: WeightedTable; female?: WeightedTable; male?: WeightedTable } = {};

/**
 * An age drawn as often as Americans of the sex (or of both, without one) have it, then any
 * birthdate giving that age on `today`, each day of it equally likely.
 */
export function randomBirthdate(random: Random, today: LocalDate, sex?: Gender): LocalDate {
  const table =
    sex === 'female'
      ? (ageTables.female ??= weightedTable(WOMEN_BY_AGE))
      : sex === 'male'
        ? (ageTables.male ??= weightedTable(MEN_BY_AGE))
        : (ageTables.all ??= weightedTable(POPULATION_BY_AGE));
  const span = ageSpans(today)[pickWeighted(table, random.number.float())];
  if (!span) throw new RangeError('no age drawn');
  return fromDayNumber(random.number.int({ min: span.first, max: span.last }));
}

/** A sex for someone born on `birth`, as likely as women and men of their age on `today` are. */
export function randomSexOfBirth(random: Random, today: LocalDate, birth: LocalDate): Gender {
  const index = Math.min(MAX_AGE, Math.max(MIN_AGE, ageOn(birth, today))) - MIN_AGE;
  const women = WOMEN_BY_AGE[index] ?? 0;
  const men = MEN_BY_AGE[index] ?? 0;
  return random.number.float() * (women + men) < women ? 'female' : 'male';
}

export function isSameDay(a: LocalDate, b: LocalDate): boolean {
  return a.day === b.day && a.month === b.month && a.year === b.year;
}

/** US style, M/D/YYYY without leading zeros, as toLocaleDateString('en-US') shows it. */
export function formatBirthdate({ year, month, day }: LocalDate): string {
  return `${month}/${day}/${year}`;
}

/** The as-of date's form everywhere a day is written for machines: 2026-11-22. */
export function isoDate({ year, month, day }: LocalDate): string {
  const two = (n: number) => String(n).padStart(2, '0');
  return `${String(year).padStart(4, '0')}-${two(month)}-${two(day)}`;
}

/** The inverse of isoDate: a real calendar day written YYYY-MM-DD; undefined for anything else. */
export function parseIsoDate(text: string): LocalDate | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const date = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  return isRealDay(date) ? date : undefined;
}

/**
 * The inverse of formatBirthdate: M/D/YYYY, month and day without a leading zero; undefined for
 * any other text. Read by hand rather than by a regular expression: every record reads one.
 */
export function parseBirthdate(text: string): LocalDate | undefined {
  const monthEnd = text.indexOf('/');
  const dayEnd = text.indexOf('/', monthEnd + 1);
  if (monthEnd < 0 || dayEnd < 0) return undefined;
  const date = {
    month: shortNumber(text, 0, monthEnd),
    day: shortNumber(text, monthEnd + 1, dayEnd),
    year: text.length - dayEnd - 1 === 4 ? digitsValue(text, dayEnd + 1, text.length) : Number.NaN,
  };
  return isRealDay(date) ? date : undefined;
}

/** 1958-06-14 or 1958-6-14: a year first, as ISO 8601 writes it. */
const YEAR_FIRST = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
/** 06/14/1958, 6-14-1958, 6.14.1958: the month first, as in M/D/YYYY. */
const MONTH_FIRST = /^(\d{1,2})([/.-])(\d{1,2})\2(\d{4})$/;

/**
 * A date written another common way, as M/D/YYYY: "1958-06-14", "06/14/1958", "6-14-1958" and
 * "6.14.1958" are all "6/14/1958". Undefined for anything else, and for a day that is not in the
 * calendar (2/30/1990); parseBirthdate reads the result.
 */
export function birthdateWritten(text: string): string | undefined {
  if (typeof text !== 'string') {
    throw new TypeError(`birthdateWritten(text) reads text, not ${shownValue(text)}`);
  }
  const yearFirst = YEAR_FIRST.exec(text);
  const monthFirst = yearFirst ? undefined : MONTH_FIRST.exec(text);
  const [year, month, day] = yearFirst
    ? [yearFirst[1], yearFirst[2], yearFirst[3]]
    : [monthFirst?.[4], monthFirst?.[1], monthFirst?.[3]];
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const written = formatBirthdate({ year: Number(year), month: Number(month), day: Number(day) });
  // 0999-06-14 would be 6/14/999, which is no M/D/YYYY either.
  return parseBirthdate(written) ? written : undefined;
}

const ZERO = 48;

/** text[start, end) as one or two digits, the first not 0; NaN for anything else. */
function shortNumber(text: string, start: number, end: number): number {
  const length = end - start;
  if (length < 1 || length > 2 || text.charCodeAt(start) === ZERO) return Number.NaN;
  return digitsValue(text, start, end);
}

/** text[start, end) as a decimal number; NaN if it holds anything but the digits 0 to 9. */
function digitsValue(text: string, start: number, end: number): number {
  let value = 0;
  for (let position = start; position < end; position++) {
    const digit = text.charCodeAt(position) - ZERO;
    if (!(digit >= 0 && digit <= 9)) return Number.NaN;
    value = value * 10 + digit;
  }
  return value;
}

/**
 * The days ages may count from (the as-of date): birthdates then fall in four-digit years, as
 * M/D/YYYY writes them and parseBirthdate reads them (and Date.UTC, which reads years 0 to 99 as
 * 19xx, counts their days right).
 */
export const FIRST_AS_OF_YEAR = 1000 + MAX_AGE + 1;
export const LAST_AS_OF_YEAR = 9999;

/** A real calendar day from FIRST_AS_OF_YEAR to LAST_AS_OF_YEAR, whole numbers each. */
export function isAsOfDay(date: LocalDate): boolean {
  return isRealDay(date) && date.year >= FIRST_AS_OF_YEAR && date.year <= LAST_AS_OF_YEAR;
}

/** What an as-of date may be, for messages. */
export const AS_OF_RANGE = `${FIRST_AS_OF_YEAR}-01-01 to ${LAST_AS_OF_YEAR}-12-31`;

function isRealDay({ year, month, day }: LocalDate): boolean {
  return (
    Number.isInteger(year) &&
    Number.isInteger(month) &&
    Number.isInteger(day) &&
    month >= 1 &&
    month <= 12 &&
    day >= 1 &&
    day <= daysInMonth(year, month)
  );
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

function daysInMonth(year: number, month: number): number {
  // February asks Date, whose calendar toDayNumber uses: Date.UTC reads years 0 to 99 as 19xx.
  if (month === 2) return (Date.UTC(year, 2, 1) - Date.UTC(year, 1, 1)) / MS_PER_DAY;
  return DAYS_IN_MONTH[month - 1] ?? Number.NaN;
}

// UTC here is only day arithmetic on the proleptic calendar, never the visitor's clock.
export function toDayNumber({ year, month, day }: LocalDate): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

/**
 * The inverse of toDayNumber for whole day numbers, without a Date a day: Howard Hinnant's
 * civil_from_days, on the proleptic Gregorian calendar as Date's UTC fields count it.
 */
export function fromDayNumber(dayNumber: number): LocalDate {
  const fromMarch0000 = dayNumber + DAYS_FROM_0000_03_01_TO_1970;
  const era = Math.floor(fromMarch0000 / DAYS_PER_ERA);
  const dayOfEra = fromMarch0000 - era * DAYS_PER_ERA;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36524) -
      Math.floor(dayOfEra / 146096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  // Months counted from March, so February's leap day is the last day of the year.
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  return { year: era * 400 + yearOfEra + (month <= 2 ? 1 : 0), month, day };
}
