import type { Locator, Page } from '@playwright/test';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  GENERATE,
  copyButton,
  generateButton,
  lockButton,
  movePointerAway,
  openPage,
} from './support/page.ts';

interface Paint {
  background: string;
  border: string;
  colour: string;
}

async function paintOf(button: Locator): Promise<Paint> {
  return button.evaluate((element) => {
    const style = getComputedStyle(element);
    return {
      background: style.backgroundColor,
      border: `${style.borderTopStyle} ${style.borderTopWidth} ${style.borderTopColor}`,
      colour: style.color,
    };
  });
}

/** Nothing hovered, nothing focused: only the lock's own state can change how it looks. */
async function restState(page: Page): Promise<void> {
  await movePointerAway(page);
  await page.evaluate(() => {
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  });
  await expect(page.getByRole('tooltip')).toBeHidden();
}

const SCHEMES = [
  { name: 'light', media: { colorScheme: 'light' } },
  { name: 'dark', media: { colorScheme: 'dark' } },
  { name: 'forced colours', media: { forcedColors: 'active' } },
] as const;

for (const { name, media } of SCHEMES) {
  test(`a locked lock button is painted differently from an unlocked one (${name})`, async ({
    page,
  }) => {
    await page.emulateMedia(media);
    await openPage(page);
    await lockButton(page, 'State').click();
    await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
    await restState(page);
    const locked = await paintOf(lockButton(page, 'State'));
    const unlocked = await paintOf(lockButton(page, 'City'));
    expect(locked.background, 'background').not.toBe(unlocked.background);
    expect(locked.border, 'border').not.toBe(unlocked.border);
  });
}

test('Space and Enter on a focused lock show its new tooltip text at once', async ({ page }) => {
  await openPage(page);
  await copyButton(page, 'City').focus();
  await page.keyboard.press('Tab');
  const lock = lockButton(page, 'City');
  await expect(lock).toBeFocused();
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
  await page.keyboard.press('Space');
  await expect(lock).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tooltip')).toHaveText('Unlock');
  await page.keyboard.press('Enter');
  await expect(lock).toHaveAttribute('aria-pressed', 'false');
  await expect(page.getByRole('tooltip')).toHaveText('Lock');
});

test(`with every field locked, "${GENERATE}" says that nothing can change`, async ({ page }) => {
  await openPage(page);
  const explanation = /every field is locked/i;
  await expect(page.getByText(explanation)).toHaveCount(0);
  for (const { label } of FIELDS) await lockButton(page, label).click();
  await expect(generateButton(page)).toHaveAccessibleDescription(explanation);
  await expect(page.getByText(explanation)).toBeVisible();
  await lockButton(page, 'Birthdate').click();
  await expect(page.getByText(explanation)).toHaveCount(0);
  await expect(generateButton(page)).toHaveAccessibleDescription('');
});
