"""The result rows a round keeps, after any sequence of changes, are those a full rewrite gives.

A change that leaves a partie's result as it was leaves the exempt team's row
alone (:func:`tournoi.services.standings.results.store_partie_result`). These tests
replay random sequences of donnes, corrections, insertions, deletions,
forfeits and totals on a round with a bye scored by the round's average, and
after each one compare the stored rows with what rewriting the round's bye
(as every change did before) and scoring every sheet again
(:func:`tournoi.services.integrity.soundness.check`) give, and the sheet a change answers
(built from the scores it has just computed) with the sheet read again.
"""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from sqlalchemy import event
from sqlmodel import col, select

from engine import Donne, PerTeam, Rules, Team, Trump, UserError
from tests.services.test_scores import ALICE, new_tournament
from tournoi.services import draws, scores
from tournoi.services import settings as settings_service
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.standings import results
from tournoi.storage import Database, models

DONNES = [
    Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117),
    Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=101),
    Donne(taker=Team.A, contract=100, trump=Trump.TREFLE, points=60),
    Donne(taker=Team.B, contract=80, trump=Trump.CARREAU, points=130),
    Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A),
]

# What the standings are brought up to date from, beside the rows themselves.
Snapshot = tuple[list[tuple[object, ...]], int, list[tuple[object, ...]], list[tuple[object, ...]]]


def snapshot(db: Database) -> Snapshot:
    with db.session() as session:
        rows = sorted(map(_columns, session.exec(select(models.Result))))
        revision = session.exec(select(models.Tournament.standings_revision)).one()
        parties = sorted(
            (p.id, p.result_revision)
            for p in session.exec(select(models.Partie).order_by(col(models.Partie.id)))
        )
        rounds = sorted((r.id, r.result_revision) for r in session.exec(select(models.Round)))
    return rows, revision, parties, rounds


def _columns(r: models.Result) -> tuple[object, ...]:
    return (r.round_id, r.team_id, r.opponent_id, r.partie_id, r.marks_for, r.marks_against,
            r.outcome)  # fmt: skip


def rewrite_every_bye(db: Database) -> None:
    """What every change did before: the round's bye written again from the round."""
    with db.session() as session:
        settings = settings_service.load(session)
        for round_id in session.exec(select(models.Round.id)).all():
            assert round_id is not None
            results.refresh_bye(session, round_id=round_id, settings=settings)


def change(db: Database, rng: random.Random, tables: int) -> None:
    """One change the desk can make to one of the round's tables; refusals included."""
    table = rng.randint(1, tables)
    count = len(scores.sheet(db, round_number=1, table=table).lines)
    where = {"db": db, "round_number": 1, "table": table, "who": ALICE}
    donne = rng.choice(DONNES)
    kind = rng.choices(
        ["add", "correct", "insert", "delete", "forfeit", "unforfeit", "totals", "no_totals"],
        weights=[10, 3, 1, 3, 1, 1, 1, 1],
    )[0]
    number = rng.randint(1, max(count, 1))
    try:
        if kind == "add":
            recorded = scores.record_donne(**where, donne=donne)
        elif kind == "correct":
            recorded = scores.correct_donne(**where, number=number, donne=donne)
        elif kind == "insert":
            recorded = scores.insert_donne(**where, number=number, donne=donne)
        elif kind == "delete":
            recorded = scores.delete_donne(**where, number=number)
        elif kind in ("forfeit", "unforfeit"):
            absent = rng.choice([2 * table - 1, 2 * table]) if kind == "forfeit" else None
            scores.declare_forfeit(**where, absent=absent)
            return
        else:
            totals = PerTeam(rng.choice([310, 250]), 160) if kind == "totals" else None
            scores.record_totals(**where, totals=totals)
            return
    except UserError:
        return  # a change the rules or the sheet's state refuse: nothing changed
    # The sheet answered is built from the write's own scores: the one read again.
    assert recorded.sheet == scores.sheet(db, round_number=1, table=table)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_changes_leave_the_rows_a_full_rewrite_gives(tmp_path: Path, seed: int) -> None:
    db = new_tournament(
        tmp_path / "rejeu.tournoi", count=7, rules=Rules(target=300),
        bye=ByeScoring(mode=ByeMarks.AVERAGE),
    )  # fmt: skip
    try:
        view = draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)
        assert view.bye is not None
        assert [(t.a.number, t.b.number) for t in view.tables] == [(1, 2), (3, 4), (5, 6)]
        rng = random.Random(seed)
        finished = 0
        for _ in range(60):
            change(db, rng, tables=3)
            stored = snapshot(db)
            rewrite_every_bye(db)
            assert snapshot(db) == stored
            assert integrity.check(db).sound
            finished += any(row[6] in ("win", "loss", "draw") for row in stored[0])
        assert finished  # the sequences do reach finished parties, whose results move the bye
    finally:
        db.close()


def test_a_donne_that_changes_no_result_reads_neither_the_tournament_nor_the_round(
    tmp_path: Path,
) -> None:
    """On a database server those reads lock the rows that every table's write would wait for."""
    db = new_tournament(
        tmp_path / "verrous.tournoi", count=5, rules=Rules(target=300),
        bye=ByeScoring(mode=ByeMarks.AVERAGE),
    )  # fmt: skip
    statements: list[str] = []
    try:
        draws.draw_round(db, method=DrawMethod.SWISS, who=ALICE)

        def locking() -> list[str]:
            return [
                s for s in statements if "FROM tournament" in s or s.startswith("SELECT round.")
            ]

        event.listen(db.engine, "before_cursor_execute",
                     lambda _c, _cur, sql, *_args: statements.append(sql))  # fmt: skip
        scores.record_donne(db, round_number=1, table=1, donne=DONNES[0], who=ALICE)
        scores.correct_donne(db, round_number=1, table=1, number=1, donne=DONNES[3], who=ALICE)
        assert statements and not locking()
        # 120 - 50 then 250 - 0: the partie ends at 370, its result and the bye's are written.
        scores.correct_donne(db, round_number=1, table=1, number=1, donne=DONNES[0], who=ALICE)
        scores.record_donne(db, round_number=1, table=1, donne=DONNES[4], who=ALICE)
        assert locking()
        with db.session() as session:
            bye = session.exec(select(models.Result).where(col(models.Result.outcome) == "bye"))
            assert [row.marks_for for row in bye] == [210]  # (370 + 50) / 2
    finally:
        db.close()
