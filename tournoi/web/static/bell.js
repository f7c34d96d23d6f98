// « Arrêtée au temps » in a concours played on time: at the bell the donne in play is finished;
// once it is sent, the players end the partie there, and the higher total wins. The round's clock
// (clock.js) may not have been started, or the arbiter keep one of his own, so the page offers it
// whenever it may serve: a sheet with donnes, not over, not marked yet. Taking the mark back is
// the desk's.
import { $ } from "./dom.js";
import { post } from "./outbox.js";
import { state } from "./state.js";

export function wireBell() {
  $("on-time").addEventListener("click", () => {
    const s = state.sheet, n = s.lines.length;
    if (confirm("La sonnerie a retenti et la donne " + n + " était la donne en cours ?\n\n" +
      "La partie s'arrête après elle (" + s.totals.A + " – " + s.totals.B + ") : le plus haut " +
      "total gagne ; à égalité, une donne de plus départage. On n'ajoute plus de donne ensuite.")) {
      post("/on-time", {});
    }
  });
}

export function renderBell(writable) {
  const s = state.sheet;
  $("bell").hidden = !writable || !s.minutes || s.on_time || s.over || !s.lines.length ||
    state.draft.mode === "correct";
  $("bell-note").textContent = "Partie au temps (" + s.minutes + " min) : à la sonnerie, " +
    "finissez la donne en cours et envoyez-la, puis marquez la partie arrêtée.";
}
