import '../styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, readStoredTheme } from '#client/lib/theme.ts';
import { App } from './app.tsx';

// Before the first render: the CSP allows no inline script in index.html to do this earlier.
applyTheme(readStoredTheme());

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
