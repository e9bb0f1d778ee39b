import type { NavigateFunction } from 'react-router-dom';
import { ADMIN_BASE } from '../../../common/web/constants';
import { isBackOffice } from '../../../common/web/session';
import type { CurrentUser } from '../../../common/api/users';
import { PATHS } from '../paths';

/** `/login?redirectFrom=<full path>`, the guard's way back after signing in. */
export function loginPath(redirectFrom?: string): string {
  return redirectFrom && redirectFrom !== '/' ? `${PATHS.login}?redirectFrom=${encodeURIComponent(redirectFrom)}` : PATHS.login;
}

/** A redirect target only if it is a path of this site (never another origin, never login itself). */
export function safeRedirect(value: string | null): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  return value.startsWith(PATHS.login) || value.startsWith(PATHS.logout) ? null : value;
}

const inAdmin = (path: string) => path === ADMIN_BASE.slice(0, -1) || path.startsWith(ADMIN_BASE);

/** HQ and staff go to the console (or back to the console page they came from); agents stay in the app. */
export function destinationAfterLogin(user: Pick<CurrentUser, 'role'>, redirectFrom: string | null): string {
  const target = safeRedirect(redirectFrom);
  if (isBackOffice(user)) return target && inAdmin(target) ? target : ADMIN_BASE;
  return target && !inAdmin(target) ? target : PATHS.home;
}

/**
 * Navigates inside the app, or loads the console, which is another app. (The app's BrowserRouter
 * navigates at once: its navigate returns no promise to wait for.)
 */
export function goTo(navigate: NavigateFunction, path: string): void {
  if (inAdmin(path)) window.location.assign(path);
  else void navigate(path, { replace: true });
}
