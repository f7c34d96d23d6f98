// The score sheet on the phone: the donne typed with buttons, checked by the server before it
// is sent, kept in the phone (localStorage) until the server has recorded it. This module wires
// the page; each concept lives in the module named after it.
import { wireBell } from "./bell.js";
import { wireCarried } from "./carried.js";
import { changed } from "./choices.js";
import { followClock } from "./clock.js";
import { wireCorrections } from "./corrections.js";
import { $ } from "./dom.js";
import { blank, donne } from "./draft.js";
import { keypad } from "./keypad.js";
import { keepForOffline } from "./offline.js";
import { flush, post } from "./outbox.js";
import { poll, reload } from "./server.js";
import { voiding, wireSignatures } from "./signatures.js";
import { state } from "./state.js";
import { ask } from "./verdict.js";

$("send").addEventListener("click", () => {
  const v = state.verdict;
  if (!v || (v.verdict !== "ok" && v.verdict !== "offline") || !voiding("")) return;
  post(state.draft.mode === "correct" ? "/correct-last" : "/donnes", { donne: donne() });
});
$("clear").addEventListener("click", () => {
  const mode = state.draft.mode;
  state.draft = blank();
  state.draft.mode = mode;
  changed();
});
wireCorrections();
wireSignatures();
wireBell();
wireCarried();
// Back online: the write waiting goes first, then the sheet is read (it has the write in it),
// then the typed donne's verdict is asked.
window.addEventListener("online", async () => { await flush(); await reload(); ask(); });
keypad("keypad", () => [state.draft, "points"]);
keypad("annonce-keypad", () => [state.draft.annoncePoints, "points"]);
reload().then(() => { if (state.outbox) flush(); else ask(); });
poll();
followClock(location.pathname.replace("/table/", "/api/table/") + "/clock", $("clock"));
keepForOffline();
