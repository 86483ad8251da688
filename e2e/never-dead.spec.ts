/**
 * Never a dead page (docs/product-rules.md): a part that fails to load gets a visible message and a reload;
 * a click made before the page's script has run is kept, not lost; without JavaScript the page
 * says why nothing works; and the start-up never re-creates what the user is working on.
 */
import type { Page } from '@playwright/test';
import { PART_FAILURE_MESSAGE } from '../src/app/loadFailure.ts';
import { expect, test } from './support/fixtures.ts';
import { FIXED_PERSON_PATH } from './support/fixed-person.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyAllButton,
  copyButton,
  fieldValue,
  generateButton,
  holdDownloads,
  installNextTask,
  lockButton,
  notification,
  openPage,
  pauseClockPastStartUp,
  REACT_CHUNK,
  readClipboard,
  readValues,
  waitForStartedPage,
} from './support/page.ts';

const ENTRY_SCRIPT = '**/assets/page-*.js';
/** Every chunk loaded after the entry (React, and anything loaded with or after it). */
const LAZY_CHUNKS = '**/assets/lazy-*.js';
/** Each state's data, a chunk of its own. */
const STATE_CHUNKS = '**/assets/state-*.js';
const CALIFORNIA_CHUNK = '**/assets/state-ca-*.js';
/** The nation's first names: a locked or typed first name reads them. */
const FIRST_NAMES_CHUNK = '**/assets/lazy-firstNames.data-*.js';
/** Generates, at most, until one needs a state whose data is refused. */
const MAX_GENERATES = 40;

test.describe('when React fails to load', () => {
  test.use({
    permissions: CLIPBOARD_PERMISSIONS,
    // The browser reports the refused download itself.
    allowedConsoleMessages: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }],
  });

  test('a message says so and reloads the page, and Generate still works meanwhile', async ({
    page,
  }) => {
    await page.route(REACT_CHUNK, (route) => route.abort());
    await page.goto('/');
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
    await expect(failure).toBeVisible();

    const first = await readValues(page);
    await generateButton(page).click();
    // A new person, not a new surname: about one in 1,600 has the same surname as the last.
    await expect.poll(() => readValues(page)).not.toEqual(first);

    // A button that needs the missing part says so rather than doing nothing.
    await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
    await expect(failure).toContainText('Copy Link needs');
    // So does a value, whose editor comes with React.
    const city = await fieldValue(page, 'city').textContent();
    await fieldValue(page, 'city').click();
    await expect(failure).toContainText(`Edit City ${city ?? ''} needs`);

    await page.unroute(REACT_CHUNK);
    await page.getByRole('button', { name: 'Reload the page', exact: true }).click();
    await expect(failure).toHaveCount(0);
    await lockButton(page, 'City').hover();
    await expect(page.getByRole('tooltip')).toHaveText('Lock');
  });

  test('the message says what still works; a copy shows its notification where it always does; "Download people" says it needs a reload', async ({
    page,
  }) => {
    await page.clock.install({ time: Date.now() });
    await page.route(REACT_CHUNK, (route) => route.abort());
    await page.goto('/');
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
    await expect(failure.locator('p').first()).toHaveText(
      'Part of this page did not load (the connection may have dropped, or the site was ' +
        'updated meanwhile). Generate, the locks and the copy buttons still work; changing a ' +
        'value, Copy Link and Download people need that part: reload the page to use them.',
    );
    await pauseClockPastStartUp(page);

    // A copy's message is the notification at the bottom centre, as with the whole page.
    await copyButton(page, 'City').click();
    const copied = page.getByRole('status').filter({ hasText: /\S/ });
    await expect(copied).toHaveText('City copied to clipboard!');
    expect(await readClipboard(page)).toBe(await fieldValue(page, 'city').innerText());
    await expect(failure).not.toContainText('copied');
    const box = await copied.locator('.notification').boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('no notification box or viewport');
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThanOrEqual(4);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    // It hides itself after the notification's time, and its Close button closes it.
    await page.clock.runFor(3000);
    await expect(copied).toHaveCount(0);
    await copyAllButton(page).click();
    await expect(copied).toHaveText('All information copied to clipboard!');
    await copied.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(copied).toHaveCount(0);

    // "Download people" opens on a line saying why its form is not there, not on nothing.
    await page.getByText('Download people', { exact: true }).click();
    await expect(page.locator('details.export p')).toHaveText(
      'The download form needs the part of the page that did not load: reload the page to use it.',
    );
    await expect(page.locator('details.export p')).toBeVisible();
  });
});

test.describe('when the page script itself fails to load', () => {
  test.use({
    allowedConsoleMessages: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }],
  });

  test('a message says so and offers a reload, and a click says it cannot be answered', async ({
    page,
  }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort());
    await page.goto('/');
    const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
    await expect(failure).toBeVisible();
    await expect(failure).toContainText('Nothing on it works');
    await generateButton(page).click();
    await expect(failure).toContainText('Generate New Person needs it: reload to use it.');
    await fieldValue(page, 'city').click();
    await expect(failure).toContainText('Edit City needs it: reload to use it.');

    await page.unroute(ENTRY_SCRIPT);
    await page.getByRole('button', { name: 'Reload the page', exact: true }).click();
    await expect(failure).toHaveCount(0);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  });
});

test.describe("when the first person's state data fails to load", () => {
  test.use({
    allowedConsoleMessages: [
      [/Failed to load resource: net::ERR_FAILED|Failed to fetch dynamically imported module/],
      { scope: 'test' },
    ],
  });

  const opened = [
    { opened: 'a new page', path: '/' },
    // The link's person is checked against its state's data (Ohio's), which fails here.
    { opened: "a link's person", path: FIXED_PERSON_PATH },
  ];
  for (const { opened: what, path } of opened) {
    test(`${what}: a message says so and offers a reload, and each click says it cannot be answered`, async ({
      page,
    }) => {
      // Each state chunk is refused once a click has been made on the prerendered page.
      let refuse: () => void = () => undefined;
      const clicked = new Promise<void>((resolve) => (refuse = resolve));
      await page.route(STATE_CHUNKS, async (route) => {
        await clicked;
        await route.abort();
      });
      await page.goto(path, { waitUntil: 'commit' });
      await generateButton(page).click();
      refuse();
      const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
      await expect(failure.locator('p').first()).toHaveText(
        "The first person's data did not load (the connection may have dropped, or the site " +
          'was updated meanwhile). Nothing on the page works until it does: reload the page.',
      );
      // The click made before the failure is named, not dropped; so is one made after it.
      await expect(failure).toContainText('Generate New Person needs it: reload to use it.');
      await expect(page.locator('html')).toHaveAttribute('data-page', 'failed');
      await expect(fieldValue(page, 'firstName')).toBeEmpty();
      await copyAllButton(page).click();
      await expect(failure).toContainText('Copy All Information needs it: reload to use it.');
      await page.getByText('Download people', { exact: true }).click();
      await expect(page.locator('details.export p')).toHaveText(
        'The download form needs the part of the page that did not load: reload the page to use it.',
      );

      await page.unroute(STATE_CHUNKS);
      await page.getByRole('button', { name: 'Reload the page', exact: true }).click();
      await expect(failure).toHaveCount(0);
      await expect(fieldValue(page, 'firstName')).toHaveText(/\S/);
    });
  }
});

/** The page's one message for a part that did not load, with its Reload button. */
async function expectPartFailure(page: Page, what: string): Promise<void> {
  const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
  await expect(failure.locator('p').first()).toHaveText(PART_FAILURE_MESSAGE);
  await expect(failure).toContainText(`${what} needs that part.`);
  await expect(failure.getByRole('button', { name: 'Reload the page', exact: true })).toBeVisible();
  await expect(failure).toBeInViewport();
}

test.describe('when a part a control needs fails to load, after the page has started', () => {
  // The browser reports each refused file itself; an uncaught error, or the page logging the
  // failure as its own, fails the test.
  test.use({
    allowedConsoleMessages: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }],
  });

  test('the first names’ data: setting First Name to Linda says so, with a reload', async ({
    page,
  }) => {
    await page.route(FIRST_NAMES_CHUNK, (route) => route.abort());
    await openPage(page);
    const before = await readValues(page);
    await fieldValue(page, 'firstName').click();
    await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Linda');
    await page.getByRole('button', { name: 'Set', exact: true }).click();
    await expectPartFailure(page, 'Changing First Name');
    expect(await readValues(page)).toEqual(before);
  });

  test.describe('with people of other states first', () => {
    // Mississippi, Georgia, Oregon, Ohio, New Jersey: no Californian among the first people.
    test.use({ pageSeed: 2 });

    test('a state’s data: setting State to California says so, with a reload', async ({ page }) => {
      await page.route(CALIFORNIA_CHUNK, (route) => route.abort());
      await openPage(page);
      expect(await fieldValue(page, 'state').innerText()).not.toBe('California');
      await fieldValue(page, 'state').click();
      await page.getByRole('combobox', { name: 'State', exact: true }).selectOption('California');
      await page.getByRole('button', { name: 'Set', exact: true }).click();
      await expectPartFailure(page, 'Changing State');
    });
  });

  test('the next people’s data: Generate says so, and its Reload opens the page again', async ({
    page,
  }) => {
    // The state chunks index.html fetches as the page opens (its first person's state and the
    // next person's: at most two) load; every later one is refused. Refusing from the moment the
    // first person shows would race the page, which starts loading every state in idle time
    // (offline.ts) and may ask for them before the test can refuse.
    let allowed = 2;
    await page.route(STATE_CHUNKS, (route) => (allowed-- > 0 ? route.continue() : route.abort()));
    await page.goto('/');
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await waitForStartedPage(page);
    const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
    // Each Generate shows a person whose state's data loaded before the refusal, until one's
    // did not: that one is said, not dropped.
    for (let click = 0; click < MAX_GENERATES && (await failure.count()) === 0; click += 1) {
      await generateButton(page).click();
      await page.evaluate(installNextTask);
      await page.evaluate(() => window.personShown?.());
    }
    await expectPartFailure(page, 'Generate New Person');
    // Chromium keeps a module that failed to load as failed for the page's life: a reload is
    // what brings it.
    allowed = Infinity;
    await page.getByRole('button', { name: 'Reload the page', exact: true }).click();
    await expect(failure).toHaveCount(0);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  });
});

test.describe('when the download form fails to load (a deploy while the tab was open)', () => {
  test.use({
    allowedConsoleMessages: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }],
  });

  test('opening "Download people" says so and offers a reload; the person stays', async ({
    page,
  }) => {
    await page.route('**/assets/lazy-ExportPanel-*.js', (route) => route.abort());
    await openPage(page);
    const before = await readValues(page);
    await page.getByText('Download people', { exact: true }).click();
    await expectPartFailure(page, 'Download people');
    await expect(page.locator('details.export p')).toHaveText(
      'The download form did not load: reload the page to use it.',
    );
    expect(await readValues(page)).toEqual(before);
    await generateButton(page).click();
    await expect.poll(() => readValues(page)).not.toEqual(before);
  });
});

test.describe('when the export’s worker fails to load', () => {
  test.use({
    allowedConsoleMessages: [[/Failed to load resource: net::ERR_FAILED/], { scope: 'test' }],
  });

  test('the export says its script did not load and to reload, not “undefined”', async ({
    page,
  }) => {
    await page.route('**/assets/export.worker-*.js', (route) => route.abort());
    await openPage(page);
    await page.getByText('Download people', { exact: true }).click();
    // The estimate's worker, started as the form opens, is the first to fail.
    await expectPartFailure(page, 'Download people');
    await page.getByLabel('How many').fill('5');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    await expect(page.getByText(/^The export failed: /)).toHaveText(
      'The export failed: its script did not load (the connection may have dropped, or the site was updated meanwhile). Reload the page.',
    );
    await expectPartFailure(page, 'Download');
    await expect(page.locator('.export-estimate')).toHaveText(
      'Estimated size: unknown: the part of the page that measures it did not load',
    );
  });
});

test.describe('before the page script has run', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('a Lock and a Copy clicked on the prerendered buttons are kept and done once it runs', async ({
    page,
  }) => {
    const release = await holdDownloads(page, ENTRY_SCRIPT);
    await page.goto('/', { waitUntil: 'commit' });
    await expect(lockButton(page, 'State')).toBeVisible();
    await expect(fieldValue(page, 'state')).toBeEmpty();
    await lockButton(page, 'State').click();
    await copyButton(page, 'City').click();
    release();

    await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
    await expect(notification(page)).toHaveText(['City copied to clipboard!']);
    const city = await fieldValue(page, 'city').innerText();
    expect(city).not.toBe('');
    expect(await readClipboard(page)).toBe(city);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page says it needs JavaScript', async ({ page }) => {
    await page.goto('/');
    const message = page.locator('p').filter({ hasText: 'This page needs JavaScript' });
    await expect(message).toBeVisible();
    await expect(message).toContainText('Turn JavaScript on');
  });
});

test('a value selected while the page is starting stays selected once it has started', async ({
  page,
}) => {
  const release = await holdDownloads(page, LAZY_CHUNKS);
  await page.goto('/');
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  const firstName = await fieldValue(page, 'firstName').innerText();
  await fieldValue(page, 'firstName').selectText();
  release();
  // Started: the tooltips are there.
  await lockButton(page, 'City').hover();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  const selection = await page.evaluate(() => {
    const selected = getSelection();
    return {
      text: selected?.toString(),
      inPage: selected?.anchorNode?.isConnected === true,
    };
  });
  expect(selection).toEqual({ text: firstName, inPage: true });
});
