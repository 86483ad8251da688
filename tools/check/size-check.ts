/**
 * `npm run size`: the JavaScript the built page loads before the first person shows, against
 * the budget in PRODUCT.md. Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import {
  BUDGET_KIB,
  KIB,
  TARGET_KIB,
  buildDir,
  displayPath,
  kib,
  measureStartupJs,
} from './startup-js.ts';

/* Enough of each origin's largest packages or files to see what to trim. */
const PARTS_SHOWN = 5;
const PART_SHOWN_FROM_KIB = 0.5;

const outDir = buildDir();
const startup = measureStartupJs(outDir);

const nameWidth = Math.max(40, ...startup.files.map((file) => file.file.length));
const row = (name: string, gzip: string, raw: string): string =>
  `  ${name.padEnd(nameWidth)}  ${gzip.padStart(11)}  ${raw.padStart(11)}`;

console.log(`JavaScript before the first person, ${displayPath(outDir)}/index.html:`);
console.log(row('file', 'gzip -9', 'raw'));
for (const file of startup.files) console.log(row(file.file, kib(file.gzip), kib(file.raw)));
console.log(row('total', kib(startup.gzip), kib(startup.raw)));

if (startup.origins === undefined) {
  console.log('\nBy origin: no bundle stats for this build (is bundleStats() in vite.config.ts?).');
} else {
  console.log("\nBy origin (approximate: each chunk split by its modules' code, minified alone):");
  for (const share of startup.origins) {
    if (share.raw === 0) continue;
    console.log(row(share.origin, `~${kib(share.gzip)}`, `~${kib(share.raw)}`));
    for (const part of share.parts.slice(0, PARTS_SHOWN)) {
      if (part.gzip < PART_SHOWN_FROM_KIB * KIB) break;
      console.log(row(`  ${part.part}`, `~${kib(part.gzip)}`, `~${kib(part.raw)}`));
    }
  }
}

console.log(`\nCSS: ${kib(startup.cssGzip)} gzip in ${startup.css.length} file(s)`);

const budget = BUDGET_KIB * KIB;
const target = TARGET_KIB * KIB;
const againstTarget =
  startup.gzip > target
    ? `${kib(startup.gzip - target)} over the ${TARGET_KIB} KiB target`
    : `${kib(target - startup.gzip)} under the ${TARGET_KIB} KiB target`;
if (startup.gzip > budget) {
  console.error(
    `\nFAIL: ${kib(startup.gzip)} is ${kib(startup.gzip - budget)} over the ${BUDGET_KIB} KiB budget (${againstTarget}).`,
  );
  process.exit(1);
}
console.log(`\nOK: ${kib(startup.gzip)} within the ${BUDGET_KIB} KiB budget; ${againstTarget}.`);
