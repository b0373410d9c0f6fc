// pyrules service worker: keeps every file the app loads, so a second visit works offline.
// build.py fills in the version (a hash of every file's content) and the list of files.
const VERSION = "__VERSION__";
const PRECACHE = __PRECACHE__;  // [url, sha-256 of its content]
const CACHE = "pyrules-" + VERSION;

async function sha256(response) {
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// A file exactly as this build made it: first as the browser has it (the page has usually just
// downloaded it, so nothing is fetched twice); if that copy is stale (an HTTP cache still holding
// the previous build's), again past every cache. A file that still does not match fails the
// install, and the build the player has keeps working.
async function fetchChecked(url, hash) {
  for (const mode of ["default", "reload"]) {
    const response = await fetch(url, { cache: mode });
    if (response.ok && (await sha256(response)) === hash) return response;
  }
  throw new Error("pyrules: " + url + " does not match this build");
}

// Where the browser can (Chromium's static routing), each of this build's files, and a navigation
// to the page itself, is answered straight from this build's cache, without starting this worker:
// a game master opening pyrules from the home screen finds it stopped, and starting it held up the
// page and each of its files. A route matches a file's exact address (no query: the page asks for
// its views with one, and those go to the fetch handler below, as every other request does); one
// the cache misses goes to the network, as the fetch handler would send it.
function exactly(url) {
  const { protocol, hostname, port, pathname } = new URL(url, self.location.href);
  const literal = (text) => text.replace(/[\\:*?+(){}]/g, "\\$&");
  return new URLPattern({ protocol: literal(protocol.slice(0, -1)), hostname: literal(hostname), port: port,
                          pathname: literal(pathname), search: "" });
}

function cacheRoutes() {
  const cached = { cacheName: CACHE };
  const files = PRECACHE.map(([url]) => url).filter((url) => url !== "./" && url !== "./index.html");
  return [
    ...["./", "./index.html"].map((url) => ({ condition: { urlPattern: exactly(url), requestMode: "navigate" }, source: cached })),
    ...files.map((url) => ({ condition: { urlPattern: exactly(url), requestMethod: "get" }, source: cached })),
  ];
}

self.addEventListener("install", (event) => {
  if (event.addRoutes && typeof URLPattern === "function") {
    event.waitUntil(event.addRoutes(cacheRoutes()).catch((error) => console.warn("pyrules: no static routes", error)));
  }
  event.waitUntil(caches.open(CACHE).then((cache) =>
    Promise.all(PRECACHE.map(([url, hash]) => fetchChecked(url, hash).then((response) => cache.put(url, response))))));
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
