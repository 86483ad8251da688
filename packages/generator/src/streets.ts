/**
 * Street addresses: a house number, a street name and a suffix homes are on, spelled out.
 *
 * Street names are the 100 most common of the Census Bureau's list (streetNames.data.ts), in its
 * rank order. We found no licensed table of how many streets bear each name, nor of suffix
 * frequencies, so the weights are ours: a name of rank r weighs 1 / r, as do the suffixes homes
 * are on, in the (#9) order; the house-number lengths are our choice too.
 */
import type { Random } from './random.ts';
import { randomSurname } from './names.ts';
import { STREET_NAMES } from './streetNames.data.ts';
import { pickWeighted, weightedTable } from './weighted.ts';
import type { WeightedTable } from './weighted.ts';

export const STREET_SUFFIXES = [
  'Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Place', 'Way', 'Boulevard', 'Circle',
  'Trail', 'Terrace', 'Parkway', 'Loop',
] as const; // prettier-ignore

let streetNames: readonly string[] | undefined;

/** The Census list's most common street names, most common first ("Main", "2nd", "1st"). */
export function commonStreetNames(): readonly string[] {
  return (streetNames ??= STREET_NAMES.split('|'));
}

/** Half the streets carry a common name, half a family name ("Johnson Street"). */
const COMMON_NAME_SHARE = 0.5;

/** House numbers by their count of digits, 1 to 5: mostly 2 to 4, five digits 3%. */
const DIGIT_WEIGHTS = [10, 25, 35, 27, 3];

/** 10 ** n from a table: `**` on a variable is a pow() call, and every address needs two. */
const POWERS_OF_TEN = [1, 10, 100, 1000, 10_000, 100_000];
const powerOfTen = (n: number) => POWERS_OF_TEN[n] ?? 10 ** n;

let nameTable: WeightedTable | undefined;
let suffixTable: WeightedTable | undefined;
let digitTable: WeightedTable | undefined;

export function randomStreetAddress(random: Random): string {
  suffixTable ??= weightedTable(STREET_SUFFIXES.map((_, index) => 1 / (index + 1)));
  digitTable ??= weightedTable(DIGIT_WEIGHTS);
  nameTable ??= weightedTable(commonStreetNames().map((_, index) => 1 / (index + 1)));
  const digits = pickWeighted(digitTable, random.number.float()) + 1;
  const number = random.number.int({
    min: digits === 1 ? 1 : powerOfTen(digits - 1),
    max: powerOfTen(digits) - 1,
  });
  const name =
    random.number.float() < COMMON_NAME_SHARE
      ? commonStreetNames()[pickWeighted(nameTable, random.number.float())]
      : randomSurname(random);
  const suffix = STREET_SUFFIXES[pickWeighted(suffixTable, random.number.float())];
  return `${number} ${name ?? ''} ${suffix ?? ''}`;
}
