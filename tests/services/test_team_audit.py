"""Each change of a team leaves one audit event: its action, its words, the team before and after."""

from __future__ import annotations

import json
from collections.abc import Callable
from dataclasses import asdict, replace
from typing import Any

from sqlmodel import col, select

from tests.conftest import WHO
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo, TeamInfo, find
from tournoi.storage import Database, models

Event = tuple[str, str, int | None, Any, Any]


def events_after(db: Database, seen: int) -> list[Event]:
    """The audit rows written after the first ``seen``: action, message, team, before, after."""
    with db.session() as session:
        rows = session.exec(select(models.AuditEvent).order_by(col(models.AuditEvent.id))).all()
        return [
            (row.action, row.message, row.team_id, loaded(row.before), loaded(row.after))
            for row in rows[seen:]
        ]


def loaded(text: str | None) -> Any:
    return None if text is None else json.loads(text)


def count(db: Database) -> int:
    with db.session() as session:
        return len(session.exec(select(models.AuditEvent.id)).all())


def team_id(db: Database, number: int) -> int | None:
    with db.session() as session:
        return find(session, number).id


def as_json(info: TeamInfo) -> Any:
    return json.loads(json.dumps(asdict(info)))


def test_an_edit_is_one_event_with_the_team_before_and_after(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=3)
    before, seen = teams.get_team(db, number=2), count(db)
    players = [PlayerInfo("Anne", "Leroy", "Club de Rennes"), PlayerInfo("Marc", "Petit")]
    after = teams.edit_team(db, number=2, players=players, name="Les As", fixed_table=1, who=WHO)
    assert (after.name, after.fixed_table, after.players[0].club) == ("Les As", 1, "Club de Rennes")
    assert events_after(db, seen) == [
        ("team.edit", "Équipe 2 modifiée.", team_id(db, 2), as_json(before), as_json(after))
    ]


def test_a_withdrawal_and_a_reinstatement_are_one_event_each(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4, draw=DrawMethod.SWISS)
    before, seen = teams.get_team(db, number=3), count(db)
    withdrawn = teams.withdraw_team(db, number=3, who=WHO)
    reinstated = teams.reinstate_team(db, number=3, who=WHO)
    assert (withdrawn.withdrawn_after, reinstated.withdrawn_after) == (1, None)
    number = team_id(db, 3)
    assert events_after(db, seen) == [
        ("team.withdraw", "Équipe 3 « Martin3 – Durand3 » retirée après le tour 1.", number,
         as_json(before), as_json(withdrawn)),
        ("team.reinstate", "Équipe 3 « Martin3 – Durand3 » de nouveau inscrite.", number,
         as_json(withdrawn), as_json(reinstated)),
    ]  # fmt: skip


def test_a_never_drawn_team_reinstated_arrives_with_the_next_round(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4)
    teams.withdraw_team(db, number=4, who=WHO)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    withdrawn, seen = teams.get_team(db, number=4), count(db)
    reinstated = teams.reinstate_team(db, number=4, who=WHO)
    assert reinstated == replace(withdrawn, withdrawn_after=None, first_round=2)
    assert events_after(db, seen) == [
        ("team.reinstate", "Équipe 4 « Martin4 – Durand4 » de nouveau inscrite.",
         team_id(db, 4), as_json(withdrawn), as_json(reinstated)),
    ]  # fmt: skip


def test_teams_restored_are_added_then_withdrawn_again(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=3)
    check_in.mark_paid(db, number=3, paid=True, who=WHO)
    teams.withdraw_team(db, number=3, who=WHO)
    removed = teams.remove_team(db, number=3, who=WHO)
    seen = count(db)
    [restored] = teams.restore_teams(db, teams=[removed], who=WHO)
    assert restored == removed
    added = replace(removed, withdrawn_after=None)
    number = team_id(db, 3)
    assert events_after(db, seen) == [
        ("team.add", "Équipe 3 « Martin3 – Durand3 » inscrite.", number, None, as_json(added)),
        ("team.withdraw", "Équipe 3 « Martin3 – Durand3 » retirée avant le premier tour.",
         number, as_json(added), as_json(restored)),
    ]  # fmt: skip


def test_the_door_flags_are_one_event_each(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=2)
    before, seen = teams.get_team(db, number=1), count(db)
    present = check_in.check_in(db, number=1, present=True, who=WHO)
    paid = check_in.mark_paid(db, number=1, paid=True, who=WHO)
    unpaid = check_in.mark_paid(db, number=1, paid=False, who=WHO)
    assert (present.checked_in, paid.paid, unpaid.paid) == (True, True, False)
    number = team_id(db, 1)
    assert events_after(db, seen) == [
        ("team.check_in", "Équipe 1 « Martin1 – Durand1 » pointée présente.", number,
         as_json(before), as_json(present)),
        ("team.paid", "Équipe 1 « Martin1 – Durand1 » a payé son inscription.", number,
         as_json(present), as_json(paid)),
        ("team.paid", "Équipe 1 « Martin1 – Durand1 » n'a plus payé son inscription.", number,
         as_json(paid), as_json(unpaid)),
    ]  # fmt: skip
