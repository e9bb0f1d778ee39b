import type { AuthProvider } from 'react-admin';
import { LOGIN_PATH } from '../../../common/web/constants';
import { isBackOffice, login, signOut } from '../../../common/web/session';
import { hasToken } from '../../../common/web/storage';
import type { CurrentUser } from '../../../common/api/users';
import { translateCommon } from '../../../common/web/i18n';
import { canAccess } from '../access';

/** The shared login page, told to come back to the console page being left. */
export function sharedLoginUrl(redirectFrom = window.location.pathname + window.location.search): string {
  return `${window.location.origin}${LOGIN_PATH}?redirectFrom=${encodeURIComponent(redirectFrom)}`;
}

/**
 * react-admin's auth provider over the shared session. The console starts only once the
 * current user is known to be HQ or staff (main.tsx), so that user is the starting identity.
 * Signing in happens on the shared login page; a 401 is left to the session-expired dialog.
 */
export interface ConsoleAuthProvider extends AuthProvider {
  /** The signed-in user after a change to their own profile (the identity of the app bar). */
  setUser(next: CurrentUser): void;
}

export function createAuthProvider(initialUser: CurrentUser): ConsoleAuthProvider {
  let user: CurrentUser | null = initialUser;
  const current = () => {
    if (!user) throw new Error('Not signed in');
    return user;
  };

  return {
    async login({ username, password }: { username: string; password: string }) {
      const signedIn = await login({ email: username, password, type: 'hq' });
      if (!isBackOffice(signedIn)) {
        signOut();
        throw new Error(translateCommon('common.error.general'));
      }
      user = signedIn;
    },
    async logout() {
      signOut();
      user = null;
      return `${window.location.origin}${LOGIN_PATH}`;
    },
    async checkAuth() {
      if (!hasToken() || !user) throw { redirectTo: sharedLoginUrl(), message: false };
    },
    async checkError(error: { status?: number }) {
      // The API client has already raised the session-expired dialog, which ends the session.
      if (error?.status === 401) throw { logoutUser: false, message: false };
    },
    async getIdentity() {
      const { id, name, avatarUrl } = current();
      return { id, fullName: name, avatar: avatarUrl ?? undefined };
    },
    async getPermissions() {
      const { role, permissions, subscription, cp58_feature, first_order_package, go_affiliate_status, ejen_store_status, e_koop_status } = current();
      const features = { cp58_feature, first_order_package, go_affiliate_status, ejen_store_status, e_koop_status };
      return { role, permissions, locked: subscription.disallow_login, features, country: current().company.country };
    },
    async canAccess({ resource }: { resource: string }) {
      return canAccess(current(), resource);
    },
    setUser(next: CurrentUser) {
      user = next;
    },
  };
}
