// The sheet shown: the teams and totals in the header, the lines, and which parts of the page
// are open (entry, corrections, signatures) at this point of the game.
import { renderBell } from "./bell.js";
import { offerCarried } from "./carried.js";
import { $, say } from "./dom.js";
import { renderForm } from "./form.js";
import { state } from "./state.js";
import { showVerdict } from "./verdict.js";
import { outcome } from "./words.js";

export function render() {
  const s = state.sheet, t = s.teams, draft = state.draft;
  $("where").textContent = "Tour " + s.round + " · Table " + s.table + " · partie " + s.state;
  for (const team of ["A", "B"]) {
    // The header stays on screen: one line a team there, the whole names and players below it.
    $("team-" + team).querySelector(".name").textContent = team + " · " + t[team].name;
    $("team-" + team).querySelector(".total").textContent = s.totals[team];
    // A mêlée's pair is its players, each by his number: the round's team number is nobody's.
    $("who-" + team).querySelector(".name").textContent = s.pairs
      ? "Paire " + team
      : team + " · n° " + t[team].number + " " + t[team].name;
    $("who-" + team).querySelector(".players").textContent = t[team].players.join(s.pairs ? " – " : " et ");
  }
  // Whatever is scrolled to still shows below the sticky header.
  document.documentElement.style.scrollPaddingTop = $("head").offsetHeight + 8 + "px";
  renderLines(s.lines, s.rules.variant);
  $("result").textContent = s.result;
  const writable = !s.refusal && !state.gone;
  const entering = writable && (!s.over || draft.mode === "correct");
  $("entry").hidden = !entering;
  $("last").hidden = !writable || s.lines.length === 0;
  renderBell(writable);
  const both = s.signed.A && s.signed.B;
  $("signatures").hidden = (!writable && !both) || !s.over || draft.mode === "correct";
  if (s.refusal && !state.gone) say(s.refusal);
  const next = draft.mode === "correct" ? s.lines.length : s.lines.length + 1;
  $("entry-title").textContent = (draft.mode === "correct" ? "Correction de la donne " : "Donne ") + next;
  $("send").textContent = draft.mode === "correct" ? "Remplacer la donne " + next : "Envoyer la donne " + next;
  $("cancel-correction").hidden = draft.mode !== "correct";
  // A mêlée's sides are pairs: « équipe » there would name the round's team nobody knows.
  $("annonce-written-title").textContent = "Points d'annonces de " + (s.pairs ? "la paire" : "l'équipe");
  $("signatures-title").textContent = "Fin de la partie : chaque " + (s.pairs ? "paire" : "équipe") + " signe";
  for (const team of ["A", "B"]) {
    const button = $("sign-" + team);
    const side = (s.pairs ? "Paire " : "Équipe ") + team;
    button.textContent = s.signed[team] ? "✓ " + side + " a signé" : side + " signe";
    button.disabled = s.signed[team] || !writable;
    button.classList.toggle("signed", s.signed[team]);
  }
  if (entering) renderForm();
  offerCarried();
  showVerdict();
}

function renderLines(lines, variant) {
  const body = document.querySelector("#sheet tbody");
  body.textContent = "";
  for (const line of lines) {
    const row = document.createElement("tr");
    const cells = [line.number, line.text, line.marks.A, line.marks.B, line.totals.A + " – " + line.totals.B];
    for (const value of cells) {
      const cell = document.createElement("td");
      cell.textContent = value;
      if (line.litige) cell.className = "litige";
      row.appendChild(cell);
    }
    // « fait » or « chuté » under the donne, as the players say it at the table.
    const word = outcome(line.made, line.litige, variant);
    if (word) {
      const said = document.createElement("span");
      said.className = "outcome " + (line.made ? "made" : "down");
      said.textContent = word;
      row.children[1].append(" ", said);
    }
    body.appendChild(row);
  }
}
