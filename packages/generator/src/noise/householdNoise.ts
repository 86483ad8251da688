/**
 * Noisy records of a household run (docs/noise.md, "Households"): slot h holds household h's
 * members' first records, in the household's order, then the copies of members of the
 * MAX_OFFSET households before it that land there. A member's copies follow person mode's rules
 * (noise.ts copyOffsets), drawn at the member's person index (h × MAX_MEMBERS + place) and
 * counted in households: its copies land at slots h + d, d distinct from 1 to MAX_OFFSET,
 * wrapping within the run's households. Each slot starts with its own household's householder,
 * so two records of one member are never adjacent, and a shard or a --jobs block draws the
 * MAX_OFFSET households before it, as person mode draws people.
 *
 * A member's record is person mode's (recordErrors) with what the household knows: a copied
 * birthdate is a fellow member's, a married surname is the one the model says a spouse was born
 * with, and a move takes the whole household to one other address.
 */
import { MAX_MEMBERS, rowRandom, type Random } from '../draw/random.ts';
import { drawHousehold, type HouseholdMember, type Marriage } from '../household/households.ts';
import type { PersonRecord } from '../person/record.ts';
import {
  alternatesOf,
  copyOffsets,
  movedPlace,
  otherIndex,
  recordErrors,
  recordStream,
  type MovedPlace,
  type NoiseRun,
  type RecordSources,
  type SlotRecord,
} from './noise.ts';
import { MAX_OFFSET, RECORDS_PER_SLOT } from './noiseTypes.ts';

/**
 * The stream of a household's other address (a move), at the household's index: differs from
 * every other kind above bit 15 (draw/random.ts; noise.test.ts checks it).
 */
export const HOUSEHOLD_ALTERNATE_STREAM = 0x4cf5ad43;

/**
 * Records a household slot holds at most: its own household's members, and one copy of each
 * member of the MAX_OFFSET households before it.
 */
export const RECORDS_PER_HOUSEHOLD_SLOT = MAX_MEMBERS * RECORDS_PER_SLOT;

/** A household as a noisy run uses it: its members, its couple's names, its copy plans. */
interface Drawn {
  members: HouseholdMember[];
  marriage: Marriage | undefined;
  /** Each member's copy offsets (copyOffsets), in the members' order. */
  offsets: number[][];
  moved?: PersonRecord;
}

/**
 * The households a walk of slots in order looks at, each drawn once: a slot looks back at the
 * MAX_OFFSET households before it. Kept until the walk has passed them, and no longer: a
 * household kept past a young-generation collection is promoted, and the old generation's
 * collections cost a long run far more.
 */
export class HouseholdWalk {
  readonly #households = new Map<number, Drawn>();
  /** The records' stream, seeded again for each record (rowRandom's reuse). */
  records: Random | undefined;

  constructor(readonly run: NoiseRun) {}

  household(index: number): Drawn {
    let drawn = this.#households.get(index);
    if (drawn === undefined) {
      const { seed, asOf, constraints } = this.run;
      const { household, marriage } = drawHousehold(
        seed,
        index,
        asOf,
        constraints,
        this.run.withOrigin,
      );
      const offsets = household.members.map((_, place) =>
        copyOffsets(seed, index * MAX_MEMBERS + place, this.run),
      );
      drawn = { members: household.members, marriage, offsets };
      this.#households.set(index, drawn);
      // A walk in order needs the last MAX_OFFSET households and its own (and, now and then,
      // another that a record copied from): the oldest goes first.
      if (this.#households.size > 2 * MAX_OFFSET) {
        const [oldest] = this.#households.keys();
        if (oldest !== undefined) this.#households.delete(oldest);
      }
    }
    return drawn;
  }
}

/** The records of household slot `slot` of a noisy run, in order (the layout above). */
export function householdSlotRecords(
  run: NoiseRun,
  slot: number,
  walk: HouseholdWalk = new HouseholdWalk(run),
): SlotRecord[] {
  const { start, count } = run;
  const records: SlotRecord[] = [];
  const add = (household: number, place: number, copy: number) => {
    records.push({
      record: noisyMember(run, walk, household, place, copy),
      personId: household * MAX_MEMBERS + place,
      recordId: slot * RECORDS_PER_HOUSEHOLD_SLOT + records.length,
    });
  };
  const own = walk.household(slot);
  for (const place of own.members.keys()) add(slot, place, 0);
  if (run.duplicates <= 0) return records;
  // From the farthest household to the nearest, each in its members' order.
  for (let d = MAX_OFFSET; d >= 1; d--) {
    if (d > count - 2) continue;
    const other = start + ((((slot - start - d) % count) + count) % count);
    for (const [place, offsets] of walk.household(other).offsets.entries()) {
      const copy = offsets.indexOf(d);
      if (copy >= 0) add(other, place, copy + 1);
    }
  }
  return records;
}

/**
 * Member `place` of household `household`: its record number `copy` with its errors, from the
 * stream of its person index and copy.
 */
function noisyMember(
  run: NoiseRun,
  walk: HouseholdWalk,
  household: number,
  place: number,
  copy: number,
): SlotRecord['record'] {
  const drawn = walk.household(household);
  const { members, marriage } = drawn;
  const member = members[place];
  if (!member) throw new RangeError(`household ${household} has no member ${place}`);
  const index = household * MAX_MEMBERS + place;
  const random = rowRandom(run.seed, index, walk.records, recordStream(copy));
  walk.records = random;
  // A member's own other surname and email, as person mode's.
  const alternates = alternatesOf(run.seed, index, member);
  const drawnSurname = () => alternates().surname;
  const sources: RecordSources = {
    otherSurname: otherSurnameSource(member, place, marriage, drawnSurname),
    moved: () => movedMember(run, drawn, household, member),
    otherEmail: () => alternates().email,
    copied: (from) => {
      if (members.length > 1) {
        // pseudopeople's copy from a household member: a fellow member, drawn.
        const step = from.number.int({ min: 1, max: members.length - 1 });
        return members[(place + step) % members.length] ?? member;
      }
      // A household of one (a householder, an adult): another household's householder, an
      // adult too, as person mode's other is; never a child's birthdate on a householder.
      const other = otherIndex(run.start, run.count, household, from);
      if (other === household) return member;
      return walk.household(other).members[0] ?? member;
    },
  };
  return recordErrors(run.noise, copy, member, sources, random);
}

/**
 * The surname a member's married-surname error shows, or undefined where it shows none. Of a
 * married couple, the spouse the model says took a name at marriage shows the one they were
 * born with (drawn where the model draws none), whatever their sex; the other spouse, and both
 * where each kept their own, show none. Every other member keeps person mode's rule: an adult
 * woman, another surname drawn.
 */
function otherSurnameSource(
  member: HouseholdMember,
  place: number,
  marriage: Marriage | undefined,
  drawnSurname: () => string,
): (() => string) | undefined {
  if (marriage && place <= 1) {
    if (marriage.changed !== place) return undefined;
    const { before } = marriage;
    return before === undefined || before === member.lastName ? drawnSurname : () => before;
  }
  return member.gender === 'female' && member.age >= 18 ? drawnSurname : undefined;
}

/**
 * The household's other address: a person's place drawn from the household's own stream, so
 * every member's moved records show the same street, city, state and ZIP. An adult's phone
 * takes the new town's area code and keeps its own line; a child's stays blank.
 */
function movedMember(
  run: NoiseRun,
  drawn: Drawn,
  household: number,
  member: HouseholdMember,
): MovedPlace {
  const moved = (drawn.moved ??= movedPlace(
    run,
    rowRandom(run.seed, household, undefined, HOUSEHOLD_ALTERNATE_STREAM),
    household * MAX_MEMBERS,
  ));
  const { phone } = member;
  return {
    streetAddress: moved.streetAddress,
    city: moved.city,
    state: moved.state,
    stateCode: moved.stateCode,
    zipCode: moved.zipCode,
    phone:
      phone === null
        ? null
        : PLAIN_PHONE.test(phone) && PLAIN_PHONE.test(moved.phone)
          ? `${moved.phone.slice(0, 3)}${phone.slice(3)}`
          : moved.phone,
  };
}

/** A phone as the model writes it: an area code, then 555-01 and the line's two digits. */
const PLAIN_PHONE = /^\d{3}-555-01\d\d$/;
