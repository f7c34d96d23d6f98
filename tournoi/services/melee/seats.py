"""Who sat in each pair of a mêlée: the registered players behind each team of a round.

Read by the draw (the history it avoids), the rounds' views and the
individual standings; apart from the draws' package, so that ranking the
players loads nothing of a draw.
"""

from __future__ import annotations

from collections import defaultdict

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.storage import models
from tournoi.storage.plain_rows import typed_rows


def seats_by_team(session: Session) -> dict[int, tuple[int, ...]]:
    """Each pair's player numbers (the exempt group's too), in seat order, by the team's id."""
    player, melee = models.Player, models.MeleePlayer
    rows = typed_rows(
        session,
        sa_select(col(player.team_id), col(melee.number))
        .join(melee, col(melee.id) == col(player.melee_player_id))
        .order_by(col(player.team_id), col(player.position)),
    )
    seated: dict[int, list[int]] = defaultdict(list)
    for team_id, number in rows:
        seated[team_id].append(number)
    return {team_id: tuple(numbers) for team_id, numbers in seated.items()}
