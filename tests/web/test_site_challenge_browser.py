"""The results' site with the season's challenge in Debian's chromium, headless and
phone-sized: its « Challenge » page reached from every page, every person of the challenge on
it under a name made of markup, no console error, no request leaving the folder, and no
sideways scrolling of the page on a phone."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver

from tests.challenge_concours import play_concours
from tests.exports.test_site import HOSTILE
from tests.ui.phone_page import chromium
from tests.web.test_site_browser import visit_every_page
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.services import challenge
from tournoi.services.challenge import ChallengeRules, Rule
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments


def players(number: int) -> list[PlayerInfo]:
    return [
        PlayerInfo(HOSTILE[number % 6], f"Nom{number}", club=HOSTILE[1]),  # [6]: too long
        PlayerInfo("Paul", f"Durand{number}", club="Belote club de Vitré"),
    ]


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, list[str], list[str]]:
    """Two concours in a challenge named with markup; the second's site with its page: the
    folder, the teams' names and the challenge's people."""
    base = tmp_path_factory.mktemp("site")
    first = play_concours(base / "printemps.tournoi", players=players, teams=5, name="Printemps")
    second = play_concours(base / "ete.tournoi", players=players, teams=6, name=HOSTILE[2])
    path = base / "saison.challenge"
    rules = ChallengeRules(rule=Rule.WINS, best=1)
    challenge.create_challenge(path, name=HOSTILE[0], rules=rules)
    challenge.add_concours(path, tournament=first)
    challenge.add_concours(path, tournament=second)
    db = tournaments.open_tournament(second)
    folder = base / "resultats"
    documents.export(db, path=folder, what=Document.SITE, challenge=path)
    names = [team.name for team in teams.list_teams(db)]
    db.close()
    return folder, names, [row.name for row in challenge.season(path).rows]


@pytest.fixture(scope="module")
def browser() -> Iterator[WebDriver]:
    driver = chromium(network=True)
    yield driver
    driver.quit()


def test_the_challenge_page_is_reached_and_shows_everyone(
    site: tuple[Path, list[str], list[str]], browser: WebDriver
) -> None:
    folder, names, people = site
    seen = visit_every_page(browser, folder.as_uri() + "/", names)
    assert folder.as_uri() + "/challenge.html" in seen
    assert len(seen) == len(list(folder.glob("*.html")))
    browser.get(folder.as_uri() + "/challenge.html")
    shown = browser.find_element(By.TAG_NAME, "main").text
    assert len(people) == 12 and all(person in shown for person in people)
    assert browser.find_element(By.TAG_NAME, "h1").text == HOSTILE[2]
    assert HOSTILE[0] in shown and "Seul le meilleur concours de chacun compte." in shown
    assert "Entre parenthèses, les points d'un concours au-delà des meilleurs" in shown
    assert browser.find_elements(By.TAG_NAME, "script") == []


def test_a_phone_reads_the_challenge_without_scrolling_the_page_sideways(
    site: tuple[Path, list[str], list[str]], browser: WebDriver
) -> None:
    browser.get(site[0].as_uri() + "/challenge.html")
    width = browser.execute_script("return document.documentElement.scrollWidth")
    assert width <= browser.execute_script("return window.innerWidth")
    hidden = browser.find_elements(By.CSS_SELECTOR, "th.extra")
    assert hidden and not any(cell.is_displayed() for cell in hidden)
