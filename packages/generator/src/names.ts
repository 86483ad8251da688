/**
 * First names by sex and birth decade (firstNames.data.ts, from the SSA's baby-name counts) and
 * surnames by US frequency (surnames.data.ts, from the 2010 Census counts). Decoded on first use.
 */
import type { Random } from './random.ts';
import type { Gender } from './fields.ts';
import { FIRST_NAMES } from './firstNames.data.ts';
import { SURNAMES } from './surnames.data.ts';
import { pickWeighted, weightedTable } from './weighted.ts';
import type { WeightedTable } from './weighted.ts';
import { packWords, unpackWords } from './words.ts';

/** Birth years are grouped in decades, 1940s to 2000s: every age from 18 to 80 until 2027. */
export const FIRST_BAND_YEAR = 1940;
export const BAND_YEARS = 10;
export const BAND_COUNT = 7;

/** A shipped name and how many babies of one sex got it in each band. */
export interface NameBirths {
  name: string;
  births: readonly number[];
}

export interface EncodedNames {
  /** Sorted names, packed by shared prefixes (words.ts). */
  names: string;
  /** BAND_COUNT characters a name: ' ' where the band does not ship it, else its level. */
  levels: string;
}

export interface EncodedFirstNames {
  /** Level digit d stands for LEVEL_RATIO ** (base + d) births. */
  base: number;
  female: EncodedNames;
  male: EncodedNames;
}

/**
 * Counts are stored as the nearest power of 1.15 (within 7.5%): one character a name and band,
 * which halves the module against two significant digits. Weights only compare names; 1.25
 * (within 12%) saved 1.8 KB but made the five most given boys' names of the 1950s one weight.
 */
const LEVEL_RATIO = 1.15;
const LEVEL_DIGITS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
const ABSENT = ' ';

const levelOf = (count: number) => Math.round(Math.log(count) / Math.log(LEVEL_RATIO));

export function encodeFirstNames(
  shipped: Record<Gender, readonly NameBirths[]>,
): EncodedFirstNames {
  const counts = [...shipped.female, ...shipped.male].flatMap((row) => row.births);
  const base = Math.min(...counts.filter((count) => count > 0).map(levelOf));
  const encode = (rows: readonly NameBirths[]): EncodedNames => ({
    names: packWords(rows.map((row) => row.name)),
    levels: rows
      .map((row) =>
        row.births
          .map((count) => {
            if (count === 0) return ABSENT;
            const digit = LEVEL_DIGITS[levelOf(count) - base];
            if (digit === undefined) throw new RangeError(`${row.name}: ${count} is out of range`);
            return digit;
          })
          .join(''),
      )
      .join(''),
  });
  return { base, female: encode(shipped.female), male: encode(shipped.male) };
}

/** The births a level character stands for. */
const birthsOfLevel = (base: number, level: string): number =>
  Math.round(LEVEL_RATIO ** (base + LEVEL_DIGITS.indexOf(level)));

export function decodeFirstNames(encoded: EncodedFirstNames, gender: Gender): NameBirths[] {
  const { names, levels } = encoded[gender];
  return unpackWords(names).map((name, index) => ({
    name,
    births: Array.from({ length: BAND_COUNT }, (_, band) => {
      const level = levels[index * BAND_COUNT + band] ?? ABSENT;
      return level === ABSENT ? 0 : birthsOfLevel(encoded.base, level);
    }),
  }));
}

/** The band of a birth year; years outside the shipped decades take the nearest one. */
export function bandOfYear(year: number): number {
  const band = Math.floor((year - FIRST_BAND_YEAR) / BAND_YEARS);
  return Math.min(BAND_COUNT - 1, Math.max(0, band));
}

interface BandChoice {
  names: string[];
  table: WeightedTable;
}

/** Each sex's names, unpacked when a person of that sex is first made. */
const unpackedNames: Partial<Record<Gender, string[]>> = {};
const namesOf = (gender: Gender): string[] =>
  (unpackedNames[gender] ??= unpackWords(FIRST_NAMES[gender].names));
let byName: Map<string, Partial<Record<Gender, readonly number[]>>> | undefined;
const choices: Record<Gender, (BandChoice | undefined)[]> = { female: [], male: [] };

/** The names shipped for one sex and band, most given first. */
export function firstNamesOf(gender: Gender, band: number): readonly string[] {
  return bandChoice(gender, band).names;
}

function bandChoice(gender: Gender, band: number): BandChoice {
  let choice = choices[gender][band];
  if (!choice) {
    // Only this band's counts are decoded: the first person needs one band of one sex.
    const { levels } = FIRST_NAMES[gender];
    const rows: { name: string; count: number }[] = [];
    namesOf(gender).forEach((name, index) => {
      const level = levels[index * BAND_COUNT + band] ?? ABSENT;
      if (level !== ABSENT) rows.push({ name, count: birthsOfLevel(FIRST_NAMES.base, level) });
    });
    rows.sort((a, b) => b.count - a.count);
    choice = {
      names: rows.map((row) => row.name),
      table: weightedTable(rows.map((row) => row.count)),
    };
    choices[gender][band] = choice;
  }
  return choice;
}

/** A first name of that sex, as often as babies of that band got it. */
export function randomFirstName(random: Random, gender: Gender, band: number): string {
  const { names, table } = bandChoice(gender, band);
  return names[pickWeighted(table, random.number.float())] ?? '';
}

/** Births by band of a shipped first name, per sex; undefined for a name we do not ship. */
export function birthsOfName(name: string): Partial<Record<Gender, readonly number[]>> | undefined {
  if (!byName) {
    byName = new Map();
    for (const gender of ['female', 'male'] as const) {
      for (const row of decodeFirstNames(FIRST_NAMES, gender)) {
        byName.set(row.name, { ...byName.get(row.name), [gender]: row.births });
      }
    }
  }
  return byName.get(name);
}

let surnames: { names: string[]; table: WeightedTable } | undefined;

/** The surnames in rank order, most common first. */
export function shippedSurnames(): readonly string[] {
  return surnameChoice().names;
}

/** Each surname weighs how many people bore it in the 2010 Census (the module's counts). */
function surnameChoice() {
  if (!surnames) {
    const [names = '', counts = ''] = SURNAMES.split('#');
    surnames = {
      names: names.split('|'),
      table: weightedTable(counts.split(',').map((count) => parseInt(count, 36))),
    };
  }
  return surnames;
}

export function randomSurname(random: Random): string {
  const { names, table } = surnameChoice();
  return names[pickWeighted(table, random.number.float())] ?? '';
}
