/**
 * Street addresses: a house number, a street name and a suffix homes are on, spelled out.
 *
 * No package on the npm registry ships US street-name or suffix frequencies (the Census
 * TIGER/Line road files hold them, but only as shapefiles from the Census site). So the lists
 * below are the (#9) examples of common real street names (equally likely) and of the
 * suffixes homes are on, in its order, weighted by rank (1 / rank); the house-number lengths are
 * our choice. None of these weights is a measured figure.
 */
import type { Random } from './random.ts';
import { randomSurname } from './names.ts';
import { pickWeighted, weightedTable } from './weighted.ts';
import type { WeightedTable } from './weighted.ts';

export const STREET_SUFFIXES = [
  'Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Court', 'Place', 'Way', 'Boulevard', 'Circle',
  'Trail', 'Terrace', 'Parkway', 'Loop',
] as const; // prettier-ignore

/** The examples, numbered streets First to Fifth among them, equally likely. */
export const COMMON_STREET_NAMES = [
  'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Main', 'Oak', 'Park', 'Maple', 'Pine', 'Cedar',
  'Elm', 'Washington', 'Lake', 'Hill',
] as const; // prettier-ignore

/** Half the streets carry a common name, half a family name ("Johnson Street"). */
const COMMON_NAME_SHARE = 0.5;

/** House numbers by their count of digits, 1 to 5: mostly 2 to 4, five digits 3%. */
const DIGIT_WEIGHTS = [10, 25, 35, 27, 3];

let suffixTable: WeightedTable | undefined;
let digitTable: WeightedTable | undefined;

export function randomStreetAddress(random: Random): string {
  suffixTable ??= weightedTable(STREET_SUFFIXES.map((_, index) => 1 / (index + 1)));
  digitTable ??= weightedTable(DIGIT_WEIGHTS);
  const digits = pickWeighted(digitTable, random.number.float()) + 1;
  const number = random.number.int({
    min: digits === 1 ? 1 : 10 ** (digits - 1),
    max: 10 ** digits - 1,
  });
  const name =
    random.number.float() < COMMON_NAME_SHARE
      ? random.helpers.arrayElement(COMMON_STREET_NAMES)
      : randomSurname(random);
  const suffix = STREET_SUFFIXES[pickWeighted(suffixTable, random.number.float())];
  return `${number} ${name ?? ''} ${suffix ?? ''}`;
}
