// The page opens without network: a service worker (sw.js, served at /table/sw.js so that it
// may answer for the table pages) keeps the page and its files, and gives them back when the
// network is away. Browsers allow it only on https or on this computer (127.0.0.1); on the
// hall's plain http the page still keeps the typed donne and the sheet, and says not to reload.
export async function keepForOffline() {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register("/table/sw.js", { scope: "/table/" });
    await navigator.serviceWorker.ready;
    const files = performance.getEntriesByType("resource")
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => path.startsWith("/static/"));
    (registration.active || navigator.serviceWorker.controller)
      .postMessage({ keep: [location.pathname, ...new Set(files)] });
  } catch (e) { /* no worker: the page works, only a reload without network fails */ }
}
