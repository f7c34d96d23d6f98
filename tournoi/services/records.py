"""Between stored rows and the engine: a donne row read as an ``engine.Donne``, and back.

Every field of the engine's donne has its column, annonce points, renonce and
an arbiter's decision included: nothing copied from a sheet is dropped.
"""

from __future__ import annotations

import json
from dataclasses import replace

from engine import CAPOT, Coinche, Donne, PerTeam, Team, Trump
from engine.jsonio import annonce_to_json, donne_from_json
from tournoi.files.text import Text, checked_text
from tournoi.storage import models


def to_engine(row: models.Donne) -> Donne:
    """The engine's donne of a stored row."""
    donne = Donne(
        taker=None if row.taker is None else Team(row.taker),
        trump=None if row.trump is None else Trump(row.trump),
        points=row.points,
        contract=CAPOT if row.contract_capot else row.contract,
        coinche=Coinche(row.coinche),
        capot=None if row.capot is None else Team(row.capot),
        belotes=PerTeam(row.belote_a, row.belote_b),
        annonce_points=PerTeam(row.annonce_points_a, row.annonce_points_b),
        renonce=None if row.renonce is None else Team(row.renonce),
        decision=_decision(row),
        reason=row.reason,
    )
    if row.annonces:
        annonces = donne_from_json({"annonces": json.loads(row.annonces)}).annonces
        return replace(donne, annonces=annonces)
    return donne


def _decision(row: models.Donne) -> PerTeam[int] | None:
    if row.decision_a is None or row.decision_b is None:
        return None
    return PerTeam(row.decision_a, row.decision_b)


def fill(row: models.Donne, donne: Donne) -> None:
    """Write the fields of ``donne`` into ``row``."""
    row.taker = None if donne.taker is None else donne.taker.value
    row.trump = None if donne.trump is None else donne.trump.value
    row.points = donne.points
    row.contract_capot = donne.contract == CAPOT
    row.contract = None if donne.contract in (None, CAPOT) else int(donne.contract)
    row.coinche = donne.coinche.value
    row.capot = None if donne.capot is None else donne.capot.value
    row.belote_a, row.belote_b = donne.belotes.a, donne.belotes.b
    row.annonce_points_a, row.annonce_points_b = donne.annonce_points.a, donne.annonce_points.b
    row.renonce = None if donne.renonce is None else donne.renonce.value
    decision = donne.decision
    row.decision_a, row.decision_b = (None, None) if decision is None else (decision.a, decision.b)
    row.reason = None if donne.reason is None else checked_text(donne.reason, Text.DECISION)
    if donne.annonces.a or donne.annonces.b:
        row.annonces = json.dumps(
            {team.value: [annonce_to_json(a) for a in donne.annonces[team]] for team in Team},
            ensure_ascii=False,
        )
    else:
        row.annonces = None
