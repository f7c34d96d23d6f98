"""Check-in at the door: present and paid flags, what the first draw leaves out, the audit."""

from __future__ import annotations

from collections.abc import Callable

from sqlmodel import select

from tests.conftest import WHO
from tournoi.services.teams import check_in
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import TeamInfo
from tournoi.storage import Database, models


def test_nobody_pointed_leaves_nobody_out(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=4)
    assert check_in.absent_teams(db) == []
    assert [team.checked_in for team in teams.list_teams(db)] == [False] * 4


def test_once_one_team_is_pointed_the_others_are_absent(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4)
    info = check_in.check_in(db, number=3, present=True, who=WHO)
    assert info.checked_in and not info.paid
    assert check_in.absent_teams(db) == [1, 2, 4]
    check_in.check_in(db, number=1, present=True, who=WHO)
    check_in.check_in(db, number=3, present=False, who=WHO)
    assert check_in.absent_teams(db) == [2, 3, 4]


def test_paid_is_kept_and_audited(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=2)
    check_in.mark_paid(db, number=2, paid=True, who=WHO)
    assert [team.paid for team in teams.list_teams(db)] == [False, True]
    with db.session() as session:
        rows = session.exec(select(models.Team.number, models.Team.paid)).all()
        events = session.exec(
            select(models.AuditEvent.action, models.AuditEvent.message).where(
                models.AuditEvent.action == "team.paid"
            )
        ).all()
    assert sorted(rows) == [(1, False), (2, True)]
    assert events == [("team.paid", "Équipe 2 « Martin2 – Durand2 » a payé son inscription.")]


def test_a_removed_team_comes_back_pointed_and_paid(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=3)
    check_in.check_in(db, number=2, present=True, who=WHO)
    check_in.mark_paid(db, number=2, paid=True, who=WHO)
    removed: TeamInfo = teams.remove_team(db, number=2, who=WHO)
    (back,) = teams.restore_teams(db, teams=[removed], who=WHO)
    assert back.checked_in and back.paid
