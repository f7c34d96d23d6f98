// A donne typed with the table's old link (revoked by the arbiter) on this phone, offered to
// its new link: taken up into the form, to be checked and sent again, or forgotten.
import { changed } from "./choices.js";
import { $ } from "./dom.js";
import { blank } from "./draft.js";
import { forget, leftBy } from "./kept.js";
import { state } from "./state.js";

let offered = null;

export function offerCarried() {
  offered = state.sheet && !state.sheet.refusal ? leftBy(state.sheet) : null;
  $("carried").hidden = offered === null;
}

export function wireCarried() {
  $("carry").addEventListener("click", () => {
    // A correction of the last donne stays one, if the sheet has a donne to correct.
    const correcting = offered.draft.mode === "correct" && state.sheet.lines.length > 0;
    state.draft = Object.assign(blank(), offered.draft, { mode: correcting ? "correct" : "new" });
    forget(offered.from);
    $("carried").hidden = true;
    changed();
  });
  $("drop-carried").addEventListener("click", () => {
    forget(offered.from);
    $("carried").hidden = true;
  });
}
