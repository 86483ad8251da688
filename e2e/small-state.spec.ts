import { expect, test } from './support/fixtures.ts';
import { FIXED_PERSON } from './support/fixed-person.ts';
import { generateMany, lockButton, openPage } from './support/page.ts';

const PEOPLE = 200;
/** The fixed person, moved to Louisville: a Kentuckian whose state the test locks. */
const KENTUCKIAN = { ...FIXED_PERSON, city: 'Louisville', state: 'Kentucky', zipCode: '40202' };

// Issue 17: a locked small state gave its five largest cities only; Kentucky has hundreds of
// towns. The places data now reaches every Kentucky town of 4,000 people and its 50 largest.
test(`${PEOPLE} people from a locked Kentucky come from at least 20 towns, all in Kentucky`, async ({
  page,
}) => {
  await openPage(page, { person: KENTUCKIAN });
  await lockButton(page, 'State').click();
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  const people = await generateMany(page, PEOPLE);
  expect(new Set(people.map(({ state }) => state))).toEqual(new Set(['Kentucky']));
  const towns = new Set(people.map(({ city }) => city));
  expect(towns.size).toBeGreaterThanOrEqual(20);
});
