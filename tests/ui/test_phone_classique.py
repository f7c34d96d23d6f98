"""The phone page at a classique concours with annonces and Sans Atout / Tout Atout.

What the desk writes (annonce points as on the paper, several belotes at Tout
Atout) is typed on the phone too, and a donne typed at the desk is corrected on
the phone without losing any of it.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from sqlmodel import select

from engine import Rules, Variant
from engine.notation import parse_donne
from tests.ui.phone_page import SCREENSHOTS, Sheet, chromium
from tournoi.services import scores
from tournoi.services.tables import links as table_links
from tournoi.storage import models
from tournoi.ui.context import TournamentContext
from tournoi.ui.tables_entry import TablesEntryDialog

RULES = Rules(variant=Variant.CLASSIQUE, annonces=True, sans_atout_tout_atout=True, target=1000)


@pytest.fixture
def context(tournament_factory: Callable[..., TournamentContext]) -> TournamentContext:
    """Eight teams, round 1 drawn, classique to 1000 with annonces, Sans Atout and Tout Atout."""
    return tournament_factory(rules=RULES)


@pytest.fixture
def sheet(qtbot: QtBot, context: TournamentContext, tmp_path: Path) -> Iterator[Sheet]:
    """Table 1's page on a phone, the desk's server running."""
    dialog = TablesEntryDialog(context)
    qtbot.addWidget(dialog)
    dialog.start(host="127.0.0.1", port=0)
    driver: WebDriver = chromium()
    try:
        assert dialog.server is not None
        link = table_links.issue_links(context.database, round_number=1, who="x")[0]
        driver.get(dialog.server.url + link.path)
        page = Sheet(driver, Path(os.environ.get(SCREENSHOTS, tmp_path)))
        page.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1"))
        yield page
        assert page.script_errors() == []
    finally:
        driver.quit()
        dialog.stop()


def rows(context: TournamentContext) -> list[tuple[int | None, ...]]:
    """Table 1's donne rows as stored: points, belotes, annonce points and marks of A and B."""
    with context.database.session() as session:
        found = session.exec(select(models.Donne).order_by(models.Donne.number)).all()
        return [
            (row.points, row.belote_a, row.belote_b, row.annonce_points_a, row.annonce_points_b,
             row.marks_a, row.marks_b)
            for row in found
        ]  # fmt: skip


def test_two_belotes_of_one_team_at_tout_atout_are_tapped_as_counts(
    sheet: Sheet, context: TournamentContext
) -> None:
    sheet.tap("taker", "B")
    sheet.tap("trump", "coeur")
    assert sheet.pressed("belotes") == []  # one trump suit: the belote is on or off
    sheet.tap("trump", "tout_atout")
    sheet.points("150")
    sheet.tap("belotes-A", "1")
    sheet.tap("belotes-B", "1")
    one = sheet.verdict("Donne 1", "Total 32 à 170.")
    sheet.tap("belotes-B", "2")  # §11.3: B held the belote of a second suit
    two = sheet.verdict("Donne 1", "Total 32 à 190.")
    assert (one, two) == (
        "Donne 1 : Dubois – Thomas prend à tout atout, fait. Martin – Bernard 32 points, "
        "Dubois – Thomas 170 points. Total 32 à 170.",
        "Donne 1 : Dubois – Thomas prend à tout atout, fait. Martin – Bernard 32 points, "
        "Dubois – Thomas 190 points. Total 32 à 190.",
    )
    assert (sheet.pressed("belotes-A"), sheet.pressed("belotes-B")) == (["1"], ["2"])
    sheet.shot_of("belote-field", "telephone-belotes-tout-atout.png")
    assert sheet.fits()
    sheet.tap("belotes-B", "4")  # the engine's verdict: five belotes are more than four suits
    assert sheet.verdict("5 belotes").endswith("(§11.3)")
    assert not sheet.driver.find_element(By.ID, "send").is_enabled()
    sheet.tap("belotes-B", "2")
    sheet.verdict("Donne 1", "Total 32 à 190.")
    sheet.send(rows=1)
    assert rows(context) == [(150, 1, 2, 0, 0, 32, 190)]

    # Corrected on the phone, the counts come back as recorded.
    sheet.driver.find_element(By.ID, "correct-last").click()
    assert (sheet.pressed("belotes-A"), sheet.pressed("belotes-B")) == (["1"], ["2"])
    sheet.verdict("Donne 1", "Total 32 à 190.")


def test_a_desk_donne_with_annonce_points_is_corrected_on_the_phone_keeping_them(
    sheet: Sheet, context: TournamentContext
) -> None:
    typed = parse_donne("B k 80 nB50 bB", variant=Variant.CLASSIQUE)
    scores.record_donne(context.database, round_number=1, table=1, donne=typed, who="desk")
    sheet.driver.refresh()
    sheet.wait.until(lambda d: len(d.find_elements(By.CSS_SELECTOR, "#sheet tbody tr")) == 1)
    sheet.driver.find_element(By.ID, "correct-last").click()
    assert sheet.text("entry-title") == "Correction de la donne 1"
    assert (sheet.text("points"), sheet.text("annonce-points")) == ("80", "50")
    assert sheet.pressed("annonce-mode") == ["points"]
    assert sheet.pressed("annonce-points-team") == ["B"]
    assert sheet.pressed("belotes") == ["B"]
    assert sheet.verdict("Donne 1") == (
        "Donne 1 : Dubois – Thomas prend à ♦, fait. Martin – Bernard 82 points, "
        "Dubois – Thomas 150 points. Total 82 à 150."
    )
    sheet.shot_of("annonce-field", "telephone-correction-annonces-en-points.png")
    sheet.points("C")
    sheet.points("90")
    sheet.verdict("Donne 1", "Total 72 à 160.")
    assert sheet.text("send") == "Remplacer la donne 1"
    sheet.driver.find_element(By.ID, "send").click()
    sheet.wait.until(lambda d: d.find_element(By.CSS_SELECTOR, "#team-B .total").text == "160")
    assert rows(context) == [(90, 0, 1, 0, 50, 72, 160)]


def test_annonces_are_typed_as_points_as_the_paper_writes_them(
    sheet: Sheet, context: TournamentContext
) -> None:
    sheet.tap("taker", "A")
    sheet.tap("trump", "pique")
    sheet.points("100")
    sheet.verdict("Donne 1", "Total 100 à 62.")
    sheet.tap("annonce-mode", "points")
    sheet.points("30", pad="annonce-keypad")
    assert sheet.verdict("Points d'annonces") == (
        "Points d'annonces : choisissez l'équipe qui les marque."
    )
    sheet.tap("annonce-points-team", "A")
    # §8.1: no annonces make 30; the engine says so before anything is sent.
    assert sheet.verdict("30 points d'annonces").endswith("(§8.1)")
    assert not sheet.driver.find_element(By.ID, "send").is_enabled()
    sheet.points("C", pad="annonce-keypad")
    sheet.points("70", pad="annonce-keypad")
    assert sheet.verdict("Donne 1") == (
        "Donne 1 : Martin – Bernard prend à ♠, fait. Martin – Bernard 170 points, "
        "Dubois – Thomas 62 points. Total 170 à 62."
    )
    sheet.shot_of("annonce-field", "telephone-annonces-en-points.png")
    assert sheet.fits()
    sheet.send(rows=1)
    assert rows(context) == [(100, 0, 0, 70, 0, 170, 62)]
