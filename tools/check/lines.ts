/**
 * `npm run lines`: lines of the product against lines of its tooling, as issue 20 measures them
 * (tooling at most 3/4 of the product). Files are those git tracks; tests are neither.
 *   product  src/ and packages/generator/src/, without tests and generated *.data.ts modules
 *   tooling  tools/, e2e/support/, the config files (CONFIG below), without tests
 *   data     packages/generator/data/*.ts, the scripts that build the *.data.ts modules
 *   tests    every *.test.ts and e2e/*.spec.ts
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

const CONFIG =
  /^(\.ci\/run|\.size-limit\.ts|[^/]*\.config\.[jt]s|(packages\/generator\/)?tsconfig[^/]*\.json)$/;

function kindOf(path: string): string | undefined {
  if (/\.(test|spec)\.tsx?$/.test(path)) return 'tests';
  if (/^(src|packages\/generator\/src)\//.test(path) && !path.endsWith('.data.ts'))
    return 'product';
  if (/^(tools|e2e\/support)\//.test(path) || CONFIG.test(path)) return 'tooling';
  if (/^packages\/generator\/data\/[^/]+\.ts$/.test(path)) return 'data';
  return undefined;
}

const lines = new Map<string, number>();
for (const path of execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n')) {
  const kind = kindOf(path);
  if (kind === undefined) continue;
  const count = readFileSync(path, 'utf8').split('\n').length - 1;
  lines.set(kind, (lines.get(kind) ?? 0) + count);
}
for (const kind of ['product', 'tooling', 'data', 'tests']) {
  console.log(`${kind.padEnd(8)} ${String(lines.get(kind) ?? 0).padStart(6)}`);
}
const ratio = (lines.get('tooling') ?? 0) / (lines.get('product') ?? 1);
console.log(`tooling / product = ${ratio.toFixed(2)} (issue 20 asks for at most 0.75)`);
