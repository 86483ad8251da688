/**
 * `npm run size`: the gzipped JavaScript the built page loads before the first person shows,
 * against its budget, and the whole page's JavaScript beside it. tools/vite/chunk-names.ts names the chunks
 * these globs tell apart; `npm run check:build` proves that FIRST_PERSON_JS matches exactly the
 * scripts and module preloads of index.html, so a new static import cannot escape the budget.
 */
import type { Check } from 'size-limit';

const outDir = process.env.BUILD_OUT_DIR ?? 'dist';

export const FIRST_PERSON_JS = {
  name: 'JavaScript before the first person',
  path: [`${outDir}/assets/page-*.js`],
  gzip: true,
  limit: '120 KiB',
} satisfies Check;

const ALL_JS = {
  name: 'All JavaScript of the page, lazy chunks and workers included (no limit)',
  path: [`${outDir}/**/*.js`],
  gzip: true,
} satisfies Check;

export default [FIRST_PERSON_JS, ALL_JS];
