// Mixtour's service worker: after one visit the whole game, AI included, plays with no network.
//
// tools/build_site.py replaces the PRECACHE line below with the list of every file of the built
// site and its SHA-256, plus a version (a hash of them all), so each build with a change is a new
// sw.js and therefore a new version for the browser. Its precache is one Cache per version:
// installing fetches (or reuses, when the hash is unchanged) every file and checks its hash, so a
// half-deployed site is never cached; activating deletes this site's older caches. The new version
// waits until the page asks it to take over (web/offline.js shows the player the notice). A
// precache found incomplete when the page asks for the status is filled again (`status`).
//
// URLs are resolved against the registration's scope, so the site works under any sub-path.
"use strict";

const PRECACHE = { version: "unbuilt", files: {} }; // build: precache

const SCOPE = self.registration.scope;
// Cache storage is per origin, and a host such as GitHub Pages serves many sites from one origin:
// cache names carry the scope so that this site never touches another's caches.
const CACHE_PREFIX = `mixtour-precache ${SCOPE} `;
const CACHE_NAME = CACHE_PREFIX + PRECACHE.version;
// Each cache keeps the manifest it was filled from, so a later version can reuse unchanged files.
const MANIFEST_URL = new URL("precache-manifest.json", SCOPE).href;
const INDEX_URL = new URL("index.html", SCOPE).href;

// absolute URL -> SHA-256 (hex) of the file's bytes
const PRECACHED = new Map(
  Object.entries(PRECACHE.files).map(([path, hash]) => [new URL(path, SCOPE).href, hash]),
);

async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

// The responses of older versions of this site whose bytes are still what this version needs.
async function reusable() {
  const found = new Map();
  for (const name of await caches.keys()) {
    if (!name.startsWith(CACHE_PREFIX) || name === CACHE_NAME) continue;
    const cache = await caches.open(name);
    const stored = await cache.match(MANIFEST_URL);
    if (!stored) continue;
    const old = await stored.json();
    for (const [path, hash] of Object.entries(old.files)) {
      const url = new URL(path, SCOPE).href;
      if (PRECACHED.get(url) === hash && !found.has(url)) found.set(url, cache);
    }
  }
  return found;
}

async function precacheOne(cache, url, hash, older) {
  if (await cache.match(url)) return; // stored (and checked) by an interrupted earlier install
  const kept = older.has(url) ? await older.get(url).match(url) : undefined;
  if (kept) {
    await cache.put(url, kept);
    return;
  }
  // First through the HTTP cache: on the first visit the page has just downloaded these files,
  // so they are not downloaded twice. A host's max-age may keep an older deployment's file
  // there, so a wrong hash asks the server itself (`reload`) before giving up.
  for (const mode of ["default", "reload"]) {
    const response = await fetch(new Request(url, { cache: mode }));
    if (!response.ok) throw new Error(`precache: ${url} answered ${response.status}`);
    if ((await sha256(await response.clone().arrayBuffer())) === hash) {
      await cache.put(url, response);
      return;
    }
  }
  // Most likely a deployment in progress; the browser tries the update again later.
  throw new Error(`precache: ${url} is not the file this version was built with`);
}

async function precache() {
  const cache = await caches.open(CACHE_NAME);
  const older = await reusable();
  await Promise.all(
    Array.from(PRECACHED, ([url, hash]) => precacheOne(cache, url, hash, older)),
  );
  // Written last: a cache with its manifest is complete.
  await cache.put(MANIFEST_URL, new Response(JSON.stringify(PRECACHE)));
}

async function count() {
  const cache = await caches.open(CACHE_NAME);
  let cached = 0;
  for (const url of PRECACHED.keys()) {
    if (await cache.match(url)) cached += 1;
  }
  return { type: "status", version: PRECACHE.version, cached, total: PRECACHED.size };
}

// The browser may evict the caches (storage pressure) or the player clear them, while this
// service worker stays installed: offline play would then be gone for good. So the page asks for
// the status at each load, and an incomplete precache is filled again first, from the network (a
// load without one leaves it incomplete, and the page then does not claim to be ready offline).
// One repair at a time, whatever the number of tabs asking.
let repairing = null;

async function status() {
  const found = await count();
  if (found.cached === found.total) return found;
  if (!repairing) {
    repairing = precache()
      .catch((error) => console.warn(`mixtour: the offline copy is incomplete: ${error}`))
      .finally(() => {
        repairing = null;
      });
  }
  await repairing;
  return count();
}

self.addEventListener("install", (event) => {
  event.waitUntil(precache());
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const names = await caches.keys();
      await Promise.all(
        names
          .filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE_NAME)
          .map((name) => caches.delete(name)),
      );
      // On the first visit, control the open page at once, so it is offline-ready without a reload.
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("message", (event) => {
  const type = event.data && event.data.type;
  if (type === "skip-waiting") {
    self.skipWaiting();
  } else if (type === "status" && event.source) {
    event.waitUntil(status().then((answer) => event.source.postMessage(answer)));
  }
});

async function fromCache(url, request) {
  const cache = await caches.open(CACHE_NAME);
  const cached = await cache.match(url);
  // Not cached yet (the first visit, while installing): the network, as without a service worker.
  return cached || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  url.hash = "";
  if (request.mode === "navigate") {
    // A page, whatever the query: `./`, `./index.html`, `./kitty.html`.
    url.search = "";
    if (url.href === SCOPE || url.href === INDEX_URL) {
      event.respondWith(fromCache(INDEX_URL, request));
    } else if (PRECACHED.has(url.href) && url.pathname.endsWith(".html")) {
      // The site's other page, kitty.html (Kitty Stack Tower), whatever the query.
      event.respondWith(fromCache(url.href, request));
    }
    return;
  }
  if (PRECACHED.has(url.href)) {
    event.respondWith(fromCache(url.href, request));
  }
});
