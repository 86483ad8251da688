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
import { FIRST_NAME_ORIGINS, SURNAME_ORIGINS } from './origins.data.ts';
import { originAt, type Origin } from './origins.ts';
import {
  ORIGIN_COUNT,
  PROFILE_OF_CODE,
  decodeMajorities,
  decodeProfiles,
} from '../states/originProfiles.ts';
import type { EncodedStateOrigins } from '../states/stateData.ts';
import { LARGEST_UNIT, firstAbove, pickWeighted, weightedTable } from '../draw/weighted.ts';
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
  /** Each name's origin profile (a state's sets only), and the band choices by origin. */
  private readonly origins: EncodedStateOrigins | undefined;
  private readonly originChoices: (OriginBandChoice | undefined)[] = [];
  /** Each name's profile times LEVEL_CODES, by sex: read by each band's choice. */
  private readonly profileKeys: Record<Gender, Int32Array | undefined> = {
    female: undefined,
    male: undefined,
  };
  private positions: Record<Gender, Map<string, number> | undefined> = {
    female: undefined,
    male: undefined,
  };

  constructor(encoded: EncodedFirstNames, origins?: EncodedStateOrigins) {
    this.encoded = encoded;
    this.origins = origins;
  }

  /**
   * A sex's names of a band for draws by origin, in two levels: the names of each origin profile,
   * and within a profile the names of each level (one births count). A draw for an origin first
   * picks a profile by its names' births times its share of the origin, then a name of it as the
   * level blocks do. The blocks do not depend on the origin, so a band holds one table for every
   * origin and a draw reads a few cache lines of it.
   */
  originBandChoice(gender: Gender, band: number): OriginBandChoice {
    let choice = this.originChoices[choiceSlot(gender, band)];
    if (choice) return choice;
    const origins = this.origins;
    if (!origins) throw new Error('first names by origin: this set has no origins');
    const { levels } = ofGender(this.encoded, gender);
    const profilesOfNames = ofGender(origins, gender);
    const names = levels.length / BAND_COUNT;
    if (profilesOfNames.length !== names) {
      throw new Error(`first names: ${profilesOfNames.length} origins for ${names} names`);
    }
    const births = this.levelBirths();
    // The shipped profiles, then one more: the names Tzioumis does not list (origins.data.ts).
    const profileCount = firstNameProfiles().length / ORIGIN_COUNT + 1;
    // Names of each profile and level: counted, then placed profile by profile, each profile's
    // levels from the most births down (a counting sort, as bandChoice's).
    const counts = new Int32Array(profileCount * LEVEL_CODES);
    const keys = this.profileKeysOf(gender, profilesOfNames, profileCount);
    for (let position = 0; position < names; position++) {
      const code = levels.charCodeAt(position * BAND_COUNT + band);
      if (code === ABSENT_CODE) continue;
      const at = (keys[position] ?? 0) + code;
      counts[at] = (counts[at] ?? 0) + 1;
    }
    const blockOfKey = new Int32Array(profileCount * LEVEL_CODES).fill(-1);
    const starts: number[] = [0];
    const eachBirths: number[] = [];
    const withinProfile: number[] = [];
    const profileBlocks = new Int32Array(profileCount + 1);
    const profileBirths = new Float64Array(profileCount);
    for (let profile = 0; profile < profileCount; profile++) {
      profileBlocks[profile] = eachBirths.length;
      let total = 0;
      for (let level = LEVEL_DIGITS.length - 1; level >= 0; level--) {
        const key = profile * LEVEL_CODES + LEVEL_DIGITS.charCodeAt(level);
        const many = counts[key] ?? 0;
        if (many === 0) continue;
        const each = births[LEVEL_DIGITS.charCodeAt(level)] ?? 0;
        blockOfKey[key] = eachBirths.length;
        eachBirths.push(each);
        total += many * each;
        withinProfile.push(total);
        starts.push((starts[starts.length - 1] ?? 0) + many);
      }
      profileBirths[profile] = total;
    }
    profileBlocks[profileCount] = eachBirths.length;
    const words = this.namesOf(gender).all();
    const sorted = new Array<string>(starts[starts.length - 1] ?? 0);
    const next = Int32Array.from(starts);
    for (let position = 0; position < names; position++) {
      const code = levels.charCodeAt(position * BAND_COUNT + band);
      if (code === ABSENT_CODE) continue;
      const block = blockOfKey[(keys[position] ?? 0) + code] ?? 0;
      const at = next[block] ?? 0;
      next[block] = at + 1;
      sorted[at] = words[position] ?? '';
    }
    // One array for every number a draw reads (a few cache lines, not one array each), laid out
    // as originBandLayout says.
    const shares = bandShares(firstNameProfiles(), profileBirths);
    const blocks = eachBirths.length;
    const layout = originBandLayout(profileCount, blocks);
    const table = new Float64Array(layout.length);
    for (let origin = 0; origin < ORIGIN_COUNT; origin++) {
      let total = 0;
      for (let profile = 0; profile < profileCount; profile++) {
        total += (profileBirths[profile] ?? 0) * (shares[profile * ORIGIN_COUNT + origin] ?? 0);
        table[origin * profileCount + profile] = total;
      }
    }
    for (let block = 0; block <= blocks; block++) {
      const at = layout.blockAt + BLOCK_FIELDS * block;
      table[at] = withinProfile[block] ?? 0;
      table[at + 1] = eachBirths[block] ?? 0;
      table[at + 2] = starts[block] ?? 0;
    }
    for (let profile = 0; profile < profileCount; profile++) {
      const fields = layout.profileAt + PROFILE_FIELDS * profile;
      table[fields] = profileBlocks[profile] ?? 0;
      table[fields + 1] = profileBirths[profile] ?? 0;
      table[fields + 2] = (profileBlocks[profile + 1] ?? 0) - 1;
    }
    choice = { names: sorted, profiles: profileCount, table, ...layout };
    this.originChoices[choiceSlot(gender, band)] = choice;
    return choice;
  }

  /** Each of the sex's names' profile (its digit) times LEVEL_CODES, checked once for its bands. */
  private profileKeysOf(gender: Gender, digits: string, profileCount: number): Int32Array {
    const known = this.profileKeys[gender];
    if (known) return known;
    const keys = new Int32Array(digits.length);
    for (let position = 0; position < digits.length; position++) {
      const profile = PROFILE_OF_CODE[digits.charCodeAt(position)] ?? -1;
      if (profile < 0 || profile >= profileCount) {
        throw new Error('first names: an origin is not a profile digit');
      }
      keys[position] = profile * LEVEL_CODES;
    }
    return (this.profileKeys[gender] = keys);
  }

  /** A name of the band drawn for a person of `origin` (nameIndexOf). */
  randomNameOfOrigin(random: Random, gender: Gender, band: number, origin: Origin): string {
    const choice = this.originBandChoice(gender, band);
    const index = nameIndexOf(choice, origin, random.number.float());
    if (index < 0) throw new RangeError(`first names: no ${gender} name of band ${band}`);
    return choice.names[index] ?? '';
  }

  private positionOf(gender: Gender, name: string): number | undefined {
    const positions = (this.positions[gender] ??= new Map(
      this.namesOf(gender)
        .all()
        .map((word, position) => [word, position]),
    ));
    return positions.get(name);
  }

  /** Whether the set ships the name for the sex. */
  originLikelihoodsKnown(gender: Gender, name: string): boolean {
    return this.positionOf(gender, name) !== undefined;
  }

  /**
   * How much more likely a person of each origin is than the sex's average person to bear the
   * name (its profile's share over the average share of the sex's births): for a locked first
   * name. Undefined for a name the set does not ship or Tzioumis does not list.
   */
  originLikelihoods(gender: Gender, name: string): Float64Array | undefined {
    const position = this.positionOf(gender, name);
    const digits = this.origins && ofGender(this.origins, gender);
    if (position === undefined || !digits) return undefined;
    const shares = firstNameProfiles();
    const profile = PROFILE_OF_CODE[digits.charCodeAt(position)] ?? -1;
    if (profile < 0 || profile >= shares.length / ORIGIN_COUNT) return undefined;
    // Each origin's share of the sex's births over every band: what the draw weighs a name
    // against, so a locked name leads to the origin its own draw would most often come from.
    let births = 0;
    const average = new Float64Array(ORIGIN_COUNT);
    for (let band = 0; band < BAND_COUNT; band++) {
      const { profiles, table, profileAt } = this.originBandChoice(gender, band);
      for (let listed = 0; listed < profiles - 1; listed++) {
        const profileBirths = table[profileAt + PROFILE_FIELDS * listed + 1] ?? 0;
        births += profileBirths;
        for (let origin = 0; origin < ORIGIN_COUNT; origin++) {
          average[origin] =
            (average[origin] ?? 0) + profileBirths * (shares[listed * ORIGIN_COUNT + origin] ?? 0);
        }
      }
    }
    return Float64Array.from({ length: ORIGIN_COUNT }, (_, origin) => {
      const mean = births > 0 ? (average[origin] ?? 0) / births : 0;
      return mean > 0 ? (shares[profile * ORIGIN_COUNT + origin] ?? 0) / mean : 0;
    });
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
   * A band's names sorted by births, with their levels' running totals: what the band's list of names
   * (bandNames) is read from. Sorted by counting: each level is its own count (levelBirths),
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
}

/** A band's names by origin profile, then by level (originBandChoice). */
interface OriginBandChoice extends OriginBandLayout {
  /** The names, profile by profile, each profile's from the most births down. */
  names: string[];
  profiles: number;
  /** Every number a draw reads, as originBandLayout places them. */
  table: Float64Array;
}

type OriginBandLayout = ReturnType<typeof originBandLayout>;

/** A profile's numbers in an OriginBandChoice's table: its first block, its births, its last block. */
const PROFILE_FIELDS = 3;
/**
 * A block's numbers (a level of a profile): its running total within the profile, its births a
 * name, its first name's place.
 */
const BLOCK_FIELDS = 3;

/**
 * Where each part of an OriginBandChoice's table starts: first each origin's running totals of
 * the profiles (ORIGIN_COUNT times `profiles`), then each profile's numbers (PROFILE_FIELDS),
 * then each block's (BLOCK_FIELDS; one more block, whose first name's place is the names'
 * count). A draw's numbers of a profile sit together, as do a block's and its neighbours'.
 */
function originBandLayout(profiles: number, blocks: number) {
  const profileAt = ORIGIN_COUNT * profiles;
  const blockAt = profileAt + PROFILE_FIELDS * profiles;
  return { profileAt, blockAt, length: blockAt + BLOCK_FIELDS * (blocks + 1) };
}

/**
 * The place among the band's names (OriginBandChoice.names) of the name a unit draws for a
 * person of `origin`: a profile by its running totals for the origin, then where the unit falls
 * among the profile's births, then the first of its blocks whose running total is above that
 * (its last if none is), then the name within the block's level (nthInLevel). The place never
 * falls as the unit grows: profiles, blocks and names lie in that order. -1 when the origin
 * weighs no name of the band.
 */
function nameIndexOf(choice: OriginBandChoice, origin: Origin, unit: number): number {
  const { profiles, table, profileAt, blockAt } = choice;
  const totals = origin * profiles;
  const total = table[totals + profiles - 1] ?? 0;
  if (!(total > 0)) return -1;
  const target = unit * total;
  let profile = 0;
  let before = 0;
  let upTo = table[totals] ?? 0;
  while (profile < profiles - 1 && upTo <= target) {
    before = upTo;
    profile++;
    upTo = table[totals + profile] ?? 0;
  }
  const fields = profileAt + PROFILE_FIELDS * profile;
  const inProfile = ((target - before) / (upTo - before)) * (table[fields + 1] ?? 0);
  const first = table[fields] ?? 0;
  let block = first;
  let last = table[fields + 2] ?? 0;
  while (block < last) {
    const middle = (block + last) >>> 1;
    if ((table[blockAt + BLOCK_FIELDS * middle] ?? 0) > inProfile) last = middle;
    else block = middle + 1;
  }
  const at = blockAt + BLOCK_FIELDS * block;
  const blockBefore = block === first ? 0 : (table[at - BLOCK_FIELDS] ?? 0);
  const start = table[at + 2] ?? 0;
  const many = (table[at + BLOCK_FIELDS + 2] ?? 0) - start;
  return start + nthInLevel(inProfile, blockBefore, table[at + 1] ?? 1, many);
}

let firstNameShares: Float64Array | undefined;
const firstNameProfiles = () => (firstNameShares ??= decodeProfiles(FIRST_NAME_ORIGINS.profiles));

/**
 * The shipped profiles' shares, then the shares of the names Tzioumis does not list, which say
 * nothing of an origin: the band's listed names' shares, weighed by their births, so such a
 * name is as likely for each origin as a name of the band is.
 */
function bandShares(profiles: Float64Array, profileBirths: Float64Array): Float64Array {
  const listed = profiles.length / ORIGIN_COUNT;
  const shares = new Float64Array(profiles.length + ORIGIN_COUNT);
  shares.set(profiles);
  let births = 0;
  for (let profile = 0; profile < listed; profile++) births += profileBirths[profile] ?? 0;
  for (let origin = 0; origin < ORIGIN_COUNT; origin++) {
    let sum = 0;
    for (let profile = 0; profile < listed; profile++) {
      sum += (profileBirths[profile] ?? 0) * (profiles[profile * ORIGIN_COUNT + origin] ?? 0);
    }
    shares[listed * ORIGIN_COUNT + origin] = births > 0 ? sum / births : 1 / ORIGIN_COUNT;
  }
  return shares;
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
  if (!set) {
    const data = stateData(stateCode);
    stateSets.set(stateCode, (set = new FirstNameSet(data.firstNames, data.origins)));
  }
  return set;
}

let nationalSet: FirstNameSet | undefined;

/** The nation's first names: what a locked first name's gender and birth years come from. */
export function nationalFirstNames(): FirstNameSet {
  return (nationalSet ??= new FirstNameSet(nationalFirstNameData()));
}

/**
 * A first name given to the sex in the state (its postal code) in that band, as often as the
 * state's babies got it times the share of its bearers of the person's `origin`.
 */
export function randomFirstName(
  random: Random,
  gender: Gender,
  band: number,
  stateCode: string,
  origin: Origin,
): string {
  return stateFirstNames(stateCode).randomNameOfOrigin(random, gender, band, origin);
}

/**
 * How likely a person of each origin is to bear the first name, relative to each other: by the
 * state's profile of the name for the sex (either sex's, when not given: the female one first).
 * Undefined for a name the state does not ship or Tzioumis does not list: it says nothing of an
 * origin.
 */
export function firstNameOriginLikelihoods(
  name: string,
  gender: Gender | undefined,
  stateCode: string,
): Float64Array | undefined {
  const set = stateFirstNames(stateCode);
  const sex = gender ?? (set.originLikelihoodsKnown('female', name) ? 'female' : 'male');
  return set.originLikelihoods(sex, name);
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
}

export interface SurnameCount {
  name: string;
  count: number;
}

/** Counts to within 5%: the tail's counts only compare rare names with each other. */
const SURNAMES: EncodedSurnames = SHIPPED_SURNAMES;

const TAIL_LEVEL_RATIO = 1.1;
const HUNDRED = 100;

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
  const { tailFactor } = surnameWeights(counts, topNames.length, people);
  return {
    ...counted,
    tailNames: packWords(tail.map(({ name }) => name)),
    tailFactor,
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
 * The surnames as draws read them: the top 1,000 names and counts, and the rarer names packed,
 * each read where a draw lands on it.
 */
let surnames:
  | {
      top: string[];
      topCounts: Float64Array;
      tail: PackedWords;
    }
  | undefined;

function surnameChoice() {
  if (!surnames) {
    const { topNames, topCounts } = decodeTop(SURNAMES.top);
    surnames = {
      top: topNames,
      topCounts,
      tail: new PackedWords(SURNAMES.tailNames),
    };
  }
  return surnames;
}

/** The top surnames in rank order, most common first, then the rarer ones alphabetically. */
export function shippedSurnames(): readonly string[] {
  const { top, tail } = surnameChoice();
  return [...top, ...tail.all()];
}

/**
 * Surnames by origin: each shipped surname weighs its people (surnameWeights) times its
 * profile's share of the origin (origins.data.ts), so a person of an origin bears a surname as
 * often as the Census's people of that group do. The people whose surnames are not shipped
 * stand in the rarer shipped names, whatever their group, as in surnameWeights. A profile's
 * table of its surnames is made the first time a draw lands in it.
 */
interface SurnameOrigins {
  /** Each shipped surname's people, in shipped order. */
  people: Float64Array;
  shares: Float64Array;
  /** Each surname's profile. */
  profiles: Int16Array;
  /** The people of each origin over every surname: a national draw picks an origin by them. */
  totals: Float64Array | undefined;
  /**
   * Each profile's surnames (their indices), and a table of them by their people, made the first
   * time a draw lands in the profile.
   */
  members: Int32Array[];
  memberTables: (WeightedTable | undefined)[];
  /** Each profile's people. */
  profilePeople: Float64Array;
  /**
   * For each origin, the profiles' running totals of their people times their shares of it:
   * ORIGIN_COUNT runs of one entry a profile, in one array (a draw reads a cache line of it).
   */
  byOrigin: Float64Array;
  byName?: ReadonlyMap<string, number>;
}

let surnameOrigins: SurnameOrigins | undefined;

function surnameOriginData(): SurnameOrigins {
  if (surnameOrigins) return surnameOrigins;
  const { topNames, counts } = decodeSurnameCounts(SURNAMES);
  const { weights } = surnameWeights(counts, topNames.length, SURNAME_PEOPLE);
  const digits = SURNAME_ORIGINS.names;
  if (digits.length !== weights.length) {
    throw new Error(`surnames: ${digits.length} origins for ${weights.length} names`);
  }
  const shares = decodeProfiles(SURNAME_ORIGINS.profiles);
  const profileCount = shares.length / ORIGIN_COUNT;
  const profiles = new Int16Array(digits.length);
  const sizes = new Int32Array(profileCount);
  // Each profile's people, summed in the order of its members, as its table's total is.
  const profilePeople = new Float64Array(profileCount);
  for (let index = 0; index < digits.length; index++) {
    const profile = PROFILE_OF_CODE[digits.charCodeAt(index)] ?? -1;
    if (profile < 0 || profile >= profileCount) {
      throw new Error('surnames: an origin is not a profile digit');
    }
    profiles[index] = profile;
    sizes[profile] = (sizes[profile] ?? 0) + 1;
    profilePeople[profile] = (profilePeople[profile] ?? 0) + (weights[index] ?? 0);
  }
  const members = Array.from(sizes, (size) => new Int32Array(size));
  const filled = new Int32Array(profileCount);
  for (let index = 0; index < digits.length; index++) {
    const profile = profiles[index] ?? 0;
    const at = filled[profile] ?? 0;
    filled[profile] = at + 1;
    (members[profile] ?? new Int32Array(1))[at] = index;
  }
  return (surnameOrigins = {
    people: weights,
    shares,
    profiles,
    totals: undefined,
    members,
    memberTables: [],
    profilePeople,
    byOrigin: runningByOrigin(profilePeople, shares),
  });
}

/**
 * The people of each origin over every surname, made when first asked: a person's draw knows
 * its origin, so the page's first person does without them.
 */
function originTotals(data: SurnameOrigins): Float64Array {
  if (data.totals) return data.totals;
  const totals = new Float64Array(ORIGIN_COUNT);
  for (let index = 0; index < data.profiles.length; index++) {
    const profile = data.profiles[index] ?? 0;
    for (let origin = 0; origin < ORIGIN_COUNT; origin++) {
      totals[origin] =
        (totals[origin] ?? 0) +
        (data.people[index] ?? 0) * (data.shares[profile * ORIGIN_COUNT + origin] ?? 0);
    }
  }
  return (data.totals = totals);
}

/**
 * A surname's index for a person of `origin`, from one unit: a profile by its people times its
 * share of the origin, then one of its surnames by their people (the unit within the profile's
 * part, unitWithin). Every surname weighs its people times its profile's share of the origin,
 * as one table of every surname would weigh it, but the tables of surnames by people are one
 * set for every origin.
 */
function surnameIndexOf(origin: Origin, unit: number): number {
  const data = surnameOriginData();
  const { byOrigin } = data;
  const profiles = data.profilePeople.length;
  const first = origin * profiles;
  const total = byOrigin[first + profiles - 1] ?? 0;
  const target = unit * total;
  const at = firstAbove(byOrigin, target, first, first + profiles - 1);
  const before = at === first ? 0 : (byOrigin[at - 1] ?? 0);
  const profile = at - first;
  const indices = data.members[profile];
  if (!indices) return 0;
  // A profile no surname is in (k-means may leave one) weighs 0, and has a table of one.
  const within = (data.memberTables[profile] ??= weightedTable(
    indices.length === 0 ? [1] : Float64Array.from(indices, (i) => data.people[i] ?? 0),
  ));
  // The unit within the profile's part, uniform again (as unitWithin gives it).
  const inner = Math.min(
    Math.max((target - before) / ((byOrigin[at] ?? 0) - before), 0),
    LARGEST_UNIT,
  );
  return indices[pickWeighted(within, inner)] ?? 0;
}

/** For each origin, the profiles' running totals of people times share (byOrigin). */
function runningByOrigin(profilePeople: Float64Array, shares: Float64Array): Float64Array {
  const profiles = profilePeople.length;
  const running = new Float64Array(ORIGIN_COUNT * profiles);
  for (let origin = 0; origin < ORIGIN_COUNT; origin++) {
    let total = 0;
    for (let profile = 0; profile < profiles; profile++) {
      total += (profilePeople[profile] ?? 0) * (shares[profile * ORIGIN_COUNT + origin] ?? 0);
      running[origin * profiles + profile] = total;
    }
  }
  return running;
}

/**
 * A surname for a person of `origin`; without one, a surname as often as Americans bear it (an
 * origin drawn by its people over every surname, originTotals, then a surname of it).
 */
export function randomSurname(random: Random, origin?: Origin): string {
  const group = origin ?? originAt(originTotals(surnameOriginData()), random.number.float());
  const { top, tail } = surnameChoice();
  const index = surnameIndexOf(group, random.number.float());
  return index < top.length ? (top[index] ?? '') : tail.at(index - top.length);
}

/**
 * A surname of the origin a bearer of `surname` likely has (the shares of its profile: Garcia's
 * people are mostly Hispanic or Latino); a surname not shipped, such as a hyphenated one, says
 * nothing, and the origin is drawn as the nation's surnames are.
 */
export function randomSurnameLike(random: Random, surname: string): string {
  const data = surnameOriginData();
  data.byName ??= new Map(shippedSurnames().map((name, index) => [name, index]));
  const index = data.byName.get(surname);
  const weights =
    index === undefined
      ? originTotals(data)
      : data.shares.subarray(
          (data.profiles[index] ?? 0) * ORIGIN_COUNT,
          ((data.profiles[index] ?? 0) + 1) * ORIGIN_COUNT,
        );
  return randomSurname(random, originAt(weights, random.number.float()));
}

/**
 * How likely a person of each origin is to bear the surname, relative to each other (its people
 * in the origin over the origin's people): for a locked surname. Undefined for a surname not
 * shipped, which says nothing of an origin.
 */
export function surnameOriginLikelihoods(name: string): Float64Array | undefined {
  const data = surnameOriginData();
  data.byName ??= new Map(shippedSurnames().map((surname, index) => [surname, index]));
  const index = data.byName.get(name);
  if (index === undefined) return undefined;
  const profile = data.profiles[index] ?? 0;
  return Float64Array.from(
    { length: ORIGIN_COUNT },
    (_, origin) =>
      ((data.people[index] ?? 0) * (data.shares[profile * ORIGIN_COUNT + origin] ?? 0)) /
      ((originTotals(data)[origin] ?? 0) || 1),
  );
}

/**
 * The group that bears at least half of each of the most common surnames, in rank order, or
 * undefined: its profile's (data/origins.ts keeps each surname in a profile of its own majority
 * group).
 */
export function commonSurnameMajorities(): (Origin | undefined)[] {
  const { profiles } = surnameOriginData();
  const majorities = decodeMajorities(SURNAME_ORIGINS.majorities);
  return Array.from(surnameChoice().top, (_, index) => majorities[profiles[index] ?? -1]);
}

/** The most common surnames (the Census top 1,000) in rank order, and how many people bear each. */
export function commonSurnames(): { names: readonly string[]; counts: Float64Array } {
  const { top, topCounts } = surnameChoice();
  return { names: top, counts: topCounts };
}
