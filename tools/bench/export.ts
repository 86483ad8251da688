/**
 * The bulk export's figures, on the built page in headless Chromium, side by side in one run:
 * a CSV export of 1,000,000 people through the page's own form and worker, once written to
 * disk as it is made (the File System Access path) and once kept as a Blob and downloaded (the
 * path of browsers without the API). For each: the time from the Download click to the page
 * saying the file is saved or downloaded, rows a second over it, the file's size, and
 * Chromium's added memory at the peak: the resident memory of all its processes, sampled every
 * SAMPLE_MS during the export, less what they held with the form open just before the click.
 *
 * A headless browser cannot answer a save dialog, so the disk path gets the tests' stand-in
 * (e2e/support/savePicker.ts): a file of the origin private file system, which Chromium keeps
 * on disk in the profile's folder (a persistent profile: an incognito one would keep it in
 * memory). The page's code from the picked handle on is the real one. Each path gets a fresh
 * browser and profile. Run by hand after a build: `npx tsx tools/bench/export.ts [count]`.
 * It reports and never fails for slowness; it fails only when it cannot measure.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { installSavePicker } from '../../e2e/support/savePicker.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { machineLoad } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

/** The goal docs/product-rules.md sets: CSV rows a second in the worker. */
export const TARGET_ROWS_PER_SECOND = 100_000;
/** The goal for Chromium's added memory at the peak, written to disk: times the file's size. */
export const TARGET_PEAK_PER_FILE = 1.5;
export const EXPORT_BENCH_COUNT = 1_000_000;
const EXPORT_LIMIT_MS = 15 * 60_000;
const SAMPLE_MS = 100;
const MIB = 1024 * 1024;

export type ExportPath = 'disk' | 'blob';

export interface PathFigures {
  path: ExportPath;
  /** Download click to the page saying the file is saved (disk) or downloaded (Blob). */
  milliseconds: number;
  rowsPerSecond: number;
  fileBytes: number;
  /** Peak less the start of all Chromium's processes' resident memory; undefined off Linux. */
  addedPeakBytes: number | undefined;
}

export interface ExportFigures {
  count: number;
  disk: PathFigures;
  blob: PathFigures;
}

declare global {
  interface Window {
    __exportStartedAt?: number;
    __exportEndedAt?: number;
    __exportStatus?: string;
  }
}

export async function benchExport(
  outDir: string,
  port: number,
  count = EXPORT_BENCH_COUNT,
): Promise<ExportFigures> {
  const server = await serveBuild(outDir, port);
  try {
    const disk = await benchPath('disk', server.url, count);
    const blob = await benchPath('blob', server.url, count);
    return { count, disk, blob };
  } finally {
    await server.close();
  }
}

async function benchPath(path: ExportPath, url: string, count: number): Promise<PathFigures> {
  const profile = mkdtempSync(join(tmpdir(), `export-bench-${path}-`));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath(),
    args: CHROMIUM_ARGS,
    acceptDownloads: true,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    // tsx compiles this file with esbuild's keepNames, which wraps named functions in a __name
    // helper that the page does not have: an init script's function would throw there (the
    // stand-in save dialog then never installed, and the export waited on the real one).
    await page.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    if (path === 'disk') await installSavePicker(page);
    // The moment the page says how the export ended.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const status = document.querySelector('.export-status')?.textContent ?? '';
        if (status) window.__exportEndedAt ??= performance.now();
        window.__exportStatus = status;
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(url);
    await page.getByText('Download people', { exact: true }).click();
    await page.getByLabel('How many').fill(String(count));
    await page.getByLabel('Format').selectOption('csv');
    await page.getByLabel('Seed (optional)').fill('1');
    const saveAsMade = page.getByLabel('Save to a file as it is made');
    if (path === 'disk') await saveAsMade.check();
    else await saveAsMade.uncheck();

    const before = descendantsRss(process.pid);
    let peak = before ?? 0;
    // Chromium's processes found once a second, their memory read every SAMPLE_MS: walking all
    // of /proc that often would starve this process's own event loop on a busy machine.
    let pids = descendants(process.pid);
    let sampled = 0;
    const sampler = setInterval(() => {
      if (++sampled % Math.round(1000 / SAMPLE_MS) === 0) pids = descendants(process.pid);
      peak = Math.max(peak, rssOf(pids) ?? 0);
    }, SAMPLE_MS);
    const downloaded =
      path === 'blob' ? page.waitForEvent('download', { timeout: EXPORT_LIMIT_MS }) : null;
    await page.getByRole('button', { name: 'Download', exact: true }).evaluate((button) => {
      window.__exportStartedAt = performance.now();
      (button as HTMLButtonElement).click();
    });
    await page.waitForFunction(() => window.__exportEndedAt !== undefined, undefined, {
      timeout: EXPORT_LIMIT_MS,
      polling: SAMPLE_MS,
    });
    const status = await page.evaluate(() => window.__exportStatus ?? '');
    if (!/^(Saved|Downloaded) /.test(status))
      throw new Error(`The ${path} export ended: ${status}`);
    const fileBytes = downloaded ? await downloadedSize(await downloaded) : await savedSize(page);
    clearInterval(sampler);
    peak = Math.max(peak, descendantsRss(process.pid) ?? 0);
    const { startedAt = 0, endedAt = 0 } = await page.evaluate(() => ({
      startedAt: window.__exportStartedAt,
      endedAt: window.__exportEndedAt,
    }));
    const milliseconds = endedAt - startedAt;
    return {
      path,
      milliseconds,
      rowsPerSecond: (count / milliseconds) * 1000,
      fileBytes,
      addedPeakBytes: before === undefined ? undefined : peak - before,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

async function downloadedSize(file: import('@playwright/test').Download): Promise<number> {
  const path = await file.path();
  const size = statSync(path).size;
  rmSync(path);
  return size;
}

/** The size of the one file the page saved in the origin private file system. */
async function savedSize(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const directory = await navigator.storage.getDirectory();
    let size = 0;
    for await (const handle of directory.values()) {
      if (handle.kind === 'file') size += (await (handle as FileSystemFileHandle).getFile()).size;
    }
    return size;
  });
}

/**
 * Linux: the summed VmRSS of this process's descendants (the Chromium that Playwright started,
 * all its processes), not this process itself; undefined elsewhere.
 */
function descendantsRss(rootPid: number): number | undefined {
  return rssOf(descendants(rootPid));
}

/** Linux: every process under `rootPid` (not itself); empty elsewhere. */
function descendants(rootPid: number): number[] {
  const parents = new Map<number, number>();
  try {
    for (const name of readdirSync('/proc')) {
      if (!/^\d+$/.test(name)) continue;
      try {
        // Field 4 of /proc/<pid>/stat, after the parenthesised command name.
        const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
        parents.set(Number(name), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      } catch {
        // The process ended while we looked.
      }
    }
  } catch {
    return [];
  }
  const tree = new Set([rootPid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [pid, parent] of parents) {
      if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid).size > 0;
    }
  }
  tree.delete(rootPid);
  return [...tree];
}

/** The summed VmRSS of `pids` (those still running); undefined when there are none. */
function rssOf(pids: number[]): number | undefined {
  let total = 0;
  let read = 0;
  for (const pid of pids) {
    try {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
      read += 1;
    } catch {
      // Ended since it was found.
    }
  }
  return read > 0 ? total : undefined;
}

export function formatExportFigures(figures: ExportFigures): string[] {
  const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
  const line = (
    name: string,
    { milliseconds, rowsPerSecond, fileBytes, addedPeakBytes }: PathFigures,
  ) =>
    `  ${name}: ${(milliseconds / 1000).toFixed(1)} s, ` +
    `${Math.round(rowsPerSecond).toLocaleString('en-US')} rows/s, file ${mib(fileBytes)}, ` +
    `Chromium's added memory at the peak ${
      addedPeakBytes === undefined
        ? 'n/a'
        : `${mib(addedPeakBytes)} = ${(addedPeakBytes / fileBytes).toFixed(2)}x the file`
    }`;
  return [
    `Export of ${figures.count.toLocaleString('en-US')} people as CSV (seed 1), in the page's worker, side by side:`,
    line('written to disk as made', figures.disk),
    line('Blob download          ', figures.blob),
    `  goals: added memory at most ${TARGET_PEAK_PER_FILE}x the file written to disk; ` +
      `rows/s at least ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')}`,
    `  (memory: all Chromium processes' RSS, sampled every ${SAMPLE_MS} ms, peak less the start)`,
    `  ${machineLoad()}`,
  ];
}

async function main() {
  const count = Number(process.argv[2] ?? EXPORT_BENCH_COUNT);
  const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
  const port = Number(process.env.BENCH_EXPORT_PORT ?? 4193);
  console.log(formatExportFigures(await benchExport(outDir, port, count)).join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
