import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';

const draws = (seed: number, count = 8) => {
  const random = createRandom(seed);
  return Array.from({ length: count }, () => random.number.float());
};

describe('createRandom', () => {
  it('repeats for a seed and differs between seeds, large ones included', () => {
    expect(draws(7)).toEqual(draws(7));
    expect(draws(7)).not.toEqual(draws(8));
    expect(draws(2 ** 40)).not.toEqual(draws(2 ** 40 + 1));
    expect(draws(2 ** 40)).not.toEqual(draws(0));
  });

  it('gives floats in [0, 1) spread evenly over ten bins', () => {
    const bins = new Array<number>(10).fill(0);
    for (const value of draws(2026, 100_000)) {
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      bins[Math.floor(value * 10)] = (bins[Math.floor(value * 10)] ?? 0) + 1;
    }
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
      const second = createRandom().number.float();
      expect(first).toBe(second);
      Math.random = () => 0.5;
      expect(createRandom().number.float()).not.toBe(first);
    } finally {
      Math.random = original;
    }
  });
});
