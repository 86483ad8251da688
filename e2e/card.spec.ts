/**
 * The card says its values can be changed: a hint under the title, a pencil on the value a
 * pointer rests on or focus is on; and each value's buttons sit by it, not across the card.
 */
import type { Locator, Page } from '@playwright/test';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import { copyButton, fieldValue, lockButton, movePointerAway, openPage } from './support/page.ts';

const HINT = 'Click any value to change it; lock it to keep it when you generate a new person.';

/**
 * Most a value's text may stand from its Copy button at 1280 px: the pencil's place (1.5 rem)
 * and the gap between the columns (0.5 rem), with room to spare, and far less than the 350 px
 * of empty card there were.
 */
const MAX_GAP_PX = 48;

/** Where the text of a value ends on the right (its longest line), in the window's pixels. */
function textRight(value: Locator): Promise<number> {
  return value.evaluate((element) => {
    const range = document.createRange();
    range.selectNodeContents(element);
    return range.getBoundingClientRect().right;
  });
}

function pencilOf(page: Page, key: string): Locator {
  return page.locator(`#field-value-${key} + .value-pencil`);
}

test('a line under the title says values can be changed and locked', async ({ page }) => {
  await openPage(page);
  const hint = page.getByText(HINT, { exact: true });
  await expect(hint).toBeVisible();
  const heading = await page.getByRole('heading', { level: 1 }).boundingBox();
  const hintBox = await hint.boundingBox();
  const firstRow = await fieldValue(page, 'firstName').boundingBox();
  if (!heading || !hintBox || !firstRow) throw new Error('no heading, hint or first row box');
  expect(hintBox.y).toBeGreaterThanOrEqual(heading.y + heading.height);
  expect(hintBox.y + hintBox.height).toBeLessThanOrEqual(firstRow.y);
});

test('a pencil shows on the value under the pointer and on the focused value, and only there', async ({
  page,
}) => {
  await openPage(page);
  await movePointerAway(page);
  const hidden = (key: string) =>
    expect(pencilOf(page, key), key).toHaveCSS('visibility', 'hidden');
  for (const { key } of FIELDS) await hidden(key);

  await fieldValue(page, 'city').hover();
  await expect(pencilOf(page, 'city')).toBeVisible();
  await hidden('state');
  // It sits after the value's text, inside the value's own box (a click on it opens the editor).
  const pencil = await pencilOf(page, 'city').boundingBox();
  const value = await fieldValue(page, 'city').boundingBox();
  if (!pencil || !value) throw new Error('no pencil or value box');
  expect(pencil.x).toBeGreaterThanOrEqual(await textRight(fieldValue(page, 'city')));
  expect(pencil.x + pencil.width).toBeLessThanOrEqual(value.x + value.width);
  await page.mouse.click(pencil.x + pencil.width / 2, pencil.y + pencil.height / 2);
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toBeFocused();
  await page.keyboard.press('Escape');

  await movePointerAway(page);
  await fieldValue(page, 'zipCode').focus();
  await expect(pencilOf(page, 'zipCode')).toBeVisible();
  await hidden('city');
});

for (const width of [1280, 768]) {
  test(`at ${width} px each value's Copy button stands at most ${MAX_GAP_PX} px after its text`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1000 });
    await openPage(page);
    for (const { key, label } of FIELDS) {
      const copy = await copyButton(page, label).boundingBox();
      if (!copy) throw new Error(`Copy ${label} has no box`);
      const right = await textRight(fieldValue(page, key));
      expect(copy.x - right, `${label}: text ends at ${right}, Copy at ${copy.x}`).toBeGreaterThan(
        0,
      );
      expect(copy.x - right, label).toBeLessThanOrEqual(MAX_GAP_PX);
    }
  });
}

for (const width of [320, 375, 768, 1280]) {
  test(`at ${width} px every value and its buttons fit the card, side by side or the value below`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 1000 });
    await openPage(page);
    const card = await page.locator('.card').boundingBox();
    if (!card) throw new Error('no card');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    for (const { key, label } of FIELDS) {
      const value = await fieldValue(page, key).boundingBox();
      const copy = await copyButton(page, label).boundingBox();
      const lock = await lockButton(page, label).boundingBox();
      if (!value || !copy || !lock) throw new Error(`${label} lacks a box`);
      for (const box of [value, copy, lock]) {
        expect(box.x, label).toBeGreaterThanOrEqual(card.x);
        expect(box.x + box.width, label).toBeLessThanOrEqual(card.x + card.width);
      }
      const beside = value.x + value.width <= copy.x;
      const below = value.y >= copy.y + copy.height;
      expect(beside || below, `${label}: value overlaps its buttons`).toBe(true);
      expect(lock.x, label).toBeGreaterThan(copy.x);
    }
  });
}

test('at 1280 px an open editor is as wide as its row, whatever the width of the value', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 1000 });
  await openPage(page);
  await fieldValue(page, 'zipCode').click();
  const editor = await page.locator('.field-editor').boundingBox();
  const row = await page
    .locator('.field')
    .filter({ has: fieldValue(page, 'zipCode') })
    .boundingBox();
  if (!editor || !row) throw new Error('no editor or row box');
  expect(editor.x).toBe(row.x);
  expect(editor.width).toBe(row.width);
});
