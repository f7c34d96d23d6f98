"""A mêlée's player withdrawn during the day (illness, leaving early), and back again.

The words and the undo are a team's (:func:`tournoi.services.teams.registration.withdraw_team`):
withdrawn after the last round drawn, the player is seated by no later draw; his
parties played stay his, and the individual standings rank him apart, « retiré »
(:mod:`tournoi.services.melee.standings`). The players a draw then leaves over
sit out as today: a bye for the group left. A round already drawn keeps its
pairs: his pair plays it, or the arbiter cancels that draw while nothing of it
is entered, and the draw made again leaves him out.
"""

from __future__ import annotations

from collections.abc import Callable

from sqlmodel import Session, col, func, select

from tournoi.services import audit
from tournoi.services.errors import StateError
from tournoi.services.teams.info import last_round_number
from tournoi.services.teams.players import (
    MeleePlayerInfo,
    find_player,
    info_of,
    require_melee,
)
from tournoi.storage import Database, models


def withdraw_player(db: Database, *, number: int, who: str) -> MeleePlayerInfo:
    """Withdraw player ``number``: no draw seats him from the next round on; his results stay."""
    with db.session() as session:
        require_melee(session)
        row = find_player(session, number)
        if row.withdrawn_after is not None:
            raise StateError(f"Le joueur {number} est déjà retiré.", field="number")
        after = last_round_number(session)

        def apply() -> None:
            row.withdrawn_after = after

        return _change(
            session, row, apply, who=who, action="melee.player.withdraw",
            said=lambda info: info.status,
        )  # fmt: skip


def reinstate_player(db: Database, *, number: int, who: str) -> MeleePlayerInfo:
    """Undo a withdrawal: player ``number`` is drawn again from the next round on."""
    with db.session() as session:
        require_melee(session)
        row = find_player(session, number)
        if row.withdrawn_after is None:
            raise StateError(f"Le joueur {number} n'est pas retiré.", field="number")
        seated = session.exec(
            select(func.count())
            .select_from(models.Player)
            .where(col(models.Player.melee_player_id) == row.id)
        ).one()
        next_round = last_round_number(session) + 1

        def apply() -> None:
            row.withdrawn_after = None
            if not seated:
                # Never drawn: he arrives with the next round, like a late arrival.
                row.first_round = max(row.first_round, next_round)

        return _change(
            session, row, apply, who=who, action="melee.player.reinstate",
            said=lambda _info: "de nouveau inscrit",
        )  # fmt: skip


def _change(
    session: Session,
    row: models.MeleePlayer,
    apply: Callable[[], None],
    *,
    who: str,
    action: str,
    said: Callable[[MeleePlayerInfo], str],
) -> MeleePlayerInfo:
    before = info_of(row)
    apply()
    session.add(row)
    session.flush()
    after = info_of(row)
    audit.record(
        session, who=who, action=action,
        message=f"Joueur {after.number} « {after.name} » {said(after)}.",
        before={"withdrawn_after": before.withdrawn_after, "first_round": before.first_round},
        after={"withdrawn_after": after.withdrawn_after, "first_round": after.first_round},
    )  # fmt: skip
    return after
