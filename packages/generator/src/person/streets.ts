/**
 * Street addresses: a house number, a street name and a suffix homes are on, spelled out.
 *
 * Common street names are the 100 most common in the Census Bureau's 2023 TIGER/Line road files
 * (streetNames.data.ts), each as often as road segments bear it there (Main 33,484 of the
 * 878,794 segments the 100 names have). The source counts names without their suffixes, and we
 * found no table of suffixes or of name-suffix pairs, so the suffix weights are ours: the suffix
 * of rank r weighs 1 / r, in the (#9) order; so are the share of streets named for a
 * family and the house-number lengths.
 */
import type { Random } from '../draw/random.ts';
import { decimal } from '../text/decimal.ts';
import { randomCommonSurname } from './names.ts';
import { STREET_NAMES, STREET_SEGMENTS } from './streetNames.data.ts';
import { pickWeighted, weightedTable } from '../draw/weighted.ts';
import type { WeightedTable } from '../draw/weighted.ts';

export const STREET_SUFFIXES = [
  'Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Place', 'Way', 'Boulevard', 'Circle',
  'Trail', 'Terrace', 'Parkway', 'Loop',
] as const; // prettier-ignore

let streetNames: readonly string[] | undefined;

/** The most common US street names, most common first ("Main", "2nd", "3rd"). */
export function commonStreetNames(): readonly string[] {
  return (streetNames ??= STREET_NAMES.split('|'));
}

/**
 * 45% of streets carry one of the common names, the others a family name ("Johnson Street"),
 * one of the Census's 1,000 most common surnames: streets are named for families long there,
 * and a street named for a rare surname reads as made up.
 * The 100 names are 9% of the segments TIGER names (about 9.4 million): the share is our
 * choice, not a figure, low enough that Main Street stays clear of the 2% of streets
 * (names.test.ts holds it) and its sampling noise.
 */
const COMMON_NAME_SHARE = 0.45;

/** House numbers by their count of digits, 1 to 5: mostly 2 to 4, five digits 3%. */
const DIGIT_WEIGHTS = [10, 25, 35, 27, 3];

/** 10 ** n from a table: `**` on a variable is a pow() call, and every address needs two. */
const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000, 100_000];
const powerOfTen = (n: number) => POWERS_OF_TEN[n] ?? 10 ** n;

let nameTable: WeightedTable | undefined;
let suffixTable: WeightedTable | undefined;
let digitTable: WeightedTable | undefined;

/** A drawn street address in its parts: "1234 Main Street" is 1234, "Main" and "Street". */
export interface Street {
  number: number;
  name: string;
  suffix: string;
}

export function streetText({ number, name, suffix }: Street): string {
  return `${decimal(number)} ${name} ${suffix}`;
}

export function randomStreet(random: Random): Street {
  suffixTable ??= weightedTable(STREET_SUFFIXES.map((_, index) => 1 / (index + 1)));
  digitTable ??= weightedTable(DIGIT_WEIGHTS);
  nameTable ??= weightedTable(STREET_SEGMENTS);
  const digits = pickWeighted(digitTable, random.number.float()) + 1;
  const number = random.number.int({
    min: digits === 1 ? 1 : powerOfTen(digits - 1),
    max: powerOfTen(digits) - 1,
  });
  const name =
    random.number.float() < COMMON_NAME_SHARE
      ? commonStreetNames()[pickWeighted(nameTable, random.number.float())]
      : randomCommonSurname(random);
  const drawn = STREET_SUFFIXES[pickWeighted(suffixTable, random.number.float())];
  // "Circle" is a common name (Circle Drive); a street is not called Circle Circle.
  const suffix = drawn === name ? STREET_SUFFIXES[0] : drawn;
  return { number, name: name ?? '', suffix: suffix ?? '' };
}
