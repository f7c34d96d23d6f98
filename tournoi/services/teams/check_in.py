"""Check-in at the door (« pointage »): which teams are present, which have paid their entry.

Once at least one team is pointed present, the first draw takes only the
teams pointed present (:func:`absent_teams` names the others); a tournament
that does not use the check-in draws every registered team.
"""

from __future__ import annotations

from sqlmodel import Session, select

from tournoi.services.teams.info import TeamInfo, find
from tournoi.services.teams.registration import change_team
from tournoi.storage import Database, models


def check_in(db: Database, *, number: int, present: bool, who: str) -> TeamInfo:
    """Point team ``number`` present (or take its check-in back)."""
    said = "pointée présente" if present else "n'est plus pointée présente"
    return _mark(db, number, "checked_in", present, action="team.check_in", said=said, who=who)


def mark_paid(db: Database, *, number: int, paid: bool, who: str) -> TeamInfo:
    """Record that team ``number`` paid its entry fee (or take it back)."""
    said = "a payé son inscription" if paid else "n'a plus payé son inscription"
    return _mark(db, number, "paid", paid, action="team.paid", said=said, who=who)


def _mark(
    db: Database, number: int, flag: str, value: bool, *, action: str, said: str, who: str
) -> TeamInfo:
    """Set one of the team's door flags, in one audited transaction."""
    with db.session() as session:
        team = find(session, number)
        return change_team(
            session, team, lambda: setattr(team, flag, value), who=who, action=action,
            message=lambda _info: f"Équipe {number} « {team.name} » {said}.",
        )  # fmt: skip


def absent_teams(db: Database) -> list[int]:
    """The teams a check-in leaves out of the first draw: none while nobody is pointed present."""
    with db.session() as session:
        return absent_in(session)


def absent_in(session: Session) -> list[int]:
    """:func:`absent_teams` in the caller's transaction, the withdrawn teams left aside."""
    rows = session.exec(
        select(models.Team.number, models.Team.checked_in).where(
            models.Team.withdrawn_after.is_(None)  # type: ignore[union-attr]
        )
    ).all()
    if not any(present for _number, present in rows):
        return []
    return sorted(number for number, present in rows if not present)
