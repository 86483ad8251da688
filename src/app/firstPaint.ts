import { FIELDS } from 'random-american-generator';
import type { PersonState } from './personStore.ts';

/**
 * Writes a person's values into the rows of the prerendered page, where FieldRow.tsx renders
 * them (`[data-field]`, text only), and each lock's state into its button's aria-pressed (which
 * the stylesheet highlights), so the first person paints, and the entry answers clicks, before
 * React has loaded. Hydration then finds the same text there; the lock icons follow once React
 * has rendered them.
 */
export function writeState(root: ParentNode, { person, locks }: PersonState): void {
  for (const { key } of FIELDS) {
    const value = root.querySelector(`[data-field="${key}"]`);
    if (value && person) value.textContent = person[key];
    root
      .querySelector(`[data-action="lock:${key}"]`)
      ?.setAttribute('aria-pressed', `${locks[key]}`);
  }
  if (person) valuesShown();
}

/**
 * The page's values are written: the rows' buttons, hidden until then on wide screens (the
 * stylesheet's `[data-values='pending']`), show with them. Called again, it does nothing.
 */
export function valuesShown(): void {
  document.documentElement.removeAttribute('data-values');
}

/** Resolves in a task of its own once the browser has painted the current frame. */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
}
