// The table's API on the server, and the sheet read from it: at once, then every few seconds,
// so that a table the arbiter locks (or a sheet the desk changes) shows at once on the phone.
import { say } from "./dom.js";
import { keep, load } from "./kept.js";
import { render } from "./sheet.js";
import { state } from "./state.js";

const api = "/api/table/" + location.pathname.split("/").pop();
const POLL = 5000;   // ms between two reads of the sheet while the page is shown
const AGAIN = 1500;  // ms before a read refused as too fast (429) is made again
// The tag of the sheet last read: the server answers « unchanged » (304) to a read that names
// it, without building the sheet again, as most reads of the poll find it.
let tag = null;

export async function call(method, path, body, held) {
  const headers = body ? { "Content-Type": "application/json" } : {};
  if (held) headers["If-None-Match"] = held;
  const response = await fetch(api + path, {
    method: method, cache: "no-store", headers: headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  if (response.status === 304) return { status: 304, data: null, tag: held };
  let data = null;
  try { data = await response.json(); } catch (e) { data = { error: "Réponse illisible du serveur." }; }
  return { status: response.status, data: data, tag: response.headers.get("ETag") };
}

// A sheet the server sent, shown unless the page already shows a later one: a read made before
// the page's own write was recorded must not bring back the sheet without that write.
export function adopt(sheet) {
  if (state.sheet && sheet.version < state.sheet.version) return false;
  if (state.sheet && JSON.stringify(sheet) === JSON.stringify(state.sheet)) return false;
  state.sheet = sheet;
  keep("sheet", sheet);
  return true;
}

export async function reload() {
  let answer;
  try {
    answer = await call("GET", "", undefined, tag);
  } catch (e) {
    offline();
    return;
  }
  if (answer.status === 304) return;
  if (answer.status === 429) { await new Promise((done) => setTimeout(done, AGAIN)); return reload(); }
  if (answer.status === 404) { gone(answer.data.error); return; }
  if (answer.status !== 200) { say(answer.data.error); return; }
  tag = answer.tag;
  if (adopt(answer.data)) render();
}

// No network: the sheet last read, kept in the phone, rather than nothing.
function offline() {
  if (!state.sheet && load("sheet")) { state.sheet = load("sheet"); render(); }
  const reloadable = "serviceWorker" in navigator && window.isSecureContext;
  say("Hors réseau : la feuille sera relue dès le retour du réseau" +
    (reloadable ? "." : " ; ne rechargez pas la page d'ici là."));
}

// The link was revoked, or its round closed: nothing can be written with it any more.
export function gone(error) {
  state.gone = true;
  if (state.sheet) render();
  say(error + " Ce qui est tapé reste gardé dans ce téléphone : ouvrez le nouveau lien de " +
    "votre table sur ce même téléphone, il vous proposera de le reprendre.");
}

export function poll() {
  setInterval(() => { if (!document.hidden && !state.gone && navigator.onLine) reload(); }, POLL);
}
