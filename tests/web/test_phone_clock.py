"""The round's clock on a table's phone and on the public page, in Debian's chromium: the time
left counted by the phone from the server's answer (a phone set wrong counts with the hall), the
bell's minute, the pause, and the bell rung."""

from __future__ import annotations

import os
from collections.abc import Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.conftest import WHO
from tests.ui.phone_page import SCREENSHOTS, Sheet, chromium
from tests.web.test_web_on_time import Maker, timed
from tournoi.services import round_clock as clock
from tournoi.services.draws import DrawMethod
from tournoi.services.tables import links as table_links
from tournoi.storage import Database
from tournoi.web.server import Server

FAST = "const real = Date.now; Date.now = () => real() + 5 * 60 * 1000;"
"""The phone's own clock five minutes ahead of the hall's."""


@pytest.fixture
def db(tournament: Maker) -> Database:
    """Four teams, round 1 drawn, parties of 45 minutes."""
    return timed(tournament(teams=4, draw=DrawMethod.ROTATION), 45)


@pytest.fixture
def server(db: Database) -> Iterator[Server]:
    with Server(db, host="127.0.0.1", port=0) as running:
        yield running


@pytest.fixture
def phone() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def opened(phone: WebDriver, server: Server, db: Database, tmp_path: Path) -> Sheet:
    """Table 1's page, on a phone whose clock is five minutes fast."""
    phone.execute_cdp_cmd("Page.addScriptToEvaluateOnNewDocument", {"source": FAST})
    link = table_links.issue_links(db, round_number=1, who=WHO)[0]
    phone.get(server.url + link.path)
    sheet = Sheet(phone, Path(os.environ.get(SCREENSHOTS, tmp_path)))
    sheet.wait.until(lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1 · Table 1"))
    return sheet


def shown(sheet: Sheet) -> str:
    """The clock's line once the page shows it."""
    sheet.wait.until(lambda d: d.find_element(By.ID, "clock").is_displayed())
    return sheet.text("clock")


def hour(instant: datetime) -> str:
    local = instant.astimezone()  # the laptop's time, the hall's
    return f"{local.hour} h {local.minute:02d}"


def test_the_phone_shows_the_time_left_the_bell_and_the_pause(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    started = datetime.now(UTC) - timedelta(minutes=10)
    kept = clock.start(db, who=WHO, now=started)
    assert kept.bell_at is not None
    page = opened(phone, server, db, tmp_path)

    line = shown(page)
    # 35 minutes left by the hall's clock, not 30 by the phone's own.
    assert line.startswith(("35:00 ", "34:")), line
    assert line.endswith(f"Sonnerie à {hour(kept.bell_at)}"), line
    assert page.fits()
    page.shot_of("head", "telephone-chrono.png")

    clock.pause(db, who=WHO, now=started + timedelta(minutes=12, seconds=30))
    phone.refresh()
    page.wait.until(lambda d: d.find_element(By.ID, "clock").text == "32:30 Chrono en pause")
    assert page.script_errors() == []


def test_once_rung_the_phone_says_to_finish_the_donne(
    phone: WebDriver, server: Server, db: Database, tmp_path: Path
) -> None:
    clock.start(db, who=WHO, now=datetime.now(UTC) - timedelta(minutes=46))
    page = opened(phone, server, db, tmp_path)
    assert shown(page) == "0:00 Temps écoulé : finissez la donne en cours"
    assert "rung" in (page.driver.find_element(By.ID, "clock").get_attribute("class") or "")

    phone.get(server.url + "/")  # the public page says it too
    page.wait.until(
        lambda d: (
            d.find_element(By.ID, "clock").text == "0:00 Temps écoulé : finissez la donne en cours"
        )
    )
    assert page.script_errors() == []
