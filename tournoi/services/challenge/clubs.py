"""Whose concours a challenge takes: those its club organised.

A club's challenge ranks its own concours; one organised by another club (its
file sent by a neighbour, picked by mistake in the folder) is refused. The
tournament's « Organisateur » is compared with the challenge's club as names are
(:func:`~tournoi.services.teams.natural_order.folded`): without accents, case, hyphens
or doubled spaces, so that « Belote Club de Vitré » is « BELOTE-CLUB DE VITRE ».
A concours whose organiser was left blank is the club's own (the secretary
rarely types his own club's name); a challenge without a club takes any concours.
"""

from __future__ import annotations

from tournoi.services.challenge.errors import ConcoursOfAnotherClub
from tournoi.services.challenge.snapshot import ConcoursSnapshot
from tournoi.services.teams.natural_order import folded


def club_words(club: str) -> str:
    """Whose concours the challenge takes, in words."""
    if not club:
        return "Tout concours terminé y entre, quel que soit son organisateur."
    return (
        f"Seuls les concours organisés par « {club} » y entrent (le nom du club est comparé "
        "sans accents ni majuscules ; un concours sans organisateur est pris)."
    )


def refuse_another_club(club: str, concours: ConcoursSnapshot) -> None:
    """Refuse ``concours`` when it names an organiser other than ``club``."""
    if not club or not concours.organiser.strip():
        return
    if folded(concours.organiser) != folded(club):
        raise ConcoursOfAnotherClub(
            f"Le concours « {concours.name} » est organisé par « {concours.organiser} », pas par "
            f"« {club} » : il ne compte pas dans le challenge de ce club (les noms de club sont "
            "comparés sans accents ni majuscules).",
            field="concours",
        )
