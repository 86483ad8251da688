/**
 * `npm run size`: the gzipped JavaScript the built page loads before the first person shows,
 * against its budget, and the whole page's JavaScript beside it. The first person waits for the
 * entry (page-*, which index.html loads) and, without a link, for its own state's data and the
 * next person's (a state-<code>-* chunk each, or one for both: index.html's inline script fetches
 * them as the page opens, tools/vite/early-state-plugin.ts), so the budget counts the entry with
 * the two largest state chunks: the most any first person waits for. tools/vite/chunk-names.ts names the chunks
 * these globs tell apart; `npm run check:build` proves that ENTRY_JS matches exactly the scripts
 * and module preloads of index.html, so a new static import cannot escape the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Check } from 'size-limit';

const outDir = process.env.BUILD_OUT_DIR ?? 'dist';

/** The entry chunk: what index.html loads. */
export const ENTRY_JS = `${outDir}/assets/page-*.js`;

/** The state chunks of the most gzipped bytes in the build, largest first; none before a build. */
export function largestStateChunks(count: number): string[] {
  let files: string[];
  try {
    files = readdirSync(`${outDir}/assets`).filter((file) => /^state-[a-z]{2}-.*\.js$/.test(file));
  } catch {
    return [];
  }
  return files
    .map((file) => ({ file, bytes: gzipSync(readFileSync(`${outDir}/assets/${file}`)).length }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count)
    .map(({ file }) => `${outDir}/assets/${file}`);
}

const largest = largestStateChunks(2);

export const FIRST_PERSON_JS = {
  name: `JavaScript before the first person: the entry and the two largest states' data${largest.length > 0 ? ` (${largest.map((file) => file.split('/').pop()).join(', ')})` : ''}`,
  path: [ENTRY_JS, ...largest],
  gzip: true,
  limit: '120 KiB',
} satisfies Check;

const ALL_JS = {
  name: 'All JavaScript of the page, lazy chunks and workers included (no limit)',
  path: [`${outDir}/**/*.js`],
  gzip: true,
} satisfies Check;

export default [FIRST_PERSON_JS, ALL_JS];
