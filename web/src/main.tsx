import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { applyCachedSiteTheme } from './features/site/site-theme';
import './styles/global.css';

applyCachedSiteTheme();

const container = document.getElementById('root');
if (!container) throw new Error('#root not found in index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
