// The customer app's service worker: after a first visit the app opens without a network, so My QR
// (computed on the phone) still works at a counter with no reception. Registered by
// src/app/service-worker.ts in production builds only, with the app's scope (/app/).
//
// - Pages (navigations): network first, so a deploy shows at once; offline, the cached app shell.
//   Every page of the app is the same index.html, so one cache entry serves them all.
// - Hashed build assets (/app/assets/…): cache first; their names change with their content.
// - Other files of the app (theme.js, icons, manifest): network first, cache as the fallback.
// - The API (/api/…) is never cached or even touched: its answers are per account and live.
//
// The page posts the addresses it loaded before this worker controlled it ("cache-urls"), which
// is how the first visit's assets get cached without a build-time list of every chunk.

const CACHE = "stampwise-app-v1";
const SCOPE = new URL(self.registration.scope).pathname;
const SHELL = SCOPE;
const ASSETS = `${SCOPE}assets/`;

self.addEventListener("install", (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.add(new Request(SHELL, { cache: "reload" })))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith("stampwise-app-") && name !== CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

/** Only this app's own files: never the API, never another origin, never outside the scope. */
function isAppFile(url) {
  return (
    url.origin === self.location.origin && url.pathname.startsWith(SCOPE) && !url.pathname.startsWith("/api/")
  );
}

self.addEventListener("message", (event) => {
  if (event.data?.type !== "cache-urls" || !Array.isArray(event.data.urls)) return;
  event.waitUntil(
    caches.open(CACHE).then((cache) =>
      Promise.all(
        event.data.urls
          .map((address) => new URL(address, self.location.origin))
          .filter(isAppFile)
          .map(async (url) => {
            if (await cache.match(url)) return;
            // One file that fails (a deploy removed it) must not keep the others out.
            await cache.add(url).catch(() => undefined);
          }),
      ),
    ),
  );
});

async function networkFirst(request, cacheKey, worthKeeping = () => true) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok && worthKeeping(response)) await cache.put(cacheKey, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(cacheKey);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener("fetch", (event) => {
  const { request } = event;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (!isAppFile(url)) return;
  if (request.mode === "navigate") {
    // A prerendered page (the login, the redeem page's shell) is that one page's HTML, not the
    // shell every page starts from offline: the server marks it, and it is not kept as the shell.
    event.respondWith(
      networkFirst(request, SHELL, (response) => !response.headers.has("x-prerendered-page")),
    );
  } else if (url.pathname.startsWith(ASSETS)) {
    event.respondWith(cacheFirst(request));
  } else {
    event.respondWith(networkFirst(request, request));
  }
});
