// The score sheet on the phone: the donne typed with buttons, checked by the server before it
// is sent, kept in the phone (localStorage) until the server has recorded it.
"use strict";
(function () {
  const secret = location.pathname.split("/").pop();
  const api = "/api/table/" + secret;
  const key = "tournoi-" + secret + ":";
  const $ = (id) => document.getElementById(id);
  const SUITS = [["pique", "♠", false], ["coeur", "♥", true], ["carreau", "♦", true], ["trefle", "♣", false]];
  const RANKS = [["7", "7"], ["8", "8"], ["9", "9"], ["T", "10"], ["J", "V"], ["Q", "D"], ["K", "R"], ["A", "As"]];
  const KINDS = [["tierce", "Tierce"], ["cinquante", "Cinquante"], ["cent", "Cent"], ["carre", "Carré"]];
  // At Tout Atout a team may hold a belote in each suit, as the desk's form offers (§11.3);
  // the engine's verdict says when the four suits are not enough for both teams' counts.
  const MOST_BELOTES = 4;

  let sheet = null;
  let draft = Object.assign(blank(), load("draft"));
  let outbox = load("outbox");
  let verdict = null;
  let asking = 0;
  let timer = null;
  let annonce = { kind: null, high: null, suit: null };

  function blank() {
    return { mode: "new", taker: null, contract: null, trump: null, coinche: "none", points: "",
             capot: null, belotes: { A: 0, B: 0 }, annonces: { A: [], B: [] }, renonce: null,
             // The paper's form: the points of the one team whose annonces counted.
             annonceMode: "cards", annoncePoints: { team: null, points: "" } };
  }
  function load(name) {
    try { return JSON.parse(localStorage.getItem(key + name)); } catch (e) { return null; }
  }
  function keep(name, value) {
    try {
      if (value === null) localStorage.removeItem(key + name);
      else localStorage.setItem(key + name, JSON.stringify(value));
    } catch (e) { /* private browsing: nothing kept across reloads, the rest works */ }
  }
  function newId() {
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  }
  function say(text, ok) {
    $("status").textContent = text || "";
    $("status").className = ok ? "ok" : "";
  }
  function other(team) { return team === "A" ? "B" : "A"; }

  // The donne as the engine's JSON reads it.
  function donne() {
    const d = draft;
    if (d.taker === "none") return { taker: null };
    const out = { taker: d.taker, trump: d.trump, points: d.points === "" ? null : Number(d.points),
                  capot: d.capot === null || d.taker === null ? null : (d.capot === "taker" ? d.taker : other(d.taker)),
                  belotes: d.belotes };
    if (sheet && sheet.rules.variant === "contree") {
      out.contract = d.contract;
      out.coinche = d.coinche;
    }
    const written = d.annoncePoints;
    if (d.annonceMode === "points") {
      if (written.team && written.points !== "") out.annonces = { [written.team]: Number(written.points) };
    } else if (d.annonces.A.length || d.annonces.B.length) {
      out.annonces = d.annonces;
    }
    if (d.renonce) out.renonce = d.renonce;  // §8.4: the server checks that team declared
    return out;
  }

  async function call(method, path, body) {
    const response = await fetch(api + path, {
      method: method, cache: "no-store",
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    let data = null;
    try { data = await response.json(); } catch (e) { data = { error: "Réponse illisible du serveur." }; }
    return { status: response.status, data: data };
  }

  async function reload() {
    try {
      const answer = await call("GET", "");
      if (answer.status !== 200) { say(answer.data.error); return; }
      sheet = answer.data;
      render();
    } catch (e) {
      say("Hors réseau : la feuille sera rechargée dès le retour du réseau.");
    }
  }

  // Writes go through the outbox: kept in the phone until the server answers.
  function post(path, body) {
    outbox = { path: path, body: Object.assign({ submission: newId(), version: sheet.version }, body) };
    keep("outbox", outbox);
    flush();
  }

  async function flush() {
    if (!outbox) return;
    const sending = outbox;
    say("Envoi…");
    let answer;
    try {
      answer = await call("POST", sending.path, sending.body);
    } catch (e) {
      say("Hors réseau : c'est gardé dans le téléphone et partira dès le retour du réseau.");
      setTimeout(flush, 3000);
      return;
    }
    if (answer.status === 429) { setTimeout(flush, 1000); return; }
    outbox = null;
    keep("outbox", null);
    if (answer.status === 200) {
      const had = sheet && (sheet.signed.A || sheet.signed.B);
      if (sending.path !== "/sign") { draft = blank(); keep("draft", null); }
      sheet = answer.data;
      verdict = null;
      say(had && !sheet.signed.A && !sheet.signed.B
        ? "Enregistré. Les signatures sont effacées : chaque équipe signe de nouveau la feuille."
        : "Enregistré.", true);
      render();
      ask();
      $("entry-title").scrollIntoView();
      return;
    }
    say(answer.data.error || "Refusé par le serveur.");
    if (answer.status === 409) await reload();
    ask();
  }

  function ask() {
    clearTimeout(timer);
    timer = setTimeout(preview, 120);
  }

  async function preview() {
    if (!sheet || sheet.refusal || (sheet.over && draft.mode === "new")) return;
    const mine = ++asking;
    if (draft.taker === null) {
      verdict = { verdict: "incomplete", message: "Choisissez les preneurs" +
        (sheet.rules.variant === "contree" ? ", ou « Donne blanche » si tout le monde a passé." : ".") };
      showVerdict();
      return;
    }
    const unfinished = unfinishedPoints();
    if (unfinished) {
      verdict = { verdict: "incomplete", message: unfinished };
      showVerdict();
      return;
    }
    let answer;
    try {
      answer = await call("POST", "/preview", { donne: donne(), correcting: draft.mode === "correct" });
    } catch (e) {
      return;
    }
    if (mine !== asking) return;
    verdict = answer.status === 200 ? answer.data : { verdict: "refused", message: answer.data.error };
    if (answer.status === 200 && answer.data.version !== sheet.version) {
      say("La feuille a changé entre-temps : la voici à jour, la donne tapée est gardée.");
      await reload();
    }
    if (answer.status === 409 || answer.status === 404) say(answer.data.error);
    showVerdict();
  }

  // Annonce points half typed would be sent as no annonces: the page asks for the rest first.
  function unfinishedPoints() {
    const written = draft.annoncePoints;
    if (draft.annonceMode !== "points" || !sheet.rules.annonces) return null;
    if (written.team && written.points === "") return "Points d'annonces : tapez-les, ou choisissez « Carte par carte ».";
    if (!written.team && written.points !== "") return "Points d'annonces : choisissez l'équipe qui les marque.";
    return null;
  }

  function showVerdict() {
    const box = $("verdict");
    const v = verdict;
    if (!v) { box.textContent = ""; box.className = ""; $("send").disabled = true; return; }
    if (v.verdict === "ok") {
      const t = sheet.teams;
      box.textContent = "Donne " + v.number + " : " + t.A.name + " " + v.marks.A + ", " + t.B.name + " " +
        v.marks.B + (v.litige ? " (litige)" : "") + ". Total " + v.totals.A + " à " + v.totals.B +
        (v.ends ? ". La partie se termine sur cette donne." : ".");
      box.className = "ok";
    } else {
      box.textContent = v.message;
      box.className = v.verdict === "incomplete" ? "" : "refused";
    }
    $("send").disabled = v.verdict !== "ok" || outbox !== null;
  }

  function choose(field, value) {
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
    if (!annonce.kind || !annonce.high || (annonce.kind !== "carre" && !annonce.suit)) {
      say("Annonce : choisissez la sorte, la hauteur" + (annonce.kind === "carre" ? "" : " et la couleur") + ".");
      return;
    }
    const item = annonce.kind === "carre" ? { kind: "carre", rank: annonce.high }
      : { kind: annonce.kind, high: annonce.high, suit: annonce.suit };
    draft.annonces[team].push(item);
    annonce = { kind: null, high: null, suit: null };
  }

  function changed() {
    keep("draft", draft);
    verdict = null;
    render();
    ask();
  }

  function buttons(field, options) {
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
    if (field === "belotes") return draft.belotes[value] > 0;
    if (field.startsWith("belotes-")) return draft.belotes[field.slice(8)] === value;
    if (field === "annonce-mode") return draft.annonceMode === value;
    if (field === "annonce-points-team") return draft.annoncePoints.team === value;
    if (field.startsWith("annonce-")) return annonce[field.slice(8)] === value;
    return draft[field] === value;
  }

  function renderForm() {
    const t = sheet.teams, rules = sheet.rules;
    const takers = [["A", t.A.name], ["B", t.B.name]];
    if (rules.variant === "contree") takers.push(["none", "Donne blanche"]);
    buttons("taker", takers);
    const contracts = [];
    for (let c = 80; c <= 160; c += 10) contracts.push([c, String(c)]);
    contracts.push(["capot", "Capot"]);
    buttons("contract", contracts);
    const trumps = SUITS.map(([v, s, red]) => [v, s, red, "suit"]);
    if (rules.sans_atout_tout_atout) trumps.push(["sans_atout", "Sans atout"], ["tout_atout", "Tout atout"]);
    buttons("trump", trumps);
    buttons("coinche", [["none", "Non"], ["contre", "Contré"], ["surcontre", "Surcontré"]]);
    buttons("capot", [[null, "Aucun"], ["taker", "Preneurs"], ["defence", "Défense"]]);
    renderBelotes(t);
    buttons("annonce-mode", [["cards", "Carte par carte"], ["points", "En points, comme la feuille"]]);
    buttons("annonce-points-team", [["A", t.A.name], ["B", t.B.name]]);
    $("annonce-points").textContent = draft.annoncePoints.points || "—";
    $("annonce-cards").hidden = draft.annonceMode === "points";
    $("annonce-written").hidden = draft.annonceMode !== "points";
    buttons("annonce-kind", KINDS);
    buttons("annonce-high", RANKS);
    buttons("annonce-suit", SUITS.map(([v, s, red]) => [v, s, red, "suit"]));
    buttons("annonce-team", [["A", "+ " + t.A.name], ["B", "+ " + t.B.name]]);
    buttons("renonce", [[null, "Aucune"], ["A", t.A.name], ["B", t.B.name]]);
    const list = $("annonces");
    list.textContent = "";
    for (const team of ["A", "B"]) {
      draft.annonces[team].forEach((a, index) => {
        const item = document.createElement("li");
        item.textContent = t[team].name + " : " + annonceLabel(a);
        const remove = document.createElement("button");
        remove.type = "button";
        remove.textContent = "Retirer";
        remove.addEventListener("click", () => { draft.annonces[team].splice(index, 1); changed(); });
        item.appendChild(remove);
        list.appendChild(item);
      });
    }
    $("points").textContent = pointsText();
    for (const el of document.querySelectorAll(".contree")) el.hidden = rules.variant !== "contree";
    for (const el of document.querySelectorAll(".classique-annonces")) el.hidden = !rules.annonces;
  }

  // At Tout Atout a count for each team, on/off buttons under one trump suit.
  function renderBelotes(t) {
    const counting = draft.trump === "tout_atout";
    $("belote-counts").hidden = !counting;
    document.querySelector('[data-field="belotes"]').hidden = counting;
    if (!counting) { buttons("belotes", [["A", "Belote " + t.A.name], ["B", "Belote " + t.B.name]]); return; }
    const counts = [];
    for (let n = 0; n <= MOST_BELOTES; n++) counts.push([n, String(n)]);
    for (const team of ["A", "B"]) {
      $("belotes-" + team + "-name").textContent = "Belotes " + t[team].name;
      buttons("belotes-" + team, counts);
    }
  }

  // A capot is written « capot », as on the paper sheet: its points (252) go without saying.
  function pointsText() {
    if (draft.points !== "") return draft.points;
    if (draft.capot === "taker") return "capot";
    return draft.capot === "defence" ? "0" : "—";
  }

  function annonceLabel(a) {
    const kind = KINDS.find((k) => k[0] === a.kind)[1];
    const high = RANKS.find((r) => r[0] === (a.rank || a.high))[1];
    return a.kind === "carre" ? kind + " de " + high : kind + " au " + high + " " + SUITS.find((s) => s[0] === a.suit)[1];
  }

  function render() {
    const s = sheet, t = s.teams;
    $("where").textContent = "Tour " + s.round + " · Table " + s.table + " · partie " + s.state;
    for (const team of ["A", "B"]) {
      const box = $("team-" + team);
      box.querySelector(".name").textContent = team + " · " + t[team].name;
      box.querySelector(".players").textContent = "n° " + t[team].number + " · " + t[team].players.join(" et ");
      box.querySelector(".total").textContent = s.totals[team];
    }
    // Long names make the sticky header taller: what is scrolled to still shows below it.
    document.documentElement.style.scrollPaddingTop = $("head").offsetHeight + 8 + "px";
    const body = document.querySelector("#sheet tbody");
    body.textContent = "";
    for (const line of s.lines) {
      const row = document.createElement("tr");
      const cells = [line.number, line.text, line.marks.A, line.marks.B, line.totals.A + " – " + line.totals.B];
      for (const value of cells) {
        const cell = document.createElement("td");
        cell.textContent = value;
        if (line.litige) cell.className = "litige";
        row.appendChild(cell);
      }
      body.appendChild(row);
    }
    $("result").textContent = s.result;
    const writable = !s.refusal;
    const entering = writable && (!s.over || draft.mode === "correct");
    $("entry").hidden = !entering;
    $("last").hidden = !writable || s.lines.length === 0;
    const both = s.signed.A && s.signed.B;
    $("signatures").hidden = (!writable && !both) || !s.over || draft.mode === "correct";
    if (s.refusal) say(s.refusal);
    const next = draft.mode === "correct" ? s.lines.length : s.lines.length + 1;
    $("entry-title").textContent = (draft.mode === "correct" ? "Correction de la donne " : "Donne ") + next;
    $("send").textContent = draft.mode === "correct" ? "Remplacer la donne " + next : "Envoyer la donne " + next;
    $("cancel-correction").hidden = draft.mode !== "correct";
    for (const team of ["A", "B"]) {
      const button = $("sign-" + team);
      button.textContent = s.signed[team] ? "Équipe " + team + " a signé" : "Équipe " + team + " signe";
      button.disabled = s.signed[team];
      button.classList.toggle("signed", s.signed[team]);
    }
    if (entering) renderForm();
    showVerdict();
  }

  // A keypad of three digits at most; holder() names the object and the key of the figure it types.
  function keypad(id, holder) {
    const pad = $(id);
    for (const label of ["1", "2", "3", "4", "5", "6", "7", "8", "9", "⌫", "0", "C"]) {
      const button = document.createElement("button");
      button.type = "button";
      button.textContent = label;
      button.dataset.key = label;
      button.addEventListener("click", () => {
        const [owner, name] = holder(), typed = owner[name];
        if (label === "C") owner[name] = "";
        else if (label === "⌫") owner[name] = typed.slice(0, -1);
        else if (typed.length < 3) owner[name] = (typed + label).replace(/^0+(?=\d)/, "");
        changed();
      });
      pad.appendChild(button);
    }
  }

  function fromLine(line) {
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
    out.renonce = d.renonce || null;
    return out;
  }

  // A change of a signed sheet voids its signatures (the server does it): said before it is sent.
  function voiding(question) {
    const teams = ["A", "B"].filter((team) => sheet.signed[team]);
    if (!teams.length) return question === "" || confirm(question);
    const who = teams.map((team) => "l'équipe " + sheet.teams[team].name).join(" et ");
    return confirm((question ? question + "\n\n" : "") + "Les signatures seront effacées : " + who +
      (teams.length > 1 ? " ont signé" : " a signé") + " la feuille telle qu'elle est ; après ce " +
      "changement, chaque équipe la signe de nouveau.");
  }

  $("send").addEventListener("click", () => {
    if (!verdict || verdict.verdict !== "ok" || !voiding("")) return;
    post(draft.mode === "correct" ? "/correct-last" : "/donnes", { donne: donne() });
  });
  $("clear").addEventListener("click", () => { const mode = draft.mode; draft = blank(); draft.mode = mode; changed(); });
  $("cancel-correction").addEventListener("click", () => { draft = blank(); changed(); });
  $("correct-last").addEventListener("click", () => {
    draft = fromLine(sheet.lines[sheet.lines.length - 1]);
    changed();
    $("entry").scrollIntoView();
  });
  $("delete-last").addEventListener("click", () => {
    if (voiding("Supprimer la donne " + sheet.lines.length + " de la feuille ?")) post("/delete-last", {});
  });
  for (const team of ["A", "B"]) {
    $("sign-" + team).addEventListener("click", () => {
      const t = sheet.teams[team];
      if (confirm("L'équipe " + t.name + " confirme le résultat : " + sheet.result)) post("/sign", { team: team });
    });
  }
  window.addEventListener("online", () => { flush(); reload(); });
  keypad("keypad", () => [draft, "points"]);
  keypad("annonce-keypad", () => [draft.annoncePoints, "points"]);
  reload().then(() => { if (outbox) flush(); else ask(); });
})();
