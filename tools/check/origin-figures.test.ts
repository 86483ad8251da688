/**
 * Names that belong to their place (issue 54), held to the bounds on 200,000 people of
 * seed 1; `npm run data:origins` prints the same figures beside what the sources predict. In the
 * `data` project (`npm run test:data`): it draws a large sample.
 */
import { describe, expect, it } from 'vitest';
import {
  GROUPS,
  originFigures,
  pearson,
  readFirstNames,
  readSources,
  streetNameOf,
  type NameByOrigin,
} from './origin-figures.ts';
import { THIS_GENERATOR, drawSample } from './sample.ts';

const sources = readSources();
const figures = originFigures(
  await drawSample({ generatorPath: THIS_GENERATOR, seed: 1, count: 200_000 }),
  sources,
);

const sharesNamed = (names: readonly NameByOrigin[], name: string) =>
  Object.fromEntries(
    GROUPS.map((group, index) => [group, names.find((row) => row.name === name)?.shares[index]]),
  );

describe('the measure', () => {
  it('reads a surname’s shares by group, a suppressed cell taking what the others leave', () => {
    const vang = sharesNamed(sources.surnames, 'VANG');
    expect(vang['Asian or Pacific Islander']).toBeCloseTo(0.967, 6);
    expect(vang['Black or African American']).toBeCloseTo(0.0005, 6);
    expect(vang['American Indian and Alaska Native']).toBeCloseTo(0.0005, 6);
    expect(sharesNamed(sources.surnames, 'GARCIA')['Hispanic or Latino']).toBeCloseTo(0.9203, 6);
    expect(sources.surnames).toHaveLength(10_000);
  });

  it('reads Tzioumis’s first names in the surname file’s order of groups', () => {
    const jose = sharesNamed(readFirstNames(), 'JOSE');
    expect(jose['Hispanic or Latino']).toBeCloseTo(0.89829, 6);
    expect(jose.White).toBeCloseTo(0.07244, 6);
    expect(jose['Asian or Pacific Islander']).toBeCloseTo(0.02534, 6);
  });

  it('sums P2’s counties into the 50 states, Asian and Pacific Islander together', () => {
    const california = sources.states.get('California') ?? [];
    expect(california.reduce((sum, count) => sum + count, 0)).toBe(39_538_223);
    expect(california[GROUPS.indexOf('Hispanic or Latino')]).toBe(15_579_652);
    expect(sources.states.size).toBe(50);
    expect(sources.states.has('District of Columbia')).toBe(false);
  });

  it('finds the street name between the house number and the suffix', () => {
    expect(streetNameOf('1234 County Line Road')).toBe('County Line');
    expect(streetNameOf('7 Garcia Street')).toBe('Garcia');
    expect(() => streetNameOf('Garcia Street')).toThrow('not a street address');
  });

  it('counts Park, one of TIGER’s 100 street names, as a street', () => {
    expect(sources.streetNames.has('PARK')).toBe(true);
    expect(sources.streetNames.has('GARCIA')).toBe(false);
  });

  it('correlates as Pearson does', () => {
    expect(pearson([1, 2, 3, 4], [2, 4, 6, 8])).toBeCloseTo(1, 12);
    expect(pearson([1, 2, 3], [3, 1, 2])).toBeCloseTo(-0.5, 12);
  });
});

describe('issue 54 on 200,000 people of seed 1', () => {
  it('gives the six Hispanic surnames 6 times the share in TX, CA, NM, AZ as in ME, VT, WV, NH', () => {
    expect(figures.sixHispanicRatio.observed).toBeGreaterThanOrEqual(6);
  });

  it('gives the six Hispanic surnames 1.97% ± 0.3 of people', () => {
    expect(figures.sixHispanicShare.observed).toBeGreaterThanOrEqual(0.0167);
    expect(figures.sixHispanicShare.observed).toBeLessThanOrEqual(0.0227);
  });

  it('follows each state’s Hispanic residents with its mostly-Hispanic surnames (r ≥ 0.9)', () => {
    expect(figures.hispanicCorrelation.observed).toBeGreaterThanOrEqual(0.9);
  });

  it('gives mostly-Black surnames 2.5 times the share in MS, LA, GA, AL, MD as in ME, VT, NH, ID, MT', () => {
    expect(figures.blackRatio.observed).toBeGreaterThanOrEqual(2.5);
  });

  it('gives mostly-Asian-or-Pacific-Islander surnames 4 times the share in CA, HI, WA, NJ, NY as in WV, MS, MT, WY', () => {
    expect(figures.asianRatio.observed).toBeGreaterThanOrEqual(4);
  });

  it('names men Jose 10 times as often with a mostly-Hispanic surname as with another', () => {
    expect(figures.joseRatio.observed).toBeGreaterThanOrEqual(10);
  });

  it('puts at most 0.1% of addresses on a street named for a surname of a group rare in the state', () => {
    expect(figures.outOfPlaceStreets.observed).toBeLessThanOrEqual(0.001);
  });
});
