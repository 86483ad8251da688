import type { Page } from '@playwright/test';
import { FIELDS, type FieldName } from '../packages/generator/src/person/fields.ts';
import { PAGE_SEED, expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  fieldValue,
  generateButton,
  holdDownloads,
  linkFragment,
  lockButton,
  notification,
  openPage,
  REACT_CHUNK,
  readClipboard,
  readValues,
  waitForStartedPage,
} from './support/page.ts';

declare global {
  interface Window {
    __alertTexts: string[];
    __cspViolations: string[];
    __ran?: boolean;
  }
}

const COPY_LINK = 'Copy Link';
/** The seed of a load after the first (pageSeed seeds the first). */
const SECOND_LOAD_SEED = PAGE_SEED + 1;

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
  email: 'quintessa.linkfield@example.com',
  phone: '512-555-0188',
};

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
    email: 'false',
    phone: 'false',
  });
});

test('a link shows its values as they are, and its locks hold on Generate', async ({ page }) => {
  await page.goto(`/#${linkFragment(LINKED, 'lastName,state')}`);
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
  await page.evaluate((hash) => (location.hash = hash), linkFragment(LINKED, 'state'));
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  expect(await readValues(page)).toEqual(LINKED);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
});

test('without a fragment every load is a new person with no locks', async ({
  page,
  reseedPages,
}) => {
  await openPage(page);
  await lockButton(page, 'State').click();
  const first = await readValues(page);
  // Each seeded load starts its draws again, so the next load draws from another seed (a real
  // browser's draws afresh): only a page that kept the last person could show it again.
  await reseedPages(SECOND_LOAD_SEED);
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  expect(await readValues(page)).not.toEqual(first);
  expect(Object.values(await lockStates(page))).toEqual(Array(FIELDS.length).fill('false'));
});

const INSTEAD = 'A new person is shown instead.';
/* Each bad link's message is a unit test (src/app/link.test.ts); here, what the page does with one. */
test('a bad link shows its message, then a fresh person with no locks', async ({ page }) => {
  await recordAlertsAndViolations(page);
  await page.goto(`/#${linkFragment(LINKED, '')}&ssn=123`);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await expect
    .poll(() => page.evaluate(() => window.__alertTexts))
    .toEqual([`This link has “ssn”, which is not a field. ${INSTEAD}`]);
  const shown = await readValues(page);
  expect(shown.firstName).not.toBe('Quintessa');
  expect(shown.lastName).not.toBe('Linkfield');
  expect(Object.values(await lockStates(page))).toEqual(Array(FIELDS.length).fill('false'));
});

/** The fixed day the value checks below count ages on. */
const TODAY = '2026-01-15T12:00:00';
const KEPT = 'The rest is as the link has it.';

/** Links whose values break the generator's rules: the valid part is kept, the rest is new. */
const PARTLY_BAD_LINKS: {
  name: string;
  values: Partial<Record<FieldName, string>>;
  locked: string;
  message: string;
  renewed: FieldName[];
}[] = [
  {
    name: 'whose city, state and ZIP are not one place',
    values: { city: 'Chicago', state: 'Texas', zipCode: '60601' },
    locked: 'city,state',
    message: `City “Chicago” is not in Texas (we know it in Illinois). Zip Code 60601 is in Illinois, not Texas. New values, unlocked, for City and Zip Code. ${KEPT}`,
    renewed: ['city', 'zipCode'],
  },
  {
    name: 'with an unknown state',
    values: { city: 'Mesa', state: 'Narnia', zipCode: '85201' },
    locked: 'state',
    message: `State “Narnia” is not one of the 50 states. A new value, unlocked, for State. ${KEPT}`,
    renewed: ['state'],
  },
  {
    name: 'with a birthdate outside 18 to 80 today',
    values: { birthdate: '12/31/2090' },
    locked: 'birthdate,state',
    message: `Birthdate 12/31/2090 makes an age of -65 on 1/15/2026: people are 18 to 80. A new value, unlocked, for Birthdate. ${KEPT}`,
    renewed: ['birthdate'],
  },
  {
    name: 'with a birthdate the calendar lacks',
    values: { birthdate: '1990-02-30' },
    locked: '',
    message: `Birthdate “1990-02-30” is not a day of the calendar. A new value, unlocked, for Birthdate. ${KEPT}`,
    renewed: ['birthdate'],
  },
  {
    name: 'with a gender other than female or male',
    values: { gender: 'robot' },
    locked: 'gender',
    message: `Gender “robot” is neither female nor male. A new value, unlocked, for Gender. ${KEPT}`,
    renewed: ['gender'],
  },
  {
    name: 'with a blank value',
    values: { lastName: '  ' },
    locked: 'lastName',
    message: `Last Name is blank. A new value, unlocked, for Last Name. ${KEPT}`,
    renewed: ['lastName'],
  },
];

for (const { name, values, locked, message, renewed } of PARTLY_BAD_LINKS) {
  test(`a link ${name} gets a message naming the fields made anew, and keeps the rest`, async ({
    page,
  }) => {
    await recordAlertsAndViolations(page);
    await page.clock.install({ time: TODAY });
    await page.goto(`/#${linkFragment({ ...LINKED, ...values }, locked)}`);
    await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
    await expect.poll(() => page.evaluate(() => window.__alertTexts)).toEqual([message]);
    const shown = await readValues(page);
    const expected = { ...LINKED, ...values };
    // Each field: kept as the link gave it, or made anew (and then not the link's value).
    const kept = (key: FieldName) => shown[key] === expected[key];
    expect(FIELDS.filter(({ key }) => !kept(key)).map(({ key }) => key)).toEqual(
      FIELDS.filter(({ key }) => renewed.includes(key)).map(({ key }) => key),
    );
    const locks = await lockStates(page);
    for (const key of locked === '' ? [] : (locked.split(',') as FieldName[])) {
      expect(locks[key], key).toBe(renewed.includes(key) ? 'false' : 'true');
    }
  });
}

test('a link of Nevaeh born in 1950 gets the Birthdate message, and keeps Nevaeh with a birthdate of her years, unlocked', async ({
  page,
}) => {
  await recordAlertsAndViolations(page);
  await page.clock.install({ time: TODAY });
  const linked = { ...LINKED, firstName: 'Nevaeh', birthdate: '6/1/1950' };
  await page.goto(`/#${linkFragment(linked, 'firstName,birthdate')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Nevaeh');
  await expect
    .poll(() => page.evaluate(() => window.__alertTexts))
    .toEqual([
      `Birthdate 6/1/1950 does not go with First Name “Nevaeh”: the Social Security names list it for no girl born in the 1950s. A new value, unlocked, for Birthdate. ${KEPT}`,
    ]);
  await expect(fieldValue(page, 'birthdate')).toHaveText(/\/(199\d|200\d)$/);
  const { firstName, birthdate } = await lockStates(page);
  expect({ firstName, birthdate }).toEqual({ firstName: 'true', birthdate: 'false' });
});

test('a link written by hand (state=tx, city=austin, birthdate=1996-02-29) shows the values as the page writes them, locked, with no message', async ({
  page,
}) => {
  await recordAlertsAndViolations(page);
  await page.clock.install({ time: TODAY });
  const written = {
    ...LINKED,
    gender: 'Female',
    city: 'austin',
    state: 'tx',
    zipCode: '78701-1234',
    birthdate: '1996-02-29',
  };
  await page.goto(`/#${linkFragment(written, 'city,state,zipCode,birthdate')}`);
  await waitForStartedPage(page);
  expect(await readValues(page)).toEqual(LINKED);
  const locks = await lockStates(page);
  for (const key of ['city', 'state', 'zipCode', 'birthdate'] as const) {
    expect(locks[key], key).toBe('true');
  }
  expect(await page.evaluate(() => window.__alertTexts)).toEqual([]);
});

test('a link whose value is not readable (bad percent-encoding) gets a message naming the field', async ({
  page,
}) => {
  await recordAlertsAndViolations(page);
  const raw = linkFragment(LINKED, 'firstName').replace(
    'firstName=Quintessa',
    'firstName=%E0%A4%A',
  );
  await page.goto(`/#${raw}`);
  await expect(fieldValue(page, 'lastName')).toHaveText('Linkfield');
  await expect
    .poll(() => page.evaluate(() => window.__alertTexts))
    .toEqual([
      `First Name is not readable text (its percent-encoding is broken). A new value, unlocked, for First Name. ${KEPT}`,
    ]);
  await expect(fieldValue(page, 'firstName')).not.toHaveText(/%|\uFFFD/);
  await expect(lockButton(page, 'First Name')).toHaveAttribute('aria-pressed', 'false');
});

test('a link’s message stays until dismissed, then focus is not lost', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  await page.goto(`/#${linkFragment({ ...LINKED, state: 'Narnia' }, '')}`);
  const message = page.getByRole('alert').filter({ hasText: 'Narnia' });
  await expect(message).toBeVisible();
  await page.clock.runFor(60_000);
  await expect(message).toBeVisible();
  await page.getByRole('button', { name: 'Dismiss the link’s message', exact: true }).click();
  await expect(message).toBeHidden();
  expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('BODY');
});

test('a link’s message goes once Generate shows a new person: nothing it speaks of is on the card', async ({
  page,
}) => {
  await page.clock.install({ time: TODAY });
  await page.goto(`/#${linkFragment({ ...LINKED, state: 'Narnia' }, '')}`);
  const message = page.getByRole('alert').filter({ hasText: 'Narnia' });
  await expect(message).toBeVisible();
  await waitForStartedPage(page);
  await generateButton(page).click();
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Quintessa');
  await expect(message).toBeHidden();
  await expect(generateButton(page)).toBeFocused();
});

test('a link’s message stays after Generate when every field is locked and the person stays', async ({
  page,
}) => {
  await page.clock.install({ time: TODAY });
  const locked = FIELDS.map(({ key }) => key).join(',');
  await page.goto(`/#${linkFragment({ ...LINKED, lastName: '  ' }, locked)}`);
  const message = page.getByRole('alert').filter({ hasText: 'Last Name is blank' });
  await expect(message).toBeVisible();
  await waitForStartedPage(page);
  await lockButton(page, 'Last Name').click();
  await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'true');
  const shown = await readValues(page);
  await generateButton(page).click();
  // Generate is answered: the polite region says a new person would be this one.
  await expect(page.locator('[aria-live="polite"]')).toHaveText(/Every field is locked/);
  expect(await readValues(page)).toEqual(shown);
  await expect(message).toBeVisible();
});

test('once the person changes, the address bar drops the link: a reload shows a new person, unlocked', async ({
  page,
}) => {
  await page.goto(`/#${linkFragment(LINKED, 'lastName')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  expect(new URL(page.url()).hash).not.toBe('');
  await generateButton(page).click();
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Quintessa');
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await expect(fieldValue(page, 'lastName')).not.toHaveText('Linkfield');
  await expect(lockButton(page, 'Last Name')).toHaveAttribute('aria-pressed', 'false');
});

test('a lock pressed on a linked person also drops the link from the address bar', async ({
  page,
}) => {
  await page.goto(`/#${linkFragment(LINKED, '')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  await lockButton(page, 'City').click();
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  expect(await readValues(page)).toEqual(LINKED);
});

test('a lock pressed before React has arrived drops the link from the address bar too', async ({
  page,
}) => {
  // The entry answers the lock itself while React's chunk is held back.
  const release = await holdDownloads(page, REACT_CHUNK);
  await page.goto(`/#${linkFragment(LINKED, '')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  await lockButton(page, 'City').click();
  await expect(lockButton(page, 'City')).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  release();
  await expect(page.locator('html[data-page="started"]')).toHaveCount(1);
  expect(new URL(page.url()).hash).toBe('');
  expect(await readValues(page)).toEqual(LINKED);
});

test('pasting the same link again after Generate shows the link’s person again', async ({
  page,
}) => {
  const hash = linkFragment(LINKED, 'state');
  await page.goto(`/#${hash}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  await generateButton(page).click();
  await expect(fieldValue(page, 'firstName')).not.toHaveText('Quintessa');
  await page.evaluate((same) => (location.hash = same), hash);
  await expect(fieldValue(page, 'firstName')).toHaveText('Quintessa');
  expect(await readValues(page)).toEqual(LINKED);
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
});

test('a bad link leaves the address bar at once, so pasting it again shows its message again', async ({
  page,
}) => {
  await recordAlertsAndViolations(page);
  const hash = linkFragment({ ...LINKED, state: 'Narnia' }, '');
  await page.goto(`/#${hash}`);
  await expect(page.getByRole('alert').filter({ hasText: 'Narnia' })).toBeVisible();
  await expect.poll(() => new URL(page.url()).hash).toBe('');
  await page.getByRole('button', { name: 'Dismiss the link’s message', exact: true }).click();
  await page.evaluate((same) => (location.hash = same), hash);
  await expect(page.getByRole('alert').filter({ hasText: 'Narnia' })).toBeVisible();
});

test('markup in a link is shown as text and runs nothing', async ({ page }) => {
  await recordAlertsAndViolations(page);
  const values = {
    ...LINKED,
    firstName: '<script>window.__ran = true</script>',
    lastName: '<img src=x onerror="window.__ran = true">',
    streetAddress: '<b>Bold</b> & <i>co</i>',
  };
  await page.goto(`/#${linkFragment(values, 'firstName')}`);
  await expect(fieldValue(page, 'firstName')).toHaveText('<script>window.__ran = true</script>');
  await expect(fieldValue(page, 'lastName')).toHaveText(
    '<img src=x onerror="window.__ran = true">',
  );
  await expect(fieldValue(page, 'streetAddress')).toHaveText('<b>Bold</b> & <i>co</i>');
  await expect(page.locator('main img, main b, main i, main script')).toHaveCount(0);
  expect(await page.evaluate(() => window.__ran)).toBeUndefined();
  expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  expect(await page.evaluate(() => window.__alertTexts)).toEqual([]);
});
