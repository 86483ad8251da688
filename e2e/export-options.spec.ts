/**
 * The export's own options and explanations: which columns, in what order, how a birthdate is
 * written and how columns are named (remembered for the visit, never stored); what the locks
 * and the seed do; and the file's estimated size.
 */
import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { openPage } from './support/page.ts';

/** Every column the chooser offers, in its first order: `id`, then the file's columns today. */
const ALL_COLUMNS = [
  'id', 'firstName', 'lastName', 'gender', 'streetAddress', 'city', 'state', 'zipCode',
  'birthdate', 'stateCode', 'age', 'phone', 'email',
]; // prettier-ignore

function columnsChooser(page: Page): Locator {
  return page.getByText('Columns and dates', { exact: true });
}

function columnBox(page: Page, name: string): Locator {
  return page.getByRole('checkbox', { name, exact: true });
}

function moveButton(page: Page, name: string, direction: 'up' | 'down'): Locator {
  return page.getByRole('button', { name: `Move ${name} ${direction}`, exact: true });
}

async function openExport(page: Page): Promise<void> {
  await openPage(page);
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeVisible();
}

async function openChooser(page: Page): Promise<void> {
  await columnsChooser(page).click();
  await expect(columnBox(page, 'firstName')).toBeVisible();
}

/** The chooser's columns as listed, each with whether it is ticked. */
async function listedColumns(page: Page): Promise<string[]> {
  return page.locator('.export-columns li').evaluateAll((items) =>
    items.map((item) => {
      const box = item.querySelector('input[type="checkbox"]') as HTMLInputElement;
      return `${box.checked ? '+' : '-'}${item.querySelector('label')?.textContent ?? ''}`;
    }),
  );
}

async function downloadedText(page: Page, count: string, format: string): Promise<string> {
  await page.getByLabel('How many').fill(count);
  await page.getByLabel('Format').selectOption(format);
  await page.getByLabel('Seed (optional)').fill('7');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  return readFileSync(await (await downloaded).path(), 'utf8');
}

test('the chooser lists every column, today’s ticked in today’s order and id not', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  expect(await listedColumns(page)).toEqual(
    ALL_COLUMNS.map((name) => `${name === 'id' ? '-' : '+'}${name}`),
  );
  await expect(page.getByRole('radio', { name: /9\/3\/1976/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /firstName/ })).toBeChecked();
});

test('the file has the ticked columns in the chosen order, ISO dates and snake-case names', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  await columnBox(page, 'id').check();
  for (const name of ['gender', 'streetAddress', 'stateCode', 'phone']) {
    await columnBox(page, name).uncheck();
  }
  // By keyboard: Enter on Move email up, twice; focus stays on the moved column's button.
  await moveButton(page, 'email', 'up').focus();
  await page.keyboard.press('Enter');
  await expect(moveButton(page, 'email', 'up')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(moveButton(page, 'email', 'up')).toBeFocused();
  await page.getByRole('radio', { name: /1976-09-03/ }).check();
  await page.getByRole('radio', { name: /first_name/ }).check();
  // The labels say the names as the file writes them.
  await expect(columnBox(page, 'zip_code')).toBeVisible();
  const text = await downloadedText(page, '3', 'csv');
  const [header = '', first = ''] = text.split('\r\n');
  expect(header).toBe('id,first_name,last_name,city,state,zip_code,birthdate,email,age');
  expect(first).toMatch(/^0,[^,]+,[^,]+,[^,]+,[^,]+,\d{5},\d{4}-\d{2}-\d{2},[^,@]+@[^,]+,\d+$/);
});

test('the first column has no Move up to press, the last no Move down; focus moves to the other', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  await expect(moveButton(page, 'id', 'up')).toBeDisabled();
  await expect(moveButton(page, 'email', 'down')).toBeDisabled();
  await moveButton(page, 'firstName', 'up').focus();
  await page.keyboard.press('Enter');
  expect((await listedColumns(page)).slice(0, 2)).toEqual(['+firstName', '-id']);
  await expect(moveButton(page, 'firstName', 'up')).toBeDisabled();
  await expect(moveButton(page, 'firstName', 'down')).toBeFocused();
});

test('with no column ticked, Download says to choose one and nothing downloads', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  for (const name of ALL_COLUMNS.slice(1)) await columnBox(page, name).uncheck();
  let downloads = 0;
  page.on('download', () => (downloads += 1));
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Tick at least one column for the file.')).toBeVisible();
  await expect(columnBox(page, 'id')).toBeFocused();
  expect(downloads).toBe(0);
});

test('the choice lasts the visit: closing the section keeps it, a reload forgets it, nothing is stored', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  await columnBox(page, 'age').uncheck();
  await page.getByRole('radio', { name: /first_name/ }).check();
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeHidden();
  await page.getByText('Download people', { exact: true }).click();
  await expect(columnBox(page, 'age')).not.toBeChecked();
  await expect(page.getByRole('radio', { name: /first_name/ })).toBeChecked();
  const stored = await page.evaluate(() => localStorage.length + sessionStorage.length);
  expect(stored).toBe(0);
  await page.reload();
  await page.getByText('Download people', { exact: true }).click();
  await openChooser(page);
  await expect(columnBox(page, 'age')).toBeChecked();
  await expect(page.getByRole('radio', { name: /firstName/ })).toBeChecked();
});

test('the form says the locks are the rows’ template and what a seed does', async ({ page }) => {
  await openExport(page);
  await expect(
    page.getByText(
      'The values you locked on the card are the template: every row keeps them, and the unlocked fields vary from row to row.',
    ),
  ).toBeVisible();
  await expect(
    page.getByText(
      'The same seed makes the same file again. Leave it empty for a new random one; the file’s name says which seed it used.',
    ),
  ).toBeVisible();
  // The seed's hint is the field's description, read out with it.
  await expect(page.getByLabel('Seed (optional)')).toHaveAccessibleDescription(
    /The same seed makes the same file again/,
  );
});

/** The estimate's bytes as shown: "about 1.2 MB" is 1,200,000. */
async function estimatedBytes(page: Page): Promise<number> {
  const estimate = page.getByText(/^Estimated size: about /);
  await expect(estimate).toBeVisible();
  const text = (await estimate.textContent()) ?? '';
  const [, number = '', unit = ''] = /about ([\d.,]+) (bytes|kB|MB|GB)$/.exec(text) ?? [];
  const scale = { bytes: 1, kB: 1e3, MB: 1e6, GB: 1e9 }[unit] ?? Number.NaN;
  return Number(number.replace(/,/g, '')) * scale;
}

/** Within 10% of the file's real size. */
function expectClose(estimate: number, actual: number): void {
  expect(estimate).toBeGreaterThan(actual * 0.9);
  expect(estimate).toBeLessThan(actual * 1.1);
}

test('"For Excel" starts a CSV file with UTF-8’s byte-order mark, then the same bytes; other formats have no such choice', async ({
  page,
}) => {
  await openExport(page);
  const download = async () => {
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    return readFileSync(await (await downloaded).path());
  };
  await page.getByLabel('How many').fill('25');
  await page.getByLabel('Seed (optional)').fill('7');
  const excel = page.getByRole('checkbox', { name: 'For Excel', exact: true });
  await expect(excel).not.toBeChecked();
  const plain = await download();
  expect([...plain.subarray(0, 3)]).not.toEqual([0xef, 0xbb, 0xbf]);
  await excel.check();
  const marked = await download();
  expect([...marked.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  expect(marked.subarray(3).equals(plain)).toBe(true);
  await page.getByLabel('Format').selectOption('json');
  await expect(excel).toHaveCount(0);
  const json = await download();
  expect(json[0]).toBe('['.charCodeAt(0));
});

test('the estimated size follows the count, format and columns, close to the file’s own', async ({
  page,
}) => {
  // Three exports of 5,000 rows: on a busy machine, more than the default time.
  test.slow();
  await openExport(page);
  for (const format of ['csv', 'sql'] as const) {
    await page.getByLabel('Format').selectOption(format);
    await page.getByLabel('How many').fill('5000');
    const estimate = await estimatedBytes(page);
    expectClose(estimate, Buffer.byteLength(await downloadedText(page, '5000', format)));
  }
  // Ten times the rows, about ten times the size; fewer columns, a smaller file.
  await page.getByLabel('Format').selectOption('csv');
  await page.getByLabel('How many').fill('5000');
  await expect.poll(() => estimatedBytes(page)).toBeLessThan(1e6);
  const five = await estimatedBytes(page);
  await page.getByLabel('How many').fill('50,000');
  await expect.poll(() => estimatedBytes(page)).toBeGreaterThan(five * 9);
  await expect.poll(() => estimatedBytes(page)).toBeLessThan(five * 11);
  await openChooser(page);
  await columnBox(page, 'streetAddress').uncheck();
  await columnBox(page, 'email').uncheck();
  await page.getByLabel('How many').fill('5000');
  await expect.poll(() => estimatedBytes(page)).toBeLessThan(five * 0.85);
  const small = await estimatedBytes(page);
  expectClose(small, Buffer.byteLength(await downloadedText(page, '5000', 'csv')));
});

test('with "Add errors" the estimate counts the ids and the extra records, close to the file’s own', async ({
  page,
}) => {
  test.slow();
  await openExport(page);
  await page.getByLabel('How many').fill('5000');
  const clean = await estimatedBytes(page);
  await page.getByRole('checkbox', { name: 'Add errors, for testing record linkage' }).check();
  await page.getByLabel('Extra records a person').selectOption('0.5');
  // Half a record more a person, each with two ids: well over a third more bytes.
  await expect.poll(() => estimatedBytes(page)).toBeGreaterThan(clean * 1.35);
  expectClose(
    await estimatedBytes(page),
    Buffer.byteLength(await downloadedText(page, '5000', 'csv')),
  );
});

test('households: the count counts households, and the chooser offers householdId and relationship then alone', async ({
  page,
}) => {
  await openExport(page);
  await openChooser(page);
  await expect(page.getByRole('radio', { name: 'People', exact: true })).toBeChecked();
  await expect(page.getByLabel('How many people')).toBeVisible();
  expect(await listedColumns(page)).toEqual(
    ALL_COLUMNS.map((name) => `${name === 'id' ? '-' : '+'}${name}`),
  );
  await page.getByRole('radio', { name: 'Households', exact: true }).check();
  await expect(page.getByLabel('How many households')).toBeVisible();
  expect(await listedColumns(page)).toEqual([
    ...ALL_COLUMNS.map((name) => `${name === 'id' ? '-' : '+'}${name}`),
    '+householdId',
    '+relationship',
  ]);
  await columnBox(page, 'gender').uncheck();
  await moveButton(page, 'relationship', 'up').click();
  const text = await downloadedText(page, '2', 'csv');
  const [header = ''] = text.split('\r\n');
  expect(header).toBe(
    'firstName,lastName,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email,relationship,householdId',
  );
  // Back to people: the household columns leave the list and the file.
  await page.getByRole('radio', { name: 'People', exact: true }).check();
  expect(await listedColumns(page)).not.toContain('+relationship');
  const people = await downloadedText(page, '2', 'csv');
  expect(people.split('\r\n')[0]).toBe(
    'firstName,lastName,streetAddress,city,state,zipCode,birthdate,stateCode,age,phone,email',
  );
});
