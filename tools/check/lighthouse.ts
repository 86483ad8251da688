/**
 * `npm run lighthouse`: Lighthouse on the built page, served by `vite preview` on a port the
 * system picks, RUNS runs with Lighthouse's mobile defaults, driving the Chromium of
 * tools/lib/chromium.ts with its flags. The median of each category is asserted: accessibility,
 * best practices and SEO must be 100; performance, a score made of timings, is printed and
 * warned about below 90, since a busy machine must not fail a run. Then the median run's
 * metrics; the reports are written to .lighthouse/. Reads ${BUILD_OUT_DIR ?? 'dist'}; run it
 * after a build.
 *
 * Lighthouse is fetched when the check runs, at one pinned version (`npx -p lighthouse@...`),
 * rather than installed with the project: it brings a browser driver and an error reporter of
 * its own, a large share of an install that nothing else uses. The npm registry must be
 * reachable the first time; npx keeps it in its cache after that.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildDir, displayPath } from '../lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { median } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

export const LIGHTHOUSE = 'lighthouse@12.6.1';
export const RUNS = 3;
const REPORT_DIR = '.lighthouse';

/** The least median score of each category, as a fraction: below it the check fails. */
export const REQUIRED: Readonly<Record<string, number>> = {
  accessibility: 1,
  'best-practices': 1,
  seo: 1,
};
/** Below these the check only warns: performance is timings, which a busy machine inflates. */
export const WARNED: Readonly<Record<string, number>> = { performance: 0.9 };

/** Each category's score in one run: 0 to 1, or null where Lighthouse could not score it. */
export type Scores = Readonly<Record<string, number | null>>;

export interface Verdict {
  /** Each category's median, in whole points (0 to 100), in the order of the first run. */
  medians: Map<string, number>;
  failures: string[];
  warnings: string[];
}

/** A category's score in whole points; unscored counts as 0. */
const points = (score: number | null | undefined): number => Math.round((score ?? 0) * 100);

/** The medians of the runs, each against its bound. A category some run lacks fails. */
export function verdict(runs: readonly Scores[]): Verdict {
  const medians = new Map<string, number>();
  const failures: string[] = [];
  const warnings: string[] = [];
  if (runs.length === 0) return { medians, failures: ['no Lighthouse run finished'], warnings };
  const categories = [
    ...new Set([...runs.flatMap(Object.keys), ...Object.keys(REQUIRED), ...Object.keys(WARNED)]),
  ];
  for (const category of categories) {
    const missing = runs.filter((run) => !(category in run)).length;
    if (missing > 0) {
      failures.push(`${category}: missing from ${missing} of ${runs.length} runs`);
      continue;
    }
    const value = median(runs.map((run) => points(run[category])));
    medians.set(category, value);
    const required = REQUIRED[category];
    const warned = WARNED[category];
    if (required !== undefined && value < points(required)) {
      failures.push(`${category}: median ${value}, needs at least ${points(required)}`);
    } else if (warned !== undefined && value < points(warned)) {
      warnings.push(`${category}: median ${value}, below ${points(warned)}`);
    }
  }
  return { medians, failures, warnings };
}

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { title: string; displayValue?: string }>;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

/**
 * One Lighthouse run on `url`, its reports written as `${path}.report.{json,html}`. Lighthouse
 * runs beside this process, never blocking it: this process serves the page.
 */
async function runLighthouse(url: string, path: string): Promise<Report> {
  const child = spawn(
    'npx',
    [
      '--yes',
      '--package',
      LIGHTHOUSE,
      '--',
      'lighthouse',
      url,
      '--output=json',
      '--output=html',
      `--output-path=${path}`,
      // Lighthouse starts Chromium with these as they are: headless is ours to ask for.
      `--chrome-flags=--headless=new ${CHROMIUM_ARGS.join(' ')}`,
      '--quiet',
    ],
    {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, CHROME_PATH: chromiumPath(), npm_config_update_notifier: 'false' },
    },
  );
  const status = await new Promise<number | string>((done) => {
    child.once('error', (error) => done(error.message));
    child.once('close', (code, signal) => done(code ?? signal ?? 'no exit code'));
  });
  if (status !== 0) {
    throw new Error(
      `npx -p ${LIGHTHOUSE} lighthouse failed (${status}); ` +
        'the first run fetches it from the npm registry.',
    );
  }
  return JSON.parse(readFileSync(`${path}.report.json`, 'utf8')) as Report;
}

async function main(): Promise<void> {
  const outDir = buildDir();
  rmSync(REPORT_DIR, { recursive: true, force: true });
  mkdirSync(REPORT_DIR);
  const server = await serveBuild(outDir, 0);
  const reports: Report[] = [];
  try {
    for (let run = 1; run <= RUNS; run++) {
      console.log(`Lighthouse run ${run} of ${RUNS} on ${server.url}`);
      reports.push(await runLighthouse(server.url, join(REPORT_DIR, `run-${run}`)));
    }
  } finally {
    await server.close();
  }
  const scores = reports.map((report) =>
    Object.fromEntries(Object.entries(report.categories).map(([id, { score }]) => [id, score])),
  );
  const { medians, failures, warnings } = verdict(scores);
  console.log(`Median Lighthouse scores of ${reports.length} runs on ${displayPath(outDir)}:`);
  for (const [category, value] of medians) {
    const runs = scores.map((run) => points(run[category])).join(', ');
    console.log(`  ${category.padEnd(15)} ${value}  (runs: ${runs})`);
  }
  // The run whose performance score is the median stands for the three.
  const performance = medians.get('performance');
  const representative = reports.find(
    (report) => points(report.categories.performance?.score) === performance,
  );
  if (representative) {
    console.log('Metrics of the median run:');
    for (const id of METRICS) {
      const audit = representative.audits[id];
      if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
    }
  }
  console.log(`Reports: ${REPORT_DIR}/`);
  for (const warning of warnings) console.warn(`Warning: ${warning}`);
  for (const failure of failures) console.error(`Failed: ${failure}`);
  process.exitCode = failures.length > 0 ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
