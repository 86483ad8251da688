import type { Page, TestInfo } from '@playwright/test';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { expect, test } from './support/fixtures.ts';
import {
  CLIPBOARD_PERMISSIONS,
  closeNotificationButton,
  copyAllButton,
  copyButton,
  generateButton,
  generateMany,
  lockButton,
  notificationStatus,
  openPage,
  readClipboard,
  readValues,
} from './support/page.ts';

declare global {
  interface Window {
    __mostNotifications: number;
  }
}

const GENERATE_CLICKS = 2_000;
/** Real mouse clicks through Playwright; the rest are dispatched inside the page, much faster. */
const REAL_GENERATE_CLICKS = 200;
const COPY_CLICKS = 100;
const HEAP_WARM_UP_GENERATIONS = 500;
const HEAP_TOTAL_GENERATIONS = 5_000;
/** Generations per trip into the page, so the people it reports back stay a small payload. */
const GENERATION_BATCH = 500;
/**
 * Well above what a run without a leak grows by, and below what keeping every person shown (as
 * a history would) adds: so this catches anything that keeps roughly 200 bytes or more per
 * generation, a detached node, a listener, a closure.
 */
const HEAP_GROWTH_LIMIT_BYTES = 1024 * 1024;
/** The abuse runs are long by design; two shared cores make them longer. */
const ABUSE_TEST_TIMEOUT_MS = 180_000;

test.use({ permissions: CLIPBOARD_PERMISSIONS });
test.setTimeout(ABUSE_TEST_TIMEOUT_MS);

/** The most notifications (each has its own Close button) ever in the page at once. */
async function recordMostNotifications(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__mostNotifications = 0;
    new MutationObserver(() => {
      const count = document.querySelectorAll('button[aria-label="Close"]').length;
      window.__mostNotifications = Math.max(window.__mostNotifications, count);
    }).observe(document, { subtree: true, childList: true });
  });
}

async function generateInBatches(page: Page, count: number): Promise<number> {
  let unchanged = 0;
  let previous = JSON.stringify(await readValues(page));
  for (let done = 0; done < count; done += GENERATION_BATCH) {
    for (const person of await generateMany(page, Math.min(GENERATION_BATCH, count - done))) {
      const current = JSON.stringify(person);
      if (current === previous) unchanged += 1;
      previous = current;
    }
  }
  return unchanged;
}

async function expectPageStillWorks(page: Page): Promise<void> {
  const before = await readValues(page);
  await generateButton(page).click();
  expect(await readValues(page)).not.toEqual(before);
  const zip = (await readValues(page)).zipCode;
  await copyButton(page, 'Zip Code').click();
  await expect(notificationStatus(page)).toHaveText('Zip Code copied to clipboard!');
  expect(await readClipboard(page)).toBe(zip);
  await expect(closeNotificationButton(page)).toHaveCount(1);
}

function report(testInfo: TestInfo, type: string, description: string): void {
  console.log(`${type}: ${description}`);
  testInfo.annotations.push({ type, description });
}

test('two thousand Generate clicks in a row each make a new person and leave the page working', async ({
  page,
}, testInfo) => {
  await recordMostNotifications(page);
  await openPage(page);
  const first = await readValues(page);

  const realStart = performance.now();
  for (let click = 0; click < REAL_GENERATE_CLICKS; click += 1) {
    await generateButton(page).click();
  }
  const realMs = performance.now() - realStart;
  expect(await readValues(page)).not.toEqual(first);

  const dispatchedStart = performance.now();
  const unchanged = await generateInBatches(page, GENERATE_CLICKS - REAL_GENERATE_CLICKS);
  const dispatchedMs = performance.now() - dispatchedStart;
  expect(unchanged, 'dispatched clicks that left the person as it was').toBe(0);

  report(
    testInfo,
    'generate abuse',
    `${REAL_GENERATE_CLICKS} real clicks in ${Math.round(realMs)} ms, ` +
      `${GENERATE_CLICKS - REAL_GENERATE_CLICKS} dispatched in ${Math.round(dispatchedMs)} ms`,
  );
  await expectPageStillWorks(page);
  expect(await page.evaluate(() => window.__mostNotifications)).toBeLessThanOrEqual(1);
});

test('a hundred copy clicks in a row show one notification at a time and leave the page working', async ({
  page,
}, testInfo) => {
  await recordMostNotifications(page);
  await openPage(page);
  const buttons = [...FIELDS.map((field) => copyButton(page, field.label)), copyAllButton(page)];

  const start = performance.now();
  for (let click = 0; click < COPY_CLICKS; click += 1) {
    await buttons[click % buttons.length]?.click();
  }
  const lastField = FIELDS[(COPY_CLICKS - 1) % buttons.length];
  await expect(notificationStatus(page)).toHaveText(
    lastField ? `${lastField.label} copied to clipboard!` : 'All information copied to clipboard!',
  );
  report(
    testInfo,
    'copy abuse',
    `${COPY_CLICKS} copy clicks in ${Math.round(performance.now() - start)} ms`,
  );

  expect(await page.evaluate(() => window.__mostNotifications)).toBe(1);
  await expectPageStillWorks(page);
});

/**
 * Each state's data is loaded and decoded the first time one of its people is drawn, and kept:
 * that cache grows to all 50 states over the first thousands of people, far past the limit. With
 * State locked the cache is one state's from the first person, so what grows is only what a
 * generation leaves behind.
 */
test('memory stays flat over five thousand generations', async ({ page, context }, testInfo) => {
  await openPage(page);
  await lockButton(page, 'State').click();
  await expect(lockButton(page, 'State')).toHaveAttribute('aria-pressed', 'true');
  const cdp = await context.newCDPSession(page);
  const heapAfterGarbageCollection = async (): Promise<number> => {
    await cdp.send('HeapProfiler.collectGarbage');
    return (await cdp.send('Runtime.getHeapUsage')).usedSize;
  };

  await generateInBatches(page, HEAP_WARM_UP_GENERATIONS);
  const warmedUp = await heapAfterGarbageCollection();
  await generateInBatches(page, HEAP_TOTAL_GENERATIONS - HEAP_WARM_UP_GENERATIONS);
  const after = await heapAfterGarbageCollection();

  const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
  report(
    testInfo,
    'heap',
    `${megabytes(warmedUp)} after ${HEAP_WARM_UP_GENERATIONS} generations, ` +
      `${megabytes(after)} after ${HEAP_TOTAL_GENERATIONS} (growth ${megabytes(after - warmedUp)})`,
  );
  expect(after - warmedUp).toBeLessThan(HEAP_GROWTH_LIMIT_BYTES);
});
