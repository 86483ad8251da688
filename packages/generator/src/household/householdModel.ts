/**
 * The household model: what kind of household, and who lives in it: each member's birth day,
 * age on the as-of date, sex and relationship to the householder, whose surname each carries,
 * and who each member's parents in the household are. Pure: its draws come from one random
 * stream, in a fixed order. The members are then made people by the person code
 * (households.ts). The rates are householdRates.ts's, each with its source.
 *
 * Members are 0 to 100 years old. The plan owns every birth day, not only an age, so that a
 * parent's age at each birth, siblings' spacing and twins are rules of the plan: no parent is
 * under 15 at a child's birth (so no child is older than a parent), no two deliveries of one
 * mother are under 9 months apart, and twins (and triplets) share a birth day and a surname.
 */
import { HOUSEHOLD_MEN_BY_AGE, HOUSEHOLD_WOMEN_BY_AGE } from './householdAges.data.ts';
import {
  birthdatesAged,
  fromDayNumber,
  isSameDay,
  toDayNumber,
  type LocalDate,
} from '../person/birthdate.ts';
import type { Gender } from '../person/fields.ts';
import { MAX_MEMBERS, type Random } from '../draw/random.ts';
import {
  AGE_BANDS,
  CHILD_AGE_BANDS,
  HOUSEHOLD_RATES,
  type Bin,
  type ByBand,
  type HouseholdRates,
} from './householdRates.ts';
import { pickWeighted, weightedTable, type WeightedTable } from '../draw/weighted.ts';

/** The relationships to the householder, as the ACS names them (question 2), in its order. */
export const RELATIONSHIPS = Object.freeze([
  'householder',
  'spouse',
  'unmarried partner',
  'child',
  'stepchild',
  'grandchild',
  'parent',
  'other relative',
  'roommate',
] as const);
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Households as the Census counts them (S1), couples apart from other families. */
export type HouseholdKind =
  'alone' | 'married' | 'unmarried partners' | 'other family' | 'roommates';

/**
 * Whose surname a member carries: the householder's or the spouse's or partner's (as the couple
 * carries them), the children's (a parent's), the one the householder was born with (a parent's
 * and a sibling's), the stepchildren's or the grandchildren's (one each household, their absent
 * father's), their sibship's (one each sibship: a relative's children), or their own.
 */
export type SurnameOf =
  | 'householder'
  | 'partner'
  | 'children'
  | 'birth'
  | 'stepchildren'
  | 'grandchildren'
  | 'sibship'
  | 'own';

/** No member: a parent who does not live in the household. */
export const ABSENT = -1;

export interface PlannedMember {
  relationship: Relationship;
  gender: Gender;
  /** The birth day, as a day number (birthdate.ts toDayNumber). */
  born: number;
  /** Completed years on the as-of date, 0 to HOUSEHOLD_MAX_AGE. */
  age: number;
  surname: SurnameOf;
  /** The member's mother and father in the household (their places in `members`), or ABSENT. */
  mother: number;
  father: number;
  /** The member's sibship (children of one mother, or of one father), or ABSENT. */
  family: number;
  /** Born with a twin or triplets, who share the birth day, the sibship and the surname. */
  twin: boolean;
}

/**
 * A married couple's surnames (F35, F36): one name, the householder's own (`shared`) or one the
 * householder took from the spouse (`taken`: the householder was born with another); the wife's
 * own joined to the husband's, she the spouse or the householder; or each their own. Unmarried
 * partners keep their own.
 */
export type CoupleNames =
  'shared' | 'taken' | 'hyphenated spouse' | 'hyphenated householder' | 'separate';

export interface HouseholdPlan {
  kind: HouseholdKind;
  /** Couples only: undefined for the other kinds. */
  coupleNames: CoupleNames | undefined;
  /** Whose surname the children carry: the householder's, or the spouse's or partner's. */
  childrenOf: 'householder' | 'partner';
  /** The householder first, then the spouse or partner, then the others as drawn. */
  members: PlannedMember[];
}

/**
 * What constraints fix of the householder: a sex, an age on the as-of date, or both; with a
 * birth day (a day number) when the birthdate is fixed.
 */
export interface HouseholderLock {
  gender?: Gender;
  age?: number;
  born?: number;
}

/** The oldest member: the Census's single years run to 100 (100 and over). */
export const HOUSEHOLD_MAX_AGE = 100;
/** The youngest householder, spouse, partner, relative of the householder's age or roommate. */
export const ADULT_AGE = 18;
const ADULT_AGES = HOUSEHOLD_MAX_AGE - ADULT_AGE + 1;
const GENDERS = ['female', 'male'] as const;
/**
 * A draw taken again while it breaks a rule (an age outside 18 to 100, a birth day too near a
 * sibling's) is taken at most this many times: each try succeeds most of the time, so a loop
 * has an end without changing what is drawn in practice.
 */
const AGE_TRIES = 64;
const BIRTH_DAY_TRIES = 20;
/** Tries of a sibship's ages; every fourth drops its oldest delivery. */
const SIBSHIP_TRIES = 12;
const DAYS_PER_MONTH = 30.4375;

/** The band of AGE_BANDS an age is in (an age under 18, a reference mother's, is in the first). */
export function bandOf(age: number): number {
  let band = 0;
  while (band + 1 < AGE_BANDS.length && age >= (AGE_BANDS[band + 1] ?? Infinity)) band++;
  return band;
}

function childBandOf(age: number): number {
  let band = 0;
  while (band + 1 < CHILD_AGE_BANDS.length && age >= (CHILD_AGE_BANDS[band + 1] ?? Infinity))
    band++;
  return band;
}

const atBand = (table: ByBand, age: number) => table[bandOf(age)] ?? 0;
/** Americans of this sex and age (householdAges.data.ts), 0 past 100. */
const people = (gender: Gender, age: number) =>
  (gender === 'female' ? HOUSEHOLD_WOMEN_BY_AGE : HOUSEHOLD_MEN_BY_AGE)[age] ?? 0;

/**
 * The days of the as-of date's ages: birth days first[age] to last[age] are `age` on it. Kept
 * for the last as-of date asked (a run has one).
 */
interface AsOf {
  today: LocalDate;
  first: Int32Array;
  last: Int32Array;
}

let asOf: AsOf | undefined;

function asOfDays(today: LocalDate): AsOf {
  if (asOf && isSameDay(asOf.today, today)) return asOf;
  const first = new Int32Array(HOUSEHOLD_MAX_AGE + 1);
  const last = new Int32Array(HOUSEHOLD_MAX_AGE + 1);
  for (let age = 0; age <= HOUSEHOLD_MAX_AGE; age++) {
    const { earliest, latest } = birthdatesAged(today, age, age);
    first[age] = toDayNumber(earliest);
    last[age] = toDayNumber(latest);
  }
  return (asOf = { today: { ...today }, first, last });
}

/** Completed years on the as-of date of someone born on day `born`. */
function ageOfDay(days: AsOf, born: number): number {
  // The first days fall as ages rise: the youngest age whose first day is on or before `born`.
  let low = 0;
  let high = HOUSEHOLD_MAX_AGE;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((days.first[middle] ?? 0) <= born) high = middle;
    else low = middle + 1;
  }
  return low;
}

/**
 * The day someone born on day `born` turns `years` old: the same month and day, `years` later,
 * and 1 March for a 29 February in a year without one (as ageOn counts a birthday).
 */
export function plusYears(born: number, years: number): number {
  const { year, month, day } = fromDayNumber(born);
  const later = year + years;
  const leap = (later % 4 === 0 && later % 100 !== 0) || later % 400 === 0;
  if (month === 2 && day === 29 && !leap) return dayNumberOf(later, 3, 1);
  return dayNumberOf(later, month, day);
}

/**
 * A calendar day's day number (toDayNumber's), by arithmetic rather than Date.UTC: Howard
 * Hinnant's days_from_civil, the inverse of fromDayNumber, for the years births fall in.
 */
function dayNumberOf(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const dayOfYear = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

/** Births per 1,000 women at each single year of the mother's age (rates.births.bands). */
function birthRates(rates: HouseholdRates): Float64Array {
  const { bands, youngest, oldest } = rates.births;
  const middles = bands.map(([from, to, rate]) => [(from + to) / 2, rate] as const);
  const out = new Float64Array(HOUSEHOLD_MAX_AGE + 1);
  for (let age = youngest; age <= oldest; age++) {
    const next = middles.findIndex(([middle]) => middle >= age);
    if (next === 0) out[age] = middles[0]?.[1] ?? 0;
    else if (next < 0) out[age] = middles.at(-1)?.[1] ?? 0;
    else {
      const [m0, r0] = middles[next - 1] ?? [0, 0];
      const [m1, r1] = middles[next] ?? [0, 0];
      out[age] = r0 + ((r1 - r0) * (age - m0)) / (m1 - m0);
    }
  }
  return out;
}

/**
 * The ages of a couple, both 18 to 100: the anchor (the wife, or one same-sex partner) by its
 * table, the other by the age gap (and, for a man, his own table). The model draws from the
 * joint weights directly: the householder (either partner) first, then the other given the
 * householder's age.
 */
interface Couple {
  kind: 'married' | 'unmarried partners';
  anchor: Gender;
  other: Gender;
  /** Of the couples of its kind. */
  share: number;
  /** The householder is the anchor (the woman, in a couple of a man and a woman). */
  anchorLeads: number;
  joint: Float64Array;
  anchorTotals: Float64Array;
  otherTotals: Float64Array;
  total: number;
  /** The other's age given the anchor's, and the anchor's given the other's: made when drawn. */
  givenAnchor: (WeightedTable | undefined)[];
  givenOther: (WeightedTable | undefined)[];
}

/** Weight of each gap from -30 to 30 years: each year of a bin alike. */
function gapWeights(bins: readonly Bin[], eitherWay: boolean): (gap: number) => number {
  const weights = new Float64Array(61);
  for (const [from, to, percent] of bins) {
    for (let gap = from; gap <= to; gap++) {
      const each = percent / (to - from + 1);
      if (!eitherWay) weights[gap + 30] = (weights[gap + 30] ?? 0) + each;
      else if (gap === 0) weights[30] = (weights[30] ?? 0) + each;
      else {
        weights[30 + gap] = (weights[30 + gap] ?? 0) + each / 2;
        weights[30 - gap] = (weights[30 - gap] ?? 0) + each / 2;
      }
    }
  }
  return (gap) => (gap < -30 || gap > 30 ? 0 : (weights[gap + 30] ?? 0));
}

function coupleOf(
  kind: Couple['kind'],
  anchor: Gender,
  other: Gender,
  share: number,
  anchorLeads: number,
  anchorTable: ByBand,
  gap: (years: number) => number,
  otherTable?: ByBand,
): Couple {
  const joint = new Float64Array(ADULT_AGES * ADULT_AGES);
  const anchorTotals = new Float64Array(ADULT_AGES);
  const otherTotals = new Float64Array(ADULT_AGES);
  let total = 0;
  for (let a = 0; a < ADULT_AGES; a++) {
    const anchorWeight = people(anchor, a + ADULT_AGE) * atBand(anchorTable, a + ADULT_AGE);
    for (let o = 0; o < ADULT_AGES; o++) {
      const weight =
        anchorWeight * gap(o - a) * (otherTable ? atBand(otherTable, o + ADULT_AGE) : 1);
      joint[a * ADULT_AGES + o] = weight;
      anchorTotals[a] = (anchorTotals[a] ?? 0) + weight;
      otherTotals[o] = (otherTotals[o] ?? 0) + weight;
      total += weight;
    }
  }
  return {
    kind,
    anchor,
    other,
    share,
    anchorLeads,
    joint,
    anchorTotals,
    otherTotals,
    total,
    givenAnchor: [],
    givenOther: [],
  };
}

/** The partner's age given the householder's (either partner of the couple). */
function partnerAge(couple: Couple, householderIsAnchor: boolean, age: number, random: Random) {
  const index = age - ADULT_AGE;
  const tables = householderIsAnchor ? couple.givenAnchor : couple.givenOther;
  let table = tables[index];
  if (!table) {
    const weights = Array.from({ length: ADULT_AGES }, (_, other) =>
      householderIsAnchor
        ? (couple.joint[index * ADULT_AGES + other] ?? 0)
        : (couple.joint[other * ADULT_AGES + index] ?? 0),
    );
    table = tables[index] = weightedTable(weights);
  }
  return ADULT_AGE + pickWeighted(table, random.number.float());
}

/** A householder: one option of the first draw, for a kind, a sex and an age. */
interface Option {
  kind: HouseholdKind;
  gender: Gender;
  age: number;
  /** Couples: the couple, and whether the householder is its anchor. */
  couple: Couple | undefined;
  isAnchor: boolean;
}

export interface HouseholdModel {
  rates: HouseholdRates;
  options: readonly Option[];
  /** Each option's weight: the kind's share times the chance of that householder in it. */
  weights: Float64Array;
  /** The options' table for each lock (a run has one lock, or one per locked first name). */
  tables: Map<string, WeightedTable>;
  /** The table without a lock, once made. */
  anyHouseholder: WeightedTable | undefined;
  /** Births per 1,000 women at each age of the mother. */
  birthRate: Float64Array;
  minorCount: WeightedTable;
  adultChildCount: WeightedTable;
  roommateCount: WeightedTable;
  interpregnancy: WeightedTable;
  /** Made when first drawn; null where nothing can be drawn. */
  youngestChild: (WeightedTable | null | undefined)[];
  adultChildAges: Map<number, WeightedTable | null>;
  parentAges: Map<number, WeightedTable | null>;
}

/**
 * 1 to 6 own children under 18: `one` of families have one, and each larger count is `decay`
 * times the one before.
 */
export function minorCounts({ one, decay }: { one: number; decay: number }): number[] {
  const rest = [1, decay, decay ** 2, decay ** 3, decay ** 4];
  const total = rest.reduce((sum, weight) => sum + weight, 0);
  return [one, ...rest.map((weight) => ((1 - one) * weight) / total)];
}

/** The model's tables, made from the rates once (householdModel()) or from a fit's (the fit). */
export function buildHouseholdModel(rates: HouseholdRates): HouseholdModel {
  const options: Option[] = [];
  const weights: number[] = [];
  const single = (kind: HouseholdKind, share: number, table: Record<Gender, ByBand>) => {
    let total = 0;
    for (const gender of GENDERS) {
      for (let age = ADULT_AGE; age <= HOUSEHOLD_MAX_AGE; age++)
        total += people(gender, age) * atBand(table[gender], age);
    }
    for (const gender of GENDERS) {
      for (let age = ADULT_AGE; age <= HOUSEHOLD_MAX_AGE; age++) {
        options.push({ kind, gender, age, couple: undefined, isAnchor: false });
        weights.push((share * people(gender, age) * atBand(table[gender], age)) / total);
      }
    }
  };
  const couples = (kind: Couple['kind'], share: number, list: readonly Couple[]) => {
    for (const couple of list) {
      for (const isAnchor of [true, false]) {
        const lead = isAnchor ? couple.anchorLeads : 1 - couple.anchorLeads;
        const totals = isAnchor ? couple.anchorTotals : couple.otherTotals;
        for (let age = ADULT_AGE; age <= HOUSEHOLD_MAX_AGE; age++) {
          const gender = isAnchor ? couple.anchor : couple.other;
          options.push({ kind, gender, age, couple, isAnchor });
          weights.push(
            (share * couple.share * lead * (totals[age - ADULT_AGE] ?? 0)) / couple.total,
          );
        }
      }
    }
  };
  const spouses = gapWeights(rates.husbandMinusWife, false);
  const sameSexGap = gapWeights(rates.sameSexGap, true);
  const womanLeads = 1 - rates.householderIsTheMan;
  const sameSexCouples = (kind: Couple['kind'], sameSex: number, female: number) => [
    coupleOf(kind, 'female', 'female', sameSex * female, 0.5, rates.sameSex.female, sameSexGap),
    coupleOf(kind, 'male', 'male', sameSex * (1 - female), 0.5, rates.sameSex.male, sameSexGap),
  ];
  const { kinds } = rates;
  single('alone', kinds.alone, rates.alone);
  couples('married', kinds.married, [
    coupleOf(
      'married',
      'female',
      'male',
      1 - rates.sameSexMarried,
      womanLeads,
      rates.wife,
      spouses,
      rates.husband,
    ),
    ...sameSexCouples('married', rates.sameSexMarried, rates.sameSexMarriedFemale),
  ]);
  couples('unmarried partners', kinds.unmarriedPartners, [
    coupleOf(
      'unmarried partners',
      'female',
      'male',
      1 - rates.sameSexUnmarried,
      womanLeads,
      rates.unmarriedWoman,
      spouses,
      rates.partnerMan,
    ),
    ...sameSexCouples('unmarried partners', rates.sameSexUnmarried, rates.sameSexUnmarriedFemale),
  ]);
  single('other family', kinds.otherFamily, rates.otherFamily);
  single('roommates', kinds.roommates, rates.roommates);
  return {
    rates,
    options,
    weights: Float64Array.from(weights),
    tables: new Map(),
    anyHouseholder: undefined,
    birthRate: birthRates(rates),
    minorCount: weightedTable(minorCounts(rates.minors)),
    adultChildCount: weightedTable(rates.adultChildCount),
    roommateCount: weightedTable(rates.roommateCount),
    interpregnancy: weightedTable(rates.births.interpregnancy.map(([, , share]) => share)),
    youngestChild: [],
    adultChildAges: new Map(),
    parentAges: new Map(),
  };
}

let model: HouseholdModel | undefined;

/** The model of HOUSEHOLD_RATES, made at its first household. */
export function householdModel(): HouseholdModel {
  return (model ??= buildHouseholdModel(HOUSEHOLD_RATES));
}

/**
 * The options' table given what the constraints fix of the householder: the kind of household
 * and the householder's place in it are drawn given the householder's sex and age, as often as
 * householders of that sex and age head each. Every sex and age lives alone in some households,
 * so no lock leaves nothing to draw.
 */
function householderTable(model: HouseholdModel, lock: HouseholderLock): WeightedTable {
  // A run without a lock asks every household: no key made for it.
  if (lock.gender === undefined && lock.age === undefined && model.anyHouseholder)
    return model.anyHouseholder;
  const key = `${lock.gender ?? ''}${lock.age ?? ''}`;
  let table = model.tables.get(key);
  if (!table) {
    table = weightedTable(
      model.weights.map((weight, index) => {
        const option = model.options[index];
        const kept =
          option !== undefined &&
          (lock.gender === undefined || option.gender === lock.gender) &&
          (lock.age === undefined || option.age === lock.age);
        return kept ? weight : 0;
      }),
    );
    model.tables.set(key, table);
    if (key === '') model.anyHouseholder = table;
  }
  return table;
}

/** A weighted table of these weights, or null when none is above 0. */
const tableOrNull = (weights: readonly number[]) =>
  weights.some((weight) => weight > 0) ? weightedTable(weights) : null;

/** A standard normal number (Box-Muller). */
function normal(random: Random): number {
  let unit = 0;
  while (unit === 0) unit = random.number.float();
  return Math.sqrt(-2 * Math.log(unit)) * Math.cos(2 * Math.PI * random.number.float());
}

/** An age drawn again until it is 18 to 100 (AGE_TRIES). */
function adultAge(draw: () => number): number {
  let age = draw();
  for (let tries = 1; tries < AGE_TRIES && (age < ADULT_AGE || age > HOUSEHOLD_MAX_AGE); tries++)
    age = draw();
  return Math.min(HOUSEHOLD_MAX_AGE, Math.max(ADULT_AGE, age));
}

const otherGender = (gender: Gender): Gender => (gender === 'female' ? 'male' : 'female');
const coin = (random: Random, chance: number) => random.number.float() < chance;
const eitherSex = (random: Random): Gender => (coin(random, 0.5) ? 'male' : 'female');

/** What the draws of one household share: its stream, the model, the days and the list. */
interface Drawing {
  random: Random;
  model: HouseholdModel;
  rates: HouseholdRates;
  days: AsOf;
  members: PlannedMember[];
  /** The next sibship's number. */
  nextFamily: number;
}

/** A birth day giving this age on the as-of date, each of its days alike. */
function dayInAge({ random, days }: Drawing, age: number): number {
  return random.number.int({ min: days.first[age] ?? 0, max: days.last[age] ?? 0 });
}

/** Room left for members: a household has at most MAX_MEMBERS (its members' person indices). */
const room = ({ members }: Drawing) => MAX_MEMBERS - members.length;

/** Adds a member; its place in `members`, or ABSENT when the household is full. */
function add(
  drawing: Drawing,
  relationship: Relationship,
  gender: Gender,
  born: number,
  surname: SurnameOf,
  kin?: { mother: number; father: number; family: number; twin: boolean },
): number {
  if (room(drawing) <= 0) return ABSENT;
  drawing.members.push({
    relationship,
    gender,
    born,
    age: ageOfDay(drawing.days, born),
    surname,
    mother: kin?.mother ?? ABSENT,
    father: kin?.father ?? ABSENT,
    family: kin?.family ?? ABSENT,
    twin: kin?.twin ?? false,
  });
  return drawing.members.length - 1;
}

/**
 * One household's kind and members, drawn from `random`, its householder as `lock` fixes
 * (`{}`: any), its ages on `today`. The draws are taken in this order: the householder and the
 * kind; then by kind (drawCouple, drawOtherFamily, drawRoommates); the couple's surnames last.
 */
export function planHousehold(
  random: Random,
  model: HouseholdModel,
  lock: HouseholderLock,
  today: LocalDate,
): HouseholdPlan {
  const option = model.options[pickWeighted(householderTable(model, lock), random.number.float())];
  if (!option) throw new RangeError('no householder drawn');
  const drawing: Drawing = {
    random,
    model,
    rates: model.rates,
    days: asOfDays(today),
    members: [],
    nextFamily: 0,
  };
  const born = dayInAge(drawing, option.age);
  add(drawing, 'householder', option.gender, lock.born ?? born, 'householder');
  let names: Pick<HouseholdPlan, 'coupleNames' | 'childrenOf'> = {
    coupleNames: undefined,
    childrenOf: 'householder',
  };
  if (option.couple) names = drawCouple(drawing, option.couple, option.isAnchor);
  else if (option.kind === 'other family') drawOtherFamily(drawing);
  else if (option.kind === 'roommates') drawRoommates(drawing);
  return { kind: option.kind, ...names, members: drawing.members };
}

/**
 * How much more (or less) likely others live in this family household: `factor` in `share` of
 * family households, and in the rest what keeps each chance's mean (rates.extended).
 */
function extendedFactor({ random, rates }: Drawing): number {
  const { share, factor } = rates.extended;
  const rest = Math.max(0, (1 - share * factor) / (1 - share));
  return coin(random, share) ? factor : rest;
}

const HOUSEHOLDER = 0;

/** The members' parents of a sibship: a mother and a father in the household, or ABSENT. */
interface Parents {
  mother: number;
  father: number;
  /** The mother's birth day; a father's alone, less fatherOlder years, stands in for it. */
  motherBorn: number;
  /** The father's birth day, when he counts (lives in); undefined otherwise. */
  fatherBorn: number | undefined;
}

function parentsOf(drawing: Drawing, mother: number, father: number): Parents {
  const { members, rates } = drawing;
  const motherMember = members[mother];
  const fatherMember = members[father];
  const motherBorn = motherMember
    ? motherMember.born
    : plusYears(fatherMember?.born ?? 0, rates.births.fatherOlder);
  return { mother, father, motherBorn, fatherBorn: fatherMember?.born };
}

/**
 * The partner, the couple's children under 18 and adult children, the householder's parent,
 * grandchildren, relatives and an unrelated adult, and the surnames.
 */
function drawCouple(
  drawing: Drawing,
  couple: Couple,
  householderIsAnchor: boolean,
): Pick<HouseholdPlan, 'coupleNames' | 'childrenOf'> {
  const { random, rates, model, members } = drawing;
  const more = extendedFactor(drawing);
  const householder = members[HOUSEHOLDER];
  if (!householder) throw new RangeError('no householder');
  const married = couple.kind === 'married';
  const partnerYears = partnerAge(couple, householderIsAnchor, householder.age, random);
  const partnerGender = householderIsAnchor ? couple.other : couple.anchor;
  const partner = add(
    drawing,
    married ? 'spouse' : 'unmarried partner',
    partnerGender,
    dayInAge(drawing, partnerYears),
    'partner',
  );
  const partnerMember = members[partner];
  if (!partnerMember) throw new RangeError('no partner');
  const sameSex = couple.anchor === couple.other;
  // The mother: the woman of a man and a woman, the younger woman of two. Two men's children
  // follow the younger man's age less a father's extra years, as if a mother's (ASSUMPTION).
  const youngerIsHouseholder = householder.born >= partnerMember.born;
  let mother = ABSENT;
  let father = ABSENT;
  if (!sameSex) {
    mother = householder.gender === 'female' ? HOUSEHOLDER : partner;
    father = mother === HOUSEHOLDER ? partner : HOUSEHOLDER;
  } else if (couple.anchor === 'female') {
    mother = youngerIsHouseholder ? HOUSEHOLDER : partner;
  } else {
    father = youngerIsHouseholder ? HOUSEHOLDER : partner;
  }
  const motherAge = members[mother]?.age ?? (members[father]?.age ?? 0) - rates.births.fatherOlder;
  const band = bandOf(motherAge);
  const minors = (married ? rates.minors.married : rates.minors.unmarried)[band] ?? 0;
  if (coin(random, minors)) {
    const count = 1 + pickWeighted(model.minorCount, random.number.float());
    // Stepchildren: the children are the mother's alone (a man's and a woman's couple); they
    // are the householder's stepchildren when the man is the householder.
    const step = !sameSex && coin(random, rates.minors.stepchildren);
    const stepchildren = step && mother !== HOUSEHOLDER;
    addSibship(drawing, count, parentsOf(drawing, mother, step ? ABSENT : father), {
      relationship: stepchildren ? 'stepchild' : 'child',
      surname: stepchildren ? 'stepchildren' : 'children',
    });
  }
  const adultChance =
    (married ? rates.adultChildrenMarried : rates.adultChildrenUnmarried)[band] ?? 0;
  if (coin(random, adultChance)) {
    const count = 1 + pickWeighted(model.adultChildCount, random.number.float());
    addAdultChildren(drawing, count, mother, father);
  }
  if (coin(random, atBand(rates.parentInCouple, householder.age) * more)) addParent(drawing);
  if (coin(random, atBand(rates.grandchildren, householder.age) * more))
    addGrandchildren(drawing, mother, father);
  if (coin(random, rates.relativeInCouple * more)) addRelatives(drawing);
  addNonRelative(drawing, more);
  const householderIsMan = !sameSex && !householderIsAnchor;
  const anchorAge = householderIsAnchor ? householder.age : partnerMember.age;
  const coupleNames = !married
    ? 'separate'
    : sameSex
      ? coin(random, rates.surnames.sameSexShared)
        ? 'shared'
        : 'separate'
      : spouseNames(random, rates, anchorAge, householderIsMan);
  // Children carry the couple's one name, else the father's (ASSUMPTION); a same-sex couple's,
  // the householder's.
  const fathers = coupleNames === 'separate' || coupleNames.startsWith('hyphenated');
  const childrenOf = !sameSex && fathers && !householderIsMan ? 'partner' : 'householder';
  return { coupleNames, childrenOf };
}

/**
 * A man and a woman's surnames, by the wife's age (F35, F36): she took his name, or joined hers
 * to his; otherwise he took hers (husbandTook of the rest), or each kept their own.
 */
function spouseNames(
  random: Random,
  rates: HouseholdRates,
  wifeAge: number,
  householderIsMan: boolean,
): CoupleNames {
  const { took, hyphenated } = wifeAge < 50 ? rates.surnames.under50 : rates.surnames.from50;
  const unit = random.number.float();
  if (unit < took) return householderIsMan ? 'shared' : 'taken';
  if (unit < took + hyphenated)
    return householderIsMan ? 'hyphenated spouse' : 'hyphenated householder';
  if (coin(random, rates.surnames.husbandTook)) return householderIsMan ? 'taken' : 'shared';
  return 'separate';
}

/**
 * A householder without a spouse or partner, and who else: own children under 18 (a single
 * mother or father), adult children, a parent, grandchildren, relatives, an unrelated adult. A
 * family household holds two people or more, so a relative lives in where nobody else was drawn.
 */
function drawOtherFamily(drawing: Drawing) {
  const { random, model, rates, members } = drawing;
  const householder = members[HOUSEHOLDER];
  if (!householder) throw new RangeError('no householder');
  const more = extendedFactor(drawing);
  const isMother = householder.gender === 'female';
  const mother = isMother ? HOUSEHOLDER : ABSENT;
  const father = isMother ? ABSENT : HOUSEHOLDER;
  const motherAge = isMother ? householder.age : householder.age - rates.births.fatherOlder;
  const single =
    (isMother ? rates.minors.singleMother : rates.minors.singleFather)[bandOf(motherAge)] ?? 0;
  const before = members.length;
  if (coin(random, single)) {
    const count = 1 + pickWeighted(model.minorCount, random.number.float());
    addSibship(drawing, count, parentsOf(drawing, mother, father), {
      relationship: 'child',
      surname: 'children',
    });
  }
  if (coin(random, atBand(rates.adultChildrenSingle, householder.age))) {
    const count = 1 + pickWeighted(model.adultChildCount, random.number.float());
    addAdultChildren(drawing, count, mother, father);
  }
  if (coin(random, atBand(rates.parentInOther, householder.age) * more)) addParent(drawing);
  if (coin(random, atBand(rates.grandchildren, householder.age) * more))
    addGrandchildren(drawing, mother, father);
  if (
    coin(random, atBand(rates.relativeInOther, householder.age) * more) ||
    members.length === before
  )
    addRelatives(drawing);
  addNonRelative(drawing, more);
}

/** Unrelated adults: one to three besides the householder, mostly of the householder's sex. */
function drawRoommates(drawing: Drawing) {
  const { random, model, rates, members } = drawing;
  const householder = members[HOUSEHOLDER];
  if (!householder) throw new RangeError('no householder');
  const count = 1 + pickWeighted(model.roommateCount, random.number.float());
  for (let added = 0; added < count; added++) {
    const age = unrelatedAge(drawing);
    const same = coin(random, rates.roommateSameSex);
    const gender = same ? householder.gender : otherGender(householder.gender);
    add(drawing, 'roommate', gender, dayInAge(drawing, age), 'own');
  }
}

/**
 * Days from one delivery to the next: conception after an interpregnancy interval (S7), then
 * gestation; never under fewestDaysApart.
 */
function interbirthDays({ random, model, rates }: Drawing): number {
  const { interpregnancy, gestationDays, fewestDaysApart } = rates.births;
  const bin = interpregnancy[pickWeighted(model.interpregnancy, random.number.float())];
  // Read by index: destructuring an array goes through its iterator, every delivery.
  const from = bin?.[0] ?? 0;
  const to = bin?.[1] ?? 0;
  const months = from + random.number.float() * (to - from + 1);
  return Math.max(fewestDaysApart, Math.round(months * DAYS_PER_MONTH) + gestationDays);
}

/** A delivery's babies: 1, or twins or triplets at their rates (S8, S9). */
function deliverySize({ random, rates }: Drawing): number {
  const unit = random.number.float();
  const { twinDelivery, tripletDelivery } = rates.births;
  return unit < tripletDelivery ? 3 : unit < tripletDelivery + twinDelivery ? 2 : 1;
}

/**
 * The youngest child's age, 0 to 17, given the mother's (and the father's) age: as often as
 * births are at the mother's age at that birth, with both parents 15 or more then.
 */
function youngestAge(
  drawing: Drawing,
  motherAge: number,
  fatherAge: number | undefined,
): number | undefined {
  const { model, rates, random } = drawing;
  // Kept by the parents' ages in a flat array: every sibship asks.
  const key = motherAge * YOUNGEST_KEYS + (fatherAge ?? YOUNGEST_KEYS - 1);
  let table = model.youngestChild[key];
  if (table === undefined) {
    const { youngest } = rates.births;
    const weights: number[] = [];
    for (let age = 0; age <= MINOR_OLDEST; age++) {
      const allowed =
        motherAge - age >= youngest && (fatherAge === undefined || fatherAge - age >= youngest);
      weights.push(allowed ? (model.birthRate[motherAge - age] ?? 0) : 0);
    }
    table = tableOrNull(weights);
    model.youngestChild[key] = table;
  }
  return table === null ? undefined : pickWeighted(table, random.number.float());
}

/** Keys of youngestAge's tables a mother's age: every father's age, and none. */
const YOUNGEST_KEYS = HOUSEHOLD_MAX_AGE + 2;

/** The oldest a child under 18 is. */
const MINOR_OLDEST = ADULT_AGE - 1;

/**
 * `count` children under 18 of one mother (or father), as room allows: the deliveries (their
 * sizes) first; then the youngest's age by births at the mother's age, each older delivery an
 * interbirth interval before the next. Drawn again while the oldest would be 18 or more or a
 * parent under 15 at a birth, dropping the oldest delivery every fourth try. The deliveries are
 * drawn once, so retries do not favour twins, whose births take less room. How many were added.
 */
function addSibship(
  drawing: Drawing,
  count: number,
  parents: Parents,
  as: { relationship: Relationship; surname: SurnameOf },
): number {
  const { random, rates, days } = drawing;
  const family = drawing.nextFamily++;
  const motherAge = ageOfDay(days, parents.motherBorn);
  const fatherAge =
    parents.fatherBorn === undefined ? undefined : ageOfDay(days, parents.fatherBorn);
  const { youngest } = rates.births;
  const earliest = Math.max(
    plusYears(parents.motherBorn, youngest),
    parents.fatherBorn === undefined ? -Infinity : plusYears(parents.fatherBorn, youngest),
  );
  const sizes: number[] = [];
  for (let children = 0; children < count;) {
    const size = deliverySize(drawing);
    sizes.push(size);
    children += size;
  }
  let babies = sizes.reduce((sum, size) => sum + size, 0);
  while (babies > room(drawing)) babies -= sizes.pop() ?? babies;
  for (let attempt = 0; attempt < SIBSHIP_TRIES && sizes.length > 0; attempt++) {
    if (attempt > 0 && attempt % 4 === 0) sizes.pop();
    if (sizes.length === 0) return 0;
    const age = youngestAge(drawing, motherAge, fatherAge);
    if (age === undefined) return 0;
    // Each delivery's day, the youngest first.
    const deliveries: number[] = [];
    let born = dayInAge(drawing, age);
    for (let delivery = 0; delivery < sizes.length; delivery++) {
      deliveries.push(born);
      born -= interbirthDays(drawing);
    }
    const oldest = deliveries[deliveries.length - 1] ?? 0;
    if (oldest < earliest || ageOfDay(days, oldest) > MINOR_OLDEST) continue;
    let babies = 0;
    for (let delivery = 0; delivery < sizes.length; delivery++) {
      const size = sizes[delivery] ?? 1;
      for (let baby = 0; baby < size; baby++) {
        const male = coin(random, rates.births.boys);
        add(
          drawing,
          as.relationship,
          male ? 'male' : 'female',
          deliveries[delivery] ?? 0,
          as.surname,
          {
            mother: parents.mother,
            father: parents.father,
            family,
            twin: size > 1,
          },
        );
        babies++;
      }
    }
    return babies;
  }
  return 0;
}

/**
 * An adult child's age: births at the mother's age then, times how often children of that age
 * still live at home; at least 15 years younger than both parents.
 */
function adultChildAge(
  drawing: Drawing,
  motherAge: number,
  youngestParent: number,
): number | undefined {
  const { model, rates, random } = drawing;
  const key = motherAge * 128 + youngestParent;
  let table = model.adultChildAges.get(key);
  if (table === undefined) {
    const { youngest } = rates.births;
    const oldest = Math.min(motherAge - youngest, youngestParent - youngest, HOUSEHOLD_MAX_AGE);
    const weights: number[] = [];
    for (let age = ADULT_AGE; age <= oldest; age++) {
      weights.push(
        (model.birthRate[motherAge - age] ?? 0) * (rates.childAtHome[childBandOf(age)] ?? 0),
      );
    }
    table = tableOrNull(weights);
    model.adultChildAges.set(key, table);
  }
  return table === null ? undefined : ADULT_AGE + pickWeighted(table, random.number.float());
}

/**
 * Adult children of the mother (and father), as room allows: each birth day at least
 * fewestDaysApart from every sibling's (the sibship's, and the mother's other children's), and both parents 15 or more at the birth. A
 * twin comes along at the twin-delivery rate. How many were added.
 */
function addAdultChildren(drawing: Drawing, count: number, mother: number, father: number) {
  const { random, rates, members, days } = drawing;
  const parents = parentsOf(drawing, mother, father);
  const motherAge = ageOfDay(days, parents.motherBorn);
  const youngestParent = Math.min(motherAge, members[father]?.age ?? HOUSEHOLD_MAX_AGE);
  const { youngest, fewestDaysApart, twinDelivery } = rates.births;
  const earliest = Math.max(
    plusYears(parents.motherBorn, youngest),
    parents.fatherBorn === undefined ? -Infinity : plusYears(parents.fatherBorn, youngest),
  );
  const family =
    members.find(
      (member) => member.family >= 0 && member.mother === mother && member.father === father,
    )?.family ?? drawing.nextFamily++;
  const wanted = Math.min(count, room(drawing));
  let added = 0;
  while (added < wanted) {
    const age = adultChildAge(drawing, motherAge, youngestParent);
    if (age === undefined) break;
    let born: number | undefined;
    for (let tries = 0; tries < BIRTH_DAY_TRIES && born === undefined; tries++) {
      const day = dayInAge(drawing, age);
      // Apart from every sibling: the sibship's, and the mother's other children (a
      // stepchild of her partner's, a child of hers before).
      const apart = members.every(
        (member) =>
          (member.family !== family && (mother === ABSENT || member.mother !== mother)) ||
          Math.abs(member.born - day) >= fewestDaysApart,
      );
      if (apart && day >= earliest) born = day;
    }
    if (born === undefined) break;
    const twin = wanted - added >= 2 && coin(random, twinDelivery);
    for (let baby = 0; baby < (twin ? 2 : 1); baby++) {
      const { upTo24, upTo34, older } = rates.childIsMale;
      const male = coin(random, age <= 24 ? upTo24 : age <= 34 ? upTo34 : older);
      add(drawing, 'child', male ? 'male' : 'female', born, 'children', {
        mother,
        father,
        family,
        twin,
      });
      added++;
    }
  }
  return added;
}

/**
 * The householder's mother or father: the age at the householder's birth as births are, times
 * Americans of the parent's age and sex (where survival comes in), up to 100; born 15 years or
 * more before the householder. Whether one was added.
 */
function addParent(drawing: Drawing): boolean {
  const { random, rates, model, members } = drawing;
  const householder = members[HOUSEHOLDER];
  if (!householder || room(drawing) <= 0) return false;
  const isMother = coin(random, rates.parentIsMother);
  const older = isMother ? 0 : rates.births.fatherOlder;
  const gender: Gender = isMother ? 'female' : 'male';
  const key = householder.age * 2 + (isMother ? 0 : 1);
  let table = model.parentAges.get(key);
  if (table === undefined) {
    const weights: number[] = [];
    for (let gap = rates.births.youngest; gap <= rates.births.oldest; gap++) {
      const age = householder.age + gap + older;
      weights.push(age > HOUSEHOLD_MAX_AGE ? 0 : (model.birthRate[gap] ?? 0) * people(gender, age));
    }
    table = tableOrNull(weights);
    model.parentAges.set(key, table);
  }
  if (table === null) return false;
  const age =
    householder.age + rates.births.youngest + pickWeighted(table, random.number.float()) + older;
  for (let tries = 0; tries < BIRTH_DAY_TRIES; tries++) {
    const born = dayInAge(drawing, age);
    if (plusYears(born, rates.births.youngest) <= householder.born) {
      const parent = add(drawing, 'parent', gender, born, 'birth');
      if (isMother) householder.mother = parent;
      else householder.father = parent;
      return true;
    }
  }
  return false;
}

/**
 * Grandchildren under 18 (S5): with their parent, the householder's son or daughter, living in
 * (that child an adult member, their parent in the plan), or without.
 */
function addGrandchildren(drawing: Drawing, mother: number, father: number) {
  const { random, rates, members, model } = drawing;
  const householder = members[HOUSEHOLDER];
  if (!householder) return;
  const count = 1 + pickWeighted(model.minorCount, random.number.float());
  if (coin(random, rates.grandchildParentPresent)) {
    const daughter = coin(random, rates.grandchildParentIsDaughter);
    const before = members.length;
    // The grandchildren's parent is a child of the householder (and of the householder's
    // partner, as the couple's adult children are).
    const childsMother =
      mother !== ABSENT ? mother : householder.gender === 'female' ? HOUSEHOLDER : ABSENT;
    const childsFather =
      childsMother === ABSENT ? (father !== ABSENT ? father : HOUSEHOLDER) : father;
    if (addAdultChildren(drawing, 1, childsMother, childsFather) === 0) return;
    const parent = members[before];
    if (!parent) return;
    parent.gender = daughter ? 'female' : 'male';
    // A twin who came along stays a sibling; the grandchildren are the first one's.
    addSibship(
      drawing,
      count,
      parentsOf(drawing, daughter ? before : ABSENT, daughter ? ABSENT : before),
      { relationship: 'grandchild', surname: daughter ? 'grandchildren' : 'children' },
    );
  } else {
    // Their parent does not live in: a child of the householder's, born as the householder's
    // adult children are; the grandchildren's age follows that parent's as a mother's.
    const motherAge =
      householder.gender === 'female'
        ? householder.age
        : householder.age - rates.births.fatherOlder;
    const age = adultChildAge(drawing, motherAge, householder.age);
    if (age === undefined) return;
    addSibship(
      drawing,
      count,
      { mother: ABSENT, father: ABSENT, motherBorn: dayInAge(drawing, age), fatherBorn: undefined },
      { relationship: 'grandchild', surname: 'grandchildren' },
    );
  }
}

/**
 * One or two relatives: a sibling (who carries the surname the householder was born with:
 * ASSUMPTION), an adult grandchild, or another (cousin, aunt, nephew), who keep their own. A
 * relative 18 to 49 is, at relativeWithChildren, a mother whose children under 18 live in too.
 */
function addRelatives(drawing: Drawing) {
  const { random, rates, members, model } = drawing;
  const age = members[HOUSEHOLDER]?.age ?? ADULT_AGE;
  const count = coin(random, rates.twoRelatives) ? 2 : 1;
  const [nearest, farthest] = rates.grandchildYears;
  for (let added = 0; added < count; added++) {
    const which = random.number.float();
    let relative: number;
    let surname: SurnameOf = 'own';
    if (which < rates.relativeKind.sibling) {
      relative = adultAge(
        () => age + Math.round((random.number.float() * 2 - 1) * rates.siblingYears),
      );
      surname = 'birth';
    } else if (
      which < rates.relativeKind.sibling + rates.relativeKind.grandchild &&
      age - nearest >= ADULT_AGE
    ) {
      const years = Math.min(farthest, age - ADULT_AGE) - nearest + 1;
      relative = age - nearest - Math.floor(random.number.float() * years);
    } else {
      relative = adultAge(() => age + Math.round(normal(random) * rates.relativeSd));
    }
    const withChildren =
      relative >= ADULT_AGE && relative < 50 && coin(random, rates.relativeWithChildren);
    const gender = withChildren ? 'female' : eitherSex(random);
    const index = add(drawing, 'other relative', gender, dayInAge(drawing, relative), surname);
    if (withChildren && index !== ABSENT) {
      const children = 1 + pickWeighted(model.minorCount, random.number.float());
      // One surname for the sibship (their father's, ASSUMPTION): siblings share it.
      addSibship(drawing, children, parentsOf(drawing, index, ABSENT), {
        relationship: 'other relative',
        surname: 'sibship',
      });
    }
  }
}

/** An unrelated adult's age: the householder's, give or take more the older the householder. */
function unrelatedAge({ random, rates, members }: Drawing): number {
  const age = members[HOUSEHOLDER]?.age ?? ADULT_AGE;
  const sd = rates.nonRelativeSd.base + rates.nonRelativeSd.perYear * (age - ADULT_AGE);
  return adultAge(() => age + Math.round(normal(random) * sd));
}

/** A family's unrelated adult (a boarder, a friend), in nonRelative (times `more`) of households. */
function addNonRelative(drawing: Drawing, more: number) {
  const { random, rates } = drawing;
  if (coin(random, rates.nonRelative * more)) {
    const age = unrelatedAge(drawing);
    add(drawing, 'roommate', eitherSex(random), dayInAge(drawing, age), 'own');
  }
}
