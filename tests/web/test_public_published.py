"""The public page offers the results' site's QR code once it is published, in Debian's
chromium, headless and phone-sized: the code drawn, the link the site's, no console error."""

from __future__ import annotations

from collections.abc import Callable, Iterator

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait
from starlette.testclient import TestClient

from tests.conftest import WHO
from tests.ui.phone_page import WAIT, chromium
from tournoi.services import publication
from tournoi.services.draws import DrawMethod
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
        ("https://club belote.fr/", "un espace ou un caractère invisible"),
        ("https:///resultats", "le nom du site manque"),
        ("https://" + "a" * 500 + ".fr/", "c'est trop : 500 au plus"),
    ):
        with pytest.raises(publication.PublicationError, match=said):
            publication.set_published_url(db, url=wrong, who=WHO)
    assert publication.published_url(db) is None
