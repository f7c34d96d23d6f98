"""A mêlée's workbook: the Classement ranks its players, one row each, and a Joueurs sheet gives
each player's registration, check-in, fee, withdrawal and figures, read back with openpyxl."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from openpyxl import load_workbook  # type: ignore[import-untyped, unused-ignore]

from engine import Rules
from tests.conftest import WHO
from tests.services.test_melee import play_round
from tournoi.exports.documents import Document, export
from tournoi.exports.xlsx_players import JOUEURS
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.melee.standings import melee_standings
from tournoi.services.settings import ByeScoring, Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.player_withdrawals import withdraw_player
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

CLUBS = ("Vitré", "Rennes", None)


def thirteen(path: Path) -> Database:
    """Thirteen players, clubs and licences but for every third; two rounds played, player 4
    withdrawn after the first; players 1 to 6 pointed present, the even ones paid."""
    settings = TournamentSettings(
        rules=Rules(target=300), rounds=3, bye=ByeScoring(), format=Format.MELEE
    )
    db = tournaments.create_tournament(path, name="Mêlée", settings=settings, who=WHO)
    for n in range(1, 14):
        club = CLUBS[n % 3]
        player = PlayerInfo("Joueur", f"Numéro{n}", club=club, licence=club and f"L{n}")
        melee_players.add_player(db, player=player, who=WHO)
    draw_melee_round(db, seed=4, who=WHO)
    play_round(db, 1)
    withdraw_player(db, number=4, who=WHO)
    draw_melee_round(db, seed=4, who=WHO)
    play_round(db, 2)
    for n in range(1, 7):
        melee_players.set_present(db, number=n, present=True, who=WHO)
    for n in range(2, 14, 2):
        melee_players.set_paid(db, number=n, paid=True, who=WHO)
    return db


def sheet(path: Path, title: str) -> list[dict[str, Any]]:
    rows = list(load_workbook(path, read_only=True)[title].iter_rows(values_only=True))
    header = rows[0]
    # A row's empty cells at its end are not in the file: padded back to the header's length.
    padded = (row + (None,) * (len(header) - len(row)) for row in rows[1:])
    return [dict(zip(header, row, strict=True)) for row in padded]


def test_the_joueurs_sheet_gives_each_player_his_registration_and_his_figures(
    tmp_path: Path,
) -> None:
    db = thirteen(tmp_path / "melee.tournoi")
    out = tmp_path / "melee.xlsx"
    export(db, path=out, what=Document.STANDINGS)
    ranked = {row.number: row for row in melee_standings(db)}
    db.close()

    book = load_workbook(out, read_only=True)
    assert book.sheetnames[:3] == ["Classement", "Joueurs", "Paires"]
    header = next(book["Joueurs"].iter_rows(values_only=True))
    assert header == JOUEURS
    rows = sheet(out, "Joueurs")
    assert [row["N°"] for row in rows] == list(range(1, 14))
    for row in rows:
        n, standing = row["N°"], ranked[row["N°"]]
        assert row["Joueur"] == f"Joueur Numéro{n}"
        assert row["Club"] == CLUBS[n % 3]
        assert row["Licence"] == (None if CLUBS[n % 3] is None else f"L{n}")
        assert row["Présent"] is (n <= 6) and row["Payé"] is (n % 2 == 0)
        assert row["Arrivé au tour"] == 1
        assert row["Retiré"] is (n == 4)
        assert row["Retiré à partir du tour"] == (2 if n == 4 else None)
        assert (row["Jouées"], row["Gagnées"]) == (standing.played, standing.won)
        assert (row["Marques pour"], row["Marques contre"]) == (
            standing.points_for,
            standing.points_against,
        )
        assert (row["Rang"], row["Ex æquo"]) == (standing.rank, standing.ex_aequo)
    # Two rounds for those who stayed, one for the withdrawn: the figures are real ones.
    assert {row["Jouées"] for row in rows if row["N°"] != 4} == {2}
    assert rows[3]["Jouées"] == 1


def test_the_classement_of_a_melee_ranks_players_one_row_each(tmp_path: Path) -> None:
    db = thirteen(tmp_path / "melee.tournoi")
    out = tmp_path / "melee.xlsx"
    export(db, path=out, what=Document.STANDINGS)
    expected = [(row.rank, row.number, row.name) for row in melee_standings(db)]
    db.close()

    rows = sheet(out, "Classement")
    assert [(row["Rang"], row["N°"], row["Joueur"]) for row in rows] == expected
    assert sorted(row["N°"] for row in rows) == list(range(1, 14))
    assert "Équipe" not in rows[0] and "Retirée" not in rows[0]
    assert [row["N°"] for row in rows if row["Retiré"]] == [4]


def test_the_tours_and_donnes_sheets_name_each_side_by_its_players(tmp_path: Path) -> None:
    db = thirteen(tmp_path / "melee.tournoi")
    out = tmp_path / "melee.xlsx"
    export(db, path=out, what=Document.STANDINGS)
    db.close()

    paires = sheet(out, "Paires")
    by_seat = {
        (row["Tour"], row["Table"], row["Paire"]): ", ".join(
            f"{row[f'N° joueur {i}']} {row[f'Joueur {i}']}"
            for i in (1, 2, 3)
            if row[f"N° joueur {i}"] is not None
        )
        for row in paires
    }
    tours = sheet(out, "Tours")
    assert "N° A" not in tours[0] and "Équipe A" not in tours[0]
    played = [row for row in tours if row["Table"] is not None]
    assert len(played) == 6
    for row in played:
        a, b = by_seat[row["Tour"], row["Table"], "A"], by_seat[row["Tour"], row["Table"], "B"]
        assert row["Paire A"] == a.replace(", ", " – ")
        assert row["Paire B"] == b.replace(", ", " – ")
    exempt = [row for row in tours if row["Table"] is None]
    # Thirteen players in round 1 leave one out; twelve after the withdrawal, none.
    assert [(row["Tour"], row["État"]) for row in exempt] == [(1, "exempt")]
    for row in exempt:
        side = "exempts" if (row["Tour"], None, "exempts") in by_seat else "exempt"
        assert row["Paire A"] == by_seat[row["Tour"], None, side]
        assert row["Paire B"] is None

    donnes = sheet(out, "Donnes")
    assert donnes and "Équipe A" not in donnes[0]
    for row in donnes:
        assert row["Paire A"] == by_seat[row["Tour"], row["Table"], "A"].replace(", ", " – ")
        assert row["Paire B"] == by_seat[row["Tour"], row["Table"], "B"].replace(", ", " – ")
        assert row["Paire A"].count("Joueur Numéro") == 2
