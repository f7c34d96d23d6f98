"""A mêlée on the phones, in Debian's chromium: the public page finds a player by his number or
his name, with his table, partner and opponents; the table's page speaks of pairs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from selenium.webdriver.common.by import By
from selenium.webdriver.remote.webdriver import WebDriver
from selenium.webdriver.support.ui import WebDriverWait

from tests.conftest import WHO
from tests.services.test_melee import melee_db
from tests.ui.phone_page import WAIT, Sheet, chromium
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.tables import links as table_links
from tournoi.storage import Database
from tournoi.web.server import Server


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    database = melee_db(tmp_path / "melee.tournoi", 9)
    yield database
    database.close()


@pytest.fixture
def drawn(db: Database) -> MeleeRoundView:
    return draw_melee_round(db, seed=4, who=WHO)


@pytest.fixture
def server(db: Database, drawn: MeleeRoundView) -> Iterator[Server]:
    with Server(db, host="127.0.0.1", port=0) as running:
        yield running


@pytest.fixture
def phone() -> Iterator[WebDriver]:
    driver = chromium()
    yield driver
    driver.quit()


def named(n: int) -> str:
    return f"n° {n} Joueur Numéro{n}"


def searched(phone: WebDriver, words: str) -> list[str]:
    field = phone.find_element(By.ID, "search")
    field.clear()
    field.send_keys(words)
    return [item.text for item in phone.find_elements(By.CSS_SELECTOR, "#seats li")]


def test_the_public_page_finds_a_player_by_number_or_name(
    phone: WebDriver, server: Server, drawn: MeleeRoundView, tmp_path: Path
) -> None:
    phone.get(server.url + "/")
    WebDriverWait(phone, WAIT).until(lambda d: d.find_element(By.ID, "where").text == "Tour 1")
    table = drawn.tables[0]
    n, partner = table.a
    first, second = table.b
    expected = (
        f"Table {table.table}\n{named(n)}, avec {named(partner)}, "
        f"contre {named(first)} et {named(second)}"
    )
    assert searched(phone, str(n)) == [expected]
    assert searched(phone, f"numéro{n}") == [expected]
    # Nine players: « numéroN » is one player's name alone, whatever the accent typed.
    (exempt,) = drawn.bye
    assert searched(phone, str(exempt)) == [f"Exempt ce tour\n{named(exempt)}"]
    assert searched(phone, "Dupont") == ["Aucun joueur ne répond à « Dupont »."]
    assert phone.find_element(By.ID, "standings-who").text == "Joueur"
    assert phone.find_element(By.ID, "search-label").text == "Nom ou numéro du joueur"
    assert Sheet(phone, tmp_path).script_errors() == []


def test_the_table_page_of_a_melee_speaks_of_pairs(
    phone: WebDriver, server: Server, db: Database
) -> None:
    link = table_links.issue_links(db, round_number=1, who=WHO)[0]
    phone.get(server.url + link.path)
    WebDriverWait(phone, WAIT).until(
        lambda d: d.find_element(By.ID, "where").text.startswith("Tour 1")
    )

    def words(element: str) -> str:
        return str(phone.find_element(By.ID, element).get_attribute("textContent"))

    assert words("signatures-title") == "Fin de la partie : chaque paire signe"
    assert words("annonce-written-title") == "Points d'annonces de la paire"
