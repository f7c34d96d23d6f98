"""A mêlée's pairs as the players know them: by their numbers and names, never by the number
of the round's team the draw made of them.

Each pair (and each exempt group) is a team of its round, numbered after the
previous ones: a number no player knows. The documents and the window name it
by its players (« 12 Paul MARTIN – 34 Luc PETIT ») and the exempt ones
likewise (« Exempts : 10 Hugo GIRARD, 14 Noé FONTAINE »).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.services.melee.seats import seats_by_team
from tournoi.services.settings import Format
from tournoi.services.settings import load as load_settings
from tournoi.services.teams.players import MeleePlayerInfo, players_in
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows

Pairs = Mapping[int, tuple[MeleePlayerInfo, ...]]
"""A mêlée's players of each pair and exempt group, by the team's number."""


def pair_players(db: Database) -> dict[int, tuple[MeleePlayerInfo, ...]]:
    """The players of each pair and exempt group, in seat order, by the team's number; empty
    outside a mêlée (its teams are named by their own numbers)."""
    with db.session() as session:
        return pairs_in(session)


def pairs_in(session: Session) -> dict[int, tuple[MeleePlayerInfo, ...]]:
    if load_settings(session).format is not Format.MELEE:
        return {}
    players = {p.number: p for p in players_in(session)}
    query = sa_select(col(models.Team.id), col(models.Team.number))
    numbers = {row[0]: row[1] for row in typed_rows(session, query)}
    return {
        numbers[team_id]: tuple(players[n] for n in seated)
        for team_id, seated in seats_by_team(session).items()
    }


def player_words(player: MeleePlayerInfo) -> str:
    """``12 Paul MARTIN``."""
    return f"{player.number} {player.name}"


def pair_words(players: Sequence[MeleePlayerInfo]) -> str:
    """``12 Paul MARTIN – 34 Luc PETIT``."""
    return " – ".join(player_words(p) for p in players)


def exempt_words(players: Sequence[MeleePlayerInfo]) -> str:
    """``Exempts : 10 Hugo GIRARD, 14 Noé FONTAINE`` (``Exempt : …`` of one)."""
    word = "Exempt" if len(players) == 1 else "Exempts"
    return f"{word}\u00a0: " + ", ".join(player_words(p) for p in players)
