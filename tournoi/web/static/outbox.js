// Writes go through the outbox: kept in the phone until the server answers. Each carries a
// submission identifier, so a write sent twice (the answer lost on the way) is recorded once.
import { blank } from "./draft.js";
import { $, say } from "./dom.js";
import { keep } from "./kept.js";
import { reload, call } from "./server.js";
import { render } from "./sheet.js";
import { state } from "./state.js";
import { ask } from "./verdict.js";

function newId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function post(path, body) {
  state.outbox = { path: path, body: Object.assign({ submission: newId(), version: state.sheet.version }, body) };
  keep("outbox", state.outbox);
  flush();
}

export async function flush() {
  if (!state.outbox) return;
  const sending = state.outbox;
  say("Envoi…");
  let answer;
  try {
    answer = await call("POST", sending.path, sending.body);
  } catch (e) {
    say("Hors réseau : c'est gardé dans le téléphone et partira dès le retour du réseau.");
    setTimeout(flush, 3000);
    return;
  }
  if (answer.status === 429) { setTimeout(flush, 1000); return; }
  state.outbox = null;
  keep("outbox", null);
  if (answer.status === 200) { recorded(sending, answer.data); return; }
  say(answer.data.error || "Refusé par le serveur.");
  if (answer.status === 409) await reload();
  ask();
}

function recorded(sending, sheet) {
  const had = state.sheet && (state.sheet.signed.A || state.sheet.signed.B);
  if (sending.path !== "/sign") { state.draft = blank(); keep("draft", null); }
  state.sheet = sheet;
  state.verdict = null;
  say(had && !sheet.signed.A && !sheet.signed.B
    ? "Enregistré. Les signatures sont effacées : chaque équipe signe de nouveau la feuille."
    : "Enregistré.", true);
  render();
  ask();
  $("entry-title").scrollIntoView();
}
