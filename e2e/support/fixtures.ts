import { test as base, expect, type BrowserContext, type Disposable } from '@playwright/test';

/** What Playwright logs in a page whose service worker it blocks. */
const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** The seed of every page a test opens, unless the test sets its own with `test.use({ pageSeed })`. */
export const PAGE_SEED = 1;

interface TestOptions {
  /** Console messages a test expects; anything else at level error or warning fails the test. */
  allowedConsoleMessages: RegExp[];
  /** Where Math.random starts in every page the test opens (see seedMathRandom). */
  pageSeed: number;
  /**
   * Whether pages keep the browser's `showSaveFilePicker`. Off by default: headless Chromium has
   * one that refuses at once, as if the user dismissed it, so a test of the export's Blob
   * download (the path of browsers without the API) removes it. A test of the export written
   * to disk turns it on and puts a picker of its own in its place (e2e/support/savePicker.ts).
   */
  fileSystemAccess: boolean;
}

interface TestFixtures {
  consoleGuard: undefined;
  withoutFileSystemAccess: undefined;
  /**
   * Seeds every page load of the test from now on with `seed` instead of pageSeed: for a test
   * that loads the page again and needs the next load to draw another person, as a real
   * browser's would.
   */
  reseedPages: (seed: number) => Promise<void>;
}

/**
 * Makes Math.random, in every document the context's pages load from now on, a stream that
 * starts from `seed` (mulberry32). It is the page's only randomness: it seeds the people Generate
 * makes, the values the editors and a link make anew, and the export when no seed is typed (the
 * export's worker gets its seed from the page). So a page opened with a seed shows the same people
 * on every run. Each load starts the stream again: a reload shows the same person. A context a
 * test makes itself (browser.newContext) is seeded by calling this.
 */
export function seedMathRandom(context: BrowserContext, seed: number): Promise<Disposable> {
  return context.addInitScript((start: number) => {
    let state = start >>> 0;
    Math.random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let mixed = Math.imul(state ^ (state >>> 15), state | 1);
      mixed ^= mixed + Math.imul(mixed ^ (mixed >>> 7), mixed | 61);
      return ((mixed ^ (mixed >>> 14)) >>> 0) / 2 ** 32;
    };
  }, seed);
}

/**
 * Every test opens people it chose: each page draws from pageSeed, or a person comes from a link
 * (support/page.ts), so no test passes or fails by the chance of a random draw.
 *
 * The page must run silently: any console error or warning, or any uncaught exception,
 * fails the test that caused it, with the messages in the failure.
 */
export const test = base.extend<TestOptions & TestFixtures>({
  allowedConsoleMessages: [[], { option: true }],
  pageSeed: [PAGE_SEED, { option: true }],
  fileSystemAccess: [false, { option: true }],
  withoutFileSystemAccess: [
    async ({ context, fileSystemAccess }, use) => {
      if (!fileSystemAccess) {
        await context.addInitScript(() => {
          // Window's operations live on the window itself, not its prototype.
          delete (window as { showSaveFilePicker?: unknown }).showSaveFilePicker;
        });
      }
      await use(undefined);
    },
    { auto: true },
  ],
  reseedPages: [
    async ({ context, pageSeed }, use) => {
      let seeding = await seedMathRandom(context, pageSeed);
      await use(async (seed) => {
        await seeding.dispose();
        seeding = await seedMathRandom(context, seed);
      });
    },
    { auto: true },
  ],
  consoleGuard: [
    async ({ page, allowedConsoleMessages }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const type = message.type();
        if (type !== 'error' && type !== 'warning') return;
        const text = message.text();
        // Playwright's own word, where a test blocks service workers (playwright.config.ts).
        if (text === SERVICE_WORKER_BLOCKED) return;
        if (allowedConsoleMessages.some((pattern) => pattern.test(text))) return;
        const { url, lineNumber } = message.location();
        problems.push(`console.${type}: ${text}${url ? ` (${url}:${lineNumber})` : ''}`);
      });
      page.on('pageerror', (error) => {
        problems.push(`uncaught ${error.name}: ${error.message}`);
      });
      await use(undefined);
      expect(problems, 'console errors, warnings or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
