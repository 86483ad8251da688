import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './tools/lib/chromium.ts';
import { E2E_PORT, FOLDER_PATH, FOLDER_PORT, FOLDER_URL, ROOT_URL } from './e2e/support/servers.ts';

const buildOutDir = process.env.BUILD_OUT_DIR ?? 'dist';
const port = E2E_PORT;
const baseURL = ROOT_URL;
// Two cores are all the machine has; more workers only thrash.
const MAX_WORKERS = 2;

if (!existsSync(join(resolve(buildOutDir), 'index.html'))) {
  throw new Error(
    `No built page in ${buildOutDir}/. Build it first: ` +
      `\`BUILD_OUT_DIR=${buildOutDir} npx vite build\` (npm test does this).`,
  );
}

export default defineConfig({
  testDir: 'e2e',
  // One folder per port: engineers sharing a checkout each run their own server, and a run
  // clears its output folder when it starts.
  outputDir: `test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  // A slow, shared two-core machine must not fail a test: these limits only catch a hang (a
  // full session test took over 30 s while other builds ran beside it).
  timeout: 120_000,
  expect: { timeout: 20_000 },
  workers: MAX_WORKERS,
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    // The page's service worker (src/serviceWorker.ts) would serve files from its cache and take
    // them from the tests' routes, which fail or hold chunks on purpose. Its own tests allow it
    // (e2e/offline.spec.ts, e2e/security.spec.ts); elsewhere the page runs as in a browser
    // without one.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: [
    {
      command: `npx vite preview --outDir ${buildOutDir} --port ${port} --strictPort`,
      url: baseURL,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The same build under a sub-folder, with nothing at the host's root (folder.spec.ts).
    {
      command:
        `npx vite preview --outDir ${buildOutDir} --base ${FOLDER_PATH} ` +
        `--port ${FOLDER_PORT} --strictPort`,
      url: FOLDER_URL,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
