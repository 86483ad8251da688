/**
 * The command line and its worker thread (dist/cli.js, dist/jobWorker.js), each made one file of
 * the modules tsc wrote: Node then reads and compiles one file rather than resolving and loading
 * some 240 (200 of them the states' data). The library's modules stay as tsc wrote them; the
 * command line's own (dist/cli/, which the package's tests import) are left out of the tarball
 * (package.json "files").
 */
import { join } from 'node:path';
import { build } from 'esbuild';

await build({
  absWorkingDir: join(import.meta.dirname, '..'),
  entryPoints: ['dist/cli/cli.js', 'dist/cli/jobWorker.js'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
