"""The finals' tie-break (« départage »): how a partie of the finals with equal totals is decided.

Chosen when the finals are set up, with the FFB's rule as default (one more
donne while the totals are equal, contrée §10.4, classique §10.3), or the
organiser's own (the better seed of the qualifying rounds goes through). It
may change until the first partie of the finals has a donne (or its totals):
from then on a partie has been played under it.
"""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import exists, or_
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import StateError
from tournoi.services.finals.state import FinalsState
from tournoi.services.settings import Format, KnockoutTie
from tournoi.storage import Database, models


class TieBreakLockedError(StateError):
    """The tie-break cannot change: a partie of the finals is under way."""


def tie_break(db: Database) -> KnockoutTie:
    """The tie-break as stored."""
    with db.session() as session:
        return settings_service.load(session).knockout_tie


def lock(db: Database) -> str | None:
    """Why the tie-break can no longer change, or ``None`` while it can."""
    with db.session() as session:
        return locked_reason(session)


def locked_reason(session: Session) -> str | None:
    """Why the tie-break can no longer change, or ``None`` while it can."""
    partie, place, donne = models.Partie, models.BracketPartie, models.Donne
    started = session.execute(
        sa_select(col(partie.table_number), col(partie.round_id))
        .join(place, col(place.partie_id) == col(partie.id))
        .where(
            or_(
                exists().where(col(donne.partie_id) == col(partie.id)),
                col(partie.totals_a).is_not(None),
                col(partie.forfeit_team_id).is_not(None),
            )
        )
        .limit(1)
    ).first()
    if started is None:
        return None
    number = session.get(models.Round, started[1])
    round_number = number.number if number is not None else "?"
    return (
        f"Le départage de la phase finale ne peut plus changer : la table {started[0]} du "
        f"tour {round_number} a déjà une donne (ou ses totaux), jouée sous le départage actuel."
    )


def _hold_finals_parties(session: Session) -> None:
    """On a database server, the finals' parties held as a phone's or the desk's write holds
    its own (:mod:`tournoi.services.scores.claim`): a donne being written is committed before
    the check reads, and none lands after it under the old rule. SQLite's checked write holds
    the whole file already (the clause is not written there)."""
    partie, place = models.Partie, models.BracketPartie
    session.execute(
        sa_select(col(partie.id))
        .join(place, col(place.partie_id) == col(partie.id))
        .with_for_update(of=partie, key_share=True)
    ).all()


def store_tie_break(session: Session, *, chosen: KnockoutTie, who: str) -> bool:
    """Store ``chosen`` inside the caller's transaction; whether it changed. Refused once a
    partie of the finals is under way (:func:`locked_reason`)."""
    current = settings_service.load(session)
    if current.format is Format.MELEE:
        raise StateError(
            "Ce concours se joue à la mêlée : il n'a pas de phase finale, donc pas de départage.",
            field="knockout_tie",
        )
    if current.knockout_tie is chosen:
        return False
    _hold_finals_parties(session)
    reason = locked_reason(session)
    if reason is not None:
        raise TieBreakLockedError(reason, field="knockout_tie")
    tournament = session.execute(sa_select(col(models.Tournament.id))).scalar_one()
    settings_service.store(session, tournament, replace(current, knockout_tie=chosen))
    audit.record(
        session,
        who=who,
        action="finals.tie_break",
        message=f"Départage de la phase finale : {chosen.french.lower()}.",
        before=[current.knockout_tie.sentence],
        after=[chosen.sentence],
    )
    return True


def seed_decisions(state: FinalsState | None) -> dict[int, str]:
    """Team number → why its matches ended equal were decided as they were (the better seed
    through), the words of each, stage by stage; a team with none is left out."""
    found: dict[int, list[str]] = {}
    for bracket in () if state is None else state.brackets:
        for matches in bracket.matches:
            for match in matches:
                words = match.tie_words
                if words is None:
                    continue
                for team in (match.a, match.b):
                    if team is not None:
                        found.setdefault(team.number, []).append(words)
    return {number: " ; ".join(words) for number, words in found.items()}


def set_tie_break(db: Database, *, chosen: KnockoutTie, who: str) -> KnockoutTie:
    """Change the finals' tie-break; refused once a partie of the finals is under way."""
    with db.session(checked_write=True) as session:
        store_tie_break(session, chosen=chosen, who=who)
    return chosen
