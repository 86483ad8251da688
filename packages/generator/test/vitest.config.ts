import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The package as its users meet it: the built CLI, its tarball installed in a new project,
 * shards under GNU parallel, real SQLite, PostgreSQL and MariaDB. `npm run test:package` builds the
 * package first. One file at a time: packing rebuilds dist/, which the other files run.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    include: ['*.test.ts'],
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
