/**
 * Clicks made while the page starts. index.html's inline script catches every click on a button
 * with a `data-action` (what the button does: `generate`, `copy-all`, `copy-link`,
 * `copy:city`, `lock:state`...) from the moment the button is painted, before it reaches
 * anything else on the page. It hands the action to the answer set here, or keeps it. So:
 * - before the entry script has run, every click is kept;
 * - once the first person is painted, the entry answers what it can itself (answerClicks);
 * - while React hydrates the page, clicks are kept (a click React saw mid-hydration was
 *   sometimes dropped);
 * - once React has committed, the kept clicks are clicked again, by action, one task apart as
 *   a hand's clicks come, and the catcher leaves.
 */
export type Answer = (action: string) => boolean;

interface EarlyClicks {
  kept: string[];
  answer: Answer | null;
  /** Set by the entry as it runs: at DOMContentLoaded, unset means it did not load. */
  started: boolean;
  listener: (event: MouseEvent) => void;
  /** A button's accessible name, as a screen reader says it. */
  nameOf: (button: Element) => string;
  /** Puts a "did not load" message with a reload above the card; returns its note. */
  showFailure: (message: string) => HTMLElement;
}

declare global {
  interface Window {
    earlyClicks?: EarlyClicks;
  }
}

function catcher(): EarlyClicks {
  const clicks = window.earlyClicks;
  if (!clicks) throw new Error('index.html lacks the inline script that keeps early clicks.');
  return clicks;
}

/** index.html's message that part of the page did not load; returns its note, for a line more. */
export function showFailure(message: string): HTMLElement {
  return catcher().showFailure(message);
}

/** The entry has loaded and runs: index.html's script must not say it failed. */
export function entryStarted(): void {
  catcher().started = true;
}

/**
 * From now on `answer` handles each click it can (it returns true), in order: the clicks kept
 * so far first, until one it cannot answer; that one and every later click are kept.
 */
export function answerClicks(answer: Answer): void {
  const clicks = catcher();
  while (clicks.kept.length > 0 && answer(clicks.kept[0] ?? '')) clicks.kept.shift();
  clicks.answer = answer;
}

/** Keeps every click from now on (React is hydrating the page). */
export function keepClicks(): void {
  catcher().answer = null;
}

/** Stops catching clicks and clicks the page's buttons again for the kept ones, in order. */
export async function replayKeptClicks(root: ParentNode): Promise<void> {
  const clicks = catcher();
  removeEventListener('click', clicks.listener, true);
  for (const action of clicks.kept.splice(0)) {
    const button = root.querySelector(`[data-action="${CSS.escape(action)}"]`);
    if (button instanceof HTMLElement) button.click();
    await nextTask();
  }
}

/** The accessible name of the button that does `action`, to speak of it in a message. */
export function buttonName(root: ParentNode, action: string): string {
  const button = root.querySelector(`[data-action="${CSS.escape(action)}"]`);
  return button ? catcher().nameOf(button) : action;
}

/**
 * A pointer resting on a button, or a button focused, before React hydrated it, got no tooltip
 * (its handlers were not there yet): tells React now, as if the pointer had just moved there or
 * focus had just come.
 */
export function greetPointerAndFocus(root: ParentNode): void {
  const hovered = root.querySelector('button:hover');
  hovered?.dispatchEvent(new PointerEvent('pointermove', { bubbles: true, pointerType: 'mouse' }));
  const focused = document.activeElement;
  if (focused instanceof HTMLButtonElement && root.contains(focused)) {
    focused.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
  }
}

/** A task after this one (a message, which timers and their clocks do not hold back). */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}
