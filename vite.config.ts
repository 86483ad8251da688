import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { hardenPage } from './tools/vite/csp-plugin.ts';
import { prerender } from './tools/vite/prerender-plugin.ts';

export default defineConfig({
  plugins: [react(), hardenPage(), prerender()],
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
    rolldownOptions: {
      output: {
        // Names the size budget (.size-limit.ts) counts by: page-* is what index.html loads
        // before the first person; lazy-* and shared-* are fetched only by a dynamic import.
        // `npm run check:build` fails if index.html loads or preloads anything else.
        entryFileNames: 'assets/page-[hash].js',
        chunkFileNames: (chunk) =>
          chunk.isDynamicEntry ? 'assets/lazy-[name]-[hash].js' : 'assets/shared-[name]-[hash].js',
      },
    },
  },
  test: {
    include: ['src/**/*.test.ts', 'tools/**/*.test.ts'],
  },
});
