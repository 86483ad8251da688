import { describe, expect, it } from 'vitest';
import { createRandom } from './random.ts';
import { pickWeighted, unitWithin, weightedTable } from './weighted.ts';

describe('pickWeighted', () => {
  const table = weightedTable([1, 0, 3]);

  it('maps each part of [0, 1) to the item whose share it falls in', () => {
    expect(pickWeighted(table, 0)).toBe(0);
    expect(pickWeighted(table, 0.2499)).toBe(0);
    expect(pickWeighted(table, 0.25)).toBe(2);
    expect(pickWeighted(table, 0.9999)).toBe(2);
  });

  it('never picks an item of weight zero', () => {
    const picks = new Set<number>();
    for (let unit = 0; unit < 1; unit += 0.001) picks.add(pickWeighted(table, unit));
    expect([...picks].sort()).toEqual([0, 2]);
  });

  it('draws in proportion to the weights', () => {
    const counts = new Map<number, number>();
    const steps = 100_000;
    const fourWay = weightedTable([10, 20, 30, 40]);
    for (let i = 0; i < steps; i++) {
      const index = pickWeighted(fourWay, i / steps);
      counts.set(index, (counts.get(index) ?? 0) + 1);
    }
    expect([0, 1, 2, 3].map((index) => counts.get(index))).toEqual([
      10_000, 20_000, 30_000, 40_000,
    ]);
  });

  it('picks the only item of a one-item table', () => {
    expect(pickWeighted(weightedTable([5]), 0.5)).toBe(0);
  });
});

describe('pickWeighted on a long run (a guide to where to search)', () => {
  /**
   * The answers by a scan, from running totals summed here: the first above, else the last. The
   * scan goes on from the last answer while the units grow, so checking every edge stays quick.
   */
  function scanner(weights: readonly number[]): (unit: number) => number {
    const totals: number[] = [];
    let total = 0;
    for (const weight of weights) totals.push((total += weight));
    let last = 0;
    let lastUnit = -1;
    return (unit) => {
      if (unit < lastUnit) last = 0;
      lastUnit = unit;
      while (last < totals.length - 1 && !((totals[last] ?? 0) > unit * total)) last++;
      return last;
    };
  }

  /** Units at every edge a guide of `slots` slots has, and at each item's edge. */
  function edgeUnits(weights: readonly number[], slots: number): number[] {
    const below = (value: number) => value - value * Number.EPSILON;
    const units: number[] = [];
    for (let slot = 0; slot < slots; slot++) units.push(slot / slots, below((slot + 1) / slots));
    const total = weights.reduce((sum, weight) => sum + weight, 0);
    let running = 0;
    for (const weight of weights) {
      running += weight;
      const edge = running / total;
      if (edge < 1) units.push(edge, below(edge));
    }
    return units;
  }

  const random = createRandom(11);
  const tables: [string, number[]][] = [
    [
      '4,756 weights, a third zero',
      Array.from({ length: 4756 }, (_, i) =>
        i % 3 === 0 ? 0 : 1 + Math.floor(random.number.float() * 5000),
      ),
    ],
    ['128 weights', Array.from({ length: 128 }, (_, i) => i + 1)],
    [
      '1,000 tiny weights and a huge one',
      Array.from({ length: 1000 }, (_, i) => (i === 500 ? 1e12 : 1e-3)),
    ],
    ['10,000 falling weights', Array.from({ length: 10_000 }, (_, i) => 1e6 / (i + 1))],
    ['zeros at both ends', Array.from({ length: 300 }, (_, i) => (i < 50 || i >= 250 ? 0 : 7))],
  ];

  it.each(tables)('%s: the same answers as a scan, after the guide is made', (_, weights) => {
    const table = weightedTable(weights);
    const units = Array.from({ length: 3000 }, () => random.number.float());
    const before = units.map((unit) => pickWeighted(table, unit));
    expect(table.guide).toBeInstanceOf(Int32Array);
    const slots = (table.guide?.length ?? 0) - 1;
    expect(slots).toBeGreaterThanOrEqual(weights.length);
    const scanned = scanner(weights);
    expect(before).toEqual(units.map((unit) => scanned(unit)));
    const all = [...edgeUnits(weights, slots), ...units].sort((a, b) => a - b);
    const wrong = all.filter((unit) => pickWeighted(table, unit) !== scanned(unit));
    expect(wrong).toEqual([]);
  });

  it('a unit outside [0, 1) gets the answer it got before the guide was made', () => {
    const weights = Array.from({ length: 200 }, (_, i) => i + 1);
    const fresh = weightedTable(weights);
    const odd = [Number.NaN, 1, 1.5, -0.5, Number.POSITIVE_INFINITY];
    const before = odd.map((unit) => pickWeighted(fresh, unit));
    for (let draw = 0; draw < 3000; draw++) pickWeighted(fresh, random.number.float());
    expect(fresh.guide).toBeInstanceOf(Int32Array);
    expect(odd.map((unit) => pickWeighted(fresh, unit))).toEqual(before);
  });

  it('a short table is searched whole: no guide', () => {
    const table = weightedTable(Array.from({ length: 100 }, (_, i) => i + 1));
    for (let draw = 0; draw < 3000; draw++) pickWeighted(table, random.number.float());
    expect(table.guide).toBeUndefined();
  });
});

describe('unitWithin', () => {
  const table = weightedTable([1, 0, 3]);

  it('rescales the band of the picked item to [0, 1)', () => {
    expect(unitWithin(table, 0, 0)).toBe(0);
    expect(unitWithin(table, 0, 0.125)).toBe(0.5);
    expect(unitWithin(table, 2, 0.25)).toBe(0);
    expect(unitWithin(table, 2, 0.625)).toBe(0.5);
    expect(unitWithin(table, 2, 0.999_999_999)).toBeLessThan(1);
  });

  it('stays uniform: nested draws from one number come out in proportion', () => {
    const counts = new Map<number, number>();
    const steps = 10_000;
    for (let i = 0; i < steps; i++) {
      const unit = (i + 0.5) / steps;
      const half = Math.floor(unitWithin(table, pickWeighted(table, unit), unit) * 2);
      counts.set(half, (counts.get(half) ?? 0) + 1);
    }
    expect([counts.get(0), counts.get(1)]).toEqual([5_000, 5_000]);
  });
});

describe('weightedTable', () => {
  it('refuses negative, infinite and missing weights, and a zero total', () => {
    expect(() => weightedTable([1, -1])).toThrow(RangeError);
    expect(() => weightedTable([1, Number.POSITIVE_INFINITY])).toThrow(RangeError);
    expect(() => weightedTable([1, Number.NaN])).toThrow(RangeError);
    expect(() => weightedTable([0, 0])).toThrow(RangeError);
    expect(() => weightedTable([])).toThrow(RangeError);
  });
});
