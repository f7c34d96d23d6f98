"""A partie stopped on time (« arrêtée au temps »), by its totals alone or on its donnes, through the
services and the command line: the higher total wins, equal totals play one more donne (§10.4)."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

import pytest
from sqlmodel import select

from engine import FFB_CLASSIQUE, FFB_CONTREE, Donne, PerTeam, Rules, Team, Trump
from tournoi.cli import main
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ServiceError
from tournoi.services.integrity import soundness
from tournoi.services.scores import PartieState, TotalsError
from tournoi.services.scores.phone_stop import NothingToStopError
from tournoi.services.standings import current
from tournoi.services.tournament import lifecycle
from tournoi.storage import Database, models

WHO = "Arbitre"
Make = Callable[..., Database]


def contree(taker: Team, points: int, trump: Trump = Trump.PIQUE) -> Donne:
    return Donne(taker=taker, contract=80, trump=trump, points=points)


@pytest.fixture
def db(tournament: Make) -> Database:
    """Four teams in 2000 points, round 1 drawn: table 1 is team 1 (A) against team 2 (B)."""
    return tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)


def test_totals_short_of_the_target_end_a_partie_stopped_on_time(db: Database) -> None:
    with pytest.raises(TotalsError, match="aucune équipe n'atteint les 2000 points"):
        scores.record_totals(db, round_number=1, table=1, totals=PerTeam(1240, 980), who=WHO)

    sheet = scores.record_totals(
        db, round_number=1, table=1, totals=PerTeam(1240, 980), who=WHO, on_time=True
    ).sheet

    assert (sheet.state, sheet.winner, sheet.on_time) == (PartieState.FINISHED, Team.A, True)
    assert sheet.result == (
        "Victoire de l'équipe 1 « Martin1 – Durand1 », 1240 à 980 contre l'équipe 2 "
        "(totaux seulement, arrêtée au temps)."
    )
    first = {row.number: row for row in current.standings(db)}[1]
    assert (first.won, first.points_for, first.points_against) == (1, 1240, 980)


def test_equal_totals_at_the_bell_are_refused(db: Database) -> None:
    with pytest.raises(TotalsError) as refused:
        scores.record_totals(
            db, round_number=1, table=1, totals=PerTeam(1000, 1000), who=WHO, on_time=True
        )
    assert "une donne supplémentaire départage les équipes" in str(refused.value)
    assert refused.value.paragraph == "§10.4"


def test_the_donnes_at_the_bell_end_the_partie_and_equal_ones_play_on(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=contree(Team.A, 81), who=WHO)
    stopped = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet
    assert (stopped.totals, stopped.state) == (PerTeam(80, 80), PartieState.IN_PROGRESS)

    # One more donne: B makes 100 against 60, the totals differ, the partie is over.
    sheet = scores.record_donne(
        db, round_number=1, table=1, donne=contree(Team.B, 100, Trump.COEUR), who=WHO
    ).sheet

    assert (sheet.totals, sheet.state, sheet.winner) == (
        PerTeam(140, 180), PartieState.FINISHED, Team.B,
    )  # fmt: skip
    assert sheet.result.endswith("contre l'équipe 1 (arrêtée au temps).")
    assert soundness.check(db).sound
    assert scores.export_sheet(db, round_number=1, table=1)["ended"] == "time"

    back = scores.stop_on_time(db, round_number=1, table=1, on_time=False, who=WHO).sheet
    assert (back.state, back.on_time) == (PartieState.IN_PROGRESS, False)
    assert [row.played for row in current.standings(db)] == [0, 0, 0, 0]


@pytest.mark.parametrize(("rules", "paragraph"), [(FFB_CONTREE, "§10.4"), (FFB_CLASSIQUE, "§10.3")])
def test_an_empty_sheet_is_not_stopped_on_time(
    tournament: Make, rules: Rules, paragraph: str
) -> None:
    db = tournament(teams=4, rules=rules, draw=DrawMethod.SWISS)

    with pytest.raises(NothingToStopError) as refused:
        scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO)

    assert str(refused.value) == (
        "Aucune donne n'est saisie : tapez d'abord les donnes jouées, jusqu'à celle en cours à "
        "la sonnerie, puis marquez la partie arrêtée au temps ; ou tapez les deux totaux de la "
        f"feuille (« 1300 1250 »). ({paragraph})"
    )
    assert (refused.value.field, refused.value.paragraph) == ("on_time", paragraph)
    sheet = scores.sheet(db, round_number=1, table=1)
    assert (sheet.on_time, sheet.state) == (False, PartieState.NOT_STARTED)
    with db.session() as session:
        marked = session.exec(
            select(models.AuditEvent).where(models.AuditEvent.action == "partie.on_time")
        ).all()
    assert marked == []


def test_a_sheet_with_its_totals_alone_is_stopped_on_time(db: Database) -> None:
    scores.record_totals(db, round_number=1, table=1, totals=PerTeam(2070, 1290), who=WHO)

    sheet = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet

    assert (sheet.on_time, sheet.state, sheet.winner) == (True, PartieState.FINISHED, Team.A)


def test_the_command_line_is_refused_an_empty_sheet_stopped_on_time(
    tournament: Make, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    path = str(db.path)
    db.close()

    assert main(["enter", path, "--round", "1", "--table", "1", "--on-time"]) != 0

    assert "Aucune donne n'est saisie" in capsys.readouterr().err


def test_a_sheet_file_that_says_ended_time_is_imported_so(db: Database) -> None:
    document = {
        "donnes": [
            {"taker": "A", "contract": 80, "trump": "pique", "points": 117},
            {"taker": "B", "contract": 90, "trump": "coeur", "points": 100},
        ],
        "ended": "time",
    }

    sheet = scores.import_sheet(db, round_number=1, table=1, document=document, who=WHO).sheet

    assert (sheet.totals, sheet.winner, sheet.on_time) == (PerTeam(180, 150), Team.A, True)
    assert soundness.check(db).sound


def test_the_command_line_enters_a_partie_stopped_on_time(
    tmp_path: Path, tournament: Make, capsys: pytest.CaptureFixture[str]
) -> None:
    db = tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)
    path = str(db.path)
    db.close()

    assert main(["enter", path, "--round", "1", "--table", "1", "--totals", "1240", "980",
                 "--on-time"]) == 0  # fmt: skip
    entered = json.loads(capsys.readouterr().out)
    assert (entered["state"], entered["ended"]) == ("finished", "time")

    sheet = tmp_path / "feuille.json"
    sheet.write_text(json.dumps({"donnes": [{"taker": "A", "contract": 80, "trump": "pique",
                                             "points": 117}]}))  # fmt: skip
    assert main(["enter", path, "--round", "1", "--table", "2", str(sheet)]) == 0
    assert json.loads(capsys.readouterr().out)["state"] == "in_progress"
    assert main(["enter", path, "--round", "1", "--table", "2", "--on-time"]) == 0
    stopped = json.loads(capsys.readouterr().out)
    assert (stopped["state"], stopped["totals"], stopped["ended"]) == (
        "finished", {"A": 120, "B": 50}, "time",
    )  # fmt: skip


def test_the_duration_of_a_partie_is_set_up_and_said(db: Database) -> None:
    settings = replace(lifecycle.get_settings(db), partie_minutes=45)
    lifecycle.update_settings(db, settings=settings, who=WHO)

    stored = lifecycle.get_settings(db)
    assert stored.partie_minutes == 45
    assert (
        "Partie au temps : 45 minutes, la donne en cours à la sonnerie finie ; le plus haut "
        "total gagne."
    ) in stored.describe()
    with pytest.raises(ServiceError) as refused:
        replace(stored, partie_minutes=0)
    assert (refused.value.field, str(refused.value)) == (
        "partie_minutes", "Durée d'une partie 0 min : de 1 à 600 minutes.",
    )  # fmt: skip


def test_the_command_line_sets_the_duration_up(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "concours.tournoi"
    assert main(["new", str(path), "--name", "Concours", "--minutes", "45"]) == 0
    db = Database.open(path)
    try:
        assert lifecycle.get_settings(db).partie_minutes == 45
    finally:
        db.close()
