// The score sheet on the phone: the donne typed with buttons, checked by the server before it
// is sent, kept in the phone (localStorage) until the server has recorded it. This module wires
// the page; each concept lives in the module named after it.
import { changed } from "./choices.js";
import { wireCorrections } from "./corrections.js";
import { $ } from "./dom.js";
import { blank, donne } from "./draft.js";
import { keypad } from "./keypad.js";
import { flush, post } from "./outbox.js";
import { reload } from "./server.js";
import { voiding, wireSignatures } from "./signatures.js";
import { state } from "./state.js";
import { ask } from "./verdict.js";

$("send").addEventListener("click", () => {
  if (!state.verdict || state.verdict.verdict !== "ok" || !voiding("")) return;
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
window.addEventListener("online", () => { flush(); reload(); });
keypad("keypad", () => [state.draft, "points"]);
keypad("annonce-keypad", () => [state.draft.annoncePoints, "points"]);
reload().then(() => { if (state.outbox) flush(); else ask(); });
