/**
 * The manifest as published. `npm pack` and `npm publish` run this before packing (prepack)
 * and after (postpack). Before: package.json is kept aside and rewritten without the `source`
 * export condition (it points at src/, which the tarball does not hold: a consumer whose tools
 * set `source` would resolve to a missing file) and without scripts (they build from src/).
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
  for (const target of Object.values(manifest.exports)) {
    if (typeof target === 'object' && target !== null) delete target.source;
  }
  delete manifest.scripts;
  writeFileSync('package.json', `${JSON.stringify(manifest, null, 2)}\n`);
} else if (step === 'postpack') {
  if (existsSync(KEPT)) renameSync(KEPT, 'package.json');
} else {
  process.stderr.write('Usage: node scripts/publish-manifest.mjs prepack|postpack\n');
  process.exitCode = 2;
}
