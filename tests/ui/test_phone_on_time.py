"""« Arrêtée au temps » on a table's phone, in Debian's chromium: offered in a concours played on
time once a donne is on the sheet, confirmed, and the partie then ends at the bell."""

from __future__ import annotations

import os
from collections.abc import Callable, Iterator
from dataclasses import replace
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from engine import FFB_CONTREE, PerTeam, Team
from tests.conftest import new_tournament
from tests.ui.phone_page import SCREENSHOTS, Sheet, chromium
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import PartieState
from tournoi.services.tables import links as table_links
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.ui.context import TournamentContext
from tournoi.ui.tables_entry import TablesEntryDialog

Open = Callable[[int | None], Sheet]


@pytest.fixture
def context(tmp_path: Path) -> Iterator[TournamentContext]:
    """Four teams in 2000 points, round 1 drawn in order."""
    db = new_tournament(tmp_path / "temps.tournoi", rules=FFB_CONTREE, draw=DrawMethod.ROTATION)
    context = TournamentContext(db, who="x")
    yield context
    context.close()


@pytest.fixture
def phone(qtbot: QtBot, context: TournamentContext, tmp_path: Path) -> Iterator[Open]:
    """Table 1's page on a phone, the desk's server running, once the parties last ``minutes``
    (``None``: not played on time)."""
    dialog = TablesEntryDialog(context)
    qtbot.addWidget(dialog)
    drivers: list[WebDriver] = []

    def open_page(minutes: int | None) -> Sheet:
        db = context.database
        settings = replace(tournaments.get_settings(db), partie_minutes=minutes)
        tournaments.update_settings(db, settings=settings, who="x")
        dialog.start(host="127.0.0.1", port=0)
        assert dialog.server is not None
        drivers.append(chromium())
        link = table_links.issue_links(db, round_number=1, who="x")[0]
        drivers[0].get(dialog.server.url + link.path)
        page = Sheet(drivers[0], Path(os.environ.get(SCREENSHOTS, tmp_path)))
        page.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1"))
        return page

    try:
        yield open_page
        for driver in drivers:
            assert Sheet(driver, tmp_path).script_errors() == []
    finally:
        for driver in drivers:
            driver.quit()
        dialog.stop()


def send_a_donne(page: Sheet) -> None:
    """A takes 80 at hearts with 117 points: 120 to 50."""
    page.tap("taker", "A")
    page.tap("contract", "80")
    page.tap("trump", "coeur")
    page.points("117")
    page.verdict("Donne 1")
    page.send(rows=1)


def shown(page: Sheet, element: str) -> bool:
    return page.driver.find_element(By.ID, element).is_displayed()


def test_the_phone_stops_the_partie_at_the_bell(phone: Open, context: TournamentContext) -> None:
    page = phone(45)
    assert not shown(page, "bell")  # no donne yet: the bell's donne would be unknown

    send_a_donne(page)
    page.wait.until(lambda d: d.find_element(By.ID, "bell").is_displayed())
    assert page.text("bell-note").startswith("Partie au temps (45 min) : à la sonnerie")
    page.shot_of("bell", "telephone-arretee-au-temps.png")
    button = page.driver.find_element(By.ID, "on-time")
    page.driver.execute_script("arguments[0].scrollIntoView({block: 'center'})", button)
    button.click()
    alert = page.driver.switch_to.alert
    assert alert.text.startswith("La sonnerie a retenti et la donne 1 était la donne en cours ?")
    alert.accept()

    page.wait.until(lambda d: d.find_element(By.ID, "result").text.endswith("(arrêtée au temps)."))
    assert not shown(page, "bell") and not shown(page, "entry")
    sheet = scores.sheet(context.database, round_number=1, table=1)
    assert (sheet.on_time, sheet.bell_after, sheet.state, sheet.winner, sheet.totals) == (
        True, 1, PartieState.FINISHED, Team.A, PerTeam(120, 50),
    )  # fmt: skip


def test_a_concours_not_played_on_time_offers_no_bell(phone: Open) -> None:
    page = phone(None)

    send_a_donne(page)

    assert shown(page, "last") and not shown(page, "bell")
