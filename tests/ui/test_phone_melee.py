"""The phone page at a mêlée table: the four players drawn there, by name, and a donne typed."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from engine import Rules
from tests.ui.phone_page import SCREENSHOTS, Sheet, chromium
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.tables import links as table_links
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.tables_entry import TablesEntryDialog

NAMES = [("Amélie", "Poulain"), ("Bruno", "Cadiou"), ("Chloé", "Le Gall"), ("Denis", "Quéré"),
         ("Élise", "Morvan"), ("Fanch", "Guillou"), ("Gaëlle", "Tanguy"), ("Hervé", "Riou")]  # fmt: skip


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
    db = tournaments.create_tournament(
        tmp_path / "melee.tournoi", name="Mêlée", settings=settings, who="x"
    )
    for first_name, surname in NAMES:
        melee_players.add_player(db, player=PlayerInfo(first_name, surname), who="x")
    context = TournamentContext(db, who="x")
    yield context
    context.close()


@pytest.fixture
def drawn(context: TournamentContext) -> MeleeRoundView:
    return draw_melee_round(context.database, seed=8, who="x")


@pytest.fixture
def sheet(
    qtbot: QtBot, context: TournamentContext, drawn: MeleeRoundView, tmp_path: Path
) -> Iterator[Sheet]:
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


def test_a_melee_table_shows_its_four_players_and_takes_a_donne(
    sheet: Sheet, context: TournamentContext, drawn: MeleeRoundView
) -> None:
    table = drawn.tables[0]
    full = {n: f"{first} {surname}" for n, (first, surname) in enumerate(NAMES, start=1)}
    shown = [
        sheet.driver.find_element(By.CSS_SELECTOR, f"#who-{side} .players").text
        for side in ("A", "B")
    ]
    # Each player by his number and name: the pair's number (its round's team) is nobody's.
    assert shown == [" – ".join(f"{n} {full[n]}" for n in pair) for pair in (table.a, table.b)]
    sides = [sheet.driver.find_element(By.CSS_SELECTOR, f"#who-{side} .name").text for side in "AB"]
    assert sides == ["Paire A", "Paire B"]
    head = sheet.driver.find_element(By.ID, "head").text
    assert f"n° {table.team_a}" not in head and f"n° {table.team_b}" not in head
    # A takes 80 at hearts with 117 points: 120 to 50, as at any table.
    sheet.tap("taker", "A")
    sheet.tap("contract", "80")
    sheet.tap("trump", "coeur")
    sheet.points("117")
    sheet.verdict("Donne 1")
    sheet.send(rows=1)
    totals = scores.sheet(context.database, round_number=1, table=1).totals
    assert (totals.a, totals.b) == (120, 50)
