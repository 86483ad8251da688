/**
 * Origin groups: Hispanic or Latino, and, not Hispanic or Latino, five race groups, as the
 * Census Bureau's 2010 surname file counts them (its pct* columns). A person's origin is drawn
 * from the residents of their ZIP and drives their names; it is an output column only when asked
 * for, never on the page's card.
 */

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

export const ORIGIN_COUNT = ORIGINS.length;

export const HISPANIC: Origin = 5;

export const originName = (origin: Origin): OriginName => ORIGINS[origin] ?? ORIGINS[0];
