/**
 * The only place a person is made. Pure: the random source (a faker) and today's date come in,
 * so a seeded faker and a fixed date give the same person every time.
 */
import type { Faker } from '@faker-js/faker';
import { NO_LOCKS } from './fields.ts';
import type { Gender, Locks, Person } from './fields.ts';
import { formatBirthdate, randomBirthdate } from './birthdate.ts';
import type { LocalDate } from './birthdate.ts';
import { PERSON_LOCALE } from './locale.data.ts';
import {
  placeOfZip,
  placesInCity,
  randomPlace,
  randomPlaceInCity,
  randomPlaceInState,
} from './places.ts';
import type { Place, RandomSource } from './places.ts';

export { MAX_AGE, MIN_AGE, localToday } from './birthdate.ts';
export type { LocalDate } from './birthdate.ts';

export interface GenerateOptions {
  faker: Faker;
  today: LocalDate;
  /** The person on screen; its locked fields are kept. */
  current?: Person;
  locks?: Locks;
}

export function generatePerson({
  faker,
  today,
  current,
  locks = NO_LOCKS,
}: GenerateOptions): Person {
  const kept = (field: keyof Person) => (locks[field] ? current?.[field] : undefined);

  const place = pickPlace(faker, kept('state'), kept('city'), kept('zipCode'), current?.state);
  const keptFirstName = kept('firstName');
  const gender: Gender =
    (current && locks.gender ? current.gender : undefined) ??
    (keptFirstName === undefined ? undefined : genderOfName(keptFirstName)) ??
    randomGender(faker);

  return {
    firstName: keptFirstName ?? faker.person.firstName(gender),
    lastName: kept('lastName') ?? faker.person.lastName(),
    gender,
    streetAddress: kept('streetAddress') ?? faker.location.streetAddress(),
    city: kept('city') ?? place.city,
    state: kept('state') ?? place.state,
    zipCode: kept('zipCode') ?? place.zip,
    birthdate: kept('birthdate') ?? formatBirthdate(randomBirthdate(faker, today)),
  };
}

/**
 * A row agreeing with every locked place field, drawn by population. A locked city stays in the
 * state on screen (a city name can exist in several states). Locked values taken from one of
 * our people always share a row; if they match none (say, a ZIP we do not ship), the
 * constraints that cannot be met are dropped, most specific first.
 */
function pickPlace(
  random: RandomSource,
  state?: string,
  city?: string,
  zip?: string,
  shownState?: string,
): Place {
  const zipRow = zip === undefined ? undefined : placeOfZip(zip);
  if (zipRow) return zipRow;
  if (city !== undefined) {
    const cityState = state ?? shownState;
    const inCityState =
      cityState === undefined ? undefined : randomPlaceInCity(random, city, cityState);
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

let nameLists: Readonly<Record<Gender | 'generic', ReadonlySet<string>>> | undefined;

/**
 * The gender whose list alone holds the name. Undefined for a generic (unisex) name, one in
 * both lists or one in none: the gender then stays random unless it is locked.
 */
export function genderOfName(firstName: string): Gender | undefined {
  const { female, male, generic } = PERSON_LOCALE.person.first_name;
  nameLists ??= { female: new Set(female), male: new Set(male), generic: new Set(generic) };
  if (nameLists.generic.has(firstName)) return undefined;
  const isFemale = nameLists.female.has(firstName);
  const isMale = nameLists.male.has(firstName);
  return isFemale === isMale ? undefined : isFemale ? 'female' : 'male';
}

function randomGender(faker: Faker): Gender {
  const sex = faker.person.sexType();
  if (sex === 'generic') throw new Error('sexType() returned generic without being asked to');
  return sex;
}
