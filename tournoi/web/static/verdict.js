// The server's verdict on the donne being typed: asked a moment after each change, shown under
// the form, and the only thing that enables « Envoyer ». While a new one is asked, the last one
// stays shown, dimmed: the box does not flash empty at each key.
import { $, say } from "./dom.js";
import { donne } from "./draft.js";
import { call, reload } from "./server.js";
import { state } from "./state.js";
import { contractWords, outcome, points } from "./words.js";

let asking = 0;
let timer = null;
const OFFLINE = "Hors réseau : la donne ne peut pas être vérifiée maintenant. Envoyez-la : " +
  "elle reste dans le téléphone et partira dès le retour du réseau ; le serveur dira alors " +
  "si elle est enregistrée ou refusée.";

export function ask() {
  clearTimeout(timer);
  state.pending = true;
  showVerdict();
  timer = setTimeout(preview, 120);
}

function settle(verdict) {
  if (verdict && verdict.verdict === "ok") verdict.said = said(verdict);
  state.verdict = verdict;
  state.pending = false;
  showVerdict();
}

async function preview() {
  const sheet = state.sheet, draft = state.draft;
  const mine = ++asking;
  if (!sheet || sheet.refusal || state.gone || (sheet.over && draft.mode === "new")) { settle(null); return; }
  if (draft.taker === null) {
    settle({ verdict: "incomplete", message: "Choisissez les preneurs" +
      (sheet.rules.variant === "contree" ? ", ou « Donne blanche » si tout le monde a passé." : ".") });
    return;
  }
  const unfinished = unfinishedPoints();
  if (unfinished) { settle({ verdict: "incomplete", message: unfinished }); return; }
  let answer;
  try {
    answer = await call("POST", "/preview", { donne: donne(), correcting: draft.mode === "correct" });
  } catch (e) {
    if (mine === asking) settle({ verdict: "offline", message: OFFLINE });
    return;
  }
  if (mine !== asking) return;
  if (answer.status === 429) { ask(); return; }
  const verdict = answer.status === 200 ? answer.data : { verdict: "refused", message: answer.data.error };
  if (answer.status === 200 && answer.data.version !== state.sheet.version) {
    say("La feuille a changé entre-temps : la voici à jour, la donne tapée est gardée.");
    await reload();
  }
  if (answer.status === 409 || answer.status === 404) say(answer.data.error);
  settle(verdict);
}

// Annonce points half typed would be sent as no annonces: the page asks for the rest first.
function unfinishedPoints() {
  const written = state.draft.annoncePoints;
  if (state.draft.annonceMode !== "points" || !state.sheet.rules.annonces) return null;
  if (written.team && written.points === "") return "Points d'annonces : tapez-les, ou choisissez « Carte par carte ».";
  if (!written.team && written.points !== "") {
    return "Points d'annonces : choisissez " + (state.sheet.pairs ? "la paire" : "l'équipe") + " qui les marque.";
  }
  return null;
}

// « Donne 1 : Martin – Bernard à 80 ♥, fait. Martin – Bernard 120 points, Dubois – Thomas
// 50 points. Total 120 à 50. »
function said(v) {
  const s = state.sheet, t = s.teams, variant = s.rules.variant;
  const result = outcome(v.made, v.litige, variant);
  return "Donne " + v.number + " : " + contractWords(donne(), t, variant) + (result ? ", " + result : "") +
    ". " + t.A.name + " " + points(v.marks.A) + ", " + t.B.name + " " + points(v.marks.B) +
    ". Total " + v.totals.A + " à " + v.totals.B + (v.ends ? ". La partie se termine sur cette donne" + (v.tie ? ". " + v.tie + "." : ".") : ".");
}

export function showVerdict() {
  const box = $("verdict"), v = state.verdict;
  if (!v) {
    box.textContent = state.pending ? box.textContent : "";
    box.className = state.pending ? "pending" : "";
  } else {
    box.textContent = v.said || v.message;
    box.className = { ok: "ok", incomplete: "", offline: "offline" }[v.verdict] ?? "refused";
    if (state.pending) box.className += " pending";
  }
  const sendable = v && (v.verdict === "ok" || v.verdict === "offline");
  $("send").disabled = !sendable || state.pending || state.outbox !== null;
}
