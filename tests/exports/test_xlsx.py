"""The tournament's workbook read back with openpyxl equals what the services return."""

import random
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
from openpyxl import load_workbook

from engine import Coinche, Donne, Partie, Rules, Team, Variant
from tests.factories import random_paper_donne, random_sheet, sheet_document
from tests.ui.conftest import WHO, make_tournament
from tournoi.exports.xlsx import CLASSEMENT, DONNES, SHEETS, write_workbook
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.publication.export_data import all_donnes, workbook_data
from tournoi.services.scores import SheetView
from tournoi.services.standings import current as standings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

DAY = date(2026, 11, 11)
RULES = {
    "contree": Rules(target=1000),
    "classique": Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000),
}


def paper_sheet(rng: random.Random, rules: Rules) -> list[Donne]:
    """Donnes as copied from paper (annonce points, renonces, decisions) until the partie ends."""
    partie = Partie(rules)
    while not partie.is_over:
        partie.add(random_paper_donne(rng, rules))
    return list(partie.donnes)


def fill_round(db: Database, rng: random.Random, rules: Rules, number: int) -> None:
    for table in draws.round_view(db, round_number=number).tables:
        sheet = paper_sheet(rng, rules) if rules.annonces else random_sheet(rng, rules)
        scores.import_sheet(
            db,
            round_number=number,
            table=table.table,
            who=WHO,
            document=sheet_document(sheet),
        )


@pytest.fixture(params=sorted(RULES))
def played(request: pytest.FixtureRequest, tmp_path: Path) -> tuple[Database, Path]:
    """Nine teams (a bye each round), two rounds played; the workbook written."""
    rules = RULES[request.param]
    rng = random.Random(2026)
    db = make_tournament(tmp_path / "tournoi.tournoi", count=9, rules=rules)
    tournaments.update_info(
        db,
        name="Concours de la Saint-Martin",
        day=DAY,
        place="Salle des fêtes",
        organiser="Belote Club",
        arbiter="M. Arbitre",
        who=WHO,
    )
    fill_round(db, rng, rules, 1)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    fill_round(db, rng, rules, 2)
    path = tmp_path / "tournoi.xlsx"
    data = workbook_data(db)
    write_workbook(
        path,
        info=data.info,
        settings=data.settings,
        standings=data.standings,
        teams=data.teams,
        rounds=data.rounds,
        donnes=data.donnes,
    )
    yield db, path
    db.close()


def db_rules(db: Database) -> Rules:
    return tournaments.get_settings(db).rules


def sheet_rows(path: Path, title: str) -> list[tuple[Any, ...]]:
    """The rows as written, padded to the header's width: a read-only load drops trailing blanks."""
    workbook = load_workbook(path, read_only=True)
    try:
        rows = [tuple(row) for row in workbook[title].iter_rows(values_only=True)]
    finally:
        workbook.close()
    width = len(rows[0])
    return [row + (None,) * (width - len(row)) for row in rows]


def expected_donnes(sheet: SheetView) -> list[tuple[Any, ...]]:
    a, b = sheet.teams.a.number, sheet.teams.b.number

    def side(team: Team | None) -> str | None:
        return None if team is None else team.value

    rows = []
    for line in sheet.lines:
        donne = line.donne
        annonces = " ; ".join(
            [
                f"{team.value} : " + ", ".join(annonce.french for annonce in donne.annonces[team])
                if donne.annonces[team]
                else f"{team.value} : {donne.annonce_points[team]}"
                for team in Team
                if donne.annonces[team] or donne.annonce_points[team]
            ]
            + ([] if donne.renonce is None else [f"renonce {donne.renonce.value}"])
        )
        decision = f"Décision de l'arbitre : {donne.reason}" if donne.is_decision else None
        rows.append(
            (
                sheet.round,
                sheet.table,
                line.number,
                a,
                b,
                side(donne.taker),
                donne.contract,
                None if donne.trump is None else donne.trump.french,
                None if donne.coinche is Coinche.NONE else donne.coinche.value,
                donne.points,
                side(donne.capot),
                donne.belotes.a,
                donne.belotes.b,
                annonces or None,
                line.marks.a,
                line.marks.b,
                decision,
            )
        )
    return rows


def test_sheets_in_order(played: tuple[Database, Path]) -> None:
    _db, path = played
    workbook = load_workbook(path, read_only=True)
    assert tuple(workbook.sheetnames) == SHEETS
    workbook.close()


def test_classement_equals_the_standings(played: tuple[Database, Path]) -> None:
    db, path = played
    rows = sheet_rows(path, "Classement")
    assert rows[0] == CLASSEMENT
    expected = [
        (
            s.rank,
            s.ex_aequo,
            s.number,
            s.name,
            s.played,
            s.won,
            s.drawn,
            s.lost,
            s.byes,
            s.forfeits_won,
            s.forfeits_lost,
            s.points_for,
            s.points_against,
            s.goal_average,
            s.ranking_points,
            s.buchholz,
            s.withdrawn,
        )
        for s in standings.standings(db)
    ]
    assert rows[1:] == expected
    assert all(type(value) is int for row in rows[1:] for value in (row[0], *row[4:16]))


def test_donnes_equal_every_stored_donne(played: tuple[Database, Path]) -> None:
    db, path = played
    rows = sheet_rows(path, "Donnes")
    assert rows[0] == DONNES
    expected = [
        row
        for view in draws.list_rounds(db)
        for table in view.tables
        for row in expected_donnes(scores.sheet(db, round_number=view.number, table=table.table))
    ]
    assert len(expected) == len(all_donnes(db)) > 0
    assert rows[1:] == expected
    if db_rules(db).annonces:
        assert any(row[16] for row in rows[1:]), "no arbiter's decision in the workbook"
        assert any("renonce" in (row[13] or "") for row in rows[1:])
    # Each column one type, to sum and filter: the Points are numbers, a capot's too; the
    # taker and the capot are the side of the sheet, A or B.
    capots = [row for row in rows[1:] if row[10] is not None and row[10] == row[5]]
    assert capots, "no capot in the workbook"
    assert all(type(row[9]) is int for row in capots)
    assert all(type(row[9]) is int for row in rows[1:] if row[9] is not None)
    assert {row[5] for row in rows[1:]} <= {"A", "B", None}
    assert {row[10] for row in rows[1:]} <= {"A", "B", None}
    marks = [value for row in rows[1:] for value in row[14:16]]
    assert all(type(value) is int for value in marks)


def test_teams_rounds_and_parameters(played: tuple[Database, Path]) -> None:
    db, path = played
    teams = sheet_rows(path, "Équipes")
    assert [row[:2] for row in teams[1:]] == [
        (n, f"{a} – {b}")
        for n, a, b in ((row[0], row[2].split()[-1], row[5].split()[-1]) for row in teams[1:])
    ]
    assert len(teams) == 1 + 9
    tours = sheet_rows(path, "Tours")
    rounds = draws.list_rounds(db)
    assert len(tours) == 1 + sum(len(view.tables) + (view.bye is not None) for view in rounds)
    assert [row[8] for row in tours[1:] if row[3] is None] == ["exempt", "exempt"]
    parametres = dict(row for row in sheet_rows(path, "Paramètres")[1:] if row[0] != "Règle")
    assert isinstance(parametres["Date"], date)
    day = parametres["Date"]
    assert (day.date() if isinstance(day, datetime) else day) == DAY
    assert parametres["Tours"] == 3
    assert type(parametres["Partie en points"]) is int


def test_frozen_header_and_autofilter(played: tuple[Database, Path]) -> None:
    _db, path = played
    workbook = load_workbook(path)
    for title in SHEETS:
        worksheet = workbook[title]
        assert worksheet.freeze_panes == "A2"
        assert worksheet.auto_filter.ref == worksheet.dimensions
        assert worksheet["A1"].font.bold
        assert all(d.width and d.width > 2 for d in worksheet.column_dimensions.values())
    assert workbook["Paramètres"]["B3"].number_format == "dd/mm/yyyy"
