/**
 * The browser tests' own footing: every page a test opens draws from a seed the test chose
 * (support/fixtures.ts), so the people it sees are the same on every run.
 */
import { PAGE_SEED, expect, test } from './support/fixtures.ts';
import { FIXED_TIME } from './support/fixed-person.ts';
import { generateMany, openPage, readValues } from './support/page.ts';

/** Any seed but PAGE_SEED. */
const OTHER_SEED = PAGE_SEED + 1;
const PRESSES = 3;

test('pages opened with one seed show the same people; with another seed, other people', async ({
  page,
  context,
  reseedPages,
}) => {
  // One day for every page: the birthdates are drawn among the days of 18 to 80 years before it.
  await context.clock.setFixedTime(FIXED_TIME);
  await openPage(page);
  const first = await readValues(page);
  const next = await generateMany(page, PRESSES);

  const sameSeed = await context.newPage();
  await openPage(sameSeed);
  expect(await readValues(sameSeed)).toEqual(first);
  expect(await generateMany(sameSeed, PRESSES)).toEqual(next);

  await reseedPages(OTHER_SEED);
  const otherSeed = await context.newPage();
  await openPage(otherSeed);
  expect(await readValues(otherSeed)).not.toEqual(first);
});

test.describe('a test that sets its own pageSeed', () => {
  test.use({ pageSeed: OTHER_SEED });

  test('opens its pages with that seed, not the default one', async ({
    page,
    context,
    reseedPages,
  }) => {
    await context.clock.setFixedTime(FIXED_TIME);
    await openPage(page);
    const own = await readValues(page);
    await reseedPages(PAGE_SEED);
    await openPage(page);
    expect(await readValues(page)).not.toEqual(own);
    await reseedPages(OTHER_SEED);
    await openPage(page);
    expect(await readValues(page)).toEqual(own);
  });
});
