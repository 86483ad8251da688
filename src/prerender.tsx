import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { App } from './app/App.tsx';
import { createPersonStore } from './app/personStore.ts';

/** The page as it looks before anyone is made: heading, labels and buttons, no values. */
export function prerender(): string {
  return renderToString(
    <StrictMode>
      <App store={createPersonStore()} />
    </StrictMode>,
  );
}
