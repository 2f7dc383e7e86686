/// <reference lib="webworker" />
import { Queue, QueueStore, StorableRequest } from 'workbox-background-sync';
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { PrecacheController, PrecacheRoute, cleanupOutdatedCaches } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { createOutcomeStore } from './outcome-store';
import { PAGES_CACHE_PREFIX, assetRoutes, fillPages, pageRoutes, pagesCacheName, type RouterRule } from './page-routes';
import { screenPath } from '../src/shared/sync/screen-pages';
import { QUEUE_NAME, SYNC_CHANNEL, type PageToWorker, type WorkerToPage } from '../src/shared/sync/worker-protocol';
import { createReplayer } from './replayer';
import { notificationOfPush, pushJson } from './push-notifications';
import { createScreenPages } from './screen-pages';
import { WRITE_METHODS, type WriteRule } from '../src/shared/api/offline-policy';
import { fetchWithTimeout, queueableWrites, queuedResponse, withIdempotencyKey } from './write-route';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null } | string> };
/** The route table's writes with their offline policies, put in at build time (vite.config.ts): the worker carries no schemas. */
declare const __WRITE_RULES__: readonly WriteRule[];
/** The Service Worker Static Routing API, where the browser has it (Chromium 123+). */
type InstallEventWithRoutes = ExtendableEvent & { addRoutes?: (rules: RouterRule[]) => Promise<void> };

// ---- Pages: precached; a navigation answers the screen's page rendered at build time, as the
// server does, or index.html (the shell) for a path without one (works offline) ---------------
// No directory index: '/' is a navigation like any other and gets the landing page, not the shell.
const manifest = self.__WB_MANIFEST;
const precache = new PrecacheController();
precache.addToCacheList(manifest);
registerRoute(new PrecacheRoute(precache, { directoryIndex: '' }));
cleanupOutdatedCaches();
const matchPrecache = (url: string) => precache.matchPrecache(url);
const screenPages = createScreenPages(matchPrecache);
// Each screen's page also under its own path (sw/page-routes.ts): one lookup answers it, made by
// the browser without starting this worker where static routes exist, else by the route below.
const PAGES_CACHE = pagesCacheName(manifest);
registerRoute(
  new NavigationRoute(
    async ({ request, url }) =>
      (await caches.match(new URL(screenPath(url.pathname), self.location.origin).href, { cacheName: PAGES_CACHE })) ??
      (await screenPages.answer(url.pathname)) ??
      fetch(request),
    { denylist: [/^\/api\//] },
  ),
);

self.addEventListener('install', (event: ExtendableEvent) => {
  const installed = precache.install(event);
  const routePages = async () => {
    const pathnames = await fillPages(await caches.open(PAGES_CACHE), matchPrecache, self.location.origin);
    const withRoutes = event as InstallEventWithRoutes;
    if (typeof withRoutes.addRoutes === 'function') await withRoutes.addRoutes([...pageRoutes(pathnames, PAGES_CACHE), ...assetRoutes(cacheNames.precache)]);
  };
  // A failed precache fails the install (Workbox's own waitUntil); without the copy or the
  // routes, the navigation route answers from the precache: still correct, so that is only logged.
  event.waitUntil(installed.then(() => routePages().catch((error: unknown) => console.warn('Pages are answered by the worker only', error))));
});
self.addEventListener('activate', (event: ExtendableEvent) => {
  precache.activate(event);
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) if (name.startsWith(PAGES_CACHE_PREFIX) && name !== PAGES_CACHE) await caches.delete(name);
    })(),
  );
});

// ---- Images and photos: cache first, bounded -------------------------------------------------
registerRoute(
  ({ request, url }) => request.destination === 'image' || (url.origin === self.location.origin && url.pathname.startsWith('/api/photos/')),
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      // Cross-origin images come back opaque; keep them too (they are the tool pictures).
      { cacheWillUpdate: async ({ response }) => (response.status === 200 || response.type === 'opaque' ? response : null) },
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);
// Other /api GETs have no route: they go to the network, the mirrors in IndexedDB are the cache.

// ---- Writes the route table lets wait: straight to the server, or into the queue when the
// network fails. Writes that need a connection have no route here: they go to the network. ----
const channel = new BroadcastChannel(SYNC_CHANNEL);
const broadcast = (message: WorkerToPage) => channel.postMessage(message);
const store = new QueueStore(QUEUE_NAME);
const outcomes = createOutcomeStore();

const replayer = createReplayer({
  async peekAll() {
    const entries = await store.getAll();
    return entries.map((entry) => ({
      id: entry.id,
      key: String((entry.metadata as { key?: unknown } | undefined)?.key ?? ''),
      toRequest: () => new StorableRequest(entry.requestData).toRequest(),
    }));
  },
  remove: (id) => store.deleteEntry(id),
  send: (request) => fetchWithTimeout(request),
  outcomes,
  broadcast,
  now: () => Date.now(),
  random: () => Math.random(),
});

const queue = new Queue(QUEUE_NAME, {
  // Nothing may expire silently: keep entries for a year.
  maxRetentionTime: 365 * 24 * 60,
  // Workbox's own replay deletes before sending and counts any answer as success; ours does not.
  onSync: async () => {
    const result = await replayer.replay({ force: true });
    await announceQueue();
    // Throwing tells the browser to fire the sync event again later.
    if (result === 'retry') throw new Error('Queued writes will be retried');
  },
});

async function announceQueue(): Promise<void> {
  const entries = await store.getAll();
  broadcast({
    type: 'QUEUE',
    keys: entries.map((e) => String((e.metadata as { key?: unknown } | undefined)?.key ?? '')),
    replaying: replayer.isReplaying(),
    retryAt: entries.length > 0 ? replayer.backoffUntil() : 0,
  });
}

async function enqueue(request: Request, key: string): Promise<void> {
  await queue.pushRequest({ request, metadata: { key, method: request.method, url: request.url } });
}

async function replayAndAnnounce(force: boolean): Promise<void> {
  await replayer.replay({ force });
  await announceQueue();
}

const isQueueableWrite = queueableWrites(__WRITE_RULES__);
for (const method of WRITE_METHODS) {
  registerRoute(
    ({ url, request }) => isQueueableWrite(url, request.method, self.location.origin),
    async ({ request, event }) => {
      const { request: keyed, key } = withIdempotencyKey(request);
      const copy = keyed.clone();
      // Earlier writes still wait: this one goes behind them so nothing overtakes.
      if (replayer.isReplaying() || (await store.size()) > 0) {
        await enqueue(copy, key);
        (event as ExtendableEvent | undefined)?.waitUntil(replayAndAnnounce(false));
        return queuedResponse(key);
      }
      try {
        return await fetchWithTimeout(keyed);
      } catch {
        await enqueue(copy, key);
        return queuedResponse(key);
      }
    },
    method,
  );
}

// ---- Page requests: replay now, acknowledgements, status, update ----------------------------
self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const message = event.data as PageToWorker | undefined;
  switch (message?.type) {
    case 'SKIP_WAITING':
      void self.skipWaiting();
      break;
    case 'REPLAY':
      event.waitUntil(replayAndAnnounce(message.force));
      break;
    case 'ACK':
      event.waitUntil(outcomes.remove(message.keys));
      break;
    case 'STATUS':
      event.waitUntil(
        (async () => {
          // Results a closed page never acknowledged, then what still waits.
          for (const outcome of await outcomes.all()) broadcast(outcome);
          await announceQueue();
        })(),
      );
      break;
    case 'DISCARD':
      event.waitUntil(
        (async () => {
          for (const entry of await store.getAll()) {
            if ((entry.metadata as { key?: unknown } | undefined)?.key === message.key) await store.deleteEntry(entry.id);
          }
          await outcomes.remove([message.key]);
          await announceQueue();
          // What waited behind it may go now.
          await replayAndAnnounce(true);
        })(),
      );
      break;
  }
});

// ---- Pushes: always shown; a click focuses an open GaadiCare window on the screen, or opens it --
self.addEventListener('push', (event: PushEvent) => {
  const shown = notificationOfPush(pushJson(() => event.data?.json()), self.location.origin);
  // Open pages pull at once, so the screen is current when the person looks.
  broadcast({ type: 'PUSHED' });
  event.waitUntil(self.registration.showNotification(shown.title, shown.options));
});
self.addEventListener('notificationclick', (event: NotificationEvent) => {
  event.notification.close();
  const path = (event.notification.data as { navigate?: string } | null)?.navigate ?? '/';
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((w) => new URL(w.url).origin === self.location.origin);
      if (open) {
        await open.focus();
        await open.navigate(new URL(path, self.location.origin).href);
        return;
      }
      await self.clients.openWindow(path);
    })(),
  );
});

// The first install takes control at once so the first visit's writes are queued too; later
// versions wait for the page's SKIP_WAITING (it knows about unsynced changes and dirty forms).
clientsClaim();
