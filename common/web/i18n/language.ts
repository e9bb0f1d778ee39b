import { useSyncExternalStore } from 'react';
import { LANGUAGES, type Lang } from '../../constants';

/**
 * The interface language: chosen by the user (kept in localStorage, and on the server for a
 * signed-in user), else the browser's first supported language, else English. Both apps read
 * it through this one store, and the API client sends it as Accept-Language.
 */
export const LANGUAGE_STORAGE_KEY = 'lang';

function asLang(tag: string | null | undefined): Lang | null {
  const base = tag?.toLowerCase().split('-')[0];
  const lang = base === 'in' ? 'id' : base === 'may' || base === 'zsm' ? 'ms' : base;
  return (LANGUAGES as readonly string[]).includes(lang ?? '') ? (lang as Lang) : null;
}

function initial(): Lang {
  const stored = asLang(localStorage.getItem(LANGUAGE_STORAGE_KEY));
  if (stored) return stored;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const lang = asLang(tag);
    if (lang) return lang;
  }
  return 'en';
}

let current: Lang = initial();
document.documentElement.lang = current;
const listeners = new Set<() => void>();

export function getLanguage(): Lang {
  return current;
}

export function setLanguage(lang: Lang): void {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  if (lang === current) return;
  current = lang;
  document.documentElement.lang = lang;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useLanguage(): Lang {
  return useSyncExternalStore(subscribe, getLanguage);
}
