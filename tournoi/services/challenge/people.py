"""Who is who across the concours of a season: the same person by licence, else by name.

A player keeps his licence from one concours to the next; when it was not
typed, his name (accents, case and spacing aside) finds him, provided the
name belongs to one licence only. Two licences under one name are two
people: each is ranked on his own, and both are flagged, as is a player of
that name without licence, who cannot be told apart.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from tournoi.services.challenge.snapshot import PlayerLine
from tournoi.services.teams.natural_order import folded


@dataclass(frozen=True, slots=True)
class PersonKey:
    """A person of the challenge: ``licence`` when known, else the folded ``name``."""

    kind: str
    value: str


@dataclass(frozen=True, slots=True, kw_only=True)
class People:
    """The key of every player met, and the names several people share."""

    keys: Mapping[PlayerLine, PersonKey]
    homonyms: Mapping[str, str]
    """The folded names several people share, each with the warning shown beside them."""

    def key(self, player: PlayerLine) -> PersonKey:
        return self.keys[player]

    def warning(self, player: PlayerLine) -> str:
        return self.homonyms.get(folded(player.full_name), "")


def identify(players: Iterable[PlayerLine]) -> People:
    """Every player's person, found by licence, else by a name that has one licence only."""
    met = list(dict.fromkeys(players))
    licences: dict[str, set[str]] = defaultdict(set)
    for player in met:
        if player.licence:
            licences[folded(player.full_name)].add(_licence(player.licence))
    keys = {player: _key(player, licences) for player in met}
    homonyms = {
        name: _warning(met, name, found) for name, found in licences.items() if len(found) > 1
    }
    return People(keys=keys, homonyms=homonyms)


def _licence(text: str) -> str:
    return "".join(text.split()).casefold()


def _key(player: PlayerLine, licences: Mapping[str, set[str]]) -> PersonKey:
    if player.licence:
        return PersonKey("licence", _licence(player.licence))
    name = folded(player.full_name)
    found = licences.get(name, set())
    if len(found) == 1:
        return PersonKey("licence", next(iter(found)))
    return PersonKey("name", name)


def _warning(met: list[PlayerLine], name: str, found: set[str]) -> str:
    shown = next(p.full_name for p in met if folded(p.full_name) == name)
    numbers = ", ".join(sorted(found))
    return (
        f"Homonymes : plusieurs joueurs s'appellent « {shown} » (licences {numbers}) ; "
        "chacun est classé sous sa licence, un concours joué sans licence ne peut être attribué."
    )
