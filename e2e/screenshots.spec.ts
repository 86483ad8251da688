/**
 * What the eye sees, compared with committed baselines (e2e/screenshots.spec.ts-snapshots/).
 * The person is fixed (opened from its link, at a fixed time), animations are off and the clock
 * is paused, so only a change to the page changes a picture. After an intended change:
 *   npm run build && npm run test:screenshots -- --update-snapshots
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { FIXED_PERSON_PATH, FIXED_TIME } from './support/fixed-person.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyAllButton,
  copyButton,
  lockButton,
  movePointerAway,
  notification,
  pauseClockPastStartUp,
  waitForStartedPage,
} from './support/page.ts';

const WIDE = { width: 1280, height: 900 };
const NARROW = { width: 320, height: 900 };
/** Anti-aliasing may differ by a few pixels between runs; a real change differs by far more. */
const TOLERANCE = { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } as const;
/** Long enough for the hover delay of a tooltip to pass on the paused clock. */
const PAST_TOOLTIP_DELAY_MS = 1000;

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/** Opens the page with the fixed person, waits until it has started, and pauses the clock. */
async function openFixedPage(page: Page): Promise<void> {
  await page.clock.install({ time: FIXED_TIME });
  await page.goto(FIXED_PERSON_PATH);
  await waitForStartedPage(page);
  await pauseClockPastStartUp(page);
}

for (const viewport of [WIDE, NARROW]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the page at ${viewport.width} px, ${colorScheme}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
      await openFixedPage(page);
      await expect(page).toHaveScreenshot(`page-${viewport.width}-${colorScheme}.png`, {
        fullPage: true,
        ...TOLERANCE,
      });
    });
  }
}

test('a locked row', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openFixedPage(page);
  await lockButton(page, 'State').click();
  await movePointerAway(page);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(page.locator('.card')).toHaveScreenshot('locked-row.png', TOLERANCE);
});

test('a tooltip open', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openFixedPage(page);
  await lockButton(page, 'City').hover();
  await page.clock.runFor(PAST_TOOLTIP_DELAY_MS);
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  await expect(page.locator('.card')).toHaveScreenshot('tooltip-open.png', TOLERANCE);
});

test('the success notification', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openFixedPage(page);
  await copyAllButton(page).click();
  await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
  await movePointerAway(page);
  await expect(page).toHaveScreenshot('notification-success.png', TOLERANCE);
});

test('the failure notification', async ({ page }) => {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    navigator.clipboard.writeText = () =>
      Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError'));
  });
  await openFixedPage(page);
  await copyButton(page, 'City').click();
  await expect(notification(page)).toHaveText([
    'Failed to copy: NotAllowedError: Write permission denied. Allow clipboard access for this site, or select the value and copy it by hand.',
  ]);
  await movePointerAway(page);
  await expect(page).toHaveScreenshot('notification-failure.png', TOLERANCE);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`forced colours (${colorScheme}), with a locked row and a notification`, async ({
    page,
  }) => {
    await page.setViewportSize(WIDE);
    await page.emulateMedia({ forcedColors: 'active', colorScheme, reducedMotion: 'reduce' });
    await openFixedPage(page);
    await lockButton(page, 'State').click();
    await copyButton(page, 'City').click();
    await expect(notification(page)).toHaveText(['City copied to clipboard!']);
    await movePointerAway(page);
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await expect(page).toHaveScreenshot(`forced-colours-${colorScheme}.png`, TOLERANCE);
  });
}

for (const { name, viewport, colorScheme } of [
  { name: 'light', viewport: WIDE, colorScheme: 'light' },
  { name: 'dark', viewport: WIDE, colorScheme: 'dark' },
  { name: '320 px', viewport: NARROW, colorScheme: 'light' },
] as const) {
  test(`the Zip Code editor open with a message (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openFixedPage(page);
    await page.getByRole('button', { name: /^Edit Zip Code / }).click();
    const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
    await input.fill('1234');
    await input.press('Enter');
    await expect(page.locator('.field-editor-message')).toHaveText(
      'Zip Code “1234” is not five digits.',
    );
    await movePointerAway(page);
    await expect(page.locator('.card')).toHaveScreenshot(
      `editor-open-${name.replace(' ', '')}.png`,
      TOLERANCE,
    );
  });
}
