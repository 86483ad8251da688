/**
 * The offline figure: the built page opened, let start (until it says it has all it needs
 * offline, `<html data-offline="ready">`, or for SETTLE_MS on a build that never says so), then
 * the server stopped and the browser's network dropped, as a laptop on a train or `npm start`
 * stopped; then 50 Generates under five sets of locks (ten each), a 1,000-row CSV export, and a
 * reload. It counts what was answered: people shown, Generates that failed (the page's
 * load-failure message, or no new person), the export's rows, whether the reload showed a person.
 * Run by hand after a build: `npx tsx tools/bench/offline.ts`. It reports and never fails for
 * what it finds; it fails only when it cannot measure.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveBuild } from '../lib/preview.ts';

/** The five sets of locks, each for ten Generates: by the lock buttons' labels. */
const LOCK_SETS = [[], ['State'], ['First Name'], ['City', 'Gender'], ['Birthdate', 'Last Name']];
const PER_SET = 10;
const EXPORT_ROWS = 1000;
/** How long a build without the offline mark is given after it has started (the issue's five seconds). */
const SETTLE_MS = 5000;
const STEP_LIMIT_MS = 20_000;

export interface OfflineFigures {
  generates: number;
  /** Generates that showed no new person, or showed the load-failure message. */
  failedGenerates: number;
  exportRows: number;
  reloadShowedPerson: boolean;
  /** Whether the page said it had everything before the network went. */
  saidReady: boolean;
}

export async function benchOffline(outDir: string, port: number): Promise<OfflineFigures> {
  const server = await serveBuild(outDir, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ acceptDownloads: true });
    // The Blob download: headless Chromium's save dialog refuses at once, as if dismissed.
    await context.addInitScript(() => {
      delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
    });
    const page = await context.newPage();
    page.on('crash', () => console.error('the page crashed'));
    // tsx's keepNames helper, which functions run in the page may refer to (see export.ts).
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await page.goto(server.url);
    await page.locator('html[data-page="started"]').waitFor({ timeout: 60_000 });
    const saidReady = await page
      .locator('html[data-offline="ready"]')
      .waitFor({ timeout: 60_000 })
      .then(
        () => true,
        () => false,
      );
    if (!saidReady) await page.waitForTimeout(SETTLE_MS);
    await server.close();
    await context.setOffline(true);

    let generates = 0;
    let failedGenerates = 0;
    for (const locks of LOCK_SETS) {
      for (const label of locks) await lockButton(page, label).click({ timeout: STEP_LIMIT_MS });
      for (let click = 0; click < PER_SET; click += 1) {
        generates += 1;
        if (!(await generateAnswered(page))) failedGenerates += 1;
      }
      for (const label of locks) await lockButton(page, label).click({ timeout: STEP_LIMIT_MS });
    }
    const exportRows = await exportedRows(page).catch(() => 0);
    await page.reload().catch(() => undefined);
    const reloadShowedPerson = await page
      .locator('[data-field="firstName"]')
      .filter({ hasText: /\S/ })
      .waitFor({ timeout: STEP_LIMIT_MS })
      .then(
        () => true,
        () => false,
      );
    return { generates, failedGenerates, exportRows, reloadShowedPerson, saidReady };
  } finally {
    await browser.close();
    await server.close().catch(() => undefined);
  }
}

function lockButton(page: Page, label: string) {
  return page.getByRole('button', { name: `Lock ${label}`, exact: true });
}

/** Clicks Generate; true when a new person shows and no load failure is said. */
async function generateAnswered(page: Page): Promise<boolean> {
  if (page.isClosed()) return false;
  const before = await page.locator('[data-field]').allInnerTexts();
  const failure = page.getByRole('alert').filter({ hasText: /did not load/ });
  const notice = page.getByText(/could not be made/);
  try {
    await page.getByRole('button', { name: 'Generate New Person', exact: true }).click();
    await page.waitForFunction(
      (shown) => {
        const now = [...document.querySelectorAll('[data-field]')].map((e) => e.textContent);
        const busy = document.querySelector('.card')?.getAttribute('aria-busy') === 'true';
        return !busy && now.join('|') !== shown.join('|');
      },
      before,
      { timeout: STEP_LIMIT_MS },
    );
  } catch {
    return false;
  }
  return (await failure.count()) === 0 && (await notice.count()) === 0;
}

/** A 1,000-row CSV export's rows, as downloaded (0 when it did not download). */
async function exportedRows(page: Page): Promise<number> {
  await page.getByText('Download people', { exact: true }).click();
  await page.getByLabel('How many').fill(String(EXPORT_ROWS), { timeout: STEP_LIMIT_MS });
  const downloaded = page.waitForEvent('download', { timeout: STEP_LIMIT_MS });
  await page.getByRole('button', { name: 'Download', exact: true }).click();
  const path = await (await downloaded).path();
  return readFileSync(path, 'utf8').trimEnd().split('\r\n').length - 1;
}

export function formatOfflineFigures(figures: OfflineFigures): string[] {
  return [
    `Offline after load (${figures.saidReady ? 'once the page said it had all it needs' : `${SETTLE_MS / 1000} s after it started`}; server stopped, network dropped):`,
    `  Generates answered ${figures.generates - figures.failedGenerates} of ${figures.generates} (five sets of locks), failed ${figures.failedGenerates}`,
    `  export of ${EXPORT_ROWS} rows: ${figures.exportRows} rows downloaded`,
    `  a reload ${figures.reloadShowedPerson ? 'showed a person' : 'showed no person'}`,
  ];
}

async function main() {
  const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
  const port = Number(process.env.BENCH_OFFLINE_PORT ?? 4194);
  console.log(formatOfflineFigures(await benchOffline(outDir, port)).join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
