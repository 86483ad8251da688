/**
 * The only place a person is made. Pure: the random source and today's date come in, so a
 * seeded random source and a fixed date give the same person every time.
 */
import type { Random } from './random.ts';
import type { Constraints, Gender, Person } from './fields.ts';
import {
  birthdateRange,
  formatBirthdate,
  fromDayNumber,
  parseBirthdate,
  randomBirthdate,
  toDayNumber,
} from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import {
  BAND_COUNT,
  BAND_YEARS,
  FIRST_BAND_YEAR,
  bandOfYear,
  birthsOfName,
  randomFirstName,
  randomSurname,
} from './names.ts';
import {
  placeOfZip,
  placesInCity,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
} from './places.ts';
import type { Place } from './places.ts';
import { randomStreetAddress } from './streets.ts';
import { pickWeighted, weightedTable } from './weighted.ts';

export interface GenerateOptions {
  random: Random;
  /** Ages count from this day. */
  today: LocalDate;
  /** Values every person keeps; the other fields agree with them. Checked by checkConstraints. */
  constraints?: Constraints;
}

export function generatePerson({ random, today, constraints = {} }: GenerateOptions): Person {
  const kept = constraints;
  const place = pickPlace(random, kept.state, kept.city, kept.zipCode);
  const identity = pickIdentity(random, today, {
    firstName: kept.firstName,
    gender: kept.gender,
    birthdate: kept.birthdate,
  });

  return {
    firstName: identity.firstName,
    lastName: kept.lastName ?? randomSurname(random),
    gender: identity.gender,
    streetAddress: kept.streetAddress ?? randomStreetAddress(random),
    city: kept.city ?? place.city,
    state: kept.state ?? place.state,
    zipCode: kept.zipCode ?? place.zip,
    birthdate: identity.birthdate,
  };
}

/**
 * A row agreeing with every place constraint, drawn by population. A city without a state may
 * be any state's city of that name. Constraints that checkConstraints accepts always share a
 * row; if they match none, those that cannot be met are dropped, most specific first.
 */
function pickPlace(random: Random, state?: string, city?: string, zip?: string): Place {
  const zipRow = zip === undefined ? undefined : placeOfZip(zip);
  if (zipRow) return zipRow;
  if (city !== undefined) {
    const inCityState = state === undefined ? undefined : randomPlaceInCity(random, city, state);
    if (inCityState) return inCityState;
    if (state === undefined) {
      const elsewhere = placesInCity(city);
      const row = elsewhere[Math.floor(random.number.float() * elsewhere.length)];
      if (row) return row;
    }
  }
  return (
    (state === undefined ? undefined : randomPlaceInState(random, state)) ?? randomPlace(random)
  );
}

interface Identity {
  firstName: string;
  gender: Gender;
  birthdate: string;
}

/**
 * First name, gender and birthdate agree through the name counts: the birthdate comes first
 * (age 18 to 80), then a name of that sex and decade. A locked name brings the gender of its
 * births and a birth year in which it was given; a locked birthdate, a name of its decade.
 */
function pickIdentity(random: Random, today: LocalDate, locked: Partial<Identity>): Identity {
  const lockedDate = locked.birthdate === undefined ? undefined : parseBirthdate(locked.birthdate);
  if (locked.firstName !== undefined) {
    const births = birthsOfName(locked.firstName);
    const band = lockedDate && bandOfYear(lockedDate.year);
    const gender =
      locked.gender ??
      (births && genderOfBirths(random, today, births, band)) ??
      randomGender(random);
    const birthdate =
      locked.birthdate ??
      formatBirthdate(
        birthdateOfBirths(random, today, births?.[gender]) ?? randomBirthdate(random, today),
      );
    return { firstName: locked.firstName, gender, birthdate };
  }
  const gender = locked.gender ?? randomGender(random);
  const date = lockedDate ?? randomBirthdate(random, today);
  const birthdate = locked.birthdate ?? formatBirthdate(date);
  return { firstName: randomFirstName(random, gender, bandOfYear(date.year)), gender, birthdate };
}

/**
 * The first and last day number of each band that lie in today's age range, and the share of
 * the band's days they make.
 */
function bandsInRange(today: LocalDate): { first: number; last: number; share: number }[] {
  const { earliest, latest } = birthdateRange(today);
  const [from, to] = [toDayNumber(earliest), toDayNumber(latest)];
  return Array.from({ length: BAND_COUNT }, (_, band) => {
    const year = FIRST_BAND_YEAR + band * BAND_YEARS;
    const start = toDayNumber({ year, month: 1, day: 1 });
    const end = toDayNumber({ year: year + BAND_YEARS, month: 1, day: 1 }) - 1;
    const first = Math.max(start, from);
    const last = Math.min(end, to);
    return { first, last, share: last < first ? 0 : (last - first + 1) / (end - start + 1) };
  });
}

/** Births of the name within the age range: in the locked band, or in every band. */
function genderOfBirths(
  random: Random,
  today: LocalDate,
  births: Partial<Record<Gender, readonly number[]>>,
  band: number | undefined,
): Gender | undefined {
  const bands = bandsInRange(today);
  const inRange = (counts: readonly number[] | undefined, only?: number) =>
    (counts ?? []).reduce(
      (sum, count, index) =>
        only === undefined || only === index ? sum + count * (bands[index]?.share ?? 0) : sum,
      0,
    );
  let female = inRange(births.female, band);
  let male = inRange(births.male, band);
  if (female + male === 0) [female, male] = [inRange(births.female), inRange(births.male)];
  if (female + male === 0) return undefined;
  return random.number.float() * (female + male) < female ? 'female' : 'male';
}

/** A birthdate in the age range, each band as likely as its births of the name. */
function birthdateOfBirths(
  random: Random,
  today: LocalDate,
  births: readonly number[] | undefined,
): LocalDate | undefined {
  if (!births) return undefined;
  const bands = bandsInRange(today);
  const weights = bands.map(({ share }, band) => share * (births[band] ?? 0));
  if (!weights.some((weight) => weight > 0)) return undefined;
  const band = bands[pickWeighted(weightedTable(weights), random.number.float())];
  return band && fromDayNumber(random.number.int({ min: band.first, max: band.last }));
}

function randomGender(random: Random): Gender {
  return random.number.float() < 0.5 ? 'female' : 'male';
}
