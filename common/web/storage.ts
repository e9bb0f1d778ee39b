import { LANGUAGE_STORAGE_KEY } from './i18n/language';

/**
 * The bearer token, stored encrypted in localStorage (docs/rules.md).
 *
 * Scheme: AES-GCM with a 256-bit key generated once per browser by WebCrypto as
 * *non-extractable* and kept in IndexedDB. Scripts of this origin can ask the browser to use the
 * key but can never read its bytes, so the `session` entry in localStorage (random 12-byte IV +
 * ciphertext, base64) is useless when copied out of the browser. Where WebCrypto or IndexedDB
 * is unavailable (plain http on a host other than localhost), nothing is written to disk: the
 * token lives in memory and the session ends with the tab.
 *
 * The decrypted token is cached in memory; another tab signing out (its `storage` event) drops
 * the cache.
 */
const SESSION_KEY = 'session';
const DB_NAME = 'agenthub';
const STORE = 'keys';
const KEY_ID = 'session-token';

let cached: string | null | undefined;
let keyPromise: Promise<CryptoKey | null> | null = null;

window.addEventListener('storage', (event) => {
  if (event.key === SESSION_KEY || event.key === null) cached = undefined;
});

function idb<T>(mode: IDBTransactionMode, run: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    const open = indexedDB.open(DB_NAME, 1);
    open.onupgradeneeded = () => open.result.createObjectStore(STORE);
    open.onerror = () => reject(open.error);
    open.onsuccess = () => {
      const db = open.result;
      const request = run(db.transaction(STORE, mode).objectStore(STORE));
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
      request.transaction!.oncomplete = () => db.close();
    };
  });
}

async function loadKey(): Promise<CryptoKey | null> {
  if (!globalThis.crypto?.subtle || !globalThis.indexedDB) return null;
  try {
    const existing = await idb<CryptoKey | undefined>('readonly', (s) => s.get(KEY_ID));
    if (existing) return existing;
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, ['encrypt', 'decrypt']);
    await idb('readwrite', (s) => s.put(key, KEY_ID));
    return key;
  } catch (err) {
    console.warn('Encrypted token storage is unavailable; the session will last for this tab only.', err);
    return null;
  }
}

function sessionKey(): Promise<CryptoKey | null> {
  keyPromise ??= loadKey();
  return keyPromise;
}

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0));

/** Whether a session token is present; synchronous, for route guards. */
export function hasToken(): boolean {
  return cached ? true : cached === undefined && localStorage.getItem(SESSION_KEY) !== null;
}

export async function getToken(): Promise<string | null> {
  if (cached !== undefined) return cached;
  const stored = localStorage.getItem(SESSION_KEY);
  const key = stored ? await sessionKey() : null;
  if (!stored || !key) return (cached = null);
  try {
    const bytes = fromBase64(stored);
    const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: bytes.slice(0, 12) }, key, bytes.slice(12));
    cached = new TextDecoder().decode(plain);
  } catch {
    // Written with a key this browser no longer has: the session is unusable.
    localStorage.removeItem(SESSION_KEY);
    cached = null;
  }
  return cached;
}

export async function saveToken(token: string): Promise<void> {
  cached = token;
  const key = await sessionKey();
  if (!key) return;
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, new TextEncoder().encode(token)));
  const bytes = new Uint8Array(iv.length + cipher.length);
  bytes.set(iv);
  bytes.set(cipher, iv.length);
  localStorage.setItem(SESSION_KEY, toBase64(bytes));
}

/**
 * Clears local and session storage, as signing out and the 401 and 429 dialogs require (docs/rules.md). The language
 * choice is a preference of the browser, not of the session, and is kept.
 */
export function clearStorage(): void {
  const lang = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  localStorage.clear();
  sessionStorage.clear();
  if (lang) localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  cached = null;
}
