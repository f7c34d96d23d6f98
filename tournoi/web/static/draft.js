// The donne being typed: blank, read back from a line of the sheet, and as the engine's JSON reads it.
import { other } from "./dom.js";
import { state } from "./state.js";

export function blank() {
  return { mode: "new", taker: null, contract: null, trump: null, coinche: "none", points: "",
           capot: null, belotes: { A: 0, B: 0 }, annonces: { A: [], B: [] },
           // The paper's form: the points of the one team whose annonces counted.
           annonceMode: "cards", annoncePoints: { team: null, points: "" } };
}

// The donne as the engine's JSON reads it.
export function donne() {
  const d = state.draft;
  if (d.taker === "none") return { taker: null };
  const out = { taker: d.taker, trump: d.trump, points: d.points === "" ? null : Number(d.points),
                capot: d.capot === null || d.taker === null ? null : (d.capot === "taker" ? d.taker : other(d.taker)),
                belotes: d.belotes };
  if (state.sheet && state.sheet.rules.variant === "contree") {
    out.contract = d.contract;
    out.coinche = d.coinche;
  }
  const written = d.annoncePoints;
  if (d.annonceMode === "points") {
    if (written.team && written.points !== "") out.annonces = { [written.team]: Number(written.points) };
  } else if (d.annonces.A.length || d.annonces.B.length) {
    out.annonces = d.annonces;
  }
  return out;
}

// A line of the sheet typed again, to correct it.
export function fromLine(line) {
  const d = line.donne, out = blank();
  out.mode = "correct";
  out.taker = d.taker === null ? "none" : d.taker;
  out.trump = d.trump;
  out.points = d.points === null || d.points === undefined || d.capot ? "" : String(d.points);
  out.contract = d.contract === undefined ? null : d.contract;
  out.coinche = d.coinche || "none";
  out.capot = d.capot ? (d.capot === d.taker ? "taker" : "defence") : null;
  out.belotes = d.belotes || { A: 0, B: 0 };
  // A desk donne may carry annonce points as the paper writes them (``nB50``): kept as points.
  for (const team of ["A", "B"]) {
    const given = d.annonces ? d.annonces[team] : undefined;
    if (typeof given === "number") {
      out.annonceMode = "points";
      out.annoncePoints = { team: team, points: String(given) };
    } else {
      out.annonces[team] = given || [];
    }
  }
  return out;
}
