import { ageOn, type LocalDate } from '../packages/generator/src/birthdate.ts';
import { FIELDS } from '../packages/generator/src/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  TITLE,
  copyButton,
  fieldValue,
  generateButton,
  generateMany,
  lockButton,
  openPage,
  readValues,
} from './support/page.ts';

const MANY_GENERATIONS = 500;
const MIN_AGE = 18;
const MAX_AGE = 80;

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
    .map(({ birthdate }) => {
      const date = shownDate(birthdate);
      return { birthdate, age: date && ageOn(date, today) };
    })
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

/** The date a birthdate shows, or undefined when it is not a real M/D/YYYY calendar date. */
function shownDate(birthdate: string): LocalDate | undefined {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(birthdate);
  if (!match) return undefined;
  const [month, day, year] = match.slice(1).map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? { year, month, day } : undefined;
}
