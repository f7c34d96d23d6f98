"""Between stored rows and the engine: a donne row read as an ``engine.Donne``, and back.

Every field of the engine's donne has its column, annonce points, renonce and
an arbiter's decision included: nothing copied from a sheet is dropped.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Final, cast

from engine import CAPOT, Coinche, Donne, PerTeam, Team, Trump
from engine.jsonio import annonce_to_json, donne_from_json
from tournoi.files.text import Text, checked_text
from tournoi.storage import models

COLUMNS: Final = (
    "taker", "trump", "points", "contract", "contract_capot", "coinche", "capot", "belote_a",
    "belote_b", "annonces", "annonce_points_a", "annonce_points_b", "renonce", "decision_a",
    "decision_b", "reason",
)  # fmt: skip
"""The columns of a donne row that make its engine donne, in the order :func:`from_columns`
takes them."""
Columns = tuple[object, ...]

_TEAMS: Final = {team.value: team for team in Team}
_TRUMPS: Final = {trump.value: trump for trump in Trump}
_COINCHES: Final = {coinche.value: coinche for coinche in Coinche}


def to_engine(row: models.Donne) -> Donne:
    """The engine's donne of a stored row."""
    return from_columns(tuple(getattr(row, name) for name in COLUMNS))


def from_columns(values: Columns) -> Donne:
    """The engine's donne of the values of :data:`COLUMNS`, read from a row.

    The check of a whole file reads plain values, not a model per row; both go
    through here. The enumerated values were checked as they were read
    (``storage.domains``): a lookup, not a conversion, finds each member.
    """
    (taker, trump, points, contract, contract_capot, coinche, capot, belote_a, belote_b,
     annonces, annonce_points_a, annonce_points_b, renonce, decision_a, decision_b,
     reason) = values  # fmt: skip
    donne = Donne(
        taker=None if taker is None else _TEAMS[cast(str, taker)],
        trump=None if trump is None else _TRUMPS[cast(str, trump)],
        points=cast(int | None, points),
        contract=CAPOT if contract_capot else cast(int | None, contract),
        coinche=_COINCHES[cast(str, coinche)],
        capot=None if capot is None else _TEAMS[cast(str, capot)],
        belotes=PerTeam(cast(int, belote_a), cast(int, belote_b)),
        annonce_points=PerTeam(cast(int, annonce_points_a), cast(int, annonce_points_b)),
        renonce=None if renonce is None else _TEAMS[cast(str, renonce)],
        decision=None
        if decision_a is None or decision_b is None
        else PerTeam(cast(int, decision_a), cast(int, decision_b)),
        reason=cast(str | None, reason),
    )
    if annonces:
        declared = donne_from_json({"annonces": json.loads(cast(str, annonces))}).annonces
        return replace(donne, annonces=declared)
    return donne


def as_stored(donne: Donne) -> Donne:
    """``donne`` as its row gives it back: the decision's reason checked and tidied like every
    typed text (:func:`fill` stores it so), so that a sheet answered from the write's own
    donnes is the sheet read again."""
    if donne.reason is None:
        return donne
    return replace(donne, reason=checked_text(donne.reason, Text.DECISION))


def fill(row: models.Donne, donne: Donne) -> None:
    """Write the fields of ``donne`` into ``row``."""
    for name, value in columns_of(donne).items():
        setattr(row, name, value)


def columns_of(donne: Donne) -> dict[str, object]:
    """The values of :data:`COLUMNS` that store ``donne``."""
    decision, annonces = donne.decision, None
    if donne.annonces.a or donne.annonces.b:
        annonces = json.dumps(
            {team.value: [annonce_to_json(a) for a in donne.annonces[team]] for team in Team},
            ensure_ascii=False,
        )
    return {
        "taker": None if donne.taker is None else donne.taker.value,
        "trump": None if donne.trump is None else donne.trump.value,
        "points": donne.points,
        "contract": None if donne.contract in (None, CAPOT) else int(donne.contract),
        "contract_capot": donne.contract == CAPOT,
        "coinche": donne.coinche.value,
        "capot": None if donne.capot is None else donne.capot.value,
        "belote_a": donne.belotes.a,
        "belote_b": donne.belotes.b,
        "annonces": annonces,
        "annonce_points_a": donne.annonce_points.a,
        "annonce_points_b": donne.annonce_points.b,
        "renonce": None if donne.renonce is None else donne.renonce.value,
        "decision_a": None if decision is None else decision.a,
        "decision_b": None if decision is None else decision.b,
        "reason": None if donne.reason is None else checked_text(donne.reason, Text.DECISION),
    }
