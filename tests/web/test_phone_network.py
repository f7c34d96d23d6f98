"""The phone page in a real browser when the network fails, the sheet changes or the link goes.

Debian's chromium, headless and phone-sized (:mod:`tests.ui.phone_page`), on
the server as ``serve`` runs it, on 127.0.0.1. Each test checks what the page
shows and what the database holds. The network is cut with the browser's own
emulation; a read held back (``HOLD``) or refused (``TOO_FAST``) by a wrapper
of the page's ``fetch``, installed before the page's scripts run, gives the
order of answers that a busy hall gives now and then.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from engine import Donne, Team, Trump
from tests.conftest import WHO
from tests.ui.phone_page import Sheet, chromium
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import links as table_links
from tournoi.storage import Database
from tournoi.web.server import Server

NETWORK = {"latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
HOLD = """
window.__hold = false;
const real = window.fetch;
window.fetch = async (url, options) => {
  const get = !options || !options.method || options.method === "GET";
  if (!(window.__hold && get && String(url).includes("/api/table/"))) return real(url, options);
  window.__hold = false;
  // The read held is a full one: the tag of the sheet the page holds would make it « unchanged ».
  const { "If-None-Match": _, ...headers } = options ? options.headers || {} : {};
  const answer = await real(url, { ...options, headers: headers });  // the server reads it now
  window.__held = true;
  await new Promise((release) => { window.__release = release; });
  const data = await answer.json();
  setTimeout(() => { window.__delivered = true; }, 0);  // once the page has shown it
  return { status: answer.status, headers: answer.headers, json: async () => data };
};
"""
TOO_FAST = """
window.__refused = 0;
const real = window.fetch;
window.fetch = async (url, options) => {
  if (window.__refused === 0 && String(url).includes("/api/table/")) {
    window.__refused += 1;
    return new Response(JSON.stringify({ error: "Trop de demandes" }), { status: 429 });
  }
  return real(url, options);
};
"""


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def server(db: Database) -> Iterator[Server]:
    with Server(db, host="127.0.0.1", port=0) as running:
        yield running


@pytest.fixture
def phone() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def opened(phone: WebDriver, server: Server, db: Database, tmp_path: Path, *scripts: str) -> Sheet:
    """Table 1's page on the phone, ``scripts`` run before the page's own."""
    for script in scripts:
        phone.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": script})
    link = table_links.issue_links(db, round_number=1, who=WHO)[0]
    phone.get(server.url + link.path)
    sheet = Sheet(phone, tmp_path)
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1 · Table 1"))
    return sheet


def typed(sheet: Sheet) -> None:
    """B takes 80 at spades with 117 points: 50 to 120."""
    sheet.tap("taker", "B")
    sheet.tap("contract", "80")
    sheet.tap("trump", "pique")
    sheet.points("117")


def network(phone: WebDriver, *, offline: bool) -> None:
    phone.execute_cdp_cmd("Network.enable", {})
    phone.execute_cdp_cmd("Network.emulateNetworkConditions", {**NETWORK, "offline": offline})


def rows(sheet: Sheet) -> int:
    return len(sheet.driver.find_elements(By.CSS_SELECTOR, "#sheet tbody tr"))


def stored(db: Database) -> list[tuple[Team | None, int, int]]:
    view = scores.sheet(db, round_number=1, table=1)
    return [(line.donne.taker, line.marks.a, line.marks.b) for line in view.lines]


def test_a_read_older_than_the_pages_write_does_not_hide_the_write(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path, HOLD)
    typed(sheet)
    sheet.verdict("Donne 1", "Total 50 à 120.")
    # The send fails as without network; the sheet is still read.
    phone.execute_cdp_cmd("Network.enable", {})
    phone.execute_cdp_cmd("Network.setBlockedURLs", {"urls": ["*/donnes"]})
    phone.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Hors réseau"))
    # A read of the sheet is made before the send goes through, and answers after it.
    phone.execute_script("window.__hold = true")
    sheet.wait.until(lambda d: d.execute_script("return window.__held === true"))
    phone.execute_cdp_cmd("Network.setBlockedURLs", {"urls": []})
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text == "Enregistré.")
    assert stored(db) == [(Team.B, 50, 120)]
    phone.execute_script("window.__release()")
    sheet.wait.until(lambda d: d.execute_script("return window.__delivered === true"))
    assert rows(sheet) == 1
    assert sheet.text("status") == "Enregistré."
    assert phone.find_element(By.CSS_SELECTOR, "#team-B .total").text == "120"


def test_a_donne_typed_offline_is_told_it_will_leave_and_leaves_when_the_network_is_back(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path)
    network(phone, offline=True)
    typed(sheet)
    assert sheet.verdict("Hors réseau") == (
        "Hors réseau : la donne ne peut pas être vérifiée maintenant. Envoyez-la : elle reste "
        "dans le téléphone et partira dès le retour du réseau ; le serveur dira alors si elle "
        "est enregistrée ou refusée."
    )
    sheet.send(rows=0)
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Hors réseau"))
    assert sheet.text("status") == (
        "Hors réseau : c'est gardé dans le téléphone et partira dès le retour du réseau."
    )
    assert stored(db) == []
    network(phone, offline=False)
    sheet.wait.until(lambda _: rows(sheet) == 1)
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text == "Enregistré.")
    assert stored(db) == [(Team.B, 50, 120)]
    assert phone.find_element(By.CSS_SELECTOR, "#team-B .total").text == "120"


def test_a_donne_typed_offline_that_the_rules_refuse_gets_its_refusal_when_back(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path)
    network(phone, offline=True)
    sheet.tap("taker", "A")
    sheet.tap("contract", "80")
    sheet.tap("trump", "coeur")
    sheet.points("170")
    sheet.verdict("Hors réseau")
    phone.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Hors réseau"))
    network(phone, offline=False)
    sheet.wait.until(lambda d: "(§9.1)" in d.find_element(By.ID, "status").text)
    assert sheet.verdict("170 points").endswith("(§9.1)")
    assert sheet.text("points") == "170"  # the typed donne stays, to be put right
    assert stored(db) == []


def test_a_reload_without_network_shows_the_page_its_sheet_and_the_typed_donne(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    desk = Donne(taker=Team.A, contract=80, trump=Trump.COEUR, points=117)
    scores.record_donne(db, round_number=1, table=1, donne=desk, who=WHO)
    sheet = opened(phone, server, db, tmp_path)
    kept = "return caches.match(location.pathname).then((hit) => hit !== undefined)"
    sheet.wait.until(lambda d: d.execute_script(f"return (async () => {{ {kept}; }})()"))
    typed(sheet)
    sheet.verdict("Donne 2")
    network(phone, offline=True)
    phone.refresh()
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Hors réseau"))
    assert sheet.text("status") == "Hors réseau : la feuille sera relue dès le retour du réseau."
    assert sheet.text("points") == "117"
    assert rows(sheet) == 1
    assert sheet.text("where") == "Tour 1 · Table 1 · partie en cours"
    assert sheet.verdict("Hors réseau").startswith("Hors réseau : la donne ne peut pas")
    assert sheet.script_errors() == []
    network(phone, offline=False)
    # Back online, the page asks the verdict again: the donne is checked before it leaves.
    sheet.verdict("Donne 2", "Total 170 à 170.")
    sheet.send(rows=2)
    assert stored(db) == [(Team.A, 120, 50), (Team.B, 50, 120)]


def test_a_table_locked_by_the_arbiter_closes_its_form_without_a_reload(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path)
    typed(sheet)
    sheet.verdict("Donne 1")
    table_links.lock_table(db, round_number=1, table=1, locked=True, who=WHO)
    sheet.wait.until(lambda d: not d.find_element(By.ID, "entry").is_displayed())
    assert "verrouill" in sheet.text("status")
    assert not phone.find_element(By.ID, "send").is_displayed()
    assert stored(db) == []
    table_links.lock_table(db, round_number=1, table=1, locked=False, who=WHO)
    sheet.wait.until(lambda d: d.find_element(By.ID, "entry").is_displayed())
    assert sheet.text("points") == "117"  # kept while the table was locked
    sheet.send(rows=1)
    assert stored(db) == [(Team.B, 50, 120)]


def test_a_revoked_links_donne_is_offered_to_the_new_link_on_the_same_phone(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path)
    typed(sheet)
    sheet.verdict("Donne 1")
    new = table_links.revoke_link(db, round_number=1, table=1, who=WHO)
    # The page reads its sheet again by itself and learns that its link opens nothing.
    sheet.wait.until(lambda d: "nouveau lien" in d.find_element(By.ID, "status").text)
    assert sheet.text("status").endswith(
        "Ce qui est tapé reste gardé dans ce téléphone : ouvrez le nouveau lien de votre table "
        "sur ce même téléphone, il vous proposera de le reprendre."
    )
    assert not phone.find_element(By.ID, "entry").is_displayed()
    assert stored(db) == []

    phone.get(server.url + new.path)
    sheet.wait.until(lambda d: d.find_element(By.ID, "carried").is_displayed())
    assert sheet.text("points") == "—"
    phone.find_element(By.ID, "carry").click()
    assert sheet.text("points") == "117"
    sheet.verdict("Donne 1", "Total 50 à 120.")
    sheet.send(rows=1)
    assert stored(db) == [(Team.B, 50, 120)]
    phone.refresh()
    sheet.wait.until(lambda _: rows(sheet) == 1)
    assert not phone.find_element(By.ID, "carried").is_displayed()  # taken: offered once


def test_the_first_read_refused_as_too_fast_is_made_again(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path, TOO_FAST)
    assert phone.execute_script("return window.__refused") == 1
    assert sheet.text("where").startswith("Tour 1 · Table 1")
    assert sheet.script_errors() == []


def test_the_verdict_does_not_flash_empty_while_points_are_typed(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    sheet = opened(phone, server, db, tmp_path)
    sheet.tap("taker", "B")
    sheet.tap("contract", "80")
    sheet.tap("trump", "pique")
    sheet.points("1")
    assert sheet.verdict("1 point") == (
        "1 point : impossible, aucun ensemble de plis ne vaut 1 point. (§6)"
    )
    phone.execute_script("""
        window.__seen = [];
        new MutationObserver(() => window.__seen.push(document.getElementById("verdict").textContent))
          .observe(document.getElementById("verdict"), {childList: true, characterData: true, subtree: true});
    """)  # fmt: skip
    sheet.points("17")
    assert sheet.verdict("Donne 1", "Total 50 à 120.") == (
        "Donne 1 : Martin4 – Durand4 à 80 ♠, fait. Martin1 – Durand1 50 points, "
        "Martin4 – Durand4 120 points. Total 50 à 120."
    )
    assert "" not in phone.execute_script("return window.__seen")
    sheet.points("C")
    sheet.points("0")
    assert sheet.verdict("Donne 1", "Total 160 à 0.") == (
        "Donne 1 : Martin4 – Durand4 à 80 ♠, chuté. Martin1 – Durand1 160 points, "
        "Martin4 – Durand4 0 point. Total 160 à 0."
    )
    assert "" not in phone.execute_script("return window.__seen")
    sheet.send(rows=1)
    [line] = phone.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")
    assert line.find_element(By.CSS_SELECTOR, ".outcome").text == "chuté"
    assert stored(db) == [(Team.B, 160, 0)]
