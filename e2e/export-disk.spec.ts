import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures.ts';
import { fieldValue } from './support/page.ts';
import { installSavePicker, pickerCalls, releaseClose, savedFiles } from './support/savePicker.ts';

/**
 * Where the browser has the File System Access API, the export asks for the file first and
 * writes the worker's chunks into it as they come. The browser's own dialog cannot be answered
 * from a test: a stand-in (support/savePicker.ts) hands the page a file of the origin private
 * file system, which the test reads back.
 */
test.use({ fileSystemAccess: true });

/** Ample for 40,000 rows on a busy shared machine: the limit only catches a hang. */
const MAKING_MS = 90_000;
const SAVE_AS_MADE = 'Save to a file as it is made';

async function openExport(page: Page): Promise<void> {
  await page.goto('/');
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
  await page.getByText('Download people', { exact: true }).click();
  await expect(page.getByLabel('How many')).toBeVisible();
}

async function fillExport(page: Page, count: string, format: string, seed: string) {
  await page.getByLabel('How many').fill(count);
  await page.getByLabel('Format').selectOption(format);
  await page.getByLabel('Seed (optional)').fill(seed);
}

function downloadButton(page: Page) {
  return page.getByRole('button', { name: 'Download', exact: true });
}

/**
 * Each format's type in the dialog, and the rows exported: the CSV's 40,000 rows (about 5 MB)
 * are some ten chunks, more than the worker makes ahead, so at least half are gathered in a
 * buffer the page gave back once written.
 */
const TYPES: Record<string, [string, string, string, number]> = {
  csv: ['CSV', 'text/csv', '.csv', 40_000],
  json: ['JSON', 'application/json', '.json', 6_789],
};

for (const [format, [description, mimeType, extension, count]] of Object.entries(TYPES)) {
  test(`a ${format} export asks for the file first and writes the Blob download’s very bytes`, async ({
    page,
  }) => {
    await installSavePicker(page);
    await openExport(page);
    await expect(page.getByLabel(SAVE_AS_MADE)).toBeChecked();
    await fillExport(page, count.toLocaleString('en-US'), format, '7');
    await downloadButton(page).click();
    await expect(
      page.getByText(new RegExp(`^Saved people-${count}-seed-7-.*\\.\\w+\\.$`)),
    ).toBeVisible({
      timeout: MAKING_MS,
    });

    const calls = (await pickerCalls(page)) as { suggestedName: string }[];
    expect(calls).toHaveLength(1);
    const name = calls[0]?.suggestedName ?? '';
    expect(name).toMatch(
      new RegExp(
        `^people-${count}-seed-7-v\\d+\\.\\d+\\.\\d+-as-of-\\d{4}-\\d\\d-\\d\\d\\.${format}$`,
      ),
    );
    expect(calls[0]).toEqual({
      suggestedName: name,
      types: [{ description, accept: { [mimeType]: [extension] } }],
    });
    await expect(page.getByText(`Saved ${name}.`)).toBeVisible();
    const saved = await savedFiles(page);
    expect(Object.keys(saved)).toEqual([name]);

    // The old path, chosen on the same page: the Blob download, with the same name and bytes.
    await page.getByLabel(SAVE_AS_MADE).uncheck();
    const downloaded = page.waitForEvent('download', { timeout: MAKING_MS });
    await downloadButton(page).click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(name);
    const blobBytes = await (await file.createReadStream()).toArray();
    const expected = Buffer.concat(blobBytes);
    expect(expected.length).toBeGreaterThan(count * 20);
    expect(saved[name]?.equals(expected)).toBe(true);
    expect(await pickerCalls(page)).toHaveLength(1);
  });
}

test('the progress counts rows written to the file, up to 100%, before it is saved', async ({
  page,
}) => {
  await installSavePicker(page, { holdClose: true });
  await openExport(page);
  await fillExport(page, '20000', 'csv', '3');
  await downloadButton(page).click();
  // Every chunk written; the file not yet closed.
  const progress = page.getByRole('progressbar', { name: 'Export progress' });
  await expect(progress).toHaveAttribute('value', '20000', { timeout: MAKING_MS });
  await expect(progress).toHaveAttribute('max', '20000');
  await expect(page.getByText('20,000 of 20,000 people', { exact: true })).toBeVisible();
  await expect(page.getByText('100%', { exact: true })).toBeVisible();
  await expect(page.locator('.export-progress [aria-live="polite"]')).toHaveText('100% done');
  await releaseClose(page);
  await expect(progress).toHaveCount(0);
  await expect(page.getByText(/^Saved people-20000-seed-3-.*\.csv\.$/)).toBeVisible();
});

test('Cancel midway stops the export and leaves no file behind', async ({ page }) => {
  await installSavePicker(page);
  await openExport(page);
  await fillExport(page, '1,000,000', 'csv', '1');
  await downloadButton(page).click();
  await expect(page.getByText(/^[1-9][\d,]* of 1,000,000 people$/)).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.getByText('Export cancelled: nothing was saved.')).toBeVisible();
  // The picked file (made empty by the dialog) is removed, not left half-written or empty.
  await expect.poll(async () => Object.keys(await savedFiles(page))).toEqual([]);
  await expect(downloadButton(page)).toBeEnabled();
});

test('a dismissed save dialog returns quietly to the form', async ({ page }) => {
  await installSavePicker(page, { dismiss: true });
  await openExport(page);
  const downloads: string[] = [];
  page.on('download', (file) => downloads.push(file.suggestedFilename()));
  await fillExport(page, '1000', 'csv', '1');
  await downloadButton(page).click();
  await expect.poll(async () => (await pickerCalls(page)).length).toBe(1);
  await expect(downloadButton(page)).toBeEnabled();
  await expect(downloadButton(page)).toBeFocused();
  await expect(page.getByRole('progressbar')).toHaveCount(0);
  await expect(page.locator('.export-status')).toBeEmpty();
  expect(downloads).toEqual([]);
});

declare global {
  interface Window {
    __workersMade?: number;
    __progressSeen?: number[];
  }
}

test('exports and the estimate reuse one worker, started once, rather than a new one each', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__workersMade = 0;
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args: ConstructorParameters<typeof Worker>) {
        super(...args);
        window.__workersMade = (window.__workersMade ?? 0) + 1;
      }
    };
  });
  await installSavePicker(page);
  await openExport(page);
  await expect(page.getByText(/^Estimated size: about /)).toBeVisible();
  for (const seed of ['1', '2', '3']) {
    await fillExport(page, '25', 'csv', seed);
    // A new seed measures again: a Download clicked while that sample runs takes a second worker.
    await expect(page.getByText(/^Estimated size: about /)).toBeVisible();
    await downloadButton(page).click();
    await expect(page.getByText(new RegExp(`^Saved people-25-seed-${seed}-`))).toBeVisible();
  }
  // Another format: the estimate measures again, on the same worker.
  await page.getByLabel('Format').selectOption('json');
  await expect(page.getByText(/^Estimated size: about /)).toBeVisible();
  expect(await page.evaluate(() => window.__workersMade)).toBe(1);
});

test('the progress bar moves with the writer’s first chunk of rows, not after half a megabyte', async ({
  page,
}) => {
  await page.addInitScript(() => {
    window.__progressSeen = [];
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLProgressElement>('.export-progress progress');
      const seen = window.__progressSeen ?? [];
      if (bar && bar.value > 0 && seen.at(-1) !== bar.value) seen.push(bar.value);
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
  await installSavePicker(page);
  await openExport(page);
  await fillExport(page, '20000', 'csv', '4');
  await downloadButton(page).click();
  await expect(page.getByText(/^Saved people-20000-seed-4-/)).toBeVisible({ timeout: MAKING_MS });
  const seen = (await page.evaluate(() => window.__progressSeen)) ?? [];
  // The writer's chunks are about 64 KiB of CSV: some 500 rows. Half a megabyte is some 4,000.
  expect(seen[0]).toBeGreaterThan(0);
  expect(seen[0]).toBeLessThan(1000);
  expect(seen.at(-1)).toBe(20000);
});
