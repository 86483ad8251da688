import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fieldValue, generateButton, linkFragment } from './support/page.ts';

const ENTRY = '**/assets/page-*.js';
const STATE_CHUNK = /\/assets\/state-[a-z]{2}-[^/]*\.js$/;

/**
 * Opens `path` with the entry's response held until the page has asked for everything it asks
 * for without it; returns the state chunks asked for while it was held, and those asked for
 * until the first person showed.
 */
async function stateRequests(page: Page, path: string) {
  const requested: string[] = [];
  page.on('request', (request) => {
    if (STATE_CHUNK.test(request.url())) requested.push(new URL(request.url()).pathname);
  });
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let entryAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => (entryAsked = resolve));
  await page.route(ENTRY, async (route) => {
    entryAsked();
    await released;
    await route.continue();
  });
  const loaded = page.goto(path);
  await asked;
  // The page parses on while the entry is held: its inline scripts have run once the
  // prerendered Generate button is there, after them.
  await expect(generateButton(page)).toBeAttached();
  const beforeEntry = [...requested];
  release();
  await loaded;
  await expect(fieldValue(page, 'firstName')).toHaveText(/\S/);
  return { beforeEntry, untilShown: [...requested] };
}

test("a page without a link asks for its first people's state data before its entry arrives", async ({
  page,
}) => {
  const { beforeEntry, untilShown } = await stateRequests(page, '/');
  // Person 0's state and person 1's (one request if they share it).
  expect(beforeEntry.length).toBeGreaterThanOrEqual(1);
  expect(beforeEntry.length).toBeLessThanOrEqual(2);
  // Every state chunk the page needed for its first person and the next was one asked early.
  expect(
    untilShown.every((path) => beforeEntry.includes(path)),
    untilShown.join(', '),
  ).toBe(true);
});

test('a page opened with a link asks for no state data before its entry runs', async ({ page }) => {
  const link = linkFragment({ firstName: 'Maria', state: 'Ohio' }, 'state');
  const { beforeEntry } = await stateRequests(page, `/#${link}`);
  expect(beforeEntry).toEqual([]);
});
