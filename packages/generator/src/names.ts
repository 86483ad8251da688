/**
 * First names by sex and birth decade (firstNames.data.ts, from the SSA's baby-name counts) and
 * surnames by US frequency (surnames.data.ts, from the 2010 Census counts). Decoded on first use.
 */
import type { Random } from './random.ts';
import type { Gender } from './fields.ts';
import { FIRST_NAMES } from './firstNames.data.ts';
import { SURNAME_PEOPLE, SURNAMES } from './surnames.data.ts';
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
const choices = new Map<string, BandChoice>();

/** The names shipped for one sex and band, most given first. */
export function firstNamesOf(gender: Gender, band: number): readonly string[] {
  return bandChoice(gender, band).names;
}

function bandChoice(gender: Gender, band: number): BandChoice {
  const key = `${gender}${band}`;
  let choice = choices.get(key);
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
    choices.set(key, choice);
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

/** Surnames as shipped: the most common in rank order with their counts, then the rest. */
export interface EncodedSurnames {
  /** Ranks 1 to topCount: names joined by '|', '#', counts in hundreds as drops (base 36). */
  top: string;
  /** The other names sorted and packed (words.ts); each weighs its count, as a level. */
  tailNames: string;
  /** One LEVEL_DIGITS character a tail name: its count is tailBase * TAIL_LEVEL_RATIO ** level. */
  tailLevels: string;
  tailBase: number;
}

export interface SurnameCount {
  name: string;
  count: number;
}

/** Counts to within 5%: the tail's counts only compare rare names with each other. */
const TAIL_LEVEL_RATIO = 1.1;
const HUNDRED = 100;

/** `rows` in rank order; the first `topCount` keep their order and counts to within 0.15%. */
export function encodeSurnames(rows: readonly SurnameCount[], topCount: number): EncodedSurnames {
  const top = rows.slice(0, topCount);
  const hundreds = top.map(({ count }) => Math.round(count / HUNDRED));
  const drops = hundreds.map((value, index) =>
    index === 0 ? value : (hundreds[index - 1] ?? 0) - value,
  );
  if (drops.some((drop) => drop < 0)) throw new RangeError('surnames must be in rank order');
  const tail = rows
    .slice(topCount)
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const tailBase = Math.min(...tail.map(({ count }) => count));
  const tailLevels = tail
    .map(({ name, count }) => {
      const digit =
        LEVEL_DIGITS[Math.round(Math.log(count / tailBase) / Math.log(TAIL_LEVEL_RATIO))];
      if (digit === undefined) throw new RangeError(`${name}: ${count} is out of range`);
      return digit;
    })
    .join('');
  return {
    top: `${top.map(({ name }) => name).join('|')}#${drops.map((drop) => drop.toString(36)).join(',')}`,
    tailNames: packWords(tail.map(({ name }) => name)),
    tailLevels,
    tailBase,
  };
}

/** The top names in rank order, then the others in alphabetical order, with their counts. */
export function decodeSurnames(encoded: EncodedSurnames): {
  top: SurnameCount[];
  tail: SurnameCount[];
} {
  const [names = '', drops = ''] = encoded.top.split('#');
  let hundreds = 0;
  const counts = drops.split(',').map((drop, index) => {
    hundreds = index === 0 ? parseInt(drop, 36) : hundreds - parseInt(drop, 36);
    return hundreds * HUNDRED;
  });
  const top = names.split('|').map((name, index) => ({ name, count: counts[index] ?? 0 }));
  const levelCounts = Array.from(LEVEL_DIGITS, (_, level) =>
    Math.round(encoded.tailBase * TAIL_LEVEL_RATIO ** level),
  );
  const tail = unpackWords(encoded.tailNames).map((name, index) => ({
    name,
    count: levelCounts[LEVEL_DIGITS.indexOf(encoded.tailLevels.charAt(index))] ?? 0,
  }));
  return { top, tail };
}

let surnames: { names: string[]; table: WeightedTable; topTable: WeightedTable } | undefined;

/** The top surnames in rank order, most common first, then the rarer ones alphabetically. */
export function shippedSurnames(): readonly string[] {
  return surnameChoice().names;
}

/**
 * Each of the most common surnames weighs how many people bore it in the 2010 Census. The
 * rarer shipped surnames also stand for everyone whose surname we do not ship (a third of
 * Americans, names too rare to list), in proportion to their own counts: so Smith keeps its
 * Census share of everyone (0.83%), and the share outside the most common is the Census's.
 */
function surnameChoice() {
  if (!surnames) {
    const { top, tail } = decodeSurnames(SURNAMES);
    const sum = (rows: readonly SurnameCount[]) =>
      rows.reduce((total, { count }) => total + count, 0);
    const tailFactor = (SURNAME_PEOPLE - sum(top)) / sum(tail);
    surnames = {
      names: [...top, ...tail].map(({ name }) => name),
      table: weightedTable([
        ...top.map(({ count }) => count),
        ...tail.map(({ count }) => count * tailFactor),
      ]),
      topTable: weightedTable(top.map(({ count }) => count)),
    };
  }
  return surnames;
}

export function randomSurname(random: Random): string {
  const { names, table } = surnameChoice();
  return names[pickWeighted(table, random.number.float())] ?? '';
}

/** One of the most common surnames (the Census top 1,000), as often as people bear it. */
export function randomCommonSurname(random: Random): string {
  const { names, topTable } = surnameChoice();
  return names[pickWeighted(topTable, random.number.float())] ?? '';
}
