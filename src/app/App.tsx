import { Fragment, useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { Copy, RefreshCw } from 'lucide-react';
import { FIELDS, type Field, type FieldName } from 'random-american-generator';
import { copyAllText, type Locks } from 'random-american-generator/page';
import type { EarlyNotice } from './notification.ts';
import { focusButtonAt, focusedButtonIndex } from './buttonFocus.ts';
import { copyText } from './clipboard.ts';
import { CopyLinkButton } from './CopyLinkButton.tsx';
import { ExportSection } from './ExportSection.tsx';
import { FieldEditor, type Draft } from './FieldEditor.tsx';
import { FieldRow, rowIds } from './FieldRow.tsx';
import { LinkMessage } from './LinkMessage.tsx';
import { isLoadFailure, showPartFailure } from './loadFailure.ts';
import { forgetLink } from './link.ts';
import { TooltipProvider } from './tooltips.tsx';
import { NotificationArea } from './NotificationArea.tsx';
import {
  ALL_COPIED_MESSAGE,
  copiedMessage,
  copyFailedMessage,
  type Notice,
  type Severity,
} from './notification.ts';
import type { PersonStore } from './personStore.ts';

/** Runs of rows of one group, in the specification's order; a divider stands between runs. */
const FIELD_GROUPS: Field[][] = [];
for (const field of FIELDS) {
  const last = FIELD_GROUPS.at(-1);
  if (last?.[0]?.group === field.group) last.push(field);
  else FIELD_GROUPS.push([field]);
}

/** Under the title: values are buttons (a dotted underline alone did not say so). */
const CARD_HINT =
  'Click any value to change it; lock it to keep it when you generate a new person.';

const ALL_LOCKED_NOTE_ID = 'all-locked-note';
const ALL_LOCKED_NOTE =
  'Every field is locked, so a new person would be this one. Unlock a field to change it.';

/** What the polite live region last said; a new id adds it anew, so a repeat is spoken too. */
interface Announcement {
  id: number;
  text: string;
}

/** The buttons' icons, one element each for every render: React skips an element it has rendered. */
const GENERATE_ICON = <RefreshCw aria-hidden="true" />;
const COPY_ALL_ICON = <Copy aria-hidden="true" />;

const subscribeToNothing = () => () => undefined;
const isBrowser = () => true;
const isBuildTime = () => false;

const allLocked = (locks: Locks): boolean => FIELDS.every(({ key }) => locks[key]);

interface AppProps {
  store: PersonStore;
  /** Why a link could not be read (shown once, after hydration). */
  startupError?: string;
  /** Messages of copies made before React was there (main.tsx), shown as they settle. */
  earlyNotices?: readonly Promise<EarlyNotice>[];
}

export function App({ store, startupError, earlyNotices }: AppProps) {
  // The locks alone: the values are read by their buttons (FieldRow.tsx), so a Generate renders
  // those first, then the page once more for its announcement, the memoised rows passed by.
  const locks = useSyncExternalStore(
    store.subscribe,
    () => store.getSnapshot().locks,
    () => store.getServerSnapshot().locks,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const lastNoticeId = useRef(0);
  /** Where focus was when the notice's copy began: it goes back there if the notice had it. */
  const noticeOpener = useRef(-1);

  const notify = useCallback((text: string, severity: Severity) => {
    lastNoticeId.current += 1;
    setNotice({ id: lastNoticeId.current, text, severity });
  }, []);
  const closeNotice = useCallback((fromInside: boolean) => {
    setNotice(null);
    if (fromInside) focusButtonAt(noticeOpener.current);
  }, []);
  // The link's message shows once hydrated (the markup made at build time has none).
  const hydrated = useSyncExternalStore(subscribeToNothing, isBrowser, isBuildTime);
  const [linkMessageDismissed, setLinkMessageDismissed] = useState(false);
  const linkMessage = hydrated && !linkMessageDismissed ? startupError : undefined;
  useEffect(() => {
    // What the page shows is not what the link says: the address bar stops saying it.
    if (startupError) forgetLink();
  }, [startupError]);
  const dismissLinkMessage = useCallback(() => {
    setLinkMessageDismissed(true);
    document.getElementById(rowIds(FIELDS[0]).value)?.focus();
  }, []);
  useEffect(() => {
    let shown = Promise.resolve();
    for (const notice of earlyNotices ?? []) {
      shown = shown.then(() => notice).then(({ text, severity }) => notify(text, severity));
    }
  }, [earlyNotices, notify]);

  const [editing, setEditing] = useState<FieldName | null>(null);
  // Text typed in an editor that a click on a value closed: it is there again when that editor
  // reopens over the same value. Set, Cancel and Escape end it.
  // One Map for the page's life, changed in place: no render waits on it.
  const [drafts] = useState(() => new Map<FieldName, Draft>());
  const toggleEditor = useCallback((field: Field) => {
    setEditing((open) => (open === field.key ? null : field.key));
  }, []);
  const closeEditor = useCallback(
    (field: Field) => {
      // Focus goes back to the value before the editor that had it leaves the page.
      document.getElementById(rowIds(field).value)?.focus();
      drafts.delete(field.key);
      setEditing(null);
    },
    [drafts],
  );
  // Escape closes the open editor from the rows and buttons around it too (after a click on
  // Generate, say), or from nowhere; the editor's own handler, a tooltip's and the notice's take
  // the key first. Elsewhere (the export form, the link message) Escape is theirs.
  useEffect(() => {
    const field = FIELDS.find(({ key }) => key === editing);
    if (!field) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
      const focused = document.activeElement;
      if (focused === null || focused === document.body || focused.closest('.fields, .actions')) {
        closeEditor(field);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [editing, closeEditor]);

  const copy = useCallback(
    (text: string, successText: string) => {
      const copied = copyText(text).then(
        () => [successText, 'success'] as const,
        (error: unknown) => [copyFailedMessage(error), 'error'] as const,
      );
      noticeOpener.current = focusedButtonIndex();
      void copied.then(([text, severity]) => notify(text, severity));
    },
    [notify],
  );
  // These read the store when called, so they stay the same between generations.
  const copyField = useCallback(
    (field: Field) => {
      const current = store.getSnapshot().person;
      if (current) copy(current[field.key], copiedMessage(field.label));
    },
    [store, copy],
  );
  const toggleLock = useCallback((field: Field) => store.toggleLock(field.key), [store]);
  const copyAll = () => {
    const current = store.getSnapshot().person;
    if (current) copy(copyAllText(current), ALL_COPIED_MESSAGE);
  };

  const nothingToGenerate = allLocked(locks);

  // Generate says who came, politely, for those who cannot see the rows change. The first
  // person is not announced: it is the page's content, read with the page.
  const [announcement, setAnnouncement] = useState<Announcement | null>(null);
  const generate = () => {
    const before = store.getSnapshot().person;
    store.generate().then(
      () => {
        const { person: next, locks: nextLocks } = store.getSnapshot();
        if (!next) return;
        const changed = (key: FieldName) => before?.[key] !== next[key];
        // The link's message speaks of the link's person, gone once Generate changes anyone.
        if (FIELDS.some(({ key }) => changed(key))) setLinkMessageDismissed(true);
        // An edit typed over a value Generate replaced means nothing for the new one (as a kept
        // draft, App's drafts): its editor closes. A locked value stays, and so does its editor.
        setEditing((open) => (open !== null && changed(open) ? null : open));
        const text = allLocked(nextLocks)
          ? ALL_LOCKED_NOTE
          : `New person: ${next.firstName} ${next.lastName}`;
        setAnnouncement((last) => ({ id: (last?.id ?? 0) + 1, text }));
      },
      // Its person's data did not load: said above the page, with a reload.
      (error: unknown) => {
        if (!isLoadFailure(error)) throw error;
        showPartFailure('Generate New Person');
      },
    );
  };

  return (
    <main className="page">
      <div className="card">
        <h1>Random American Generator</h1>
        <p className="card-hint">{CARD_HINT}</p>
        {linkMessage && <LinkMessage message={linkMessage} onDismiss={dismissLinkMessage} />}
        <TooltipProvider>
          {FIELD_GROUPS.map((group, index) => (
            <Fragment key={group[0]?.group}>
              {index > 0 && <hr />}
              <dl className="fields">
                {group.map((field) => (
                  <FieldRow
                    key={field.key}
                    field={field}
                    store={store}
                    locked={locks[field.key]}
                    onCopy={copyField}
                    onToggleLock={toggleLock}
                    onEdit={toggleEditor}
                    editor={
                      editing === field.key ? (
                        <FieldEditor
                          field={field}
                          store={store}
                          drafts={drafts}
                          onClose={closeEditor}
                        />
                      ) : null
                    }
                  />
                ))}
              </dl>
            </Fragment>
          ))}
        </TooltipProvider>
        <div className="actions">
          <button
            type="button"
            className="button button-primary"
            data-action="generate"
            onClick={generate}
            aria-describedby={nothingToGenerate ? ALL_LOCKED_NOTE_ID : undefined}
          >
            {GENERATE_ICON}
            Generate New Person
          </button>
          <button
            type="button"
            className="button button-outlined"
            data-action="copy-all"
            onClick={copyAll}
          >
            {COPY_ALL_ICON}
            Copy All Information
          </button>
          <CopyLinkButton store={store} copy={copy} />
        </div>
        {nothingToGenerate && (
          <p className="actions-note" id={ALL_LOCKED_NOTE_ID}>
            {ALL_LOCKED_NOTE}
          </p>
        )}
        <div className="visually-hidden" aria-live="polite">
          {announcement && <p key={announcement.id}>{announcement.text}</p>}
        </div>
      </div>
      <ExportSection store={store} />
      <p className="credit">
        Made in your browser: nothing is sent or stored. Real ZIP codes and towns from{' '}
        <a href="https://www.geonames.org/">GeoNames</a> (
        <a className="licence" href="https://creativecommons.org/licenses/by/4.0/">
          CC BY 4.0
        </a>
        ), with the people of each from the US Census.
      </p>
      <NotificationArea notice={notice} onClose={closeNotice} />
    </main>
  );
}
