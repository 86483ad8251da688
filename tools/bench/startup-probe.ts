/**
 * Installed by startup.ts with Page.addScriptToEvaluateOnNewDocument, so it runs before any of
 * the page's own code, in the page's world (DevTools-injected scripts are not held to the page's
 * CSP, and this one reaches no Trusted Types sink). It records, on the page's own clock (from
 * navigation start):
 * - when the first name's value is in the DOM (a MutationObserver);
 * - first contentful paint (Paint Timing);
 * - when it is painted: the Element Timing entry of the value's element, which the browser stamps
 *   with the paint's time (to 4 ms here); the `elementtiming` attribute is set on the prerendered (still empty)
 *   element as the parser adds it (React's hydration ignores an extra attribute), or on a new
 *   element in the task that added it;
 * - the page's JavaScript from Resource Timing (gzip body bytes and when each file ended);
 * - the longest task that began before that paint (the Long Tasks API reports tasks of 50 ms
 *   or more; none gives 0);
 * - any CSP violation (the bench stops on one: the probe must not change what the page may do);
 * - a Generate click made as a user makes it the moment the person appears: once all eight
 *   values are in the DOM, in the first task after the frame that paints them, the probe clicks
 *   "Generate New Person" and records when any value then changes (the page has answered). A
 *   floor page (floor.ts, marked with FLOOR_NAME) has no script to answer it: no click there.
 * It hands the result over in an `alert`, which DevTools reports as Page.javascriptDialogOpening
 * with the message: no Runtime domain, not even to read the result.
 */

import { FLOOR_NAME } from './floor-mark.ts';

const FIRST_NAME = '[data-field="firstName"]';
const VALUES = '[data-field]';
const VALUE_COUNT = 8;
const GENERATE = 'Generate New Person';
/* A page that has not answered the click by then is reported as not answering (Infinity). */
const ANSWER_LIMIT_MS = 30_000;
const TIMING_NAME = 'bench-first-person';
/* After the paint, the page keeps loading what it defers; its bytes count as "whole page". */
const SETTLE_MS = 1000;

export interface StartupScript {
  url: string;
  bytes: number;
  endMs: number;
}

export interface StartupResult {
  valueInDomMs: number;
  valuePaintedMs: number;
  /** First contentful paint: the prerendered heading and labels, before any script ran. */
  firstContentfulPaintMs: number | undefined;
  /** The longest task that began before the value's paint; 0 if none took 50 ms or more. */
  longestTaskBeforeMs: number;
  scripts: StartupScript[];
  violations: string[];
  /** When the probe clicked Generate: the first task after the eight values were painted. */
  clickedMs: number;
  /** When a value first changed after that click; null: none within ANSWER_LIMIT_MS, or a floor. */
  answeredMs: number | null;
}

/* Not in TypeScript's DOM library yet. */
interface ElementTiming extends PerformanceEntry {
  identifier: string;
  renderTime: number;
}

/** Starts recording; reports through an `alert` whose message is the StartupResult as JSON. */
function installStartupProbe(): void {
  const violations: string[] = [];
  document.addEventListener('securitypolicyviolation', (event) => {
    violations.push(`${event.violatedDirective} ${event.blockedURI}`);
  });

  const longTasks: PerformanceEntry[] = [];
  new PerformanceObserver((list) => {
    longTasks.push(...list.getEntries());
  }).observe({ type: 'longtask', buffered: true });

  const valuePainted = new Promise<number>((resolve) => {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as ElementTiming[]) {
        if (entry.identifier === TIMING_NAME && entry.renderTime > 0) resolve(entry.renderTime);
      }
    }).observe({ type: 'element', buffered: true });
  });

  const valueInDom = new Promise<number>((resolve) => {
    /*
     * Whichever element holds the value, marked in the same task it arrived, before a paint.
     * The observer stays until the value is painted: the page may re-create the row (when its
     * tooltips arrive) before the first paint, and the new element must carry the mark too.
     */
    const observer = new MutationObserver(() => {
      const field = document.querySelector(FIRST_NAME);
      if (field === null) return;
      if (!field.hasAttribute('elementtiming')) field.setAttribute('elementtiming', TIMING_NAME);
      if ((field.textContent ?? '').trim() !== '') resolve(performance.now());
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
    void valuePainted.then(() => observer.disconnect());
  });

  const generateAnswered = clickGenerateOnceShown();

  void Promise.all([valueInDom, valuePainted]).then(async ([valueInDomMs, valuePaintedMs]) => {
    const [{ clickedMs, answeredMs }] = await Promise.all([
      generateAnswered,
      new Promise((resolve) => setTimeout(resolve, SETTLE_MS)),
    ]);
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (entry): entry is PerformanceResourceTiming => entry instanceof PerformanceResourceTiming,
      )
      .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
      .map((entry) => ({
        url: entry.name,
        bytes: entry.encodedBodySize,
        endMs: entry.responseEnd,
      }));
    const firstContentfulPaintMs =
      performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
    const longestTaskBeforeMs = Math.max(
      0,
      ...longTasks.filter((task) => task.startTime < valuePaintedMs).map((task) => task.duration),
    );
    const result: StartupResult = {
      valueInDomMs,
      valuePaintedMs,
      firstContentfulPaintMs,
      longestTaskBeforeMs,
      scripts,
      violations,
      clickedMs,
      answeredMs,
    };
    alert(JSON.stringify(result));
  });
}

const valuesText = () => [...document.querySelectorAll(VALUES)].map((value) => value.textContent);

/** Clicks Generate in the first task after the frame that paints all eight values. */
function clickGenerateOnceShown(): Promise<{ clickedMs: number; answeredMs: number | null }> {
  return new Promise((resolve) => {
    const shown = new MutationObserver(() => {
      const values = valuesText();
      if (values.length < VALUE_COUNT || values.some((text) => (text ?? '').trim() === '')) return;
      shown.disconnect();
      if (document.querySelector(`meta[name="${FLOOR_NAME}"]`) !== null) {
        resolve({ clickedMs: performance.now(), answeredMs: null });
        return;
      }
      requestAnimationFrame(() => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          const before = valuesText().join('\n');
          const generate = [...document.querySelectorAll('button')].find((button) =>
            button.textContent?.includes(GENERATE),
          );
          const changed = new MutationObserver(() => {
            if (valuesText().join('\n') === before) return;
            changed.disconnect();
            resolve({ clickedMs, answeredMs: performance.now() });
          });
          changed.observe(document, { subtree: true, childList: true, characterData: true });
          setTimeout(() => resolve({ clickedMs, answeredMs: null }), ANSWER_LIMIT_MS);
          const clickedMs = performance.now();
          generate?.click();
        };
        channel.port2.postMessage(null);
      });
    });
    shown.observe(document, { subtree: true, childList: true, characterData: true });
  });
}

installStartupProbe();
