import type { Lang } from '../constants';
import { post, request } from './api';
import { ADMIN_BASE } from './constants';
import { getLanguage, setLanguage } from './i18n';
import { clearStorage, hasToken, saveToken } from './storage';
import type { CurrentUser, LoginResult } from '../api/users';

/** Signing in and out, the current user, and where each role belongs. */

export interface LoginInput {
  email: string;
  password: string;
  remember?: boolean;
  /** Set by the opaque member and HQ entry paths. */
  type?: 'hq' | 'member';
}

/** Set when the language is switched before signing in, so that signing in saves it to the account. */
const LANGUAGE_TO_SAVE = 'langToSave';

/**
 * Signs in. A language switched to on the way in (the login page) is saved to the account;
 * otherwise the account's language is adopted.
 */
export async function login(input: LoginInput): Promise<CurrentUser> {
  const { data } = await post<LoginResult>('/login', input);
  await saveToken(data.token);
  if (sessionStorage.getItem(LANGUAGE_TO_SAVE)) {
    sessionStorage.removeItem(LANGUAGE_TO_SAVE);
    if (data.user.lang !== getLanguage()) await saveLanguage(getLanguage());
  } else {
    adoptLanguage(data.user);
  }
  return data.user;
}

/**
 * GET /api/user/detail on first entry. While signed in every switch is saved to the account, so
 * the account's language is the latest choice. A 401 is left to the caller (the guard sends the
 * visitor to login).
 */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  const { data } = await request<CurrentUser>('/user/detail', { quietUnauthorized: true });
  adoptLanguage(data);
  return data;
}

function adoptLanguage(user: CurrentUser): void {
  if (user.lang) setLanguage(user.lang);
}

export function signOut(): void {
  clearStorage();
}

export const isBackOffice = (user: Pick<CurrentUser, 'role'>) => user.role === 'hq' || user.role === 'staff';

/** HQ and staff work in the console; agents in the agent app. */
export const homeOf = (user: Pick<CurrentUser, 'role'>) => (isBackOffice(user) ? ADMIN_BASE : '/');

/** Switches the interface language and saves it with POST /api/language (signed out: at sign-in). */
export async function chooseLanguage(lang: Lang): Promise<void> {
  setLanguage(lang);
  if (hasToken()) await saveLanguage(lang);
  else sessionStorage.setItem(LANGUAGE_TO_SAVE, lang);
}

async function saveLanguage(lang: Lang): Promise<void> {
  try {
    await post('/language', { lang });
  } catch (err) {
    console.warn('The language could not be saved to the account', err);
  }
}
