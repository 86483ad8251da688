/**
 * Origin groups: Hispanic or Latino, and, not Hispanic or Latino, five race groups, as the
 * Census Bureau's 2010 surname file counts them (its pct* columns). A person's origin is drawn
 * from the residents of their ZIP and drives their names; it is an output column only when asked
 * for, never on the page's card.
 */
import { NATIONAL_ORIGINS } from './origins.data.ts';
import { ORIGIN_COUNT, decodeProfiles } from '../states/originProfiles.ts';

/** The groups in the surname file's column order; an Origin is an index into this list. */
export const ORIGINS = [
  'White',
  'Black or African American',
  'Asian or Pacific Islander',
  'American Indian and Alaska Native',
  'Two or More Races or Some Other Race',
  'Hispanic or Latino',
] as const;

export type OriginName = (typeof ORIGINS)[number];

/** An index into ORIGINS. */
export type Origin = number;

export const HISPANIC: Origin = 5;

export const originName = (origin: Origin): OriginName => ORIGINS[origin] ?? ORIGINS[0];

/**
 * An origin drawn from `weights` (one a group, not all 0) with `unit` in [0, 1): the first
 * group whose running total passes unit times the total.
 */
export function originAt(weights: ArrayLike<number>, unit: number): Origin {
  let total = 0;
  for (let group = 0; group < ORIGIN_COUNT; group++) total += weights[group] ?? 0;
  const target = unit * total;
  let sum = 0;
  for (let group = 0; group < ORIGIN_COUNT - 1; group++) {
    sum += weights[group] ?? 0;
    if (sum > target) return group;
  }
  // The last group with any weight: rounding can leave target at the total.
  for (let group = ORIGIN_COUNT - 1; group > 0; group--)
    if ((weights[group] ?? 0) > 0) return group;
  return 0;
}

/** The nation's residents by origin: a place the draws did not hand out is drawn as the nation. */
let nation: Float64Array | undefined;
export const nationalMix = (): Float64Array => (nation ??= decodeProfiles(NATIONAL_ORIGINS));
