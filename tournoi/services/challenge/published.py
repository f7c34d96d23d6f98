"""The season's challenge as the results' site of one of its concours shows it.

The command line names the challenge file (``--challenge``); the window offers
the challenge last opened in its « Challenge de la saison » window when it
holds the concours. Either way the site carries the challenge's page only if
this concours was added to it: a concours never publishes the ranking of a
challenge it is not in.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from engine import UserError
from tournoi.services.challenge.errors import ConcoursNotInChallenge
from tournoi.services.challenge.season import Season, challenge_name, number_by_identity, season
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


def holding_challenge(path: Path, *, db: Database) -> str | None:
    """The name of the challenge of the file ``path`` if it holds the open tournament ``db``;
    ``None`` when it does not, or the file is gone or unreadable (the window then offers
    nothing)."""
    try:
        if number_by_identity(path, identity=concours_identity(db)) is None:
            return None
        return challenge_name(path)
    except UserError:
        return None
