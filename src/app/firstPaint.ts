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
 * (React hydrates the clicked part at once and handles the click), so none is lost.
 */
export function keepEarlyClicks(root: HTMLElement): () => void {
  const early: HTMLButtonElement[] = [];
  const keep = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) early.push(button);
  };
  root.addEventListener('click', keep);
  return () => {
    root.removeEventListener('click', keep);
    early.forEach((button) => button.click());
  };
}
