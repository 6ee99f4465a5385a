import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { createAppRouter } from './app/router';
import { startAnnouncements } from './app/shell/start-announcements';

const container = document.getElementById('root');
if (!container) throw new Error('The #root element is missing from index.html.');

// The router starts loading the first page's code; the viewer's announcements load beside it, so the first
// paint holds the announcement banner's place (decision 070). Not a top-level await: this module must finish
// evaluating, as the lazy modules import from its chunk.
const router = createAppRouter();
void startAnnouncements().then(() =>
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  ),
);
