"""The standings of the qualifying rounds alone, once the finals are drawn: what seeded them,
still shown beside the final ranking (« Classement des tours »)."""

from __future__ import annotations

from sqlmodel import select

from tournoi.services.ranking import StandingRow
from tournoi.services.standings.current import standings_before
from tournoi.storage import Database, models


def qualifying_standings(db: Database) -> list[StandingRow] | None:
    """The standings on the rounds before the finals, or ``None`` while there are no finals."""
    with db.session() as session:
        phase = session.exec(select(models.FinalPhase)).first()
        if phase is None:
            return None
        return standings_before(session, phase.after_round + 1)
