import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App.tsx';
import { createPersonStore } from './app/personStore.ts';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

const app = (
  <StrictMode>
    <App store={createPersonStore()} />
  </StrictMode>
);

// The built page already holds the prerendered markup; the dev server's page is empty.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
