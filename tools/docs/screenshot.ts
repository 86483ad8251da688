/**
 * `npm run screenshot`: remakes docs/screenshot.png (the README's picture) from the built page
 * in Chromium, showing a fixed person opened from its link.
 * Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { FIXED_PERSON_PATH } from '../../e2e/support/fixed-person.ts';
import { buildDir, displayPath } from '../lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';

const SCREENSHOT_PATH = 'docs/screenshot.png';
const VIEWPORT = { width: 800, height: 900 };
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4175);
const outDir = buildDir();
const server = await preview({
  logLevel: 'warn',
  build: { outDir },
  preview: { port: PORT, strictPort: true, open: false },
});
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  const page = await browser.newPage({ viewport: VIEWPORT });
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
  await page.goto(`http://localhost:${PORT}${FIXED_PERSON_PATH}`);
  // The last row filled means the person is shown.
  await page.locator('[data-field="birthdate"]').filter({ hasText: /\S/ }).waitFor();
  await page.screenshot({ path: SCREENSHOT_PATH, fullPage: true });
  console.log(`Wrote ${SCREENSHOT_PATH} from ${displayPath(outDir)}.`);
} finally {
  await browser.close();
  await new Promise<void>((resolve, reject) =>
    server.httpServer.close((error) => (error ? reject(error) : resolve())),
  );
}
