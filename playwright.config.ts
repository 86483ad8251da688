import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, defineConfig } from '@playwright/test';

const buildOutDir = process.env.BUILD_OUT_DIR ?? 'dist';
const port = Number(process.env.E2E_PORT ?? 4174);
const baseURL = `http://localhost:${port}`;
const SYSTEM_CHROMIUM = '/usr/bin/chromium';
// Two cores are all the machine has; more workers only thrash.
const MAX_WORKERS = 2;

function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found for the browser tests. Set CHROME_PATH, or install one with ' +
      '`apt-get install -y chromium` or `npx playwright install chromium`.',
  );
}

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
  workers: MAX_WORKERS,
  reporter: 'list',
  use: {
    baseURL,
    headless: true,
    launchOptions: {
      executablePath: chromiumPath(),
      args: [
        '--no-sandbox',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-gpu',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `npx vite preview --outDir ${buildOutDir} --port ${port} --strictPort`,
    url: baseURL,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
