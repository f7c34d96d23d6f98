// Writes go through the outbox: kept in the phone until the server answers. Each carries a
// submission identifier, so a write sent twice (the answer lost on the way) is recorded once.
// The page shows the sheet the write's answer gives: the server's, with the write in it.
import { blank } from "./draft.js";
import { $, say } from "./dom.js";
import { keep } from "./kept.js";
import { adopt, call, gone, reload } from "./server.js";
import { render } from "./sheet.js";
import { state } from "./state.js";
import { ask } from "./verdict.js";

const RETRY = 3000;  // ms between two tries of a write while the network is away
let sending = null;  // the write on its way: one at a time, never the same one twice at once

function newId() {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

export function post(path, body) {
  state.outbox = { path: path, body: Object.assign({ submission: newId(), version: state.sheet.version }, body) };
  keep("outbox", state.outbox);
  $("send").disabled = true;
  flush();
}

export async function flush() {
  if (!state.outbox || sending) return;
  sending = state.outbox;
  say("Envoi…");
  let answer;
  try {
    answer = await call("POST", sending.path, sending.body);
  } catch (e) {
    sending = null;
    say("Hors réseau : c'est gardé dans le téléphone et partira dès le retour du réseau.");
    setTimeout(flush, RETRY);
    return;
  }
  const sent = sending;
  sending = null;
  if (answer.status === 429) { setTimeout(flush, 1000); return; }
  state.outbox = null;
  keep("outbox", null);
  if (answer.status === 200) { recorded(sent, answer.data); return; }
  if (answer.status === 404) { gone(answer.data.error); return; }
  say(answer.data.error || "Refusé par le serveur.");
  if (answer.status === 409) await reload();
  ask();
}

function recorded(sent, sheet) {
  const had = state.sheet && (state.sheet.signed.A || state.sheet.signed.B);
  // A signature or the bell leaves the donne being typed as it is: only a donne sent clears it.
  if (sent.path !== "/sign" && sent.path !== "/on-time") { state.draft = blank(); keep("draft", null); }
  adopt(sheet);
  state.verdict = null;
  say(had && !state.sheet.signed.A && !state.sheet.signed.B
    ? "Enregistré. Les signatures sont effacées : chaque " + (state.sheet.pairs ? "paire" : "équipe") +
      " signe de nouveau la feuille."
    : "Enregistré.", true);
  render();
  ask();
  $("entry-title").scrollIntoView();
}
