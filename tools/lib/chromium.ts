/** Which Chromium the browser tests, Lighthouse and the benchmark drive, and how. */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const SYSTEM_CHROMIUM = '/usr/bin/chromium';

/** Quiet and reproducible: no sandbox (CI runs as root), no background traffic, no GPU. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
];

/** CHROME_PATH, then Debian's Chromium, then Playwright's own; a clear error without any. */
export function chromiumPath(): string {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (!existsSync(fromEnv)) throw new Error(`CHROME_PATH=${fromEnv} does not exist.`);
    return fromEnv;
  }
  if (existsSync(SYSTEM_CHROMIUM)) return SYSTEM_CHROMIUM;
  const bundled = chromium.executablePath();
  if (bundled && existsSync(bundled)) return bundled;
  throw new Error(
    'No Chromium found. Set CHROME_PATH, or install one with ' +
      '`apt-get install -y chromium` or `npx playwright install chromium`.',
  );
}
