/**
 * The command line and its worker thread (dist/cli.js, dist/jobWorker.js), each made one file of
 * the modules tsc wrote, in place: Node then reads and compiles one file rather than resolving
 * and loading some 240 (200 of them the states' data), which was about a third of a one-row
 * run (see ARCHITECTURE.md). The library's modules stay as tsc wrote them.
 */
import { join } from 'node:path';
import { build } from 'esbuild';

await build({
  absWorkingDir: join(import.meta.dirname, '..'),
  entryPoints: ['dist/cli.js', 'dist/jobWorker.js'],
  outdir: 'dist',
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  logLevel: 'warning',
});
