// pyrules service worker: keeps every file the app loads, so a second visit works offline.
// build.py fills in the version (a hash of every file's content) and the list of files.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;
const CACHE = "pyrules-" + VERSION;

self.addEventListener("install", (event) => {
  // Default cache mode: a file the page just downloaded comes from the HTTP cache, not the network.
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys().then((keys) =>
      Promise.all(keys.filter((k) => k.startsWith("pyrules-") && k !== CACHE).map((k) => caches.delete(k)))
    )
  );
});

// A new build waits until the page says the player chose to reload.
self.addEventListener("message", (event) => {
  if (event.data === "skip-waiting") self.skipWaiting();
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === "navigate") {
    event.respondWith(
      caches.open(CACHE).then((cache) =>
        cache.match("./index.html").then((hit) => hit || fetch(request))
      ).catch(() => fetch(request))
    );
    return;
  }
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(request, { ignoreSearch: true }).then((hit) => hit || fetch(request))
    )
  );
});
