import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageRoot } from './app/root.tsx';
import { createPersonStore } from './app/personStore.ts';
import { writeValues } from './app/FieldRow.tsx';
import type { LinkReading } from './app/link.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

function start(link: LinkReading) {
  const store = createPersonStore(undefined, link.kind === 'person' ? link : undefined);
  const app = pageRoot({
    store,
    startupError: link.kind === 'invalid' ? link.message : undefined,
  });
  // The dev server's page is empty: no markup to hydrate.
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  // The first person goes straight into the prerendered rows and paints in this frame; React
  // hydrates them after it, in short tasks (a transition yields to the browser). A click before
  // hydration is kept and clicked again once React listens; from then on, React hydrates at
  // once whatever is clicked and handles the click.
  store.showFirstPerson((person) => writeValues(root, person));
  const early: HTMLButtonElement[] = [];
  const keepClick = (event: MouseEvent) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button) early.push(button);
  };
  root.addEventListener('click', keepClick);
  requestAnimationFrame(() => {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    root.removeEventListener('click', keepClick);
    early.forEach((button) => button.click());
  });
}

// Only a page opened from a person's link loads the link reader (app/link.ts).
if (location.hash.length > 1) {
  void import('./app/link.ts').then(({ readFragment }) => start(readFragment(location.hash)));
} else {
  start({ kind: 'none' });
}

// A person's link pasted into this tab changes only the fragment, which loads nothing: start
// again from it, as a new tab would.
addEventListener('hashchange', () => location.reload());
