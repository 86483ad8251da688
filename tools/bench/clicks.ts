/**
 * Generate click to DOM updated and laid out. Playwright is fine here: it measures clicks on a
 * page that has long finished starting, so the Runtime domain it enables costs nothing timed.
 */
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { rolldown } from 'rolldown';
import type { ClickTimes } from './clicks-probe.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveBuild } from '../lib/serve-build.ts';

const PROBE_FILE = fileURLToPath(new URL('./clicks-probe.ts', import.meta.url));

async function probeSource(): Promise<string> {
  const bundle = await rolldown({ input: PROBE_FILE, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}

export async function measureClicks(
  outDir: string,
  port: number,
  clicks: number,
): Promise<ClickTimes> {
  const probe = await probeSource();
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
