// The table's API on the server, and the sheet fetched again from it.
import { say } from "./dom.js";
import { render } from "./sheet.js";
import { state } from "./state.js";

const api = "/api/table/" + location.pathname.split("/").pop();

export async function call(method, path, body) {
  const response = await fetch(api + path, {
    method: method, cache: "no-store",
    headers: body ? { "Content-Type": "application/json" } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  let data = null;
  try { data = await response.json(); } catch (e) { data = { error: "Réponse illisible du serveur." }; }
  return { status: response.status, data: data };
}

export async function reload() {
  try {
    const answer = await call("GET", "");
    if (answer.status !== 200) { say(answer.data.error); return; }
    state.sheet = answer.data;
    render();
  } catch (e) {
    say("Hors réseau : la feuille sera rechargée dès le retour du réseau.");
  }
}
