/**
 * The random source of every person: sfc32 (Chris Doty-Humphrey's small fast chaotic generator,
 * PractRand-tested) behind the two calls the generator makes.
 *
 * A person is made from a source of its own, seeded by the seed and the person's index
 * (`rowRandom`), so person i of seed s never depends on the people before it: any range of
 * indices can be made alone, and shards concatenate to the bytes of one run.
 *
 * Not faker's: its one bundled module keeps every module of faker in the page once anything is
 * imported from it, all of faker for a random number generator. See ARCHITECTURE.md.
 */
import { shownValue } from '../text/messages.ts';

export interface Random {
  number: {
    /** A number in [0, 1). */
    float(): number;
    /** A whole number from min to max, both included. */
    int(range: { min: number; max: number }): number;
  };
}

/** Seeds are unsigned 32-bit integers: 0 to 4,294,967,295. */
export const MAX_SEED = 2 ** 32 - 1;
/** Indices run from 0 to MAX_INDEX: a hundred trillion people a seed. */
export const MAX_INDEX = 10 ** 14 - 1;

/**
 * Member `m` of household `h` is person index h * MAX_MEMBERS + m of the seed: its stream's
 * index and its email's number, so no two members of a seed's households share an email. The
 * model makes at most nine members (a couple, three adult children, a parent, two relatives and
 * an unrelated adult); ten keeps the indices decimal.
 */
export const MAX_MEMBERS = 10;

/**
 * Households run from 0 to 9,999,999,999,999: their members' indices then end at MAX_INDEX.
 * Written out: options/options.ts reads it, and a module that computes at its top level gets a
 * chunk of its own in the page's build.
 */
export const MAX_HOUSEHOLD_INDEX = 9_999_999_999_999;

const TWO_TO_32 = 2 ** 32;
/** PractRand seeds sfc32 by running it this many times and dropping the outputs. */
const WARM_UP_ROUNDS = 12;

export function isSeed(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_SEED;
}

export function isIndex(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= MAX_INDEX;
}

/** A seed the caller did not choose, from Math.random. */
export function randomSeed(): number {
  return Math.floor(Math.random() * TWO_TO_32);
}

/**
 * One stream: sfc32 seeded as PractRand seeds it from a 64-bit value, here the seed (low word)
 * and 0 (high word). Unseeded, it takes a random seed. Anything but a seed is refused.
 */
export function createRandom(seed: number = randomSeed()): Random {
  checkSeed(seed);
  // A Random of its own shape: only `number`, so whoever holds it cannot seed the stream again.
  return { number: new Sfc32(0, seed, 0) };
}

/**
 * The kinds of rows a seed makes, each a family of streams of its own: person mode's people
 * (`people()`), households (the model's draws of household `h`) and household members (the
 * person draws of member `m` of household `h`, at index h * MAX_MEMBERS + m). A row's stream
 * mixes the high word of its index with its kind's constant; indices end below 2 ** 47, so that
 * word is below 2 ** 15, and constants that differ above bit 15 (their XORs: 0x1bdcb3d2,
 * 0x5c85d78c, 0x4759645e) never start two kinds from the same state: household 5 of a seed is
 * not drawn from person 5's stream, nor from any person's of any seed. The person constant is
 * the one person mode has always used (the golden files pin it); the other two are
 * MurmurHash3's multipliers, chosen as odd constants with no pattern.
 */
export const PERSON_STREAM = 0x9e3779b9;
export const HOUSEHOLD_STREAM = 0x85ebca6b;
export const MEMBER_STREAM = 0xc2b2ae35;

/**
 * The stream of person `index` of `seed` (or of another kind's row: `kind`, above). The index
 * goes through a 32-bit finaliser first, so neighbouring people start from states that differ
 * in about half their bits. A stream this made may be given as `reuse`: it is seeded again and
 * returned, where a long run would make one object a person for its young generation.
 */
export function rowRandom(
  seed: number,
  index: number,
  reuse?: Random,
  kind: number = PERSON_STREAM,
): Random {
  if (!isSeed(seed)) throw new RangeError(seedProblem(seed));
  if (!isIndex(index)) {
    throw new RangeError(`an index is a whole number from 0 to ${MAX_INDEX}, not ${index}`);
  }
  const low = index >>> 0;
  const high = Math.floor(index / TWO_TO_32) >>> 0;
  const b0 = mix32(low);
  const c0 = mix32(high ^ kind);
  return reuse instanceof Sfc32 ? reuse.seed(seed, b0, c0) : new Sfc32(seed, b0, c0);
}

/** Throws the RangeError every entry point gives for a value that is not a seed. */
export function checkSeed(seed: unknown): void {
  if (!isSeed(seed)) throw new RangeError(seedProblem(seed));
}

export function seedProblem(seed: unknown): string {
  return `a seed is a whole number from 0 to ${MAX_SEED.toLocaleString('en-US')}, not ${shownValue(seed)}`;
}

/**
 * sfc32 as in PractRand (sfc32::raw32), returning unsigned 32-bit integers, after PractRand's
 * seeding: a, b, c set, the counter at 1, then WARM_UP_ROUNDS outputs dropped.
 */
export function sfc32(a0: number, b0: number, c0: number): () => number {
  const stream = new Sfc32(a0, b0, c0);
  return () => stream.next();
}

/**
 * sfc32's state and the generator's two calls on it: a Random itself (`number` is the stream).
 * A class rather than closures: a person's source is one allocation, and every call site sees
 * one shape, which keeps the calls cheap to inline.
 */
class Sfc32 implements Random {
  private a = 0;
  private b = 0;
  private c = 0;
  private counter = 1;

  constructor(a0: number, b0: number, c0: number) {
    this.seed(a0, b0, c0);
  }

  /** PractRand's seeding: a, b and c set, the counter at 1, WARM_UP_ROUNDS outputs dropped. */
  seed(a0: number, b0: number, c0: number): this {
    this.a = a0 | 0;
    this.b = b0 | 0;
    this.c = c0 | 0;
    this.counter = 1;
    for (let round = 0; round < WARM_UP_ROUNDS; round++) this.next();
    return this;
  }

  get number(): this {
    return this;
  }

  next(): number {
    const { a, b, c, counter } = this;
    const t = (((a + b) | 0) + counter) | 0;
    this.counter = (counter + 1) | 0;
    this.a = b ^ (b >>> 9);
    this.b = (c + (c << 3)) | 0;
    this.c = (((c << 21) | (c >>> 11)) + t) | 0;
    return t >>> 0;
  }

  float(): number {
    return this.next() / TWO_TO_32;
  }

  int({ min, max }: { min: number; max: number }): number {
    return Math.floor(this.float() * (max - min + 1)) + min;
  }
}

/** MurmurHash3's 32-bit finaliser: a bijection that spreads each input bit over the word. */
export function mix32(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
