import { lazy, memo, Suspense, useEffect, useRef, useState } from 'react';
import type { PersonStore } from './personStore.ts';

// The form, the generator's export code and its data load only once the section is opened. If
// they cannot (offline, or the site was updated since the page loaded and the file is gone),
// the section says so instead of the error taking the whole page down.
const ExportPanel = lazy(() =>
  import('./ExportPanel.tsx').catch((error: unknown) => {
    // Said in the console too: a fault of the panel's own code would otherwise pass for a
    // failed download.
    console.error(error);
    return { default: PanelDidNotLoad };
  }),
);

function PanelDidNotLoad() {
  return (
    <div className="load-failure" role="alert">
      <p>
        The download form did not load (the connection may have dropped, or the site was updated
        meanwhile). The rest of the page still works.
      </p>
      <button type="button" className="button button-primary" onClick={() => location.reload()}>
        Reload the page
      </button>
    </div>
  );
}

/**
 * "Download people": a closed disclosure under the card until someone opens it. Memoised: the
 * store never changes, so a Generate click's render of the page passes it by.
 */
export const ExportSection = memo(function ExportSection({ store }: { store: PersonStore }) {
  const [opened, setOpened] = useState(false);
  const details = useRef<HTMLDetailsElement>(null);
  // The browser opens it even before React has hydrated the page (see main.tsx): a section
  // opened then shows its form as soon as React is there.
  useEffect(() => {
    if (details.current?.open) setOpened(true);
  }, []);
  return (
    <details
      ref={details}
      className="export"
      onToggle={(event) => {
        if (event.currentTarget.open) setOpened(true);
      }}
    >
      <summary>Download people</summary>
      {opened && (
        <Suspense fallback={<p>Loading…</p>}>
          <ExportPanel store={store} />
        </Suspense>
      )}
    </details>
  );
});
