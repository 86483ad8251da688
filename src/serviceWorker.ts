/// <reference lib="webworker" />
/**
 * The page's service worker (built to `sw.js` beside index.html by
 * tools/vite/service-worker-plugin.ts, which writes PAGE_FILES and PAGE_VERSION before it; the
 * page registers it once it has started, src/app/offline.ts): it
 * keeps the built page's own files in Cache Storage, so a reload with the network gone still
 * opens the page, which then works as online (every file it may load is there).
 *
 * - Install: every file of the build, fetched afresh (not from the HTTP cache, which may hold an
 *   older index.html), into a cache named for this folder (its scope) and this build; then it
 *   takes over at once, so every open page of this folder is served by the newest build's files.
 * - Activate: the caches of this folder's earlier builds are deleted; another folder's are left.
 * - Fetch, within its scope only (nothing of another origin or folder is touched): a page (a
 *   navigation) from the network first, so an update is seen at the next load, and from the cache
 *   when the network fails; any other file from the cache, else the network.
 *
 * It requests nothing the page would not, and only from the page's own folder.
 */
/** This script's global: a service worker's (the WebWorker library types `self` as a worker's). */
const worker = self as unknown as ServiceWorkerGlobalScope;
/** The build's files, relative to this script: written by the plugin. */
declare const PAGE_FILES: readonly string[];
/** The build's hash (of every file's name and bytes): written by the plugin. */
declare const PAGE_VERSION: string;

const CACHE_PREFIX = `random-american-generator ${worker.registration.scope} `;
const CACHE_NAME = `${CACHE_PREFIX}${PAGE_VERSION}`;
/** What a page of this folder is, offline: the built index.html. */
const PAGE = new URL('index.html', worker.registration.scope).href;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE_NAME);
      // No Referer, as the page sends none (its referrer policy is not this script's), and
      // not from the HTTP cache, which may hold an older index.html.
      await Promise.all(
        PAGE_FILES.map(async (file) => {
          const response = await fetch(file, { cache: 'no-cache', referrerPolicy: 'no-referrer' });
          if (!response.ok) throw new TypeError(`${file}: ${response.status}`);
          await cache.put(file, response);
        }),
      );
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET' || !request.url.startsWith(worker.registration.scope)) return;
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request).catch(async (error: unknown) => {
        const page = await caches.open(CACHE_NAME).then((cache) => cache.match(PAGE));
        if (page) return page;
        throw error;
      }),
    );
    return;
  }
  // One response a file, whatever headers the request came with: a host's `Vary` (vite preview
  // sends `Vary: Origin`, and a module script's request carries an Origin) would miss it.
  event.respondWith(
    caches
      .open(CACHE_NAME)
      .then((cache) => cache.match(request, { ignoreVary: true }))
      .then((cached) => cached ?? fetch(request)),
  );
});
