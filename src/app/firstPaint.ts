import { FIELDS, type Person } from 'random-american-generator';

/**
 * Writes a person's values into the rows of the prerendered page, where FieldRow.tsx renders
 * them (`[data-field]`, text only), so the first person paints before React has loaded;
 * hydration then finds the same text there.
 */
export function writeValues(root: ParentNode, person: Person): void {
  for (const { key } of FIELDS) {
    const value = root.querySelector(`[data-field="${key}"]`);
    if (value) value.textContent = person[key];
  }
}

/**
 * Keeps the clicks on the page's buttons until React has hydrated them, then clicks those buttons
 * again, so none is lost. They are caught before they reach the page (React may be listening
 * already, mid-hydration, and must not handle them twice). Each is replayed in a task of its own,
 * as a hand's clicks come: a Copy Link kept after a Lock then copies the locked person, once
 * React has rendered the lock.
 */
export function keepEarlyClicks(root: HTMLElement): () => Promise<void> {
  const early: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (!button || !root.contains(button)) return;
    event.stopPropagation();
    early.push(button);
  };
  addEventListener('click', keep, { capture: true });
  return async () => {
    removeEventListener('click', keep, { capture: true });
    for (const button of early) {
      button.click();
      await nextTask();
    }
  };
}

/** Resolves in a task of its own once the browser has painted the current frame. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}

/** A task after this one (a message, which timers and their clocks do not hold back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
