"""A partie marked stopped on time (« arrêtée au temps »): what no face may mark, and when a
table's phone may.

Nobody marks a sheet with neither donne nor totals: the bell's donne is unknown
and no total says who was ahead (:class:`NothingToStopError`, whoever marks it).
The server does not know the clock (it runs on the projector, started by the
organiser), so a phone of a concours played on time may mark its partie at
any moment: the players do it at the bell, once the donne in play then is
sent. What it may not: mark a partie of a concours with no duration, a sheet
with no donne (the bell's donne would be unknown), a partie already over on
its points, or one already marked. Taking the mark back is the desk's.
"""

from __future__ import annotations

from engine import PerTeam, Rules
from tournoi.services.errors import StateError
from tournoi.services.scores.claimed import Claimed
from tournoi.services.scores.view import SheetView, ending_of, recorded_totals


class NothingToStopError(StateError):
    """« Arrêtée au temps » on a sheet with neither donne nor totals: who was ahead at the
    bell is unknown."""


def empty_stop(sheet: SheetView) -> NothingToStopError | None:
    """Why ``sheet`` may not be marked stopped on time, as the write would refuse it: for a
    face to say before it asks anything else; ``None`` when it may."""
    return _nothing_to_stop(len(sheet.lines), sheet.recorded, sheet.rules)


def refuse_empty_stop(claimed: Claimed) -> None:
    """Refuse (:class:`NothingToStopError`) to mark the claimed partie stopped on time while
    its sheet holds neither donne nor totals."""
    refused = _nothing_to_stop(
        len(claimed.stored), recorded_totals(claimed.partie), claimed.settings.rules
    )
    if refused is not None:
        raise refused


def _nothing_to_stop(
    donnes: int, recorded: PerTeam[int] | None, rules: Rules
) -> NothingToStopError | None:
    """The refusal of a sheet with neither donne nor totals: the higher total at the bell
    wins (contrée §10.4, classique §10.3), and there is none."""
    if donnes or recorded is not None:
        return None
    return NothingToStopError(
        "Aucune donne n'est saisie : tapez d'abord les donnes jouées, jusqu'à celle en cours "
        "à la sonnerie, puis marquez la partie arrêtée au temps ; ou tapez les deux totaux "
        "de la feuille (« 1300 1250 »).",
        field="on_time",
        paragraph="§10.4" if rules.is_contree else "§10.3",
    )


class PhoneOnTimeError(StateError):
    """A phone's « arrêtée au temps » the partie cannot take."""


def refuse_phone_stop(claimed: Claimed) -> None:
    """Refuse (:class:`PhoneOnTimeError`) a phone's mark that the claimed partie cannot take:
    judged on what the write read once, under its lock."""
    if claimed.settings.partie_minutes is None:
        raise PhoneOnTimeError(
            "Ce concours ne se joue pas au temps (aucune durée de partie n'est réglée) : "
            "chaque partie se joue jusqu'à son terme.",
            field="on_time",
        )
    if ending_of(claimed.partie) is not None:
        raise PhoneOnTimeError("La partie est déjà marquée arrêtée au temps.", field="on_time")
    if not claimed.stored:
        raise PhoneOnTimeError(
            "Aucune donne n'est saisie : envoyez d'abord les donnes jouées, jusqu'à celle en "
            "cours à la sonnerie, puis marquez la partie arrêtée au temps.",
            field="on_time",
        )
    if claimed.scored().is_over:
        raise PhoneOnTimeError(
            "La partie est déjà finie sur ses points : elle n'a pas à être arrêtée au temps.",
            field="on_time",
        )
