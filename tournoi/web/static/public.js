// The public page: where each team (each player of a mêlée) plays this round, the standings, refreshed every 15 s, and the
// results' site once it is published, the round's clock while it counts the round.
import { followClock } from "./clock.js";

const $ = (id) => document.getElementById(id);
let data = null;
let tag = null;

function fold(text) {
  return text.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

function showSeats() {
  const list = $("seats");
  list.textContent = "";
  const wanted = fold($("search").value.trim());
  if (!data || !wanted) return;
  // In a mêlée, one entry per player: the round's pair has a number nobody knows.
  const found = data.seats.filter((s) =>
    String(s.number) === wanted || fold(s.name).includes(wanted) ||
    (!data.melee && s.players.some((p) => fold(p).includes(wanted))));
  for (const seat of found.slice(0, 20)) {
    const item = document.createElement("li");
    const where = document.createElement("div");
    where.className = "table";
    where.textContent = seat.table === null ? "Exempt ce tour" : "Table " + seat.table;
    const who = document.createElement("div");
    who.textContent = data.melee ? playerWords(seat) : teamWords(seat);
    item.append(where, who);
    list.appendChild(item);
  }
  if (!found.length) {
    const item = document.createElement("li");
    item.textContent = (data.melee ? "Aucun joueur" : "Aucune équipe") + " ne répond à « " +
      $("search").value.trim() + " ».";
    list.appendChild(item);
  }
}

function teamWords(seat) {
  return "n° " + seat.number + " " + seat.name + " (" + seat.players.join(" et ") + ")" +
    (seat.opponent ? " contre n° " + seat.opponent.number + " " + seat.opponent.name : "");
}

// « n° 8 Pierre ROUX, avec n° 16 Luc GARNIER, contre n° 3 … et n° 5 … ».
function playerWords(seat) {
  const named = (p) => "n° " + p.number + " " + p.name;
  return named(seat) +
    (seat.partner.length ? ", avec " + seat.partner.map(named).join(" et ") : "") +
    (seat.opponents.length ? ", contre " + seat.opponents.map(named).join(" et ") : "");
}

// « +570 », « −80 » with the minus sign, « 0 »: as the window and the results' site write it.
function signed(value) {
  return value > 0 ? "+" + value : value < 0 ? "\u2212" + -value : "0";
}

function showStandings() {
  const body = document.querySelector("#standings tbody");
  body.textContent = "";
  for (const row of data.standings) {
    const tr = document.createElement("tr");
    const cells = [row.rank + (row.ex_aequo ? " ex" : ""), "n° " + row.number + " " + row.name,
                   row.points, row.marks, signed(row.goal_average)];
    for (const value of cells) {
      const td = document.createElement("td");
      td.textContent = value;
      tr.appendChild(td);
    }
    body.appendChild(tr);
  }
}

function showPublished() {
  const section = $("published");
  section.hidden = !data.published;
  if (!data.published || $("published-link").textContent === data.published) return;
  $("published-link").href = data.published;
  $("published-link").textContent = data.published;
  $("published-code").src = "/published.svg?adresse=" + encodeURIComponent(data.published);
}

async function refresh() {
  try {
    // Named, the page's tag makes the server answer « unchanged » (304) without a body.
    const headers = tag ? { "If-None-Match": tag } : {};
    const response = await fetch("/api/public", { cache: "no-store", headers: headers });
    if (response.status !== 304) {
      data = await response.json();
      tag = response.headers.get("ETag");
    }
    $("name").textContent = data.name;
    $("search-label").textContent = data.melee ? "Nom ou numéro du joueur" : "Nom d'équipe, de joueur ou numéro";
    $("standings-who").textContent = data.melee ? "Joueur" : "Équipe";
    $("where").textContent = data.round ? "Tour " + data.round : "Pas encore de tirage";
    showSeats();
    showStandings();
    showPublished();
  } catch (e) {
    $("where").textContent = "Hors réseau : nouvel essai dans 15 secondes.";
  }
}

$("search").addEventListener("input", showSeats);
refresh();
setInterval(refresh, 15000);
// The clock apart: the page above is kept by the server until what it shows changes, the clock
// counts every second.
followClock("/api/clock", $("clock"));
