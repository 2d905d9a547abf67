/*
 * HotelVoice's service worker (decision 094), registered by the dashboard with scope /dashboard/.
 * It keeps only what cannot hold guest data: the hashed build files under /assets/ (immutable, so
 * a cached copy is never stale) and its own offline page. Pages and /api answers always come from
 * the network and are never stored; a navigation that cannot reach it shows the offline page.
 */
const assetCache = 'hotelvoice-assets-v1';
const shellCache = 'hotelvoice-shell-v1';
const offlinePage = '/offline.html';
const offlineFiles = [offlinePage, '/favicon.svg'];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(shellCache)
      .then((cache) => cache.addAll(offlineFiles))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  const kept = [assetCache, shellCache];
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((name) => !kept.includes(name)).map((name) => caches.delete(name))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => caches.match(offlinePage)));
    return;
  }
  if (url.pathname.startsWith('/assets/')) event.respondWith(cachedAsset(request));
});

/** A hashed file: from the cache when there, else from the network and kept (only a complete 200). */
async function cachedAsset(request) {
  const cache = await caches.open(assetCache);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.status === 200) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('push', (event) => {
  const message = event.data ? event.data.json() : null;
  if (!message) return;
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      renotify: true,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      data: { url: message.url },
    }),
  );
});

/** Opens the notification's call on its hotel: in an open dashboard window when there is one, else a new one. */
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/dashboard/home', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(openOrFocus(target.href));
});

async function openOrFocus(href) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const dashboard = windows.find((client) => new URL(client.url).pathname.startsWith('/dashboard'));
  // navigate() works only on a window this worker controls; any other is left and a new one opens.
  const opened = dashboard ? await dashboard.navigate(href).catch(() => null) : null;
  if (!opened) return self.clients.openWindow(href);
  return opened.focus().catch(() => opened);
}
