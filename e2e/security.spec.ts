import { resolve } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { FIELDS } from '../packages/generator/src/person/fields.ts';
import { NOTIFICATION_HIDE_MS } from '../src/app/notification.ts';
import { scriptHash, styleHash } from '../tools/vite/csp-plugin.ts';
import { builtFiles, SERVICE_WORKER_FILE } from '../tools/vite/service-worker-plugin.ts';
import { expect, test } from './support/fixtures.ts';
import {
  closeNotificationButton,
  copyAllButton,
  copyButton,
  fieldValue,
  generateButton,
  lockButton,
  notificationAlert,
  notificationStatus,
  openPage,
  openPageWithPausedClock,
  readValues,
} from './support/page.ts';

declare global {
  interface Window {
    __cspViolations: string[];
    __statusTexts: string[];
  }
}

const SESSION_GENERATIONS = 50;

/**
 * A host Chromium treats as an ordinary plain-http site (not localhost), so the page has no
 * navigator.clipboard there, as on a LAN address. Requests to it are answered from the real
 * server by the test, so no name lookup happens.
 */
const INSECURE_ORIGIN = 'http://random-american.test';

async function recordCspViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} ` +
          `at ${event.sourceFile}:${event.lineNumber}`,
      );
    });
  });
}

/** Every text that ever appears in the success region, so a success shown briefly still counts. */
async function recordStatusTexts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.__statusTexts = [];
    new MutationObserver(() => {
      for (const region of document.querySelectorAll('[role="status"]')) {
        const text = region.textContent?.trim();
        if (text) window.__statusTexts.push(text);
      }
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

async function openInsecurePage(page: Page): Promise<void> {
  await page.goto(`${INSECURE_ORIGIN}/`);
  await expect(fieldValue(page, 'firstName')).not.toBeEmpty();
}

/** Load, generate, copy every field and all, lock and unlock everything, open and close notes. */
async function runFullSession(page: Page): Promise<void> {
  await openPageWithPausedClock(page);
  for (let generation = 0; generation < SESSION_GENERATIONS; generation += 1) {
    await generateButton(page).click();
  }

  const status = notificationStatus(page);
  for (const field of FIELDS) {
    await copyButton(page, field.label).click();
    await expect(status).toHaveText(`${field.label} copied to clipboard!`);
  }
  await copyAllButton(page).click();
  await expect(status).toHaveText('All information copied to clipboard!');
  await closeNotificationButton(page).click();
  await expect(closeNotificationButton(page)).toHaveCount(0);

  await copyButton(page, 'City').click();
  await expect(status).toHaveText('City copied to clipboard!');
  await page.mouse.move(0, 0);
  await page.clock.runFor(NOTIFICATION_HIDE_MS);
  await expect(closeNotificationButton(page)).toHaveCount(0);

  for (const pressed of ['true', 'false']) {
    for (const field of FIELDS) {
      await lockButton(page, field.label).click();
      await expect(lockButton(page, field.label)).toHaveAttribute('aria-pressed', pressed);
    }
    const before = await readValues(page);
    await generateButton(page).click();
    if (pressed === 'true') expect(await readValues(page)).toEqual(before);
    else expect(await readValues(page)).not.toEqual(before);
  }
}

/** The built page's files, as URLs under `folder`: what its service worker may keep. */
function builtUrls(folder: string): string[] {
  const files = builtFiles(resolve(process.env.BUILD_OUT_DIR ?? 'dist'));
  return files.filter((file) => file !== SERVICE_WORKER_FILE).map((file) => `${folder}${file}`);
}

/** Waits until the page's service worker has installed and controls the page. */
async function serviceWorkerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

test.describe('a full session', () => {
  // The page's own service worker runs, as in a browser.
  test.use({ serviceWorkers: 'allow' });

  test('sends every request to the page’s own origin, without a Referer, and opens no WebSocket; its one service worker is its own', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    const requests: string[] = [];
    const webSockets: string[] = [];
    const referrers: string[] = [];
    const headers: Promise<void>[] = [];
    context.on('request', (request) => {
      requests.push(request.url());
      // The headers sent, not the provisional ones a service worker's request is reported with.
      headers.push(
        request.allHeaders().then(({ referer }) => {
          if (referer) referrers.push(`${request.url()} from ${referer}`);
        }),
      );
    });
    page.on('websocket', (socket) => webSockets.push(socket.url()));
    const serviceWorkers: string[] = [];
    context.on('serviceworker', (worker) => serviceWorkers.push(worker.url()));

    await runFullSession(page);
    await serviceWorkerInControl(page);
    await Promise.all(headers);

    expect(requests, 'the recorder saw the page load').toContain(`${origin}/`);
    expect(requests.filter((url) => new URL(url).origin !== origin)).toEqual([]);
    expect(referrers, 'requests that told the server which page asked').toEqual([]);
    expect(webSockets).toEqual([]);
    expect([...new Set(serviceWorkers)]).toEqual([`${origin}/sw.js`]);
    const registrations = await page.evaluate(async () =>
      (await navigator.serviceWorker.getRegistrations()).map((registration) => registration.scope),
    );
    expect(registrations).toEqual([`${origin}/`]);
  });

  test('triggers no Content Security Policy violation', async ({ page }) => {
    await recordCspViolations(page);
    await runFullSession(page);
    expect(await page.evaluate(() => window.__cspViolations)).toEqual([]);
  });

  test('stores nothing but its own built files in its service worker’s cache: no cookie, local or session storage, IndexedDB', async ({
    page,
    context,
    baseURL,
  }) => {
    const origin = new URL(baseURL ?? '').origin;
    await runFullSession(page);
    await serviceWorkerInControl(page);
    const state = await context.storageState({ indexedDB: true });
    expect(state.cookies).toEqual([]);
    expect(state.origins).toEqual([]);
    const stored = await page.evaluate(async () => {
      const cached: Record<string, string[]> = {};
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        cached[name] = (await cache.keys()).map((request) => request.url).sort();
      }
      return {
        session: sessionStorage.length,
        databases: (await indexedDB.databases()).map((database) => database.name),
        cached,
      };
    });
    expect(stored.session).toBe(0);
    expect(stored.databases).toEqual([]);
    // One cache, named for the page's folder and its build, of exactly the build's files.
    const names = Object.keys(stored.cached);
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(new RegExp(`^random-american-generator ${origin}/ [0-9a-f]+$`));
    expect(Object.values(stored.cached)[0]).toEqual(builtUrls(`${origin}/`).sort());
  });
});

test('following the GeoNames credit link sends geonames.org no Referer', async ({ page }) => {
  const referrers: (string | undefined)[] = [];
  await page.route('https://www.geonames.org/**', async (route) => {
    referrers.push(route.request().headers()['referer']);
    await route.fulfill({ contentType: 'text/html', body: '<title>GeoNames</title>' });
  });
  await openPage(page);
  await page.getByRole('link', { name: 'GeoNames' }).click();
  await expect(page).toHaveTitle('GeoNames');
  expect(referrers).toEqual([undefined]);
});

test.describe('the Content Security Policy', () => {
  test('is served in a meta tag with exactly the expected directives, before any script', async ({
    page,
  }) => {
    await openPage(page);
    const policies = await page
      .locator('meta[http-equiv="Content-Security-Policy" i]')
      .evaluateAll((metas) => metas.map((meta) => meta.getAttribute('content') ?? ''));
    const styles = await page
      .locator('style')
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(styles).toHaveLength(1);
    // The two inline scripts: one starts fetching the first people's state data before the
    // entry runs, the other keeps clicks made before the page's own script has run.
    const inlineScripts = await page
      .locator('script:not([src])')
      .evaluateAll((elements) => elements.map((element) => element.textContent));
    expect(inlineScripts).toHaveLength(2);
    expect(inlineScripts[0]).toContain('window.earlyDraws');
    expect(inlineScripts[1]).toContain('window.earlyClicks');
    expect(policies).toEqual([
      `default-src 'self'; script-src 'self' ${inlineScripts.map((script) => scriptHash(script ?? '')).join(' ')}; ` +
        `style-src 'self' ${styleHash(styles[0] ?? '')}; ` +
        "img-src 'self'; font-src 'self'; connect-src 'self'; object-src 'none'; " +
        "base-uri 'none'; form-action 'none'; require-trusted-types-for 'script'; " +
        'trusted-types export-worker service-worker',
    ]);
    await expect(page.locator('meta[name="referrer"]')).toHaveAttribute('content', 'no-referrer');
    const order = await page.evaluate(() => {
      const children = [...document.head.children];
      return {
        policy: children.findIndex((element) =>
          /content-security-policy/i.test(element.getAttribute('http-equiv') ?? ''),
        ),
        firstResource: children.findIndex((element) =>
          ['SCRIPT', 'LINK', 'STYLE'].includes(element.tagName),
        ),
      };
    });
    expect(order.policy).toBeLessThan(order.firstResource);
  });

  test.describe(() => {
    // An array value must be wrapped, or Playwright reads it as [value, fixture options].
    test.use({
      allowedConsoleMessages: [
        [
          /violates .*"connect-src 'self'"/,
          /^Fetch API cannot load .* Refused to connect/,
          /requires 'TrustedHTML' assignment/,
        ],
        { scope: 'test' },
      ],
    });

    test('is enforced: a fetch to another origin and an innerHTML string are blocked and reported (control)', async ({
      page,
    }) => {
      await recordCspViolations(page);
      await openPage(page);
      const outcome = await page.evaluate(async () => {
        const fetched = await fetch('http://127.0.0.1:9/').then(
          () => 'fetched',
          (error: unknown) => String(error),
        );
        let assigned = 'assigned';
        try {
          document.createElement('div').innerHTML = '<b>injected</b>';
        } catch (error) {
          assigned = String(error);
        }
        return { fetched, assigned };
      });
      expect(outcome.fetched).toMatch(/^TypeError/);
      expect(outcome.assigned).toMatch(/^TypeError.*TrustedHTML/);
      await expect
        .poll(() => page.evaluate(() => window.__cspViolations.map((v) => v.split(' ')[0])))
        .toEqual(['connect-src', 'require-trusted-types-for']);
    });
  });
});

test.describe('copying where the clipboard fails', () => {
  async function serveFromInsecureOrigin(context: BrowserContext, baseURL: string): Promise<void> {
    await context.route(`${INSECURE_ORIGIN}/**`, async (route) => {
      const { pathname, search } = new URL(route.request().url());
      try {
        const response = await route.fetch({ url: new URL(pathname + search, baseURL).href });
        await route.fulfill({ response });
      } catch {
        // The test ended while the page still fetched the rest of itself in idle time.
      }
    });
  }

  async function clipboardContents(context: BrowserContext, baseURL: string): Promise<string> {
    await context.grantPermissions(['clipboard-read'], { origin: baseURL });
    const reader = await context.newPage();
    await reader.goto('/');
    return reader.evaluate(() => navigator.clipboard.readText());
  }

  test('on a plain-http address without navigator.clipboard, Copy City copies through the fallback', async ({
    page,
    context,
    baseURL,
  }) => {
    await serveFromInsecureOrigin(context, baseURL ?? '');
    await openInsecurePage(page);
    expect(await page.evaluate(() => [isSecureContext, 'clipboard' in navigator])).toEqual([
      false,
      false,
    ]);
    const city = await fieldValue(page, 'city').innerText();
    const copyCity = copyButton(page, 'City');

    await copyCity.click();

    await expect(notificationStatus(page)).toHaveText('City copied to clipboard!');
    await expect(copyCity).toBeFocused();
    expect(await clipboardContents(context, baseURL ?? '')).toBe(city);
  });

  test('without navigator.clipboard and with execCommand refusing, the failure shows in an alert and never as success', async ({
    page,
    context,
    baseURL,
  }) => {
    await serveFromInsecureOrigin(context, baseURL ?? '');
    await recordStatusTexts(page);
    await page.addInitScript(() => {
      document.execCommand = () => false;
    });
    await openInsecurePage(page);

    await copyAllButton(page).click();

    await expect(notificationAlert(page)).toContainText(/^Failed to copy: \S/);
    expect(await page.evaluate(() => window.__statusTexts)).toEqual([]);
  });

  test('with clipboard permission denied, Copy All shows the browser’s NotAllowedError in an alert, then what to do', async ({
    page,
    context,
  }) => {
    await context.grantPermissions([]);
    await recordStatusTexts(page);
    await openPage(page);

    await copyAllButton(page).click();

    await expect(notificationAlert(page)).toHaveText(
      /^Failed to copy: NotAllowedError: .*Write permission denied\. Allow clipboard access for this site, or select the value and copy it by hand\.$/,
    );
    expect(await page.evaluate(() => window.__statusTexts)).toEqual([]);
  });

  test('a copy while the page is not focused shows Chromium’s real “Document is not focused” error', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await recordStatusTexts(page);
    await openPage(page);
    // Playwright makes every page look focused; turn that off and bring another tab forward.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    await (await context.newPage()).bringToFront();
    expect(await page.evaluate(() => document.hasFocus())).toBe(false);

    // A real mouse click would focus the page again; an activation that arrives without
    // focus (assistive technology, automation) is how this happens to users.
    await copyButton(page, 'Last Name').dispatchEvent('click');

    await expect(notificationAlert(page)).toHaveText(
      /^Failed to copy: NotAllowedError: .*Document is not focused\. Allow clipboard access for this site, or select the value and copy it by hand\.$/,
    );
    expect(await page.evaluate(() => window.__statusTexts)).toEqual([]);
  });
});
