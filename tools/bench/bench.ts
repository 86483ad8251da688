/**
 * `npm run bench`: the figures PRODUCT.md measures the page by, on the built page served
 * locally in headless Chromium. Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 * It reports and never fails for slowness; it fails only when it cannot measure.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { rolldown } from 'rolldown';
import type { ClickTimes, FirstPerson } from './bench-browser.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { machineLoad, serveBuild } from '../lib/serve-build.ts';
import { FIRST_PERSON_JS } from '../../.size-limit.ts';
import { buildDir, displayPath, firstPersonJsGzip, kib } from '../lib/build.ts';

const PORT = Number(process.env.BENCH_PORT ?? 4192);
/* Odd, so the median is one real load. */
const LOADS = 11;
const CLICKS = 300;
const FIRST_PERSON_LIMIT_MS = 30_000;
/* Reference page figures and our targets, from PRODUCT.md. */
const REFERENCE_JS_KIB = 282;
const TARGET_JS_KIB = 120;
const REFERENCE_CLICK_P95_MS = 3.7;
const TARGET_CLICK_P95_MS = 4;
const GENERATOR_BENCH = fileURLToPath(new URL('./bench-generator.ts', import.meta.url));
const PEOPLE_PER_SECOND = /([\d][\d,._]*)\s*(?:people|persons)\s*(?:\/|per)\s*s(?:ec(?:ond)?)?\b/i;

function percentile(values: readonly number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

function ms(value: number | undefined): string {
  return value === undefined || Number.isNaN(value) ? 'n/a' : `${value.toFixed(2)} ms`;
}

async function withinLimit<T>(work: Promise<T>, limitMs: number, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`${failure} within ${limitMs} ms.`)), limitMs);
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

async function probeScript(): Promise<string> {
  const bundle = await rolldown({
    input: fileURLToPath(new URL('./bench-browser.ts', import.meta.url)),
    logLevel: 'silent',
  });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}

/** The generator's own benchmark, if it exists: its output, and people/s if it says so. */
function runGeneratorBench(): { output: string; peoplePerSecond: string | undefined } {
  if (!existsSync(GENERATOR_BENCH)) {
    return { output: `(no ${displayPath(GENERATOR_BENCH)} yet)`, peoplePerSecond: undefined };
  }
  const run = spawnSync(process.execPath, ['--import', 'tsx', GENERATOR_BENCH], {
    encoding: 'utf8',
  });
  const output = `${run.stdout}${run.stderr}`.trim();
  const match = PEOPLE_PER_SECOND.exec(output);
  return { output, peoplePerSecond: match?.[1] };
}

const outDir = buildDir();
const loadBefore = machineLoad();
const startupJsGzip = firstPersonJsGzip();
const probe = await probeScript();
const server = await serveBuild(outDir, PORT);
const browser = await chromium.launch({
  executablePath: chromiumPath(),
  args: CHROMIUM_ARGS,
});

const loads: FirstPerson[] = [];
let clicks: ClickTimes;
try {
  for (let load = 0; load < LOADS; load += 1) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.addInitScript({ content: probe });
    await page.goto(server.url);
    const first = await withinLimit(
      page.evaluate(() => window.benchProbe?.firstPerson()),
      FIRST_PERSON_LIMIT_MS,
      'No person appeared on the page',
    );
    if (first === undefined) throw new Error('The benchmark probe did not load in the page.');
    loads.push(first);
    await context.close();
  }
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript({ content: probe });
  await page.goto(server.url);
  await page.evaluate(() => window.benchProbe?.firstPerson());
  const measured = await page.evaluate((count) => window.benchProbe?.measureClicks(count), CLICKS);
  if (measured === undefined) throw new Error('The benchmark probe did not load in the page.');
  clicks = measured;
  await context.close();
} finally {
  await browser.close();
  await server.close();
}

const generator = runGeneratorBench();

const personTimes = loads.map((load) => load.personMs);
const paintTimes = loads.flatMap((load) =>
  load.firstContentfulPaintMs === undefined ? [] : [load.firstContentfulPaintMs],
);
const rows: [string, string, string, string][] = [
  ['figure', 'ours', 'reference', 'target'],
  [
    'JavaScript before the first person (gzip)',
    kib(startupJsGzip),
    `${REFERENCE_JS_KIB} KiB`,
    `<= ${FIRST_PERSON_JS.limit}, aim ${TARGET_JS_KIB} KiB`,
  ],
  [`Time to first person, median of ${LOADS} loads`, ms(percentile(personTimes, 0.5)), '', ''],
  [
    `  fastest / slowest load`,
    `${ms(Math.min(...personTimes))} / ${ms(Math.max(...personTimes))}`,
    '',
    '',
  ],
  ['First contentful paint, median', ms(percentile(paintTimes, 0.5)), '', ''],
  [
    `Generate click to DOM laid out, median of ${clicks.durations.length}`,
    ms(percentile(clicks.durations, 0.5)),
    '',
    '',
  ],
  ['  of which layout, median', ms(percentile(clicks.layouts, 0.5)), '', ''],
  [
    'Generate click to DOM laid out, p95',
    ms(percentile(clicks.durations, 0.95)),
    `${REFERENCE_CLICK_P95_MS} ms`,
    `< ${TARGET_CLICK_P95_MS} ms`,
  ],
  [
    'People generated per second (generator, no locks)',
    generator.peoplePerSecond ?? 'see below',
    '',
    '',
  ],
];
const widths = [0, 1, 2, 3].map((column) =>
  Math.max(...rows.map((row) => row[column]?.length ?? 0)),
);
console.log(
  `Benchmark of ${displayPath(outDir)} in headless Chromium (no throttling), ${loadBefore}:\n`,
);
rows.forEach((row, index) => {
  console.log(
    row
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
  if (index === 0) console.log(widths.map((width) => '-'.repeat(width)).join('  '));
});
console.log(
  `\nClicks: ${clicks.synchronous} of ${CLICKS} had the new person in the DOM when click() returned` +
    ` (the rest timed to the first DOM mutation); ${clicks.unchanged} changed nothing.`,
);
console.log(`\nGenerator benchmark:\n${generator.output}`);
