import { useSyncExternalStore } from 'react';
import { focusButtonAt, focusedButtonIndex } from './buttonFocus.ts';
import type { Enhancements } from './enhancements.tsx';

/** The enhancements, once loaded, and where the pointer and focus were when they arrived. */
export interface Enhanced {
  parts: Enhancements;
  /** The accessible name of the button under the pointer, so its tooltip opens at once. */
  hoveredButton: string | null;
  /** The position among the page's buttons of the one that had focus, so it gets it back. */
  focusedButtonIndex: number;
}

let enhanced: Enhanced | null = null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the tooltips and the notification's dismissal layer (enhancements.tsx), once. The page
 * calls it after the first person is painted, or earlier on the first hover, focus or copy.
 * Resolves when they are in the page; never rejects: without them the buttons still work.
 */
export function loadEnhancements(): Promise<void> {
  if (loading) return loading;
  document.addEventListener('pointerdown', pressed, { capture: true });
  document.addEventListener('pointerup', released, { capture: true });
  loading = import('./enhancements.tsx')
    .then(async ({ ENHANCEMENTS }) => {
      await pointerReleased();
      // Adding the tooltips re-creates the buttons; note what the user was on, to give it back.
      enhanced = {
        parts: ENHANCEMENTS,
        hoveredButton: document.querySelector('main button:hover')?.ariaLabel ?? null,
        focusedButtonIndex: focusedButtonIndex(),
      };
      listeners.forEach((listener) => listener());
    })
    .catch(() => undefined)
    .finally(() => document.removeEventListener('pointerup', released, { capture: true }));
  return loading;
}

/**
 * Starts loading on the first hover or focus, if that comes before the first person's paint.
 * Returns the effect's cleanup.
 */
export function loadEnhancementsOnFirstUse(): () => void {
  const start = () => void loadEnhancements();
  const options = { capture: true, once: true, passive: true };
  document.addEventListener('pointerover', start, options);
  document.addEventListener('focusin', start, options);
  return () => {
    document.removeEventListener('pointerover', start, options);
    document.removeEventListener('focusin', start, options);
  };
}

/** The enhancements once loaded (null before, and in the page rendered at build time). */
export function useEnhancements(): Enhanced | null {
  return useSyncExternalStore(subscribe, getEnhanced, getNothing);
}

/** Gives focus back to the button that had it before the enhancements re-created the buttons. */
export function restoreFocus({ focusedButtonIndex }: Enhanced): void {
  if (document.activeElement === document.body) focusButtonAt(focusedButtonIndex);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getEnhanced = () => enhanced;
const getNothing = () => null;

let pointerDown = false;
const pressed = () => (pointerDown = true);
const released = () => (pointerDown = false);

/**
 * Waits until no pointer button is held: a button re-created between press and release would
 * lose the click. Chromium fires pointerup, mouseup and click in one task, so waiting one task
 * past the release lets the old button handle the click first.
 */
function pointerReleased(): Promise<void> {
  document.removeEventListener('pointerdown', pressed, { capture: true });
  if (!pointerDown) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('pointerup', done, { capture: true });
      document.removeEventListener('pointercancel', done, { capture: true });
      setTimeout(resolve);
    };
    document.addEventListener('pointerup', done, { capture: true });
    document.addEventListener('pointercancel', done, { capture: true });
  });
}
