import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fieldValue } from './support/page.ts';

/**
 * The page's export and the command line give the same bytes for the same count, format, seed,
 * as-of date and constraints (the page's locked fields). The page takes its as-of date from the
 * visitor's own calendar: the clock is fixed at an instant that is already 22 November 2026 on
 * Kiritimati (UTC+14) while it is still the 21st in UTC, so a page that counted ages in UTC
 * would give other bytes than `--as-of 2026-11-22`.
 */

const CLI = 'packages/generator/dist/cli.js';
const INSTANT = new Date('2026-11-21T12:00:00Z');
const AS_OF = '2026-11-22';
const SEED = '20261122';
const COUNT = '1000';

/** A Texan woman, State and Gender locked: the export's constraints. */
const TEXAN_LINK =
  '/#firstName=Quintessa&lastName=Linkfield&gender=female&streetAddress=1+Main+Street' +
  '&city=Austin&state=Texas&zipCode=78701&birthdate=1%2F2%2F1990&locked=gender%2Cstate';

test.use({ timezoneId: 'Pacific/Kiritimati' });

test.beforeAll(() => {
  // npm test builds the package before the browser tests; alone, this spec builds it itself.
  if (!existsSync(CLI)) {
    const build = spawnSync('npm', ['run', 'build', '-w', 'random-american-generator'], {
      stdio: 'inherit',
    });
    if (build.status !== 0) throw new Error('npm run build -w random-american-generator failed');
  }
});

function cli(args: string[]): Buffer {
  const result = spawnSync(process.execPath, [CLI, ...args], { maxBuffer: 1 << 28 });
  expect(String(result.stderr)).toBe('');
  expect(result.status).toBe(0);
  return result.stdout;
}

/** Exports from the page at `url`, or from the page as it is (its export open) when null. */
async function pageExport(page: Page, url: string | null, format: string, count = COUNT) {
  if (url !== null) {
    await page.clock.setFixedTime(INSTANT);
    await page.goto(url);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await page.getByText('Download people', { exact: true }).click();
  }
  await page.getByLabel('How many').fill(count);
  await page.getByLabel('Format').selectOption(format);
  await page.getByLabel('Seed (optional)').fill(SEED);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const file = await downloaded;
  return { name: file.suggestedFilename(), bytes: readFileSync(await file.path()) };
}

for (const format of ['csv', 'json', 'ndjson', 'sql']) {
  test(`${format}: the page's export with State and Gender locked is the CLI's --state --gender run`, async ({
    page,
  }) => {
    const exported = await pageExport(page, TEXAN_LINK, format);
    expect(exported.name).toBe(
      `people-${COUNT}-seed-${SEED}-gender-female-state-texas-v5.1.0-as-of-${AS_OF}.${format}`,
    );
    const made = cli([
      '--count', COUNT, '--format', format, '--seed', SEED, '--as-of', AS_OF,
      '--state', 'Texas', '--gender', 'female',
    ]); // prettier-ignore
    expect(exported.bytes.length).toBeGreaterThan(Number(COUNT) * 50);
    expect(exported.bytes.equals(made)).toBe(true);
  });
}

/**
 * Rows of the exports with nothing locked: about 5 MB each, some ten chunks, more than the worker
 * makes ahead of the page, so at least half are gathered in a buffer the page gave back.
 */
const LONG_COUNTS: Record<string, string> = { csv: '40000', json: '20000' };

for (const [format, count] of Object.entries(LONG_COUNTS)) {
  test(`${format}: with nothing locked, the export is the CLI run with no constraints; another day differs`, async ({
    page,
  }) => {
    const exported = await pageExport(page, '/', format, count);
    expect(exported.name).toBe(`people-${count}-seed-${SEED}-v5.1.0-as-of-${AS_OF}.${format}`);
    const args = ['--count', count, '--format', format, '--seed', SEED];
    expect(exported.bytes.length).toBeGreaterThan(4_000_000);
    expect(exported.bytes.equals(cli([...args, '--as-of', AS_OF]))).toBe(true);
    // The UTC date of the same instant gives other people: the as-of date matters, and is local.
    expect(exported.bytes.equals(cli([...args, '--as-of', '2026-11-21']))).toBe(false);
  });
}

for (const format of ['csv', 'sql']) {
  test(`${format}: chosen columns in a chosen order, ISO dates and snake case are the CLI's --columns --date-format iso --column-case snake`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto(TEXAN_LINK);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await page.getByText('Download people', { exact: true }).click();
    await page.getByText('Columns and dates', { exact: true }).click();
    await page.getByRole('checkbox', { name: 'id', exact: true }).check();
    await page.getByRole('checkbox', { name: 'streetAddress', exact: true }).uncheck();
    await page.getByRole('checkbox', { name: 'age', exact: true }).uncheck();
    // birthdate before zipCode, and phone last.
    await page.getByRole('button', { name: 'Move birthdate up', exact: true }).click();
    await page.getByRole('button', { name: 'Move phone down', exact: true }).click();
    await page.getByRole('radio', { name: /1976-09-03/ }).check();
    await page.getByRole('radio', { name: /first_name/ }).check();
    const exported = await pageExport(page, null, format);
    const columns = [
      'id', 'firstName', 'lastName', 'gender', 'city', 'state', 'birthdate', 'zipCode',
      'stateCode', 'email', 'phone',
    ]; // prettier-ignore
    const made = cli([
      '--count', COUNT, '--format', format, '--seed', SEED, '--as-of', AS_OF,
      '--state', 'Texas', '--gender', 'female', '--columns', columns.join(','),
      '--date-format', 'iso', '--column-case', 'snake',
    ]); // prettier-ignore
    expect(exported.bytes.length).toBeGreaterThan(Number(COUNT) * 50);
    expect(exported.bytes.equals(made)).toBe(true);
  });
}

for (const format of ['csv', 'json']) {
  test(`${format}: the page's households with State and Gender locked are the CLI's --households --state --gender run`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto(TEXAN_LINK);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await page.getByText('Download people', { exact: true }).click();
    await page.getByRole('radio', { name: 'Households', exact: true }).check();
    await page.getByLabel('How many households').fill(COUNT);
    await page.getByLabel('Format').selectOption(format);
    await page.getByLabel('Seed (optional)').fill(SEED);
    const downloaded = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(
      `households-${COUNT}-seed-${SEED}-gender-female-state-texas-v5.1.0-as-of-${AS_OF}.${format}`,
    );
    const bytes = readFileSync(await file.path());
    const made = cli([
      '--households', '--count', COUNT, '--format', format, '--seed', SEED, '--as-of', AS_OF,
      '--state', 'Texas', '--gender', 'female',
    ]); // prettier-ignore
    // More rows than households: each row is a member.
    expect(bytes.length).toBeGreaterThan(Number(COUNT) * 100);
    expect(bytes.equals(made)).toBe(true);
  });
}

for (const format of ['csv', 'sql']) {
  test(`${format}: "Add errors" at 0.05 with 0.5 extra records is the CLI's --noise 0.05 --duplicates 0.5 run`, async ({
    page,
  }) => {
    await page.clock.setFixedTime(INSTANT);
    await page.goto(TEXAN_LINK);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await page.getByText('Download people', { exact: true }).click();
    const errors = page.getByRole('checkbox', { name: 'Add errors, for testing record linkage' });
    await errors.check();
    await page.getByLabel('Error rate').selectOption('0.05');
    await page.getByLabel('Extra records a person').selectOption('0.5');
    const exported = await pageExport(page, null, format);
    expect(exported.name).toBe(
      `people-${COUNT}-seed-${SEED}-gender-female-state-texas-noise-0-05-duplicates-0-5-v5.1.0-as-of-${AS_OF}.${format}`,
    );
    const made = cli([
      '--count', COUNT, '--format', format, '--seed', SEED, '--as-of', AS_OF,
      '--state', 'Texas', '--gender', 'female', '--noise', '0.05', '--duplicates', '0.5',
    ]); // prettier-ignore
    // More records than people: the extra records are there.
    expect(String(made).split('\n').length).toBeGreaterThan(Number(COUNT) * 1.3);
    expect(exported.bytes.equals(made)).toBe(true);
  });
}

test(`csv: households with "Add errors" at 0.05 and 0.5 extra records are the CLI's --households --noise 0.05 --duplicates 0.5 run`, async ({
  page,
}) => {
  await page.clock.setFixedTime(INSTANT);
  await page.goto(TEXAN_LINK);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await page.getByText('Download people', { exact: true }).click();
  await page.getByRole('radio', { name: 'Households', exact: true }).check();
  await page.getByRole('checkbox', { name: 'Add errors, for testing record linkage' }).check();
  await page.getByLabel('Error rate').selectOption('0.05');
  await page.getByLabel('Extra records a person').selectOption('0.5');
  const households = '300';
  const exported = await pageExport(page, null, 'csv', households);
  expect(exported.name).toBe(
    `households-${households}-seed-${SEED}-gender-female-state-texas-noise-0-05-duplicates-0-5-v5.1.0-as-of-${AS_OF}.csv`,
  );
  const made = cli([
    '--households', '--count', households, '--format', 'csv', '--seed', SEED, '--as-of', AS_OF,
    '--state', 'Texas', '--gender', 'female', '--noise', '0.05', '--duplicates', '0.5',
  ]); // prettier-ignore
  // Records of members, householdId and relationship last, more than the households' members.
  expect(String(made).split('\r\n')[0]).toMatch(/^recordId,personId,.*,householdId,relationship$/);
  expect(String(made).split('\n').length).toBeGreaterThan(Number(households) * 2 * 1.3);
  expect(exported.bytes.equals(made)).toBe(true);
});
