import { NOTIFICATION_HIDE_MS } from '../src/app/notification.ts';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  clickForNotification,
  closeNotificationButton,
  copyAllButton,
  copyButton,
  fieldValue,
  movePointerAway,
  notification,
  notificationStatus,
  openPage,
  openPageWithPausedClock,
  readClipboard,
  readPerson,
} from './support/page.ts';

/** A user's pause between one click and the next: never zero, always far shorter than the hide time. */
const BETWEEN_CLICKS_MS = 200;
/** A stretch of time far longer than the notification would ever stay on its own. */
const WELL_PAST_HIDE_MS = NOTIFICATION_HIDE_MS * 5;

test.describe('copying', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  for (const { key, label } of FIELDS) {
    test(`Copy ${label} puts exactly the ${label.toLowerCase()} on the clipboard and says so`, async ({
      page,
    }) => {
      await openPage(page);
      const value = await fieldValue(page, key).innerText();
      await copyButton(page, label).click();
      await expect(notificationStatus(page)).toHaveText(`${label} copied to clipboard!`);
      expect(await readClipboard(page)).toBe(value);
    });
  }

  test('Copy All puts every field on the clipboard, one "fieldName: value" line each', async ({
    page,
  }) => {
    await openPage(page);
    const person = await readPerson(page);
    await copyAllButton(page).click();
    await expect(notificationStatus(page)).toHaveText('All information copied to clipboard!');
    expect(await readClipboard(page)).toBe(
      [
        `firstName: ${person.firstName}`,
        `lastName: ${person.lastName}`,
        `gender: ${person.gender}`,
        `state: ${person.state}`,
        `city: ${person.city}`,
        `streetAddress: ${person.streetAddress}`,
        `zipCode: ${person.zipCode}`,
        `birthdate: ${person.birthdate}`,
        `email: ${person.email}`,
        `phone: ${person.phone}`,
      ].join('\n'),
    );
  });
});

test.describe('the notification', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('hides by itself once its time is up, and not a millisecond before', async ({ page }) => {
    await openPageWithPausedClock(page);
    await clickForNotification(
      page,
      copyButton(page, 'First Name'),
      'First Name copied to clipboard!',
    );
    await page.clock.runFor(NOTIFICATION_HIDE_MS - 1);
    await expect(notification(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(notification(page)).toBeHidden();
  });

  test('stays while the pointer is over it, and hides the remaining time after it leaves', async ({
    page,
  }) => {
    const shownBeforeHover = NOTIFICATION_HIDE_MS / 3;
    await openPageWithPausedClock(page);
    await clickForNotification(
      page,
      copyButton(page, 'Last Name'),
      'Last Name copied to clipboard!',
    );
    await page.clock.runFor(shownBeforeHover);
    await notification(page).hover();
    await page.clock.runFor(WELL_PAST_HIDE_MS);
    await expect(notification(page)).toBeVisible();
    await movePointerAway(page);
    await page.clock.runFor(NOTIFICATION_HIDE_MS - shownBeforeHover - 1);
    await expect(notification(page)).toBeVisible();
    await page.clock.runFor(1);
    await expect(notification(page)).toBeHidden();
  });

  test('stays while focus is inside it, and hides after focus leaves', async ({ page }) => {
    await openPageWithPausedClock(page);
    await clickForNotification(page, copyButton(page, 'Gender'), 'Gender copied to clipboard!');
    await closeNotificationButton(page).focus();
    await page.clock.runFor(WELL_PAST_HIDE_MS);
    await expect(notification(page)).toBeVisible();
    await copyAllButton(page).focus();
    await page.clock.runFor(NOTIFICATION_HIDE_MS);
    await expect(notification(page)).toBeHidden();
  });

  test('Escape closes it while focus stays on the button that copied', async ({ page }) => {
    await openPageWithPausedClock(page);
    await copyButton(page, 'State').click();
    await expect(notification(page)).toBeVisible();
    await expect(copyButton(page, 'State')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(notification(page)).toBeHidden();
  });

  test('Escape closes it when nothing has focus', async ({ page }) => {
    await openPageWithPausedClock(page);
    await copyButton(page, 'State').click();
    await expect(notification(page)).toBeVisible();
    await page.evaluate(() => {
      if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    });
    await page.keyboard.press('Escape');
    await expect(notification(page)).toBeHidden();
  });

  test('a click elsewhere on the page closes it, but the click that opened it does not', async ({
    page,
  }) => {
    await openPageWithPausedClock(page);
    await clickForNotification(page, copyButton(page, 'Zip Code'), 'Zip Code copied to clipboard!');
    await page.clock.runFor(BETWEEN_CLICKS_MS);
    await expect(notification(page)).toBeVisible();
    await page.getByRole('heading', { level: 1 }).click();
    await expect(notification(page)).toBeHidden();
  });

  test('its Close button closes it', async ({ page }) => {
    await openPageWithPausedClock(page);
    await copyButton(page, 'Birthdate').click();
    await closeNotificationButton(page).click();
    await expect(notification(page)).toBeHidden();
  });

  test('a new message replaces the current one and restarts the timer', async ({ page }) => {
    const shownBeforeReplacing = NOTIFICATION_HIDE_MS / 2;
    await openPageWithPausedClock(page);
    await clickForNotification(
      page,
      copyButton(page, 'First Name'),
      'First Name copied to clipboard!',
    );
    await page.clock.runFor(shownBeforeReplacing);
    await clickForNotification(
      page,
      copyButton(page, 'Street Address'),
      'Street Address copied to clipboard!',
    );
    await page.clock.runFor(NOTIFICATION_HIDE_MS - 1);
    await expect(notification(page)).toHaveText(['Street Address copied to clipboard!']);
    await page.clock.runFor(1);
    await expect(notification(page)).toBeHidden();
  });

  test('showing it never moves focus away from the clicked button', async ({ page }) => {
    await openPageWithPausedClock(page);
    await copyAllButton(page).click();
    await expect(notification(page)).toBeVisible();
    await expect(copyAllButton(page)).toBeFocused();
    await copyButton(page, 'City').focus();
    await page.keyboard.press('Enter');
    await expect(notification(page)).toHaveText(['City copied to clipboard!']);
    await expect(copyButton(page, 'City')).toBeFocused();
  });

  test('appears at the bottom centre of the window', async ({ page }) => {
    await openPageWithPausedClock(page);
    await copyButton(page, 'City').click();
    const box = await notification(page).boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error('notification or viewport has no size');
    const centre = box.x + box.width / 2;
    // Within a few pixels of centre: borders and rounding, not a different anchor.
    expect(Math.abs(centre - viewport.width / 2)).toBeLessThanOrEqual(4);
    expect(box.y + box.height / 2).toBeGreaterThan(viewport.height / 2);
  });
});

test.describe('closing from the keyboard', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  for (const key of ['Enter', 'Escape']) {
    test(`${key} in the notification gives focus back to the button that copied`, async ({
      page,
    }) => {
      await openPageWithPausedClock(page);
      await copyAllButton(page).focus();
      await page.keyboard.press('Enter');
      await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
      await closeNotificationButton(page).focus();
      await page.keyboard.press(key);
      await expect(notification(page)).toBeHidden();
      await expect(copyAllButton(page)).toBeFocused();
    });
  }
});

/** WCAG contrast ratio of two computed rgb() colours. */
function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [red = 0, green = 0, blue = 0] = (colour.match(/[\d.]+/g) ?? [])
      .slice(0, 3)
      .map((channel) => {
        const value = Number(channel) / 255;
        return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** WCAG 1.4.11: graphics a user needs must have 3:1 against what is behind them. */
const MIN_GRAPHIC_CONTRAST = 3;

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`in forced colours (${scheme})`, () => {
    test.use({ permissions: CLIPBOARD_PERMISSIONS });

    test('the notification has an edge and its success icon stands out', async ({ page }) => {
      await page.emulateMedia({ forcedColors: 'active', colorScheme: scheme });
      await openPageWithPausedClock(page);
      await copyButton(page, 'City').click();
      await expect(notification(page)).toHaveText(['City copied to clipboard!']);
      const card = notification(page).locator('.notification');
      const look = await card.evaluate((element) => {
        const style = getComputedStyle(element);
        const icon = element.querySelector('svg');
        return {
          border: style.borderTopStyle !== 'none' && parseFloat(style.borderTopWidth) > 0,
          background: style.backgroundColor,
          icon: icon ? getComputedStyle(icon).color : '',
        };
      });
      expect(look.border, 'the notification draws a border').toBe(true);
      expect(contrast(look.icon, look.background)).toBeGreaterThanOrEqual(MIN_GRAPHIC_CONTRAST);
    });
  });
}
