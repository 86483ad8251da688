/**
 * Generate click to DOM updated and laid out. Playwright is fine here: it measures clicks on a
 * page that has long finished starting, so the Runtime domain it enables costs nothing timed.
 */
import { chromium } from '@playwright/test';
import type { ClickTimes } from './clicks-probe.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { bundleProbe } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

export async function measureClicks(
  outDir: string,
  port: number,
  clicks: number,
): Promise<ClickTimes> {
  const probe = await bundleProbe(new URL('./clicks-probe.ts', import.meta.url));
  const server = await serveBuild(outDir, port);
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
  try {
    const page = await (await browser.newContext()).newPage();
    await page.addInitScript({ content: probe });
    await page.goto(server.url);
    await page.waitForFunction(() => {
      const fields = [...document.querySelectorAll('[data-field]')];
      return fields.length > 0 && fields.every((field) => field.textContent?.trim());
    });
    const times = await page.evaluate((count) => window.benchProbe?.measureClicks(count), clicks);
    if (times === undefined) throw new Error('The click probe did not load in the page.');
    return times;
  } finally {
    await browser.close();
    await server.close();
  }
}
