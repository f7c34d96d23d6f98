"""What an arbiter copies from a paper sheet kept whole: annonce points, renonce, decision.

Each kind of donne goes through the services (one donne at a time, and a
whole JSON sheet, by the service and by ``python -m tournoi enter``) and is
read back from the database as the very same engine donne, with the marks
the engine gives it.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import col, select

from engine import Donne, Partie, PerTeam, Rules, Team, Trump, Variant
from tests.factories import random_paper_donne, sheet_document
from tournoi.cli import main
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import records
from tournoi.services.settings import TournamentSettings
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models

A, B = Team.A, Team.B
ALICE = "Alice (table de marque)"
RULES = Rules(variant=Variant.CLASSIQUE, annonces=True, target=1000)

ANNONCES_A = Donne(taker=A, trump=Trump.COEUR, points=92, annonce_points=PerTeam(70, 0))
RENONCE_B = Donne(taker=A, trump=Trump.PIQUE, points=100, annonce_points=PerTeam(0, 50), renonce=B)
DECISION = Donne(decision=PerTeam(0, 162), reason="3e maldonne")
PAPER = [ANNONCES_A, RENONCE_B, DECISION]


@pytest.fixture
def db(tmp_path: Path) -> Iterator[Database]:
    """Two teams of classique with annonces, round 1 drawn: table 1 is team 1 (A) against 2."""
    settings = TournamentSettings(rules=RULES, rounds=2)
    database = tournaments.create_tournament(
        tmp_path / "concours.tournoi", name="Concours d'essai", settings=settings, who=ALICE
    )
    for n in (1, 2):
        team_service.add_team(
            database,
            players=[PlayerInfo("Jean", f"Martin{n}"), PlayerInfo("Paul", f"Durand{n}")],
            who=ALICE,
        )
    draws.draw_round(database, method=DrawMethod.SWISS, who=ALICE)
    yield database
    database.close()


def stored(db: Database) -> list[tuple[Donne, PerTeam[int]]]:
    with db.session() as session:
        rows = session.exec(select(models.Donne).order_by(col(models.Donne.number))).all()
        return [(records.to_engine(row), PerTeam(row.marks_a, row.marks_b)) for row in rows]


def engine_marks(donnes: list[Donne]) -> list[PerTeam[int]]:
    return [score.marks for score in Partie(RULES, donnes).scores]


def test_each_kind_recorded_one_by_one_reads_back_whole(db: Database) -> None:
    for donne in PAPER:
        scores.record_donne(db, round_number=1, table=1, donne=donne, who=ALICE)
    assert stored(db) == list(zip(PAPER, engine_marks(PAPER), strict=True))
    # 92 + 70 of annonces against 70: made; B's renonce gives its 50 to the
    # takers (§8.4); the arbiter gives 162 to B.
    assert [marks for _donne, marks in stored(db)] == [
        PerTeam(92 + 70, 70),
        PerTeam(100 + 50, 62),
        PerTeam(0, 162),
    ]
    view = scores.sheet(db, round_number=1, table=1)
    assert [line.donne for line in view.lines] == PAPER


def test_a_json_sheet_keeps_every_field(db: Database) -> None:
    rng = random.Random(12)
    donnes = [random_paper_donne(rng, RULES) for _ in range(3)] + PAPER
    kinds = {("decision", d.is_decision) for d in donnes} | {
        ("renonce", d.renonce is not None) for d in donnes
    }
    assert {("decision", True), ("renonce", True)} <= kinds
    partie = Partie(RULES)
    kept = [d for d in donnes if not partie.is_over and partie.add(d)]
    scores.import_sheet(db, round_number=1, table=1, document=sheet_document(kept), who=ALICE)
    assert stored(db) == list(zip(kept, engine_marks(kept), strict=True))


def test_the_command_line_enters_a_paper_sheet(
    db: Database, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "feuille.json"
    path.write_text(json.dumps(sheet_document(PAPER)), encoding="utf-8")
    file = tmp_path / "concours.tournoi"
    db.close()
    status = main(["enter", str(file), "--round", "1", "--table", "1", str(path)])
    out, err = capsys.readouterr()
    assert (status, err) == (0, ""), err
    assert json.loads(out)["donnes"] == 3
    reopened = Database.open(file)
    try:
        assert stored(reopened) == list(zip(PAPER, engine_marks(PAPER), strict=True))
    finally:
        reopened.close()
