// The last donne of the sheet corrected (typed again in the form) or deleted.
import { changed } from "./choices.js";
import { $ } from "./dom.js";
import { blank, fromLine } from "./draft.js";
import { post } from "./outbox.js";
import { voiding } from "./signatures.js";
import { state } from "./state.js";

export function wireCorrections() {
  $("cancel-correction").addEventListener("click", () => { state.draft = blank(); changed(); });
  $("correct-last").addEventListener("click", () => {
    state.draft = fromLine(state.sheet.lines[state.sheet.lines.length - 1]);
    changed();
    $("entry").scrollIntoView();
  });
  $("delete-last").addEventListener("click", () => {
    if (voiding("Supprimer la donne " + state.sheet.lines.length + " de la feuille ?")) post("/delete-last", {});
  });
}
