"""A real phone's browser: Debian's chromium, headless, phone-sized, types a partie at a table.

The desk's window (offscreen) runs the server, as the organiser's laptop does,
and shows the table's sheet filling in. ``scripts/setup`` installs chromium and
chromium-driver; without them this test fails, it is never skipped.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from engine import Donne, Rules, Team, Trump, Variant
from tests.ui.phone_page import PHONE, SCREENSHOTS, WAIT, Sheet, chromium
from tournoi.services import scores
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.services.teams.registration import PlayerInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.tables_entry import TablesEntryDialog


@pytest.fixture
def phone() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


@pytest.fixture
def desk(qtbot: QtBot, context: TournamentContext) -> Iterator[TablesEntryDialog]:
    dialog = TablesEntryDialog(context)
    qtbot.addWidget(dialog)
    dialog.start(host="127.0.0.1", port=0)
    dialog.show()
    yield dialog
    dialog.stop()


def test_a_table_types_its_partie_on_a_phone_and_the_desk_sees_it(
    qtbot: QtBot,
    phone: WebDriver,
    desk: TablesEntryDialog,
    context: TournamentContext,
    tmp_path: Path,
) -> None:
    assert desk.server is not None
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    phone.get(desk.server.url + link.path)
    sheet = Sheet(phone, Path(os.environ.get(SCREENSHOTS, tmp_path)))
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1 · Table 1"))
    assert phone.execute_script("return window.innerWidth") == PHONE[0]

    # An impossible donne: refused before it is sent, with its §.
    sheet.tap("taker", "A")
    sheet.tap("contract", "80")
    sheet.tap("trump", "coeur")
    sheet.points("170")
    refused = sheet.verdict("170 points : les preneurs ont de 0 à 162 points")
    assert refused.endswith("(§9.1)")
    assert not phone.find_element(By.ID, "send").is_enabled()
    sheet.shot("telephone-donne-refusee.png")

    # Donne 1: A takes 80 at hearts with 117 points: 120 to 50 (contrée to 1000).
    sheet.points("C")
    sheet.points("117")
    assert sheet.verdict("Donne 1", "Total 120 à 50.") == (
        "Donne 1 : Martin – Bernard à 80 ♥, fait. Martin – Bernard 120 points, "
        "Dubois – Thomas 50 points. Total 120 à 50."
    )
    sheet.shot("telephone-saisie.png")
    sheet.send(rows=1)
    assert sheet.text("status") == "Enregistré."
    sheet.verdict("Choisissez les preneurs, ou « Donne blanche » si tout le monde a passé.")
    assert not phone.find_element(By.ID, "send").is_enabled()

    # The page keeps what is typed across a reload.
    sheet.tap("taker", "B")
    sheet.tap("contract", "100")
    sheet.tap("trump", "pique")
    sheet.tap("coinche", "contre")
    sheet.points("130")
    phone.refresh()
    sheet.wait.until(lambda d: d.find_element(By.ID, "points").text == "130")
    assert sheet.verdict("Donne 2", "Total 120 à 370.") == (
        "Donne 2 : Dubois – Thomas à 100 ♠ contré, fait. Martin – Bernard 0 point, "
        "Dubois – Thomas 320 points. Total 120 à 370."
    )
    sheet.send(rows=2)

    # The desk's window shows the sheet as it fills in.
    qtbot.waitUntil(
        lambda: context.look_elsewhere() is not None and desk.model.index(0, 2).data() == "2",
        timeout=WAIT * 1000,
    )
    view = scores.sheet(context.database, round_number=1, table=1)
    assert desk.model.index(0, 3).data() == f"{view.totals.a} – {view.totals.b}"
    assert [line.donne.taker for line in view.lines] == ["A", "B"]
    assert {line.donne.coinche.value for line in view.lines} == {"none", "contre"}
    header = f"{view.totals.a}"
    assert phone.find_element(By.CSS_SELECTOR, "#team-A .total").text == header
    sheet.shot("telephone-feuille.png")
    assert (sheet.shots / "telephone-feuille.png").read_bytes().startswith(b"\x89PNG")


def test_the_public_page_finds_a_players_table(
    phone: WebDriver, desk: TablesEntryDialog, tmp_path: Path
) -> None:
    assert desk.server is not None
    phone.get(desk.server.url + "/")
    sheet = Sheet(phone, Path(os.environ.get(SCREENSHOTS, tmp_path)))
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text == "Tour 1")
    phone.find_element(By.ID, "search").send_keys("dubois")
    sheet.wait.until(lambda d: d.find_elements(By.CSS_SELECTOR, "#seats li"))
    [found] = phone.find_elements(By.CSS_SELECTOR, "#seats li")
    assert found.text == (
        "Table 1\nn° 2 Dubois – Thomas (Marie Dubois et Luc Thomas) contre n° 1 Martin – Bernard"
    )
    assert len(phone.find_elements(By.CSS_SELECTOR, "#standings tbody tr")) == 8
    sheet.shot("telephone-ou-est-ma-table.png")


def test_a_sheet_changed_by_the_desk_is_read_again_keeping_the_typed_donne_then_corrected(
    phone: WebDriver, desk: TablesEntryDialog, context: TournamentContext, tmp_path: Path
) -> None:
    assert desk.server is not None
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    phone.get(desk.server.url + link.path)
    sheet = Sheet(phone, tmp_path)
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1 · Table 1"))
    desk_donne = Donne(taker=Team.B, contract=80, trump=Trump.PIQUE, points=117)
    sheet.tap("taker", "A")
    sheet.tap("contract", "90")
    sheet.tap("trump", "trefle")
    sheet.points("100")
    sheet.verdict("Donne 1", "Total 100 à 60.")
    # The desk records a donne between the verdict and the send: the send is refused.
    scores.record_donne(
        context.database, round_number=1, table=1, donne=desk_donne, who="Alice (arbitre)"
    )
    phone.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: "l'arbitre" in d.find_element(By.ID, "status").text)
    assert sheet.text("status") == (
        "La feuille a été modifiée entre-temps par l'arbitre : elle est rechargée, votre donne "
        "est gardée ; vérifiez-la et envoyez-la."
    )
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    assert sheet.text("points") == "100"  # the typed donne is kept
    sheet.verdict("Donne 2", "Total 150 à 180.")
    sheet.send(rows=2)

    # A change while typing: the verdict's version says so, and the page reads the sheet again.
    scores.delete_donne(context.database, round_number=1, table=1, number=2, who="Alice (arbitre)")
    sheet.tap("taker", "A")
    sheet.tap("contract", "90")
    sheet.tap("trump", "trefle")
    sheet.points("100")
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    assert sheet.text("status") == (
        "La feuille a changé entre-temps : la voici à jour, la donne tapée est gardée."
    )
    sheet.verdict("Donne 2", "Total 150 à 180.")
    sheet.send(rows=2)

    phone.find_element(By.ID, "correct-last").click()
    assert sheet.text("entry-title") == "Correction de la donne 2"
    assert sheet.text("points") == "100"
    sheet.points("C")
    sheet.points("50")
    sheet.verdict("Donne 2", "Total 50 à 280.")
    assert sheet.text("send") == "Remplacer la donne 2"
    phone.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#team-B .total").text == "280")

    phone.find_element(By.ID, "delete-last").click()
    alert = phone.switch_to.alert
    assert alert.text == "Supprimer la donne 2 de la feuille ?"
    alert.accept()
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    view = scores.sheet(context.database, round_number=1, table=1)
    assert (len(view.lines), view.totals.a, view.totals.b) == (1, 50, 120)


def test_a_capot_reads_capot_on_the_phone_not_252_points(
    phone: WebDriver, desk: TablesEntryDialog, context: TournamentContext, tmp_path: Path
) -> None:
    assert desk.server is not None
    capot = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=252, capot=Team.A)
    scores.record_donne(context.database, round_number=1, table=1, donne=capot, who="x")
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    phone.get(desk.server.url + link.path)
    sheet = Sheet(phone, tmp_path)
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    phone.find_element(By.ID, "correct-last").click()
    assert sheet.text("entry-title") == "Correction de la donne 1"
    assert sheet.text("points") == "capot"
    sheet.verdict("Donne 1", "Total 250 à 0.")
    sheet.tap("capot", "defence")
    assert sheet.text("points") == "0"
    sheet.verdict("Donne 1", "Total 0 à 160.")


def test_a_donne_sent_without_network_leaves_when_the_network_is_back(
    phone: WebDriver, desk: TablesEntryDialog, context: TournamentContext, tmp_path: Path
) -> None:
    assert desk.server is not None
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    phone.get(desk.server.url + link.path)
    sheet = Sheet(phone, tmp_path)
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1 · Table 1"))
    sheet.tap("taker", "B")
    sheet.tap("contract", "80")
    sheet.tap("trump", "pique")
    sheet.points("117")
    sheet.verdict("Donne 1", "Total 50 à 120.")
    phone.execute_cdp_cmd("Network.enable", {})
    network = {"latency": 0, "downloadThroughput": -1, "uploadThroughput": -1}
    phone.execute_cdp_cmd("Network.emulateNetworkConditions", {**network, "offline": True})
    phone.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Hors réseau"))
    assert sheet.text("status") == (
        "Hors réseau : c'est gardé dans le téléphone et partira dès le retour du réseau."
    )
    assert scores.sheet(context.database, round_number=1, table=1).lines == ()
    phone.execute_cdp_cmd("Network.emulateNetworkConditions", {**network, "offline": False})
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    view = scores.sheet(context.database, round_number=1, table=1)
    assert (len(view.lines), view.totals.a, view.totals.b) == (1, 50, 120)


def test_the_phone_offers_no_renonce_for_the_desk_decides_it(
    qtbot: QtBot,
    phone: WebDriver,
    tournament_factory: Callable[..., TournamentContext],
    tmp_path: Path,
) -> None:
    rules = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)
    context = tournament_factory(rules=rules)
    dialog = TablesEntryDialog(context)
    qtbot.addWidget(dialog)
    dialog.start(host="127.0.0.1", port=0)
    try:
        assert dialog.server is not None
        link = table_links.issue_links(context.database, round_number=1, who="x")[0]
        phone.get(dialog.server.url + link.path)
        sheet = Sheet(phone, Path(os.environ.get(SCREENSHOTS, tmp_path)))
        sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1"))
        # §8.4: a renonce is the arbiter's to record, at the desk; the page only says so.
        assert phone.find_elements(By.CSS_SELECTOR, '[data-field="renonce"]') == []
        assert phone.find_element(By.ID, "renonce-note").text == (
            "Une renonce se signale à l'arbitre : c'est lui qui la saisit (§8.4)."
        )
        sheet.tap("taker", "A")
        sheet.tap("trump", "coeur")
        sheet.points("100")
        for field, value in (("kind", "tierce"), ("high", "K"), ("suit", "pique"), ("team", "A")):
            sheet.tap(f"annonce-{field}", value)
        sheet.verdict("Donne 1", "Total 120 à 62.")  # A's tierce counts for A
        phone.find_element(By.ID, "send").click()
        sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
        (line,) = scores.sheet(context.database, round_number=1, table=1).lines
        assert (line.donne.renonce, line.marks.a, line.marks.b) == (None, 120, 62)
    finally:
        dialog.stop()


def test_a_signed_sheet_changed_on_the_phone_loses_its_signatures_and_once_both_sign_it_reads(
    qtbot: QtBot,
    phone: WebDriver,
    desk: TablesEntryDialog,
    context: TournamentContext,
    tmp_path: Path,
) -> None:
    assert desk.server is not None
    capot = Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A)
    while not scores.sheet(context.database, round_number=1, table=1).over:
        scores.record_donne(context.database, round_number=1, table=1, donne=capot, who="x")
    count = len(scores.sheet(context.database, round_number=1, table=1).lines)
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    phone.get(desk.server.url + link.path)
    sheet = Sheet(phone, tmp_path)

    def signs(team: str) -> None:
        sheet.wait.until(lambda d: d.find_element(By.ID, f"sign-{team}").is_displayed())
        phone.find_element(By.ID, f"sign-{team}").click()
        phone.switch_to.alert.accept()
        sheet.wait.until(lambda d: d.find_element(By.ID, f"sign-{team}").text.endswith("a signé"))

    signs("A")
    # Signed looks signed: a pale, ticked button, not a dimmed copy of the one to press.
    signed = phone.find_element(By.ID, "sign-A")
    assert signed.text == "✓ Équipe A a signé"
    assert signed.value_of_css_property("opacity") == "1"
    assert signed.value_of_css_property("background-color") == "rgba(226, 243, 230, 1)"
    assert signed.value_of_css_property("border-top-style") == "dashed"
    assert phone.find_element(By.ID, "sign-B").value_of_css_property("background-color") == (
        "rgba(31, 77, 58, 1)"
    )
    phone.find_element(By.ID, "delete-last").click()
    alert = phone.switch_to.alert
    assert alert.text == (
        f"Supprimer la donne {count} de la feuille ?\n\nLes signatures seront effacées : "
        "l'équipe Martin – Bernard a signé la feuille telle qu'elle est ; après ce changement, "
        "chaque équipe la signe de nouveau."
    )
    alert.accept()
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text.startswith("Enregistré."))
    assert sheet.text("status") == (
        "Enregistré. Les signatures sont effacées : chaque équipe signe de nouveau la feuille."
    )
    qtbot.waitUntil(
        lambda: (
            context.look_elsewhere() is not None
            and desk.model.index(0, 4).data() == "effacée : feuille changée depuis"
        ),
        timeout=WAIT * 1000,
    )

    # The same donne again: a new sheet to sign; both sign, and the phone only reads it.
    scores.record_donne(context.database, round_number=1, table=1, donne=capot, who="x")
    phone.refresh()
    signs("A")
    signs("B")
    said = "Feuille signée par les deux équipes : seul l'arbitre peut la corriger."
    sheet.wait.until(lambda d: d.find_element(By.ID, "status").text == said)
    assert not phone.find_element(By.ID, "last").is_displayed()
    assert not phone.find_element(By.ID, "entry").is_displayed()
    qtbot.waitUntil(
        lambda: context.look_elsewhere() is not None and desk.model.index(0, 4).data() == "A et B",
        timeout=WAIT * 1000,
    )


def test_long_team_names_and_players_wrap_whole_below_a_one_line_header(
    phone: WebDriver, desk: TablesEntryDialog, context: TournamentContext, tmp_path: Path
) -> None:
    assert desk.server is not None
    for number in range(1, 9):
        teams.edit_team(
            context.database, number=number, name=f"Belote et Rebelote de Plouhinec {number}",
            players=[PlayerInfo("Marie-Françoise", f"KERHERVÉ-LE FLOC'H {number}"),
                     PlayerInfo("Jean-Christophe", "CARADEC-GUÉGAN")], who="x",
        )  # fmt: skip
    link = table_links.issue_links(context.database, round_number=1, who="x")[0]
    shots = Path(os.environ.get(SCREENSHOTS, tmp_path))
    for width, height, name in ((390, 844, "telephone-equipes.png"), (640, 360, ""),
                                (360, 640, "")):  # fmt: skip
        phone.get(desk.server.url + link.path)
        sheet = Sheet(phone, shots)
        sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1"))
        phone.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {
            "width": width, "height": height, "deviceScaleFactor": 2, "mobile": True,
        })  # fmt: skip
        sheet.wait.until(lambda d, w=width: d.execute_script("return window.innerWidth") == w)
        for selector in ("#who-A .name", "#who-B .name", "#who-A .players", "#who-B .players"):
            shown = phone.find_element(By.CSS_SELECTOR, selector)
            whole = phone.execute_script("return arguments[0].textContent", shown)
            assert "Plouhinec" in whole or "CARADEC-GUÉGAN" in whole
            assert shown.text.replace("\n", " ") == whole  # all of it drawn, nothing cut
            assert phone.execute_script(
                "return arguments[0].scrollWidth <= arguments[0].clientWidth", shown
            )
        # The header that stays on screen: one line a team, a small part of the screen.
        header = phone.find_element(By.ID, "head").size["height"]
        assert header <= height / 4, (width, height, header)
        assert sheet.fits()
        if name:
            sheet.shot(name)
