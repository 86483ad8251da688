/**
 * Emails unique within a seed, however many people are made and however the run is split: the
 * mailbox ends in a number that only this index of this seed gets. Indices are numbered from 10
 * up (two digits at least, like a birth year's "87"); each count of digits is its own block, and
 * within a block a permutation keyed by the seed scatters the numbers, so person 0 is not "10"
 * and neighbours do not count up. A 4-round Feistel network is a bijection on a power-of-two
 * range; walking the cycle until the value falls inside the block keeps it one (cycle-walking).
 */
import { mix32 } from '../draw/random.ts';

const FIRST_NUMBER = 10;
const FEISTEL_ROUNDS = 4;

/** The number person `index` of `seed` carries in their email: different for every index. */
export function emailNumber(seed: number, index: number): number {
  const value = index + FIRST_NUMBER;
  const block = blockOf(seed, digitsOf(value));
  return block.start + permute(value - block.start, block);
}

/** The numbers of one count of digits, and the permutation of them for one seed. */
interface Block {
  seed: number;
  digits: number;
  start: number;
  size: number;
  /** The bits of each Feistel half (its range is 2 ** halfBits), and the round keys. */
  halfBits: number;
  keys: readonly number[];
}

/** Halves of at most this many bits make a whole below 2 ** 30: 32-bit integer arithmetic. */
const SMALL_HALF_BITS = 15;

/** The last block used: a run stays within one block for millions of people. */
let lastBlock: Block | undefined;

export function blockOf(seed: number, digits: number): Block {
  if (lastBlock?.seed === seed && lastBlock.digits === digits) return lastBlock;
  const start = 10 ** (digits - 1);
  const size = 9 * start;
  // An even number of bits, so both halves have the same width (at most 25 bits: exact in a double).
  let halfBits = Math.ceil(Math.log2(size) / 2);
  if (2 ** (2 * halfBits) < size) halfBits++;
  const keys = Array.from({ length: FEISTEL_ROUNDS }, (_, round) =>
    mix32(seed ^ mix32(digits * FEISTEL_ROUNDS + round)),
  );
  lastBlock = { seed, digits, start, size, halfBits, keys };
  return lastBlock;
}

/** The count of decimal digits of a whole number from 1 up. */
function digitsOf(value: number): number {
  let digits = 1;
  for (let power = 10; power <= value; power *= 10) digits++;
  return digits;
}

/** A bijection of [0, size) onto itself, keyed by the seed and the block. */
function permute(value: number, block: Block): number {
  return block.halfBits <= SMALL_HALF_BITS
    ? permuteSmall(value, block)
    : permuteLarge(value, block);
}

/**
 * permute for blocks up to 2 ** 30 (indices below about a billion), in 32-bit integers: the same
 * rounds as permuteLarge, without a double's division and remainder, which cost far more than
 * 32-bit bit operations on every row.
 */
export function permuteSmall(value: number, { size, halfBits, keys }: Block): number {
  const mask = (1 << halfBits) - 1;
  let result = value | 0;
  do {
    let left = result >>> halfBits;
    let right = result & mask;
    for (let round = 0; round < FEISTEL_ROUNDS; round++) {
      const next = (left ^ (mix32(right ^ (keys[round] ?? 0)) & mask)) >>> 0;
      left = right;
      right = next;
    }
    result = (left << halfBits) | right;
  } while (result >= size);
  return result;
}

export function permuteLarge(value: number, { size, halfBits, keys }: Block): number {
  const half = 2 ** halfBits;
  const mask = half - 1;
  let result = value;
  do {
    let left = Math.floor(result / half);
    let right = result % half;
    // Indexed: a for...of here runs the array iterator's builtin on every row.
    for (let round = 0; round < FEISTEL_ROUNDS; round++) {
      const next = (left ^ (mix32(right ^ (keys[round] ?? 0)) & mask)) >>> 0;
      left = right;
      right = next;
    }
    result = left * half + right;
  } while (result >= size);
  return result;
}
