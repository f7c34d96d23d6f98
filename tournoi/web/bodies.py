"""What a phone may send, read into typed bodies: a played donne, a correction, a signature.

A phone records only what the players may record. The keys of a donne that the
desk alone decides (an arbiter's ``decision`` and its ``reason``, a ``renonce``)
are refused here, before the engine reads the donne, with the service's French
message and 403; the service refuses them again for any other face.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from engine import Donne, Team, UserError
from engine.jsonio import donne_from_json, parse_json
from tournoi.services.tables.entry import DECISION_AT_DESK, RENONCE_AT_DESK, DeskOnlyError

_DESK_KEYS: Final = {
    "decision": (DECISION_AT_DESK, None),
    "reason": (DECISION_AT_DESK, None),
    "renonce": (RENONCE_AT_DESK, "§8.4"),
}


class RequestError(UserError):
    """A request the pages never make: its body is not what the route reads."""


@dataclass(frozen=True, slots=True, kw_only=True)
class PreviewBody:
    """``…/preview``: a donne typed, as the next one or instead of the last."""

    donne: Donne
    correcting: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class WriteBody:
    """A write: the page's submission identifier and the sheet's version it showed."""

    submission: str
    version: int


@dataclass(frozen=True, slots=True, kw_only=True)
class DonneBody(WriteBody):
    """``…/donnes`` and ``…/correct-last``: a played donne."""

    donne: Donne


@dataclass(frozen=True, slots=True, kw_only=True)
class SignBody(WriteBody):
    """``…/sign``: the team that signs."""

    team: Team


def read_preview(raw: bytes) -> PreviewBody:
    body = _object(raw)
    return PreviewBody(
        donne=played_donne(_field(body, "donne")),
        correcting=_field(body, "correcting", bool, False),
    )


def read_write(raw: bytes) -> WriteBody:
    body = _object(raw)
    return WriteBody(
        submission=_field(body, "submission", str), version=_field(body, "version", int)
    )


def read_donne(raw: bytes) -> DonneBody:
    body, common = _object(raw), read_write(raw)
    return DonneBody(
        submission=common.submission, version=common.version,
        donne=played_donne(_field(body, "donne")),
    )  # fmt: skip


def read_sign(raw: bytes) -> SignBody:
    body, common = _object(raw), read_write(raw)
    team = _field(body, "team", str)
    if team not in ("A", "B"):
        raise RequestError("Demande incomplète : l'équipe qui signe est A ou B.", field="team")
    return SignBody(submission=common.submission, version=common.version, team=Team(team))


def played_donne(value: object) -> Donne:
    """The donne the players played, as the engine reads it; a key the desk alone decides is
    refused (:class:`DeskOnlyError`), even empty: the page never sends one."""
    if isinstance(value, dict):
        for key, (message, paragraph) in _DESK_KEYS.items():
            if key in value:
                raise DeskOnlyError(message, field=key, paragraph=paragraph)
    return donne_from_json(value)


def _object(raw: bytes) -> dict[str, Any]:
    try:
        body = parse_json(raw)
    except UserError as error:
        raise RequestError(f"Demande illisible : {error}.") from None
    if not isinstance(body, dict):
        raise RequestError("Demande illisible : objet attendu.")
    return body


def _field(body: dict[str, Any], name: str, kind: type = object, default: Any = ...) -> Any:
    value = body.get(name, default)
    if value is ... or not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise RequestError(
            f"Demande incomplète : « {name} » manque ou n'est pas valable.", field=name
        )
    return value
