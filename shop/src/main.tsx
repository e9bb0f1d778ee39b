import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { initErrorReporting } from '../../common/web/errorReporting';
import { applySiteToDocument, loadSiteSettings } from '../../common/web/site';
import { App } from './App';

initErrorReporting('shop', import.meta.env.VITE_ERROR_REPORT_URL);

void loadSiteSettings().then((site) => {
  applySiteToDocument(site);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App site={site} />
    </StrictMode>,
  );
});
