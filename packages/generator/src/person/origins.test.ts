import { describe, expect, it } from 'vitest';
import { createRandom } from '../draw/random.ts';
import { drawPerson } from './generate.ts';
import { HISPANIC, ORIGINS, originAt } from './origins.ts';
import type { Constraints } from './fields.ts';

const TODAY = { year: 2026, month: 11, day: 22 };

/** The share of `count` people of seed 3 drawn with `constraints` who are Hispanic or Latino. */
function hispanicShare(constraints: Constraints, count = 2000): number {
  const random = createRandom(3);
  let hispanic = 0;
  for (let i = 0; i < count; i++) {
    if (drawPerson({ random, today: TODAY, constraints }).origin === HISPANIC) hispanic++;
  }
  return hispanic / count;
}

describe('an origin', () => {
  it('is drawn by its weights over an even grid of units, never a group of weight 0', () => {
    const weights = [0.5, 0, 0.25, 0, 0.25, 0];
    const counts = new Array<number>(6).fill(0);
    const steps = 10_000;
    for (let step = 0; step < steps; step++) {
      const origin = originAt(weights, (step + 0.5) / steps);
      counts[origin] = (counts[origin] ?? 0) + 1;
    }
    expect(counts).toEqual([5000, 0, 2500, 0, 2500, 0]);
    expect(originAt(weights, 1 - Number.EPSILON / 2)).toBe(4);
  });

  it('is named as the Census names the groups', () => {
    expect(ORIGINS).toEqual([
      'White',
      'Black or African American',
      'Asian or Pacific Islander',
      'American Indian and Alaska Native',
      'Two or More Races or Some Other Race',
      'Hispanic or Latino',
    ]);
  });

  it('follows the ZIP: mostly Hispanic or Latino in McAllen TX (78501), rarely in Portland ME (04101)', () => {
    expect(hispanicShare({ zipCode: '78501' })).toBeGreaterThan(0.8);
    expect(hispanicShare({ zipCode: '04101' })).toBeLessThan(0.05);
  });

  it('follows a locked surname or first name: a Garcia or a Jose in Portland ME is most often Hispanic', () => {
    expect(hispanicShare({ zipCode: '04101', lastName: 'Garcia' })).toBeGreaterThan(0.4);
    expect(hispanicShare({ zipCode: '04101', firstName: 'Jose', gender: 'male' })).toBeGreaterThan(
      0.2,
    );
    // A surname the data does not ship says nothing: the ZIP's mix.
    expect(hispanicShare({ zipCode: '04101', lastName: 'Zzyzx' })).toBeLessThan(0.05);
  });
});
