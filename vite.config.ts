import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { bundleStats } from './scripts/bundle-stats.ts';
import { hardenPage } from './scripts/csp-plugin.ts';
import { prerender } from './scripts/prerender-plugin.ts';

export default defineConfig({
  plugins: [react(), hardenPage(), prerender(), bundleStats()],
  build: {
    outDir: process.env.BUILD_OUT_DIR ?? 'dist',
  },
  test: {
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
  },
});
