/**
 * The click benchmark's probe, run inside the page (bundled and injected by clicks.ts). It
 * times from the page's side, so the figures carry no cost of talking to the browser.
 */
const GENERATE_BUTTON = 'Generate New Person';
/* A click whose render has not reached the DOM by then will never do so. */
const CHANGE_LIMIT_MS = 1000;

export interface ClickTimes {
  /** From just before the click until the DOM holds the new person and is laid out, each. */
  durations: number[];
  /** The part of each duration spent in the forced layout alone. */
  layouts: number[];
  /** Clicks whose new person was already in the DOM when click() returned. */
  synchronous: number;
  /** Clicks after which the person did not change within CHANGE_LIMIT_MS. */
  unchanged: number;
}

export interface BenchProbe {
  measureClicks: (count: number) => Promise<ClickTimes>;
}

declare global {
  interface Window {
    benchProbe?: BenchProbe;
  }
}

function personValues(): string[] {
  return [...document.querySelectorAll('[data-field]')].map((field) => field.textContent ?? '');
}

/* Each click comes after the previous one has painted and its frame has ended, like a user's. */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => resolve();
      channel.port2.postMessage(undefined);
    });
  });
}

function generateButton(): HTMLButtonElement {
  const button = [...document.querySelectorAll('button')].find(
    (candidate) => candidate.textContent?.replace(/\s+/g, ' ').trim() === GENERATE_BUTTON,
  );
  if (button === undefined) throw new Error(`No button "${GENERATE_BUTTON}" on the page.`);
  return button;
}

async function measureClicks(count: number): Promise<ClickTimes> {
  const button = generateButton();
  const times: ClickTimes = { durations: [], layouts: [], synchronous: 0, unchanged: 0 };
  for (let click = 0; click < count; click += 1) {
    await afterNextPaint();
    const before = personValues().join('\n');
    let observer: MutationObserver | undefined;
    const changed = new Promise<boolean>((resolve) => {
      observer = new MutationObserver(() => resolve(true));
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      setTimeout(() => resolve(false), CHANGE_LIMIT_MS);
    });
    const start = performance.now();
    button.click();
    const synchronous = personValues().join('\n') !== before;
    const shown = synchronous || (await changed);
    const updated = performance.now();
    void document.body.offsetHeight;
    const end = performance.now();
    observer?.disconnect();
    if (synchronous) times.synchronous += 1;
    if (!shown) {
      times.unchanged += 1;
      continue;
    }
    times.durations.push(end - start);
    times.layouts.push(end - updated);
  }
  return times;
}

window.benchProbe = { measureClicks };
