import type { FieldName } from '../packages/generator/src/person/fields.ts';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { placesInCity } from '../packages/generator/src/place/places.ts';
import { expect, test } from './support/fixtures.ts';
import { FIXED_PERSON } from './support/fixed-person.ts';
import {
  copyButton,
  fieldValue,
  generateButton,
  generateMany,
  lockButton,
  movePointerAway,
  openPage,
  readValues,
} from './support/page.ts';

const GENERATIONS = 20;
/** Fields with no lock constraint on the others, so locking them leaves the rest free to vary. */
const INDEPENDENT_LOCKS = ['lastName', 'streetAddress', 'birthdate'] as const satisfies FieldName[];
/**
 * The fixed person, moved to Portland, Maine: Oregon's Portland is far larger, so a city lock
 * that let go of the state would soon show Oregon.
 */
const MAINER = { ...FIXED_PERSON, city: 'Portland', state: 'Maine', zipCode: '04101' };

test('pressing a lock toggles its aria-pressed between false and true', async ({ page }) => {
  await openPage(page);
  const lock = lockButton(page, 'State');
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
});

test('every lock starts unlocked', async ({ page }) => {
  await openPage(page);
  for (const { label } of FIELDS) {
    await expect(lockButton(page, label)).toHaveAttribute('aria-pressed', 'false');
  }
});

test('hovering a lock shows the tooltip "Lock", and "Unlock" once the field is locked', async ({
  page,
}) => {
  await openPage(page);
  const lock = lockButton(page, 'First Name');
  await lock.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  await lock.click();
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await movePointerAway(page);
  await expect(page.getByRole('tooltip')).toBeHidden();
  await lock.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Unlock');
});

test('keyboard focus on a lock shows its tooltip, and Escape closes it', async ({ page }) => {
  await openPage(page);
  await copyButton(page, 'City').focus();
  await page.keyboard.press('Tab');
  const lock = lockButton(page, 'City');
  await expect(lock).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toBeHidden();
  await expect(lock).toBeFocused();
});

test('locking by keyboard turns the tooltip to "Unlock" when focus comes back', async ({
  page,
}) => {
  await openPage(page);
  await copyButton(page, 'Gender').focus();
  await page.keyboard.press('Tab');
  const lock = lockButton(page, 'Gender');
  await page.keyboard.press('Space');
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(lock).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Unlock');
});

test(`locked values stay through ${GENERATIONS} generations while unlocked ones change`, async ({
  page,
}) => {
  await openPage(page);
  for (const key of INDEPENDENT_LOCKS) {
    const label = FIELDS.find((field) => field.key === key)?.label ?? key;
    await lockButton(page, label).click();
  }
  const locked = await readValues(page);
  const seen = new Map<FieldName, Set<string>>(FIELDS.map(({ key }) => [key, new Set()]));
  for (let generation = 0; generation < GENERATIONS; generation += 1) {
    await generateButton(page).click();
    for (const key of INDEPENDENT_LOCKS) {
      await expect(fieldValue(page, key)).toHaveText(locked[key]);
    }
    const values = await readValues(page);
    for (const { key } of FIELDS) seen.get(key)?.add(values[key]);
  }
  const distinct = Object.fromEntries([...seen].map(([key, values]) => [key, values.size]));
  for (const { key } of FIELDS) {
    const lockedKey = (INDEPENDENT_LOCKS as readonly FieldName[]).includes(key);
    const message = lockedKey ? `${key} is locked` : `${key} should vary`;
    expect(distinct[key] === 1, message).toBe(lockedKey);
  }
});

test('reloading the page forgets every lock', async ({ page }) => {
  await openPage(page);
  await lockButton(page, 'Zip Code').click();
  await lockButton(page, 'Last Name').click();
  await expect(lockButton(page, 'Zip Code')).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  for (const { label } of FIELDS) {
    await expect(lockButton(page, label)).toHaveAttribute('aria-pressed', 'false');
  }
});

test('a locked city whose name several states share keeps its state over 40 generations', async ({
  page,
}) => {
  expect(placesInCity(MAINER.city).map((row) => row.state)).toContain('Oregon');
  await openPage(page, { person: MAINER });
  await lockButton(page, 'City').click();
  const people = await generateMany(page, 40);
  expect(people.map((person) => `${person.city}, ${person.state}`)).toEqual(
    Array.from({ length: 40 }, () => 'Portland, Maine'),
  );
});
