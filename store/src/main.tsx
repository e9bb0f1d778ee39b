import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initErrorReporting } from '../../common/web/errorReporting';
import { loadSiteSettings } from '../../common/web/site';
import { App } from './App';
import { ErrorBoundary } from './ui';
import './store.css';

initErrorReporting('store', import.meta.env.VITE_ERROR_REPORT_URL);

/**
 * The company's colours (its public site settings, as the agent app reads them before sign-in)
 * theme the store through two CSS variables. The store paints at once with the defaults and
 * takes the colours when they arrive, so this call never delays the first screen.
 */
void loadSiteSettings().then((site) => {
  const root = document.documentElement.style;
  root.setProperty('--primary', site.primary);
  root.setProperty('--secondary', site.secondary);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', site.primary);
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
