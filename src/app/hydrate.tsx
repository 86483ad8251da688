import { startTransition, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageRoot, type PageStart } from './root.tsx';

// What the page fetches, in idle time, once it has started, to work on offline (main.tsx).
export { keepWorkingOffline } from './offline.ts';

/**
 * React's part of start-up, in chunks of their own that main.tsx loads once the first person is
 * painted. Hydration runs in a transition, in short tasks that let the browser paint and handle
 * input between them.
 */
export function hydratePage(root: HTMLElement, start: PageStart, onHydrated: () => void): void {
  const app = <Hydrated onHydrated={onHydrated}>{pageRoot(start)}</Hydrated>;
  // The dev server's page is empty: no markup to hydrate.
  if (!root.hasChildNodes()) {
    createRoot(root).render(app);
    return;
  }
  startTransition(() => {
    hydrateRoot(root, app);
  });
}

/** Calls onHydrated once React has committed the page (it adds no markup). */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}
