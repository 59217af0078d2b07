/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import {
  cacheNames,
  isBrandPicture,
  isBuiltFile,
  isCatalogueRead,
  isStorable,
  isStorablePage,
} from './cache-rules';
import { keptWithItsFiles } from './kept-pages';
import './push';

/*
 * The storefront's service worker (issue 35, ADR 0058), served at `/{brand}/sw.js` with the brand's pages as its
 * scope. Pages and the public catalogue's reads come from the network first and from the cache only when the
 * network fails; built files (named by their hash) from the cache first; pictures from the cache while a fresh
 * copy is fetched. Ordering needs the network: offline, the app shows its lost-connection notice over the kept
 * page (app/shell/shell-popups.tsx). What may be kept at all is in cache-rules.ts.
 */

declare const self: ServiceWorkerGlobalScope;

/** The build's id, written in by the server that serves this file (apps/api/src/modules/seo). */
const BUILD = '__STOREFRONT_BUILD_ID__';
const DAY = 24 * 60 * 60;

const scope = new URL(self.registration.scope).pathname;
const names = cacheNames(scope, BUILD);

const storableOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (isStorable(response) ? response : null),
};
const expiring = (maxEntries: number, maxAgeSeconds?: number) =>
  new ExpirationPlugin({ maxEntries, ...(maxAgeSeconds ? { maxAgeSeconds } : {}), purgeOnQuotaError: true });

/** The last-seen pages of the brand, each with its built files. */
const pages = new NetworkFirst({
  cacheName: names.pages,
  // A page is the same whoever asks (a page that is not is `no-store` and never kept).
  matchOptions: { ignoreVary: true },
  plugins: [
    { cacheWillUpdate: async ({ response }) => (isStorablePage(response) ? response : null) },
    keptWithItsFiles(names),
    expiring(40, 14 * DAY),
  ],
});

registerRoute(({ request }) => request.mode === 'navigate', pages);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isBuiltFile(url),
  new CacheFirst({ cacheName: names.files, plugins: [storableOnly, expiring(300)] }),
);
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && isCatalogueRead(request, url),
  new NetworkFirst({ cacheName: names.catalogue, plugins: [storableOnly, expiring(200, 14 * DAY)] }),
);
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && isBrandPicture(url),
  new StaleWhileRevalidate({ cacheName: names.pictures, plugins: [storableOnly, expiring(200, 30 * DAY)] }),
);

// The page's request leaves while the worker starts, not after: network-first pages cost no extra wait.
enableNavigationPreload();

/**
 * The brand's pages open in a tab loaded before this worker could see them: asked for again (the server's and
 * the browser's caches answer at once) and kept with their files, so the page the visitor is on works offline.
 */
async function keepOpenPages(event: ExtendableEvent): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const addresses = windows
    .map((client) => new URL(client.url))
    .filter((url) => url.origin === self.location.origin && url.pathname.startsWith(scope));
  await Promise.all(
    addresses.map(async (url) => {
      const [, done] = pages.handleAll({ event, request: new Request(url.href) });
      await done.catch(() => undefined);
    }),
  );
}

/** This brand's caches of other builds, and their expiry records. */
async function dropOtherBuilds(): Promise<void> {
  const current = new Set<string>([names.pages, names.files, names.catalogue, names.pictures]);
  const stale = (await caches.keys()).filter((name) => name.startsWith(names.prefix) && !current.has(name));
  await Promise.all(
    stale.map(async (name) => {
      await caches.delete(name);
      await new CacheExpiration(name, { maxEntries: 1 }).delete();
    }),
  );
}

self.addEventListener('install', (event) => {
  // A new build's worker takes over at once: its caches are its own, so no page mixes two builds.
  event.waitUntil(keepOpenPages(event).finally(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  // Takes the open pages over now, not on their next load: they work offline from this visit on.
  event.waitUntil(Promise.all([dropOtherBuilds(), self.clients.claim()]));
});
