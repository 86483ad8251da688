/**
 * The "Download people" form as a keyboard user and a careful reader meet it: where focus goes,
 * how a count is read, which message shows, how a disabled button and the closed section look,
 * and what the file is called.
 */
import type { Download, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  fieldValue,
  generateButton,
  lockButton,
  movePointerAway,
  openPage,
  readPerson,
} from './support/page.ts';

const RANGE = 'Enter a whole number of people from 1 to 1,000,000.';
/** Enough rows that an export is still running while a test looks at it. */
const LONG_EXPORT = '1,000,000';

function summary(page: Page): Locator {
  return page.getByText('Download people', { exact: true });
}

function countField(page: Page): Locator {
  return page.getByLabel('How many');
}

function downloadButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Download', exact: true });
}

function cancelButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Cancel', exact: true });
}

/** The form's messages that show text: field errors and the export's status. */
function shownMessages(page: Page): Locator {
  return page.locator('form [aria-live]').filter({ hasText: /\S/ });
}

async function openExport(page: Page): Promise<void> {
  await openPage(page);
  await summary(page).click();
  await expect(countField(page)).toBeVisible();
}

async function fill(page: Page, count: string, seed = ''): Promise<void> {
  await countField(page).fill(count);
  await page.getByLabel('Seed (optional)').fill(seed);
}

/** Presses Download from the keyboard, as a keyboard user does. */
async function pressDownload(page: Page): Promise<void> {
  await downloadButton(page).focus();
  await page.keyboard.press('Enter');
}

async function downloadWithKeyboard(page: Page): Promise<Download> {
  const downloaded = page.waitForEvent('download');
  await pressDownload(page);
  return downloaded;
}

test.describe('focus', () => {
  test('after an export ends, focus is back on Download, not on the page’s body', async ({
    page,
  }) => {
    await openExport(page);
    await fill(page, '1', '7');
    await downloadWithKeyboard(page);
    await expect(page.getByText(/^Downloaded people-1-seed-7-/)).toBeVisible();
    await expect(downloadButton(page)).toBeFocused();
  });

  test('Download moves focus to Cancel while the export runs, and Cancel puts it back on Download', async ({
    page,
  }) => {
    await openExport(page);
    await fill(page, LONG_EXPORT);
    await pressDownload(page);
    await expect(cancelButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(cancelButton(page)).toHaveCount(0);
    await expect(downloadButton(page)).toBeFocused();
    // From there Enter starts the next export at once.
    await page.keyboard.press('Enter');
    await expect(cancelButton(page)).toBeFocused();
    await page.keyboard.press('Enter');
  });

  test('an export that ends while the user works elsewhere leaves focus where it is', async ({
    page,
  }) => {
    await openExport(page);
    await fill(page, '20,000');
    const downloaded = page.waitForEvent('download');
    await pressDownload(page);
    await generateButton(page).focus();
    await downloaded;
    await expect(page.getByText(/^Downloaded people-20000-/)).toBeVisible();
    await expect(generateButton(page)).toBeFocused();
  });
});

test.describe('the count', () => {
  test('"1,2" downloads nothing and says the comma is out of place', async ({ page }) => {
    await openExport(page);
    const downloads: string[] = [];
    page.on('download', (file) => downloads.push(file.suggestedFilename()));
    await fill(page, '1,2');
    await pressDownload(page);
    await expect(countField(page)).toHaveAccessibleDescription(
      `“1,2” is unclear: thousands are separated in groups of three, as in 1,000. ${RANGE}`,
    );
    await expect(countField(page)).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect(downloads).toEqual([]);
  });

  for (const typed of ['1 000', '1_000', '1,000']) {
    test(`"${typed}" downloads 1,000 people`, async ({ page }) => {
      await openExport(page);
      await fill(page, typed, '3');
      const file = await downloadWithKeyboard(page);
      expect(file.suggestedFilename()).toMatch(/^people-1000-seed-3-/);
    });
  }

  test('"1e9" gets a message in plain words that says what to type', async ({ page }) => {
    await openExport(page);
    await fill(page, '1e9');
    await pressDownload(page);
    await expect(countField(page)).toHaveAccessibleDescription(
      `Use digits, such as 10 or 1,000. ${RANGE}`,
    );
  });

  test('a refused count takes focus to the field, so the message is read beside it', async ({
    page,
  }) => {
    await openExport(page);
    await fill(page, '0');
    await pressDownload(page);
    await expect(countField(page)).toBeFocused();
  });
});

test.describe('messages', () => {
  test('a new message replaces the last one: a cancelled export’s note goes when a count is refused', async ({
    page,
  }) => {
    await openExport(page);
    await fill(page, LONG_EXPORT);
    await pressDownload(page);
    await cancelButton(page).click();
    await expect(shownMessages(page)).toHaveText(['Export cancelled: nothing was downloaded.']);
    await fill(page, '0');
    await pressDownload(page);
    await expect(shownMessages(page)).toHaveText([`0 people is too few. ${RANGE}`]);
  });

  test('with both fields wrong, one message shows, the first field’s', async ({ page }) => {
    await openExport(page);
    await fill(page, 'ten', 'abc');
    await pressDownload(page);
    await expect(shownMessages(page)).toHaveText([`Use digits, such as 10 or 1,000. ${RANGE}`]);
    await fill(page, '10', 'abc');
    await pressDownload(page);
    await expect(shownMessages(page)).toHaveText([
      'A seed is a whole number from 0 to 4,294,967,295, or empty for a random one.',
    ]);
    await expect(countField(page)).toHaveAttribute('aria-invalid', 'false');
  });

  test('a refused count’s message goes once an export starts', async ({ page }) => {
    await openExport(page);
    await fill(page, '0');
    await pressDownload(page);
    await expect(shownMessages(page)).toHaveCount(1);
    await fill(page, '1', '5');
    await downloadWithKeyboard(page);
    await expect(shownMessages(page)).toHaveText([/^Downloaded people-1-seed-5-/]);
    await expect(countField(page)).toHaveAttribute('aria-invalid', 'false');
  });
});

interface Look {
  cursor: string;
  opacity: number;
  color: string;
  background: string;
}

function lookOf(element: Element): Look {
  const style = getComputedStyle(element);
  return {
    cursor: style.cursor,
    opacity: Number(style.opacity),
    color: style.color,
    background: style.backgroundColor,
  };
}

test('Download looks disabled while it is disabled: another fill and text, a not-allowed cursor', async ({
  page,
}) => {
  await openExport(page);
  await movePointerAway(page);
  const enabled = await downloadButton(page).evaluate(lookOf);
  await fill(page, LONG_EXPORT);
  await pressDownload(page);
  await expect(downloadButton(page)).toBeDisabled();
  await downloadButton(page).hover({ force: true });
  const disabled = await downloadButton(page).evaluate(lookOf);
  await cancelButton(page).click();
  expect(disabled.cursor).toBe('not-allowed');
  expect(disabled.background).not.toBe(enabled.background);
  expect(disabled.color).not.toBe(enabled.color);
  expect(enabled).toMatchObject({ cursor: 'pointer', opacity: 1 });
});

test('"Download people" shows a marker that it opens, which turns when it is open', async ({
  page,
}) => {
  await openPage(page);
  const marker = await summary(page).evaluate((element) => {
    const before = getComputedStyle(element, '::before');
    const nativeMarker = getComputedStyle(element).display === 'list-item';
    const drawn =
      before.content !== 'none' && parseFloat(before.width) > 0 && parseFloat(before.height) > 0;
    return { nativeMarker, drawn, icon: element.querySelector('svg') !== null };
  });
  expect(marker.nativeMarker || marker.drawn || marker.icon, JSON.stringify(marker)).toBe(true);

  // The summary's own pixels, open and closed: the same words, so only the marker differs.
  await movePointerAway(page);
  const closed = await summary(page).screenshot({ animations: 'disabled' });
  await summary(page).click();
  await expect(countField(page)).toBeVisible();
  await summary(page).evaluate((element) => (element as HTMLElement).blur());
  await movePointerAway(page);
  const open = await summary(page).screenshot({ animations: 'disabled' });
  expect(open.equals(closed)).toBe(false);
});

test('the file’s name names the locks set on the page when Download is pressed', async ({
  page,
}) => {
  await openExport(page);
  const person = await readPerson(page);
  const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-');
  await lockButton(page, 'State').click();
  await lockButton(page, 'Gender').click();
  await fill(page, '1', '11');
  const first = await downloadWithKeyboard(page);
  expect(first.suggestedFilename()).toMatch(
    new RegExp(
      `^people-1-seed-11-gender-${person.gender}-state-${slug(person.state)}-v\\d+\\.\\d+\\.\\d+-as-of-\\d{4}-\\d\\d-\\d\\d\\.csv$`,
    ),
  );
  await lockButton(page, 'Gender').click();
  await expect(fieldValue(page, 'state')).toHaveText(person.state);
  const second = await downloadWithKeyboard(page);
  expect(second.suggestedFilename()).toMatch(
    new RegExp(`^people-1-seed-11-state-${slug(person.state)}-v`),
  );
});

test('the form names the columns a file adds, and credits the area codes with their licence', async ({
  page,
}) => {
  await openExport(page);
  const note = page.locator('.export-note');
  await expect(note).toBeVisible();
  await expect(note).toContainText(
    'Each row also has the state code and the age. Phone numbers are 555-0100 to 555-0199',
  );
  await expect(note.getByRole('link', { name: 'libphonenumber' })).toHaveAttribute(
    'href',
    'https://github.com/google/libphonenumber',
  );
  await expect(note.getByRole('link', { name: 'Apache License 2.0' })).toHaveAttribute(
    'href',
    'https://www.apache.org/licenses/LICENSE-2.0',
  );
  // What it says is what a file holds: the four columns after the card's eight.
  await fill(page, '1', '7');
  const download = await downloadWithKeyboard(page);
  const stream = await download.createReadStream();
  let text = '';
  for await (const chunk of stream) text += String(chunk);
  const [header = '', row = ''] = text.split('\r\n');
  expect(header.split(',').slice(8)).toEqual(['stateCode', 'age', 'phone', 'email']);
  expect(row).toMatch(/,\d{3}-555-01\d\d,[a-z0-9]+\.[a-z0-9]+\d+@example\.(com|net|org)$/);
});

test('with Email locked and Households, the form says the householder keeps it, and the file has it so', async ({
  page,
}) => {
  await openExport(page);
  const email = await fieldValue(page, 'email').innerText();
  await lockButton(page, 'Email').click();
  await page.getByRole('radio', { name: 'Households' }).check();
  await expect(page.locator('.export-note').filter({ hasText: 'Email is locked' })).toHaveText(
    'Email is locked, so every householder has it: the householders’ emails are not unique; ' +
      'the other adults each have their own, and children under 18 have none. Unlock Email for an ' +
      'email of each householder’s own.',
  );
  await fill(page, '4', '5');
  const download = await downloadWithKeyboard(page);
  let text = '';
  for await (const chunk of await download.createReadStream()) text += String(chunk);
  const [header = '', ...rows] = text.trimEnd().split('\r\n');
  const columns = header.split(',');
  const cell = (row: string, name: string) => row.split(',')[columns.indexOf(name)];
  const householders = rows.filter((row) => cell(row, 'relationship') === 'householder');
  const others = rows.filter((row) => cell(row, 'relationship') !== 'householder');
  expect(householders.map((row) => cell(row, 'email'))).toEqual([email, email, email, email]);
  const adults = others.filter((row) => Number(cell(row, 'age')) >= 18);
  const children = others.filter((row) => Number(cell(row, 'age')) < 18);
  expect(adults.length).toBeGreaterThan(0);
  for (const row of adults) expect(cell(row, 'email')).toMatch(/@example\.(com|net|org)$/);
  for (const row of adults) expect(cell(row, 'email')).not.toBe(email);
  for (const row of children) expect(cell(row, 'email')).toBe('');
});

test('with Email locked, the form says every row has that email, and the file has it', async ({
  page,
}) => {
  await openExport(page);
  const note = page.locator('.export-note').filter({ hasText: 'Email is locked' });
  await expect(note).toHaveCount(0);
  const email = await fieldValue(page, 'email').innerText();
  await lockButton(page, 'Email').click();
  await expect(note).toHaveText(
    'Email is locked, so every row has the same email: this file’s emails are not unique. Unlock Email for an email of each person’s own.',
  );
  await fill(page, '3', '5');
  const download = await downloadWithKeyboard(page);
  let text = '';
  for await (const chunk of await download.createReadStream()) text += String(chunk);
  const rows = text.trimEnd().split('\r\n').slice(1);
  expect(rows).toHaveLength(3);
  expect(rows.map((row) => row.split(',').at(-1))).toEqual([email, email, email]);
  await lockButton(page, 'Email').click();
  await expect(note).toHaveCount(0);
});
