// The cards' names as the phone shows them, and an annonce written out.
export const SUITS = [["pique", "♠", false], ["coeur", "♥", true], ["carreau", "♦", true], ["trefle", "♣", false]];
export const RANKS = [["7", "7"], ["8", "8"], ["9", "9"], ["T", "10"], ["J", "V"], ["Q", "D"], ["K", "R"], ["A", "As"]];
export const KINDS = [["tierce", "Tierce"], ["cinquante", "Cinquante"], ["cent", "Cent"], ["carre", "Carré"]];

export function annonceLabel(a) {
  const kind = KINDS.find((k) => k[0] === a.kind)[1];
  const high = RANKS.find((r) => r[0] === (a.rank || a.high))[1];
  return a.kind === "carre" ? kind + " de " + high : kind + " au " + high + " " + SUITS.find((s) => s[0] === a.suit)[1];
}
