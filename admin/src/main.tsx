import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SUBSCRIPTION_EXPIRED_PATH } from '../../common/web/constants';
import { initErrorReporting } from '../../common/web/errorReporting';
import { getLanguage, translateCommon } from '../../common/web/i18n';
import { fetchCurrentUser, homeOf, isBackOffice, signOut } from '../../common/web/session';
import { SiteProvider, applySiteToDocument, loadSiteSettings } from '../../common/web/site';
import { hasToken } from '../../common/web/storage';
import type { CurrentUser } from '../../common/api/users';
import { App } from './App';
import { ConsoleStyles } from './shared/ConsoleStyles';
import { sharedLoginUrl } from './providers/authProvider';
import { loadCatalog } from './providers/i18nProvider';

initErrorReporting('admin', import.meta.env.VITE_ERROR_REPORT_URL);

/**
 * The console starts only for HQ and staff: no session → the shared login page (and back here
 * afterwards); an agent → the agent app; a company whose subscription disallows login → HQ
 * sees only the subscription pages, staff's session ends and the expired page shows.
 */
const LOCKED_HQ_PATHS = ['/admin/subscription', '/admin/plan-rewards'];
async function backOfficeUser(): Promise<CurrentUser | null> {
  if (!hasToken()) {
    window.location.replace(sharedLoginUrl());
    return null;
  }
  let user: CurrentUser;
  try {
    user = await fetchCurrentUser();
  } catch {
    signOut();
    window.location.replace(sharedLoginUrl());
    return null;
  }
  if (user.subscription.disallow_login && user.role === 'hq') {
    // HQ of a locked company may open only the subscription pages, to see what to pay.
    if (!LOCKED_HQ_PATHS.some((prefix) => window.location.pathname.startsWith(prefix))) {
      window.location.replace('/admin/subscription/expired');
      return null;
    }
    return user;
  }
  if (user.subscription.disallow_login) {
    signOut();
    window.location.replace(SUBSCRIPTION_EXPIRED_PATH);
    return null;
  }
  if (!isBackOffice(user)) {
    window.location.replace(homeOf(user));
    return null;
  }
  return user;
}

// The texts of the stored language download alongside the user; they are awaited (again, if the
// account's language differs) once the user has settled it, so react-admin starts with them.
loadCatalog(getLanguage()).catch(() => undefined);

async function start(): Promise<void> {
  const [site, user] = await Promise.all([loadSiteSettings(), backOfficeUser()]);
  applySiteToDocument(site);
  if (!user) return;
  await loadCatalog(getLanguage());
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteProvider value={site}>
        <ConsoleStyles />
        <App site={site} user={user} />
      </SiteProvider>
    </StrictMode>,
  );
}

start().catch((err) => {
  // Nothing rendered yet (the texts did not arrive): a plain message rather than a blank page.
  console.error(err);
  document.getElementById('root')!.textContent = translateCommon('common.error.chunkTimeout');
});
