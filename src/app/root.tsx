import { StrictMode } from 'react';
import { App } from './App.tsx';
import type { EarlyNotice } from './notification.ts';
import { createPersonStore, type PersonStore } from './personStore.ts';

export interface PageStart {
  /** The page's person, made afresh unless one was read from a link (see personStore.ts). */
  store?: PersonStore;
  /** Why a link could not be read: shown once the page is up. */
  startupError?: string;
  /** The messages of copies the entry made before React (answerBeforeReact.ts), in order. */
  earlyNotices?: readonly Promise<EarlyNotice>[];
}

/** The whole page: the same element is rendered at build time and hydrated in the browser. */
export function pageRoot({
  store = createPersonStore(),
  startupError,
  earlyNotices,
}: PageStart = {}) {
  return (
    <StrictMode>
      <App store={store} startupError={startupError} earlyNotices={earlyNotices} />
    </StrictMode>
  );
}
