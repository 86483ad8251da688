/**
 * Households by seed and index: household `h` of `seed` depends only on the seed, `h`, the as-of
 * date, the constraints and the version, as a person does, so any range can be made alone and
 * shards concatenate. The model (householdModel.ts) draws the household from a stream of its own;
 * each member is then a person drawn by the person code (drawPerson) from a stream of its own,
 * with the household's place and street, the member's sex, and the surname the household gives
 * them as constraints, and the member's birthdate as a day (GenerateOptions.birth; a
 * householder's given one as a constraint): every rule a person keeps holds for every member.
 */
import type { Constraints } from '../person/fields.ts';
import {
  ageOn,
  formatBirthdate,
  fromDayNumber,
  parseBirthdate,
  toDayNumber,
  type LocalDate,
} from '../person/birthdate.ts';
import {
  drawPerson,
  pickIdentity,
  pickPlace,
  randomOrigin,
  streetAddressOf,
  type Drawn,
} from '../person/generate.ts';
import { nationalMix, originAt, type Origin } from '../person/origins.ts';
import {
  householdModel,
  planHousehold,
  type HouseholdPlan,
  type HouseholderLock,
  type PlannedMember,
  type Relationship,
} from './householdModel.ts';
import { randomSurname } from '../person/names.ts';
import {
  heldPhoneTable,
  householdHome,
  lineAllocation,
  LineAllocation,
  LINE_WINDOW,
  PHONE_LINES,
  type HouseholdHome,
  type PhoneTable,
} from './householdPhones.ts';
import { codeOfState, originMixOf, type Place } from '../place/places.ts';
import {
  HOUSEHOLD_STREAM,
  MAX_MEMBERS,
  MEMBER_STREAM,
  rowRandom,
  type Random,
} from '../draw/random.ts';
import { recordOf, recordWithoutContact, type PersonRecord } from '../person/record.ts';

export { RELATIONSHIPS, type Relationship } from './householdModel.ts';

export { MAX_HOUSEHOLD_INDEX, MAX_MEMBERS } from '../draw/random.ts';

/**
 * A member: the person mode's record, with the household and the relationship to its
 * householder. A member under 18 has no phone and no email: null.
 */
export interface HouseholdMember extends Omit<PersonRecord, 'phone' | 'email'> {
  phone: string | null;
  email: string | null;
  householdId: number;
  relationship: Relationship;
}

/** The youngest member with a phone and an email: children under 18 have neither. */
export const CONTACT_AGE = 18;

export interface Household {
  /** The household's index. */
  householdId: number;
  /** The householder first: everyone who lives there, 0 to 100 years old. */
  members: HouseholdMember[];
}

/**
 * A married couple's surnames at marriage, as the model drew them: the place of the spouse who
 * took a name (the householder, 0, or the spouse, 1), or undefined where each kept their own;
 * and the surname that one was born with, where the model draws it (undefined for a spouse who
 * took the householder's name: the model draws no other name for them).
 */
export interface Marriage {
  changed: 0 | 1 | undefined;
  before: string | undefined;
}

/** What drawMembers gives back: the model's plan, and the married couple's surnames, if any. */
export interface MembersDrawn {
  plan: HouseholdPlan;
  /** Undefined without a married couple. */
  marriage: Marriage | undefined;
}

/**
 * Household `index` of `seed`, the model's plan of it and its couple's surnames at marriage. No
 * checks: its callers have read the run (options/).
 */
export function drawHousehold(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
  /** Each member with its origin (a file's `origin` column), after the member's columns. */
  withOrigin = false,
): MembersDrawn & { household: Household } {
  const members: (HouseholdMember & { origin?: Origin })[] = [];
  const drawn = drawMembers(
    seed,
    index,
    today,
    constraints,
    (drawn, random, relationship, place, contact) => {
      const record: Omit<HouseholdMember, 'householdId' | 'relationship'> = contact
        ? recordOf(drawn, today, random, seed, index * MAX_MEMBERS + place)
        : recordWithoutContact(drawn, today);
      // The record's own object, its two columns added after its twelve: a copy spread from it
      // keeps its strings past young-generation collections (person/record.ts recordNumbered).
      const member: HouseholdMember & { origin?: Origin } = Object.assign(record, {
        householdId: index,
        relationship,
      });
      if (withOrigin) member.origin = drawn.origin;
      members.push(member);
    },
  );
  return { ...drawn, household: { householdId: index, members } };
}

/**
 * Each field of Constraints, given or undefined: the members' constraints are objects of one
 * shape, and a field the person gains cannot be left out of them (or read from a prototype).
 */
type EveryConstraint = { [Field in keyof Required<Constraints>]: Constraints[Field] };

/** What drawMembers hands over of each member, in order, the householder first. */
export type MemberVisit = (
  drawn: Drawn,
  /** The member's stream, left where the person's draws left it: the record's draws go on. */
  random: Random,
  relationship: Relationship,
  /** The member's place in the household: its person index is index × MAX_MEMBERS + place. */
  place: number,
  /** Whether the member has a phone and an email (is CONTACT_AGE or older): no draws if not. */
  contact: boolean,
) => void;

/**
 * Household `index` of `seed`, each member handed to `visit` as drawPerson drew it (the record,
 * or a file's row, is made from it), and the model's plan with the couple's surnames. The members' streams may reuse
 * `reuse`: a member's stream is done with once `visit` returns. No checks.
 */
export function drawMembers(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
  visit: MemberVisit,
  reuse?: { household?: Random; member?: Random },
): MembersDrawn {
  const { random, birthdate, plan } = planOf(seed, index, today, constraints, reuse?.household);
  // The place and the adults' lines come from the household's unit (householdPhones.ts), over
  // the rows the place constraints allow, the lines allocated in a run's first households, so
  // households of a small file share no number by chance. With a locked phone, or constraints
  // whose rows the person's place draw does not draw by people (a city without a state), the
  // householder's place and each adult's phone are drawn as a person's.
  const phones = constraints.phone === undefined ? heldPhoneTable(constraints) : undefined;
  const drawnHome = phones ? householdHome(seed, index, phones) : undefined;
  // The householder's place comes before the names: the members' origins are drawn from it.
  const homePlace =
    drawnHome?.row ?? pickPlace(random, constraints.state, constraints.city, constraints.zipCode);
  const origins = originsOf(plan, random, homePlace, constraints);
  const { surnameOf, marriage } = surnamesOf(plan, random, constraints.lastName, origins);
  // Past LINE_WINDOW (most households of a long run) the lines are the unit's line and the next.
  const allocated =
    phones && drawnHome && index < LINE_WINDOW
      ? allocatedLines(seed, index, today, constraints, phones, drawnHome, adultsIn(plan))
      : undefined;
  let home: Constraints = {};
  let homeRow: Place = homePlace;
  let adults = 0;
  for (const [position, planned] of plan.members.entries()) {
    const memberIndex = index * MAX_MEMBERS + position;
    const memberRandom = rowRandom(seed, memberIndex, reuse?.member, MEMBER_STREAM);
    // The householder's birthdate, when it has one (the constraints', or drawn with a locked
    // first name), is kept as text; a member's planned one goes to drawPerson as a day (`birth`),
    // not written as text to be read back.
    const given = position === 0 ? birthdate : undefined;
    const birth = given === undefined ? fromDayNumber(planned.born) : undefined;
    const lastName = surnameOf(planned);
    // Every field written out (EveryConstraint): the householder's the run's constraints, the
    // others' the householder's place and street. Not spread from `home` or the run's
    // constraints: an object literal of one shape costs less to make and to read, every member.
    const kept: EveryConstraint =
      position === 0
        ? {
            firstName: constraints.firstName,
            lastName: lastName ?? constraints.lastName,
            gender: planned.gender,
            streetAddress: constraints.streetAddress,
            city: constraints.city,
            state: constraints.state,
            zipCode: homePlace.zip,
            birthdate: given,
            email: constraints.email,
            phone: constraints.phone,
          }
        : {
            firstName: undefined,
            lastName,
            gender: planned.gender,
            streetAddress: home.streetAddress,
            city: home.city,
            state: home.state,
            zipCode: home.zipCode,
            birthdate: undefined,
            email: undefined,
            phone: undefined,
          };
    const contact = planned.age >= CONTACT_AGE;
    // The adults take the household's lines of its code, in the members' order: those
    // allocated, or the unit's line and the next ones (past 99 back to 0).
    const phoneLine =
      drawnHome && contact
        ? {
            phone: drawnHome.phone,
            line: allocated?.[adults] ?? (drawnHome.line + adults) % PHONE_LINES,
          }
        : undefined;
    if (contact) adults++;
    const drawn = drawPerson({
      random: memberRandom,
      today,
      constraints: kept,
      zipRow: homeRow,
      birth,
      phoneLine,
      origin: origins.of[position],
    });
    if (position === 0) {
      // The record's place and street, as recordOf writes them (not its birthdate).
      home = {
        state: drawn.state,
        city: drawn.city,
        zipCode: drawn.zipCode,
        streetAddress: streetAddressOf(drawn.street),
      };
      homeRow = drawn.place;
    }
    visit(drawn, memberRandom, planned.relationship, position, contact);
  }
  return { plan, marriage };
}

/** Household `index`'s stream, left where its plan left it, its householder's birthdate, its plan. */
function planOf(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
  reuse?: Random,
): { random: Random; birthdate: string | undefined; plan: HouseholdPlan } {
  const random = rowRandom(seed, index, reuse, HOUSEHOLD_STREAM);
  const { lock, birthdate } = householderOf(random, today, constraints);
  return { random, birthdate, plan: planHousehold(random, householdModel(), lock, today) };
}

/** The plan's members who have a phone: CONTACT_AGE or older. */
function adultsIn(plan: HouseholdPlan): number {
  let adults = 0;
  for (const { age } of plan.members) if (age >= CONTACT_AGE) adults++;
  return adults;
}

/**
 * Household `index`'s adults' lines, `index` below LINE_WINDOW: allocated among the households
 * before it of the same seed, as-of date and constraints (a plan depends on the householder's
 * given first name, sex and birthdate; the table on the place).
 */
function allocatedLines(
  seed: number,
  index: number,
  today: LocalDate,
  constraints: Constraints,
  phones: PhoneTable,
  home: HouseholdHome,
  adults: number,
): number[] {
  const { firstName, gender, birthdate, state, city, zipCode } = constraints;
  const key = JSON.stringify([
    seed,
    today.year,
    today.month,
    today.day,
    ...[firstName, gender, birthdate, state, city, zipCode].map((value) => value ?? null),
  ]);
  const allocation = lineAllocation(
    key,
    () =>
      new LineAllocation(seed, phones, (earlier) =>
        adultsIn(planOf(seed, earlier, today, constraints).plan),
      ),
  );
  return allocation.linesOf(index, home, adults);
}

/**
 * What the constraints fix of the householder. A locked gender or birthdate (its age) narrows
 * the householders the model draws from. A locked first name brings a sex and a birthdate as the
 * person code gives them for that name (from the household's stream), and the household is drawn
 * given that sex and age.
 */
function householderOf(
  random: Random,
  today: LocalDate,
  { firstName, gender, birthdate }: Constraints,
): { lock: HouseholderLock; birthdate: string | undefined } {
  if (firstName !== undefined) {
    // A locked first name draws no name: neither the state nor the origin is read.
    const identity = pickIdentity(random, today, '', 0, { firstName, gender, birthdate });
    const { birth } = identity;
    const written =
      typeof identity.birthdate === 'string'
        ? identity.birthdate
        : formatBirthdate(identity.birthdate);
    return { lock: lockOf(identity.gender, birth, today), birthdate: written };
  }
  const birth = birthdate === undefined ? undefined : parseBirthdate(birthdate);
  return { lock: lockOf(gender, birth, today), birthdate };
}

/** The householder's sex and, with a birthdate, age and birth day, as the model takes them. */
function lockOf(
  gender: Constraints['gender'],
  birth: LocalDate | undefined,
  today: LocalDate,
): HouseholderLock {
  return birth
    ? { gender, age: ageOn(birth, today), born: toDayNumber(birth) }
    : { gender, age: undefined };
}

/**
 * Interracial or interethnic couples among couples, by kind: the Census Bureau's figures for 2010
 * (Lofquist et al., "Households and Families: 2010", 2010 Census Brief C2010BR-14): 10% of
 * married opposite-sex couples, 18% of unmarried opposite-sex partners, 21% of same-sex unmarried
 * partners, whose rate same-sex spouses take (the brief counted them among the partners). The
 * Census counts race by seven groups and Hispanic origin apart; here a couple is mixed when its
 * two origins differ.
 */
export const MIXED_MARRIED = 0.1;
export const MIXED_PARTNERS = 0.18;
export const MIXED_SAME_SEX = 0.21;

/** Each member's origin (undefined: drawn as a person's, from the home), and the couple's. */
export interface HouseholdOrigins {
  of: (Origin | undefined)[];
  householder: Origin;
  /** The spouse's or partner's; the householder's without one. */
  partner: Origin;
}

/**
 * The members' origins, from the household's stream: the householder's from the home's
 * residents and the locked names (as a person's); a spouse or partner shares it but at the
 * Census's rates of mixed couples, when the partner's is drawn from the home's other groups; a
 * child or stepchild takes a parent's (a child of the couple either's, as a coin says; a
 * stepchild the partner's), and the householder's parents, siblings, other relatives and
 * grandchildren the householder's. A roommate's is drawn as a person's.
 */
function originsOf(
  plan: HouseholdPlan,
  random: Random,
  home: Place,
  constraints: Constraints,
): HouseholdOrigins {
  const stateCode = codeOfState(home.state) ?? '';
  const [first, second] = plan.members;
  const householder = randomOrigin(
    random,
    home,
    stateCode,
    constraints.firstName,
    first?.gender,
    constraints.lastName,
  );
  let partner = householder;
  const couple =
    second?.relationship === 'spouse' || second?.relationship === 'unmarried partner'
      ? second
      : undefined;
  if (couple) {
    const mixed =
      couple.gender === first?.gender
        ? MIXED_SAME_SEX
        : couple.relationship === 'spouse'
          ? MIXED_MARRIED
          : MIXED_PARTNERS;
    if (random.number.float() < mixed) {
      const others = Float64Array.from(originMixOf(home) ?? nationalMix(), (share, origin) =>
        origin === householder ? 0 : share,
      );
      const unit = random.number.float();
      if (others.some((share) => share > 0)) partner = originAt(others, unit);
    }
  }
  const of = plan.members.map((member, position): Origin | undefined => {
    if (position === 0) return householder;
    switch (member.relationship) {
      case 'spouse':
      case 'unmarried partner':
        return partner;
      case 'child':
        return random.number.float() < 0.5 ? householder : partner;
      case 'stepchild':
        return partner;
      case 'roommate':
        return undefined;
      default:
        return householder;
    }
  });
  return { of, householder, partner };
}

/**
 * The household's surnames, from its stream after the plan: the householder's (a locked last
 * name, or drawn), the spouse's or partner's, the one the householder was born with, and the
 * children's; then, when a member carries one, the stepchildren's, the grandchildren's and each
 * sibship's, drawn in the order of the members who first carry them. `surnameOf` is undefined
 * for a member who keeps their own (the person code draws it). `marriage`: which spouse took a
 * name, and the one they were born with where it is drawn.
 */
function surnamesOf(
  plan: HouseholdPlan,
  random: Random,
  locked: string | undefined,
  origins: HouseholdOrigins,
): {
  surnameOf: (member: PlannedMember) => string | undefined;
  marriage: Marriage | undefined;
} {
  // Each surname by the origin of the family it comes from: the householder's own, the
  // partner's own; a stepchild's absent parent's as the partner's, a grandchild's or a
  // relative's child's as the householder's.
  const drawn = () => randomSurname(random, origins.householder);
  const partners = () => randomSurname(random, origins.partner);
  let householder: string;
  let partner: string | undefined;
  let birth: string;
  let marriage: Marriage | undefined;
  switch (plan.coupleNames) {
    case 'hyphenated householder': {
      // The wife, the householder, joined her own name to her husband's.
      const own = drawn();
      partner = partners();
      householder = locked ?? `${own}-${partner}`;
      birth = locked ?? own;
      // A locked name is the one she was born with (birth): she changed none.
      marriage = { changed: locked === undefined ? 0 : undefined, before: birth };
      break;
    }
    case 'hyphenated spouse': {
      householder = locked ?? drawn();
      const own = partners();
      partner = `${own}-${householder}`;
      birth = householder;
      marriage = { changed: 1, before: own };
      break;
    }
    case 'shared':
      householder = locked ?? drawn();
      partner = householder;
      birth = householder;
      marriage = { changed: 1, before: undefined };
      break;
    case 'taken':
      // The householder took the spouse's name, and was born with another.
      householder = locked ?? partners();
      partner = householder;
      birth = drawn();
      marriage = { changed: 0, before: birth };
      break;
    case 'separate':
      householder = locked ?? drawn();
      partner = partners();
      birth = householder;
      break;
    case undefined:
      householder = locked ?? drawn();
      birth = householder;
  }
  // Unmarried partners are 'separate' too: the model says nothing of their names at marriage.
  if (plan.coupleNames === 'separate' && plan.members[1]?.relationship === 'spouse') {
    marriage = { changed: undefined, before: undefined };
  }
  const children = plan.childrenOf === 'partner' ? partner : householder;
  // One surname each for the stepchildren, the grandchildren and each sibship, drawn now, in
  // the members' order, so a member's surname does not depend on when it is asked for.
  let stepchildren: string | undefined;
  let grandchildren: string | undefined;
  // Made only for a household with a relative's children: most have none.
  let sibships: Map<number, string> | undefined;
  for (const member of plan.members) {
    if (member.surname === 'stepchildren') stepchildren ??= partners();
    else if (member.surname === 'grandchildren') grandchildren ??= drawn();
    else if (member.surname === 'sibship' && !sibships?.has(member.family))
      (sibships ??= new Map()).set(member.family, drawn());
  }
  const surnameOf = (member: PlannedMember) => {
    switch (member.surname) {
      case 'householder':
        return householder;
      case 'partner':
        return partner;
      case 'birth':
        return birth;
      case 'children':
        return children;
      case 'stepchildren':
        return stepchildren;
      case 'grandchildren':
        return grandchildren;
      case 'sibship':
        return sibships?.get(member.family);
      case 'own':
        return undefined;
    }
  };
  return { surnameOf, marriage };
}
