/**
 * The notification never stands over the card's action buttons (Generate, Copy All, Copy Link),
 * at any width: hovering it pauses its timer, so one over a button would take that button's
 * clicks for as long as the pointer rested on it.
 */
import type { Locator, Page } from '@playwright/test';
import { NOTIFICATION_HIDE_MS } from '../src/app/notification.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyAllButton,
  generateButton,
  notification,
  openPageWithPausedClock,
  readValues,
  waitForTasks,
} from './support/page.ts';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/** Tasks the page may take, after a click's notification shows, to place it. */
const SETTLE_TASKS = 3;

function copyLinkButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Copy Link', exact: true });
}

function actionButtons(page: Page): Locator[] {
  return [generateButton(page), copyAllButton(page), copyLinkButton(page)];
}

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator.toString()} has no box`);
  return box;
}

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

function centreOf({ x, y, width, height }: Box): { x: number; y: number } {
  return { x: x + width / 2, y: y + height / 2 };
}

/** The element a click at the button's centre would reach is the button (or inside it). */
async function hitAtCentre(button: Locator): Promise<boolean> {
  const { x, y } = centreOf(await boxOf(button));
  return button.evaluate(
    (element, point) => element.contains(document.elementFromPoint(point.x, point.y)),
    { x, y },
  );
}

/** Puts the action buttons at the foot of the window, where the notification stands. */
async function actionsAtFoot(page: Page): Promise<void> {
  await page.locator('.actions').evaluate((actions) => actions.scrollIntoView({ block: 'end' }));
}

/** Each button, brought into view if it is not, stands clear of the notification. */
async function expectOffTheButtons(page: Page): Promise<void> {
  for (const button of actionButtons(page)) {
    const name = await button.innerText();
    await button.scrollIntoViewIfNeeded();
    await waitForTasks(page, SETTLE_TASKS);
    const shown = await boxOf(notification(page));
    expect(overlaps(shown, await boxOf(button)), `the notification over ${name}`).toBe(false);
    expect(await hitAtCentre(button), `a click at ${name}'s centre reaches it`).toBe(true);
  }
}

for (const { width, height } of [
  { width: 1280, height: 800 },
  { width: 1366, height: 768 },
]) {
  test(`at ${width}x${height}, a Copy All notification under the pointer takes no click meant for Generate, Copy All or Copy Link`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    await openPageWithPausedClock(page);
    await copyAllButton(page).click();
    await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
    await waitForTasks(page, SETTLE_TASKS);
    await expectOffTheButtons(page);

    // The pointer rests on the notification: it stays (its timer paused), as the rules say.
    const { x, y } = centreOf(await boxOf(notification(page)));
    await page.mouse.move(x, y);
    await page.clock.runFor(NOTIFICATION_HIDE_MS * 2);
    await expect(notification(page)).toHaveText(['All information copied to clipboard!']);

    // Each button, clicked at its centre, takes the click.
    const before = await readValues(page);
    await page.mouse.click(...xy(await boxOf(generateButton(page))));
    await expect.poll(() => readValues(page)).not.toEqual(before);
    await copyLinkButton(page).scrollIntoViewIfNeeded();
    await page.mouse.click(...xy(await boxOf(copyLinkButton(page))));
    await expect(notification(page)).toHaveText(['Link copied to clipboard!']);
    await waitForTasks(page, SETTLE_TASKS);
    await page.mouse.click(...xy(await boxOf(copyAllButton(page))));
    await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
  });
}

function xy(box: Box): [number, number] {
  const { x, y } = centreOf(box);
  return [x, y];
}

test('from 320 to 1920 pixels wide, with the buttons at the foot of the window, the notification stands off them', async ({
  page,
}) => {
  await openPageWithPausedClock(page);
  const widths = [320, 360, 412, 480, 600, 768, 900, 1024, 1280, 1366, 1440, 1600, 1920];
  for (const height of [640, 800]) {
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await actionsAtFoot(page);
      await copyAllButton(page).click();
      await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
      await waitForTasks(page, SETTLE_TASKS);
      await test.step(`${width}x${height}`, () => expectOffTheButtons(page));
      await page.keyboard.press('Escape');
      await expect(notification(page)).toHaveCount(0);
    }
  }
});
