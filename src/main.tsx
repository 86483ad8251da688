import { createPersonStore } from './app/personStore.ts';
import { keepEarlyClicks, writeValues } from './app/firstPaint.ts';
import type { LinkReading } from './app/link.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

/** Resolves in a task of its own once the browser has painted the current frame. */
const afterNextPaint = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * The first person goes straight into the prerendered rows and paints, before React has run.
 * React and the page's components (preloaded by index.html) run once that frame is painted.
 */
async function start(link: LinkReading) {
  const store = createPersonStore(undefined, link.kind === 'person' ? link : undefined);
  store.showFirstPerson((person) => writeValues(root, person));
  const replayClicks = keepEarlyClicks(root);
  await afterNextPaint();
  const { hydratePage } = await import('./app/hydrate.tsx');
  hydratePage(root, {
    store,
    startupError: link.kind === 'invalid' ? link.message : undefined,
  });
  replayClicks();
}

// Only a page opened from a person's link loads the link reader (app/link.ts).
if (location.hash.length > 1) {
  void import('./app/link.ts').then(({ readFragment }) => start(readFragment(location.hash)));
} else {
  void start({ kind: 'none' });
}

// A person's link pasted into this tab changes only the fragment, which loads nothing: start
// again from it, as a new tab would.
addEventListener('hashchange', () => location.reload());
