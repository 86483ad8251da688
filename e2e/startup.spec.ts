import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  generateButton,
  lockButton,
  notification,
  readClipboard,
  readValues,
  waitForStartedPage,
  waitForTasks,
} from './support/page.ts';

const START = new Date('2026-03-14T12:00:00Z').getTime();
/** Animation frames wait for the controlled clock; this lets the first ones run. */
const A_FEW_FRAMES_MS = 100;
const TASKS_FOR_A_CLICK = 5;

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/**
 * Opens the page with its clock paused before the first animation frame: the page then shows
 * its first person but React has not hydrated it yet (it starts in the frame after that person).
 */
test.beforeEach(async ({ page }) => {
  await page.clock.install({ time: START });
  // A moment ahead of the clock, which runs from START until paused (pausing at START itself
  // fails once a millisecond has passed).
  await page.clock.pauseAt(START + 60_000);
  await page.goto('/');
  await expect(fieldValue(page, 'firstName')).toHaveText(/\S/);
});

test('a Generate click as the first person shows is answered at once, before React has loaded', async ({
  page,
}) => {
  const first = await readValues(page);
  await generateButton(page).click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  // React is not there yet (its download starts in the next frame): the entry answered.
  const reactRequested = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some(({ name }) => name.includes('lazy-hydrate')),
    );
  expect(await reactRequested()).toBe(false);
  // The whole person: two in a row share a surname one time in 1,600.
  expect(await readValues(page)).not.toEqual(first);
  const second = await readValues(page);

  await page.clock.runFor(A_FEW_FRAMES_MS);
  await waitForStartedPage(page);
  // React took over the person shown, and answers the next click.
  expect(await readValues(page)).toEqual(second);
  await generateButton(page).click();
  await expect.poll(() => readValues(page)).not.toEqual(second);
});

test('a Lock click before React is shown at once and stays once React has loaded', async ({
  page,
}) => {
  await lockButton(page, 'State').click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  const state = await fieldValue(page, 'state').innerText();
  await generateButton(page).click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  await expect(fieldValue(page, 'state')).toHaveText(state);

  await page.clock.runFor(A_FEW_FRAMES_MS);
  await waitForStartedPage(page);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  await generateButton(page).click();
  await expect(fieldValue(page, 'state')).toHaveText(state);
});

test('a Copy click before React copies at once and says so once React has loaded', async ({
  page,
}) => {
  const firstName = await fieldValue(page, 'firstName').innerText();
  await copyButton(page, 'First Name').click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  expect(await readClipboard(page)).toBe(firstName);
  await expect(notification(page)).toHaveCount(0);

  await page.clock.runFor(A_FEW_FRAMES_MS);
  await expect(notification(page)).toHaveText(['First Name copied to clipboard!']);
});

test('"Download people" opened before hydration shows its form once the page is hydrated', async ({
  page,
}) => {
  await page.getByText('Download people', { exact: true }).click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  await expect(page.getByLabel('How many')).toHaveCount(0);
  // Time runs on from here: React shows a lazy part's content on a timer of its own.
  await page.clock.resume();
  await expect(page.getByLabel('How many')).toBeVisible();
});

test('a Lock and then Copy Link clicked before hydration copy a link with that lock', async ({
  page,
}) => {
  await lockButton(page, 'State').click();
  await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
  await waitForTasks(page, TASKS_FOR_A_CLICK);
  await page.clock.runFor(A_FEW_FRAMES_MS);
  await expect(notification(page)).toHaveText(['Link copied to clipboard!']);
  expect(await readClipboard(page)).toMatch(/&locked=state$/);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
});
