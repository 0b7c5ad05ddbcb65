/// <reference lib="webworker" />
import type { PrecacheEntry, SerwistGlobalConfig } from 'serwist';
import { CacheFirst, ExpirationPlugin, NetworkFirst, Serwist, StaleWhileRevalidate } from 'serwist';
import { bypassesWorker } from '@/platform/pwa/workerBypass';
import { pushTargetPath, readPushMessage } from '@/platform/pwa/pushMessage';

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

/**
 * Web Push: the server writes the title and sentence in the subscriber's language; the tag (one per
 * auction or room) makes a repeat replace the notification shown instead of stacking.
 */
self.addEventListener('push', (event) => {
  const message = readPushMessage(event.data?.text());
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** A tap focuses a window already on that page, else opens it. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(pushTargetPath((event.notification.data as { url?: unknown } | null)?.url), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === target);
      if (open) await open.focus();
      else await self.clients.openWindow(target);
    })(),
  );
});

serwist.addEventListeners();
