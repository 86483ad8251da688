/**
 * The household model: what kind of household, and who lives in it: each member's age on the
 * as-of date, sex and relationship to the householder, and whose surname each carries. Pure:
 * its draws come from one random stream, in a fixed order. The members are then made people by
 * the person code (households.ts). The rates are householdRates.ts's, each with its source.
 *
 * Members are the household's adults aged 18 to 80. Children under 18 live in many of these
 * households but are outside what we make, and nobody over 80 is drawn: a couple whose other
 * partner would be over 80 is not drawn (rather than drawn and trimmed to one person), and a
 * householder's parent is at most 80 (docs/households.md, "Members over 80").
 */
import { MEN_BY_AGE, WOMEN_BY_AGE } from '../person/ages.data.ts';
import { MAX_AGE, MIN_AGE } from '../person/birthdate.ts';
import type { Gender } from '../person/fields.ts';
import type { Random } from '../draw/random.ts';
import {
  AGE_BANDS,
  CHILD_AGE_BANDS,
  HOUSEHOLD_RATES,
  type Bin,
  type ByBand,
  type HouseholdRates,
} from './householdRates.ts';
import { pickWeighted, weightedTable, type WeightedTable } from '../draw/weighted.ts';

export const RELATIONSHIPS = Object.freeze([
  'householder',
  'spouse',
  'unmarried partner',
  'child',
  'parent',
  'other relative',
  'roommate',
] as const);
export type Relationship = (typeof RELATIONSHIPS)[number];

/** Households as the Census counts them (F1, F2, F6, F12), couples apart from other families. */
export type HouseholdKind =
  'alone' | 'married' | 'unmarried partners' | 'other family' | 'roommates';

/**
 * Whose surname a member carries: the householder's or the spouse's or partner's (as the couple
 * carries them), the children's (a parent's), the one the householder was born with (a parent's
 * and a sibling's), or their own.
 */
export type SurnameOf = 'householder' | 'partner' | 'children' | 'birth' | 'own';

export interface PlannedMember {
  relationship: Relationship;
  /** Completed years on the as-of date, MIN_AGE to MAX_AGE. */
  age: number;
  gender: Gender;
  surname: SurnameOf;
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
  /** The householder first, then the spouse or partner, children, parent, others. */
  members: PlannedMember[];
}

/** What constraints fix of the householder: a sex, an age on the as-of date, or both. */
export interface HouseholderLock {
  gender?: Gender;
  age?: number;
}

const AGE_COUNT = MAX_AGE - MIN_AGE + 1;
const GENDERS = ['female', 'male'] as const;
/**
 * A person drawn again when an age falls outside 18 to 80 (relatives, roommates) is drawn at
 * most this many times, then brought to the nearest allowed age: each try succeeds at least
 * half the time, so this never happens in practice, and a loop has an end.
 */
const AGE_TRIES = 64;

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
const people = (gender: Gender, age: number) =>
  (gender === 'female' ? WOMEN_BY_AGE : MEN_BY_AGE)[age - MIN_AGE] ?? 0;

/**
 * The ages of a couple, both 18 to 80: the anchor (the wife, or one same-sex partner) by its
 * table, the other by the age gap. Drawing the anchor and the gap and drawing again while the
 * other falls outside 18 to 80 gives joint[anchor][other] ∝ anchor weight × gap weight, so the
 * model draws from that directly: the householder (either partner) first, then the other given
 * the householder's age.
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
): Couple {
  const joint = new Float64Array(AGE_COUNT * AGE_COUNT);
  const anchorTotals = new Float64Array(AGE_COUNT);
  const otherTotals = new Float64Array(AGE_COUNT);
  let total = 0;
  for (let a = 0; a < AGE_COUNT; a++) {
    const anchorWeight = people(anchor, a + MIN_AGE) * atBand(anchorTable, a + MIN_AGE);
    for (let o = 0; o < AGE_COUNT; o++) {
      const weight = anchorWeight * gap(o - a);
      joint[a * AGE_COUNT + o] = weight;
      anchorTotals[a] = (anchorTotals[a] ?? 0) + weight;
      otherTotals[o] = (otherTotals[o] ?? 0) + weight;
      total += weight;
    }
  }
  const givenAnchor: (WeightedTable | undefined)[] = [];
  const givenOther: (WeightedTable | undefined)[] = [];
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
    givenAnchor,
    givenOther,
  };
}

/** The partner's age given the householder's (either partner of the couple). */
function partnerAge(couple: Couple, householderIsAnchor: boolean, age: number, random: Random) {
  const index = age - MIN_AGE;
  const tables = householderIsAnchor ? couple.givenAnchor : couple.givenOther;
  let table = tables[index];
  if (!table) {
    const weights = Array.from({ length: AGE_COUNT }, (_, other) =>
      householderIsAnchor
        ? (couple.joint[index * AGE_COUNT + other] ?? 0)
        : (couple.joint[other * AGE_COUNT + index] ?? 0),
    );
    table = tables[index] = weightedTable(weights);
  }
  return MIN_AGE + pickWeighted(table, random.number.float());
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
  childAges: Map<number, WeightedTable | undefined>;
  parentGaps: Map<number, WeightedTable | undefined>;
  childCount: WeightedTable;
  roommateCount: WeightedTable;
  otherFamilyMembers: readonly WeightedTable[];
}

/** The model's tables, made from the rates once (householdModel()) or from a fit's (the fit). */
export function buildHouseholdModel(rates: HouseholdRates): HouseholdModel {
  const options: Option[] = [];
  const weights: number[] = [];
  const single = (kind: HouseholdKind, share: number, table: Record<Gender, ByBand>) => {
    let total = 0;
    for (const gender of GENDERS) {
      for (let age = MIN_AGE; age <= MAX_AGE; age++)
        total += people(gender, age) * atBand(table[gender], age);
    }
    for (const gender of GENDERS) {
      for (let age = MIN_AGE; age <= MAX_AGE; age++) {
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
        for (let age = MIN_AGE; age <= MAX_AGE; age++) {
          const gender = isAnchor ? couple.anchor : couple.other;
          options.push({ kind, gender, age, couple, isAnchor });
          weights.push((share * couple.share * lead * (totals[age - MIN_AGE] ?? 0)) / couple.total);
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
    childAges: new Map(),
    parentGaps: new Map(),
    childCount: weightedTable(rates.childCount),
    roommateCount: weightedTable(rates.roommateCount),
    otherFamilyMembers: rates.otherFamilyMembers.map((shares) => weightedTable(shares)),
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
  }
  return table;
}

/** How common a birth is at this parent's age (a mother's), 0 outside the ages allowed. */
function birthWeight(rates: HouseholdRates, parentAge: number): number {
  const { mean, sd, youngest, oldest } = rates.birth;
  if (parentAge < youngest || parentAge > oldest) return 0;
  return Math.exp(-0.5 * ((parentAge - mean) / sd) ** 2);
}

/**
 * An adult child's age, given the mother's age and the younger parent's: at least 16 years
 * younger than both (birth.youngest), 64 at most, as often as mothers give birth at that age
 * and children of that age still live at home.
 */
function childAge(
  model: HouseholdModel,
  mother: number,
  youngestParent: number,
  random: Random,
): number | undefined {
  const key = mother * 128 + youngestParent;
  let table = model.childAges.get(key);
  if (!model.childAges.has(key)) {
    const { rates } = model;
    const oldest = Math.min(
      mother - rates.birth.youngest,
      youngestParent - rates.birth.youngest,
      64,
    );
    const weights = [];
    for (let age = MIN_AGE; age <= oldest; age++) {
      weights.push(birthWeight(rates, mother - age) * (rates.childAtHome[childBandOf(age)] ?? 0));
    }
    table = weights.some((weight) => weight > 0) ? weightedTable(weights) : undefined;
    model.childAges.set(key, table);
  }
  return table && MIN_AGE + pickWeighted(table, random.number.float());
}

/**
 * A parent's age at the householder's birth, so the parent is at most `oldest` years more:
 * undefined when no age of a birth allows it (a householder past about 64).
 */
function parentGap(model: HouseholdModel, oldest: number, random: Random): number | undefined {
  const { youngest, oldest: last } = model.rates.birth;
  const top = Math.min(oldest, last);
  if (top < youngest) return undefined;
  let table = model.parentGaps.get(top);
  if (!table) {
    const weights = [];
    for (let gap = youngest; gap <= top; gap++) weights.push(birthWeight(model.rates, gap));
    table = weightedTable(weights);
    model.parentGaps.set(top, table);
  }
  return youngest + pickWeighted(table, random.number.float());
}

/** A standard normal number (Box-Muller). */
function normal(random: Random): number {
  let unit = 0;
  while (unit === 0) unit = random.number.float();
  return Math.sqrt(-2 * Math.log(unit)) * Math.cos(2 * Math.PI * random.number.float());
}

/** An age drawn again until it is 18 to 80 (AGE_TRIES). */
function adultAge(draw: () => number): number {
  let age = draw();
  for (let tries = 1; tries < AGE_TRIES && (age < MIN_AGE || age > MAX_AGE); tries++) age = draw();
  return Math.min(MAX_AGE, Math.max(MIN_AGE, age));
}

const otherGender = (gender: Gender): Gender => (gender === 'female' ? 'male' : 'female');
const coin = (random: Random, chance: number) => random.number.float() < chance;
const eitherSex = (random: Random): Gender => (coin(random, 0.5) ? 'male' : 'female');

/** What the draws of one household share: its stream, the model, the householder and the list. */
interface Drawing {
  random: Random;
  model: HouseholdModel;
  rates: HouseholdRates;
  /** The householder's. */
  age: number;
  gender: Gender;
  members: PlannedMember[];
}

function add(
  { members }: Drawing,
  relationship: Relationship,
  age: number,
  gender: Gender,
  surname: SurnameOf,
) {
  members.push({ relationship, age, gender, surname });
}

/**
 * One household's kind and members, drawn from `random`, its householder as `lock` fixes
 * (`{}`: any). The draws are taken in this order: the householder and the kind; a couple's other
 * partner; adult children; the householder's parent; other relatives; an unrelated adult; the
 * couple's surnames.
 */
export function planHousehold(
  random: Random,
  model: HouseholdModel,
  lock: HouseholderLock,
): HouseholdPlan {
  const option = model.options[pickWeighted(householderTable(model, lock), random.number.float())];
  if (!option) throw new RangeError('no householder drawn');
  const { kind, gender, age, couple } = option;
  const drawing: Drawing = {
    random,
    model,
    rates: model.rates,
    age,
    gender,
    members: [{ relationship: 'householder', age, gender, surname: 'householder' }],
  };
  let names: Pick<HouseholdPlan, 'coupleNames' | 'childrenOf'> = {
    coupleNames: undefined,
    childrenOf: 'householder',
  };
  if (couple) names = drawCouple(drawing, couple, option.isAnchor);
  else if (kind === 'other family') drawOtherFamily(drawing);
  else if (kind === 'roommates') drawRoommates(drawing);
  return { kind, ...names, members: drawing.members };
}

/** The partner, the couple's children, parent, relatives and unrelated adult, and surnames. */
function drawCouple(
  drawing: Drawing,
  couple: Couple,
  householderIsAnchor: boolean,
): Pick<HouseholdPlan, 'coupleNames' | 'childrenOf'> {
  const { random, rates, age } = drawing;
  const married = couple.kind === 'married';
  const partner = partnerAge(couple, householderIsAnchor, age, random);
  const partnerGender = householderIsAnchor ? couple.other : couple.anchor;
  add(drawing, married ? 'spouse' : 'unmarried partner', partner, partnerGender, 'partner');
  const anchorAge = householderIsAnchor ? age : partner;
  const sameSex = couple.anchor === couple.other;
  const younger = Math.min(age, partner);
  // The children's ages follow the mother's; two men's follow the younger's, less a father's
  // extra years, as if a mother's (ASSUMPTION).
  const mother = !sameSex
    ? anchorAge
    : couple.anchor === 'female'
      ? younger
      : younger - rates.birth.fatherOlder;
  const childChance = (married ? rates.childrenMarried : rates.childrenUnmarried)[bandOf(mother)];
  if (coin(random, childChance ?? 0)) addChildren(drawing, mother, younger);
  if (coin(random, atBand(rates.parentInCouple, age))) addParent(drawing);
  if (coin(random, rates.relativeInCouple)) addRelatives(drawing);
  addNonRelative(drawing);
  const householderIsMan = !sameSex && !householderIsAnchor;
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
 * A householder without a spouse or partner, and who else (otherFamilyMembers): nobody of 18 or
 * more (a parent of children under 18 only), adult children, a parent or other relatives; where
 * children or a parent cannot be (none old or young enough), other relatives instead.
 */
function drawOtherFamily(drawing: Drawing) {
  const { random, model, rates, age, gender } = drawing;
  const table = model.otherFamilyMembers[bandOf(age)];
  let others = table ? pickWeighted(table, random.number.float()) : 0;
  const mother = gender === 'female' ? age : age - rates.birth.fatherOlder;
  if (others === 1 && addChildren(drawing, mother, age) === 0) others = 3;
  if (others === 2 && !addParent(drawing)) others = 3;
  if (others === 3) addRelatives(drawing);
  addNonRelative(drawing);
}

/** Unrelated adults: one to three besides the householder, mostly of the householder's sex. */
function drawRoommates(drawing: Drawing) {
  const { random, model, rates, gender } = drawing;
  const count = 1 + pickWeighted(model.roommateCount, random.number.float());
  for (let added = 0; added < count; added++) {
    const age = unrelatedAge(drawing);
    const same = coin(random, rates.roommateSameSex);
    add(drawing, 'roommate', age, same ? gender : otherGender(gender), 'own');
  }
}

/** One to three adult children (childCount), as many as can be; how many were added. */
function addChildren(drawing: Drawing, mother: number, youngestParent: number): number {
  const { random, model, rates } = drawing;
  const count = 1 + pickWeighted(model.childCount, random.number.float());
  const { upTo24, upTo34, older } = rates.childIsMale;
  let added = 0;
  for (; added < count; added++) {
    const age = childAge(model, mother, youngestParent, random);
    if (age === undefined) break;
    const male = coin(random, age <= 24 ? upTo24 : age <= 34 ? upTo34 : older);
    add(drawing, 'child', age, male ? 'male' : 'female', 'children');
  }
  return added;
}

/** The householder's mother or father, if one can be 80 or younger; whether one was added. */
function addParent(drawing: Drawing): boolean {
  const { random, model, rates, age } = drawing;
  const mother = coin(random, rates.parentIsMother);
  const older = mother ? 0 : rates.birth.fatherOlder;
  const gap = parentGap(model, MAX_AGE - age - older, random);
  if (gap === undefined) return false;
  add(drawing, 'parent', age + gap + older, mother ? 'female' : 'male', 'birth');
  return true;
}

/**
 * One or two relatives: a sibling (who carries the surname the householder was born with:
 * ASSUMPTION), an adult grandchild, or another (cousin, aunt, nephew), who keep their own.
 */
function addRelatives(drawing: Drawing) {
  const { random, rates, age } = drawing;
  const count = coin(random, rates.twoRelatives) ? 2 : 1;
  const [nearest, farthest] = rates.grandchildYears;
  for (let added = 0; added < count; added++) {
    const which = random.number.float();
    if (which < rates.relativeKind.sibling) {
      const sibling = adultAge(
        () => age + Math.round((random.number.float() * 2 - 1) * rates.siblingYears),
      );
      add(drawing, 'other relative', sibling, eitherSex(random), 'birth');
      continue;
    }
    let relative: number;
    if (
      which < rates.relativeKind.sibling + rates.relativeKind.grandchild &&
      age - nearest >= MIN_AGE
    ) {
      const years = Math.min(farthest, age - MIN_AGE) - nearest + 1;
      relative = age - nearest - Math.floor(random.number.float() * years);
    } else {
      relative = adultAge(() => age + Math.round(normal(random) * rates.relativeSd));
    }
    add(drawing, 'other relative', relative, eitherSex(random), 'own');
  }
}

/** An unrelated adult's age: the householder's, give or take more the older the householder. */
function unrelatedAge({ random, rates, age }: Drawing): number {
  const sd = rates.nonRelativeSd.base + rates.nonRelativeSd.perYear * (age - MIN_AGE);
  return adultAge(() => age + Math.round(normal(random) * sd));
}

/** A family's unrelated adult (a boarder, a friend), in nonRelative of households. */
function addNonRelative(drawing: Drawing) {
  const { random, rates } = drawing;
  if (coin(random, rates.nonRelative)) {
    add(drawing, 'roommate', unrelatedAge(drawing), eitherSex(random), 'own');
  }
}
