// The page's elements by id, and the status line every part of the page speaks through.
export const $ = (id) => document.getElementById(id);

export function say(text, ok) {
  $("status").textContent = text || "";
  $("status").className = ok ? "ok" : "";
}

export function other(team) { return team === "A" ? "B" : "A"; }
