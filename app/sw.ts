/// <reference lib="webworker" />
import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import { bypassesWorker } from '@/platform/pwa/workerBypass';

declare global {
  interface WorkerGlobalScope extends SerwistGlobalConfig {
    __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
  }
}
declare const self: ServiceWorkerGlobalScope;

/**
 * Precaches the hashed build assets and the app shell; pages are network-first with the offline
 * screen as fallback. API and chain calls, and the live stream, never reach the router: the first
 * fetch listener stops their events without responding, so the browser sends them itself
 * (platform/pwa/workerBypass.ts) and balances are never stale.
 * skipWaiting is off so a new version waits until the user accepts the update prompt (the
 * prompt posts {type: 'SKIP_WAITING'}; only same-origin clients can message their worker).
 */
const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  skipWaiting: false,
  clientsClaim: true,
  navigationPreload: true,
  runtimeCaching: [
    {
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/_next/static/'),
      handler: new CacheFirst({ cacheName: 'static-assets', plugins: [new ExpirationPlugin({ maxEntries: 200 })] }),
    },
    {
      // Other languages' messages: versioned addresses (public/i18n/<version>/…), so a cached copy is never stale.
      matcher: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/i18n/'),
      handler: new CacheFirst({ cacheName: 'messages', plugins: [new ExpirationPlugin({ maxEntries: 120 })] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.destination === 'image',
      handler: new StaleWhileRevalidate({ cacheName: 'images', plugins: [new ExpirationPlugin({ maxEntries: 100, maxAgeSeconds: 7 * 24 * 3600 })] }),
    },
    {
      matcher: ({ request, sameOrigin }) => sameOrigin && request.mode === 'navigate',
      handler: new NetworkFirst({ cacheName: 'pages', networkTimeoutSeconds: 5, plugins: [new ExpirationPlugin({ maxEntries: 50 })] }),
    },
  ],
  fallbacks: {
    entries: [{ url: '/offline', matcher: ({ request }) => request.destination === 'document' }],
  },
});

self.addEventListener('fetch', (event) => {
  if (bypassesWorker(new URL(event.request.url), event.request.headers.get('accept'))) event.stopImmediatePropagation();
});

serwist.addEventListeners();
