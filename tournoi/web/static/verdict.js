// The server's verdict on the donne being typed: asked a moment after each change, shown under
// the form, and the only thing that enables « Envoyer ».
import { $, say } from "./dom.js";
import { donne } from "./draft.js";
import { call, reload } from "./server.js";
import { state } from "./state.js";

let asking = 0;
let timer = null;

export function ask() {
  clearTimeout(timer);
  timer = setTimeout(preview, 120);
}

async function preview() {
  const sheet = state.sheet, draft = state.draft;
  if (!sheet || sheet.refusal || (sheet.over && draft.mode === "new")) return;
  const mine = ++asking;
  if (draft.taker === null) {
    state.verdict = { verdict: "incomplete", message: "Choisissez les preneurs" +
      (sheet.rules.variant === "contree" ? ", ou « Donne blanche » si tout le monde a passé." : ".") };
    showVerdict();
    return;
  }
  const unfinished = unfinishedPoints();
  if (unfinished) {
    state.verdict = { verdict: "incomplete", message: unfinished };
    showVerdict();
    return;
  }
  let answer;
  try {
    answer = await call("POST", "/preview", { donne: donne(), correcting: draft.mode === "correct" });
  } catch (e) {
    return;
  }
  if (mine !== asking) return;
  state.verdict = answer.status === 200 ? answer.data : { verdict: "refused", message: answer.data.error };
  if (answer.status === 200 && answer.data.version !== state.sheet.version) {
    say("La feuille a changé entre-temps : la voici à jour, la donne tapée est gardée.");
    await reload();
  }
  if (answer.status === 409 || answer.status === 404) say(answer.data.error);
  showVerdict();
}

// Annonce points half typed would be sent as no annonces: the page asks for the rest first.
function unfinishedPoints() {
  const written = state.draft.annoncePoints;
  if (state.draft.annonceMode !== "points" || !state.sheet.rules.annonces) return null;
  if (written.team && written.points === "") return "Points d'annonces : tapez-les, ou choisissez « Carte par carte ».";
  if (!written.team && written.points !== "") return "Points d'annonces : choisissez l'équipe qui les marque.";
  return null;
}

export function showVerdict() {
  const box = $("verdict");
  const v = state.verdict;
  if (!v) { box.textContent = ""; box.className = ""; $("send").disabled = true; return; }
  if (v.verdict === "ok") {
    const t = state.sheet.teams;
    box.textContent = "Donne " + v.number + " : " + t.A.name + " " + v.marks.A + ", " + t.B.name + " " +
      v.marks.B + (v.litige ? " (litige)" : "") + ". Total " + v.totals.A + " à " + v.totals.B +
      (v.ends ? ". La partie se termine sur cette donne." : ".");
    box.className = "ok";
  } else {
    box.textContent = v.message;
    box.className = v.verdict === "incomplete" ? "" : "refused";
  }
  $("send").disabled = v.verdict !== "ok" || state.outbox !== null;
}
