/**
 * `npm run lighthouse`: Lighthouse with its default (mobile) settings on the built page, served
 * locally. Fails below 100 in accessibility, best practices or SEO, or below 90 in performance.
 * Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { machineLoad, serveBuild } from '../lib/serve-build.ts';
import { buildDir, displayPath } from '../lib/build.ts';

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4191);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type Category = (typeof CATEGORIES)[number];
const MINIMUM_SCORE: Record<Category, number> = {
  performance: 90,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
};
/*
 * Performance is simulated from one real load, and on two cores shared with other work that
 * load can stall for reasons that are not the page's. So a score under the minimum is retried,
 * up to this many runs in all, and the best run counts. The other categories are deterministic
 * and run once.
 */
const PERFORMANCE_RUNS = 3;
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];
const REPORT_DIR = '.lighthouse';
/* Audits that say nothing about pass or fail. */
const UNSCORED_MODES = new Set(['informative', 'notApplicable', 'manual']);

function score(result: Result, category: Category): number {
  return Math.round((result.categories[category]?.score ?? 0) * 100);
}

/* Enough of each failing audit's findings to act on without opening the report. */
const DETAILS_SHOWN = 3;

function findings(details: unknown): string[] {
  const items = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return items.slice(0, DETAILS_SHOWN).flatMap((item: Record<string, unknown>) => {
    const node = item.node as { snippet?: unknown; selector?: unknown } | undefined;
    const text = item.description ?? node?.snippet ?? node?.selector ?? item.url ?? item.source;
    return typeof text === 'string' && text !== '' ? [`      - ${text.slice(0, 160)}`] : [];
  });
}

/** Audits that cost points, with findings; then unweighted ones that fail, by id only. */
function failedAudits(result: Result, category: Category): string[] {
  const lines: string[] = [];
  const unweighted: string[] = [];
  for (const ref of result.categories[category]?.auditRefs ?? []) {
    const audit = result.audits[ref.id];
    if (audit === undefined || UNSCORED_MODES.has(audit.scoreDisplayMode)) continue;
    if (audit.scoreDisplayMode !== 'error' && (audit.score === null || audit.score >= 1)) continue;
    if (ref.weight === 0) {
      unweighted.push(ref.id);
      continue;
    }
    const shown = audit.scoreDisplayMode === 'error' ? 'error' : audit.score?.toFixed(2);
    const value = audit.displayValue ? ` (${audit.displayValue})` : '';
    const why = audit.explanation ?? audit.errorMessage;
    lines.push(`    ${ref.id} [score ${shown}, weight ${ref.weight}]: ${audit.title}${value}`);
    if (why) lines.push(`      - ${why}`);
    lines.push(...findings(audit.details));
  }
  if (unweighted.length > 0) lines.push(`    also failing, weight 0: ${unweighted.join(', ')}`);
  return lines;
}

const outDir = buildDir();
const loadBefore = machineLoad();
const server = await serveBuild(outDir, PORT);
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  // chrome-launcher, unlike Playwright, does not add the headless switch itself.
  chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
});
let exitCode = 0;
try {
  const run = async (categories: readonly Category[]) => {
    const runner = await lighthouse(server.url, {
      port: chrome.port,
      output: 'html',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (runner === undefined) throw new Error('Lighthouse returned no result.');
    if (runner.lhr.runtimeError) throw new Error(runner.lhr.runtimeError.message);
    return runner;
  };

  const full = await run(CATEGORIES);
  let best = full;
  const performanceScores = [score(full.lhr, 'performance')];
  while (
    score(best.lhr, 'performance') < MINIMUM_SCORE.performance &&
    performanceScores.length < PERFORMANCE_RUNS
  ) {
    const again = await run(['performance']);
    performanceScores.push(score(again.lhr, 'performance'));
    if (score(again.lhr, 'performance') > score(best.lhr, 'performance')) best = again;
  }

  mkdirSync(REPORT_DIR, { recursive: true });
  const reportFile = join(REPORT_DIR, `${basename(outDir)}.html`);
  writeFileSync(reportFile, String(full.report));

  console.log(
    `Lighthouse ${full.lhr.lighthouseVersion}, mobile defaults, ${displayPath(outDir)}, ${loadBefore}:`,
  );
  for (const category of CATEGORIES) {
    const result = category === 'performance' ? best.lhr : full.lhr;
    const value = score(result, category);
    const runs = category === 'performance' ? `  (runs: ${performanceScores.join(', ')})` : '';
    const verdict = value < MINIMUM_SCORE[category] ? 'FAIL' : 'ok';
    console.log(
      `  ${category.padEnd(15)} ${String(value).padStart(3)}  ${verdict} (minimum ${MINIMUM_SCORE[category]})${runs}`,
    );
    if (value < MINIMUM_SCORE[category]) exitCode = 1;
  }
  console.log('Metrics (best performance run):');
  for (const id of METRICS) {
    const audit = best.lhr.audits[id];
    if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
  for (const category of CATEGORIES) {
    const result = category === 'performance' ? best.lhr : full.lhr;
    if (score(result, category) >= 100) continue;
    console.log(`Not passing in ${category}:`);
    for (const line of failedAudits(result, category)) console.log(line);
  }
  console.log(`Full report: ${reportFile}`);
} finally {
  chrome.kill();
  await server.close();
}
process.exitCode = exitCode;
