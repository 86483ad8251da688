/**
 * Time to first person as users get it: each build served gzipped on its own port, each load in
 * a fresh browser context (no cache, a new renderer), CPU slowed with
 * Emulation.setCPUThrottlingRate, variants taking turns so a busy moment of the machine hits
 * them alike.
 *
 * Why a bare pipe and no Runtime domain: with Runtime enabled, as Playwright and Puppeteer do on
 * every page, V8 re-parses the page's chunk for the inspector's source positions during start-up
 * (issue #13), which inflates start-up in proportion to the chunk's size; here, enabling it alone
 * took the same page from 988 to 1,732 ms at 4x in one run of 7 rounds. Here
 * the page session only gets Page.enable (lifecycle, no script instrumentation),
 * Page.addScriptToEvaluateOnNewDocument (the probe, startup-probe.ts) and the throttling rate.
 * The probe hands its result over in an `alert` a second after the person is painted, which
 * Page reports as javascriptDialogOpening: no Runtime call at all, not even to read it.
 */
import { fileURLToPath } from 'node:url';
import { rolldown } from 'rolldown';
import { CdpBrowser } from './cdp-pipe.ts';
import type { StartupResult } from './startup-probe.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { serveBuild } from '../lib/serve-build.ts';

const PROBE_FILE = fileURLToPath(new URL('./startup-probe.ts', import.meta.url));
const LOAD_LIMIT_MS = 60_000;

export interface StartupVariant {
  name: string;
  outDir: string;
  port: number;
}

export interface StartupLoad {
  /** From navigation start until the first name's value is painted. */
  paintedMs: number;
  /** From navigation start until it is in the DOM. */
  inDomMs: number;
  firstContentfulPaintMs: number;
  /** The longest task that began before the paint; 0 if none took 50 ms or more. */
  longestTaskBeforeMs: number;
  /** Gzip bytes of JavaScript whose transfer ended before the value was painted. */
  jsBeforeBytes: number;
  /** Gzip bytes of all JavaScript the page loaded by a second after the paint. */
  jsTotalBytes: number;
  /** From navigation start until the values changed after a Generate click made as they showed. */
  answeredMs: number;
  /** From that click until the values changed. */
  clickToAnswerMs: number;
}

/** loads[variant name][rate] holds one entry a load, in the order they ran. */
export type StartupLoads = Map<string, Map<number, StartupLoad[]>>;

async function probeSource(): Promise<string> {
  const bundle = await rolldown({ input: PROBE_FILE, logLevel: 'silent' });
  const { output } = await bundle.generate({ format: 'iife', minify: true });
  await bundle.close();
  return output[0].code;
}

function withinLimit<T>(work: Promise<T>, failure: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${failure} within ${LOAD_LIMIT_MS} ms.`)),
      LOAD_LIMIT_MS,
    );
  });
  return Promise.race([work, limit]).finally(() => clearTimeout(timer));
}

function parseResult(message: string): StartupResult {
  try {
    return JSON.parse(message) as StartupResult;
  } catch {
    throw new Error(`An alert that is not the start-up probe's result: ${message.slice(0, 200)}`);
  }
}

async function loadOnce(
  browser: CdpBrowser,
  probe: string,
  url: string,
  rate: number,
): Promise<StartupLoad> {
  const { browserContextId } = await browser.root.send('Target.createBrowserContext', {});
  try {
    const { targetId } = await browser.root.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await browser.root.send('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    const page = browser.session(sessionId);
    await page.send('Page.enable');
    await page.send('Page.addScriptToEvaluateOnNewDocument', { source: probe });
    await page.send('Emulation.setCPUThrottlingRate', { rate });
    const dialog = page.next('Page.javascriptDialogOpening');
    const { errorText } = await page.send('Page.navigate', { url });
    if (errorText) throw new Error(`Loading ${url} failed: ${errorText}`);
    const { message } = await withinLimit(dialog, `No first person painted at ${url}`);
    await page.send('Page.handleJavaScriptDialog', { accept: true });
    const startup = parseResult(message);
    if (startup.violations.length > 0) {
      throw new Error(`CSP violations during the load of ${url}: ${startup.violations.join('; ')}`);
    }
    const sum = (scripts: StartupResult['scripts']) =>
      scripts.reduce((total, script) => total + script.bytes, 0);
    return {
      paintedMs: startup.valuePaintedMs,
      inDomMs: startup.valueInDomMs,
      firstContentfulPaintMs: startup.firstContentfulPaintMs ?? Number.NaN,
      longestTaskBeforeMs: startup.longestTaskBeforeMs,
      jsBeforeBytes: sum(
        startup.scripts.filter((script) => script.endMs <= startup.valuePaintedMs),
      ),
      jsTotalBytes: sum(startup.scripts),
      answeredMs: startup.answeredMs ?? Number.POSITIVE_INFINITY,
      clickToAnswerMs: (startup.answeredMs ?? Number.POSITIVE_INFINITY) - startup.clickedMs,
    };
  } finally {
    /* A browser that has exited has no context left: keep the error that stopped the load. */
    await browser.root
      .send('Target.disposeBrowserContext', { browserContextId })
      .catch(() => undefined);
  }
}

/**
 * `loads` rounds; in each, every rate and every variant once, the variants' order flipping each
 * round. A first round is run and dropped (it pays for cold disk caches and process start-up).
 */
export async function measureStartup(
  variants: readonly StartupVariant[],
  rates: readonly number[],
  loads: number,
): Promise<StartupLoads> {
  const probe = await probeSource();
  const servers = await Promise.all(
    variants.map((variant) => serveBuild(variant.outDir, variant.port)),
  );
  const browser = CdpBrowser.launch(chromiumPath(), CHROMIUM_ARGS);
  const results: StartupLoads = new Map(
    variants.map((variant) => [variant.name, new Map(rates.map((rate) => [rate, []]))]),
  );
  try {
    for (let round = -1; round < loads; round += 1) {
      const order =
        round % 2 === 0
          ? variants.map((_, index) => index)
          : variants.map((_, index) => variants.length - 1 - index);
      for (const rate of rates) {
        for (const index of order) {
          const variant = variants[index];
          const server = servers[index];
          if (variant === undefined || server === undefined) continue;
          const load = await loadOnce(browser, probe, server.url, rate).catch((error: unknown) => {
            throw new Error(`${variant.name}, ${rate}x CPU: ${String(error)}`);
          });
          if (round >= 0) results.get(variant.name)?.get(rate)?.push(load);
        }
      }
      if (round >= 0 && process.stdout.isTTY) {
        process.stdout.write(`\r  start-up: round ${round + 1} of ${loads}`);
      }
    }
    if (process.stdout.isTTY) process.stdout.write('\n');
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  return results;
}
