import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  TITLE,
  copyButton,
  fieldValue,
  generateButton,
  lockButton,
  openPage,
  readValues,
} from './support/page.ts';

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

test("rows come in the specification's order, then Email and Phone, with dividers after Gender, Zip Code and Birthdate", async ({
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
    'divider',
    'email',
    'phone',
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
