/**
 * `npm run lighthouse`: Lighthouse CI as lighthouserc.json sets it up (the built page, mobile
 * defaults, 3 runs, the median of each category asserted, reports written to a folder, nothing
 * uploaded), driving the Chromium of tools/lib/chromium.ts with its flags; then the median
 * scores and the median run's metrics. Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildDir, displayPath } from '../lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { median } from '../lib/figures.ts';
import lighthouserc from '../../lighthouserc.json' with { type: 'json' };

interface Run {
  url: string;
  isRepresentativeRun: boolean;
  jsonPath: string;
  summary: Record<string, number>;
}

interface Audit {
  title: string;
  displayValue?: string;
}

const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
  'speed-index',
];

const outDir = buildDir();
const lhci = spawnSync(
  'npx',
  [
    'lhci',
    'autorun',
    `--collect.staticDistDir=${outDir}`,
    `--collect.chromePath=${chromiumPath()}`,
    // Lighthouse CI adds --headless=new itself.
    `--collect.settings.chromeFlags=${CHROMIUM_ARGS.join(' ')}`,
  ],
  { stdio: 'inherit' },
);

const reportDir = lighthouserc.ci.upload.outputDir;
const runs = JSON.parse(readFileSync(join(reportDir, 'manifest.json'), 'utf8')) as Run[];

console.log(`Median Lighthouse scores of ${runs.length} runs on ${displayPath(outDir)}:`);
for (const category of Object.keys(runs[0]?.summary ?? {})) {
  const scores = runs.map((run) => Math.round((run.summary[category] ?? 0) * 100));
  console.log(`  ${category.padEnd(15)} ${median(scores)}  (runs: ${scores.join(', ')})`);
}
const representative = runs.find((run) => run.isRepresentativeRun);
if (representative) {
  const { audits } = JSON.parse(readFileSync(representative.jsonPath, 'utf8')) as {
    audits: Record<string, Audit>;
  };
  console.log('Metrics of the median run:');
  for (const id of METRICS) {
    const audit = audits[id];
    if (audit) console.log(`  ${audit.title.padEnd(26)} ${audit.displayValue ?? ''}`);
  }
}
console.log(`Reports: ${reportDir}/`);
process.exitCode = lhci.status ?? 1;
