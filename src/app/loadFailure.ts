import { answerClicks, buttonName, showFailure, type Answer } from './earlyClicks.ts';
import { NOTIFICATION_HIDE_MS, type EarlyNotice } from './notification.ts';
import { keepOffActions } from './notificationPlace.ts';

/** What still works without React (answerBeforeReact.ts), and what needs it. */
const LOAD_FAILURE_MESSAGE =
  'Part of this page did not load (the connection may have dropped, or the site was updated ' +
  'meanwhile). Generate, the locks and the copy buttons still work; changing a value, Copy ' +
  'Link and Download people need that part: reload the page to use them.';

const EXPORT_NEEDS_RELOAD =
  'The download form needs the part of the page that did not load: reload the page to use it.';

/**
 * Shown when the part of the page the entry imports (React and the components) fails to load:
 * offline, blocked, or a deploy mid-visit that removed the old files. Plain DOM, since React is
 * what is missing, made by index.html's inline script, which shows the same message when the
 * entry itself fails. It offers a reload; the entry keeps answering what it can (`answer`), and
 * every other click, kept before or made after, is named in the message rather than dropped.
 * "Download people" opens on a line saying its form needs a reload. Returns what shows a copy's
 * message: the notification at the foot of the window, as NotificationArea.tsx draws it.
 */
export function showLoadFailure(
  root: HTMLElement,
  answer: Answer | null,
): (notice: EarlyNotice) => void {
  const note = showFailure(LOAD_FAILURE_MESSAGE);
  answerClicks((action) => {
    if (answer?.(action)) return true;
    note.textContent = `${buttonName(root, action)} needs the part of the page that did not load: reload to use it.`;
    return true;
  });
  noteExportNeedsReload(root);
  return notifier(root);
}

/** "Download people" opens on a line saying its form needs a reload, not on nothing. */
function noteExportNeedsReload(root: HTMLElement): void {
  const exportSection = root.querySelector('details.export');
  if (!exportSection) return;
  const line = document.createElement('p');
  line.className = 'export-note';
  line.textContent = EXPORT_NEEDS_RELOAD;
  exportSection.append(line);
}

/** The first person's data is what every button works on: without it, nothing does. */
const DATA_FAILURE_MESSAGE =
  "The first person's data did not load (the connection may have dropped, or the site was " +
  'updated meanwhile). Nothing on the page works until it does: reload the page.';

/**
 * Shown when the data of the first person's state (a chunk of its own, or a link's person's
 * state, read to check the link) fails to load: the rows stay empty, so no button can be
 * answered. Like the entry's own failure in index.html's inline script, every click, kept before
 * or made after, is named in the message rather than dropped; "Download people" opens on a line
 * saying its form needs a reload.
 */
export function showDataFailure(root: HTMLElement): void {
  const note = showFailure(DATA_FAILURE_MESSAGE);
  answerClicks((action) => {
    note.textContent = `${buttonName(root, action)} needs it: reload to use it.`;
    return true;
  });
  noteExportNeedsReload(root);
}

/** What a control that needed a part of the page, which did not load, says. */
export const PART_FAILURE_MESSAGE =
  'Part of this page did not load (the connection may have dropped, or the site was updated ' +
  'meanwhile). Reload the page to go on.';

/**
 * A control (Generate, an editor's Set, Download) needed a part of the page that did not load: a
 * chunk of data, the download form, the export's worker. The same message as every load failure
 * (index.html's, above the page, role="alert"), with its Reload button, naming the control
 * (`what`), and brought into view: the control is often further down the page. Nothing is thrown.
 */
export function showPartFailure(what: string): void {
  const note = showFailure(PART_FAILURE_MESSAGE);
  note.textContent = `${what} needs that part.`;
  note.parentElement?.scrollIntoView({ block: 'nearest' });
}

/**
 * Whether `error` is a module that did not load (a dynamic import's rejection: "Failed to fetch
 * dynamically imported module" in Chromium, "error loading dynamically imported module" in
 * Firefox, "Importing a module script failed" in Safari), rather than a fault of the page's own.
 */
export function isLoadFailure(error: unknown): boolean {
  return error instanceof TypeError && /\bmodule\b/i.test(error.message);
}

const SVG = 'http://www.w3.org/2000/svg';

/** Lucide's circle-check and circle-alert, the icons NotificationArea.tsx draws. */
const ICON_PARTS: Record<EarlyNotice['severity'], [string, Record<string, string>][]> = {
  success: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['path', { d: 'm9 12 2 2 4-4' }],
  ],
  error: [
    ['circle', { cx: '12', cy: '12', r: '10' }],
    ['line', { x1: '12', x2: '12', y1: '8', y2: '12' }],
    ['line', { x1: '12', x2: '12.01', y1: '16', y2: '16' }],
  ],
};

function svgIcon(parts: [string, Record<string, string>][], className: string): SVGSVGElement {
  const icon = document.createElementNS(SVG, 'svg');
  const attributes: Record<string, string> = {
    class: className,
    viewBox: '0 0 24 24',
    fill: 'none',
    stroke: 'currentColor',
    'stroke-width': '2',
    'stroke-linecap': 'round',
    'stroke-linejoin': 'round',
    'aria-hidden': 'true',
  };
  for (const [name, value] of Object.entries(attributes)) icon.setAttribute(name, value);
  for (const [tag, shape] of parts) {
    const part = document.createElementNS(SVG, tag);
    for (const [name, value] of Object.entries(shape)) part.setAttribute(name, value);
    icon.append(part);
  }
  return icon;
}

/**
 * The notification without React, in the prerendered live regions of NotificationArea.tsx, with
 * its rules: never over the action buttons (notificationPlace.ts); it hides NOTIFICATION_HIDE_MS after it shows, not counting time under the pointer
 * or with focus inside; its Close button, Escape and a press outside it close it; a new message
 * replaces it. It never takes focus.
 */
function notifier(root: HTMLElement): (notice: EarlyNotice) => void {
  let close = () => {};
  return ({ text, severity }) => {
    close();
    const region = root.querySelector(
      `.notifications [role="${severity === 'success' ? 'status' : 'alert'}"]`,
    );
    if (!region) return;
    const card = document.createElement('div');
    card.className = `notification notification-${severity}`;
    const line = document.createElement('p');
    line.className = 'notification-text';
    line.textContent = text;
    const closeButton = document.createElement('button');
    closeButton.type = 'button';
    closeButton.className = 'icon-button notification-close';
    closeButton.setAttribute('aria-label', 'Close');
    closeButton.append(
      svgIcon(
        [
          ['path', { d: 'M18 6 6 18' }],
          ['path', { d: 'm6 6 12 12' }],
        ],
        '',
      ),
    );
    card.append(svgIcon(ICON_PARTS[severity], 'notification-icon'), line, closeButton);
    region.append(card);
    const release = keepOffActions(card);

    let remainingMs = NOTIFICATION_HIDE_MS;
    let startedAt = 0;
    let timer: number | undefined;
    let hovered = false;
    let focused = false;
    const run = () => {
      if (hovered || focused || timer !== undefined) return;
      startedAt = Date.now();
      timer = window.setTimeout(close, remainingMs);
    };
    const pause = () => {
      if (timer === undefined) return;
      window.clearTimeout(timer);
      timer = undefined;
      remainingMs -= Date.now() - startedAt;
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && card.contains(event.target))) close();
    };
    card.addEventListener('pointerenter', () => ((hovered = true), pause()));
    card.addEventListener('pointerleave', () => ((hovered = false), run()));
    card.addEventListener('focusin', () => ((focused = true), pause()));
    card.addEventListener('focusout', (event) => {
      if (event.relatedTarget instanceof Node && card.contains(event.relatedTarget)) return;
      focused = false;
      run();
    });
    closeButton.addEventListener('click', () => close());
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown, true);
    close = () => {
      pause();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown, true);
      release();
      card.remove();
      close = () => {};
    };
    run();
  };
}
