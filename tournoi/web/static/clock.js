// The round's clock on the players' pages: the time left and the bell's minute, counted down by
// the phone itself. The server's answer gives the bell's instant and its own « now »: their
// difference with the phone's clock is the offset, so that a phone set a few minutes wrong
// still rings with the hall. The answer is read again every 15 s only (a pause, a reset, more
// time given at the desk); between two reads the phone counts alone, once a second.
const READ = 15000;  // ms between two reads of the clock while the page is shown
const shown = new Map();  // box → { clock, offset }: what each box shows, and the phone's offset
let ticking = null;

// « 1:05:09 », « 9:05 », as the desk and the projector write it.
function written(seconds) {
  const whole = Math.max(0, Math.ceil(seconds));
  const hours = Math.floor(whole / 3600), minutes = Math.floor(whole / 60) % 60, rest = whole % 60;
  const two = (n) => String(n).padStart(2, "0");
  return hours ? hours + ":" + two(minutes) + ":" + two(rest) : minutes + ":" + two(rest);
}

// Seconds left now, by the phone's clock set by the server's.
function left(clock, offset) {
  if (!clock.running || clock.bell_at === null) return clock.left;
  return Math.max(0, (Date.parse(clock.bell_at) - (Date.now() + offset)) / 1000);
}

function paint(box, clock, offset) {
  box.hidden = !clock;
  if (!clock) return;
  const seconds = left(clock, offset), rung = clock.rung || seconds <= 0;
  box.classList.toggle("rung", rung);
  box.querySelector(".clock-left").textContent = written(seconds);
  box.querySelector(".clock-words").textContent = rung
    ? "Temps écoulé : finissez la donne en cours"
    : clock.running ? "Sonnerie à " + clock.bell : "Chrono en pause";
}

function tick() {
  for (const [box, seen] of shown) paint(box, seen.clock, seen.offset);
}

// Show ``clock`` (the server's answer, or null: no clock for this round) in ``box``, and count
// it down from now on.
export function showClock(box, clock) {
  const offset = clock ? Date.parse(clock.now) - Date.now() : 0;
  shown.set(box, { clock: clock, offset: offset });
  paint(box, clock, offset);
  if (!ticking) ticking = setInterval(tick, 1000);
}

// A page's clock (a table's, or the public page's) read from ``url`` at once, then every 15 s while
// the page is shown.
// A link that opens nothing any more (its round closed) reads no clock again.
export function followClock(url, box) {
  let reading = null;
  async function read() {
    try {
      const response = await fetch(url, { cache: "no-store" });
      if (response.status === 200) showClock(box, (await response.json()).clock);
      if (response.status === 404) { showClock(box, null); clearInterval(reading); }
    } catch (e) { /* no network: the phone keeps counting what it last read */ }
  }
  read();
  reading = setInterval(() => { if (!document.hidden && navigator.onLine) read(); }, READ);
}
