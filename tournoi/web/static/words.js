// A donne said as the players say it: « Martin – Bernard à 80 ♥ contré, fait », « 1 point ».
import { SUITS } from "./cards.js";

const TRUMPS = { sans_atout: "sans atout", tout_atout: "tout atout" };
const COINCHES = { contre: " contré", surcontre: " surcontré" };

export function points(n) {
  return n + (Math.abs(n) < 2 ? " point" : " points");
}

// What became of the contract: « fait », « chuté » (« dedans » in classique, as the desk says).
export function outcome(made, litige, variant) {
  if (litige) return "litige";
  if (made === null || made === undefined) return "";
  if (made) return "fait";
  return variant === "contree" ? "chuté" : "dedans";
}

function trumpWord(trump) {
  const suit = SUITS.find((s) => s[0] === trump);
  return suit ? suit[1] : TRUMPS[trump] || "";
}

// « Martin – Bernard à 80 ♥ contré » (contrée), « Martin – Bernard prend à ♥ » (classique).
export function contractWords(donne, teams, variant) {
  if (donne.taker === null || donne.taker === undefined) return "Donne blanche";
  const who = teams[donne.taker].name;
  if (variant !== "contree") return who + " prend à " + trumpWord(donne.trump);
  const contract = donne.contract === "capot" ? "capot" : String(donne.contract);
  return who + " à " + contract + " " + trumpWord(donne.trump) + (COINCHES[donne.coinche] || "");
}
