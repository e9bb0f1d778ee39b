import { Suspense, useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { ApiErrorDialogs } from '../../common/web/components/ApiErrorDialogs';
import { SiteProvider, sitePalette, type SiteSettings } from '../../common/web/site';
import { AppRoutes } from './AppRoutes';
import { PageLoader } from './layout/PageLoader';
import { SessionProvider } from './session/SessionContext';
import { OfflineWatcher } from './system/OfflineWatcher';
import { ErrorBoundary } from './system/ErrorBoundary';
import { UpdatePrompt } from './system/UpdatePrompt';

/** The agent app: the company's theme, the session, the 401 and 429 dialogs, offline handling and the routes. */
export function App({ site }: { site: SiteSettings }) {
  const theme = useMemo(() => createTheme({ palette: sitePalette(site), shape: { borderRadius: 8 } }), [site]);
  return (
    <SiteProvider value={site}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ErrorBoundary>
          <BrowserRouter>
            <SessionProvider>
              <OfflineWatcher />
              <UpdatePrompt />
              <ApiErrorDialogs />
              <Suspense fallback={<PageLoader />}>
                <AppRoutes />
              </Suspense>
            </SessionProvider>
          </BrowserRouter>
        </ErrorBoundary>
      </ThemeProvider>
    </SiteProvider>
  );
}
