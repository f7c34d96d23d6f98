"""What a table's phone may not change, in the players' words: refused before the desk's checks.

A phone writes only the donnes the players played, on a sheet its table may
still change: not once the arbiter locked the table, validated the partie or
declared it forfeit, nor once both teams signed it; and it changes no line the
arbiter decided. The phone's page shows the same words before it sends
anything (:attr:`~tournoi.services.tables.entry.PhoneSheet.refusal`).
"""

from __future__ import annotations

from typing import Final

from engine import Donne, PerTeam
from tournoi.services.errors import StateError
from tournoi.services.scores.signatures import BOTH_SIGNED, holding
from tournoi.services.scores.view import PartieState
from tournoi.storage import models

DESK_LINE: Final = (
    "La dernière donne de la feuille a été décidée par l'arbitre : elle ne se change "
    "qu'à la table d'arbitrage."
)


def refusal(
    table: int, locked: bool, state: PartieState, *, forfeit: bool, signed: bool = False
) -> str | None:
    """Why a table's phone cannot write, in French; ``None`` when it can."""
    if locked:
        return (
            f"La table {table} est verrouillée par l'arbitre : le téléphone ne fait "
            "plus que lire la feuille."
        )
    if state is PartieState.VALIDATED:
        return (
            f"La partie de la table {table} est validée par l'arbitre : elle ne se "
            "change plus qu'à la table d'arbitrage."
        )
    if forfeit:
        return f"La table {table} est déclarée forfait : la feuille ne se remplit pas."
    return BOTH_SIGNED if signed else None


def decided_at_desk(donne: Donne) -> bool:
    """A donne the players may not record themselves: an arbiter's decision, a renonce."""
    return donne.is_decision or donne.reason is not None or donne.renonce is not None


def refuse_phone(
    table: int, locked: bool, partie: models.Partie, donnes: list[Donne], *, names_last: bool
) -> None:
    """Refuse (:class:`StateError`) a phone's write on a sheet it may not change, holding
    ``donnes``; ``names_last``: a write that changes the last donne."""
    both = holding(PerTeam(partie.signed_a, partie.signed_b), donnes)
    refused = refusal(
        table, locked, PartieState(partie.state),
        forfeit=partie.forfeit_team_id is not None, signed=both.a and both.b,
    )  # fmt: skip
    if refused is None and names_last and donnes and decided_at_desk(donnes[-1]):
        refused = DESK_LINE  # a phone neither corrects nor deletes an arbiter's line
    if refused is not None:
        raise StateError(refused)
