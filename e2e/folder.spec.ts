/**
 * The built page served from a sub-folder (a project site, a host's tools section), with
 * nothing at the host's root: every file it loads (scripts, the icon, lazy chunks, the export's
 * worker) must come from beside index.html, not from the root.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  copyButton,
  fieldValue,
  generateButton,
  lockButton,
  notification,
  readClipboard,
  readValues,
  waitForStartedPage,
} from './support/page.ts';
import { FOLDER_PATH, FOLDER_URL } from './support/servers.ts';

test.use({ permissions: CLIPBOARD_PERMISSIONS });

/** Every request that failed or was answered with an error, as `status url`. */
function recordFailures(page: Page): string[] {
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
  });
  page.on('requestfailed', (request) => {
    failures.push(`${request.failure()?.errorText ?? 'failed'} ${request.url()}`);
  });
  return failures;
}

test('from a sub-folder the page shows a person, generates, copies and exports, and no request fails', async ({
  page,
}) => {
  const failures = recordFailures(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(new URL(request.url()).pathname));
  await page.goto(FOLDER_URL);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await waitForStartedPage(page);

  const first = await readValues(page);
  await lockButton(page, 'State').click();
  await generateButton(page).click();
  await expect(fieldValue(page, 'streetAddress')).not.toHaveText(first.streetAddress);
  await expect(fieldValue(page, 'state')).toHaveText(first.state);

  const city = await fieldValue(page, 'city').innerText();
  await copyButton(page, 'City').click();
  await expect(notification(page)).toHaveText(['City copied to clipboard!']);
  expect(await readClipboard(page)).toBe(city);

  await page.getByText('Download people', { exact: true }).click();
  await page.getByLabel('How many').fill('3');
  await page.getByLabel('Format').selectOption('csv');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const lines = readFileSync(await (await downloaded).path(), 'utf8')
    .trim()
    .split('\n');
  expect(lines).toHaveLength(4);
  expect(lines.slice(1).every((line) => line.includes(`,${first.state},`))).toBe(true);

  // The icon was asked for, and nothing was asked for outside the folder.
  expect(requested).toContain(`${FOLDER_PATH}favicon.svg`);
  expect(requested.filter((path) => !path.startsWith(FOLDER_PATH))).toEqual([]);
  expect(failures).toEqual([]);
});
