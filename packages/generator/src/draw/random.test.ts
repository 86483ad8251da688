import { describe, expect, it } from 'vitest';
import {
  HOUSEHOLD_STREAM,
  MAX_INDEX,
  MEMBER_STREAM,
  PERSON_STREAM,
  createRandom,
  rowRandom,
  sfc32,
} from './random.ts';

const draws = (seed: number, count = 8) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.number.float());
};

/** The first raw outputs of sfc32 as PractRand 0.95 seeds it with seed(Uint64 s): a = 0,
 * b = the low word, c = the high word, counter = 1, 12 outputs dropped. Printed by PractRand's
 * sfc32::raw32 and sfc32::seed(Uint64) compiled with gcc, not by this code. */
const PRACTRAND_SFC32: [bigint, number[]][] = [
  [0n, [1363572419, 145230303, 808754475, 4216505632, 947923937, 2491578854]],
  [42n, [1264412219, 1947509147, 3919439299, 1251167922, 656401615, 478193053]],
  [4294967295n, [1984736529, 3747275468, 1287205723, 2021412065, 2215341480, 276468999]],
  [0x123456789abcdefn, [2222009751, 4121156040, 1557176981, 903895892, 1281522849, 866141154]],
];

describe('sfc32', () => {
  it.each(PRACTRAND_SFC32)('matches PractRand’s reference outputs for seed %s', (seed, outputs) => {
    const next = sfc32(0, Number(seed & 0xffffffffn), Number(seed >> 32n));
    expect(Array.from({ length: outputs.length }, next)).toEqual(outputs);
  });
});

describe('createRandom', () => {
  it('is PractRand’s sfc32 seeded with the seed, as floats over 2^32', () => {
    const random = createRandom(42);
    expect(random.number.float()).toBe(1264412219 / 2 ** 32);
  });

  it('repeats for a seed and differs between seeds', () => {
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws(4294967295)).not.toEqual(draws(0));
  });

  it.each([-1, 0.5, 2 ** 32, Number.NaN, Infinity, 2 ** 40])('refuses the seed %s', (seed) => {
    expect(() => createRandom(seed)).toThrow(/a seed is a whole number from 0 to 4,294,967,295/);
  });

  it('gives floats in [0, 1) spread evenly over ten bins', () => {
    const bins = new Array<number>(10).fill(0);
    const outside: number[] = [];
    for (const value of draws(2026, 100_000)) {
      if (value < 0 || value >= 1) outside.push(value);
      else bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] ?? 0) + 1;
    }
    /* One expect for all 100,000 draws: 200,000 of them took over 5 s on a busy machine. */
    expect(outside).toEqual([]);
    for (const count of bins) expect(Math.abs(count - 10_000)).toBeLessThan(500);
  });

  it('gives every whole number of a range, ends included, and nothing outside it', () => {
    const random = createRandom(3);
    const seen = new Set<number>();
    for (let i = 0; i < 10_000; i++) seen.add(random.number.int({ min: -2, max: 3 }));
    expect([...seen].sort((a, b) => a - b)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it('seeds itself from Math.random when given no seed', () => {
    const original = Math.random;
    try {
      Math.random = () => 0.25;
      const first = createRandom().number.float();
      expect(createRandom().number.float()).toBe(first);
      Math.random = () => 0.5;
      expect(createRandom().number.float()).not.toBe(first);
    } finally {
      Math.random = original;
    }
  });
});

describe('rowRandom', () => {
  it('a stream given back to be seeded again draws what a new one draws', () => {
    const draws = (random: ReturnType<typeof rowRandom>) =>
      Array.from({ length: 20 }, () => random.number.float());
    let reused = rowRandom(1, 1);
    for (const [seed, index] of [
      [42, 0],
      [42, 1],
      [0, MAX_INDEX],
      [4_294_967_295, 123_456_789_012],
    ]) {
      reused.number.float();
      const again = rowRandom(seed ?? 0, index ?? 0, reused);
      expect(again).toBe(reused);
      expect(draws(again)).toEqual(draws(rowRandom(seed ?? 0, index ?? 0)));
      reused = again;
    }
    expect(Object.keys(createRandom(5))).toEqual(['number']);
    const notOurs = { number: { float: () => 0.5, int: () => 1 } };
    expect(rowRandom(42, 0, notOurs)).not.toBe(notOurs);
  });

  it('gives each index of a seed its own stream, the same every time', () => {
    const first = (seed: number, index: number) => rowRandom(seed, index).number.float();
    expect(first(42, 7)).toBe(first(42, 7));
    const firsts = new Set(Array.from({ length: 10_000 }, (_, index) => first(42, index)));
    expect(firsts.size).toBe(10_000);
    expect(first(42, 0)).not.toBe(first(43, 0));
    expect(first(42, MAX_INDEX)).not.toBe(first(42, MAX_INDEX - 1));
  });

  it('gives households and their members streams of their own, none starting as a person’s', () => {
    const first = (index: number, kind?: number) =>
      rowRandom(42, index, undefined, kind).number.float();
    expect(first(7, PERSON_STREAM)).toBe(first(7));
    const kinds = [PERSON_STREAM, HOUSEHOLD_STREAM, MEMBER_STREAM];
    // An index's high word is below 2 ** 15 (MAX_INDEX < 2 ** 47): constants that differ above
    // it mix to different states for every index.
    expect(MAX_INDEX).toBeLessThan(2 ** 47);
    const pairs = kinds.flatMap((kind) =>
      kinds.filter((other) => other !== kind).map((other) => kind ^ other),
    );
    expect(pairs.filter((apart) => apart >>> 15 === 0)).toEqual([]);
    const firsts = kinds.flatMap((kind) =>
      Array.from({ length: 1000 }, (_, index) => first(index, kind)),
    );
    expect(new Set(firsts).size).toBe(3000);
  });

  it('makes neighbouring indices independent: first draws of index i and i + 1 uncorrelated', () => {
    const count = 100_000;
    const xs = Array.from({ length: count + 1 }, (_, index) => rowRandom(1, index).number.float());
    const mean = xs.reduce((sum, x) => sum + x, 0) / xs.length;
    let covariance = 0;
    let variance = 0;
    for (let i = 0; i < count; i++) {
      covariance += ((xs[i] ?? 0) - mean) * ((xs[i + 1] ?? 0) - mean);
      variance += ((xs[i] ?? 0) - mean) ** 2;
    }
    // Independent draws: a correlation of 0 within about 3 standard errors (1 / sqrt(count)).
    expect(Math.abs(covariance / variance)).toBeLessThan(3 / Math.sqrt(count));
    expect(Math.abs(mean - 0.5)).toBeLessThan(0.005);
  });

  it.each([
    [-1, 0],
    [0, -1],
    [0, 0.5],
    [0, MAX_INDEX + 1],
    [2 ** 32, 0],
  ])('refuses seed %s with index %s', (seed, index) => {
    expect(() => rowRandom(seed, index)).toThrow(RangeError);
  });
});
