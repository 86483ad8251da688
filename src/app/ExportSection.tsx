import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { PersonStore } from './personStore.ts';

// The form, the generator's export code and its data load only once the section is opened.
const ExportPanel = lazy(() => import('./ExportPanel.tsx'));

/** "Download people": a closed disclosure under the card until someone opens it. */
export function ExportSection({ store }: { store: PersonStore }) {
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
}
