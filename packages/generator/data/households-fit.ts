/**
 * The household model against its sources. Run with `npx tsx packages/generator/data/households-fit.ts`:
 * prints the model's figures over 100,000 households of seed 1; with `--figures`, every figure
 * of docs/households.md's table, ours beside the source's, measured on the rows written
 * (households-figures.ts). With `--fit`, fits the rates marked FITTED in
 * src/household/householdRates.ts from FIT_START (so each run gives the same answer) and prints
 * them to paste there: fitRates says what each round scales, and to which source.
 */
import { fileURLToPath } from 'node:url';
import {
  HOUSEHOLD_MEN_BY_AGE,
  HOUSEHOLD_WOMEN_BY_AGE,
} from '../src/household/householdAges.data.ts';
import type { Gender } from '../src/person/fields.ts';
import {
  AGE_BANDS,
  HOUSEHOLD_RATES,
  type HouseholdRates,
} from '../src/household/householdRates.ts';
import {
  ADULT_AGE,
  HOUSEHOLD_MAX_AGE,
  buildHouseholdModel,
  planHousehold,
  type HouseholdKind,
  type HouseholdPlan,
  type Relationship,
} from '../src/household/householdModel.ts';
import { drawHousehold } from '../src/household/households.ts';
import { figuresTable, issueFigures } from './households-figures.ts';
import { HOUSEHOLD_STREAM, rowRandom } from '../src/draw/random.ts';

/** A household as the figures read it: its kind and its members (a plan, or drawn people). */
export interface Counted {
  kind: HouseholdKind;
  members: readonly Member[];
}

interface Member {
  age: number;
  gender: Gender;
  relationship: Relationship;
  lastName?: string;
}

const AS_OF = { year: 2026, month: 11, day: 22 };
const FIGURES_SEED = 1;
const HOUSEHOLDS = 100_000;
const FIT_ROUNDS = 16;
const FIT_HOUSEHOLDS = 60_000;
const FIT_SEED = 1000;
const FIT_POWER = 0.8;
/** The age groups the figures compare with Americans'. */
export const AGE_GROUPS = [
  [0, 17],
  [18, 29],
  [30, 44],
  [45, 64],
  [65, 79],
  [80, HOUSEHOLD_MAX_AGE],
] as const;

const inAges = (from: number, to: number, gender?: Gender) => (member: Member) =>
  member.age >= from && member.age <= to && (gender === undefined || member.gender === gender);

/** Every member, with the kind of their household. */
function membersOf(households: readonly Counted[]): (Member & { kind: HouseholdKind })[] {
  return households.flatMap(({ kind, members }) => members.map((member) => ({ ...member, kind })));
}

/** The share of the members `among` picks that `which` picks too. */
function shareOf<T>(
  members: readonly T[],
  which: (member: T) => boolean,
  among: (member: T) => boolean,
) {
  const base = members.filter(among);
  return base.filter(which).length / base.length;
}

/** The model's figures, as fractions (docs/households.md's table). */
export function householdFigures(households: readonly Counted[]) {
  const members = membersOf(households);
  const all = () => true;
  const ofKind = (kind: HouseholdKind) =>
    households.filter((household) => household.kind === kind).length / households.length;
  const married = (member: { kind: HouseholdKind; relationship: Relationship }) =>
    member.kind === 'married' &&
    (member.relationship === 'householder' || member.relationship === 'spouse');
  const partnered = (member: { kind: HouseholdKind; relationship: Relationship }) =>
    member.kind === 'unmarried partners' &&
    (member.relationship === 'householder' || member.relationship === 'unmarried partner');
  const alone = (member: { kind: HouseholdKind }) => member.kind === 'alone';
  const child = (member: Member) => member.relationship === 'child';
  const bySex = (gender: Gender) => ({
    child18to24: shareOf(members, child, inAges(18, 24, gender)),
    child25to34: shareOf(members, child, inAges(25, 34, gender)),
    alone65to74: shareOf(members, alone, inAges(65, 74, gender)),
    alone75plus: shareOf(members, alone, inAges(75, HOUSEHOLD_MAX_AGE, gender)),
    spouse25to34: shareOf(members, married, inAges(25, 34, gender)),
    partner25to34: shareOf(members, partnered, inAges(25, 34, gender)),
    partner18to24: shareOf(members, partnered, inAges(18, 24, gender)),
    spouse75plus: shareOf(members, married, inAges(75, HOUSEHOLD_MAX_AGE, gender)),
  });
  const couples = (kind: HouseholdKind) =>
    households
      .filter((household) => household.kind === kind)
      .map(({ members: [first, second] }) => [first, second]);
  const sameSex = (kind: HouseholdKind) =>
    shareOf(couples(kind), ([first, second]) => first?.gender === second?.gender, all);
  const spouses = couples('married').filter(([first, second]) => first?.gender !== second?.gender);
  const gaps = spouses
    .map((pair) => {
      const husband = pair.find((member) => member?.gender === 'male');
      const wife = pair.find((member) => member?.gender === 'female');
      return (husband?.age ?? 0) - (wife?.age ?? 0);
    })
    .sort((a, b) => a - b);
  const householders = households.map(({ members: [householder] }) => householder?.age ?? 0);
  const has = (relationship: Relationship) =>
    households.filter(({ members: list }) =>
      list.some((member) => member.relationship === relationship),
    ).length / households.length;
  const sameName = (pair: (Member | undefined)[]) => pair[0]?.lastName === pair[1]?.lastName;
  const hyphenated = ([first, second]: (Member | undefined)[]) =>
    `${first?.lastName}${second?.lastName}`.includes('-');
  return {
    households: households.length,
    members: members.length,
    meanMembers: members.length / households.length,
    alone: ofKind('alone'),
    oneMember:
      households.filter(({ members: list }) => list.length === 1).length / households.length,
    married: ofKind('married'),
    unmarriedPartners: ofKind('unmarried partners'),
    otherFamily: ofKind('other family'),
    roommates: ofKind('roommates'),
    sameSexMarried: sameSex('married'),
    sameSexUnmarried: sameSex('unmarried partners'),
    ageGroups: AGE_GROUPS.map(([from = 0, to = 0]) => ({
      from,
      to,
      share: shareOf(members, inAges(from, to), all),
      women: shareOf(members, (member) => member.gender === 'female', inAges(from, to)),
    })),
    child18to24: shareOf(members, child, inAges(18, 24)),
    child25to34: shareOf(members, child, inAges(25, 34)),
    alone18to24: shareOf(members, alone, inAges(18, 24)),
    alone18to34: shareOf(members, alone, inAges(18, 34)),
    bySex: { female: bySex('female'), male: bySex('male') },
    adults: {
      alone: shareOf(members, alone, all),
      spouse: shareOf(members, married, all),
      partner: shareOf(members, partnered, all),
      child: shareOf(members, child, all),
      parent: shareOf(members, (member) => member.relationship === 'parent', all),
    },
    gap: {
      median: gaps[gaps.length >> 1] ?? Number.NaN,
      mean: gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length,
      within2: shareOf(gaps, (gap) => Math.abs(gap) <= 2, all),
      husband3: shareOf(gaps, (gap) => gap >= 3, all),
      wife3: shareOf(gaps, (gap) => gap <= -3, all),
    },
    spouseSurname: {
      same: shareOf(spouses, sameName, all),
      hyphenated: shareOf(spouses, hyphenated, all),
    },
    householderAges: [
      [18, 34],
      [35, 54],
      [55, HOUSEHOLD_MAX_AGE],
      [65, HOUSEHOLD_MAX_AGE],
    ].map(([from = 0, to = 0]) => ({
      from,
      to,
      share: shareOf(householders, (age) => age >= from && age <= to, all),
    })),
    withChild: has('child'),
    withParent: has('parent'),
    withRelative: has('other relative'),
    withRoommate: has('roommate'),
    youngestParentGap: households
      .flatMap(({ members: [householder, ...others] }) =>
        others.flatMap((member) =>
          member.relationship === 'child'
            ? [(householder?.age ?? 0) - member.age]
            : member.relationship === 'parent'
              ? [member.age - (householder?.age ?? 0)]
              : [],
        ),
      )
      .reduce((least, gap) => Math.min(least, gap), Infinity),
    ages: members.reduce<[number, number]>(
      ([youngest, oldest], { age }) => [Math.min(youngest, age), Math.max(oldest, age)],
      [Infinity, -Infinity],
    ),
  };
}

/** Households 0 to count - 1 of a seed, drawn whole (people too), as the figures read them. */
export function drawnHouseholds(seed: number, count: number): Counted[] {
  return Array.from({ length: count }, (_, index) => {
    const { plan, household } = drawHousehold(seed, index, AS_OF, {});
    return { kind: plan.kind, members: household.members };
  });
}

/** The plans of households 0 to count - 1 of a seed, by a model made from `rates`. */
function plans(rates: HouseholdRates, seed: number, count: number): HouseholdPlan[] {
  const model = buildHouseholdModel(rates);
  return Array.from({ length: count }, (_, index) =>
    planHousehold(rowRandom(seed, index, undefined, HOUSEHOLD_STREAM), model, {}, AS_OF),
  );
}

/** Americans 18 to 100 of a sex and band of AGE_BANDS, as a share of all 18 to 100. */
function bandTarget(gender: Gender, band: number): number {
  const ages = gender === 'female' ? HOUSEHOLD_WOMEN_BY_AGE : HOUSEHOLD_MEN_BY_AGE;
  let adults = 0;
  for (let age = ADULT_AGE; age <= HOUSEHOLD_MAX_AGE; age++)
    adults += (HOUSEHOLD_WOMEN_BY_AGE[age] ?? 0) + (HOUSEHOLD_MEN_BY_AGE[age] ?? 0);
  let count = 0;
  for (let age = AGE_BANDS[band] ?? 0; age <= bandEnd(band); age++) count += ages[age] ?? 0;
  return count / adults;
}

const bandEnd = (band: number) => (AGE_BANDS[band + 1] ?? HOUSEHOLD_MAX_AGE + 1) - 1;

/** S2 (CPS ASEC 2023, HH-4): households of 1, 2, ... 6 and 7 or more people, of all households. */
export const HOUSEHOLD_SIZES = [28.99, 34.97, 15.04, 12.2, 5.47, 2.07, 1.26].map((x) => x / 100);

/**
 * S3 (CPS ASEC 2023, AD-3): by age, the share with a spouse and with an unmarried partner,
 * women's and men's: [from, to, bands, women with a spouse, men, women with a partner, men].
 */
const LIVING_ARRANGEMENTS = [
  [18, 24, [0], 0.078, 0.044, 0.117, 0.084],
  [25, 34, [1], 0.427, 0.35, 0.164, 0.153],
  [35, 64, [2, 3, 4], 0.623, 0.618, 0.063, 0.07],
  [65, 74, [5], 0.555, 0.674, 0.026, 0.039],
  [75, 100, [6, 7, 8, 9], 0.359, 0.676, 0.012, 0.021],
] as const;

const OWN = new Set<Relationship>(['child', 'stepchild']);
const RELATIVES = new Set<Relationship>(['parent', 'grandchild', 'other relative']);
const COUPLED = new Set<Relationship>(['householder', 'spouse', 'unmarried partner']);

/** Three generations or more: the householder's parent, own children, or grandchildren. */
export function generations(members: readonly { relationship: Relationship }[]): number {
  const present = new Set([0]);
  for (const { relationship } of members) {
    if (relationship === 'parent') present.add(-1);
    if (OWN.has(relationship)) present.add(1);
    if (relationship === 'grandchild') present.add(2);
  }
  return present.size;
}

type Mutable<T> = { -readonly [K in keyof T]: T[K] };

/**
 * The rates after each of FIT_ROUNDS rounds of fitting, each of FIT_HOUSEHOLDS plans of seed
 * FIT_SEED + round. Each round scales, by (target / measured) ** FIT_POWER (a gentler power for
 * the shapes):
 *
 * - each band and sex of the anchor tables (every kind but living alone), so that members 18 to
 *   100 are as old and as often women as Americans 18 to 100 (S12, S13);
 * - living alone at 65-74 and 75 and over, by sex, to S3;
 * - own children under 18 by kind of family, to S1 (married 17.3%, cohabiting 2.2%, single
 *   mothers 4.6%, single fathers 1.2% of households); stepchildren to S10 (5.1%);
 * - the number of own children (one against more, and how fast larger counts fall), to S2's
 *   households of 3 against 4, and of 5 or more; extended families, to S2's households of 2;
 * - relatives living in, to S1's 7.0% of members; their own children, to S1's 28.5% of
 *   households with someone under 18;
 * - couples by age and sex, to S3 (with a spouse, with a partner); the rest of 75 and over (other
 *   families, and a parent's sex), to S3's people neither alone nor in a couple;
 * - adult children at home, to F21 (58% of 18-24, 16% of 25-34) and the ASSUMPTIONS (5, 2, 0.5%
 *   of 35-44, 45-54, 55-64);
 * - the householder's parent, to S4 (4.7% of households multigenerational); grandchildren, to S5
 *   (1.8% of households hold the householder's grandchild under 18); households of unrelated
 *   adults (from other families' share), to S1's 3.0% of members who are nonrelatives.
 *
 * A round's measures are noisy, so the fit's answer is the mean of the last half of the rounds.
 */
export function fitRates(start: HouseholdRates): HouseholdRates[] {
  const rates = structuredClone(start) as Mutable<HouseholdRates>;
  const rounds: HouseholdRates[] = [];
  const scale = (target: number, measured: number, power = FIT_POWER) =>
    (target / Math.max(measured, 1e-5)) ** power;
  const times = <T extends readonly number[]>(
    table: T,
    factor: number | ((band: number) => number),
  ) =>
    table.map(
      (value, band) => value * (typeof factor === 'number' ? factor : factor(band)),
    ) as unknown as T;
  const capped = <T extends readonly number[]>(table: T) =>
    table.map((value) => Math.min(1, value)) as unknown as T;
  const share = <T>(list: readonly T[], which: (item: T) => boolean) =>
    list.filter(which).length / Math.max(1, list.length);
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const households = plans(rates, FIT_SEED + round, FIT_HOUSEHOLDS);
    const members = households.flatMap(({ kind, members: list }) =>
      list.map((member) => ({ ...member, kind })),
    );
    type Counted = (typeof members)[number];
    const adults = members.filter(({ age }) => age >= ADULT_AGE);
    const aged = (from: number, to: number, gender: Gender) =>
      members.filter(
        (member) => member.gender === gender && member.age >= from && member.age <= to,
      );
    const noPartner = (plan: HouseholdPlan) =>
      !plan.members.some(
        ({ relationship }) => relationship === 'spouse' || relationship === 'unmarried partner',
      );
    const ownMinor = (member: { relationship: Relationship; age: number }) =>
      OWN.has(member.relationship) && member.age < ADULT_AGE;
    // The anchor tables, band by band.
    const factor: Record<Gender, number[]> = { female: [], male: [] };
    let worst = 0;
    for (const gender of ['female', 'male'] as const) {
      AGE_BANDS.forEach((from, band) => {
        const target = bandTarget(gender, band);
        const measured = share(
          adults,
          (member) => member.gender === gender && member.age >= from && member.age <= bandEnd(band),
        );
        worst = Math.max(worst, Math.abs(measured - target));
        factor[gender][band] = scale(target, measured);
      });
    }
    const women = (band: number) => factor.female[band] ?? 1;
    const men = (band: number) => factor.male[band] ?? 1;
    rates.wife = times(rates.wife, women);
    rates.unmarriedWoman = times(rates.unmarriedWoman, women);
    rates.husband = times(rates.husband, men);
    rates.partnerMan = times(rates.partnerMan, men);
    for (const key of ['sameSex', 'otherFamily', 'roommates'] as const)
      rates[key] = { female: times(rates[key].female, women), male: times(rates[key].male, men) };
    // Living alone at 65 and over (S3).
    const alone = (from: number, to: number, gender: Gender) =>
      share(aged(from, to, gender), (member) => member.kind === 'alone');
    for (const [gender, at65, at75] of [
      ['male', 0.208, 0.23],
      ['female', 0.271, 0.418],
    ] as const) {
      const f65 = scale(at65, alone(65, 74, gender));
      const f75 = scale(at75, alone(75, HOUSEHOLD_MAX_AGE, gender));
      rates.alone = {
        ...rates.alone,
        [gender]: times(rates.alone[gender], (band) => (band === 5 ? f65 : band >= 6 ? f75 : 1)),
      };
    }
    // Own children under 18, by kind of family (S1), and stepchildren (S10).
    const withOwn = (which: (plan: HouseholdPlan) => boolean) =>
      share(households, (plan) => which(plan) && plan.members.some(ownMinor));
    const married = withOwn(({ kind }) => kind === 'married');
    const cohabiting = withOwn(({ kind }) => kind === 'unmarried partners');
    const mothers = withOwn((plan) => plan.members[0]?.gender === 'female' && noPartner(plan));
    const fathers = withOwn((plan) => plan.members[0]?.gender === 'male' && noPartner(plan));
    const stepchildren = share(
      members.filter(ownMinor),
      ({ relationship }) => relationship === 'stepchild',
    );
    rates.minors = {
      ...rates.minors,
      married: capped(times(rates.minors.married, scale(0.173, married))),
      unmarried: capped(times(rates.minors.unmarried, scale(0.022, cohabiting))),
      singleMother: capped(times(rates.minors.singleMother, scale(0.046, mothers))),
      singleFather: capped(times(rates.minors.singleFather, scale(0.012, fathers))),
      stepchildren: Math.min(0.5, rates.minors.stepchildren * scale(0.051, stepchildren)),
    };
    // The number of children, and extended families, by household sizes (S2).
    const sizes = [1, 2, 3, 4, 5, 6, 7].map((size) =>
      share(households, ({ members: list }) =>
        size === 7 ? list.length >= 7 : list.length === size,
      ),
    );
    const from = (list: readonly number[], first: number) =>
      list.slice(first).reduce((sum, value) => sum + value, 0);
    const [, two = 0, three = 0, four = 0] = HOUSEHOLD_SIZES;
    rates.minors.one = Math.min(
      0.9,
      rates.minors.one * scale(three / four, (sizes[2] ?? 0) / (sizes[3] ?? 1), 0.5),
    );
    rates.minors.decay = Math.min(
      0.9,
      rates.minors.decay * scale(from(HOUSEHOLD_SIZES, 4), from(sizes, 4), 0.5),
    );
    rates.extended = {
      ...rates.extended,
      factor: Math.min(
        1 / rates.extended.share - 0.01,
        rates.extended.factor * scale(two, sizes[1] ?? 0, 2),
      ),
    };
    // Relatives (S1: 7.0% of members), and their children (S1: 28.5% of households).
    const relatives = share(members, ({ relationship }) => RELATIVES.has(relationship));
    const fRelatives = scale(0.07, relatives);
    rates.relativeInCouple = Math.min(0.5, rates.relativeInCouple * fRelatives);
    rates.relativeInOther = capped(times(rates.relativeInOther, fRelatives));
    const withMinors = share(households, ({ members: list }) =>
      list.some(({ age }) => age < ADULT_AGE),
    );
    rates.relativeWithChildren = Math.min(
      0.9,
      rates.relativeWithChildren * scale(0.285, withMinors, 2),
    );
    // Couples by age and sex (S3).
    const inCouple = (kind: HouseholdKind) => (member: Counted) =>
      member.kind === kind && COUPLED.has(member.relationship);
    for (const [first, last, bands, wife, husband, woman, man] of LIVING_ARRANGEMENTS) {
      const [ofWomen, ofMen] = [aged(first, last, 'female'), aged(first, last, 'male')];
      const inBands = (f: number) => (band: number) =>
        (bands as readonly number[]).includes(band) ? f : 1;
      rates.wife = times(rates.wife, inBands(scale(wife, share(ofWomen, inCouple('married')))));
      rates.husband = times(
        rates.husband,
        inBands(scale(husband, share(ofMen, inCouple('married')))),
      );
      rates.unmarriedWoman = times(
        rates.unmarriedWoman,
        inBands(scale(woman, share(ofWomen, inCouple('unmarried partners')))),
      );
      rates.partnerMan = times(
        rates.partnerMan,
        inBands(scale(man, share(ofMen, inCouple('unmarried partners')))),
      );
    }
    // The rest of 75 and over, neither alone nor in a couple (S3: 7.3% of men, 21.1% of women).
    const coupled = (member: Counted) =>
      (member.kind === 'married' || member.kind === 'unmarried partners') &&
      COUPLED.has(member.relationship);
    const others = (gender: Gender) =>
      share(
        aged(75, HOUSEHOLD_MAX_AGE, gender),
        (member) => member.kind !== 'alone' && !coupled(member),
      );
    const fWomen = scale(0.211, others('female'));
    const fMen = scale(0.073, others('male'));
    for (const key of ['otherFamily', 'roommates'] as const) {
      rates[key] = {
        female: times(rates[key].female, (band) => (band >= 6 ? fWomen : 1)),
        male: times(rates[key].male, (band) => (band >= 6 ? fMen : 1)),
      };
    }
    // Most women of 75 and over neither alone nor in a couple live in a child's home: the parents
    // of householders 45 and over against younger householders'; and fewer fathers for men.
    rates.parentInCouple = capped(times(rates.parentInCouple, (band) => (band >= 3 ? fWomen : 1)));
    rates.parentInOther = capped(times(rates.parentInOther, (band) => (band >= 3 ? fWomen : 1)));
    rates.parentIsMother = Math.min(0.98, 1 - (1 - rates.parentIsMother) * fMen);
    // Adult children at home (F21 and the ASSUMPTIONS).
    const childShare = (first: number, last: number) =>
      share(
        members.filter(({ age }) => age >= first && age <= last),
        ({ relationship }) => OWN.has(relationship),
      );
    const f1824 = scale(0.58, childShare(18, 24));
    const home = [...rates.childAtHome];
    const atHome = [
      1,
      1,
      scale(0.16, childShare(25, 34)),
      scale(0.16, childShare(25, 34)),
      scale(0.05, childShare(35, 44)),
      scale(0.02, childShare(45, 54)),
      scale(0.005, childShare(55, 64)),
      1,
    ];
    const rescaled = home.map((value, band) => value * (atHome[band] ?? 1));
    rates.childAtHome = rescaled.map(
      (value) => value / (rescaled[0] ?? 1),
    ) as unknown as typeof rates.childAtHome;
    rates.adultChildrenMarried = capped(times(rates.adultChildrenMarried, f1824));
    rates.adultChildrenUnmarried = capped(times(rates.adultChildrenUnmarried, f1824));
    rates.adultChildrenSingle = capped(times(rates.adultChildrenSingle, f1824));
    // Generations (S4, S5).
    const grandchildren = share(households, ({ members: list }) =>
      list.some(({ relationship }) => relationship === 'grandchild'),
    );
    const multigenerational = share(households, ({ members: list }) => generations(list) >= 3);
    rates.grandchildren = capped(times(rates.grandchildren, scale(0.018, grandchildren)));
    const fParent = scale(0.047, multigenerational);
    rates.parentInCouple = capped(times(rates.parentInCouple, fParent));
    rates.parentInOther = capped(times(rates.parentInOther, fParent));
    // Nonrelatives (S1: 3.0% of members): households of unrelated adults take their share from
    // other families (the two together are S1's 17.2%).
    const fRoommates = scale(
      0.03,
      share(members, ({ relationship }) => relationship === 'roommate'),
    );
    const together = rates.kinds.otherFamily + rates.kinds.roommates;
    const roommates = Math.min(0.1, rates.kinds.roommates * fRoommates);
    rates.kinds = { ...rates.kinds, roommates, otherFamily: together - roommates };
    const percent = (value: number) => (value * 100).toFixed(1);
    console.error(
      `round ${round}: largest band error ${percent(worst)} points; own children: married ${percent(married)}, cohabiting ${percent(cohabiting)}, mothers ${percent(mothers)}, fathers ${percent(fathers)}; sizes ${sizes.map(percent).join(' ')}; multigenerational ${percent(multigenerational)}; relatives ${percent(relatives)}; under 18 ${percent(withMinors)}; grandchildren ${percent(grandchildren)}; 18-24 at home ${percent(childShare(18, 24))}`,
    );
    rounds.push(structuredClone(rates));
  }
  return rounds;
}

/**
 * Where the fit starts: the shapes before any fit (the ASSUMPTIONS and the adults' anchor tables,
 * each 75-84 band also 80-84's and 85-100's from its own guess), so that `--fit` gives the same
 * answer whenever it is run, rather than going on from its last answer. Every other rate is
 * HOUSEHOLD_RATES'.
 */
export const FIT_START: HouseholdRates = {
  ...HOUSEHOLD_RATES,
  kinds: { ...HOUSEHOLD_RATES.kinds, otherFamily: 0.142, roommates: 0.03 },
  alone: {
    female: [5, 9, 8, 12, 19, 27, 40, 40, 52, 52],
    male: [5, 12, 13, 16, 20, 17, 19, 19, 25, 25],
  },
  wife: [5.02, 33.67, 48.11, 49.02, 47.83, 45.17, 42.96, 42.96, 25, 25],
  husband: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  unmarriedWoman: [15.07, 19.24, 7.21, 5.44, 3.79, 2.26, 1.91, 1.91, 1, 1],
  partnerMan: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  sameSex: {
    female: [6.7, 11.22, 10.43, 9.33, 8.35, 5.27, 3.82, 3.82, 2, 2],
    male: [6.74, 23.43, 17.7, 10.38, 10.5, 4.51, 0.14, 0.14, 0.1, 0.1],
  },
  otherFamily: {
    female: [5.02, 6.41, 9.62, 9.33, 7.59, 6.77, 9.55, 9.55, 9, 9],
    male: [3.37, 6.7, 6.8, 5.19, 5.72, 3.22, 0.21, 0.21, 0.5, 0.5],
  },
  roommates: {
    female: [8.38, 3.21, 1.6, 1.17, 1.14, 1.13, 0.96, 0.96, 0.5, 0.5],
    male: [10.12, 10.04, 4.09, 1.73, 1.91, 0.97, 0.04, 0.04, 0.02, 0.02],
  },
  minors: {
    married: [0.5, 0.6, 0.75, 0.45, 0.08, 0.01, 0, 0, 0, 0],
    unmarried: [0.3, 0.35, 0.35, 0.2, 0.04, 0, 0, 0, 0, 0],
    singleMother: [0.35, 0.6, 0.6, 0.35, 0.06, 0.01, 0, 0, 0, 0],
    singleFather: [0.08, 0.25, 0.35, 0.3, 0.06, 0.01, 0, 0, 0, 0],
    one: 0.42,
    decay: 0.38,
    stepchildren: 0.05,
  },
  adultChildrenMarried: [0, 0.0079, 0.1592, 0.4458, 0.3185, 0.1274, 0.0796, 0.0796, 0.05, 0.05],
  adultChildrenUnmarried: [0, 0.0079, 0.0955, 0.2786, 0.199, 0.0796, 0.0477, 0.0477, 0.03, 0.03],
  adultChildrenSingle: [0, 0.02, 0.25, 0.62, 0.7, 0.62, 0.62, 0.62, 0.62, 0.62],
  childAtHome: [1, 0.8, 0.3033, 0.1299, 0.0445, 0.0271, 0.0619, 0.03],
  parentInCouple: [0, 0.01, 0.02, 0.025, 0.02, 0.01, 0.002, 0.002, 0, 0],
  parentInOther: [0.1, 0.13, 0.08, 0.05, 0.03, 0.01, 0.002, 0.002, 0, 0],
  parentIsMother: 0.72,
  grandchildren: [0, 0, 0.002, 0.02, 0.04, 0.03, 0.015, 0.015, 0.005, 0.005],
  relativeInCouple: 0.06,
  relativeInOther: [0.5, 0.3, 0.17, 0.11, 0.22, 0.34, 0.35, 0.35, 0.35, 0.35],
  relativeWithChildren: 0.1,
  extended: { share: 0.15, factor: 2 },
};

/** The FITTED rates, by name. */
const FITTED = [
  'kinds',
  'alone',
  'wife',
  'husband',
  'unmarriedWoman',
  'partnerMan',
  'sameSex',
  'otherFamily',
  'roommates',
  'minors',
  'adultChildrenMarried',
  'adultChildrenUnmarried',
  'adultChildrenSingle',
  'childAtHome',
  'parentInCouple',
  'parentInOther',
  'parentIsMother',
  'grandchildren',
  'relativeInCouple',
  'relativeInOther',
  'relativeWithChildren',
  'extended',
] as const satisfies readonly (keyof HouseholdRates)[];

type Tree = number | readonly Tree[] | { readonly [key: string]: Tree };

/** The mean of the rounds' values, kept to four significant digits. */
function meanOf(values: readonly Tree[]): Tree {
  const [first] = values;
  if (typeof first === 'number') {
    const mean = (values as number[]).reduce((sum, value) => sum + value, 0) / values.length;
    return Number(mean.toPrecision(4));
  }
  if (Array.isArray(first))
    return first.map((_, index) => meanOf(values.map((value) => (value as Tree[])[index] ?? 0)));
  return Object.fromEntries(
    Object.keys(first ?? {}).map((key) => [
      key,
      meanOf(values.map((value) => (value as Record<string, Tree>)[key] ?? 0)),
    ]),
  );
}

async function main() {
  if (process.argv.includes('--fit')) {
    const late = fitRates(FIT_START).slice(FIT_ROUNDS / 2);
    for (const name of FITTED) {
      const mean = meanOf(late.map((rates) => rates[name] as unknown as Tree));
      console.log(`${name}: ${JSON.stringify(mean)},`);
    }
    return;
  }
  if (process.argv.includes('--figures')) {
    const written = Array.from({ length: HOUSEHOLDS }, (_, index) =>
      drawHousehold(FIGURES_SEED, index, AS_OF, {}),
    );
    process.stdout.write(figuresTable(issueFigures(written)));
    return;
  }
  console.log(JSON.stringify(householdFigures(drawnHouseholds(FIGURES_SEED, HOUSEHOLDS)), null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
