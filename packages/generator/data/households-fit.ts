/**
 * The household model against its sources. Run with `npx tsx packages/generator/data/households-fit.ts`:
 * prints the model's figures over 100,000 households of seed 1 (docs/households.md holds them
 * beside the sources'). With `--fit`, fits the rates marked FITTED in
 * src/household/householdRates.ts and prints them to paste there: each round draws 100,000
 * households' plans (no people) and scales
 *
 * - each band and sex of the anchor tables of every kind but living alone, so that all members
 *   together are as old and as often women as Americans (ages.data.ts: the person mode's weights);
 * - the chance that an adult child of each age still lives at home, and a couple's chance of an
 *   adult child at home, so that 58% of members 18-24 and 16% of 25-34 are a householder's child
 *   (F21), about 5% of 35-44, 2% of 45-54 and 0.5% of 55-64 (ASSUMPTION);
 * - women 75-80's weight of living alone, to 42% of them (householdRates.ts says why),
 *
 * each by (target / measured) ** 0.8, for twenty rounds; the answer is the mean of the last ten
 * rounds' tables.
 */
import { fileURLToPath } from 'node:url';
import { MEN_BY_AGE, WOMEN_BY_AGE } from '../src/person/ages.data.ts';
import { MAX_AGE, MIN_AGE } from '../src/person/birthdate.ts';
import type { Gender } from '../src/person/fields.ts';
import {
  AGE_BANDS,
  CHILD_AGE_BANDS,
  HOUSEHOLD_RATES,
  type ByBand,
  type HouseholdRates,
} from '../src/household/householdRates.ts';
import {
  buildHouseholdModel,
  planHousehold,
  type HouseholdKind,
  type HouseholdPlan,
  type Relationship,
} from '../src/household/householdModel.ts';
import { drawHousehold } from '../src/household/households.ts';
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
const FIT_ROUNDS = 20;
const FIT_SEED = 1000;
const FIT_POWER = 0.8;
const WOMEN_75_TO_80_ALONE = 0.42;
/** Children of the householder among members of these ages: F21, then ASSUMPTIONS. */
const CHILD_TARGETS = [
  [18, 24, 0.58],
  [25, 34, 0.16],
  [35, 44, 0.05],
  [45, 54, 0.02],
  [55, 64, 0.005],
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
    alone75to80: shareOf(members, alone, inAges(75, 80, gender)),
    spouse25to34: shareOf(members, married, inAges(25, 34, gender)),
    partner25to34: shareOf(members, partnered, inAges(25, 34, gender)),
    partner18to24: shareOf(members, partnered, inAges(18, 24, gender)),
    spouse75to80: shareOf(members, married, inAges(75, 80, gender)),
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
    ageGroups: [
      [18, 29],
      [30, 44],
      [45, 64],
      [65, 80],
    ].map(([from = 0, to = 0]) => ({
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
      [55, 80],
      [65, 80],
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
    planHousehold(rowRandom(seed, index, undefined, HOUSEHOLD_STREAM), model, {}),
  );
}

const scaled = (factor: number) => (target: number, measured: number) =>
  factor * (target / Math.max(measured, 1e-4)) ** FIT_POWER;

/**
 * The rates after each of FIT_ROUNDS rounds of fitting (the module's comment says what). A
 * round's measures are noisy (women 75-80 are about 6,000 of its members: 0.7 points either
 * way), so the fit's answer is the mean of its last half.
 */
export function fitRates(start: HouseholdRates): HouseholdRates[] {
  const rates = structuredClone(start) as {
    -readonly [K in keyof HouseholdRates]: HouseholdRates[K];
  };
  const rounds: HouseholdRates[] = [];
  const adults = [...WOMEN_BY_AGE, ...MEN_BY_AGE].reduce((sum, count) => sum + count, 0);
  for (let round = 0; round < FIT_ROUNDS; round++) {
    const members = membersOf(plans(rates, FIT_SEED + round, HOUSEHOLDS));
    const factor: Record<Gender, number[]> = { female: [], male: [] };
    let worst = 0;
    for (const gender of ['female', 'male'] as const) {
      const counts = gender === 'female' ? WOMEN_BY_AGE : MEN_BY_AGE;
      AGE_BANDS.forEach((from, band) => {
        const to = (AGE_BANDS[band + 1] ?? MAX_AGE + 1) - 1;
        const target =
          counts.slice(from - MIN_AGE, to - MIN_AGE + 1).reduce((a, b) => a + b, 0) / adults;
        const measured = shareOf(members, inAges(from, to, gender), () => true);
        worst = Math.max(worst, Math.abs(measured - target));
        factor[gender][band] = scaled(1)(target, measured);
      });
    }
    const times = (table: ByBand, gender: Gender) =>
      table.map((value, band) => value * (factor[gender][band] ?? 1)) as unknown as ByBand;
    rates.wife = times(rates.wife, 'female');
    rates.unmarriedWoman = times(rates.unmarriedWoman, 'female');
    for (const key of ['sameSex', 'otherFamily', 'roommates'] as const) {
      rates[key] = {
        female: times(rates[key].female, 'female'),
        male: times(rates[key].male, 'male'),
      };
    }
    const childAtHome = [...rates.childAtHome];
    let worstChild = 0;
    for (const [from, to, target] of CHILD_TARGETS) {
      const measured = shareOf(
        members,
        (member) => member.relationship === 'child',
        inAges(from, to),
      );
      worstChild = Math.max(worstChild, Math.abs(measured - target));
      CHILD_AGE_BANDS.forEach((first, band) => {
        if (first >= from && first <= to)
          childAtHome[band] = scaled(childAtHome[band] ?? 0)(target, measured);
      });
    }
    // The youngest band's rate moves the couples' chance of any adult child; the others are shapes.
    const [youngest = 1] = childAtHome;
    rates.childAtHome = childAtHome.map((value) => value / youngest) as unknown as ByBand;
    const [, , first] = CHILD_TARGETS[0];
    const measuredYoungest = shareOf(
      members,
      (member) => member.relationship === 'child',
      inAges(18, 24),
    );
    const any = scaled(1)(first, measuredYoungest);
    rates.childrenMarried = rates.childrenMarried.map((value) =>
      Math.min(1, value * any),
    ) as unknown as ByBand;
    rates.childrenUnmarried = rates.childrenUnmarried.map((value) =>
      Math.min(1, value * any),
    ) as unknown as ByBand;
    const aloneWomen = shareOf(
      members,
      (member) => member.kind === 'alone',
      inAges(75, 80, 'female'),
    );
    const female = [...rates.alone.female];
    female[6] = scaled(female[6] ?? 0)(WOMEN_75_TO_80_ALONE, aloneWomen);
    rates.alone = { ...rates.alone, female: female as unknown as ByBand };
    console.error(
      `round ${round}: largest band error ${(worst * 100).toFixed(2)} points, child rate ${(worstChild * 100).toFixed(2)}, women 75-80 alone ${(aloneWomen * 100).toFixed(1)}%`,
    );
    rounds.push(structuredClone(rates));
  }
  return rounds;
}

/** The FITTED tables of the rates, by name. */
const fittedTables = (rates: HouseholdRates): Record<string, readonly number[]> => ({
  'alone.female': rates.alone.female,
  wife: rates.wife,
  unmarriedWoman: rates.unmarriedWoman,
  'sameSex.female': rates.sameSex.female,
  'sameSex.male': rates.sameSex.male,
  'otherFamily.female': rates.otherFamily.female,
  'otherFamily.male': rates.otherFamily.male,
  'roommates.female': rates.roommates.female,
  'roommates.male': rates.roommates.male,
  childrenMarried: rates.childrenMarried,
  childrenUnmarried: rates.childrenUnmarried,
  childAtHome: rates.childAtHome,
});

async function main() {
  if (process.argv.includes('--fit')) {
    const late = fitRates(HOUSEHOLD_RATES)
      .slice(FIT_ROUNDS / 2)
      .map(fittedTables);
    for (const name of Object.keys(late[0] ?? {})) {
      const mean = (band: number) =>
        late.reduce((sum, tables) => sum + (tables[name]?.[band] ?? 0), 0) / late.length;
      const table = Array.from({ length: AGE_BANDS.length }, (_, band) => mean(band));
      const digits = name.startsWith('child') ? 4 : 2;
      console.log(
        `${name}: ${JSON.stringify(table.map((value) => Number(value.toFixed(digits))))}`,
      );
    }
    return;
  }
  console.log(JSON.stringify(householdFigures(drawnHouseholds(FIGURES_SEED, HOUSEHOLDS)), null, 2));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
