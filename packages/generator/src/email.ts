/**
 * Emails unique within a seed, however many people are made and however the run is split: the
 * mailbox ends in a number that only this index of this seed gets. Indices are numbered from 10
 * up (two digits at least, like a birth year's "87"); each count of digits is its own block, and
 * within a block a permutation keyed by the seed scatters the numbers, so person 0 is not "10"
 * and neighbours do not count up. A 4-round Feistel network is a bijection on a power-of-two
 * range; walking the cycle until the value falls inside the block keeps it one (cycle-walking).
 */
import { mix32 } from './random.ts';

const FIRST_NUMBER = 10;
const FEISTEL_ROUNDS = 4;

/** The number person `index` of `seed` carries in their email: different for every index. */
export function emailNumber(seed: number, index: number): number {
  const value = index + FIRST_NUMBER;
  const digits = String(value).length;
  const blockStart = 10 ** (digits - 1);
  const blockSize = 9 * blockStart;
  return blockStart + permute(value - blockStart, blockSize, seed, digits);
}

/** A bijection of [0, size) onto itself, keyed by the seed and the block. */
function permute(value: number, size: number, seed: number, block: number): number {
  // An even number of bits, so both halves have the same width (at most 25 bits: exact in a double).
  let halfBits = Math.ceil(Math.log2(size) / 2);
  if (2 ** (2 * halfBits) < size) halfBits++;
  const half = 2 ** halfBits;
  const mask = half - 1;
  const keys = Array.from({ length: FEISTEL_ROUNDS }, (_, round) =>
    mix32(seed ^ mix32(block * FEISTEL_ROUNDS + round)),
  );
  let result = value;
  do {
    let left = Math.floor(result / half);
    let right = result % half;
    for (const key of keys) {
      const next = (left ^ (mix32(right ^ key) & mask)) >>> 0;
      left = right;
      right = next;
    }
    result = left * half + right;
  } while (result >= size);
  return result;
}
