/**
 * The bulk export's figures, on the built page in headless Chromium, side by side: rounds of a
 * CSV export of 1,000,000 people through the page's own form and worker, once written to disk
 * as it is made (the File System Access path) and once kept as a Blob and downloaded (the path
 * of browsers without the API), the two taking turns (which goes first alternates), so each
 * round's ratio of their times shrugs off the machine's slow swings. For each: the time from
 * the Download click to the page saying the file is saved or downloaded, rows a second over it,
 * when its progress bar first moved, the file's size, and Chromium's added memory at the peak:
 * the resident memory of all its processes, sampled every SAMPLE_MS during the export, less what
 * they held with the form open just before the click. Before it, on the same page with the form
 * open and its estimate shown, an export of SMALL_COUNT rows: the time a small file takes.
 *
 * A headless browser cannot answer a save dialog, so the disk path gets the tests' stand-in
 * (e2e/support/savePicker.ts): a file of the origin private file system, which Chromium keeps
 * on disk in the profile's folder (a persistent profile: an incognito one would keep it in
 * memory). The page's code from the picked handle on is the real one. Each path gets a fresh
 * browser and profile. Run by hand after a build: `npx tsx tools/bench/export.ts [count] [rounds]`.
 * It reports and never fails for slowness; it fails only when it cannot measure.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { installSavePicker } from '../../e2e/support/savePicker.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { machineLoad, median } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

/** The goal docs/product-rules.md sets: CSV rows a second in the worker. */
export const TARGET_ROWS_PER_SECOND = 100_000;
/** The goal for Chromium's added memory at the peak, written to disk: times the file's size. */
export const TARGET_PEAK_PER_FILE = 1.5;
/** The goal for writing to disk: at most this many times the Blob download's time. */
export const TARGET_DISK_PER_BLOB = 1.2;
/** The goals for the progress bar's first move and a small export, from the Download click. */
export const TARGET_FIRST_PROGRESS_MS = 500;
export const TARGET_SMALL_MS = 500;
export const EXPORT_BENCH_COUNT = 1_000_000;
export const EXPORT_BENCH_ROUNDS = 3;
/** The small export's rows. */
export const SMALL_COUNT = 25;
const EXPORT_LIMIT_MS = 15 * 60_000;
const SAMPLE_MS = 100;
const MIB = 1024 * 1024;

export type ExportPath = 'disk' | 'blob';

export interface PathFigures {
  path: ExportPath;
  /** Download click to the page saying the file is saved (disk) or downloaded (Blob). */
  milliseconds: number;
  rowsPerSecond: number;
  /** Download click to the progress bar's first value above 0. */
  firstProgressMs: number;
  /** The small export's Download click to the page saying it is saved or downloaded. */
  smallMs: number;
  fileBytes: number;
  /** Peak less the start of all Chromium's processes' resident memory; undefined off Linux. */
  addedPeakBytes: number | undefined;
}

/** One round: each path once, back to back. */
export interface ExportRound {
  disk: PathFigures;
  blob: PathFigures;
}

export interface ExportFigures {
  count: number;
  rounds: ExportRound[];
}

declare global {
  interface Window {
    __exportStartedAt?: number;
    __exportEndedAt?: number;
    __exportProgressAt?: number;
    __exportStatus?: string;
  }
}

export async function benchExport(
  outDir: string,
  port: number,
  count = EXPORT_BENCH_COUNT,
  rounds = EXPORT_BENCH_ROUNDS,
  log: (line: string) => void = () => undefined,
): Promise<ExportFigures> {
  const server = await serveBuild(outDir, port);
  try {
    const done: ExportRound[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const order: ExportPath[] = round % 2 === 0 ? ['disk', 'blob'] : ['blob', 'disk'];
      const figures = new Map<ExportPath, PathFigures>();
      for (const path of order) figures.set(path, await benchPath(path, server.url, count));
      const disk = figures.get('disk');
      const blob = figures.get('blob');
      if (!disk || !blob) throw new Error('a round lacks a path');
      done.push({ disk, blob });
      log(`round ${round + 1}: ${roundLine({ disk, blob })}`);
    }
    return { count, rounds: done };
  } finally {
    await server.close();
  }
}

function roundLine({ disk, blob }: ExportRound): string {
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return (
    `disk ${s(disk.milliseconds)}, Blob ${s(blob.milliseconds)}, ratio ` +
    `${(disk.milliseconds / blob.milliseconds).toFixed(2)}; first progress ` +
    `${disk.firstProgressMs.toFixed(0)} / ${blob.firstProgressMs.toFixed(0)} ms; ${SMALL_COUNT} ` +
    `rows ${disk.smallMs.toFixed(0)} / ${blob.smallMs.toFixed(0)} ms`
  );
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
    // The moments the page says how the export ended, and its progress bar first moves.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        const status = document.querySelector('.export-status')?.textContent ?? '';
        if (status) window.__exportEndedAt ??= performance.now();
        window.__exportStatus = status;
        const progress = document.querySelector<HTMLProgressElement>('.export-progress progress');
        if (progress && progress.value > 0) window.__exportProgressAt ??= performance.now();
      }).observe(document, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await page.goto(url);
    await page.getByText('Download people', { exact: true }).click();
    await page.getByLabel('Format').selectOption('csv');
    await page.getByLabel('Seed (optional)').fill('1');
    const saveAsMade = page.getByLabel('Save to a file as it is made');
    if (path === 'disk') await saveAsMade.check();
    else await saveAsMade.uncheck();
    // The small export, as a user makes one: the form open, its estimate shown.
    await page.getByLabel('How many').fill(String(SMALL_COUNT));
    await page.getByText(/^Estimated size: about /).waitFor();
    const smallMs = await exportOnce(page, path);
    if (path === 'disk') await removeSavedFiles(page);
    await page.getByLabel('How many').fill(String(count));

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
    const milliseconds = await exportOnce(page, path);
    const fileBytes = downloaded ? await downloadedSize(await downloaded) : await savedSize(page);
    clearInterval(sampler);
    peak = Math.max(peak, descendantsRss(process.pid) ?? 0);
    const { startedAt = 0, progressAt = NaN } = await page.evaluate(() => ({
      startedAt: window.__exportStartedAt,
      progressAt: window.__exportProgressAt,
    }));
    return {
      path,
      milliseconds,
      rowsPerSecond: (count / milliseconds) * 1000,
      firstProgressMs: progressAt - startedAt,
      smallMs,
      fileBytes,
      addedPeakBytes: before === undefined ? undefined : peak - before,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Clicks Download and waits for the page to say the file is saved or downloaded: the time. */
async function exportOnce(page: Page, path: ExportPath): Promise<number> {
  await page.evaluate(() => {
    window.__exportEndedAt = undefined;
    window.__exportProgressAt = undefined;
    window.__exportStatus = '';
    const status = document.querySelector('.export-status');
    if (status) status.textContent = '';
  });
  await page.getByRole('button', { name: 'Download', exact: true }).evaluate((button) => {
    window.__exportStartedAt = performance.now();
    (button as HTMLButtonElement).click();
  });
  await page.waitForFunction(() => window.__exportEndedAt !== undefined, undefined, {
    timeout: EXPORT_LIMIT_MS,
    polling: SAMPLE_MS,
  });
  const status = await page.evaluate(() => window.__exportStatus ?? '');
  if (!/^(Saved|Downloaded) /.test(status)) throw new Error(`The ${path} export ended: ${status}`);
  const { startedAt = 0, endedAt = 0 } = await page.evaluate(() => ({
    startedAt: window.__exportStartedAt,
    endedAt: window.__exportEndedAt,
  }));
  return endedAt - startedAt;
}

/** Empties the origin private file system (the stand-in dialog's files). */
async function removeSavedFiles(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const directory = await navigator.storage.getDirectory();
    for await (const name of directory.keys()) await directory.removeEntry(name);
  });
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

/** The medians of a run's rounds, and each round's ratio of the disk's time to the Blob's. */
export function exportMedians({ rounds }: ExportFigures) {
  const of = (pick: (round: ExportRound) => number) => median(rounds.map(pick));
  const perFile = ({ addedPeakBytes, fileBytes }: PathFigures) =>
    addedPeakBytes === undefined ? NaN : addedPeakBytes / fileBytes;
  return {
    diskMs: of(({ disk }) => disk.milliseconds),
    blobMs: of(({ blob }) => blob.milliseconds),
    diskPerBlob: of(({ disk, blob }) => disk.milliseconds / blob.milliseconds),
    ratios: rounds.map(({ disk, blob }) => disk.milliseconds / blob.milliseconds),
    diskPerFile: of(({ disk }) => perFile(disk)),
    blobPerFile: of(({ blob }) => perFile(blob)),
    diskRows: of(({ disk }) => disk.rowsPerSecond),
    blobRows: of(({ blob }) => blob.rowsPerSecond),
    firstProgressMs: of(({ disk }) => disk.firstProgressMs),
    blobFirstProgressMs: of(({ blob }) => blob.firstProgressMs),
    smallDiskMs: of(({ disk }) => disk.smallMs),
    smallBlobMs: of(({ blob }) => blob.smallMs),
    fileBytes: of(({ disk }) => disk.fileBytes),
  };
}

export function formatExportFigures(figures: ExportFigures): string[] {
  const m = exportMedians(figures);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  return [
    `Export of ${figures.count.toLocaleString('en-US')} people as CSV (seed 1), in the page's worker, ` +
      `${figures.rounds.length} rounds side by side (medians):`,
    `  written to disk as made: ${s(m.diskMs)}, ${Math.round(m.diskRows).toLocaleString('en-US')} rows/s, ` +
      `added memory ${m.diskPerFile.toFixed(2)}x the file (${(m.fileBytes / MIB).toFixed(1)} MiB)`,
    `  Blob download          : ${s(m.blobMs)}, ${Math.round(m.blobRows).toLocaleString('en-US')} rows/s, ` +
      `added memory ${m.blobPerFile.toFixed(2)}x the file`,
    `  disk / Blob, each round: ${m.ratios.map((ratio) => ratio.toFixed(2)).join(', ')} ` +
      `(median ${m.diskPerBlob.toFixed(2)}; goal <= ${TARGET_DISK_PER_BLOB})`,
    `  progress first moved: ${m.firstProgressMs.toFixed(0)} ms to disk, ${m.blobFirstProgressMs.toFixed(0)} ms ` +
      `as a Blob (goal <= ${TARGET_FIRST_PROGRESS_MS} ms)`,
    `  ${SMALL_COUNT} rows, the form open: ${m.smallDiskMs.toFixed(0)} ms to disk, ${m.smallBlobMs.toFixed(0)} ms ` +
      `as a Blob (goal <= ${TARGET_SMALL_MS} ms)`,
    `  goals: added memory at most ${TARGET_PEAK_PER_FILE}x the file written to disk; ` +
      `rows/s at least ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')}`,
    `  (memory: all Chromium processes' RSS, sampled every ${SAMPLE_MS} ms, peak less the start)`,
    `  ${machineLoad()}`,
  ];
}

async function main() {
  const count = Number(process.argv[2] ?? EXPORT_BENCH_COUNT);
  const rounds = Number(process.argv[3] ?? EXPORT_BENCH_ROUNDS);
  const outDir = resolve(process.env.BUILD_OUT_DIR ?? 'dist');
  const port = Number(process.env.BENCH_EXPORT_PORT ?? 4193);
  const figures = await benchExport(outDir, port, count, rounds, (line) => console.log(line));
  console.log(formatExportFigures(figures).join('\n'));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
