/**
 * Writes text to the clipboard. Call it straight from a click handler: `writeText` must start
 * while the click's user activation is still valid, so nothing is awaited before it.
 * Resolves only when the text was written; rejects with the browser's error otherwise.
 */
export function copyText(text: string): Promise<void> {
  if (typeof navigator.clipboard?.writeText === 'function') {
    return navigator.clipboard.writeText(text);
  }
  // Pages served over plain http (say on a LAN address) have no navigator.clipboard at all.
  try {
    copyWithCommand(text);
    return Promise.resolve();
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}

function copyWithCommand(text: string): void {
  const previousFocus = document.activeElement;
  const textarea = document.createElement('textarea');
  textarea.value = text;
  textarea.setAttribute('readonly', '');
  textarea.className = 'clipboard-fallback';
  document.body.append(textarea);
  textarea.select();
  try {
    // execCommand is deprecated but it is the only way left to copy without the Clipboard API.
    if (!document.execCommand('copy')) {
      throw new Error('Copying is not available in this browser.');
    }
  } finally {
    textarea.remove();
    if (previousFocus instanceof HTMLElement) previousFocus.focus();
  }
}
