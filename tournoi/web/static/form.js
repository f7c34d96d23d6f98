// The form the donne is typed in, drawn again from the draft and the sheet's rules.
import { KINDS, RANKS, SUITS, annonceLabel } from "./cards.js";
import { buttons, changed } from "./choices.js";
import { $ } from "./dom.js";
import { state } from "./state.js";

// At Tout Atout a team may hold a belote in each suit, as the desk's form offers (§11.3);
// the engine's verdict says when the four suits are not enough for both teams' counts.
const MOST_BELOTES = 4;

export function renderForm() {
  const t = state.sheet.teams, rules = state.sheet.rules, draft = state.draft;
  const takers = [["A", t.A.name], ["B", t.B.name]];
  if (rules.variant === "contree") takers.push(["none", "Donne blanche"]);
  buttons("taker", takers);
  const contracts = [];
  for (let c = 80; c <= 160; c += 10) contracts.push([c, String(c)]);
  contracts.push(["capot", "Capot"]);
  buttons("contract", contracts);
  const trumps = SUITS.map(([v, s, red]) => [v, s, red, "suit"]);
  if (rules.sans_atout_tout_atout) trumps.push(["sans_atout", "Sans atout"], ["tout_atout", "Tout atout"]);
  buttons("trump", trumps);
  buttons("coinche", [["none", "Non"], ["contre", "Contré"], ["surcontre", "Surcontré"]]);
  buttons("capot", [[null, "Aucun"], ["taker", "Preneurs"], ["defence", "Défense"]]);
  renderBelotes(t);
  buttons("annonce-mode", [["cards", "Carte par carte"], ["points", "En points, comme la feuille"]]);
  buttons("annonce-points-team", [["A", t.A.name], ["B", t.B.name]]);
  $("annonce-points").textContent = draft.annoncePoints.points || "—";
  $("annonce-cards").hidden = draft.annonceMode === "points";
  $("annonce-written").hidden = draft.annonceMode !== "points";
  buttons("annonce-kind", KINDS);
  buttons("annonce-high", RANKS);
  buttons("annonce-suit", SUITS.map(([v, s, red]) => [v, s, red, "suit"]));
  buttons("annonce-team", [["A", "+ " + t.A.name], ["B", "+ " + t.B.name]]);
  renderAnnonces(t);
  $("points").textContent = pointsText();
  for (const el of document.querySelectorAll(".contree")) el.hidden = rules.variant !== "contree";
  for (const el of document.querySelectorAll(".classique-annonces")) el.hidden = !rules.annonces;
}

// At Tout Atout a count for each team, on/off buttons under one trump suit.
function renderBelotes(t) {
  const counting = state.draft.trump === "tout_atout";
  $("belote-counts").hidden = !counting;
  document.querySelector('[data-field="belotes"]').hidden = counting;
  if (!counting) { buttons("belotes", [["A", "Belote " + t.A.name], ["B", "Belote " + t.B.name]]); return; }
  const counts = [];
  for (let n = 0; n <= MOST_BELOTES; n++) counts.push([n, String(n)]);
  for (const team of ["A", "B"]) {
    $("belotes-" + team + "-name").textContent = "Belotes " + t[team].name;
    buttons("belotes-" + team, counts);
  }
}

// The annonces typed card by card, each with its button to take it back.
function renderAnnonces(t) {
  const list = $("annonces");
  list.textContent = "";
  for (const team of ["A", "B"]) {
    state.draft.annonces[team].forEach((a, index) => {
      const item = document.createElement("li");
      item.textContent = t[team].name + " : " + annonceLabel(a);
      const remove = document.createElement("button");
      remove.type = "button";
      remove.textContent = "Retirer";
      remove.addEventListener("click", () => { state.draft.annonces[team].splice(index, 1); changed(); });
      item.appendChild(remove);
      list.appendChild(item);
    });
  }
}

// A capot is written « capot », as on the paper sheet: its points (252) go without saying.
function pointsText() {
  const draft = state.draft;
  if (draft.points !== "") return draft.points;
  if (draft.capot === "taker") return "capot";
  return draft.capot === "defence" ? "0" : "—";
}
