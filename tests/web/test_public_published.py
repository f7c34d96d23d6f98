"""The public page offers the results' site's QR code once it is published, in Debian's
chromium, headless and phone-sized: the code drawn, the link the site's, no console error."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait
from starlette.testclient import TestClient

from tests.conftest import WHO
from tests.services.test_draws import finish_round
from tests.ui.phone_page import WAIT, chromium
from tournoi.services.draws import DrawMethod
from tournoi.services.publication import address as publication
from tournoi.services.standings import current as standings
from tournoi.storage import Database
from tournoi.web.app import create_app
from tournoi.web.server import Server

URL = "https://club-belote.fr/resultats/noel/"


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def phone() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def test_the_code_is_offered_once_published(db: Database, phone: WebDriver) -> None:
    with Server(db, host="127.0.0.1", port=0) as server:
        phone.get(server.url + "/")
        wait = WebDriverWait(phone, WAIT)
        wait.until(lambda d: d.find_element(By.ID, "name").text == "Concours d'essai")
        assert not phone.find_element(By.ID, "published").is_displayed()

        publication.set_published_url(db, url=URL, who=WHO)
        phone.refresh()

        wait.until(lambda d: d.find_element(By.ID, "published").is_displayed())
        link = phone.find_element(By.ID, "published-link")
        assert link.get_attribute("href") == URL and link.text == URL
        code = phone.find_element(By.ID, "published-code")
        wait.until(lambda d: d.execute_script("return arguments[0].naturalWidth", code) > 0)
        assert code.size["width"] == 180
        assert phone.get_log("browser") == []


def test_the_code_is_the_sites_address(db: Database) -> None:
    client = TestClient(create_app(db))
    assert client.get("/published.svg").status_code == 404
    assert client.get("/api/public").json()["published"] is None
    publication.set_published_url(db, url=URL, who=WHO)
    assert client.get("/api/public").json()["published"] == URL
    answer = client.get("/published.svg")
    assert answer.status_code == 200 and answer.headers["content-type"] == "image/svg+xml"
    assert answer.content.startswith(b"<svg") and b"<script" not in answer.content


def test_only_a_web_address_is_kept(db: Database) -> None:
    for wrong, said in (
        ("javascript:alert(1)", "elle commence par http:// ou https://"),
        ("JavaScript://club-belote.fr/%0Aalert(1)", "elle commence par http:// ou https://"),
        ("data:text/html,<script>alert(1)</script>", "elle commence par http:// ou https://"),
        ("https://club belote.fr/", "un espace ou un caractère invisible"),
        ("https:///resultats", "le nom du site manque"),
        ("https://" + "a" * 500 + ".fr/", "c'est trop : 500 au plus"),
        ("https://secretaire:motdepasse@club-belote.fr/", "sans utilisateur ni mot de passe"),
        ("https://secretaire@club-belote.fr/", "sans utilisateur ni mot de passe"),
    ):
        with pytest.raises(publication.PublicationError, match=said):
            publication.set_published_url(db, url=wrong, who=WHO)
    assert publication.published_url(db) is None


def test_an_address_written_into_the_file_by_hand_is_never_offered(db: Database) -> None:
    """A file edited outside the application: its address would be a link on the public page."""
    with sqlite3.connect(db.location) as connection:
        connection.execute("UPDATE tournament SET published_url = 'javascript:alert(1)'")
    connection.close()
    client = TestClient(create_app(db))
    assert publication.published_url(db) is None
    assert client.get("/api/public").json()["published"] is None
    assert client.get("/published.svg").status_code == 404


@pytest.mark.parametrize(
    ("typed", "kept"),
    [
        ("club-belote.fr/resultats/", "https://club-belote.fr/resultats/"),
        ("www.club-belote.fr", "https://www.club-belote.fr"),
        ("HTTPS://club-belote.fr/Noel/", "https://club-belote.fr/Noel/"),
        ("Http://club-belote.fr/", "http://club-belote.fr/"),
    ],
)
def test_an_address_typed_as_the_browser_shows_it_is_kept_whole(
    db: Database, typed: str, kept: str
) -> None:
    assert publication.set_published_url(db, url=typed, who=WHO) == kept
    assert publication.published_url(db) == kept


def test_the_live_standings_sign_their_differences(db: Database, phone: WebDriver) -> None:
    """« +500 », « −500 »: as the window and the results' site write a difference."""
    finish_round(db, 1)
    differences = [row.goal_average for row in standings.standings(db)]
    expected = [f"{value:+d}".replace("-", "\u2212") if value else "0" for value in differences]
    assert any(value.startswith("\u2212") for value in expected)
    with Server(db, host="127.0.0.1", port=0) as server:
        phone.get(server.url + "/")
        rows = "#standings tbody tr"
        WebDriverWait(phone, WAIT).until(
            lambda d: len(d.find_elements(By.CSS_SELECTOR, rows)) == len(expected)
        )
        shown = [
            row.find_elements(By.TAG_NAME, "td")[-1].text
            for row in phone.find_elements(By.CSS_SELECTOR, rows)
        ]
    assert shown == expected
