/**
 * Time to first person as users get it: each build served gzipped on its own port, each load in
 * a fresh browser context (no cache, a new renderer), CPU slowed with
 * Emulation.setCPUThrottlingRate, variants taking turns so a busy moment of the machine hits
 * them alike.
 *
 * Why chrome-remote-interface and no Runtime domain: with Runtime enabled, as Playwright and
 * Puppeteer do on every page, V8 re-parses the page's chunk for the inspector's source positions
 * during start-up (issue #13), which inflates start-up in proportion to the chunk's size
 * (docs/figures.md has what it cost).
 * chrome-remote-interface sends only the commands it is asked to: the page session only gets
 * Page.enable (lifecycle, no script instrumentation),
 * Page.addScriptToEvaluateOnNewDocument (the probe, startup-probe.ts) and the throttling rate.
 * The probe hands its result over in an `alert` a second after the person is painted, which
 * Page reports as javascriptDialogOpening: no Runtime call at all, not even to read it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import CDP from 'chrome-remote-interface';
import type { StartupResult } from './startup-probe.ts';
import { CHROMIUM_ARGS, chromiumPath } from '../lib/chromium.ts';
import { bundleProbe } from '../lib/figures.ts';
import { serveBuild } from '../lib/preview.ts';

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

interface Browser {
  client: CDP.Client;
  close: () => Promise<void>;
}

/**
 * Chromium's own address-bar popup, a WebUI page that Chromium 156 loads into a renderer of its
 * own for each new browser context, so during every load measured here, where its main thread
 * takes most of the cores in the page's first frames, for both builds alike (docs/figures.md).
 * A user's browser loads it once, not with each page. Both features must be off; either alone
 * leaves it loading. Only the start-up figures turn it off: Playwright and Lighthouse pass their
 * own --disable-features.
 */
const BROWSER_UI_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/** Headless Chromium with a throwaway profile; the client speaks to the browser target. */
async function launchBrowser(): Promise<Browser> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const child = spawn(
    chromiumPath(),
    [
      ...CHROMIUM_ARGS,
      `--disable-features=${BROWSER_UI_FEATURES.join(',')}`,
      '--headless',
      '--remote-debugging-port=0',
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode === null) child.kill();
    await exited;
    rmSync(profile, { recursive: true, force: true });
  };
  /* Chromium writes its port and the browser target's path there once it listens. */
  for (let waited = 0; waited < 10_000 && child.exitCode === null; waited += 50) {
    const [port, path] = readActivePort(profile);
    if (port && path) {
      const client = await CDP({ target: `ws://127.0.0.1:${port}${path}`, local: true });
      return { client, close: async () => (await client.close(), await stop()) };
    }
    await sleep(50);
  }
  await stop();
  throw new Error('Chromium did not open its DevTools port within 10 s.');
}

function readActivePort(profile: string): string[] {
  try {
    return readFileSync(join(profile, 'DevToolsActivePort'), 'utf8').split('\n');
  } catch {
    return [];
  }
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
  client: CDP.Client,
  probe: string,
  url: string,
  rate: number,
): Promise<StartupLoad> {
  const { browserContextId } = await client.send('Target.createBrowserContext', {});
  try {
    const { targetId } = await client.send('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await client.send('Target.attachToTarget', { targetId, flatten: true });
    await client.send('Page.enable', undefined, sessionId);
    await client.send('Page.addScriptToEvaluateOnNewDocument', { source: probe }, sessionId);
    await client.send('Emulation.setCPUThrottlingRate', { rate }, sessionId);
    /* This session's own event name: it ends with the session, once the context is gone. */
    const dialog = new Promise<{ message: string }>((resolve) =>
      client.on(`Page.javascriptDialogOpening.${sessionId}`, (params) =>
        resolve(params as { message: string }),
      ),
    );
    const { errorText } = await client.send('Page.navigate', { url }, sessionId);
    if (errorText) throw new Error(`Loading ${url} failed: ${errorText}`);
    const { message } = await withinLimit(dialog, `No first person painted at ${url}`);
    await client.send('Page.handleJavaScriptDialog', { accept: true }, sessionId);
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
    await client.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
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
  const probe = await bundleProbe(new URL('./startup-probe.ts', import.meta.url));
  const servers = await Promise.all(
    variants.map((variant) => serveBuild(variant.outDir, variant.port)),
  );
  const browser = await launchBrowser();
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
          const load = await loadOnce(browser.client, probe, server.url, rate).catch(
            (error: unknown) => {
              throw new Error(`${variant.name}, ${rate}x CPU: ${String(error)}`);
            },
          );
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
