import { answerClicks, buttonName, showFailure, type Answer } from './earlyClicks.ts';

/**
 * Shown when the part of the page the entry imports (React and the components) fails to load:
 * offline, blocked, or a deploy mid-visit that removed the old files. Plain DOM, since React is
 * what is missing, made by index.html's inline script, which shows the same message when the
 * entry itself fails. It offers a reload; the entry keeps answering what it can (`answer`), and
 * every other click, kept before or made after, is named in the message rather than dropped.
 */
export function showLoadFailure(root: HTMLElement, answer: Answer | null): (line: string) => void {
  const note = showFailure(
    'Part of this page did not load (the connection may have dropped, or the site was updated ' +
      'meanwhile). Generate and the locks still work; the other buttons need that part.',
  );

  const say = (line: string) => {
    note.textContent = line;
  };
  answerClicks((action) => {
    if (answer?.(action)) return true;
    say(
      `${buttonName(root, action)} needs the part of the page that did not load: reload to use it.`,
    );
    return true;
  });
  return say;
}
