/**
 * `npm run screenshot`: remakes docs/screenshot.png (the README's picture) from the built page
 * in Chromium, showing a fixed person opened from its link.
 * Reads ${BUILD_OUT_DIR ?? 'dist'}; run it after a build.
 */
import { chromium } from '@playwright/test';
import { preview } from 'vite';
import { encodeFragment } from '../../src/app/link.ts';
import { NO_LOCKS, type Person } from '../../src/person/fields.ts';
import { buildDir, displayPath } from '../lib/build.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';

const SCREENSHOT_PATH = 'docs/screenshot.png';
const VIEWPORT = { width: 800, height: 900 };
const PORT = Number(process.env.SCREENSHOT_PORT ?? 4175);
/**
 * The person shown, opened from its link (src/app/link.ts): the values travel in the address,
 * so the picture shows the same person on every run and after any data update. Its place is a
 * row the page ships (Columbus, Ohio 43215); the first name is one of the 1950s.
 */
const PERSON: Person = {
  firstName: 'Linda',
  lastName: 'Johnson',
  gender: 'female',
  streetAddress: '412 Maple Avenue',
  city: 'Columbus',
  state: 'Ohio',
  zipCode: '43215',
  birthdate: '6/14/1958',
};

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
  await page.goto(`http://localhost:${PORT}/#${encodeFragment(PERSON, NO_LOCKS)}`);
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
