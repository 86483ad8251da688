import { describe, expect, it } from 'vitest';
import { verdict, type Scores } from './lighthouse.ts';

const run = (
  performance: number | null,
  accessibility: number | null,
  bestPractices = 1,
  seo = 1,
): Scores => ({
  performance,
  accessibility,
  'best-practices': bestPractices,
  seo,
});

describe('the Lighthouse check', () => {
  it('passes medians of 100 and only warns of a performance median below 90', () => {
    const { medians, failures, warnings } = verdict([run(0.73, 1), run(0.82, 1), run(0.72, 1)]);
    expect(medians).toEqual(
      new Map([
        ['performance', 73],
        ['accessibility', 100],
        ['best-practices', 100],
        ['seo', 100],
      ]),
    );
    expect(failures).toEqual([]);
    expect(warnings).toEqual(['performance: median 73, below 90']);
  });

  it('asserts the median, not each run: one run of 99 in three passes, two fail', () => {
    expect(verdict([run(0.95, 1), run(0.95, 0.99), run(0.95, 1)]).failures).toEqual([]);
    expect(verdict([run(0.95, 0.99), run(0.95, 0.99), run(0.95, 1)]).failures).toEqual([
      'accessibility: median 99, needs at least 100',
    ]);
  });

  it('fails best practices or SEO below 100, and a category Lighthouse could not score', () => {
    expect(verdict([run(0.95, 1, 0.96, 0.9)]).failures).toEqual([
      'best-practices: median 96, needs at least 100',
      'seo: median 90, needs at least 100',
    ]);
    expect(verdict([run(0.95, null), run(0.95, null), run(0.95, 1)]).failures).toEqual([
      'accessibility: median 0, needs at least 100',
    ]);
  });

  it('fails a category missing from a run, and no runs at all', () => {
    const withoutSeo: Scores = { performance: 0.95, accessibility: 1, 'best-practices': 1 };
    expect(verdict([run(0.95, 1), withoutSeo, run(0.95, 1)]).failures).toEqual([
      'seo: missing from 1 of 3 runs',
    ]);
    expect(verdict([]).failures).toEqual(['no Lighthouse run finished']);
  });
});
