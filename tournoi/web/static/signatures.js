// Each team signs the finished sheet; a change of a signed sheet voids its signatures.
import { $ } from "./dom.js";
import { post } from "./outbox.js";
import { state } from "./state.js";

// The server voids the signatures: the phone says so before the change is sent.
export function voiding(question) {
  const sheet = state.sheet;
  const teams = ["A", "B"].filter((team) => sheet.signed[team]);
  if (!teams.length) return question === "" || confirm(question);
  const who = teams.map((team) => side(sheet, team)).join(" et ");
  return confirm((question ? question + "\n\n" : "") + "Les signatures seront effacées : " + who +
    (teams.length > 1 ? " ont signé" : " a signé") + " la feuille telle qu'elle est ; après ce " +
    "changement, chaque " + (sheet.pairs ? "paire" : "équipe") + " la signe de nouveau.");
}

// « l'équipe 12 Martin – Bernard », or a mêlée's « la paire A (8 Marc ROUX – 16 Léa GARNIER) ».
function side(sheet, team) {
  if (sheet.pairs) return "la paire " + team + " (" + sheet.teams[team].players.join(" – ") + ")";
  return "l'équipe " + sheet.teams[team].name;
}

export function wireSignatures() {
  for (const team of ["A", "B"]) {
    $("sign-" + team).addEventListener("click", () => {
      const who = side(state.sheet, team);
      const said = who.charAt(0).toUpperCase() + who.slice(1);
      if (confirm(said + " confirme le résultat : " + state.sheet.result)) post("/sign", { team: team });
    });
  }
}
