"""A team's signature on a finished sheet (« Équipe A signe »), and whether it still holds.

A signature is a fingerprint of the donnes signed: once a donne changes, it no
longer holds, and the team signs again.
"""

from __future__ import annotations

import hashlib
import json

from engine import Donne, PerTeam
from engine.jsonio import donne_to_json
from tournoi.services.scores import SheetView
from tournoi.storage import models


def fingerprint(donnes: list[Donne]) -> str:
    """What a signature holds: the donnes signed, hashed; any change makes another."""
    text = json.dumps([donne_to_json(d) for d in donnes], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def signatures(partie: models.Partie, sheet: SheetView) -> PerTeam[bool]:
    """Which teams' signatures still hold: given on the donnes the sheet has now."""
    return holding(PerTeam(partie.signed_a, partie.signed_b), [line.donne for line in sheet.lines])


def holding(signed: PerTeam[str | None], donnes: list[Donne]) -> PerTeam[bool]:
    """Which of the signatures ``signed`` were given on ``donnes``."""
    if not (signed.a or signed.b):  # most sheets: nothing to hash
        return PerTeam(False, False)
    now = fingerprint(donnes)
    return PerTeam(signed.a == now, signed.b == now)
