"""The draw's rows read as columns and written in one statement: the same teams, parties, trail."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path

from sqlalchemy import inspect, select

from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services import check_in, draws, teams, tournaments
from tournoi.services.draws import DrawMethod
from tournoi.services.team_info import PlayerInfo
from tournoi.storage import Database, models

Make = Callable[..., Database]
CHILD_INDEXES = {
    "result": {"ix_result_partie_id"},
    "audit_event": {"ix_audit_event_partie_id", "ix_audit_event_round_id"},
}


def test_every_team_read_as_columns_is_the_team_read_alone(tournament: Make) -> None:
    db = tournament(teams=6)
    teams.edit_team(
        db,
        number=2,
        players=[PlayerInfo("Anne", "Moreau", "Belote Club", "L-12"), PlayerInfo("Luc", "Petit")],
        fixed_table=3,
        who=WHO,
    )
    check_in.mark_paid(db, number=4, paid=True, who=WHO)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    check_in.check_in(db, number=3, present=True, who=WHO)  # after the draw: all were drawn
    teams.withdraw_team(db, number=5, who=WHO)
    teams.add_team(db, players=[PlayerInfo("Paul", "Simon"), PlayerInfo("Marie", "Roux")], who=WHO)

    listed = teams.list_teams(db)

    assert listed == [teams.get_team(db, number=n) for n in range(1, 8)]
    second = listed[1]
    assert second.players[0] == PlayerInfo("Anne", "Moreau", "Belote Club", "L-12")
    assert (second.fixed_table, listed[2].checked_in, listed[3].paid) == (3, True, True)
    assert [(t.has_played, t.first_round, t.withdrawn_after) for t in listed[4:]] == [
        (True, 1, 1), (True, 1, None), (False, 2, None),
    ]  # fmt: skip


def test_the_parties_of_a_draw_are_stored_whole_and_audited(tournament: Make) -> None:
    db = tournament(teams=9)
    view = draws.draw_round(db, method=DrawMethod.RANDOM, seed=42, who=WHO)

    with db.session() as session:
        round_row = session.exec(select(models.Round)).scalars().one()
        parties = session.exec(
            select(models.Partie).order_by(models.Partie.table_number)  # type: ignore[arg-type]
        ).scalars()
        stored = [(p.round_id, p.table_number, p.state, p.version, p.note) for p in parties]
        event = session.exec(
            select(models.AuditEvent).where(models.AuditEvent.action == "round.draw")
        ).scalars().one()  # fmt: skip
    assert stored == [(round_row.id, t.table, "not_started", 1, t.note) for t in view.tables]
    assert all(note for *_, note in stored)
    after = json.loads(event.after or "")
    assert after["tables"] == [
        {"table": t.table, "A": t.a.number, "B": t.b.number} for t in view.tables
    ]
    assert after["bye"] == view.bye.number if view.bye else after["bye"] is None
    assert event.round_id == round_row.id


def test_a_cancelled_draw_leaves_the_trail_and_is_drawn_again_the_same(tournament: Make) -> None:
    db = tournament(teams=12)
    first = draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    draws.cancel_draw(db, round_number=1, who=WHO)

    with db.session() as session:
        kept = session.exec(select(models.AuditEvent.action, models.AuditEvent.round_id)).all()
        left = session.exec(select(models.Partie.id)).all()
    assert [tuple(row) for row in kept][-2:] == [("round.draw", None), ("round.cancel", None)]
    assert left == []
    again = draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    assert again.tables == first.tables and again.bye == first.bye


def test_a_file_of_the_previous_version_gets_the_indexes_of_a_quick_cancel(
    tmp_path: Path,
) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=4, draw=DrawMethod.SWISS)
    downgrade(db, "0006")
    assert not _indexes(db) & set().union(*CHILD_INDEXES.values())
    db.close()

    reopened = tournaments.open_tournament(path)
    try:
        assert reopened.schema_revision() == Database.head_revision()
        assert _indexes(reopened) >= set().union(*CHILD_INDEXES.values())
        draws.cancel_draw(reopened, round_number=1, who=WHO)
        assert draws.last_round(reopened) == 0
    finally:
        reopened.close()


def _indexes(db: Database) -> set[str]:
    with db.engine.connect() as connection:
        inspector = inspect(connection)
        return {
            str(index["name"]) for table in CHILD_INDEXES for index in inspector.get_indexes(table)
        }
