import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadPageOf } from './app/app-routes';
import { applyCachedSiteTheme } from './features/site/site-theme';
import { preloadWithin } from './lib/lazy-page';
import './styles/global.css';

/** Past this, a slow network gets the loading fallback on screen rather than a blank page. */
const FIRST_PAGE_WAIT_MS = 400;

applyCachedSiteTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');
void preloadWithin(preloadPageOf(window.location.pathname), FIRST_PAGE_WAIT_MS).then(() =>
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
