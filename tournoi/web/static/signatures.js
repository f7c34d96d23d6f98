// Each team signs the finished sheet; a change of a signed sheet voids its signatures.
import { $ } from "./dom.js";
import { post } from "./outbox.js";
import { state } from "./state.js";

// The server voids the signatures: the phone says so before the change is sent.
export function voiding(question) {
  const sheet = state.sheet;
  const teams = ["A", "B"].filter((team) => sheet.signed[team]);
  if (!teams.length) return question === "" || confirm(question);
  const who = teams.map((team) => "l'équipe " + sheet.teams[team].name).join(" et ");
  return confirm((question ? question + "\n\n" : "") + "Les signatures seront effacées : " + who +
    (teams.length > 1 ? " ont signé" : " a signé") + " la feuille telle qu'elle est ; après ce " +
    "changement, chaque équipe la signe de nouveau.");
}

export function wireSignatures() {
  for (const team of ["A", "B"]) {
    $("sign-" + team).addEventListener("click", () => {
      const t = state.sheet.teams[team];
      if (confirm("L'équipe " + t.name + " confirme le résultat : " + state.sheet.result)) post("/sign", { team: team });
    });
  }
}
