import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { CHUNK_NAMES, firstPersonChunksNamed } from './tools/vite/chunk-names.ts';
import { hardenPage } from './tools/vite/csp-plugin.ts';
import { earlyStateFetch } from './tools/vite/early-state-plugin.ts';
import { pageStates } from './tools/vite/page-states-plugin.ts';
import { prerender } from './tools/vite/prerender-plugin.ts';
import { serviceWorker } from './tools/vite/service-worker-plugin.ts';

const REBUILDS = 'packages/*/data/**/*.rebuild.test.ts';
const FIGURES = 'tools/check/*-figures.test.ts';

export default defineConfig({
  // The unit tests read the package's data as the library does, all of it from the start; the
  // page (dev server and build) loads it state by state.
  plugins: [
    react(),
    // Before hardenPage, which allows the inline script it adds by its hash.
    earlyStateFetch(),
    hardenPage(),
    prerender(),
    // After the prerendered page is written: it lists and hashes every built file.
    serviceWorker(),
    firstPersonChunksNamed(),
    ...(process.env.VITEST ? [] : [pageStates()]),
  ],
  // The generator package's exports map points `source` at its TypeScript, so the page, its
  // worker and the tests use the package's code as it is, with no build of it first.
  resolve: { conditions: ['source', 'module', 'browser', 'development|production'] },
  ssr: { resolve: { conditions: ['source', 'module', 'node', 'development|production'] } },
  // Every URL the build writes is relative to the page, so it works from any folder of any
  // host (folder.spec.ts serves it from /tools/people/).
  base: './',
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: { output: CHUNK_NAMES },
    // Lazy chunks (the export) are leaves with nothing to preload: no preload helper or
    // polyfill in the startup script.
    modulePreload: false,
    // One stylesheet, which tools/vite/csp-plugin.ts inlines into the page: with per-chunk CSS,
    // Vite would have dynamic imports preload a stylesheet that is no longer a file.
    cssCodeSplit: false,
  },
  test: {
    // A slow, shared machine must not fail a test: timeouts only catch a test that hangs.
    testTimeout: 120_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          // No test here times anything: 30 s instead of 5 lets the heavier ones (30,000 people
          // in formats.test.ts) finish on a shared 2-core machine at load 20, where they failed.
          testTimeout: 30_000,
          include: [
            'src/**/*.test.ts',
            'tools/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
            'packages/*/data/**/*.test.ts',
          ],
          exclude: [REBUILDS, FIGURES],
        },
      },
      // Rebuilds that download a large source first (the first names' tarball), and figures
      // held to their bounds over a large sample of people: run by `npm run test:data`, which
      // .ci/run runs after npm test.
      { extends: true, test: { name: 'data', include: [REBUILDS, FIGURES] } },
    ],
  },
});
