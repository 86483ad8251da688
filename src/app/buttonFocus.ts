/**
 * Finding a button again after React re-created it: by its position among the page's buttons.
 * Used to give focus back once the notification closes.
 */
const PAGE_BUTTONS = 'main button';

/** The position of the focused button among the page's buttons, or -1 when none has focus. */
export function focusedButtonIndex(): number {
  return [...document.querySelectorAll(PAGE_BUTTONS)].indexOf(
    document.activeElement ?? document.body,
  );
}

/** Focuses the page's button at `index` (from focusedButtonIndex), if there is one. */
export function focusButtonAt(index: number): void {
  if (index < 0) return;
  const button = document.querySelectorAll(PAGE_BUTTONS)[index];
  if (button instanceof HTMLElement) button.focus();
}
