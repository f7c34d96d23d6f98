"""A partie's state as a write leaves it, the refusals that writes of its result meet, and
what a change to a finished partie warns of."""

from __future__ import annotations

from sqlmodel import Session, col, select

from tournoi.services.errors import StateError
from tournoi.services.scores.final_totals import Ending
from tournoi.services.scores.view import PartieState
from tournoi.services.standings.current import order_before
from tournoi.storage import models


def state_of(end: Ending, *, donnes: int) -> PartieState:
    """The state of a partie that ends (or not) this way with ``donnes`` entered."""
    if end.over:
        return PartieState.FINISHED
    return PartieState.IN_PROGRESS if donnes else PartieState.NOT_STARTED


def set_state(session: Session, partie: models.Partie, state: PartieState) -> None:
    partie.state = state.value
    session.add(partie)


def check_unlocked(partie: models.Partie, table: int) -> None:
    if PartieState(partie.state) is PartieState.VALIDATED:
        raise StateError(
            f"La partie de la table {table} est validée par l'arbitre : "
            "déverrouillez-la avant de la modifier."
        )


def check_not_forfeited(partie: models.Partie, table: int) -> None:
    """A forfeited table has no donnes to write: the forfeit is cancelled first."""
    if partie.forfeit_team_id is not None:
        raise StateError(f"La table {table} est déclarée forfait : annulez d'abord le forfait.")


def later_draws(session: Session, round_number: int) -> tuple[str, ...]:
    """Later rounds drawn on standings that this correction has changed."""
    warnings = []
    later = session.exec(
        select(models.Round)
        .where(models.Round.number > round_number)
        .order_by(col(models.Round.number))
    )
    for round_row in later:
        basis = round_row.standings_basis.split(",")
        # Teams registered or removed since that draw do not make its standings different.
        order = [n for n in map(str, order_before(session, round_row.number)) if n in basis]
        if round_row.standings_basis and order != [n for n in basis if n in order]:
            warnings.append(
                f"Le tour {round_row.number} a été tiré sur un classement qui n'est plus le "
                "même après cette correction : son tirage aurait pu être différent."
            )
    return tuple(warnings)
