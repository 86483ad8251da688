import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageRoot } from './app/root.tsx';
import type { LinkReading } from './app/link.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

function start(link: LinkReading) {
  const app = pageRoot({
    initial: link.kind === 'person' ? link : undefined,
    startupError: link.kind === 'invalid' ? link.message : undefined,
  });
  // The built page already holds the prerendered markup; the dev server's page is empty.
  if (root.hasChildNodes()) hydrateRoot(root, app);
  else createRoot(root).render(app);
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
