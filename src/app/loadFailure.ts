import { answerClicks, buttonName, type Answer } from './earlyClicks.ts';

/**
 * Shown when the part of the page the entry imports (React and the components) fails to load:
 * offline, blocked, or a deploy mid-visit that removed the old files. Plain DOM, since React is
 * what is missing. It offers a reload; the entry keeps answering what it can (`answer`), and
 * every other click, kept before or made after, is named in the message rather than dropped.
 */
export function showLoadFailure(root: HTMLElement, answer: Answer | null): (line: string) => void {
  const box = document.createElement('div');
  box.className = 'load-failure';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent =
    'Part of this page did not load (the connection may have dropped, or the site was updated ' +
    'meanwhile). Generate and the locks still work; the other buttons need that part.';
  const note = document.createElement('p');
  note.className = 'load-failure-note';
  const reload = document.createElement('button');
  reload.type = 'button';
  reload.className = 'button button-primary';
  reload.textContent = 'Reload the page';
  reload.addEventListener('click', () => location.reload());
  box.append(text, note, reload);
  (root.querySelector('main') ?? root).prepend(box);

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
