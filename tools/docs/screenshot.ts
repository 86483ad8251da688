/**
 * `npm run screenshot`: remakes docs/screenshot.png (the README's picture) from the built page
 * in Chromium, with a fixed date and seeded randomness so the same person shows on every run.
 * Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { buildDir, displayPath } from '../lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';

const SCREENSHOT_PATH = 'docs/screenshot.png';
const VIEWPORT = { width: 800, height: 900 };
/** A fixed moment, so the birthdate and age shown are the same on every run. */
const TIME = '2026-01-15T12:00:00';
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4175);

/**
 * Replaces the page's randomness with a seeded generator (mulberry32), so the screenshot shows
 * the same person. Plain JavaScript text: tsx would wrap a function passed to the page in a
 * helper that exists only in Node.
 */
const SEED_RANDOMNESS = `
  let state = 0x2f6b1d3a;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  Math.random = next;
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let index = 0; index < bytes.length; index += 1) bytes[index] = Math.floor(next() * 256);
    return array;
  };
`;

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
  await page.clock.install({ time: TIME });
  await page.addInitScript({ content: SEED_RANDOMNESS });
  await page.goto(`http://localhost:${PORT}/`);
  // The values arrive after hydration; the last row filled means the person is shown.
  await page.locator('[data-field="birthdate"]').filter({ hasText: /\S/ }).waitFor();
  await page.screenshot({ path: SCREENSHOT_PATH, fullPage: true });
  console.log(`Wrote ${SCREENSHOT_PATH} from ${displayPath(outDir)}.`);
} finally {
  await browser.close();
  await new Promise<void>((resolve, reject) =>
    server.httpServer.close((error) => (error ? reject(error) : resolve())),
  );
}
