import { StrictMode } from 'react';
import { App } from './App.tsx';
import { createPersonStore } from './personStore.ts';

/** The whole page: the same element is rendered at build time and hydrated in the browser. */
export function pageRoot() {
  return (
    <StrictMode>
      <App store={createPersonStore()} />
    </StrictMode>
  );
}
