"""The results' site in Debian's chromium, headless and phone-sized, opened from its folder
and from a web host on 127.0.0.1: every page without a console error, every team present,
every link leading to a page of the site, and no request leaving the folder.
"""

from __future__ import annotations

import base64
import functools
import json
import threading
from collections.abc import Iterator
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.conftest import WHO, new_tournament
from tests.exports.test_site import hostile
from tests.services.test_draws import finish_round
from tests.ui.phone_page import chromium
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services.draws import DrawMethod, draw_round
from tournoi.services.teams import registration as teams


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str]]:
    """Seven teams with hostile names after two rounds, the third drawn: the site's folder and
    the teams' names."""
    base = tmp_path_factory.mktemp("site")
    db = new_tournament(base / "noel.tournoi", teams=7, rounds=3)
    draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    draw_round(db, method=DrawMethod.SWISS, who=WHO)
    finish_round(db, 2)
    draw_round(db, method=DrawMethod.SWISS, who=WHO)
    hostile(db)
    folder = base / "resultats"
    documents.export(db, path=folder, what=Document.SITE)
    names = [team.name for team in teams.list_teams(db)]
    db.close()
    return folder, names


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = chromium(network=True)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def host(site: tuple[Path, list[str]]) -> Iterator[str]:
    """A web host on 127.0.0.1 serving the folder as a club's site would."""
    handler = functools.partial(QuietHandler, directory=str(site[0]))
    server = ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    yield f"http://127.0.0.1:{server.server_address[1]}/resultats/"
    server.shutdown()
    server.server_close()
    thread.join()


class QuietHandler(SimpleHTTPRequestHandler):
    """Serves the folder under ``/resultats/``, as a site in a folder of the club's host."""

    def translate_path(self, path: str) -> str:
        return super().translate_path(path.removeprefix("/resultats"))

    def log_message(self, format: str, *args: object) -> None:
        """Nothing on the test's output."""


def requests(driver: WebDriver) -> list[str]:
    """The addresses the browser asked for since the last call."""
    found = []
    for entry in driver.get_log("performance"):
        message = json.loads(entry["message"])["message"]
        if message["method"] == "Network.requestWillBeSent":
            found.append(message["params"]["request"]["url"])
    return found


def visit_every_page(driver: WebDriver, start: str, names: list[str]) -> set[str]:
    """Open ``start``, then follow every link of every page; the pages seen."""
    requests(driver)
    driver.get_log("browser")
    driver.get(start + "index.html")
    seen: set[str] = set()
    waiting = [start + "index.html"]
    while waiting:
        page = waiting.pop()
        if page in seen:
            continue
        seen.add(page)
        driver.get(page)
        assert driver.execute_script("return document.readyState") == "complete"
        assert driver.get_log("browser") == [], page
        links = driver.find_elements(By.CSS_SELECTOR, "a[href]")
        waiting += [str(link.get_property("href")) for link in links]
        if page.endswith(("index.html", "equipes.html")):
            shown = driver.find_element(By.TAG_NAME, "main").text
            assert all(name in shown for name in names), page
    asked = requests(driver)
    assert asked, "le journal du navigateur n'a rien vu"
    assert all(url.startswith(start) for url in asked), [
        u for u in asked if not u.startswith(start)
    ]
    return seen


def test_the_site_opens_from_its_folder(site: tuple[Path, list[str]], browser: WebDriver) -> None:
    folder, names = site
    seen = visit_every_page(browser, folder.as_uri() + "/", names)
    pages = {path.name for path in folder.glob("*.html")}
    assert {page.rsplit("/", 1)[1] for page in seen} == pages


def test_the_site_opens_from_a_web_host(
    site: tuple[Path, list[str]], browser: WebDriver, host: str
) -> None:
    folder, names = site
    seen = visit_every_page(browser, host, names)
    assert len(seen) == len(list(folder.glob("*.html")))


def test_a_phone_reads_the_standings_without_scrolling_sideways(
    site: tuple[Path, list[str]], browser: WebDriver
) -> None:
    browser.get(site[0].as_uri() + "/index.html")
    width = browser.execute_script("return document.documentElement.scrollWidth")
    viewport = browser.execute_script("return window.innerWidth")
    assert width <= viewport
    hidden = browser.find_elements(By.CSS_SELECTOR, "th.extra")
    assert hidden and not any(cell.is_displayed() for cell in hidden)


def test_on_paper_the_navigation_goes_and_every_column_prints(
    site: tuple[Path, list[str]], browser: WebDriver
) -> None:
    browser.get(site[0].as_uri() + "/index.html")
    browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": "print"})
    try:
        assert not browser.find_element(By.TAG_NAME, "nav").is_displayed()
        columns = browser.find_elements(By.CSS_SELECTOR, "th.extra")
        assert columns and all(cell.is_displayed() for cell in columns)
        pdf = browser.execute_cdp_cmd("Page.printToPDF", {"printBackground": False})
        assert base64.b64decode(pdf["data"]).startswith(b"%PDF")
    finally:
        browser.execute_cdp_cmd("Emulation.setEmulatedMedia", {"media": ""})


def test_a_phone_reads_a_teams_path_without_scrolling_sideways(
    site: tuple[Path, list[str]], browser: WebDriver
) -> None:
    """Its marks for and against both in sight: the table's number gives way, as in the standings."""
    for page in sorted(site[0].glob("equipe-*.html")):
        browser.get(page.as_uri())
        frame = browser.find_element(By.CSS_SELECTOR, ".frame")
        overflow = browser.execute_script(
            "return arguments[0].scrollWidth - arguments[0].clientWidth", frame
        )
        assert overflow <= 0, page.name
        headers = [cell.text for cell in frame.find_elements(By.TAG_NAME, "th")]
        assert headers[-2:] == ["Marqués", "Encaissés"]
