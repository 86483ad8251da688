/**
 * The random source of every person: sfc32 (Chris Doty-Humphrey's small fast chaotic generator,
 * PractRand-tested) behind the two calls the generator makes.
 *
 * A person is made from a source of its own, seeded by the seed and the person's index
 * (`rowRandom`), so person i of seed s never depends on the people before it: any range of
 * indices can be made alone, and shards concatenate to the bytes of one run.
 *
 * Not faker's: its one bundled module keeps every module of faker in the page once anything is
 * imported from it, 20 KiB gzip for a random number generator. See ARCHITECTURE.md.
 */
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
  if (!isSeed(seed)) throw new RangeError(seedProblem(seed));
  return randomOf(sfc32(0, seed, 0));
}

/**
 * The stream of person `index` of `seed`. The index goes through a 32-bit finaliser first, so
 * neighbouring people start from states that differ in about half their bits.
 */
export function rowRandom(seed: number, index: number): Random {
  if (!isSeed(seed)) throw new RangeError(seedProblem(seed));
  if (!isIndex(index)) {
    throw new RangeError(`an index is a whole number from 0 to ${MAX_INDEX}, not ${index}`);
  }
  const low = index >>> 0;
  const high = Math.floor(index / TWO_TO_32) >>> 0;
  return randomOf(sfc32(seed, mix32(low), mix32(high ^ 0x9e3779b9)));
}

export function seedProblem(seed: unknown): string {
  return `a seed is a whole number from 0 to ${MAX_SEED.toLocaleString('en-US')}, not ${String(seed)}`;
}

function randomOf(next: () => number): Random {
  const float = () => next() / TWO_TO_32;
  const int = ({ min, max }: { min: number; max: number }) =>
    Math.floor(float() * (max - min + 1)) + min;
  return { number: { float, int } };
}

/**
 * sfc32 as in PractRand (sfc32::raw32), returning unsigned 32-bit integers, after PractRand's
 * seeding: a, b, c set, the counter at 1, then WARM_UP_ROUNDS outputs dropped.
 */
export function sfc32(a0: number, b0: number, c0: number): () => number {
  let a = a0 | 0;
  let b = b0 | 0;
  let c = c0 | 0;
  let counter = 1;
  const next = () => {
    const t = (((a + b) | 0) + counter) | 0;
    counter = (counter + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let round = 0; round < WARM_UP_ROUNDS; round++) next();
  return next;
}

/** MurmurHash3's 32-bit finaliser: a bijection that spreads each input bit over the word. */
export function mix32(value: number): number {
  let z = value | 0;
  z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
  z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
  return (z ^ (z >>> 16)) >>> 0;
}
