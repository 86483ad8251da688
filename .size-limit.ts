/**
 * `npm run size`: the gzipped JavaScript the built page loads before the first person shows,
 * against its budget, and the whole page's JavaScript beside it. The first person waits for the
 * entry (page-*, which index.html loads) and for its own state's data (one state-<code>-* chunk,
 * loaded by the entry once the state is drawn), so the budget counts the entry with the largest
 * state chunk: the most any first person waits for. tools/vite/chunk-names.ts names the chunks
 * these globs tell apart; `npm run check:build` proves that ENTRY_JS matches exactly the scripts
 * and module preloads of index.html, so a new static import cannot escape the budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Check } from 'size-limit';

const outDir = process.env.BUILD_OUT_DIR ?? 'dist';

/** The entry chunk: what index.html loads. */
export const ENTRY_JS = `${outDir}/assets/page-*.js`;

/** The state chunk of the most gzipped bytes in the build; none before a build. */
export function largestStateChunk(): string | undefined {
  let largest: { file: string; bytes: number } | undefined;
  let files: string[];
  try {
    files = readdirSync(`${outDir}/assets`).filter((file) => /^state-[a-z]{2}-.*\.js$/.test(file));
  } catch {
    return undefined;
  }
  for (const file of files) {
    const bytes = gzipSync(readFileSync(`${outDir}/assets/${file}`)).length;
    if (!largest || bytes > largest.bytes) largest = { file, bytes };
  }
  return largest && `${outDir}/assets/${largest.file}`;
}

const largest = largestStateChunk();

export const FIRST_PERSON_JS = {
  name: `JavaScript before the first person: the entry and the largest state's data${largest ? ` (${largest.split('/').pop()})` : ''}`,
  path: largest ? [ENTRY_JS, largest] : [ENTRY_JS],
  gzip: true,
  limit: '120 KiB',
} satisfies Check;

const ALL_JS = {
  name: 'All JavaScript of the page, lazy chunks and workers included (no limit)',
  path: [`${outDir}/**/*.js`],
  gzip: true,
} satisfies Check;

export default [FIRST_PERSON_JS, ALL_JS];
