"""A partie recorded by its two final totals alone (« totaux seulement »), or those removed.

Made on a partie claimed by the partie-write unit
(:class:`~tournoi.services.scores.claimed.Claimed`). The totals are checked
against the end of a partie (:func:`~tournoi.services.scores.final_totals.check_totals`);
they count in the standings until donnes entered later end the partie.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import PerTeam
from tournoi.services.errors import StateError
from tournoi.services.scores.claimed import Claimed, Written
from tournoi.services.scores.final_totals import check_totals, ending
from tournoi.services.scores.view import ending_of, mark_on_time, recorded_totals
from tournoi.services.settings import EntryMode


@dataclass(frozen=True, slots=True, kw_only=True)
class RecordTotals:
    """The partie's final totals recorded alone; ``None`` removes them."""

    totals: PerTeam[int] | None
    on_time: bool | None = None
    """Stopped on time (« arrêtée au temps »), or not; ``None`` keeps what the partie says."""
    backed_up: bool = False
    """The caller has just made the copy of the file that a change to a finished partie makes
    first."""


def set_totals(claimed: Claimed, change: RecordTotals) -> Written:
    """The totals of ``change`` recorded for the claimed partie, its result with them."""
    partie, totals, table = claimed.partie, change.totals, claimed.table
    if change.on_time is not None:
        mark_on_time(partie, on_time=change.on_time, donnes=len(claimed.stored))
    if totals is not None:
        _check_recordable(claimed, totals)
    before = recorded_totals(partie)
    if totals is None and before is None:
        raise StateError(f"Aucun total seul n'est enregistré à la table {table}.")
    finished = claimed.finished_copied(backed_up=change.backed_up)
    partie.totals_a = None if totals is None else totals.a
    partie.totals_b = None if totals is None else totals.b
    scored = claimed.scored()
    claimed.store(ending(scored, totals), donnes=len(claimed.stored))
    what = "totaux retirés" if totals is None else f"totaux seulement, {totals.a} – {totals.b}"
    what += ", arrêtée au temps" if partie.ended else ""
    claimed.record(
        action="partie.totals", message=f"{claimed.place} : {what}.",
        before={"totals": None if before is None else [before.a, before.b]},
        after={"totals": None if totals is None else [totals.a, totals.b]},
    )  # fmt: skip
    return claimed.answer(scored, finished=finished)


def _check_recordable(claimed: Claimed, totals: PerTeam[int]) -> None:
    table = claimed.table
    if claimed.settings.entry is EntryMode.DONNES:
        raise StateError(
            "Ce tournoi se saisit donne par donne : les totaux seuls ne sont pas "
            "acceptés (voyez les réglages du tournoi, onglet Format)."
        )
    if claimed.partie.forfeit_team_id is not None:
        raise StateError(f"La table {table} est déclarée forfait : annulez d'abord le forfait.")
    if claimed.stored:
        raise StateError(
            f"Des donnes sont saisies à la table {table} : ses totaux sont ceux des "
            "donnes. Comparez-les plutôt avec la feuille (Totaux de la feuille, Alt+X)."
        )
    check_totals(claimed.settings.rules, totals, on_time=ending_of(claimed.partie) is not None)
