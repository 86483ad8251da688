/**
 * Tooltips and the notification's dismissal layer come with React, in the chunk main.tsx loads
 * after the first person is on screen (src/app/hydrate.tsx). These tests hold that download
 * back to show the page works meanwhile (the entry answers Generate, the locks and the copies),
 * and that the first hover, focus or copy still gets everything it should.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  generateButton,
  lockButton,
  notification,
  holdDownloads,
  openPage,
  REACT_CHUNK,
} from './support/page.ts';

const holdReact = (page: Page) => holdDownloads(page, REACT_CHUNK);

test('React and the tooltips are requested only after the first person is on screen', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      const value = document.querySelector('[data-field="firstName"]')?.textContent;
      if (!value) return;
      (window as unknown as { firstPersonAt: number }).firstPersonAt = performance.now();
      observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  });
  const requested = page.waitForRequest(/\/assets\/lazy-hydrate-.*\.js$/);
  await page.goto('/');
  const request = await requested;
  await (await request.response())?.finished();
  const timesOf = () =>
    page.evaluate((url) => {
      const entry = performance.getEntriesByName(url)[0];
      return {
        firstPerson: (window as unknown as { firstPersonAt?: number }).firstPersonAt ?? Infinity,
        requested: entry ? entry.startTime : -Infinity,
        scripts: [...document.scripts].map((script) => script.src),
      };
    }, request.url());
  // The browser lists a download's timing once it has finished.
  await expect.poll(async () => (await timesOf()).requested).toBeGreaterThan(-Infinity);
  const times = await timesOf();
  expect(times.requested).toBeGreaterThan(times.firstPerson);
  expect(times.scripts.filter((src) => src.includes('hydrate'))).toEqual([]);
});

test('before React arrives, the buttons work for the pointer and the keyboard', async ({
  page,
}) => {
  const release = await holdReact(page);
  await openPage(page, { early: true });
  await lockButton(page, 'State').click();
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  const street = await fieldValue(page, 'streetAddress').innerText();
  const state = await fieldValue(page, 'state').innerText();
  await generateButton(page).focus();
  await page.keyboard.press('Enter');
  await expect(fieldValue(page, 'streetAddress')).not.toHaveText(street);
  await expect(fieldValue(page, 'state')).toHaveText(state);
  await expect(page.getByRole('tooltip')).toHaveCount(0);
  release();
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  await expect(generateButton(page)).toBeFocused();
});

test('a tooltip shows on the very first hover, even when the hover comes before React', async ({
  page,
}) => {
  const release = await holdReact(page);
  await openPage(page, { early: true });
  await lockButton(page, 'City').hover();
  release();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
});

test('a tooltip shows on the first keyboard focus, even when it comes before React', async ({
  page,
}) => {
  const release = await holdReact(page);
  await openPage(page, { early: true });
  // The First Name value (which opens its editor) comes first, then its Copy button.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(copyButton(page, 'First Name')).toBeFocused();
  release();
  await expect(page.getByRole('tooltip')).toHaveText('Copy');
  await expect(copyButton(page, 'First Name')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
});

test.describe('the first copy after load', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('its notification closes on Escape', async ({ page }) => {
    const release = await holdReact(page);
    await openPage(page, { early: true });
    await copyButton(page, 'City').click();
    release();
    await expect(notification(page)).toHaveText(['City copied to clipboard!']);
    await page.keyboard.press('Escape');
    await expect(notification(page)).toBeHidden();
  });

  test('its notification closes on a click elsewhere', async ({ page }) => {
    const release = await holdReact(page);
    await openPage(page, { early: true });
    await copyButton(page, 'Zip Code').click();
    release();
    await expect(notification(page)).toHaveText(['Zip Code copied to clipboard!']);
    await page.getByRole('heading', { level: 1 }).click();
    await expect(notification(page)).toBeHidden();
  });
});
