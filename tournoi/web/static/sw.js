// The table page's service worker: the page and its files from the network when it answers
// (and kept), from what was kept when it does not. The API is never kept: a sheet read or a
// write goes to the server or fails, and the page says so.
const KEPT = "tournoi-table-v1";

self.addEventListener("install", () => self.skipWaiting());
self.addEventListener("activate", (event) => event.waitUntil(self.clients.claim()));

self.addEventListener("message", (event) => {
  const paths = event.data && event.data.keep;
  if (Array.isArray(paths)) event.waitUntil(caches.open(KEPT).then((kept) => kept.addAll(paths)));
});

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  const page = url.pathname.startsWith("/table/") || url.pathname.startsWith("/static/");
  if (event.request.method !== "GET" || url.origin !== self.location.origin || !page) return;
  event.respondWith(
    fetch(event.request)
      .then((answer) => {
        if (answer.ok) {
          const copy = answer.clone();
          caches.open(KEPT).then((kept) => kept.put(event.request, copy));
        }
        return answer;
      })
      .catch(() => caches.match(event.request, { ignoreSearch: true })
        .then((kept) => kept || Response.error())),
  );
});
