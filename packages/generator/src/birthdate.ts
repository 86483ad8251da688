/**
 * Birthdates on the visitor's own calendar. Dates are plain year/month/day values: no time of
 * day and no time zone, so "today" means the day the visitor sees on their clock. Ages are as
 * common as they are among Americans (ages.data.ts, the Census's 2022 population by age).
 */
import { POPULATION_BY_AGE } from './ages.data.ts';
import type { Random } from './random.ts';
import { pickWeighted, weightedTable } from './weighted.ts';
import type { WeightedTable } from './weighted.ts';

export const MIN_AGE = 18;
export const MAX_AGE = 80;

/** A calendar day; month is 1 to 12. */
export interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const MS_PER_DAY = 86_400_000;

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
}

let spans: { today: number; spans: AgeSpan[] } | undefined;

/** Each age from MIN_AGE to MAX_AGE on `today`, youngest first. Kept for the last day asked. */
export function ageSpans(today: LocalDate): readonly AgeSpan[] {
  const day = toDayNumber(today);
  if (spans?.today !== day) {
    spans = {
      today: day,
      spans: POPULATION_BY_AGE.map((population, index) => {
        const age = MIN_AGE + index;
        const { earliest, latest } = birthdatesAged(today, age, age);
        return { age, first: toDayNumber(earliest), last: toDayNumber(latest), population };
      }),
    };
  }
  return spans.spans;
}

let ageTable: WeightedTable | undefined;

/**
 * An age drawn as often as Americans have it, then any birthdate giving that age on `today`,
 * each day of it equally likely.
 */
export function randomBirthdate(random: Random, today: LocalDate): LocalDate {
  ageTable ??= weightedTable(POPULATION_BY_AGE);
  const span = ageSpans(today)[pickWeighted(ageTable, random.number.float())];
  if (!span) throw new RangeError('no age drawn');
  return fromDayNumber(random.number.int({ min: span.first, max: span.last }));
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

/** The inverse of formatBirthdate; undefined for any other text. */
export function parseBirthdate(text: string): LocalDate | undefined {
  const match = /^([1-9]\d?)\/([1-9]\d?)\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const date = { month: Number(match[1]), day: Number(match[2]), year: Number(match[3]) };
  return isRealDay(date) ? date : undefined;
}

function isRealDay({ year, month, day }: LocalDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

// UTC here is only day arithmetic on the proleptic calendar, never the visitor's clock.
export function toDayNumber({ year, month, day }: LocalDate): number {
  return Date.UTC(year, month - 1, day) / MS_PER_DAY;
}

export function fromDayNumber(dayNumber: number): LocalDate {
  const date = new Date(dayNumber * MS_PER_DAY);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}
