/**
 * The only place a person is made. Pure: the random source and today's date come in, so a
 * seeded random source and a fixed date give the same person every time.
 */
import type { Random } from '../draw/random.ts';
import type { Constraints, Gender } from './fields.ts';
import {
  ageSpans,
  fromDayNumber,
  isSameDay,
  parseBirthdate,
  randomBirthdate,
  randomSexOfBirth,
  toDayNumber,
} from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import {
  BAND_COUNT,
  BAND_YEARS,
  FIRST_BAND_YEAR,
  bandOfYear,
  birthsOfName,
  listedBandsOfName,
  firstNameOriginLikelihoods,
  randomFirstName,
  randomSurname,
  surnameOriginLikelihoods,
} from './names.ts';
import { nationalMix, originAt, type Origin } from './origins.ts';
import {
  codeOfState,
  originMixOf,
  originOfPlace,
  rowOfZip,
  rowsInCity,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
  stateCodeOfUnit,
  stateCodes,
  stateCodesOfZip,
} from '../place/places.ts';
import type { Place } from '../place/places.ts';
import { randomStreet, streetText, type Street } from './streets.ts';
import { pickWeighted, weightedTable } from '../draw/weighted.ts';

export interface GenerateOptions {
  random: Random;
  /** Ages count from this day. */
  today: LocalDate;
  /** Values every person keeps; the other fields agree with them. Checked by checkConstraints. */
  constraints?: Constraints;
  /**
   * The row of the ZIP constraint, when the caller has it (households.ts: the householder's, for
   * the other members): the row rowOfZip would find, as each shipped ZIP is one row, without
   * looking it up. Another row is not used.
   */
  zipRow?: Place;
  /**
   * A birthdate the caller drew as a day (households.ts: a member's), kept as the birthdate
   * constraint keeps one, without being written as text and read back. Not with that constraint.
   */
  birth?: LocalDate;
  /**
   * The phone the caller gave the person (households.ts: a household's adults take consecutive
   * lines of one area code), kept in the drawn person for the record (record.ts
   * drawContactInto). The record's contact draws are still made, so what follows them is the
   * same.
   */
  phoneLine?: PhoneLine;
  /**
   * The origin the caller drew (households.ts: a member's, from the householder's), kept
   * instead of one drawn from the place and the locked names.
   */
  origin?: Origin;
}

/** A phone as a record writes it: an area code's position among its town's, and a line. */
export interface PhoneLine {
  /** The code's position in the town's area codes (area-codes.ts areaCodeChoice). */
  phone: number;
  /** The number's last two digits, 0 to 99. */
  line: number;
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
  /** The email and phone as given; undefined: the record makes them (record.ts). */
  email: string | undefined;
  phone: string | undefined;
  /** The phone the caller gave (GenerateOptions.phoneLine); undefined: the record draws it. */
  phoneLine: PhoneLine | undefined;
  /**
   * The person's Census origin group (origins.ts), which their names were drawn by: a file's
   * `origin` column, when asked for.
   */
  origin: Origin;
}

/** A street address as a record writes it: as given, or its drawn parts as text. */
export const streetAddressOf = (street: Street | string): string =>
  typeof street === 'string' ? street : streetText(street);

export function drawPerson({
  random,
  today,
  constraints = {},
  zipRow,
  birth,
  phoneLine,
  origin: givenOrigin,
}: GenerateOptions): Drawn {
  const kept = constraints;
  const place = pickPlace(random, kept.state, kept.city, kept.zipCode, zipRow);
  const stateCode = codeOfState(place.state) ?? '';
  const origin =
    givenOrigin ??
    randomOrigin(random, place, stateCode, kept.firstName, kept.gender, kept.lastName);
  const identity = pickIdentity(random, today, stateCode, origin, {
    firstName: kept.firstName,
    gender: kept.gender,
    birthdate: kept.birthdate ?? birth,
  });
  return {
    firstName: identity.firstName,
    lastName: kept.lastName ?? randomSurname(random, origin),
    gender: identity.gender,
    street: kept.streetAddress ?? randomStreet(random, stateCode),
    city: kept.city ?? place.city,
    state: kept.state ?? place.state,
    zipCode: kept.zipCode ?? place.zip,
    birthdate: identity.birthdate,
    birth: identity.birth,
    place,
    email: kept.email,
    phone: kept.phone,
    phoneLine,
    origin,
  };
}

/**
 * An origin for a person of the place: as common as among the residents of its ZIP (origins.ts),
 * and, with a locked first name or surname, as likely as that group's people bear it (a locked
 * Garcia is most likely Hispanic or Latino). A name that says nothing of any origin the place
 * has leaves the place's mix.
 */
export function randomOrigin(
  random: Random,
  place: Place,
  stateCode: string,
  firstName?: string,
  gender?: Gender,
  lastName?: string,
): Origin {
  if (lastName === undefined && firstName === undefined) {
    const unit = random.number.float();
    return originOfPlace(place, unit) ?? originAt(nationalMix(), unit);
  }
  const mix = originMixOf(place) ?? nationalMix();
  let weights: Float64Array = mix;
  const weigh = (likelihoods: Float64Array | undefined) => {
    if (!likelihoods) return;
    const next = Float64Array.from(
      weights,
      (weight, origin) => weight * (likelihoods[origin] ?? 0),
    );
    if (next.some((weight) => weight > 0)) weights = next;
  };
  if (lastName !== undefined) weigh(surnameOriginLikelihoods(lastName));
  if (firstName !== undefined && stateCode !== '') {
    weigh(firstNameOriginLikelihoods(firstName, gender, stateCode));
  }
  return originAt(weights, random.number.float());
}

/**
 * The postal codes of the states whose data a person drawn from `random` (a fresh stream, as
 * drawPerson would be given) needs: the state its place lands in, or every state a place
 * constraint may lead to. What the page loads before it draws the person (stateData.ts).
 */
export function statesOfPerson(random: Random, constraints: Constraints = {}): readonly string[] {
  const { state, city, zipCode } = constraints;
  if (zipCode !== undefined) {
    const states = stateCodesOfZip(zipCode);
    if (states.length > 0) return states;
  }
  if (state !== undefined) {
    const code = codeOfState(state);
    if (code !== undefined) return [code];
  }
  if (city !== undefined) return stateCodes();
  return [stateCodeOfUnit(random.number.float())];
}

/**
 * A row agreeing with every place constraint, drawn by population. A city without a state may
 * be any state's city of that name. Constraints that checkConstraints accepts always share a
 * row; if they match none, those that cannot be met are dropped, most specific first.
 */
export function pickPlace(
  random: Random,
  state?: string,
  city?: string,
  zip?: string,
  known?: Place,
): Place {
  const zipRow = zip === undefined ? undefined : known?.zip === zip ? known : rowOfZip(zip);
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

export interface Identity {
  firstName: string;
  gender: Gender;
  /** As given, or drawn. */
  birthdate: string | LocalDate;
  birth: LocalDate | undefined;
}

/**
 * First name, gender and birthdate agree through the name counts: the birthdate comes first
 * (age 18 to 80, each age as common as among Americans), then the sex (as common as among
 * Americans of that age), then a name given to that sex in that decade in the person's state
 * (its postal code). A locked gender brings an age as common as among Americans of that sex; a
 * locked birthdate, a sex as common at that age. A locked name brings the gender of its births in
 * the nation and a birth year in which it was given; a locked birthdate, a name of its decade.
 * With a locked first name the state is not read (households.ts draws a householder's identity
 * so, before the household's place). A locked birthdate is text as given, or a day the caller
 * drew (GenerateOptions.birth), kept as it is.
 */
export function pickIdentity(
  random: Random,
  today: LocalDate,
  stateCode: string,
  origin: Origin,
  locked: { firstName?: string; gender?: Gender; birthdate?: string | LocalDate },
): Identity {
  const given = locked.birthdate;
  const lockedDate = typeof given === 'string' ? parseBirthdate(given) : given;
  const births = locked.firstName === undefined ? undefined : birthsOfName(locked.firstName);
  if (locked.firstName !== undefined && births) {
    const band = lockedDate && bandOfYear(lockedDate.year);
    const gender =
      locked.gender ??
      genderOfBirths(random, today, births, band, locked.firstName ?? '') ??
      (lockedDate ? randomSexOfBirth(random, today, lockedDate) : randomGender(random));
    if (given !== undefined) {
      return { firstName: locked.firstName, gender, birthdate: given, birth: lockedDate };
    }
    const birth =
      birthdateOfBirths(random, today, gender, births[gender]) ??
      randomBirthdate(random, today, gender);
    return { firstName: locked.firstName, gender, birthdate: birth, birth };
  }
  let gender = locked.gender;
  let date = lockedDate;
  if (!date) {
    date = randomBirthdate(random, today, gender);
  }
  gender ??= randomSexOfBirth(random, today, date);
  return {
    firstName:
      locked.firstName ?? randomFirstName(random, gender, bandOfYear(date.year), stateCode, origin),
    gender,
    birthdate: given ?? date,
    birth: given === undefined ? date : lockedDate,
  };
}

/** The birthdates of one age that fall in one band, and how many women and men they stand for. */
interface Segment {
  band: number;
  first: number;
  last: number;
  women: number;
  men: number;
}

let segments:
  { today: LocalDate; segments: Segment[]; bandWomen: number[]; bandMen: number[] } | undefined;

/**
 * Today's ages split at the bands' first days: each part holds its age's women and men in
 * proportion to its days. Kept for the last day asked, as a whole export shares one.
 */
function segmentsOf(today: LocalDate): {
  segments: Segment[];
  bandWomen: number[];
  bandMen: number[];
} {
  if (!segments || !isSameDay(segments.today, today)) {
    const found: Segment[] = [];
    const bandWomen: number[] = Array.from({ length: BAND_COUNT }, () => 0);
    const bandMen: number[] = Array.from({ length: BAND_COUNT }, () => 0);
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
        const share = (last - first + 1) / days;
        const women = span.women * share;
        const men = span.men * share;
        found.push({ band, first, last, women, men });
        bandWomen[band] = (bandWomen[band] ?? 0) + women;
        bandMen[band] = (bandMen[band] ?? 0) + men;
      }
    }
    segments = { today: { ...today }, segments: found, bandWomen, bandMen };
  }
  return segments;
}

/**
 * A sex for a name by its births among the people of today's ages: in the locked band, or, where
 * the shipped births have none there, in every band, of the sexes the SSA lists the name for in
 * the locked band (constraints.ts refuses the others). Each band's births of a sex weigh as many
 * people of that sex as the band has in the age range.
 */
function genderOfBirths(
  random: Random,
  today: LocalDate,
  births: Partial<Record<Gender, readonly number[]>>,
  band: number | undefined,
  /** The locked first name, whose listed bands hold the fallback to its sexes there. */
  name: string,
): Gender | undefined {
  const { bandWomen, bandMen } = segmentsOf(today);
  const inRange = (counts: readonly number[] | undefined, people: number[], only?: number) =>
    (counts ?? []).reduce(
      (sum, count, index) =>
        only === undefined || only === index ? sum + count * (people[index] ?? 0) : sum,
      0,
    );
  let female = inRange(births.female, bandWomen, band);
  let male = inRange(births.male, bandMen, band);
  if (female + male === 0) {
    const listed = listedBandsOfName(name) ?? {};
    const inBand = (mask: number | undefined) => band === undefined || ((mask ?? 0) >> band) & 1;
    [female, male] = [
      inBand(listed.female) ? inRange(births.female, bandWomen) : 0,
      inBand(listed.male) ? inRange(births.male, bandMen) : 0,
    ];
  }
  if (female + male === 0) return undefined;
  return random.number.float() * (female + male) < female ? 'female' : 'male';
}

/**
 * A birthdate in the age range, as likely as people of its age and sex are common and babies of
 * its band got the name.
 */
function birthdateOfBirths(
  random: Random,
  today: LocalDate,
  gender: Gender,
  births: readonly number[] | undefined,
): LocalDate | undefined {
  if (!births) return undefined;
  const { segments: found } = segmentsOf(today);
  const weights = found.map(
    ({ band, women, men }) => (gender === 'female' ? women : men) * (births[band] ?? 0),
  );
  if (!weights.some((weight) => weight > 0)) return undefined;
  const segment = found[pickWeighted(weightedTable(weights), random.number.float())];
  return segment && fromDayNumber(random.number.int({ min: segment.first, max: segment.last }));
}

function randomGender(random: Random): Gender {
  return random.number.float() < 0.5 ? 'female' : 'male';
}
