import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageRoot } from './app/root.tsx';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The built page already holds the prerendered markup; the dev server's page is empty.
if (container.hasChildNodes()) hydrateRoot(container, pageRoot());
else createRoot(container).render(pageRoot());
