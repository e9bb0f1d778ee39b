import { useEffect, useEffectEvent } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import type { ApiError } from '../../../common/web/api';
import type { CurrentUser } from '../../../common/api/users';
import { FILE_URL_TTL_SECONDS } from '../../../common/constants';
import { ADMIN_BASE } from '../../../common/web/constants';
import { fetchCurrentUser, isBackOffice, signOut } from '../../../common/web/session';
import { hasToken } from '../../../common/web/storage';
import { PageLoader } from '../layout/PageLoader';
import { PATHS } from '../paths';
import { loginPath } from './redirect';
import { useSession } from './SessionContext';

/**
 * The guard of docs/product.md. No stored token, or a failed check of it, sends the visitor to
 * `/login?redirectFrom=<full path>`. On first entry the current user is loaded; a company whose
 * subscription disallows login ends the session and shows the expired page; HQ and staff belong
 * in the console.
 */
export function RequireAuth() {
  const { user, setUser } = useSession();
  const location = useLocation();
  const navigate = useNavigate();
  const here = location.pathname + location.search + location.hash;
  const signedIn = hasToken();

  // The check runs when the token or the user changes, not on every move between pages: the
  // answer is handled with the address and navigate of the moment it arrives (BrowserRouter's
  // navigate has nothing to wait for).
  const onLoaded = useEffectEvent((loaded: CurrentUser) => {
    if (loaded.subscription.disallow_login) {
      signOut();
      void navigate(PATHS.subscriptionExpired, { replace: true });
    } else if (isBackOffice(loaded)) {
      window.location.replace(ADMIN_BASE);
    } else {
      setUser(loaded);
    }
  });
  const onFailed = useEffectEvent((err: ApiError) => {
    if (err.status === 0 && !navigator.onLine) {
      void navigate(PATHS.offline, { replace: true, state: { from: here } });
      return;
    }
    signOut();
    void navigate(loginPath(here), { replace: true });
  });
  useEffect(() => {
    if (!signedIn || user) return;
    let current = true;
    fetchCurrentUser().then(
      (loaded) => current && onLoaded(loaded),
      (err: ApiError) => current && onFailed(err),
    );
    return () => {
      current = false;
    };
  }, [signedIn, user]);

  // The user's link to its avatar (a private file) is signed for a limited time: load the user
  // again before it lapses. A failed reload keeps the current copy; the next request reports why.
  const userId = user?.id;
  useEffect(() => {
    if (userId === undefined) return;
    const timer = window.setInterval(() => void fetchCurrentUser().then(setUser, () => undefined), FILE_URL_TTL_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [userId, setUser]);

  if (!signedIn) return <Navigate to={loginPath(here)} replace />;
  if (!user) return <PageLoader />;
  return <Outlet />;
}
