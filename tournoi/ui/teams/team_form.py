"""What the team dialog hands over: the players typed, and what the service may choose."""

from __future__ import annotations

from dataclasses import dataclass

from tournoi.services.teams.info import PlayerInfo


@dataclass(frozen=True, slots=True)
class TeamForm:
    """What the arbiter typed; ``None`` where the service chooses (number, name)."""

    players: tuple[PlayerInfo, PlayerInfo]
    number: int | None
    name: str | None
    fixed_table: int | None
    present: bool = False
    """Pointed present at the door as it is registered (a new team only)."""
    paid: bool = False
