/**
 * A link the page makes, it opens: Copy Link on a person whose free-text values are as long as
 * the editors allow copies a link the page then shows as it is (three names of 100 accented
 * letters pass 2,000 characters, so no round limit below the longest link will do).
 */
import type { FieldName } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  fieldValue,
  notification,
  openPage,
  readClipboard,
  readValues,
} from './support/page.ts';

const TODAY = '2026-01-15T12:00:00';
/**
 * 100 characters, each a letter with three combining marks: 400 UTF-16 units (the most a value
 * may have), each written %XX%XX%XX in a link, the longest a unit is written.
 */
const LONGEST = '語\u20d0\u20d1\u20d2'.repeat(100);
const PERSON: Record<FieldName, string> = {
  firstName: LONGEST,
  lastName: LONGEST,
  gender: 'female',
  streetAddress: LONGEST,
  city: 'Columbus',
  state: 'Ohio',
  zipCode: '43215',
  birthdate: '6/14/1958',
  // The longest email the editor allows (100 characters, as every value), its mailbox written
  // %25 in a link: 64 characters (the most a mailbox may have), @, 35 of domain.
  email: `${'%'.repeat(64)}@${'a'.repeat(31)}.com`,
  phone: '614-555-0123',
};

test('Copy Link on a person with the longest values the editors allow copies a link that opens that person', async ({
  page,
  context,
}) => {
  await context.grantPermissions(CLIPBOARD_PERMISSIONS);
  await page.clock.install({ time: TODAY });
  await openPage(page, { person: PERSON });
  expect(await readValues(page)).toEqual(PERSON);
  await page.getByRole('button', { name: 'Copy Link', exact: true }).click();
  await expect(notification(page)).toHaveText(['Link copied to clipboard!']);
  const link = await readClipboard(page);
  expect(link.length).toBeGreaterThan(3 * 400 * 9);

  const opened = await context.newPage();
  await opened.clock.install({ time: TODAY });
  await opened.goto(link);
  await expect(fieldValue(opened, 'firstName')).toHaveText(LONGEST);
  expect(await readValues(opened)).toEqual(PERSON);
});
