import { StrictMode } from 'react';
import { App } from './App.tsx';
import { createPersonStore, type PersonState } from './personStore.ts';

export interface PageStart {
  /** A person and locks read from a link, shown as they came. */
  initial?: PersonState;
  /** Why a link could not be read: shown once the page is up. */
  startupError?: string;
}

/** The whole page: the same element is rendered at build time and hydrated in the browser. */
export function pageRoot({ initial, startupError }: PageStart = {}) {
  return (
    <StrictMode>
      <App store={createPersonStore(undefined, initial)} startupError={startupError} />
    </StrictMode>
  );
}
