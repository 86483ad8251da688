/**
 * First names by sex and birth decade (firstNames.data.ts, from the SSA's baby-name counts) and
 * surnames by US frequency (surnames.data.ts, from the 2010 Census counts). Decoded on first use.
 */
import type { Random } from '../draw/random.ts';
import type { Gender } from './fields.ts';
import {
  nationalFirstNameData,
  stateData,
  type EncodedFirstNames,
  type EncodedListedBands,
  type EncodedNames,
} from '../states/stateData.ts';
import { SURNAME_PEOPLE, SURNAMES as SHIPPED_SURNAMES } from './surnames.data.ts';
import {
  checkpointsOf,
  firstAbove,
  pickWeighted,
  pickWeightedByCheckpoints,
  weightedTable,
} from '../draw/weighted.ts';
import type { WeightedTable } from '../draw/weighted.ts';
import { PackedWords, packWords, unpackWords } from '../text/words.ts';
import { shownValue } from '../text/messages.ts';

/** Birth years are grouped in decades, 1940s to 2000s: every age from 18 to 80 until 2027. */
export const FIRST_BAND_YEAR = 1940;
export const BAND_YEARS = 10;
export const BAND_COUNT = 7;

/** A shipped name and how many babies of one sex got it in each band. */
export interface NameBirths {
  name: string;
  births: readonly number[];
}

/**
 * Counts are stored as the nearest power of 1.15 (within 7.5%): one character a name and band,
 * where two significant digits take two. Weights only compare names, but a coarser ratio gives
 * the most given names of a decade, which differ, one weight.
 */
const LEVEL_RATIO = 1.15;
/**
 * Digits first, then letters, then the other printable characters a JSON string writes as they
 * are (no space: it is ABSENT; no quote or backslash): 90 levels, so the counts of a state's
 * names, from a few births to a hundred thousand, fit one character each.
 */
const LEVEL_DIGITS =
  "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz!#$%&'()*+,-./:;<=>?@[]^_`{|}~";
const ABSENT = ' ';

/** Level digits are ASCII; anything else counts 0. */
const LEVEL_CODES = 128;
/**
 * A run that draws many names builds each whole table once (a draw is then a binary search);
 * until then a draw reads only what it needs, so the first person waits for little.
 */
const DRAWS_BEFORE_TABLE = 64;

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
  const distinct = new Set(
    Array.from(LEVEL_DIGITS, (level) => birthsOfLevel(base, level)).filter((births) => births > 0),
  );
  if (distinct.size !== LEVEL_DIGITS.length) {
    throw new RangeError(
      `first names: counts as small as ${Math.min(...counts)} round levels together`,
    );
  }
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

/**
 * The bands in which the SSA lists each name at all, one bitmask a name (bit b: band b), in the
 * order of the sex's shipped names. A name's listed bands are nearly always a run of decades, so
 * a sex's names share a few dozen sets: each set is shipped once, and a name is one level digit,
 * the index of its set.
 */
export function encodeListedBands(masks: readonly number[]): EncodedListedBands {
  const sets = [...new Set(masks)].sort((a, b) => a - b);
  if (sets.length > LEVEL_DIGITS.length) {
    throw new RangeError(`listed bands: ${sets.length} sets are more than one digit can name`);
  }
  return {
    masks: sets,
    sets: masks.map((mask) => LEVEL_DIGITS.charAt(sets.indexOf(mask))).join(''),
  };
}

/** Each name's bitmask of listed bands, in the order of the sex's names. */
export function decodeListedBands({ masks, sets }: EncodedListedBands): number[] {
  return Array.from(sets, (digit) => masks[LEVEL_DIGITS.indexOf(digit)] ?? 0);
}

/** The band of a birth year; years outside the shipped decades take the nearest one. */
export function bandOfYear(year: number): number {
  const band = Math.floor((year - FIRST_BAND_YEAR) / BAND_YEARS);
  return Math.min(BAND_COUNT - 1, Math.max(0, band));
}

/**
 * A band's names sorted by births, drawn as a weighted table of them would be, without the
 * table: every name of a level has the same births, so the running totals are a few levels'
 * (in `levels`) and a name is found within its level by a division. A long run draws from some
 * 700 state bands, each too few times to repay a table of thousands of running totals; a band's
 * few dozen levels' totals take a few cache lines.
 */
interface BandChoice {
  /**
   * The names, most given first: a draw reads its name here; a position in the sex's list would
   * be one more read from far away in memory.
   */
  names: string[];
  /** The levels that have names. */
  count: number;
  /**
   * For those levels, most births first, in one array (three arrays would be three objects to
   * read from far away): the births of all names through each level (whole numbers, so exactly a
   * table's running totals), then the births of each name of each level, then where each
   * level's names start in `names`, and after the last, its length: 3 * count + 1 numbers.
   */
  levels: Float64Array;
}

/**
 * A sex's entry of a record by two named loads: `record[gender]`, at a place that sees both
 * sexes, goes megamorphic and is a generic property lookup for every person.
 */
const ofGender = <T>(record: Readonly<Record<Gender, T>>, gender: Gender): T =>
  gender === 'female' ? record.female : record.male;

/** Where a sex's band has its draw in FirstNameSet's choices. */
const choiceSlot = (gender: Gender, band: number): number =>
  gender === 'female' ? band : BAND_COUNT + band;

/** What each level character stands for, by its code; 0 for ABSENT and any other character. */
function byLevelCode(valueOfLevel: (level: number) => number): Float64Array {
  const values = new Float64Array(LEVEL_CODES);
  for (let level = 0; level < LEVEL_DIGITS.length; level++) {
    values[LEVEL_DIGITS.charCodeAt(level)] = valueOfLevel(level);
  }
  return values;
}

const ABSENT_CODE = ABSENT.charCodeAt(0);
/**
 * First names drawn so far, from every set: a run past DRAWS_BEFORE_TABLE builds each band's
 * table at its next draw, whichever state it is in, so a long run does not draw a state's first
 * 64 names the slow way.
 */
let firstNameDraws = 0;

/** One string for each first name, whichever sets list it (PackedWords). */
const firstNameWords = new Map<string, string>();

/**
 * One shipped set of first names (the nation's, or a state's): each sex's names, read one at a
 * time until a run needs many (PackedWords), and each band's draw, built whole once a run has
 * drawn from the set often.
 */
export class FirstNameSet {
  readonly encoded: EncodedFirstNames;
  private readonly packed: Record<Gender, PackedWords | undefined> = {
    female: undefined,
    male: undefined,
  };
  /** Each band's draw, built once: a woman's band at its number, a man's BAND_COUNT later. */
  private readonly choices: (BandChoice | undefined)[] = [];
  private births: Float64Array | undefined;

  constructor(encoded: EncodedFirstNames) {
    this.encoded = encoded;
  }

  namesOf(gender: Gender): PackedWords {
    return (
      ofGender(this.packed, gender) ??
      (this.packed[gender] = new PackedWords(ofGender(this.encoded, gender).names, firstNameWords))
    );
  }

  /** The names shipped for one sex and band, most given first. */
  bandNames(gender: Gender, band: number): string[] {
    return [...this.bandChoice(gender, band).names];
  }

  /** Births by level code; each level stands for more births than the one before it. */
  levelBirths(): Float64Array {
    if (!this.births) {
      const { base } = this.encoded;
      const births = byLevelCode((level) => birthsOfLevel(base, LEVEL_DIGITS.charAt(level)));
      for (let level = 1; level < LEVEL_DIGITS.length; level++) {
        const previous = births[LEVEL_DIGITS.charCodeAt(level - 1)] ?? 0;
        if (!((births[LEVEL_DIGITS.charCodeAt(level)] ?? 0) > previous)) {
          throw new Error(
            `first names: level ${level} stands for no more births than the one before`,
          );
        }
      }
      this.births = births;
    }
    return this.births;
  }

  /**
   * A band's names sorted by births, with their levels' running totals: what a long run draws
   * from (nameBySortedBand). Sorted by counting: each level is its own count (levelBirths),
   * so the names go out level by level from the most births down, in list order within a level,
   * which is the order a stable sort by births gives, in less time than a comparison sort. Since
   * a band holds its names, building it unpacks the sex's list whole, which a long run does
   * anyway.
   */
  bandChoice(gender: Gender, band: number): BandChoice {
    let choice = this.choices[choiceSlot(gender, band)];
    if (!choice) {
      const { levels } = ofGender(this.encoded, gender);
      const names = levels.length / BAND_COUNT;
      const births = this.levelBirths();
      const namesAt = new Int32Array(LEVEL_CODES);
      let count = 0;
      for (let position = 0; position < names; position++) {
        const code = levels.charCodeAt(position * BAND_COUNT + band);
        if (code === ABSENT_CODE) continue;
        if (!((births[code] ?? 0) > 0))
          throw new Error(`first names: “${String.fromCharCode(code)}” is not a level`);
        if (namesAt[code] === 0) count++;
        namesAt[code] = (namesAt[code] ?? 0) + 1;
      }
      // BandChoice.levels, filled from the most births down.
      const table = new Float64Array(3 * count + 1);
      const nextAt = new Int32Array(LEVEL_CODES);
      let shipped = 0;
      let block = 0;
      let total = 0;
      for (let level = LEVEL_DIGITS.length - 1; level >= 0; level--) {
        const code = LEVEL_DIGITS.charCodeAt(level);
        const many = namesAt[code] ?? 0;
        nextAt[code] = shipped;
        if (many === 0) continue;
        total += many * (births[code] ?? 0);
        table[block] = total;
        table[count + block] = births[code] ?? 0;
        table[2 * count + block] = shipped;
        block++;
        shipped += many;
      }
      table[3 * count] = shipped;
      if (!(total > 0)) throw new RangeError(`first names: band ${band} ships no ${gender} name`);
      const words = this.namesOf(gender).all();
      const sorted = new Array<string>(shipped);
      for (let position = 0; position < names; position++) {
        const code = levels.charCodeAt(position * BAND_COUNT + band);
        if (code === ABSENT_CODE) continue;
        const at = nextAt[code] ?? 0;
        nextAt[code] = at + 1;
        sorted[at] = words[position] ?? '';
      }
      choice = { names: sorted, count, levels: table };
      this.choices[choiceSlot(gender, band)] = choice;
    }
    return choice;
  }

  /**
   * The name a weighted table of the band's names' births gives for `unit` (pickWeighted: the
   * first whose running total is above unit * total, the last if none is), from the sorted band
   * (bandChoice): found among the levels' totals, then within the level.
   */
  nameBySortedBand(gender: Gender, band: number, unit: number): string {
    const { names, count, levels } = this.bandChoice(gender, band);
    const target = unit * (levels[count - 1] ?? 0);
    const block = firstAbove(levels, target, 0, count - 1);
    if (!((levels[block] ?? 0) > target)) return names[names.length - 1] ?? '';
    const before = block === 0 ? 0 : (levels[block - 1] ?? 0);
    const start = levels[2 * count + block] ?? 0;
    const many = (levels[2 * count + block + 1] ?? 0) - start;
    return names[start + nthInLevel(target, before, levels[count + block] ?? 1, many)] ?? '';
  }

  /**
   * The position, in its sex's list, of the name nameBySortedBand gives, without sorting the
   * band: births are whole numbers, so the sorted table's running totals are exact, and the
   * names of one count sit together in it, in list order. The draw finds the count whose names
   * hold the unit, then the name among them: two passes over one character a name, where sorting
   * the band's thousands of names kept the first person waiting. Each level is its own count
   * (levelBirths checks it), so names are counted by level in an array and the levels taken from
   * the most births down: no map or sort, which would keep a page's first draw of the other sex
   * waiting.
   */
  positionByLevels(gender: Gender, band: number, unit: number): number {
    const { levels } = ofGender(this.encoded, gender);
    const names = levels.length / BAND_COUNT;
    const births = this.levelBirths();
    const namesAt = new Int32Array(LEVEL_CODES);
    let total = 0;
    for (let position = 0; position < names; position++) {
      const code = levels.charCodeAt(position * BAND_COUNT + band);
      namesAt[code] = (namesAt[code] ?? 0) + 1;
      total += births[code] ?? 0;
    }
    const target = unit * total;
    // Past the last name (unit * total rounded up to the total), the table's last name, as there.
    let chosen = -1;
    let nth = 0;
    let before = 0;
    for (let level = LEVEL_DIGITS.length - 1; level >= 0; level--) {
      const code = LEVEL_DIGITS.charCodeAt(level);
      const many = namesAt[code] ?? 0;
      if (many === 0) continue;
      const count = births[code] ?? 0;
      chosen = code;
      nth = many - 1;
      if (before + many * count > target) {
        nth = nthInLevel(target, before, count, many);
        break;
      }
      before += many * count;
    }
    for (let position = 0; position < names; position++) {
      if (levels.charCodeAt(position * BAND_COUNT + band) === chosen && nth-- === 0)
        return position;
    }
    return -1;
  }

  /** A first name of that sex, as often as babies of that band got it. */
  randomName(random: Random, gender: Gender, band: number): string {
    const unit = random.number.float();
    if (this.choices[choiceSlot(gender, band)] || ++firstNameDraws > DRAWS_BEFORE_TABLE) {
      return this.nameBySortedBand(gender, band, unit);
    }
    return this.namesOf(gender).at(this.positionByLevels(gender, band, unit));
  }
}

/**
 * Which of a level's `many` names (each `count` births, after `before` births of the levels
 * above) holds `target`: the first whose running total is above it. The division may round
 * either way; the totals are whole numbers, so the checks after it are exact.
 */
function nthInLevel(target: number, before: number, count: number, many: number): number {
  let nth = Math.min(Math.max(Math.floor((target - before) / count), 0), many - 1);
  while (nth > 0 && before + nth * count > target) nth--;
  while (nth < many - 1 && before + (nth + 1) * count <= target) nth++;
  return nth;
}

const stateSets = new Map<string, FirstNameSet>();

/** The first names of a state's births (by postal code), from its data (stateData.ts). */
export function stateFirstNames(stateCode: string): FirstNameSet {
  let set = stateSets.get(stateCode);
  if (!set) stateSets.set(stateCode, (set = new FirstNameSet(stateData(stateCode).firstNames)));
  return set;
}

let nationalSet: FirstNameSet | undefined;

/** The nation's first names: what a locked first name's gender and birth years come from. */
export function nationalFirstNames(): FirstNameSet {
  return (nationalSet ??= new FirstNameSet(nationalFirstNameData()));
}

/**
 * A first name of that sex given in the state (its postal code) in that band, as often as the
 * state's babies got it.
 */
export function randomFirstName(
  random: Random,
  gender: Gender,
  band: number,
  stateCode: string,
): string {
  return stateFirstNames(stateCode).randomName(random, gender, band);
}

/** The names a state (by postal code) ships for one sex and band, most given first. */
export function firstNamesOf(gender: Gender, band: number, stateCode: string): readonly string[] {
  return stateFirstNames(stateCode).bandNames(gender, band);
}

type NameBirthsBySex = Partial<Record<Gender, readonly number[]>>;
type ListedBandsBySex = Partial<Record<Gender, number>>;

/**
 * The nation's first names: their births by sex, the bands in which the SSA lists them by sex,
 * and their spelling by their lower case.
 */
interface FirstNameIndex {
  births: Map<string, NameBirthsBySex>;
  listed: Map<string, ListedBandsBySex>;
  spelling: Map<string, string>;
}
let firstNameIndex: FirstNameIndex | undefined;

function firstNames(): FirstNameIndex {
  if (firstNameIndex) return firstNameIndex;
  const births = new Map<string, NameBirthsBySex>();
  const listed = new Map<string, ListedBandsBySex>();
  const encoded = nationalFirstNameData();
  for (const gender of ['female', 'male'] as const) {
    const masks = decodeListedBands(ofGender(encoded.listed, gender));
    decodeFirstNames(encoded, gender).forEach((row, index) => {
      births.set(row.name, { ...births.get(row.name), [gender]: row.births });
      listed.set(row.name, { ...listed.get(row.name), [gender]: masks[index] ?? 0 });
    });
  }
  const spelling = new Map([...births.keys()].map((name) => [name.toLowerCase(), name]));
  return (firstNameIndex = { births, listed, spelling });
}

/**
 * The bands in which the SSA lists a shipped first name at all, per sex that it is shipped for,
 * as a bitmask (bit b: band b), the name written in any capitals; undefined for a name we do not
 * ship. Every band the shipped counts give it is among them.
 */
export function listedBandsOfName(name: string): ListedBandsBySex | undefined {
  const spelled = firstNameNamed(name);
  return spelled === undefined ? undefined : firstNames().listed.get(spelled);
}

/**
 * The nation's births by band of a shipped first name, per sex, the name written in any capitals
 * ("michael" is Michael); undefined for a name we do not ship.
 */
export function birthsOfName(name: string): NameBirthsBySex | undefined {
  const spelled = firstNameNamed(name);
  return spelled === undefined ? undefined : firstNames().births.get(spelled);
}

/** Whether the data knows the first name, in any capitals: then gender and birth years follow it. */
export function isKnownFirstName(name: string): boolean {
  if (typeof name !== 'string') {
    throw new TypeError(`isKnownFirstName(name) reads text, not ${shownValue(name)}`);
  }
  return birthsOfName(name) !== undefined;
}

/**
 * The data's spelling of a first name typed in other capitals ("michael", "MICHAEL": Michael);
 * undefined for a name it does not know. Accents are the name's own: "José" is not Jose.
 */
export function firstNameNamed(typed: string): string | undefined {
  if (typeof typed !== 'string') {
    throw new TypeError(`firstNameNamed(text) reads text, not ${shownValue(typed)}`);
  }
  const { births, spelling } = firstNames();
  return births.has(typed) ? typed : spelling.get(typed.toLowerCase());
}

/**
 * Surnames as shipped: the most common in rank order with their counts, then the rest. The
 * generated module (surnames.data.ts) imports nothing, and is read as this here.
 */
export interface EncodedSurnames {
  /** Ranks 1 to topCount: names joined by '|', '#', counts in hundreds as drops (base 36). */
  top: string;
  /** The other names sorted and packed (words.ts); each weighs its count, as a level. */
  tailNames: string;
  /** One LEVEL_DIGITS character a tail name: its count is tailBase * TAIL_LEVEL_RATIO ** level. */
  tailLevels: string;
  tailBase: number;
  /** What each tail count is multiplied by in a draw (see surnameWeights). */
  tailFactor: number;
  /** The draw's running totals every CHECKPOINT_EVERY names, and its total (checkpointsOf). */
  checkpoints: number[];
}

export interface SurnameCount {
  name: string;
  count: number;
}

/** Counts to within 5%: the tail's counts only compare rare names with each other. */
const SURNAMES: EncodedSurnames = SHIPPED_SURNAMES;

const TAIL_LEVEL_RATIO = 1.1;
const HUNDRED = 100;
const CHECKPOINT_EVERY = 128;

/**
 * `rows` in rank order; the first `topCount` keep their order and counts to within 0.15%.
 * `people`: everyone the source counts, whatever their surname (see surnameWeights).
 */
export function encodeSurnames(
  rows: readonly SurnameCount[],
  topCount: number,
  people: number,
): EncodedSurnames {
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
  const counted = {
    top: `${top.map(({ name }) => name).join('|')}#${drops.map((drop) => drop.toString(36)).join(',')}`,
    tailLevels,
    tailBase,
  };
  const { topNames, counts } = decodeSurnameCounts(counted);
  const { weights, tailFactor } = surnameWeights(counts, topNames.length, people);
  return {
    ...counted,
    tailNames: packWords(tail.map(({ name }) => name)),
    tailFactor,
    checkpoints: checkpointsOf(weightedTable(weights), CHECKPOINT_EVERY),
  };
}

/** The top names in rank order, then the others in alphabetical order, with their counts. */
export function decodeSurnames(encoded: EncodedSurnames): {
  top: SurnameCount[];
  tail: SurnameCount[];
} {
  const { topNames, counts } = decodeSurnameCounts(encoded);
  return {
    top: topNames.map((name, index) => ({ name, count: counts[index] ?? 0 })),
    tail: unpackWords(encoded.tailNames).map((name, index) => ({
      name,
      count: counts[topNames.length + index] ?? 0,
    })),
  };
}

/** The top names, and every count: the top's, then the tail's (whose names stay packed). */
function decodeSurnameCounts(encoded: Pick<EncodedSurnames, 'top' | 'tailLevels' | 'tailBase'>) {
  const { topNames, topCounts } = decodeTop(encoded.top);
  const counts = new Float64Array(topNames.length + encoded.tailLevels.length);
  counts.set(topCounts);
  const countOfLevel = tailLevelCounts(encoded.tailBase);
  const { tailLevels } = encoded;
  for (let index = 0; index < tailLevels.length; index++) {
    counts[topNames.length + index] = countOfLevel[tailLevels.charCodeAt(index)] ?? 0;
  }
  return { topNames, counts };
}

function decodeTop(top: string): { topNames: string[]; topCounts: Float64Array } {
  const [names = '', drops = ''] = top.split('#');
  const topNames = names.split('|');
  const dropTexts = drops.split(',');
  if (dropTexts.length !== topNames.length) throw new Error('surnames: names and counts differ');
  const topCounts = new Float64Array(topNames.length);
  let hundreds = 0;
  dropTexts.forEach((drop, index) => {
    hundreds = index === 0 ? parseInt(drop, 36) : hundreds - parseInt(drop, 36);
    topCounts[index] = hundreds * HUNDRED;
  });
  return { topNames, topCounts };
}

/** A tail count by its level character's code. */
const tailLevelCounts = (tailBase: number): Float64Array =>
  byLevelCode((level) => Math.round(tailBase * TAIL_LEVEL_RATIO ** level));

/**
 * Each of the most common surnames weighs how many people bore it in the 2010 Census. The
 * rarer shipped surnames also stand for everyone whose surname we do not ship (a third of
 * Americans, names too rare to list), in proportion to their own counts: so Smith keeps its
 * Census share of everyone (0.83%), and the share outside the most common is the Census's.
 */
function surnameWeights(counts: Float64Array, topCount: number, people: number) {
  let topPeople = 0;
  for (let index = 0; index < topCount; index++) topPeople += counts[index] ?? 0;
  let tailPeople = 0;
  for (let index = topCount; index < counts.length; index++) tailPeople += counts[index] ?? 0;
  const tailFactor = (people - topPeople) / tailPeople;
  const weights = counts.slice();
  for (let index = topCount; index < weights.length; index++) {
    weights[index] = (counts[index] ?? 0) * tailFactor;
  }
  return { weights, tailFactor };
}

/**
 * What a draw needs, and no more: the top 1,000 names and counts; the rarer names stay packed
 * and their counts are read where a draw lands (the checkpoints find the block). The first
 * person reads a few hundred characters, not ten thousand names.
 */
let surnames:
  | {
      top: string[];
      topCounts: Float64Array;
      topTable: WeightedTable;
      tail: PackedWords;
      countOfLevel: Float64Array;
    }
  | undefined;

function surnameChoice() {
  if (!surnames) {
    const { topNames, topCounts } = decodeTop(SURNAMES.top);
    surnames = {
      top: topNames,
      topCounts,
      topTable: weightedTable(topCounts),
      tail: new PackedWords(SURNAMES.tailNames),
      countOfLevel: tailLevelCounts(SURNAMES.tailBase),
    };
  }
  return surnames;
}

/** The top surnames in rank order, most common first, then the rarer ones alphabetically. */
export function shippedSurnames(): readonly string[] {
  const { top, tail } = surnameChoice();
  return [...top, ...tail.all()];
}

let draws = 0;
let wholeTable: WeightedTable | undefined;

/** The index of a surname drawn by people (surnameWeights), from the shipped checkpoints. */
export function surnameIndex(unit: number): number {
  if (wholeTable || ++draws > DRAWS_BEFORE_TABLE) {
    return pickWeighted((wholeTable ??= surnameTable()), unit);
  }
  return surnameIndexByCheckpoints(unit);
}

/** surnameIndex before a run has drawn many: a block of at most CHECKPOINT_EVERY weights. */
export function surnameIndexByCheckpoints(unit: number): number {
  const { top, topCounts, countOfLevel } = surnameChoice();
  const { tailLevels, tailFactor, checkpoints } = SURNAMES;
  const weightAt = (index: number) =>
    index < top.length
      ? (topCounts[index] ?? 0)
      : (countOfLevel[tailLevels.charCodeAt(index - top.length)] ?? 0) * tailFactor;
  const length = top.length + tailLevels.length;
  return pickWeightedByCheckpoints(checkpoints, CHECKPOINT_EVERY, length, weightAt, unit);
}

/** The table surnameIndex draws from, built whole: what the checkpoints stand for. */
export function surnameTable(): WeightedTable {
  const { topNames, counts } = decodeSurnameCounts(SURNAMES);
  return weightedTable(surnameWeights(counts, topNames.length, SURNAME_PEOPLE).weights);
}

export function randomSurname(random: Random): string {
  const { top, tail } = surnameChoice();
  const index = surnameIndex(random.number.float());
  return index < top.length ? (top[index] ?? '') : tail.at(index - top.length);
}

/** The most common surnames (the Census top 1,000) in rank order, and how many people bear each. */
export function commonSurnames(): { names: readonly string[]; counts: Float64Array } {
  const { top, topCounts } = surnameChoice();
  return { names: top, counts: topCounts };
}

/** One of the most common surnames (the Census top 1,000), as often as people bear it. */
export function randomCommonSurname(random: Random): string {
  const { top, topTable } = surnameChoice();
  return top[pickWeighted(topTable, random.number.float())] ?? '';
}
