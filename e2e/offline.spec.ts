/**
 * Once the page has shown a person it goes on working with the network gone (the rest of it
 * fetched in idle time, app/offline.ts), and a reload with the network gone opens it (its service
 * worker, src/serviceWorker.ts, keeps the built files). Each test serves the build itself and
 * stops the server, as a user's `npm start` stopped or a laptop on a train would, and drops the
 * browser's network too.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { FIELDS, type FieldName } from '../packages/generator/src/person/fields.ts';
import { serveBuild, type ServedBuild } from '../tools/lib/preview.ts';
import { writeServiceWorker } from '../tools/vite/service-worker-plugin.ts';
import { expect, test } from './support/fixtures.ts';
import {
  fieldValue,
  generateMany,
  linkFragment,
  lockButton,
  readValues,
  waitForStartedPage,
} from './support/page.ts';
import { OFFLINE_FOLDER_PORT, OFFLINE_PORT, UPDATE_PORT } from './support/servers.ts';

test.use({ serviceWorkers: 'allow' });

const BUILD = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
const FOLDER = '/tools/people/';

/** Opens the page and waits until it has everything it needs offline, its service worker too. */
async function openAndSettle(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await waitForStartedPage(page);
  await expect(page.locator('html')).toHaveAttribute('data-offline', 'ready');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function goOffline(context: BrowserContext, server: ServedBuild): Promise<void> {
  await server.close();
  await context.setOffline(true);
}

/** The load-failure message, which must never show here. */
function failure(page: Page) {
  return page.getByRole('alert').filter({ hasText: /did not load/ });
}

/** Presses Generate `count` times with `locked` fields locked: each person keeps them. */
async function generateLocked(page: Page, locked: FieldName[], count: number): Promise<number> {
  const before = await readValues(page);
  for (const key of locked) {
    const label = FIELDS.find((field) => field.key === key)?.label ?? key;
    await lockButton(page, label).click();
  }
  const people = await generateMany(page, count);
  for (const person of people) {
    for (const key of locked) expect(person[key], key).toBe(before[key]);
  }
  // Each Generate shows another person: two may share a name (a locked surname and birthdate
  // leave only the first name to differ), so the name and the address tell them apart.
  expect(
    new Set(
      people.map(
        (person) =>
          `${person.firstName} ${person.lastName}, ${person.streetAddress}, ${person.zipCode}`,
      ),
    ).size,
  ).toBe(people.length);
  for (const key of locked) {
    const label = FIELDS.find((field) => field.key === key)?.label ?? key;
    await lockButton(page, label).click();
    await expect(lockButton(page, label)).toHaveAttribute('aria-pressed', 'false');
  }
  return people.length;
}

test('with the network gone after load: 50 people with locks, the editors, a link and a 1,000-row export; a reload shows a person', async ({
  page,
  context,
}) => {
  test.slow();
  const server = await serveBuild(BUILD, OFFLINE_PORT);
  await openAndSettle(page, server.url);
  await goOffline(context, server);

  let made = 0;
  made += await generateLocked(page, [], 10);
  made += await generateLocked(page, ['state'], 10);
  made += await generateLocked(page, ['firstName'], 10);
  made += await generateLocked(page, ['city', 'gender'], 10);
  made += await generateLocked(page, ['birthdate', 'lastName'], 10);
  expect(made).toBe(50);

  // The editors: a state and a first name read data of their own.
  await fieldValue(page, 'state').click();
  const state = page.getByRole('combobox', { name: 'State', exact: true });
  const other = (await readValues(page)).state === 'Wyoming' ? 'Vermont' : 'Wyoming';
  await state.selectOption(other);
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(fieldValue(page, 'state')).toHaveText(other);
  await fieldValue(page, 'firstName').click();
  await page.getByRole('textbox', { name: 'First Name', exact: true }).fill('Linda');
  await page.getByRole('button', { name: 'Set', exact: true }).click();
  await expect(fieldValue(page, 'firstName')).toHaveText('Linda');

  // The export: 1,000 rows, every one in the state set (a value set is locked).
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  await page.getByText('Download people', { exact: true }).click();
  await page.getByLabel('How many').fill('1000');
  const downloaded = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const rows = readFileSync(await (await downloaded).path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(rows).toHaveLength(1001);
  expect(rows.slice(1).every((row) => row.includes(`,${other},`))).toBe(true);

  // A link to a person, opened with the network gone: the page, from the service worker.
  const person = await readValues(page);
  await page.goto(`${server.url}#${linkFragment(person)}`);
  // The name set above is the linked person's too: wait for the whole person, not one field.
  await expect.poll(() => readValues(page)).toEqual(person);

  // A reload with the network gone shows a new person, and Generate works.
  await page.goto(server.url);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await waitForStartedPage(page);
  expect(await generateMany(page, 5)).toHaveLength(5);
  await expect(failure(page)).toHaveCount(0);
});

test('a new build takes over: a reload shows it, its files replace the old ones, and it opens offline', async ({
  page,
  context,
}) => {
  test.slow();
  const dir = mkdtempSync(join(tmpdir(), 'offline-update-'));
  const first = join(dir, 'first');
  const next = join(dir, 'next');
  try {
    cpSync(BUILD, first, { recursive: true });
    cpSync(BUILD, next, { recursive: true });
    // The next build: another page title, so a new service worker version.
    const index = join(next, 'index.html');
    const html = readFileSync(index, 'utf8');
    writeFileSync(index, html.replace('<title>', '<title>Next: '));
    await writeServiceWorker(next);

    let server = await serveBuild(first, UPDATE_PORT);
    await openAndSettle(page, server.url);
    await expect(page).toHaveTitle(/^Random American Generator/);
    const caches = () => page.evaluate(() => window.caches.keys());
    const firstCaches = await caches();
    expect(firstCaches).toHaveLength(1);
    // A second tab of the first build, left open.
    const other = await context.newPage();
    await openAndSettle(other, server.url);

    await server.close();
    server = await serveBuild(next, UPDATE_PORT);
    await page.reload();
    await expect(page).toHaveTitle(/^Next: /);
    await waitForStartedPage(page);
    // The next build's worker takes over, and the first build's files go.
    await expect.poll(caches).toHaveLength(1);
    await expect.poll(async () => (await caches())[0]).not.toBe(firstCaches[0]);

    await goOffline(context, server);
    await page.reload();
    await expect(page).toHaveTitle(/^Next: /);
    await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
    await waitForStartedPage(page);
    // The tab of the first build still makes people: it has all it needs.
    expect(await generateMany(other, 10)).toHaveLength(10);
    await expect(failure(other)).toHaveCount(0);
    await other.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('from a sub-folder: the service worker’s scope and cache are the folder’s, and a reload opens offline', async ({
  page,
  context,
}) => {
  const server = await serveBuild(BUILD, OFFLINE_FOLDER_PORT, FOLDER);
  expect(new URL(server.url).pathname).toBe(FOLDER);
  await openAndSettle(page, server.url);
  const { scope, cached } = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const names = await window.caches.keys();
    const urls: string[] = [];
    for (const name of names) {
      for (const request of await (await window.caches.open(name)).keys()) urls.push(request.url);
    }
    return { scope: registration.scope, cached: urls };
  });
  expect(scope).toBe(server.url);
  expect(cached.length).toBeGreaterThan(50);
  expect(cached.filter((url) => !url.startsWith(server.url))).toEqual([]);
  expect(cached).toContain(`${server.url}index.html`);

  await goOffline(context, server);
  await page.reload();
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await waitForStartedPage(page);
  expect(await generateMany(page, 5)).toHaveLength(5);
});
