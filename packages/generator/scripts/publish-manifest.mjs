/**
 * The manifest as published. `npm pack` and `npm publish` run this before packing (prepack)
 * and after (postpack). Before: package.json is kept aside and rewritten without the `source`
 * export condition (it points at src/, which the tarball does not hold: a consumer whose tools
 * set `source` would resolve to a missing file), without the export entries that had nothing
 * else (workspace-only entries), and without scripts (they build from src/).
 * After: the kept package.json comes back, byte for byte.
 */
import { copyFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import process from 'node:process';

const KEPT = '.package.json.kept';

const step = process.argv[2];
if (step === 'prepack') {
  // A kept copy left by a pack that stopped midway is the true one.
  if (existsSync(KEPT)) copyFileSync(KEPT, 'package.json');
  else copyFileSync('package.json', KEPT);
  const manifest = JSON.parse(readFileSync(KEPT, 'utf8'));
  // An entry only the workspace resolves (./page: the page's helpers) is not published at all.
  manifest.exports = Object.fromEntries(
    Object.entries(manifest.exports).flatMap(([path, target]) => {
      if (typeof target !== 'object' || target === null) return [[path, target]];
      const published = Object.entries(target).filter(([condition]) => condition !== 'source');
      return published.length === 0 ? [] : [[path, Object.fromEntries(published)]];
    }),
  );
  delete manifest.scripts;
  writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(KEPT)) renameSync(KEPT, 'package.json');
} else {
  process.stderr.write('Usage: node scripts/publish-manifest.mjs prepack|postpack\n');
  process.exitCode = 2;
}
