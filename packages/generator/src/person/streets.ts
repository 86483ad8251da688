/**
 * Street addresses: a house number, a street name and a suffix homes are on, spelled out.
 *
 * Common street names are the 100 most common in the Census Bureau's 2023 TIGER/Line road files
 * (streetNames.data.ts), each as often as road segments bear it there (Main 33,484 of the
 * 878,794 segments the 100 names have). The source counts names without their suffixes, and we
 * found no table of suffixes or of name-suffix pairs, so the suffix weights are ours: the suffix
 * of rank r weighs 1 / r, in the (#9) order; so are the share of streets named for a
 * family and the house-number lengths.
 *
 * A street named for a family takes a surname of the Census's 1,000 most common whose majority
 * group is not rare in the person's state: the origin group (origins.ts) that bears at least half
 * of the surname in the 2010 Census, rare where it is under 5% of the state's 2020 residents. A
 * street is named for a family long in the place, so "Nguyen Circle" in Wyoming or "Hernandez
 * Street" in Maine, where few residents are Asian or Hispanic, reads as made up.
 * Surnames no group bears half of are allowed everywhere; the others keep their national weights.
 */
import type { Random } from '../draw/random.ts';
import { decimal } from '../text/decimal.ts';
import { commonSurnameMajorities, commonSurnames } from './names.ts';
import type { Origin } from './origins.ts';
import { ORIGIN_COUNT } from '../states/originProfiles.ts';
import { STATE_RARE_ORIGINS, STREET_NAMES, STREET_SEGMENTS } from './streetNames.data.ts';
import { stateCodes } from '../place/places.ts';
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
 * one of the Census's 1,000 most common surnames whose majority group is not rare in the state:
 * streets are named for families long there, and a street named for a rare surname reads as
 * made up.
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

/** STATE_RARE_ORIGINS spends two hexadecimal digits on each state's set of rare groups. */
const MASK_DIGITS = 2;

/** A set of groups as a bit mask: bit g for ORIGINS[g]. */
const maskOf = (origins: readonly Origin[]): number =>
  origins.reduce((bits, origin) => bits | (1 << origin), 0);

/** Each state's rare groups, in the states' order (stateCodes), as a mask in hexadecimal. */
export function encodeRareOrigins(rareByState: readonly (readonly Origin[])[]): string {
  return rareByState.map((rare) => maskOf(rare).toString(16).padStart(MASK_DIGITS, '0')).join('');
}

export function decodeRareOrigins(text: string): Origin[][] {
  return Array.from({ length: text.length / MASK_DIGITS }, (_, state) => {
    const mask = parseInt(text.slice(state * MASK_DIGITS, (state + 1) * MASK_DIGITS), 16);
    return Array.from({ length: ORIGIN_COUNT }, (_, origin) => origin).filter(
      (origin) => (mask >> origin) & 1,
    );
  });
}

/** The family-name table of each state code, made the first time a street lands there. */
const familyTables = new Map<string, WeightedTable>();
/** Tables by their set of rare groups as a bit mask: states with the same set share one. */
const familyTablesByMask = new Map<number, WeightedTable>();
let rareMasks: ReadonlyMap<string, number> | undefined;
let majorities: (Origin | undefined)[] | undefined;

/** The rare groups of a state as a bit mask; 0 (none) for a code that is not a shipped state. */
function rareMask(stateCode: string): number {
  if (!rareMasks) {
    const codes = stateCodes();
    rareMasks = new Map(
      decodeRareOrigins(STATE_RARE_ORIGINS).map((rare, index) => [
        codes[index] ?? '',
        maskOf(rare),
      ]),
    );
  }
  return rareMasks.get(stateCode) ?? 0;
}

/** The common surnames by their people, those whose majority group is rare in the state at 0. */
function familyTable(stateCode: string): WeightedTable {
  const known = familyTables.get(stateCode);
  if (known) return known;
  const mask = rareMask(stateCode);
  let table = familyTablesByMask.get(mask);
  if (!table) {
    const { counts } = commonSurnames();
    const groups = (majorities ??= commonSurnameMajorities());
    table = weightedTable(
      counts.map((count, index) => {
        const origin = groups[index];
        return origin !== undefined && (mask >> origin) & 1 ? 0 : count;
      }),
    );
    familyTablesByMask.set(mask, table);
  }
  familyTables.set(stateCode, table);
  return table;
}

let nameTable: WeightedTable | undefined;
let familyNames: readonly string[] | undefined;
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

/** A street in the state of `stateCode` ("ME"); its family names are those fit for the state. */
export function randomStreet(random: Random, stateCode: string): Street {
  suffixTable ??= weightedTable(STREET_SUFFIXES.map((_, index) => 1 / (index + 1)));
  digitTable ??= weightedTable(DIGIT_WEIGHTS);
  nameTable ??= weightedTable(STREET_SEGMENTS);
  const digits = pickWeighted(digitTable, random.number.float()) + 1;
  const number = random.number.int({
    min: digits === 1 ? 1 : powerOfTen(digits - 1),
    max: powerOfTen(digits) - 1,
  });
  familyNames ??= commonSurnames().names;
  const name =
    random.number.float() < COMMON_NAME_SHARE
      ? commonStreetNames()[pickWeighted(nameTable, random.number.float())]
      : familyNames[pickWeighted(familyTable(stateCode), random.number.float())];
  const drawn = STREET_SUFFIXES[pickWeighted(suffixTable, random.number.float())];
  // "Circle" is a common name (Circle Drive); a street is not called Circle Circle.
  const suffix = drawn === name ? STREET_SUFFIXES[0] : drawn;
  return { number, name: name ?? '', suffix: suffix ?? '' };
}
