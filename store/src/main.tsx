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
 * theme the store through two CSS variables. The store paints at once — with the colours this
 * browser saw last time, else the defaults — and takes the current ones when they arrive, so this
 * call never delays the first screen.
 */
const THEME_KEY = 'store-theme';
const isColour = (value: unknown): value is string => typeof value === 'string' && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);

function applyTheme(theme: { primary: string; secondary: string }): void {
  const root = document.documentElement.style;
  root.setProperty('--primary', theme.primary);
  root.setProperty('--secondary', theme.secondary);
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', theme.primary);
}

try {
  const saved = JSON.parse(localStorage.getItem(THEME_KEY) ?? 'null') as { primary?: unknown; secondary?: unknown } | null;
  const primary = saved?.primary;
  const secondary = saved?.secondary;
  if (isColour(primary) && isColour(secondary)) applyTheme({ primary, secondary });
} catch {
  // A damaged entry: the defaults until the settings arrive.
}
void loadSiteSettings().then((site) => {
  applyTheme(site);
  localStorage.setItem(THEME_KEY, JSON.stringify({ primary: site.primary, secondary: site.secondary }));
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ErrorBoundary>
      <App />
    </ErrorBoundary>
  </StrictMode>,
);
