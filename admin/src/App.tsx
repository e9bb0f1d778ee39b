import { useMemo } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { Admin, CustomRoutes, Resource, defaultTheme, memoryStore, type RaThemeOptions } from 'react-admin';
import { sitePalette, type SiteSettings } from '../../common/web/site';
import type { CurrentUser } from '../../common/api/users';
import agents from './agents';
import { AREAS } from './areas';
import { Dashboard } from './dashboard/Dashboard';
import { Layout } from './layout/Layout';
import { LoginRedirect } from './layout/LoginRedirect';
import { NotFound } from './layout/NotFound';
import { createAuthProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProvider';
import { createI18nProvider } from './providers/i18nProvider';

/** The HQ console at /admin: one <Resource> per folder of src/ (react-admin demo layout). */
export function App({ site, user }: { site: SiteSettings; user: CurrentUser }) {
  const theme = useMemo<RaThemeOptions>(() => ({ ...defaultTheme, palette: { ...defaultTheme.palette, ...sitePalette(site) } }), [site]);
  const authProvider = useMemo(() => createAuthProvider(user), [user]);
  const i18nProvider = useMemo(createI18nProvider, []);
  // Nothing of react-admin's in localStorage: the language lives in the shared store (a stored
  // react-admin locale would override it), and signing out clears local storage anyway.
  const store = useMemo(() => memoryStore(), []);
  return (
    // A browser router under /admin (react-admin's own default is a hash router).
    <BrowserRouter basename="/admin">
      <Admin
        title={site.name}
        dataProvider={dataProvider}
        authProvider={authProvider}
        i18nProvider={i18nProvider}
        store={store}
        theme={theme}
        layout={Layout}
        dashboard={Dashboard}
        loginPage={LoginRedirect}
        catchAll={NotFound}
        requireAuth
        disableTelemetry
      >
        <Resource name="agents" {...agents} />
        {AREAS.map((area) => area.resources)}
        <CustomRoutes>{AREAS.map((area) => area.routes)}</CustomRoutes>
      </Admin>
    </BrowserRouter>
  );
}
