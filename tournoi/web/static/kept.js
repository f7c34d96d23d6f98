// What the phone keeps across reloads (localStorage), one entry per table's link; and what a
// link of the same table left, for its new link after the arbiter revoked the old one.
const secret = location.pathname.split("/").pop();
const PREFIX = "tournoi-";
const key = PREFIX + secret + ":";

export function load(name) {
  try { return JSON.parse(localStorage.getItem(key + name)); } catch (e) { return null; }
}

export function keep(name, value) {
  try {
    if (value === null) localStorage.removeItem(key + name);
    else localStorage.setItem(key + name, JSON.stringify(value));
  } catch (e) { /* private browsing: nothing kept across reloads, the rest works */ }
}

// A table is its round, its number and its two teams: another tournament's table 3 is not it.
function place(sheet) {
  return [sheet.round, sheet.table, sheet.teams.A.number, sheet.teams.B.number].join("-");
}

// The donne typed with another link of this table, on this phone, and not recorded: its draft.
export function leftBy(sheet) {
  const here = place(sheet);
  for (let i = 0; i < localStorage.length; i++) {
    const name = localStorage.key(i);
    if (!name || !name.startsWith(PREFIX) || !name.endsWith(":sheet") || name === key + "sheet") continue;
    const other = name.slice(0, -"sheet".length);
    try {
      const draft = JSON.parse(localStorage.getItem(other + "draft"));
      if (place(JSON.parse(localStorage.getItem(name))) === here && draft && draft.taker !== null) {
        return { from: other, draft: draft };
      }
    } catch (e) { /* an entry this page did not write: not a table's */ }
  }
  return null;
}

// What another link kept, forgotten: taken up by this one, or refused.
export function forget(other) {
  for (const name of ["sheet", "draft", "outbox"]) localStorage.removeItem(other + name);
}
