/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/**
 * The agent app's service worker. scripts/build-web.ts bundles it into dist/shop/sw.js and puts
 * the list of built files with their revisions in place of `self.__WB_MANIFEST`. It precaches
 * the shell, serves navigations from index.html (so the app opens offline and shows its offline
 * page), and waits to take over until the page asks (the update prompt of UpdatePrompt.tsx).
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);
// Uploaded files open in a tab of their own (a receipt, a PDF): public ones under /uploads, private
// ones through signed links under /files (server/platform/file-urls.ts); the server answers them.
// The public stores under /s/ are another app whose pages the server renders (docs/stores.md): an
// agent opening its own store link must get the store, not this app's shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api\//, /^\/admin(\/|$)/, /^\/uploads\//, /^\/files\//, /^\/s\//],
  }),
);
