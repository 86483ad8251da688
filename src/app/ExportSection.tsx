import { memo, useEffect, useRef, useState, type ComponentType } from 'react';
import { isLoadFailure, showPartFailure } from './loadFailure.ts';
import type { PersonStore } from './personStore.ts';

type Panel = ComponentType<{ store: PersonStore }>;

let loaded: Promise<Panel> | null = null;

/**
 * The form, the generator's export code and its data: a chunk of their own, fetched once the page
 * has started (offline.ts) or when the section is opened, whichever comes first. A fetch that
 * failed is tried again next time (the connection may be back).
 */
export function loadExportPanel(): Promise<Panel> {
  loaded ??= import('./ExportPanel.tsx').then(
    (module) => module.default,
    (error: unknown) => {
      loaded = null;
      throw error;
    },
  );
  return loaded;
}

/**
 * "Download people": a closed disclosure under the card until someone opens it. Memoised: the
 * store never changes, so a Generate click's render of the page passes it by. If the form cannot
 * load (offline, or the site was updated since the page loaded and the file is gone), the page's
 * message says so above it, with a reload, and the section says the form needs that part.
 */
export const ExportSection = memo(function ExportSection({ store }: { store: PersonStore }) {
  const [opened, setOpened] = useState(false);
  /** Each opening while the form has not loaded asks for it again. */
  const [openings, setOpenings] = useState(0);
  const [panel, setPanel] = useState<{ Panel: Panel } | 'failed' | null>(null);
  const details = useRef<HTMLDetailsElement>(null);
  // The browser opens it even before React has hydrated the page (see main.tsx): a section
  // opened then shows its form as soon as React is there.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  const ready = panel !== null && panel !== 'failed';
  useEffect(() => {
    if (!opened || ready) return;
    let current = true;
    loadExportPanel().then(
      (Panel) => current && setPanel({ Panel }),
      (error: unknown) => {
        if (!current) return;
        setPanel('failed');
        if (!isLoadFailure(error)) throw error;
        showPartFailure('Download people');
      },
    );
    return () => {
      current = false;
    };
  }, [opened, openings, ready]);
  return (
    <details
      ref={details}
      className="export"
      onToggle={(event) => {
        if (!event.currentTarget.open) return;
        setOpened(true);
        if (!ready) setOpenings((count) => count + 1);
      }}
    >
      <summary>Download people</summary>
      {ready ? (
        <panel.Panel store={store} />
      ) : panel === 'failed' ? (
        <p className="export-note">The download form did not load: reload the page to use it.</p>
      ) : (
        opened && <p>Loading…</p>
      )}
    </details>
  );
});
