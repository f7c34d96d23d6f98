// The rows of buttons the donne is typed with: each button sets, or unsets, one field of the draft.
import { say } from "./dom.js";
import { keep } from "./kept.js";
import { render } from "./sheet.js";
import { state } from "./state.js";
import { ask } from "./verdict.js";

export function buttons(field, options) {
  const box = document.querySelector('[data-field="' + field + '"]');
  box.textContent = "";
  for (const [value, label, red, cls] of options) {
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = label;
    button.dataset.value = value === null ? "" : String(value);
    if (red) button.classList.add("red");
    if (cls) button.classList.add(cls);
    button.setAttribute("aria-pressed", String(pressed(field, value)));
    button.addEventListener("click", () => choose(field, value));
    box.appendChild(button);
  }
}

function pressed(field, value) {
  const draft = state.draft;
  if (field === "belotes") return draft.belotes[value] > 0;
  if (field.startsWith("belotes-")) return draft.belotes[field.slice(8)] === value;
  if (field === "annonce-mode") return draft.annonceMode === value;
  if (field === "annonce-points-team") return draft.annoncePoints.team === value;
  if (field.startsWith("annonce-")) return state.annonce[field.slice(8)] === value;
  return draft[field] === value;
}

function choose(field, value) {
  const draft = state.draft, annonce = state.annonce;
  if (field === "belotes") {
    draft.belotes[value] = draft.belotes[value] ? 0 : 1;
  } else if (field.startsWith("belotes-")) {
    draft.belotes[field.slice(8)] = value;
  } else if (field === "annonce-mode") {
    draft.annonceMode = value;
  } else if (field === "annonce-points-team") {
    draft.annoncePoints.team = value;
  } else if (field === "annonce-team") {
    addAnnonce(value);
  } else if (field.startsWith("annonce-")) {
    const part = field.slice(8);
    annonce[part] = annonce[part] === value ? null : value;
  } else {
    draft[field] = draft[field] === value && field !== "taker" ? (field === "coinche" ? "none" : null) : value;
  }
  changed();
}

function addAnnonce(team) {
  const annonce = state.annonce;
  if (!annonce.kind || !annonce.high || (annonce.kind !== "carre" && !annonce.suit)) {
    say("Annonce : choisissez la sorte, la hauteur" + (annonce.kind === "carre" ? "" : " et la couleur") + ".");
    return;
  }
  const item = annonce.kind === "carre" ? { kind: "carre", rank: annonce.high }
    : { kind: annonce.kind, high: annonce.high, suit: annonce.suit };
  state.draft.annonces[team].push(item);
  state.annonce = { kind: null, high: null, suit: null };
}

// The draft changed: kept across reloads, shown, and its verdict asked again (the last one
// stays shown, dimmed and unsendable, until the new one comes).
export function changed() {
  keep("draft", state.draft);
  render();
  ask();
}
