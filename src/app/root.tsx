import { StrictMode } from 'react';
import { App } from './App.tsx';
import { createPersonStore, type PersonStore } from './personStore.ts';

export interface PageStart {
  /** The page's person, made afresh unless one was read from a link (see personStore.ts). */
  store?: PersonStore;
  /** Why a link could not be read: shown once the page is up. */
  startupError?: string;
}

/** The whole page: the same element is rendered at build time and hydrated in the browser. */
export function pageRoot({ store = createPersonStore(), startupError }: PageStart = {}) {
  return (
    <StrictMode>
      <App store={store} startupError={startupError} />
    </StrictMode>
  );
}
