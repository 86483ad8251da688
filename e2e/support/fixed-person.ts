import { encodeFragment } from '../../src/app/link.ts';
import { NO_LOCKS, type Person } from '../../packages/generator/src/person/fields.ts';

/** The moment the fixed person is shown at, so the page's clock-driven parts repeat. */
export const FIXED_TIME = '2026-01-15T12:00:00';

/**
 * A person opened from its link (src/app/link.ts): the values travel in the address, so the
 * screenshots and the README's picture (tools/docs/screenshot.ts) show the same person on every
 * run and after any data update. Its place is a row the page ships (Columbus, Ohio 43215); the
 * first name is one of the 1950s.
 */
export const FIXED_PERSON: Person = {
  firstName: 'Linda',
  lastName: 'Johnson',
  gender: 'female',
  streetAddress: '412 Maple Avenue',
  city: 'Columbus',
  state: 'Ohio',
  zipCode: '43215',
  birthdate: '6/14/1958',
  email: 'linda.johnson58@example.org',
  phone: '614-555-0123',
};

/** The page's address, from its root, that opens FIXED_PERSON with no field locked. */
export const FIXED_PERSON_PATH = `/#${encodeFragment(FIXED_PERSON, NO_LOCKS)}`;
