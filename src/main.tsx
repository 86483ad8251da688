import { createPersonStore } from './app/personStore.ts';
import { answerBeforeReact } from './app/answerBeforeReact.ts';
import type { EarlyNotice } from './app/notification.ts';
import {
  answerClicks,
  entryStarted,
  greetPointerAndFocus,
  keepClicks,
  replayKeptClicks,
} from './app/earlyClicks.ts';
import { takeEarlyDraws } from './app/earlyDraws.ts';
import { afterNextPaint, writeState } from './app/firstPaint.ts';
import { showDataFailure, showLoadFailure } from './app/loadFailure.ts';
import { forgetLink, readFragment, type LinkReading } from './app/link.ts';
import { withData } from 'random-american-generator/page';
import './styles.css';

entryStarted();
const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');
const root = container;

/**
 * The first person goes straight into the prerendered rows and paints with this script alone,
 * which then answers Generate, the locks and the copies itself (answerBeforeReact.ts). React and
 * the page's components (app/hydrate.tsx) load once that frame is painted; clicks while they
 * hydrate the page are kept and clicked again then (earlyClicks.ts). If they fail to load, a
 * message says so and offers a reload (loadFailure.ts).
 */
async function start(link: LinkReading, seed?: number) {
  const fromLink = link.kind === 'person' ? link : undefined;
  const store = createPersonStore(seed, fromLink);
  // While a Generate waits for its person's data, the card says it is busy (assistive
  // technology, and browser tests, wait for it to end). React never renders this attribute.
  store.onBusy((busy) => {
    const card = root.querySelector('.card');
    if (busy) card?.setAttribute('aria-busy', 'true');
    else card?.removeAttribute('aria-busy');
  });
  // The first person's state's data (a chunk of its own) comes before anything is painted.
  try {
    await store.prepare();
  } catch (error) {
    failedToLoadData(error);
    return;
  }
  // Once the person or the locks change (answered here before React, or by React), the address
  // bar stops claiming the linked ones.
  if (fromLink) store.subscribe(forgetLink);
  const earlyNotices: Promise<EarlyNotice>[] = [];
  let notify = (notice: Promise<EarlyNotice>) => void earlyNotices.push(notice);
  const answer = answerBeforeReact(store, (notice) => notify(notice));
  const paint = () => store.showFirstPerson((state) => writeState(root, state));
  // A link's locks show only once React renders the buttons: its person waits for them, so
  // values and locks arrive together.
  const locked = fromLink !== undefined && Object.values(fromLink.locks).some(Boolean);
  if (!locked) {
    paint();
    answerClicks(answer);
  }
  await afterNextPaint();
  let hydrate: typeof import('./app/hydrate.tsx');
  try {
    hydrate = await import('./app/hydrate.tsx');
  } catch {
    if (locked) paint();
    const show = showLoadFailure(root, answer);
    notify = (notice) => void notice.then(show);
    earlyNotices.forEach(notify);
    document.documentElement.dataset.page = 'failed';
    return;
  }
  keepClicks();
  store.handToReact();
  await new Promise<void>((hydrated) => {
    hydrate.hydratePage(
      root,
      { store, startupError: link.kind === 'none' ? undefined : link.message, earlyNotices },
      hydrated,
    );
  });
  greetPointerAndFocus(root);
  await replayKeptClicks(root);
  // Browser tests wait for this before they measure or change anything.
  document.documentElement.dataset.page = 'started';
  // The rest of the page, in idle time, so it works on offline (app/offline.ts).
  void hydrate.keepWorkingOffline();
}

// The link reader (app/link.ts, with the generator's checks) is in the entry.
// Imported lazily, it made the bundler move generator modules that the entry uses into a shared
// chunk that the entry then imports (rolldown issue 10731), which the build refuses. A link's
// values are checked against the data of its state (and, to say where a city is, of others),
// which loads first. Without a link, index.html's inline script has drawn the seeds already (and
// started fetching the first people's state data): the entry takes them instead of drawing.
const early = takeEarlyDraws();
void withData(() => readFragment(location.hash, undefined, early?.linkRandom)).then(
  (link) => start(link, early?.seed),
  failedToLoadData,
);

/** The first person's data did not load: say so, offer a reload, and keep the cause in the console. */
function failedToLoadData(error: unknown) {
  showDataFailure(root);
  document.documentElement.dataset.page = 'failed';
  console.error(error);
}

// A person's link pasted into this tab changes only the fragment, which loads nothing: start
// again from it, as a new tab would.
addEventListener('hashchange', () => location.reload());
