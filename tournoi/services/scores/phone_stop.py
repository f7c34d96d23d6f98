"""A table's phone marking its partie stopped on time (« arrêtée au temps »): when it may.

The server does not know the clock (it runs on the projector, started by the
organiser), so a phone of a concours played on time may mark its partie at
any moment: the players do it at the bell, once the donne in play then is
sent. What it may not: mark a partie of a concours with no duration, a sheet
with no donne (the bell's donne would be unknown), a partie already over on
its points, or one already marked. Taking the mark back is the desk's.
"""

from __future__ import annotations

from tournoi.services.errors import StateError
from tournoi.services.scores.claimed import Claimed
from tournoi.services.scores.view import ending_of


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
