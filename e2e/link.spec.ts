import type { Page } from '@playwright/test';
import { FIELDS, type FieldName } from '../packages/generator/src/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  fieldValue,
  generateButton,
  lockButton,
  notification,
  openPage,
  readClipboard,
  readValues,
} from './support/page.ts';

declare global {
  interface Window {
    __alertTexts: string[];
    __cspViolations: string[];
    __ran?: boolean;
  }
}

const COPY_LINK = 'Copy Link';

/** A person no generator makes, so a fresh person is told apart from the link's. */
const LINKED: Record<FieldName, string> = {
  firstName: 'Quintessa',
  lastName: 'Linkfield',
  gender: 'female',
  streetAddress: '12 Elm Street, Apt 4 & "B"',
  city: 'Austin',
  state: 'Texas',
  zipCode: '78701',
  birthdate: '2/29/1996',
};

function fragment(values: Record<string, string>, locked: string): string {
  return new URLSearchParams({ ...values, locked }).toString();
}

/** Every alert text and CSP violation from the first moment, so a brief message still counts. */
async function recordAlertsAndViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__alertTexts = [];
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`);
    });
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="alert"]')) {
        const text = region.textContent?.trim();
        if (text && !window.__alertTexts.includes(text)) window.__alertTexts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function lockStates(page: Page): Promise<Record<FieldName, string | null>> {
  const entries = await Promise.all(
    FIELDS.map(
      async ({ key, label }) =>
        [key, await lockButton(page, label).getAttribute('aria-pressed')] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<FieldName, string | null>;
}

test('a copied link opened in a new page shows the same person with the same locks', async ({
  page,
  context,
}) => {
  await context.grantPermissions(CLIPBOARD_PERMISSIONS);
  await openPage(page);
  await lockButton(page, 'State').click();
  await lockButton(page, 'Birthdate').click();
  await page.getByRole('button', { name: COPY_LINK, exact: true }).click();
  await expect(notification(page)).toHaveText(['Link copied to clipboard!']);
  const link = await readClipboard(page);
  expect(link).toMatch(/^http:\/\/localhost:\d+\/#firstName=/);

  const opened = await context.newPage();
  await opened.goto(link);
  await expect(fieldValue(opened, 'firstName')).not.toBeEmpty();
  expect(await readValues(opened)).toEqual(await readValues(page));
  expect(await lockStates(opened)).toEqual({
    firstName: 'false',
    lastName: 'false',
    gender: 'false',
    streetAddress: 'false',
    city: 'false',
    state: 'true',
    zipCode: 'false',
    birthdate: 'true',
  });
});

test('a link shows its values as they are, and its locks hold on Generate', async ({ page }) => {
  await page.goto(`/#${fragment(LINKED, 'lastName,state')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  expect(await readValues(page)).toEqual(LINKED);
  await generateButton(page).click();
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Quintessa');
  await expect(fieldValue(page, 'lastName')).toHaveText('Linkfield');
  await expect(fieldValue(page, 'state')).toHaveText('Texas');
});

test('a link pasted into a tab already showing a person shows the link’s person', async ({
  page,
}) => {
  await openPage(page);
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Quintessa');
  await page.evaluate((hash) => (location.hash = hash), fragment(LINKED, 'state'));
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  expect(await readValues(page)).toEqual(LINKED);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
});

test('without a fragment every load is a new person with no locks', async ({ page }) => {
  await openPage(page);
  await lockButton(page, 'State').click();
  const first = await readValues(page);
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  expect(await readValues(page)).not.toEqual(first);
  expect(Object.values(await lockStates(page))).toEqual(Array(8).fill('false'));
});

const INSTEAD = 'A new person is shown instead.';
/* Each bad link's message is a unit test (src/app/link.test.ts); here, what the page does with one. */
test('a bad link shows its message, then a fresh person with no locks', async ({ page }) => {
  await recordAlertsAndViolations(page);
  await page.goto(`/#${fragment(LINKED, '')}&ssn=123`);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(() => window.__alertTexts))
    .toEqual([`This link has an unknown field, “ssn”. ${INSTEAD}`]);
  const shown = await readValues(page);
  expect(shown.firstName).not.toBe('Quintessa');
  expect(shown.lastName).not.toBe('Linkfield');
  expect(Object.values(await lockStates(page))).toEqual(Array(8).fill('false'));
});

test('markup in a link is shown as text and runs nothing', async ({ page }) => {
  await recordAlertsAndViolations(page);
  const values = {
    ...LINKED,
    firstName: '<script>window.__ran = true</script>',
    lastName: '<img src=x onerror="window.__ran = true">',
    city: '<b>Bold</b> & <i>co</i>',
  };
  await page.goto(`/#${fragment(values, 'firstName')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('<script>window.__ran = true</script>');
  await expect(fieldValue(page, 'lastName')).toHaveText(
    '<img src=x onerror="window.__ran = true">',
  );
  await expect(fieldValue(page, 'city')).toHaveText('<b>Bold</b> & <i>co</i>');
  await expect(page.locator('main img, main b, main i, main script')).toHaveCount(0);
  expect(await page.evaluate(() => window.__ran)).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await page.evaluate(() => window.__alertTexts)).toEqual([]);
});
