/**
 * Choosing a value: each value is a button that opens an editor in place, under its row. Setting
 * a value locks it; a value that cannot hold gets a message beside the field and changes nothing.
 */
import type { Locator, Page } from '@playwright/test';
import { FIELDS, type FieldName } from '../packages/generator/src/person/fields.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  generateButton,
  linkFragment,
  lockButton,
  notification,
  openPage,
  readValues,
  waitForStartedPage,
  waitForTasks,
} from './support/page.ts';

/** A Texan from a link, nothing locked, opened on a fixed day so ages and messages repeat. */
const TEXAN: Record<FieldName, string> = {
  firstName: 'Linda',
  lastName: 'Johnson',
  gender: 'female',
  streetAddress: '412 Maple Avenue',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '6/14/1958',
  email: 'linda.johnson58@example.org',
  phone: '512-555-0123',
};
const TODAY = '2026-01-15T12:00:00';
/** Presses of Tab that reach past every control on the page. */
const MAX_TABS = 60;

async function openTexan(page: Page, locked = ''): Promise<void> {
  await page.clock.install({ time: TODAY });
  await page.goto(`/#${linkFragment(TEXAN, locked)}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Linda');
  // Not only hydrated (a tooltip's data-state shows that): until the page has started, a click
  // is kept and made again later, and an Enter on a value opened its editor after the Escape.
  await waitForStartedPage(page);
}

/** The value of a row, as the button that opens its editor. */
function valueButton(page: Page, label: string): Locator {
  return page.getByRole('button', { name: new RegExp(`^Edit ${label}( |$)`) });
}

function setButton(page: Page): Locator {
  return page.getByRole('button', { name: 'Set', exact: true });
}

function editorMessage(page: Page): Locator {
  return page.locator('.field-editor-message');
}

/** Types `text` into the City editor, then leaves it by a click on another value; its box. */
async function leaveCityDraft(page: Page, text: string): Promise<Locator> {
  const city = page.getByRole('combobox', { name: 'City', exact: true });
  await valueButton(page, 'City').click();
  await city.fill(text);
  await valueButton(page, 'Last Name').click();
  return city;
}

/** Presses Tab until `target` has focus, as a keyboard user would reach it. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let press = 0; press < MAX_TABS; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

async function clickAtCentre(page: Page, target: Locator): Promise<void> {
  const box = await target.boundingBox();
  if (!box) throw new Error('the control has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

test('each value is a button named for editing its field, holding only the value text', async ({
  page,
}) => {
  await openTexan(page);
  for (const { key, label } of FIELDS) {
    const button = valueButton(page, label);
    await expect(button, label).toHaveAttribute('data-field', key);
    await expect(button, label).toHaveAccessibleName(`Edit ${label} ${TEXAN[key]}`);
    await expect(button, label).toHaveAttribute('aria-expanded', 'false');
  }
});

test('a value button looks like the value: monospace, no fill, no border, the row’s height unchanged', async ({
  page,
}) => {
  await openTexan(page);
  const looks = await valueButton(page, 'City').evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      font: style.fontFamily,
      background: style.backgroundColor,
      border: style.borderTopWidth,
      padding: style.paddingTop,
      height: element.getBoundingClientRect().height,
    };
  });
  expect(looks.font).toMatch(/mono/i);
  expect(looks.background).toBe('rgba(0, 0, 0, 0)');
  expect(looks.border).toBe('0px');
  expect(looks.padding).toBe('0px');
  // One line of a value, as --value-line sets it (1.5rem).
  expect(looks.height).toBe(24);
});

test('a click at the centre of a value opens its editor under the row, the row’s buttons unmoved', async ({
  page,
}) => {
  await openTexan(page);
  const before = await copyButton(page, 'City').boundingBox();
  await clickAtCentre(page, valueButton(page, 'City'));
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  await expect(input).toBeFocused();
  await expect(input).toHaveValue('Austin');
  await expect(valueButton(page, 'City')).toHaveAttribute('aria-expanded', 'true');
  expect(await copyButton(page, 'City').boundingBox()).toEqual(before);
  const value = await valueButton(page, 'City').boundingBox();
  const editor = await input.boundingBox();
  if (!value || !editor) throw new Error('no box');
  expect(editor.y).toBeGreaterThanOrEqual(value.y + value.height);
});

test('by keyboard alone: Enter opens, typing and Enter set the last name, which locks; focus returns to the value', async ({
  page,
}) => {
  await openTexan(page);
  await tabTo(page, valueButton(page, 'Last Name'));
  await page.keyboard.press('Enter');
  const input = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await expect(input).toBeFocused();
  await page.keyboard.type('Okonkwo-Baptiste');
  await page.keyboard.press('Enter');
  await expect(fieldValue(page, 'lastName')).toHaveText('Okonkwo-Baptiste');
  await expect(input).toBeHidden();
  await expect(valueButton(page, 'Last Name')).toBeFocused();
  await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'true');
  await generateButton(page).click();
  await expect(fieldValue(page, 'streetAddress')).not.toHaveText(TEXAN.streetAddress);
  await expect(fieldValue(page, 'lastName')).toHaveText('Okonkwo-Baptiste');
});

test('Escape cancels: nothing changes, nothing locks, and focus returns to the value', async ({
  page,
}) => {
  await openTexan(page);
  await tabTo(page, valueButton(page, 'First Name'));
  await page.keyboard.press('Enter');
  await page.keyboard.type('Zelda');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeHidden();
  await expect(valueButton(page, 'First Name')).toBeFocused();
  expect(await readValues(page)).toEqual(TEXAN);
  await expect(lockButton(page, 'First Name')).toHaveAttribute('aria-pressed', 'false');
});

test('Cancel, clicked, closes the editor too and gives focus back to the value', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Street Address').click();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('textbox', { name: 'Street Address' })).toBeHidden();
  await expect(valueButton(page, 'Street Address')).toBeFocused();
});

test('a state chosen from the 50 brings a city and ZIP of that state, and locks State', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'State').click();
  const select = page.getByRole('combobox', { name: 'State', exact: true });
  await expect(select).toBeFocused();
  await expect(select.getByRole('option')).toHaveCount(50);
  await select.selectOption('Wyoming');
  await select.press('Enter');
  await expect(fieldValue(page, 'state')).toHaveText('Wyoming');
  // Wyoming's ZIPs run from 82001 to 83128.
  await expect(fieldValue(page, 'zipCode')).toHaveText(/^8[23]\d{3}$/);
  await expect(fieldValue(page, 'city')).not.toHaveText('Austin');
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'false');
  await expect(fieldValue(page, 'lastName')).toHaveText('Johnson');
});

test('with State locked, the city list holds only its cities, and a city elsewhere gets a message and changes nothing', async ({
  page,
}) => {
  await openTexan(page, 'state');
  await valueButton(page, 'City').click();
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  const options = await input.evaluate((element) =>
    [...((element as HTMLInputElement).list?.options ?? [])].map((option) => option.value),
  );
  expect(options).toContain('Houston');
  expect(options).not.toContain('Chicago');
  await input.fill('Chicago');
  await input.press('Enter');
  const message = editorMessage(page);
  await expect(message).toHaveText(
    'City “Chicago” is not in Texas (we know it in Illinois). To set it, unlock State.',
  );
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await expect(input).toHaveAccessibleDescription(/City “Chicago” is not in Texas/);
  await expect(input).toBeFocused();
  expect(await readValues(page)).toEqual(TEXAN);
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'false');
});

test('with State locked, a city elsewhere typed in small letters or short is named in the message, with the lock', async ({
  page,
}) => {
  await openTexan(page, 'state');
  await valueButton(page, 'City').click();
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  for (const [typed, named, where] of [
    ['chicago', 'Chicago', 'Illinois'],
    ['ft lauderdale', 'Fort Lauderdale', 'Florida'],
  ] as const) {
    await input.fill(typed);
    await input.press('Enter');
    await expect(editorMessage(page)).toHaveText(
      `City “${named}” is not in Texas (we know it in ${where}). To set it, unlock State.`,
    );
  }
  expect(await readValues(page)).toEqual(TEXAN);
});

test('a city of another state, picked as “City, State”, brings that state with it', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'City').click();
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  await input.fill('Springfield, Oregon');
  await setButton(page).click();
  await expect(fieldValue(page, 'city')).toHaveText('Springfield');
  await expect(fieldValue(page, 'state')).toHaveText('Oregon');
  // Oregon's ZIPs run from 97001 to 97920.
  await expect(fieldValue(page, 'zipCode')).toHaveText(/^97\d{3}$/);
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'true');
});

test('a city typed in small letters is found, in a state typed so too', async ({ page }) => {
  await openTexan(page);
  await valueButton(page, 'City').click();
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  await input.fill('springfield, oregon');
  await input.press('Enter');
  await expect(fieldValue(page, 'city')).toHaveText('Springfield');
  await expect(fieldValue(page, 'state')).toHaveText('Oregon');
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'true');
});

test('a city written Saint for St., and its state after a comma, is the city of that state', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'City').click();
  const input = page.getByRole('combobox', { name: 'City', exact: true });
  await input.fill('Saint Louis, Missouri');
  await input.press('Enter');
  await expect(fieldValue(page, 'city')).toHaveText('St. Louis');
  await expect(fieldValue(page, 'state')).toHaveText('Missouri');
  await expect(fieldValue(page, 'zipCode')).toHaveText(/^63\d{3}$/);
});

test('setting the value a field has already locks it and changes nothing else', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Gender').click();
  await setButton(page).click();
  expect(await readValues(page)).toEqual(TEXAN);
  await expect(lockButton(page, 'Gender')).toHaveAttribute('aria-pressed', 'true');
});

test('a ZIP typed and found brings its city and state; one we do not ship gets a message', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Zip Code').click();
  const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
  await input.fill('00000');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(
    'Zip Code 00000 is not a residential ZIP of the 50 states that we know.',
  );
  await input.fill('1234');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText('Zip Code “1234” is not five digits.');
  expect(await readValues(page)).toEqual(TEXAN);
  await input.fill('10001');
  await input.press('Enter');
  await expect(fieldValue(page, 'zipCode')).toHaveText('10001');
  await expect(fieldValue(page, 'city')).toHaveText('New York');
  await expect(fieldValue(page, 'state')).toHaveText('New York');
  await expect(lockButton(page, 'Zip Code')).toHaveAttribute('aria-pressed', 'true');
});

test('a ZIP outside the locked state gets a message that names both', async ({ page }) => {
  await openTexan(page, 'state');
  await valueButton(page, 'Zip Code').click();
  const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
  await input.fill('10001');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(
    'Zip Code 10001 is in New York, not Texas. To set it, unlock State.',
  );
  expect(await readValues(page)).toEqual(TEXAN);
});

test('a known first name brings its gender and birth years: Brayden is a boy of the 1990s or 2000s', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'First Name').click();
  const input = page.getByRole('textbox', { name: 'First Name', exact: true });
  await input.fill('Brayden');
  await input.press('Enter');
  await expect(fieldValue(page, 'firstName')).toHaveText('Brayden');
  await expect(fieldValue(page, 'gender')).toHaveText('male');
  await expect(fieldValue(page, 'birthdate')).toHaveText(/\/(199\d|200\d)$/);
  await expect(lockButton(page, 'First Name')).toHaveAttribute('aria-pressed', 'true');
  await expect(lockButton(page, 'Gender')).toHaveAttribute('aria-pressed', 'false');
  // The place and the last name are not the name's to change.
  const { lastName, city, state, zipCode, streetAddress } = await readValues(page);
  expect({ lastName, city, state, zipCode, streetAddress }).toEqual({
    lastName: 'Johnson',
    city: 'Austin',
    state: 'Texas',
    zipCode: '78701',
    streetAddress: '412 Maple Avenue',
  });
});

test('a first name in small letters is the known name; one never given to the locked gender gets a message', async ({
  page,
}) => {
  await openTexan(page, 'gender');
  await valueButton(page, 'First Name').click();
  const input = page.getByRole('textbox', { name: 'First Name', exact: true });
  await input.fill('michael');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(
    'Gender female does not go with First Name “Michael”: the Social Security names we ship give it to boys only. To set it, unlock Gender.',
  );
  expect(await readValues(page)).toEqual(TEXAN);
  await lockButton(page, 'Gender').click();
  await input.fill('michael');
  await input.press('Enter');
  await expect(fieldValue(page, 'firstName')).toHaveText('Michael');
  await expect(fieldValue(page, 'gender')).toHaveText('male');
});

/** Opens the row's editor, types `text` and presses Enter. */
async function setValue(page: Page, label: string, text: string): Promise<void> {
  await valueButton(page, label).click();
  const input = page.getByRole('textbox', { name: label, exact: true });
  await input.fill(text);
  await input.press('Enter');
}

const NEVAEH_1950 =
  'Birthdate 6/1/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s.';

test('First Name Nevaeh, then Birthdate 6/1/1950, gets a message naming First Name’s lock and changes nothing', async ({
  page,
}) => {
  await openTexan(page);
  await setValue(page, 'First Name', 'nevaeh');
  await expect(fieldValue(page, 'firstName')).toHaveText('Nevaeh');
  await expect(fieldValue(page, 'birthdate')).toHaveText(/\/(199\d|200\d)$/);
  const named = await readValues(page);
  await setValue(page, 'Birthdate', '6/1/1950');
  await expect(editorMessage(page)).toHaveText(`${NEVAEH_1950} To set it, unlock First Name.`);
  expect(await readValues(page)).toEqual(named);
  await expect(lockButton(page, 'Birthdate')).toHaveAttribute('aria-pressed', 'false');
});

test('Birthdate 6/1/1950, then First Name Nevaeh, gets a message naming Birthdate’s lock and changes nothing', async ({
  page,
}) => {
  await openTexan(page);
  await setValue(page, 'Birthdate', '6/1/1950');
  await expect(fieldValue(page, 'birthdate')).toHaveText('6/1/1950');
  const born = await readValues(page);
  await setValue(page, 'First Name', 'nevaeh');
  await expect(editorMessage(page)).toHaveText(`${NEVAEH_1950} To set it, unlock Birthdate.`);
  expect(await readValues(page)).toEqual(born);
  await expect(lockButton(page, 'First Name')).toHaveAttribute('aria-pressed', 'false');
});

test('a gender chosen brings a first name of it and locks Gender', async ({ page }) => {
  await openTexan(page);
  await valueButton(page, 'Gender').click();
  const select = page.getByRole('combobox', { name: 'Gender', exact: true });
  await expect(select.getByRole('option')).toHaveText(['female', 'male']);
  await select.selectOption('male');
  await setButton(page).click();
  await expect(fieldValue(page, 'gender')).toHaveText('male');
  // Linda was given to girls only.
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Linda');
  await expect(fieldValue(page, 'birthdate')).toHaveText('6/14/1958');
  await expect(lockButton(page, 'Gender')).toHaveAttribute('aria-pressed', 'true');
});

test('a birthdate within 18 to 80 is set, as M/D/YYYY or 1990-01-02; one outside, or no day, gets a message', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Birthdate').click();
  const input = page.getByRole('textbox', { name: 'Birthdate', exact: true });
  await expect(input).toHaveAccessibleDescription(
    'M/D/YYYY, an age of 18 to 80: 1/16/1945 to 1/15/2008. First Name and Email follow, unless locked.',
  );
  await input.fill('12/31/2090');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(
    'Birthdate 12/31/2090 makes an age of -65 on 1/15/2026: people are 18 to 80.',
  );
  await input.fill('2/30/1990');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(
    'Birthdate “2/30/1990” is not a day of the calendar.',
  );
  expect(await readValues(page)).toEqual(TEXAN);
  await input.fill('1990-01-02');
  await input.press('Enter');
  await expect(fieldValue(page, 'birthdate')).toHaveText('1/2/1990');
  await expect(lockButton(page, 'Birthdate')).toHaveAttribute('aria-pressed', 'true');
});

test('a blank value gets a message and changes nothing', async ({ page }) => {
  await openTexan(page);
  await valueButton(page, 'Last Name').click();
  const input = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await input.fill('   ');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText('Last Name is blank.');
  expect(await readValues(page)).toEqual(TEXAN);
  await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'false');
});

test('a new message replaces the last, and a fixed value clears it', async ({ page }) => {
  await openTexan(page);
  await valueButton(page, 'Zip Code').click();
  const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
  await input.fill('1');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText('Zip Code “1” is not five digits.');
  await input.fill('2');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText(['Zip Code “2” is not five digits.']);
  await input.fill('78702');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveCount(0);
  await expect(fieldValue(page, 'zipCode')).toHaveText('78702');
});

test('typing again after a message clears it, and the field is no longer marked invalid', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Zip Code').click();
  const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
  await input.fill('1');
  await input.press('Enter');
  await expect(editorMessage(page)).toHaveText('Zip Code “1” is not five digits.');
  await expect(input).toHaveAttribute('aria-invalid', 'true');
  await input.press('7');
  await expect(editorMessage(page)).toHaveCount(0);
  await expect(input).not.toHaveAttribute('aria-invalid');
  await expect(input).toHaveAccessibleDescription(/^Five digits/);
  await expect(input).toHaveValue('17');
});

test('Generate closes an open editor whose value it changes; Enter then sets nothing on the new person', async ({
  page,
}) => {
  await openTexan(page);
  await valueButton(page, 'Last Name').click();
  const input = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await input.fill('Okonkwo');
  await generateButton(page).click();
  await expect(fieldValue(page, 'lastName')).not.toHaveText(TEXAN.lastName);
  await expect(input).toBeHidden();
  await expect(valueButton(page, 'Last Name')).toHaveAttribute('aria-expanded', 'false');
  await expect(generateButton(page)).toBeFocused();
  const generated = await readValues(page);
  await valueButton(page, 'Last Name').click();
  await expect(input).toHaveValue(generated.lastName);
  await input.press('Enter');
  expect(await readValues(page)).toEqual(generated);
});

test('Generate leaves open the editor of a locked value, with its draft, as that value stays', async ({
  page,
}) => {
  await openTexan(page, 'lastName');
  await valueButton(page, 'Last Name').click();
  const input = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await input.fill('Okonkwo');
  await generateButton(page).click();
  await expect(fieldValue(page, 'streetAddress')).not.toHaveText(TEXAN.streetAddress);
  await expect(input).toHaveValue('Okonkwo');
  await input.press('Enter');
  await expect(fieldValue(page, 'lastName')).toHaveText('Okonkwo');
});

test('opening another row’s editor closes the first: one editor at a time', async ({ page }) => {
  await openTexan(page);
  await valueButton(page, 'First Name').click();
  // Open, and the rows below moved down for it, before the user goes on to the next row.
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeFocused();
  await valueButton(page, 'Birthdate').click();
  await expect(page.getByRole('textbox', { name: 'First Name', exact: true })).toBeHidden();
  await expect(page.getByRole('textbox', { name: 'Birthdate', exact: true })).toBeFocused();
  await expect(valueButton(page, 'First Name')).toHaveAttribute('aria-expanded', 'false');
});

test('text typed in an editor that another value’s click closed is there when it reopens; Escape ends it', async ({
  page,
}) => {
  await openTexan(page);
  const city = await leaveCityDraft(page, 'Boise');
  await expect(city).toBeHidden();
  await valueButton(page, 'City').click();
  await expect(city).toHaveValue('Boise');
  await expect(fieldValue(page, 'city')).toHaveText('Austin');
  await page.keyboard.press('Escape');
  await valueButton(page, 'City').click();
  await expect(city).toHaveValue('Austin');
});

test('Escape closes the open editor after focus has left it, and focus goes back to its value', async ({
  page,
}) => {
  // Last Name locked: Generate leaves its editor open, as its value stays.
  await openTexan(page, 'lastName');
  await valueButton(page, 'Last Name').click();
  const lastName = page.getByRole('textbox', { name: 'Last Name', exact: true });
  await expect(lastName).toBeFocused();
  await generateButton(page).click();
  await expect(generateButton(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(lastName).toBeHidden();
  await expect(valueButton(page, 'Last Name')).toBeFocused();
});

test('a kept draft is dropped once the value it was typed over has changed; a list’s choice is not kept', async ({
  page,
}) => {
  await openTexan(page);
  const city = await leaveCityDraft(page, 'Boise');
  await generateButton(page).click();
  // The page's seed gives a next person outside Austin (with nothing locked, one in 300 lives
  // there, and then the draft would rightly stay).
  await expect(fieldValue(page, 'city')).not.toHaveText('Austin');
  const shown = await fieldValue(page, 'city').innerText();
  await valueButton(page, 'City').click();
  await expect(city).toHaveValue(shown);

  const state = page.getByRole('combobox', { name: 'State', exact: true });
  const shownState = (await fieldValue(page, 'state').textContent()) ?? '';
  await valueButton(page, 'State').click();
  await state.selectOption(shownState === 'Ohio' ? 'Iowa' : 'Ohio');
  await valueButton(page, 'Last Name').click();
  await valueButton(page, 'State').click();
  await expect(state).toHaveValue(shownState);
});

test('Escape with a notice showing closes the notice only; the editor stays open', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openTexan(page);
  await valueButton(page, 'City').click();
  await copyButton(page, 'Last Name').click();
  await expect(notification(page)).toHaveText(['Last Name copied to clipboard!']);
  await page.keyboard.press('Escape');
  await expect(notification(page)).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'City', exact: true })).toBeVisible();
});

test('on a page opened without a link, the State editor opens holding the state shown', async ({
  page,
}) => {
  await openPage(page);
  const before = await readValues(page);
  await valueButton(page, 'State').click();
  await expect(page.getByRole('combobox', { name: 'State', exact: true })).toHaveValue(
    before.state,
  );
});

test('a value clicked before the page is hydrated opens its editor once it is', async ({
  page,
}) => {
  const start = new Date(TODAY).getTime();
  await page.clock.install({ time: start });
  // The clock stops before the first animation frame: React starts in the frame after it.
  await page.clock.pauseAt(start + 60_000);
  await page.goto('/');
  await expect(fieldValue(page, 'firstName')).toHaveText(/\S/);
  await valueButton(page, 'Birthdate').click();
  await waitForTasks(page, 5);
  const input = page.getByRole('textbox', { name: 'Birthdate', exact: true });
  await expect(input).toHaveCount(0);
  await page.clock.runFor(100);
  await expect(input).toBeFocused();
});

test.describe('axe finds no violation with the editor open', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`with a message beside a text field (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await openTexan(page);
      await valueButton(page, 'Zip Code').click();
      const input = page.getByRole('textbox', { name: 'Zip Code', exact: true });
      await input.fill('1');
      await input.press('Enter');
      await expect(editorMessage(page)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test('with the state list open', async ({ page }) => {
    await openTexan(page);
    await valueButton(page, 'State').click();
    await expect(page.getByRole('combobox', { name: 'State', exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });

  test('with the city field and its list', async ({ page }) => {
    await openTexan(page);
    await valueButton(page, 'City').click();
    await expect(page.getByRole('combobox', { name: 'City', exact: true })).toBeFocused();
    await expectNoAxeViolations(page);
  });
});

test('at 320 px the open editor fits: no sideways scroll, Set and Cancel inside the card', async ({
  page,
}) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await openTexan(page);
  await valueButton(page, 'Street Address').click();
  await expect(page.getByRole('textbox', { name: 'Street Address' })).toBeFocused();
  const fit = await page.evaluate(() => {
    const card = document.querySelector('.card')?.getBoundingClientRect();
    const buttons = [...document.querySelectorAll('.field-editor button')].map((button) =>
      button.getBoundingClientRect(),
    );
    return {
      scroll: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      outside: buttons.filter((box) => !card || box.right > card.right || box.left < card.left)
        .length,
      buttons: buttons.length,
    };
  });
  expect(fit).toEqual({ scroll: 0, outside: 0, buttons: 2 });
});

test('at 375 px an editor’s message comes into view with its field, and a notification never covers the field', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 667 });
  await openTexan(page);
  // A text field, or the City's combobox.
  const field = page.locator('input.field-editor-control');
  // Each row's editor, from the top of the page: a blank value gets a message under the field.
  for (const label of [
    'First Name',
    'Last Name',
    'Street Address',
    'City',
    'Zip Code',
    'Birthdate',
    'Email',
    'Phone',
  ]) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await valueButton(page, label).click();
    await field.fill('');
    await field.press('Enter');
    await expect(editorMessage(page)).toHaveText(`${label} is blank.`);
    await expect(editorMessage(page), label).toBeInViewport({ ratio: 1 });
    await expect(field, label).toBeInViewport({ ratio: 1 });
    await field.press('Escape');
    await expect(field).toHaveCount(0);
  }

  // A copy's notification, at the foot of the window, leaves the open editor's field uncovered.
  await page.context().grantPermissions(CLIPBOARD_PERMISSIONS);
  await valueButton(page, 'Phone').click();
  // The field at the very foot of the window, where the notification shows.
  await field.evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await page.getByRole('button', { name: 'Copy Phone', exact: true }).click();
  await expect(page.getByRole('status')).toHaveText('Phone copied to clipboard!');
  const covered = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit === element ? null : (hit?.outerHTML.slice(0, 80) ?? 'nothing');
  });
  expect(covered, 'what is over the field’s centre').toBe(null);
});
