import { createPersonStore } from './app/personStore.ts';
import { afterNextPaint, keepEarlyClicks, writeValues } from './app/firstPaint.ts';
import { readFragment, type LinkReading } from './app/link.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

/**
 * The first person goes straight into the prerendered rows and paints with this script alone.
 * React and the page's components (app/hydrate.tsx) load once that frame is painted; a click
 * until they have hydrated the page is kept and handled then.
 */
async function start(link: LinkReading) {
  const fromLink = link.kind === 'person' ? link : undefined;
  const store = createPersonStore(undefined, fromLink);
  // A link's locks show only once React renders the buttons: its person waits for them, so
  // values and locks arrive together.
  const locked = fromLink !== undefined && Object.values(fromLink.locks).some(Boolean);
  if (!locked) store.showFirstPerson((person) => writeValues(root, person));
  const replayClicks = keepEarlyClicks(root);
  await afterNextPaint();
  const { hydratePage } = await import('./app/hydrate.tsx');
  await new Promise<void>((hydrated) => {
    hydratePage(
      root,
      { store, startupError: link.kind === 'none' ? undefined : link.message },
      hydrated,
    );
  });
  await replayClicks();
}

// The link reader (app/link.ts, with the generator's checks, about 2 KB gzip) is in the entry.
// Imported lazily, it made the bundler move generator modules that the entry uses into a shared
// chunk that the entry then imports (rolldown issue 10731), which the build refuses.
void start(readFragment(location.hash));

// A person's link pasted into this tab changes only the fragment, which loads nothing: start
// again from it, as a new tab would.
addEventListener('hashchange', () => location.reload());
