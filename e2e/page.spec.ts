import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { FIELDS } from '../src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import { fixPerson } from './support/fixed-person.ts';
import {
  CLIPBOARD_PERMISSIONS,
  TITLE,
  copyAllButton,
  copyButton,
  fieldValue,
  generateButton,
  generateMany,
  lockButton,
  notification,
  openPage,
  readValues,
} from './support/page.ts';

const MANY_GENERATIONS = 500;
const MIN_AGE = 18;
const MAX_AGE = 80;
const SCREENSHOT_PATH = 'docs/screenshot.png';
const SCREENSHOT_VIEWPORT = { width: 800, height: 900 };

test('the page is titled and headed "Random American Generator", inside a main landmark', async ({
  page,
}) => {
  await openPage(page);
  await expect(page).toHaveTitle(TITLE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText([TITLE]);
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(TITLE);
});

test('the first person is shown on load, every field filled', async ({ page }) => {
  await openPage(page);
  for (const { key } of FIELDS) {
    await expect(fieldValue(page, key), key).toHaveText(/\S/);
  }
});

test("rows come in the specification's order, with dividers after Gender and Zip Code", async ({
  page,
}) => {
  await openPage(page);
  const layout = await page.getByRole('main').evaluate((main) => {
    const items: string[] = [];
    const walker = document.createTreeWalker(main, NodeFilter.SHOW_ELEMENT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!(node instanceof HTMLElement)) continue;
      if (node.dataset.field) items.push(node.dataset.field);
      else if (node.tagName === 'HR' || node.getAttribute('role') === 'separator') {
        items.push('divider');
      }
    }
    return items;
  });
  expect(layout).toEqual([
    'firstName',
    'lastName',
    'gender',
    'divider',
    'streetAddress',
    'city',
    'state',
    'zipCode',
    'divider',
    'birthdate',
  ]);
});

test('each row shows its label beside its value, its Copy button and its Lock button', async ({
  page,
}) => {
  await openPage(page);
  for (const { key, label } of FIELDS) {
    const row = page
      .locator('main *')
      .filter({ has: fieldValue(page, key) })
      .filter({ has: copyButton(page, label) })
      .filter({ has: lockButton(page, label) })
      .last();
    await expect(row.getByText(label, { exact: true }), `label of ${key}`).toBeVisible();
  }
});

test('each value holds nothing but its text, in a monospace font', async ({ page }) => {
  await openPage(page);
  for (const { key } of FIELDS) {
    const shape = await fieldValue(page, key).evaluate((element) => ({
      children: element.children.length,
      text: element.textContent,
      trimmed: element.textContent.trim(),
      font: getComputedStyle(element).fontFamily,
    }));
    expect(shape.children, `${key} has child elements`).toBe(0);
    expect(shape.text, `${key} has surrounding whitespace`).toBe(shape.trimmed);
    expect(shape.font, `${key} font`).toMatch(/mono/i);
  }
});

test('Generate New Person replaces the unlocked values', async ({ page }) => {
  await openPage(page);
  const before = await readValues(page);
  await generateButton(page).click();
  await expect(fieldValue(page, 'streetAddress')).not.toHaveText(before.streetAddress);
  expect(await readValues(page)).not.toEqual(before);
});

test(`every birthdate over ${MANY_GENERATIONS} generations is a real M/D/YYYY date, age ${MIN_AGE} to ${MAX_AGE} today`, async ({
  page,
}) => {
  await openPage(page);
  const people = await generateMany(page, MANY_GENERATIONS);
  const today = await page.evaluate(() => {
    const now = new Date();
    return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
  });
  const wrong = people
    .map(({ birthdate }) => ({ birthdate, age: ageOn(birthdate, today) }))
    .filter(({ age }) => age === undefined || age < MIN_AGE || age > MAX_AGE);
  expect(people).toHaveLength(MANY_GENERATIONS);
  expect(wrong).toEqual([]);
});

test(`every ZIP code over ${MANY_GENERATIONS} generations is exactly five digits`, async ({
  page,
}) => {
  await openPage(page);
  const zips = (await generateMany(page, MANY_GENERATIONS)).map((person) => person.zipCode);
  expect(zips).toHaveLength(MANY_GENERATIONS);
  expect(zips.filter((zip) => !/^\d{5}$/.test(zip))).toEqual([]);
});

test.describe('privacy', () => {
  test.use({ permissions: CLIPBOARD_PERMISSIONS });

  test('using the page makes no request to any other origin', async ({ page, baseURL }) => {
    const ownOrigin = new URL(baseURL ?? '').origin;
    const elsewhere: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.protocol === 'data:' || url.protocol === 'blob:') return;
      if (url.origin !== ownOrigin) elsewhere.push(request.url());
    });
    page.on('websocket', (socket) => elsewhere.push(socket.url()));
    await useEveryControl(page);
    expect(elsewhere).toEqual([]);
  });

  test('using the page leaves nothing in cookies or any browser storage', async ({
    page,
    context,
  }) => {
    await useEveryControl(page);
    const stored = await page.evaluate(async () => ({
      localStorage: localStorage.length,
      sessionStorage: sessionStorage.length,
      indexedDB: (await indexedDB.databases()).map((database) => database.name),
      caches: await caches.keys(),
      serviceWorkers: (await navigator.serviceWorker.getRegistrations()).length,
    }));
    expect(stored).toEqual({
      localStorage: 0,
      sessionStorage: 0,
      indexedDB: [],
      caches: [],
      serviceWorkers: 0,
    });
    expect(await context.cookies()).toEqual([]);
  });
});

test('the page renders its first person (and refreshes docs/screenshot.png when asked)', async ({
  page,
}) => {
  await page.setViewportSize(SCREENSHOT_VIEWPORT);
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await fixPerson(page);
  await openPage(page);
  for (const { key } of FIELDS) await expect(fieldValue(page, key)).toHaveText(/\S/);
  if (process.env.UPDATE_SCREENSHOT === '1' || !existsSync(SCREENSHOT_PATH)) {
    mkdirSync(dirname(SCREENSHOT_PATH), { recursive: true });
    await page.screenshot({ path: SCREENSHOT_PATH, fullPage: true });
    expect(existsSync(SCREENSHOT_PATH)).toBe(true);
  }
});

async function useEveryControl(page: Page): Promise<void> {
  await openPage(page);
  await lockButton(page, 'State').hover();
  await expect(page.getByRole('tooltip')).toBeVisible();
  await lockButton(page, 'State').click();
  await generateButton(page).click();
  await copyButton(page, 'City').click();
  await expect(notification(page)).toBeVisible();
  await copyAllButton(page).click();
  await expect(notification(page)).toHaveText(['All information copied to clipboard!']);
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
}

/** Age in whole years on `today`, or undefined when `birthdate` is not a real M/D/YYYY date. */
function ageOn(
  birthdate: string,
  today: { year: number; month: number; day: number },
): number | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(birthdate);
  if (!match) return undefined;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!real) return undefined;
  const hadBirthday = today.month > month || (today.month === month && today.day >= day);
  return today.year - year - (hadBirthday ? 0 : 1);
}
