import { FIELDS, type Person } from '../person/fields.ts';

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
 * Keeps the clicks on the page's buttons until React listens, then clicks those buttons again
 * (React hydrates the clicked part at once and handles the click), so none is lost. Each click
 * is replayed in a task of its own, as a hand's clicks come: a Copy Link kept after a Lock then
 * copies the locked person, once React has rendered the lock.
 */
export function keepEarlyClicks(root: HTMLElement): () => Promise<void> {
  const early: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) early.push(button);
  };
  root.addEventListener('click', keep);
  return async () => {
    root.removeEventListener('click', keep);
    for (const button of early) {
      button.click();
      await nextTask();
    }
  };
}

/** A task after this one (a message, which timers and their clocks do not hold back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
