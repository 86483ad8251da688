import { renderToString } from 'react-dom/server';
import { pageRoot } from './app/root.tsx';

/** The page as it looks before anyone is made: heading, labels and buttons, no values. */
export function prerender(): string {
  return renderToString(pageRoot());
}
