/**
 * Every figure docs/households.md holds against its source, measured on the rows written (each member's record as
 * drawHousehold makes it: relationship, age, birthdate, surname, phone, email), with the plan
 * only for what no row says (who is whose mother or father, which sibship, the kind of
 * household), beside the source's figure. Run with
 * `npx tsx packages/generator/data/households-fit.ts --figures`: 100,000 households of seed 1 as
 * of 2026-11-22, a Markdown table (docs/households.md holds it).
 */
import { ageOn, parseBirthdate, type LocalDate } from '../src/person/birthdate.ts';
import {
  HOUSEHOLD_MEN_BY_AGE,
  HOUSEHOLD_WOMEN_BY_AGE,
} from '../src/household/householdAges.data.ts';
import {
  ABSENT,
  HOUSEHOLD_MAX_AGE,
  type HouseholdPlan,
  type Relationship,
} from '../src/household/householdModel.ts';
import type { Household, HouseholdMember } from '../src/household/households.ts';

/** A household as written, and its plan. */
export interface Written {
  plan: HouseholdPlan;
  household: Household;
}

/** One row of the table: ours, the source's, and the source. */
export interface FigureRow {
  group: string;
  figure: string;
  ours: string;
  theirs: string;
  source: string;
}

const OWN = new Set<Relationship>(['child', 'stepchild']);
const PARTNERS = new Set<Relationship>(['spouse', 'unmarried partner']);
const percent = (value: number) => (value * 100).toFixed(1);
const share = <T>(list: readonly T[], which: (item: T) => boolean) =>
  list.length === 0 ? Number.NaN : list.filter(which).length / list.length;

/** A calendar day as one comparable number. */
const dayKey = ({ year, month, day }: LocalDate) => year * 10_000 + month * 100 + day;

/** Nine calendar months after a day (a day past the month's end counts as its last). */
function nineMonthsAfter({ year, month, day }: LocalDate): LocalDate {
  return month + 9 > 12
    ? { year: year + 1, month: month - 3, day }
    : { year, month: month + 9, day };
}

/** Generations of a household: the householder's parent, own children, grandchildren. */
function generationsOf(members: readonly HouseholdMember[]): number {
  const present = new Set([0]);
  for (const { relationship } of members) {
    if (relationship === 'parent') present.add(-1);
    if (OWN.has(relationship)) present.add(1);
    if (relationship === 'grandchild') present.add(2);
  }
  return present.size;
}

/** Americans 0 to 100 of these ages (both sexes, or women), as a share of all. */
function americans(from: number, to: number): { share: number; women: number } {
  const sum = (ages: readonly number[], first: number, last: number) =>
    ages.slice(first, last + 1).reduce((total, people) => total + people, 0);
  const all =
    sum(HOUSEHOLD_WOMEN_BY_AGE, 0, HOUSEHOLD_MAX_AGE) +
    sum(HOUSEHOLD_MEN_BY_AGE, 0, HOUSEHOLD_MAX_AGE);
  const women = sum(HOUSEHOLD_WOMEN_BY_AGE, from, to);
  const both = women + sum(HOUSEHOLD_MEN_BY_AGE, from, to);
  return { share: both / all, women: women / both };
}

/** S2 (CPS ASEC 2023, HH-4): households of 1 to 6 and 7 or more people, percent. */
const SIZES = [28.99, 34.97, 15.04, 12.2, 5.47, 2.07, 1.26];

export function issueFigures(written: readonly Written[]): FigureRow[] {
  const rows: FigureRow[] = [];
  const row = (group: string, figure: string, ours: string, theirs: string, source: string) =>
    rows.push({ group, figure, ours, theirs, source });
  const households = written.map(({ household }) => household.members);
  const members = households.flat();
  const count = households.length;
  const ofHouseholds = (which: (list: readonly HouseholdMember[]) => boolean) =>
    percent(share(households, which));
  const ofMembers = (which: (member: HouseholdMember) => boolean, among = members) =>
    percent(share(among, which));
  const minor = ({ age }: HouseholdMember) => age < 18;
  const ownMinor = (member: HouseholdMember) => OWN.has(member.relationship) && minor(member);
  const hasPartner = (list: readonly HouseholdMember[]) =>
    list.some(({ relationship }) => PARTNERS.has(relationship));

  // Sizes.
  row(
    'sizes',
    'Persons per household',
    (members.length / count).toFixed(2),
    '2.50 (2.51)',
    'S1 (S2)',
  );
  SIZES.forEach((theirs, at) => {
    const size = at + 1;
    row(
      'sizes',
      `Households of ${size}${size === 7 ? ' or more' : ''}`,
      ofHouseholds((list) => (size === 7 ? list.length >= 7 : list.length === size)),
      theirs.toFixed(1),
      'S2',
    );
  });

  // Children.
  row(
    'children',
    'Households with someone under 18',
    ofHouseholds((list) => list.some(minor)),
    '28.5',
    'S1',
  );
  row(
    'children',
    'Households with the householder’s own children under 18',
    ofHouseholds((list) => list.some(ownMinor)),
    '25.3',
    'S1',
  );
  const withOwn = (which: (list: readonly HouseholdMember[]) => boolean) =>
    ofHouseholds((list) => which(list) && list.some(ownMinor));
  row(
    'children',
    'Married couples with own children under 18',
    withOwn((list) => list.some(({ relationship }) => relationship === 'spouse')),
    '17.3',
    'S1',
  );
  row(
    'children',
    'Cohabiting couples with own children under 18',
    withOwn((list) => list.some(({ relationship }) => relationship === 'unmarried partner')),
    '2.2',
    'S1',
  );
  row(
    'children',
    'Single mothers (no spouse or partner) with own children under 18',
    withOwn((list) => list[0]?.gender === 'female' && !hasPartner(list)),
    '4.6',
    'S1',
  );
  row(
    'children',
    'Single fathers (no spouse or partner) with own children under 18',
    withOwn((list) => list[0]?.gender === 'male' && !hasPartner(list)),
    '1.2',
    'S1',
  );
  row(
    'children',
    'Members under 18, of all members',
    ofMembers(minor),
    `${percent(americans(0, 17).share)} of Americans`,
    'S12',
  );
  const ownMinors = members.filter(ownMinor);
  row(
    'children',
    'Stepchildren among own children under 18',
    ofMembers(({ relationship }) => relationship === 'stepchild', ownMinors),
    '5.1 (2000)',
    'S10',
  );
  row(
    'children',
    'Grandchildren of the householder among members under 18',
    ofMembers(({ relationship }) => relationship === 'grandchild', members.filter(minor)),
    '6 (2000)',
    'S10',
  );

  // Generations.
  row(
    'generations',
    'Multigenerational households (three generations or more)',
    ofHouseholds((list) => generationsOf(list) >= 3),
    '4.7 (2020)',
    'S4',
  );
  const grandchildMinor = (list: readonly HouseholdMember[]) =>
    list.some((member) => member.relationship === 'grandchild' && minor(member));
  row(
    'generations',
    'Households with a grandparent and a grandchild under 18',
    ofHouseholds(
      (list) =>
        grandchildMinor(list) ||
        (list.some(({ relationship }) => relationship === 'parent') && list.some(ownMinor)),
    ),
    'about 3 (2012)',
    'S5',
  );
  row(
    'generations',
    'Households with the householder’s grandchild under 18',
    ofHouseholds(grandchildMinor),
    'about 1.8 (2012)',
    'S5',
  );

  // Relationships, of the members.
  const related = (...kinds: Relationship[]) => {
    const set = new Set(kinds);
    return ofMembers(({ relationship }) => set.has(relationship));
  };
  row('relationships', 'Householders, of members', related('householder'), '40.0', 'S1');
  row('relationships', 'Spouses, of members', related('spouse'), '18.7', 'S1');
  row('relationships', 'Unmarried partners, of members', related('unmarried partner'), '2.9', 'S1');
  row(
    'relationships',
    'Children (own and step, any age), of members',
    related('child', 'stepchild'),
    '28.4',
    'S1',
  );
  row(
    'relationships',
    'Other relatives (parents, grandchildren, others), of members',
    related('parent', 'grandchild', 'other relative'),
    '7.0',
    'S1',
  );
  row('relationships', 'Nonrelatives, of members', related('roommate'), '3.0', 'S1');

  // The oldest, with each member's kind of household.
  const withKind = written.flatMap(({ plan, household }) =>
    household.members.map((member) => ({ member, kind: plan.kind })),
  );
  const aged = (from: number, to: number, gender: string) =>
    withKind.filter(
      ({ member }) => member.age >= from && member.age <= to && member.gender === gender,
    );
  const alone = ({ kind }: { kind: string }) => kind === 'alone';
  const married = ({ member, kind }: { member: HouseholdMember; kind: string }) =>
    kind === 'married' &&
    (member.relationship === 'householder' || member.relationship === 'spouse');
  for (const [gender, label, at65, at75, wed75] of [
    ['male', 'Men', '20.8', '23.0', '67.6'],
    ['female', 'Women', '27.1', '41.8', '35.9'],
  ] as const) {
    row(
      'oldest',
      `${label} 65-74 living alone`,
      percent(share(aged(65, 74, gender), alone)),
      at65,
      'S3',
    );
    row(
      'oldest',
      `${label} 75 and older living alone`,
      percent(share(aged(75, HOUSEHOLD_MAX_AGE, gender), alone)),
      at75,
      'S3',
    );
    row(
      'oldest',
      `${label} 75 and older with a spouse`,
      percent(share(aged(75, HOUSEHOLD_MAX_AGE, gender), married)),
      wed75,
      'S3',
    );
  }
  const old = households.filter((list) => (list[0]?.age ?? 0) >= 80);
  row(
    'oldest',
    'Householders 80 or older: alone / with a spouse or partner / with a child',
    [
      share(old, (list) => list.length === 1),
      share(old, hasPartner),
      share(old, (list) => list.some(({ relationship }) => OWN.has(relationship))),
    ]
      .map(percent)
      .join(' / '),
    'none found (S3 gives people 75 and older)',
    '',
  );
  row(
    'oldest',
    'Householders’ parents who are 80 or older, of parents',
    ofMembers(
      ({ age }) => age >= 80,
      members.filter(({ relationship }) => relationship === 'parent'),
    ),
    'none found',
    '',
  );

  // Siblings and parents, from the plan's parents and sibships and the rows' birthdates.
  let pairs = 0;
  let close = 0;
  let sameDayNotTwins = 0;
  let twinsApartInName = 0;
  let youngestAtBirth = Infinity;
  let olderThanParent = 0;
  const withSibling = new Set<HouseholdMember>();
  const twinsWithSibling = new Set<HouseholdMember>();
  let minorsInSibships = 0;
  let minorTwins = 0;
  for (const { plan, household } of written) {
    const births = household.members.map(({ birthdate }) => parseBirthdate(birthdate));
    plan.members.forEach((planned, place) => {
      const member = household.members[place];
      const born = births[place];
      if (!member || !born) return;
      for (const parent of [planned.mother, planned.father]) {
        const parentBorn = parent === ABSENT ? undefined : births[parent];
        if (!parentBorn) continue;
        youngestAtBirth = Math.min(youngestAtBirth, ageOn(parentBorn, born));
        if (dayKey(born) < dayKey(parentBorn)) olderThanParent++;
      }
      if (planned.family !== ABSENT && minor(member)) {
        minorsInSibships++;
        if (planned.twin) minorTwins++;
      }
      for (let other = place + 1; other < plan.members.length; other++) {
        const sibling = plan.members[other];
        const otherMember = household.members[other];
        const otherBorn = births[other];
        if (!sibling || !otherMember || !otherBorn) continue;
        const siblings =
          (planned.family !== ABSENT && planned.family === sibling.family) ||
          (planned.mother !== ABSENT && planned.mother === sibling.mother) ||
          (planned.father !== ABSENT && planned.father === sibling.father);
        if (!siblings) continue;
        pairs++;
        for (const [one, two] of [
          [member, planned],
          [otherMember, sibling],
        ] as const) {
          if (minor(one)) {
            withSibling.add(one);
            if (two.twin) twinsWithSibling.add(one);
          }
        }
        if (member.birthdate === otherMember.birthdate) {
          if (!planned.twin || !sibling.twin) sameDayNotTwins++;
          if (member.lastName !== otherMember.lastName) twinsApartInName++;
          continue;
        }
        const [earlier, later] =
          dayKey(born) < dayKey(otherBorn) ? [born, otherBorn] : [otherBorn, born];
        if (dayKey(later) < dayKey(nineMonthsAfter(earlier))) close++;
      }
    });
  }
  row(
    'siblings',
    'Sibling pairs under 9 months apart, not twins',
    `${close} of ${pairs}`,
    '0 (our rule: 9 months, twins apart)',
    'product-rules.md',
  );
  row(
    'siblings',
    'Same-day siblings not twins / twins with different surnames',
    `${sameDayNotTwins} / ${twinsApartInName}`,
    '0 / 0 (our rule)',
    'product-rules.md',
  );
  row(
    'siblings',
    'Twins and triplets among children under 18 who live with a sibling',
    percent(twinsWithSibling.size / withSibling.size),
    '2.5 to 4 (issue); of births 3.07 twins, 0.07 triplets or more',
    'S9, S8',
  );
  row(
    'siblings',
    'Twins and triplets among children under 18 of a sibship',
    percent(minorTwins / minorsInSibships),
    '3.14 of births (2023)',
    'S9, S8',
  );

  // Rules.
  const youngest = members.reduce((least, { age }) => Math.min(least, age), Infinity);
  const oldest = members.reduce((most, { age }) => Math.max(most, age), -Infinity);
  row(
    'rules',
    'Youngest and oldest member',
    `${youngest} / ${oldest}`,
    '0 / 100 (our rule)',
    'product-rules.md',
  );
  row(
    'rules',
    'Youngest parent’s age at a child’s birth (years)',
    String(youngestAtBirth),
    '15 or more (our rule)',
    'product-rules.md',
  );
  row(
    'rules',
    'Children older than a parent',
    String(olderThanParent),
    '0 (our rule)',
    'product-rules.md',
  );
  const partners = members.filter(({ relationship }) => PARTNERS.has(relationship));
  row(
    'rules',
    'Youngest spouse or partner',
    String(partners.reduce((least, { age }) => Math.min(least, age), Infinity)),
    '18 or more (our rule)',
    'product-rules.md',
  );
  const emails = members.flatMap(({ email }) => (email === null ? [] : [email]));
  row(
    'rules',
    'Adults’ emails / distinct',
    `${emails.length} / ${new Set(emails).size}`,
    'all distinct (our rule)',
    'product-rules.md',
  );
  row(
    'rules',
    'Members under 18 with a phone or an email / adults without both',
    `${members.filter((member) => minor(member) && (member.phone !== null || member.email !== null)).length} / ${members.filter((member) => !minor(member) && (member.phone === null || member.email === null)).length}`,
    '0 / 0 (our rule)',
    'product-rules.md',
  );

  // The adults' figures: living arrangements, couples' ages, surnames.
  const adultsAged = (from: number, to: number, gender?: string) =>
    withKind.filter(
      ({ member }) =>
        member.age >= from &&
        member.age <= to &&
        (gender === undefined || member.gender === gender),
    );
  const childOf = ({ member }: { member: HouseholdMember }) => OWN.has(member.relationship);
  row(
    'adults',
    'Members 18-24 who are a child of the householder',
    percent(share(adultsAged(18, 24), childOf)),
    '58',
    'F21',
  );
  row(
    'adults',
    'Members 25-34 who are a child of the householder',
    percent(share(adultsAged(25, 34), childOf)),
    '16',
    'F21',
  );
  const inCouple =
    (kind: string) =>
    ({ member, kind: of }: { member: HouseholdMember; kind: string }) =>
      of === kind && (member.relationship === 'householder' || PARTNERS.has(member.relationship));
  row(
    'adults',
    'Members 25-34 with a spouse, women / men',
    `${percent(share(adultsAged(25, 34, 'female'), inCouple('married')))} / ${percent(share(adultsAged(25, 34, 'male'), inCouple('married')))}`,
    '43 / 34 (2022); 42.7 / 35.0 (2023)',
    'F27; S3',
  );
  row(
    'adults',
    'Members 25-34 with an unmarried partner, women / men',
    `${percent(share(adultsAged(25, 34, 'female'), inCouple('unmarried partners')))} / ${percent(share(adultsAged(25, 34, 'male'), inCouple('unmarried partners')))}`,
    'about 17 each (2022); 16.4 / 15.3 (2023)',
    'F27; S3',
  );
  row(
    'adults',
    'Members 18-24 living alone',
    percent(share(adultsAged(18, 24), alone)),
    'about 5',
    'F28',
  );
  const couples = written.filter(
    ({ plan }) => plan.kind === 'married' || plan.kind === 'unmarried partners',
  );
  const sameSex = (kind: string) =>
    percent(
      share(
        couples.filter(({ plan }) => plan.kind === kind),
        ({ household }) => household.members[0]?.gender === household.members[1]?.gender,
      ),
    );
  row(
    'adults',
    'Same-sex couples among married / unmarried couples',
    `${sameSex('married')} / ${sameSex('unmarried partners')}`,
    '1.1 / 5.8',
    'F12',
  );
  const spouses = couples
    .filter(({ plan }) => plan.kind === 'married')
    .map(({ household }) => household.members.slice(0, 2))
    .filter(([first, second]) => first?.gender !== second?.gender);
  const gaps = spouses
    .map(
      (pair) =>
        (pair.find((m) => m.gender === 'male')?.age ?? 0) -
        (pair.find((m) => m.gender === 'female')?.age ?? 0),
    )
    .sort((a, b) => a - b);
  row(
    'adults',
    'Spouses within 2 years / husband 3+ older / wife 3+ older',
    [
      share(gaps, (gap) => Math.abs(gap) <= 2),
      share(gaps, (gap) => gap >= 3),
      share(gaps, (gap) => gap <= -3),
    ]
      .map(percent)
      .join(' / '),
    '51 / 40 / 10',
    'F20',
  );
  row(
    'adults',
    'Husband’s age less the wife’s: median (years)',
    String(gaps[gaps.length >> 1]),
    '+2',
    'F18',
  );
  row(
    'adults',
    'Spouses with the householder’s surname / hyphenated',
    `${percent(share(spouses, ([first, second]) => first?.lastName === second?.lastName))} / ${percent(share(spouses, ([first, second]) => `${first?.lastName}${second?.lastName}`.includes('-')))}`,
    '84 / 5',
    'F35',
  );

  // Phones: numbers are 555-0100 to 555-0199 of an area code of the town, so they repeat; the
  // issue asks that a small file hold no chance repeat between households where the lines allow
  // (household/householdPhones.ts spreads a code's households over its lines).
  for (const rows of [1_000, 2_000, 10_000]) {
    const holders = new Map<string, Set<number>>();
    let seen = 0;
    for (const { household } of written) {
      for (const { phone } of household.members) {
        if (seen >= rows) break;
        seen++;
        if (phone === null) continue;
        const set = holders.get(phone) ?? new Set<number>();
        set.add(household.householdId);
        holders.set(phone, set);
      }
      if (seen >= rows) break;
    }
    let pairs = 0;
    for (const set of holders.values()) pairs += (set.size * (set.size - 1)) / 2;
    row(
      'phones',
      `Pairs of households sharing a phone number, first ${rows.toLocaleString('en-US')} rows`,
      String(pairs),
      'none where the area code’s 100 lines allow (our aim)',
      'product-rules.md',
    );
  }
  row(
    'phones',
    'Households where two members share a phone number',
    ofHouseholds((list) => {
      const phones = list.flatMap(({ phone }) => (phone === null ? [] : [phone]));
      return new Set(phones).size < phones.length;
    }),
    'none: each adult has a line of their own (our rule; no landline-only share after 2013 found)',
    'S14',
  );

  // Ages.
  for (const [from, to] of [
    [0, 17],
    [18, 29],
    [30, 44],
    [45, 64],
    [65, 79],
    [80, HOUSEHOLD_MAX_AGE],
  ] as const) {
    const these = members.filter(({ age }) => age >= from && age <= to);
    const census = americans(from, to);
    row(
      'ages',
      `Members ${from}-${to} / women among them`,
      `${percent(these.length / members.length)} / ${percent(share(these, ({ gender }) => gender === 'female'))}`,
      `${percent(census.share)} / ${percent(census.women)}`,
      'S12, S13',
    );
  }
  return rows;
}

/** The figures as a Markdown table. */
export function figuresTable(rows: readonly FigureRow[]): string {
  const lines = [
    '| group | figure | ours | source’s | source |',
    '|---|---|---|---|---|',
    ...rows.map(
      ({ group, figure, ours, theirs, source }) =>
        `| ${group} | ${figure} | ${ours} | ${theirs} | ${source} |`,
    ),
  ];
  return `${lines.join('\n')}\n`;
}
