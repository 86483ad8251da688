/**
 * The only place a person is made. Pure: the random source and today's date come in, so a
 * seeded random source and a fixed date give the same person every time.
 */
import type { Random } from './random.ts';
import type { Constraints, Gender, Person } from './fields.ts';
import {
  ageSpans,
  formatBirthdate,
  fromDayNumber,
  isSameDay,
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
  rowOfZip,
  rowsInCity,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
} from './places.ts';
import type { Place } from './places.ts';
import { randomStreet, streetText, type Street } from './streets.ts';
import { pickWeighted, weightedTable } from './weighted.ts';

export interface GenerateOptions {
  random: Random;
  /** Ages count from this day. */
  today: LocalDate;
  /** Values every person keeps; the other fields agree with them. Checked by checkConstraints. */
  constraints?: Constraints;
}

export function generatePerson(options: GenerateOptions): Person {
  return personOf(drawPerson(options));
}

/**
 * A person as drawn, with what it was drawn from, before its street address and birthdate are
 * written as text: the rows look up what they derive from the place (state code, area codes),
 * and the CSV writer writes the parts' bytes without making those texts (csvBytes.ts).
 */
export interface Drawn {
  firstName: string;
  lastName: string;
  gender: Gender;
  /** The street address as given, or its drawn parts. */
  street: Street | string;
  city: string;
  state: string;
  zipCode: string;
  /** The birthdate as given, or the drawn day. */
  birthdate: string | LocalDate;
  /** The birthdate as a day; undefined only for a given birthdate that is not one. */
  birth: LocalDate | undefined;
  /**
   * The place row: the rows look up what they derive from the place by the row, an object the
   * places module keeps, for far less than by city and state names.
   */
  place: Place;
}

export function personOf(drawn: Drawn): Person {
  const { street, birthdate } = drawn;
  return {
    firstName: drawn.firstName,
    lastName: drawn.lastName,
    gender: drawn.gender,
    streetAddress: typeof street === 'string' ? street : streetText(street),
    city: drawn.city,
    state: drawn.state,
    zipCode: drawn.zipCode,
    birthdate: typeof birthdate === 'string' ? birthdate : formatBirthdate(birthdate),
  };
}

export function drawPerson({ random, today, constraints = {} }: GenerateOptions): Drawn {
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
    street: kept.streetAddress ?? randomStreet(random),
    city: kept.city ?? place.city,
    state: kept.state ?? place.state,
    zipCode: kept.zipCode ?? place.zip,
    birthdate: identity.birthdate,
    birth: identity.birth,
    place,
  };
}

/**
 * A row agreeing with every place constraint, drawn by population. A city without a state may
 * be any state's city of that name. Constraints that checkConstraints accepts always share a
 * row; if they match none, those that cannot be met are dropped, most specific first.
 */
function pickPlace(random: Random, state?: string, city?: string, zip?: string): Place {
  const zipRow = zip === undefined ? undefined : rowOfZip(zip);
  if (zipRow) return zipRow;
  if (city !== undefined) {
    const inCityState = state === undefined ? undefined : randomPlaceInCity(random, city, state);
    if (inCityState) return inCityState;
    if (state === undefined) {
      const elsewhere = rowsInCity(city);
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
  /** As given, or drawn. */
  birthdate: string | LocalDate;
  birth: LocalDate | undefined;
}

/**
 * First name, gender and birthdate agree through the name counts: the birthdate comes first
 * (age 18 to 80, each age as common as among Americans), then a name of that sex and decade. A locked name brings the gender of its
 * births and a birth year in which it was given; a locked birthdate, a name of its decade.
 */
function pickIdentity(
  random: Random,
  today: LocalDate,
  locked: { firstName?: string; gender?: Gender; birthdate?: string },
): Identity {
  const lockedDate = locked.birthdate === undefined ? undefined : parseBirthdate(locked.birthdate);
  if (locked.firstName !== undefined) {
    const births = birthsOfName(locked.firstName);
    const band = lockedDate && bandOfYear(lockedDate.year);
    const gender =
      locked.gender ??
      (births && genderOfBirths(random, today, births, band)) ??
      randomGender(random);
    if (locked.birthdate !== undefined) {
      return {
        firstName: locked.firstName,
        gender,
        birthdate: locked.birthdate,
        birth: lockedDate,
      };
    }
    const birth =
      birthdateOfBirths(random, today, births?.[gender]) ?? randomBirthdate(random, today);
    return { firstName: locked.firstName, gender, birthdate: birth, birth };
  }
  const gender = locked.gender ?? randomGender(random);
  const date = lockedDate ?? randomBirthdate(random, today);
  return {
    firstName: randomFirstName(random, gender, bandOfYear(date.year)),
    gender,
    birthdate: locked.birthdate ?? date,
    birth: locked.birthdate === undefined ? date : lockedDate,
  };
}

/** The birthdates of one age that fall in one band, and how many people they stand for. */
interface Segment {
  band: number;
  first: number;
  last: number;
  people: number;
}

let segments: { today: LocalDate; segments: Segment[]; bandPeople: number[] } | undefined;

/**
 * Today's ages split at the bands' first days: each part holds its age's people in proportion
 * to its days. Kept for the last day asked, as a whole export shares one.
 */
function segmentsOf(today: LocalDate): { segments: Segment[]; bandPeople: number[] } {
  if (!segments || !isSameDay(segments.today, today)) {
    const found: Segment[] = [];
    const bandPeople: number[] = Array.from({ length: BAND_COUNT }, () => 0);
    for (const span of ageSpans(today)) {
      const days = span.last - span.first + 1;
      const lastBand = bandOfYear(fromDayNumber(span.last).year);
      for (let band = bandOfYear(fromDayNumber(span.first).year); band <= lastBand; band++) {
        const bandStart = toDayNumber({
          year: FIRST_BAND_YEAR + band * BAND_YEARS,
          month: 1,
          day: 1,
        });
        const nextStart = toDayNumber({
          year: FIRST_BAND_YEAR + (band + 1) * BAND_YEARS,
          month: 1,
          day: 1,
        });
        const first = band === 0 ? span.first : Math.max(span.first, bandStart);
        const last = band === BAND_COUNT - 1 ? span.last : Math.min(span.last, nextStart - 1);
        if (last < first) continue;
        const people = (span.population * (last - first + 1)) / days;
        found.push({ band, first, last, people });
        bandPeople[band] = (bandPeople[band] ?? 0) + people;
      }
    }
    segments = { today: { ...today }, segments: found, bandPeople };
  }
  return segments;
}

/**
 * Births of the name among the people of today's ages: in the locked band, or in every band.
 * Each band's births weigh as many people as the band has in the age range.
 */
function genderOfBirths(
  random: Random,
  today: LocalDate,
  births: Partial<Record<Gender, readonly number[]>>,
  band: number | undefined,
): Gender | undefined {
  const { bandPeople } = segmentsOf(today);
  const inRange = (counts: readonly number[] | undefined, only?: number) =>
    (counts ?? []).reduce(
      (sum, count, index) =>
        only === undefined || only === index ? sum + count * (bandPeople[index] ?? 0) : sum,
      0,
    );
  let female = inRange(births.female, band);
  let male = inRange(births.male, band);
  if (female + male === 0) [female, male] = [inRange(births.female), inRange(births.male)];
  if (female + male === 0) return undefined;
  return random.number.float() * (female + male) < female ? 'female' : 'male';
}

/**
 * A birthdate in the age range, as likely as people of its age are common and babies of its
 * band got the name.
 */
function birthdateOfBirths(
  random: Random,
  today: LocalDate,
  births: readonly number[] | undefined,
): LocalDate | undefined {
  if (!births) return undefined;
  const { segments: found } = segmentsOf(today);
  const weights = found.map(({ band, people }) => people * (births[band] ?? 0));
  if (!weights.some((weight) => weight > 0)) return undefined;
  const segment = found[pickWeighted(weightedTable(weights), random.number.float())];
  return segment && fromDayNumber(random.number.int({ min: segment.first, max: segment.last }));
}

function randomGender(random: Random): Gender {
  return random.number.float() < 0.5 ? 'female' : 'male';
}
