import { useSyncExternalStore, type AnchorHTMLAttributes, type MouseEvent } from 'react';

/**
 * A router of a few lines instead of react-router: the store has a handful of pages under
 * /s/<slug>, and every kilobyte counts against its budget (scripts/build-web.ts). Paths given to
 * `navigate` and `Link` are relative to the store (`/p/12`, `/cart`); the store's slug is the first
 * segment after /s/.
 */
const PREFIX = '/s/';

/** The store's slug: the first path segment after /s/. */
export function storeSlug(pathname = window.location.pathname): string {
  return decodeURIComponent(pathname.startsWith(PREFIX) ? (pathname.slice(PREFIX.length).split('/')[0] ?? '') : '');
}

/** The absolute address of a path inside the store. */
export function storeHref(to: string): string {
  const base = `${PREFIX}${encodeURIComponent(storeSlug())}`;
  return to === '/' || to === '' ? base : `${base}${to.startsWith('/') ? to : `/${to}`}`;
}

export interface Location {
  /** The path inside the store, always starting with "/" ("/" for the home page). */
  path: string;
  search: URLSearchParams;
}

function parse(): Location {
  const rest = window.location.pathname.slice(PREFIX.length).split('/').slice(1).filter(Boolean).map(decodeURIComponent);
  return { path: `/${rest.join('/')}`, search: new URLSearchParams(window.location.search) };
}

const listeners = new Set<() => void>();
/** The parsed location, replaced on every navigation so that useSyncExternalStore sees a new snapshot. */
let location: Location = parse();

function changed(): void {
  location = parse();
  listeners.forEach((l) => l());
}

window.addEventListener('popstate', changed);

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const href = storeHref(to);
  if (options.replace) window.history.replaceState(null, '', href);
  else window.history.pushState(null, '', href);
  window.scrollTo(0, 0);
  changed();
}

/** The current location inside the store; re-renders on navigation. */
export function useLocation(): Location {
  return useSyncExternalStore(subscribe, () => location);
}

/** A link inside the store: a real <a href> (opens in a new tab, crawlable) that navigates without reloading. */
export function Link({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(to);
  };
  return <a href={storeHref(to)} onClick={handle} {...rest} />;
}
