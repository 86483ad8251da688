/**
 * The bulk export's figures, on the built page in headless Chromium: a CSV export of
 * 1,000,000 people run through the page's own form and worker, timed from the Download click
 * to the file's download; rows per second over that time; and memory at the end against the
 * file's size. Run by hand after a build: `npx tsx tools/bench/export.ts [count]`.
 * It reports and never fails for slowness; it fails only when it cannot measure.
 */
import { readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { machineLoad } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

/** The goal docs/product-rules.md sets: CSV rows a second in the worker. */
export const TARGET_ROWS_PER_SECOND = 100_000;
export const EXPORT_BENCH_COUNT = 1_000_000;
const EXPORT_LIMIT_MS = 15 * 60_000;
const MIB = 1024 * 1024;

export interface ExportFigures {
  count: number;
  /** Download click to the file handed to the browser, in the page's clock. */
  milliseconds: number;
  rowsPerSecond: number;
  fileBytes: number;
  /** The page's JavaScript heap once the file is downloaded. */
  jsHeapBytes: number;
  /** Resident memory of every Chromium process (browser, page, worker's renderer, GPU). */
  chromiumRssBytes: number | undefined;
}

declare global {
  interface Window {
    __exportStartedAt?: number;
    __exportDownloadedAt?: number;
  }
}

export async function benchExport(
  outDir: string,
  port: number,
  count = EXPORT_BENCH_COUNT,
): Promise<ExportFigures> {
  const server = await serveBuild(outDir, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ acceptDownloads: true });
    // The moment the page hands the finished Blob to a download link.
    await page.addInitScript(() => {
      const click = HTMLAnchorElement.prototype.click;
      HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
        if (this.download) window.__exportDownloadedAt = performance.now();
        click.call(this);
      };
    });
    await page.goto(server.url);
    await page.getByText('Download people', { exact: true }).click();
    await page.getByLabel('How many').fill(String(count));
    await page.getByLabel('Format').selectOption('csv');
    await page.getByLabel('Seed (optional)').fill('1');
    const downloaded = page.waitForEvent('download', { timeout: EXPORT_LIMIT_MS });
    await page.getByRole('button', { name: 'Download', exact: true }).evaluate((button) => {
      window.__exportStartedAt = performance.now();
      (button as HTMLButtonElement).click();
    });
    const file = await downloaded;
    const path = await file.path();
    const fileBytes = statSync(path).size;
    rmSync(path);
    const { startedAt = 0, downloadedAt = 0 } = await page.evaluate(() => ({
      startedAt: window.__exportStartedAt,
      downloadedAt: window.__exportDownloadedAt,
    }));
    const milliseconds = downloadedAt - startedAt;
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Performance.enable');
    await cdp.send('HeapProfiler.collectGarbage');
    const { metrics } = await cdp.send('Performance.getMetrics');
    const jsHeapBytes = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
    return {
      count,
      milliseconds,
      rowsPerSecond: (count / milliseconds) * 1000,
      fileBytes,
      jsHeapBytes,
      chromiumRssBytes: descendantsRss(process.pid),
    };
  } finally {
    await browser.close();
    await server.close();
  }
}

/**
 * Linux: the summed VmRSS of this process's descendants (the Chromium that Playwright started,
 * all its processes), not this process itself; undefined elsewhere.
 */
function descendantsRss(rootPid: number): number | undefined {
  try {
    const parents = new Map<number, number>();
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
    const tree = new Set([rootPid]);
    for (let grew = true; grew;) {
      grew = false;
      for (const [pid, parent] of parents) {
        if (tree.has(parent) && !tree.has(pid)) grew = tree.add(pid).size > 0;
      }
    }
    tree.delete(rootPid);
    let total = 0;
    for (const pid of tree) {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    }
    return total;
  } catch {
    return undefined;
  }
}

export function formatExportFigures(figures: ExportFigures): string[] {
  const mib = (bytes: number) => `${(bytes / MIB).toFixed(1)} MiB`;
  const rows = Math.round(figures.rowsPerSecond).toLocaleString('en-US');
  return [
    `Export of ${figures.count.toLocaleString('en-US')} people as CSV (seed 1), in the page's worker:`,
    `  time, Download click to file:   ${(figures.milliseconds / 1000).toFixed(1)} s`,
    `  rows per second:                ${rows} (goal ${TARGET_ROWS_PER_SECOND.toLocaleString('en-US')})`,
    `  file size:                      ${mib(figures.fileBytes)}`,
    `  page JS heap at the end:        ${mib(figures.jsHeapBytes)}`,
    `  Chromium memory at the end:     ${figures.chromiumRssBytes === undefined ? 'n/a' : mib(figures.chromiumRssBytes)} (all processes, RSS; the file's Blob included)`,
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
