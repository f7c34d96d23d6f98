// The sheet shown: the teams and totals in the header, the lines, and which parts of the page
// are open (entry, corrections, signatures) at this point of the game.
import { $, say } from "./dom.js";
import { renderForm } from "./form.js";
import { state } from "./state.js";
import { showVerdict } from "./verdict.js";

export function render() {
  const s = state.sheet, t = s.teams, draft = state.draft;
  $("where").textContent = "Tour " + s.round + " · Table " + s.table + " · partie " + s.state;
  for (const team of ["A", "B"]) {
    const box = $("team-" + team);
    box.querySelector(".name").textContent = team + " · " + t[team].name;
    box.querySelector(".players").textContent = "n° " + t[team].number + " · " + t[team].players.join(" et ");
    box.querySelector(".total").textContent = s.totals[team];
  }
  // Long names make the sticky header taller: what is scrolled to still shows below it.
  document.documentElement.style.scrollPaddingTop = $("head").offsetHeight + 8 + "px";
  renderLines(s.lines);
  $("result").textContent = s.result;
  const writable = !s.refusal;
  const entering = writable && (!s.over || draft.mode === "correct");
  $("entry").hidden = !entering;
  $("last").hidden = !writable || s.lines.length === 0;
  const both = s.signed.A && s.signed.B;
  $("signatures").hidden = (!writable && !both) || !s.over || draft.mode === "correct";
  if (s.refusal) say(s.refusal);
  const next = draft.mode === "correct" ? s.lines.length : s.lines.length + 1;
  $("entry-title").textContent = (draft.mode === "correct" ? "Correction de la donne " : "Donne ") + next;
  $("send").textContent = draft.mode === "correct" ? "Remplacer la donne " + next : "Envoyer la donne " + next;
  $("cancel-correction").hidden = draft.mode !== "correct";
  for (const team of ["A", "B"]) {
    const button = $("sign-" + team);
    button.textContent = s.signed[team] ? "Équipe " + team + " a signé" : "Équipe " + team + " signe";
    button.disabled = s.signed[team];
    button.classList.toggle("signed", s.signed[team]);
  }
  if (entering) renderForm();
  showVerdict();
}

function renderLines(lines) {
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
    body.appendChild(row);
  }
}
