/**
 * `npm run size:why`: where the JavaScript before the first person comes from, per package (and
 * per file of our own), read from source maps by source-map-explorer. The script builds with
 * hidden source maps into node_modules/.cache/size-why (BUILD_OUT_DIR), never into dist/.
 * Source maps give exact minified bytes; each part's gzip is its share of those bytes applied to
 * the chunk's real gzip size (parts compress unevenly, so that column is an estimate).
 */
import { readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { explore } from 'source-map-explorer';
import { globSync } from 'tinyglobby';
import { FIRST_PERSON_JS } from '../../.size-limit.ts';
import { kib } from '../lib/build.ts';

/**
 * A package (`react-dom`, `@radix-ui/react-tooltip`) or a file of ours (`src/app/App.tsx`);
 * source-map-explorer's own keys, such as `[unmapped]`, stay as they are.
 */
function partOf(source: string, chunk: string): string {
  if (source.startsWith('[')) return source;
  const path = relative(process.cwd(), resolve(dirname(chunk), source)).replaceAll('\\', '/');
  return /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(path)?.[1] ?? path;
}

const bytes = new Map<string, number>();
let gzipTotal = 0;
let rawTotal = 0;
for (const code of globSync(FIRST_PERSON_JS.path)) {
  const result = await explore(
    { code, map: `${code}.map` },
    { output: { format: 'json' }, noRoot: true, noBorderChecks: true },
  );
  const [bundle] = result.bundles;
  if (bundle === undefined) throw new Error(`no source map for ${code}: build with --sourcemap`);
  gzipTotal += gzipSync(readFileSync(code), { level: 9 }).length;
  rawTotal += bundle.totalBytes;
  for (const [source, { size }] of Object.entries(bundle.files)) {
    const part = partOf(source, code);
    bytes.set(part, (bytes.get(part) ?? 0) + size);
  }
}

console.log(`${FIRST_PERSON_JS.name}: ${kib(gzipTotal)} gzip, ${kib(rawTotal)} minified`);
console.log(`${'part'.padEnd(40)} ${'~gzip'.padStart(10)} ${'minified'.padStart(10)}`);
for (const [part, size] of [...bytes].sort((a, b) => b[1] - a[1])) {
  console.log(
    `${part.padEnd(40)} ${kib((gzipTotal * size) / rawTotal).padStart(10)} ${kib(size).padStart(10)}`,
  );
}
