// The exported page's service worker: it keeps a copy of every file of the
// page, so that the page opens and makes mazes with no network once it has
// been loaded. Each request goes to the web host first, and the copy is
// refreshed with its answer; when the host cannot be reached, the copy
// answers. The page served by mazekit serve does not register it.
"use strict";

const CACHE = "mazekit-page";
// The page's files: mazekit serve --export writes the list of the folder
// it exports here.
const FILES = ["./"];

self.addEventListener("install", (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (e) => {
  e.waitUntil(self.clients.claim());
});

self.addEventListener("fetch", (e) => {
  const req = e.request;
  if (req.method !== "GET" || new URL(req.url).origin !== location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const resp = await fetch(req);
      if (resp.ok) await cache.put(req, resp.clone());
      return resp;
    } catch (err) {
      const kept = await cache.match(req, { ignoreSearch: true });
      if (kept) return kept;
      throw err;
    }
  })());
});
