/* The site's service worker (decision 196), registered by the scoring screen for the organizers' pages only
 * (scope /host-dashboard/): a page there opens again without a network, with the code and the match it last had.
 * __BUILD_HASH__ is the shell build's hash, written here at build time: a new build is a new worker whose cache has
 * another name, and the old caches are deleted when it takes over. */
const CACHE = 'padel-offline-__BUILD_HASH__';
const CACHE_PREFIX = 'padel-offline-';
/** Where a page of the scope is kept when its own address was never kept: any organizer page holds the same shell. */
const FALLBACK_PAGE = '/host-dashboard/__offline-page';
/** webpack's [contenthash] names: they never change, so the kept copy is used first. */
const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;
/** The one API answer kept: a tournament with its draw (the match being scored), never its live stream. */
const TOURNAMENT = /^\/api\/tournaments\/[^/]+$/;

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)));
      await self.clients.claim();
    })(),
  );
});

function keepable(url) {
  if (url.origin !== self.location.origin) return false;
  if (url.pathname.startsWith('/api/')) return TOURNAMENT.test(url.pathname);
  return !url.pathname.startsWith('/auth/') && !url.pathname.startsWith('/realms/');
}

/** The network's answer, kept; without a network, the kept one (and for a page, any organizer page kept). */
async function networkFirst(request, fallbackKey) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) {
      await cache.put(request, response.clone());
      if (fallbackKey) await cache.put(fallbackKey, response.clone());
    }
    return response;
  } catch (error) {
    const kept = (await cache.match(request, { ignoreVary: true })) ?? (fallbackKey ? await cache.match(fallbackKey) : undefined);
    if (kept) return kept;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(request, { ignoreVary: true });
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (!keepable(url) || request.headers.get('accept') === 'text/event-stream') return;
  if (request.mode === 'navigate') event.respondWith(networkFirst(request, FALLBACK_PAGE));
  else if (HASHED.test(url.pathname)) event.respondWith(cacheFirst(request));
  else event.respondWith(networkFirst(request));
});

/** The page names what it loaded before this worker controlled it (its scripts, texts, config): kept now, then told. */
self.addEventListener('message', (event) => {
  const { data } = event;
  if (!data || data.type !== 'keep' || !Array.isArray(data.urls)) return;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      const kept = await Promise.all(
        [...new Set(data.urls)].map(async (address) => {
          const url = new URL(address, self.location.origin);
          if (!keepable(url) || url.pathname.endsWith('/live')) return true;
          const navigation = url.href === data.page;
          if (!navigation && HASHED.test(url.pathname) && (await cache.match(url.href, { ignoreVary: true }))) return true;
          try {
            const response = await fetch(url.href, navigation ? { headers: { accept: 'text/html' } } : { credentials: 'same-origin' });
            if (!response.ok) return false;
            await cache.put(url.href, response.clone());
            if (navigation) await cache.put(FALLBACK_PAGE, response);
            return true;
          } catch {
            return false; // offline already: what is kept stays
          }
        }),
      );
      event.source?.postMessage({ type: 'kept', complete: kept.every(Boolean) });
    })(),
  );
});
