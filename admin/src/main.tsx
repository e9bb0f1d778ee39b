import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { SUBSCRIPTION_EXPIRED_PATH } from '../../common/web/constants';
import { initErrorReporting } from '../../common/web/errorReporting';
import { fetchCurrentUser, homeOf, isBackOffice, signOut } from '../../common/web/session';
import { SiteProvider, applySiteToDocument, loadSiteSettings } from '../../common/web/site';
import { hasToken } from '../../common/web/storage';
import type { CurrentUser } from '../../common/web/types';
import { App } from './App';
import { ConsoleStyles } from './shared/ConsoleStyles';
import { sharedLoginUrl } from './providers/authProvider';

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

void Promise.all([loadSiteSettings(), backOfficeUser()]).then(([site, user]) => {
  applySiteToDocument(site);
  if (!user) return;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <SiteProvider value={site}>
        <ConsoleStyles />
        <App site={site} user={user} />
      </SiteProvider>
    </StrictMode>,
  );
});
