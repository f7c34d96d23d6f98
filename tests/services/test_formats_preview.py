"""The preview says what the record will say under the formats' rules: a knockout partie cannot
end equal (one more donne, §10.4), a partie stopped on time is won by the higher total at the
bell, and a donne after the bell is refused (« arrêtée au temps »), on the desk and the phone."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest
from sqlmodel import select

from engine import FFB_CONTREE, Donne, Ending, PerTeam, Team, Tie, Trump
from tests.conftest import secret_of, tamper
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import Consolante
from tournoi.services.integrity import soundness as integrity
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.scores.preview import (
    AfterTheBellError,
    Place,
    Placement,
    Preview,
    Verdict,
    preview_donne,
)
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.tables import scores as table_scores
from tournoi.storage import Database, models

WHO = "Arbitre"
IN_4_DONNES = replace(FFB_CONTREE, target=None, donnes=4, tie=Tie.DRAW)
Make = Callable[..., Database]


def even(taker: Team) -> Donne:
    """80 to each team: 81 points of a made 80 are rounded to 80, the defence's 81 too."""
    return Donne(taker=taker, contract=80, trump=Trump.PIQUE, points=81)


A_AHEAD = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)  # 120 – 50
B_AHEAD = Donne(taker=Team.B, contract=80, trump=Trump.COEUR, points=100)  # 60 – 100


def preview_of(sheet: SheetView, donne: Donne, place: Place | None = None) -> Preview:
    """The desk's preview of ``donne`` on ``sheet``, as the entry line asks it."""
    return preview_donne(
        rules=sheet.rules, donnes=[line.donne for line in sheet.lines], donne=donne,
        place=place or Place(), ended=Ending.TIME if sheet.on_time else None,
        bell=sheet.bell_after,
    )  # fmt: skip


@pytest.fixture
def knockout(tournament: Make) -> Database:
    """Eight teams in 4 donnes where a draw is allowed, one round played, the finals drawn."""
    db = tournament(
        teams=8, rules=IN_4_DONNES, bye=ByeScoring(mode=ByeMarks.AVERAGE), draw=DrawMethod.SWISS
    )
    for table in draws.round_view(db, round_number=1).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(900, 100 * table.table), who=WHO
        )
    start_finals(db, qualified=4, consolante=Consolante.NONE, who=WHO)
    return db


def test_a_knockout_partie_equal_after_its_donnes_is_previewed_as_playing_on(
    knockout: Database,
) -> None:
    for taker in (Team.A, Team.B, Team.A):
        scores.record_donne(knockout, round_number=2, table=1, donne=even(taker), who=WHO)
    sheet = scores.sheet(knockout, round_number=2, table=1)

    seen = preview_of(sheet, even(Team.B))
    # The qualifying rounds' rules would end it here on a draw; the knockout's play on.
    assert (seen.verdict, seen.totals, seen.ends) == (Verdict.OK, PerTeam(320, 320), False)
    recorded = scores.record_donne(
        knockout, round_number=2, table=1, donne=even(Team.B), who=WHO
    ).sheet
    assert (recorded.totals, recorded.over, recorded.state) == (
        PerTeam(320, 320), False, PartieState.IN_PROGRESS,
    )  # fmt: skip

    fifth = preview_of(recorded, B_AHEAD)
    assert (fifth.ends, fifth.winner, fifth.totals) == (True, Team.B, PerTeam(380, 420))
    after = scores.record_donne(knockout, round_number=2, table=1, donne=B_AHEAD, who=WHO).sheet
    assert (after.over, after.winner, after.totals) == (True, Team.B, PerTeam(380, 420))
    # The Rounds page's scores read the five donnes under the knockout rules too.
    assert table_scores.table_scores(knockout, round_number=2)[1] == PerTeam(380, 420)


def test_the_phone_previews_a_knockout_partie_as_the_desk_records_it(knockout: Database) -> None:
    issued = table_links.issue_links(knockout, round_number=2, who=WHO)
    links = {link.table: link.secret for link in issued}
    for taker in (Team.A, Team.B, Team.A, Team.B):
        scores.record_donne(knockout, round_number=2, table=1, donne=even(taker), who=WHO)

    seen = table_entry.preview(knockout, secret=links[1], donne=A_AHEAD).preview

    assert (seen.verdict, seen.ends, seen.winner) == (Verdict.OK, True, Team.A)
    assert seen.totals == PerTeam(440, 370)


def test_the_desk_previews_totals_equal_in_a_knockout_partie_as_refused(
    knockout: Database,
) -> None:
    sheet = scores.sheet(knockout, round_number=2, table=1)
    with pytest.raises(scores.TotalsError, match="une donne supplémentaire"):
        scores.check_totals(sheet.rules, PerTeam(500, 500), on_time=sheet.on_time)
    with pytest.raises(scores.TotalsError, match="une donne supplémentaire"):
        scores.record_totals(knockout, round_number=2, table=1, totals=PerTeam(500, 500), who=WHO)


@pytest.fixture
def db(tournament: Make) -> Database:
    """Four teams in 2000 points, round 1 drawn: table 1 is team 1 (A) against team 2 (B)."""
    return tournament(teams=4, rules=FFB_CONTREE, draw=DrawMethod.SWISS)


def test_a_partie_stopped_on_time_is_previewed_won_by_the_higher_total(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=even(Team.A), who=WHO)
    stopped = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet
    assert (stopped.bell_after, stopped.over) == (1, False)  # 80 – 80: one more donne
    assert stopped.result == (
        "En cours : 80 à 80, arrêtée au temps à égalité : une donne de plus départage."
    )

    seen = preview_of(stopped, B_AHEAD)
    # Far from the 2000 points, the higher total wins at the bell.
    assert (seen.ends, seen.winner, seen.totals) == (True, Team.B, PerTeam(140, 180))
    phone = table_entry.preview(db, secret=secret_of(db), donne=B_AHEAD).preview
    assert (phone.ends, phone.winner, phone.totals) == (True, Team.B, PerTeam(140, 180))
    recorded = scores.record_donne(db, round_number=1, table=1, donne=B_AHEAD, who=WHO).sheet
    assert (recorded.over, recorded.winner, recorded.totals) == (True, Team.B, PerTeam(140, 180))


def test_a_donne_after_the_bell_is_refused_until_the_mark_is_taken_back(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=A_AHEAD, who=WHO)
    stopped = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet
    assert (stopped.over, stopped.winner, stopped.bell_after) == (True, Team.A, 1)

    seen = preview_of(stopped, B_AHEAD)
    assert seen.verdict is Verdict.REFUSED
    assert seen.message.startswith(
        "La partie est arrêtée au temps et finie après la donne 1 : on n'y ajoute plus de donne."
    )
    phone = table_entry.preview(db, secret=secret_of(db), donne=B_AHEAD).preview
    assert (phone.verdict, phone.message) == (Verdict.REFUSED, seen.message)
    with pytest.raises(AfterTheBellError) as refused:
        scores.record_donne(db, round_number=1, table=1, donne=B_AHEAD, who=WHO)
    assert str(refused.value) == seen.message
    with db.session() as session:
        assert len(session.exec(select(models.Donne)).all()) == 1

    scores.stop_on_time(db, round_number=1, table=1, on_time=False, who=WHO)
    again = scores.record_donne(db, round_number=1, table=1, donne=B_AHEAD, who=WHO).sheet
    assert (again.over, again.on_time, len(again.lines)) == (False, False, 2)
    marked = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet
    assert (marked.bell_after, marked.winner, marked.totals) == (2, Team.A, PerTeam(180, 150))


def test_a_forgotten_donne_inserted_before_the_bell_moves_it(db: Database) -> None:
    scores.record_donne(db, round_number=1, table=1, donne=A_AHEAD, who=WHO)
    stopped = scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO).sheet

    seen = preview_of(stopped, B_AHEAD, Place(Placement.INSERT, 1))
    assert (seen.verdict, seen.ends) == (Verdict.OK, False)  # the bell falls after donne 2 now
    sheet = scores.insert_donne(db, round_number=1, table=1, number=1, donne=B_AHEAD, who=WHO).sheet
    assert (sheet.bell_after, sheet.over, sheet.winner, sheet.totals) == (
        2, True, Team.A, PerTeam(180, 150),
    )  # fmt: skip
    removed = scores.delete_donne(db, round_number=1, table=1, number=1, who=WHO).sheet
    assert (removed.bell_after, removed.winner, removed.totals) == (1, Team.A, PerTeam(120, 50))


def test_the_check_reports_donnes_recorded_after_the_bell(db: Database) -> None:
    for donne in (A_AHEAD, B_AHEAD):
        scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO)
    assert integrity.check(db).sound
    path = db.path
    assert path is not None
    db.close()
    # The bell said after donne 1, as a file written before the bell was kept might say.
    tamper(path, "UPDATE partie SET bell_after = 1 WHERE table_number = 1")

    reopened = Database.open(path)
    try:
        report = integrity.check(reopened)
    finally:
        reopened.close()

    assert [f.message for f in report.findings] == [
        "Table 1 du tour 1 : la partie est arrêtée au temps et finie après la donne 1, mais "
        "1 donne est enregistrée après sa fin. Supprimez-les, ou retirez « arrêtée au temps » "
        "si la partie a continué."
    ]
    assert [(f.stored, f.expected) for f in report.findings] == [("2 donnes", "1 donne")]
