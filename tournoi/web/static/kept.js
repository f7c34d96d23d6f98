// What the phone keeps across reloads (localStorage), one entry per table's link.
const secret = location.pathname.split("/").pop();
const key = "tournoi-" + secret + ":";

export function load(name) {
  try { return JSON.parse(localStorage.getItem(key + name)); } catch (e) { return null; }
}

export function keep(name, value) {
  try {
    if (value === null) localStorage.removeItem(key + name);
    else localStorage.setItem(key + name, JSON.stringify(value));
  } catch (e) { /* private browsing: nothing kept across reloads, the rest works */ }
}
