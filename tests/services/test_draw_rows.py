"""The draw's rows read as columns and written in one statement: the same teams, parties, trail."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import replace
from pathlib import Path

from sqlalchemy import inspect, select

from engine import PerTeam
from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod, DrawnTeam
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
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


def test_the_round_a_draw_gives_is_the_round_read_back(tournament: Make) -> None:
    """Context: ten teams, round 1 played; then team 5 withdrawn, team 11 arrived, team 4's
    players changed and table 2 fixed for it, and round 2 drawn without team 3: nine teams,
    the late one exempt (last of the standings)."""
    db = tournament(teams=10)
    for table in draws.draw_round(db, method=DrawMethod.SWISS, who=WHO).tables:
        scores.record_totals(
            db, round_number=1, table=table.table, totals=PerTeam(320, 150), who=WHO
        )
    teams.withdraw_team(db, number=5, who=WHO)
    late = [PlayerInfo("Paul", "Simon", "Belote Club"), PlayerInfo("Marie", "Roux")]
    teams.add_team(db, players=late, who=WHO)
    changed = [PlayerInfo("Anne", "Moreau", "Belote Club", "L-12"), PlayerInfo("Luc", "Petit")]
    teams.edit_team(db, number=4, players=changed, fixed_table=2, who=WHO)

    drawn = draws.draw_round(db, method=DrawMethod.SWISS, withdraw=[3], who=WHO)

    assert drawn == replace(draws.round_view(db, round_number=2), withdrawn=drawn.withdrawn)
    assert [(team.number, team.name) for team in drawn.withdrawn] == [(3, "Martin3 – Durand3")]
    assert drawn.bye == DrawnTeam(
        11, "Simon – Roux", (PlayerInfo("Paul", "Simon"), PlayerInfo("Marie", "Roux"))
    )
    placed = {team.number: (t.table, team) for t in drawn.tables for team in (t.a, t.b)}
    assert sorted(placed) == [1, 2, 4, 6, 7, 8, 9, 10]
    assert placed[4] == (
        2, DrawnTeam(4, "Moreau – Petit", (PlayerInfo("Anne", "Moreau"), PlayerInfo("Luc", "Petit"))),
    )  # fmt: skip
    with db.session() as session:
        stored = session.exec(
            select(models.Partie).join(models.Round).where(models.Round.number == 2)
        ).scalars()
        columns = {
            (p.state, p.version, p.updated_by, p.signed_a, p.signed_b, p.result_revision,
             p.paper_a, p.totals_a, p.forfeit_team_id, p.updated_at)
            for p in stored
        }  # fmt: skip
    assert columns == {("not_started", 1, "", "", "", 0, None, None, None, None)}


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
