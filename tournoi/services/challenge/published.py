"""The season's challenge as the results' site of one of its concours shows it.

The organiser names the challenge file when exporting or publishing the site
(the file may live on a key, or a club run two challenges): the site then
carries the challenge's page, on the condition that this concours was added to
it, so that a concours never publishes the ranking of a challenge it is not in.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from tournoi.services.challenge.errors import ConcoursNotInChallenge
from tournoi.services.challenge.season import Season, number_by_identity, season
from tournoi.services.challenge.snapshot import concours_identity
from tournoi.storage import Database


@dataclass(frozen=True, slots=True, kw_only=True)
class ConcoursSeason:
    """The challenge a concours counts in, and that concours' number in it."""

    season: Season
    number: int


def concours_season(path: Path, *, db: Database) -> ConcoursSeason:
    """The challenge of the file ``path``, which must hold the open tournament ``db``."""
    number = number_by_identity(path, identity=concours_identity(db))
    if number is None:
        raise ConcoursNotInChallenge(
            f"Ce concours n'est pas dans le challenge « {path.name} » : ajoutez-le d'abord "
            "(tournoi challenge add, ou « Ajouter un concours » dans la fenêtre du challenge), "
            "une fois sa dernière partie jouée ; le site se publie sans challenge avant.",
            field="challenge",
        )
    return ConcoursSeason(season=season(path), number=number)
