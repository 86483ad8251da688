/**
 * Printing the page prints the person: each label with its value, and none of the controls
 * around them (buttons, the export box, the notification). The person is fixed and the clock
 * paused, as in e2e/screenshots.spec.ts, so the print picture's baseline holds. After an
 * intended change: npm run build && npx playwright test e2e/print.spec.ts --update-snapshots
 */
import type { Page } from '@playwright/test';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import { FIXED_PERSON, FIXED_PERSON_PATH, FIXED_TIME } from './support/fixed-person.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  movePointerAway,
  notification,
  pauseClockPastStartUp,
} from './support/page.ts';

const WIDE = { width: 1280, height: 900 };
const TOLERANCE = { maxDiffPixelRatio: 0.002, animations: 'disabled', caret: 'hide' } as const;

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/**
 * The fixed person with everything a print could catch open: the export form and a
 * notification (held open by the paused clock).
 */
async function openEverything(page: Page): Promise<void> {
  await page.setViewportSize(WIDE);
  await page.clock.install({ time: FIXED_TIME });
  await page.goto(FIXED_PERSON_PATH);
  await expect(copyButton(page, 'First Name')).toHaveAttribute('data-state', 'closed');
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeVisible();
  await pauseClockPastStartUp(page);
  await copyButton(page, 'City').click();
  await expect(notification(page)).toHaveText(['City copied to clipboard!']);
  await movePointerAway(page);
}

test('a print shows every label and value and no button, export box or notification', async ({
  page,
}) => {
  await openEverything(page);
  // A value is a button opening its editor (FieldRow.tsx): it prints as the value, checked below.
  const buttons = page.locator('button:not(.value-button), summary, input, select');
  expect(await buttons.count()).toBeGreaterThan(FIELDS.length * 2);
  const exportBox = page.locator('details', { hasText: 'Download people' });
  const notice = page.getByText('City copied to clipboard!');

  await page.emulateMedia({ media: 'print' });
  for (const control of await buttons.all()) await expect(control).toBeHidden();
  await expect(exportBox).toBeHidden();
  await expect(notice).toBeHidden();
  for (const { key, label } of FIELDS) {
    await expect(page.getByText(label, { exact: true })).toBeVisible();
    await expect(fieldValue(page, key)).toBeVisible();
    await expect(fieldValue(page, key)).toHaveText(FIXED_PERSON[key]);
  }

  // The screen comes back as it was.
  await page.emulateMedia({ media: 'screen' });
  await expect(copyButton(page, 'City')).toBeVisible();
  await expect(exportBox).toBeVisible();
});

test('a print is dark text on white, even from a page in the dark colour scheme', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openEverything(page);
  await page.emulateMedia({ media: 'print', colorScheme: 'dark' });
  const colours = await fieldValue(page, 'city').evaluate((element) => {
    const painted: string[] = [];
    for (let node: Element | null = element; node; node = node.parentElement) {
      painted.push(getComputedStyle(node).backgroundColor);
    }
    return {
      text: getComputedStyle(element).color,
      background: painted.find((colour) => colour !== 'rgba(0, 0, 0, 0)') ?? 'none',
    };
  });
  expect(colours).toEqual({ text: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
});

test('the printed page, as a picture', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await openEverything(page);
  await page.emulateMedia({ media: 'print' });
  await expect(page).toHaveScreenshot('print.png', { fullPage: true, ...TOLERANCE });
});
