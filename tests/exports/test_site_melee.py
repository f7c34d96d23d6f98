"""A mêlée's results' site: each pair by its players' numbers and names, the exempt players
named, a page for each player's path, and no word of a team where a player is meant."""

from __future__ import annotations

import re
from collections.abc import Iterator
from html.parser import HTMLParser
from pathlib import Path

import pytest

from tests.conftest import WHO
from tests.services.test_melee import melee_db, play_round
from tournoi.exports.documents import Document, export
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.melee.standings import melee_standings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.player_withdrawals import withdraw_player
from tournoi.storage import Database


class Page(HTMLParser):
    """A page's text as a reader sees it, and where its links lead."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self.words: list[str] = []
        self.links: list[str] = []
        self.headers: list[str] = []
        self._in_header = False
        self.feed(text)

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self._in_header = tag == "th"
        self.links += [value or "" for name, value in attrs if name == "href"]

    def handle_endtag(self, tag: str) -> None:
        self._in_header = False
        if tag in ("tr", "p", "li", "caption", "h2"):
            self.words.append("\n")
        elif tag in ("td", "th"):
            self.words.append(" ")

    def handle_data(self, data: str) -> None:
        self.words.append(data)
        if self._in_header:
            self.headers.append(data)

    @property
    def lines(self) -> list[str]:
        return [" ".join(line.split()) for line in "".join(self.words).splitlines()]

    @property
    def text(self) -> str:
        return " ".join(" ".join(self.lines).split())


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Database, Path]]:
    """Eighteen players (two exempt each round), rounds 1 and 2 played, player 5 withdrawn
    after round 2, round 3 drawn and not played."""
    db = melee_db(tmp_path / "melee.tournoi", 18, rounds=3, clubs=("Vitré", "Rennes"))
    for number in (1, 2):
        draw_melee_round(db, seed=number, who=WHO)
        play_round(db, number)
    withdraw_player(db, number=5, who=WHO)
    draw_melee_round(db, seed=3, who=WHO)
    folder = tmp_path / "site"
    export(db, path=folder, what=Document.SITE)
    yield db, folder
    db.close()


def read(folder: Path, name: str) -> Page:
    return Page((folder / name).read_text(encoding="utf-8"))


def player(number: int) -> str:
    return f"{number} Joueur Numéro{number}"


def test_each_table_names_its_pairs_by_their_players_numbers_and_names(
    site: tuple[Database, Path],
) -> None:
    db, folder = site
    for number in (1, 2, 3):
        page = read(folder, f"tour-{number}.html")
        view = melee_round(db, round_number=number)
        for table in view.tables:
            a, b = (" – ".join(player(n) for n in pair) for pair in (table.a, table.b))
            row = next(line for line in page.lines if line.startswith(f"{table.table} {a}"))
            assert b in row, row
        assert page.headers[:4] == ["Table", "Paire", "Points", "Adversaires"]
        # The exempt players named, each with the bye's marks (half the 300 of a partie): two
        # of 18, then one of the 17 left once player 5 is withdrawn.
        exempt = ", ".join(player(n) for n in view.bye)
        said = (
            f"Exempt : {exempt} (150 points)."
            if number == 3
            else f"Exempts : {exempt} (150 points chacun)."
        )
        assert said in page.lines
        assert "Exempts du tour" not in page.text


def test_each_player_has_a_page_of_his_path_with_his_partners_and_opponents(
    site: tuple[Database, Path],
) -> None:
    db, folder = site
    pages = {path.name for path in folder.glob("*.html")}
    assert {f"joueur-{n}.html" for n in range(1, 19)} <= pages
    ranked = {row.number: row for row in melee_standings(db)}
    for number in range(1, 19):
        page = read(folder, f"joueur-{number}.html")
        facts = f"Joueur n° {number} · rang au classement : {ranked[number].rank}"
        assert facts in page.text
        assert ("Vitré" if number % 2 == 0 else "Rennes") in page.text
        for round_number in (1, 2, 3):
            view = melee_round(db, round_number=round_number)
            found = [line for line in page.lines if line.startswith(f"{round_number} ")]
            if number == 5 and round_number == 3:  # withdrawn: not drawn
                assert not found
                continue
            line = found[0]
            if number in view.bye:
                assert line == f"{round_number} exempt exempt 150 0"
                continue
            table = next(t for t in view.tables if number in (*t.a, *t.b))
            mine, theirs = (table.a, table.b) if number in table.a else (table.b, table.a)
            (partner,) = (n for n in mine if n != number)
            opponents = " – ".join(player(n) for n in theirs)
            assert line.startswith(f"{round_number} {table.table} {player(partner)} {opponents}")
    assert "retiré à partir du tour 3" in read(folder, "joueur-5.html").text


def test_no_page_speaks_of_a_team_where_a_player_is_meant(site: tuple[Database, Path]) -> None:
    _, folder = site
    names = sorted(path.name for path in folder.glob("*.html"))
    for name in names:
        page = read(folder, name)
        assert not re.search(r"équipe|retirée|exempte", page.text, re.IGNORECASE), name
        # Every link leads to a page of the site.
        assert {link for link in page.links if link != "data:,"} <= set(names), name
    palmares = read(folder, "palmares.html")
    assert palmares.headers[:3] == ["Rang", "N°", "Joueur"]
    assert "Joueur Numéro5 (retiré)" in palmares.text
    index = read(folder, "index.html")
    assert index.headers[:3] == ["Rang", "N°", "Joueur"]
    assert "joueur-5.html" in index.links and "Joueur Numéro5 (retiré)" in index.text


def test_a_pair_s_forfeit_names_the_pair_by_its_players(
    site: tuple[Database, Path], tmp_path: Path
) -> None:
    db, _ = site
    table = melee_round(db, round_number=3).tables[1]
    scores.declare_forfeit(db, round_number=3, table=table.table, absent=table.team_a, who=WHO)
    folder = tmp_path / "apres-forfait"
    export(db, path=folder, what=Document.SITE)

    page = read(folder, "tour-3.html")
    row = next(line for line in page.lines if line.startswith(f"{table.table} "))
    first, second = table.a
    assert row.endswith(f"forfait de la paire {first} Numéro{first} – {second} Numéro{second}")
    assert "équipe" not in page.text


def test_a_player_come_late_has_his_page_before_his_first_partie(
    site: tuple[Database, Path], tmp_path: Path
) -> None:
    db, _ = site
    late = melee_players.add_player(db, player=PlayerInfo("Joueur", "Numéro19"), who=WHO)
    folder = tmp_path / "avec-retardataire"
    export(db, path=folder, what=Document.SITE)

    page = read(folder, f"joueur-{late.number}.html")
    assert f"Joueur n° {late.number}" in page.text and "arrivé au tour 4" in page.text
    assert "Aucune partie jouée." in page.lines
