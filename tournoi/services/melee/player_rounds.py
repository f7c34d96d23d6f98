"""A mêlée player's detail: each round he was drawn in, his partner, his opponents, his marks.

His rounds are his pairs': the pair the draw seated him in that round (a team
of that round, :mod:`tournoi.services.melee.seats`), its table, the pair it
faced and the result stored for it, as the standings count them
(:mod:`tournoi.services.melee.standings`). An exempt player has no table, no
partner and no opponent: the players left over with him share the bye.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.services.melee.seats import seats_by_team
from tournoi.services.ranking import Outcome
from tournoi.services.teams.players import find_player, players_in, require_melee
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows


@dataclass(frozen=True, slots=True, kw_only=True)
class Seat:
    """A player as the detail names him."""

    number: int
    name: str


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerRoundLine:
    """One round of a mêlée player: ``table`` ``None`` when he was exempt."""

    round: int
    table: int | None
    partner: Seat | None
    opponents: tuple[Seat, ...]
    marks_for: int | None
    marks_against: int | None
    outcome: Outcome | None
    """``None`` while the partie is not over."""


def player_rounds(db: Database, *, number: int) -> list[PlayerRoundLine]:
    """Player ``number``'s rounds, in order; a ``NotFoundError`` for a number nobody has."""
    with db.session() as session:
        require_melee(session)
        find_player(session, number)
        return every_player_rounds(session).get(number, [])


def every_player_rounds(session: Session) -> dict[int, list[PlayerRoundLine]]:
    """Each registered player's rounds, in order, by his number, read at once (the results'
    site shows them all); a player drawn in no round has none."""
    seated = seats_by_team(session)
    names = {p.number: p.name for p in players_in(session)}
    results = _results(session)

    def seats(team_id: int | None, but: int) -> tuple[Seat, ...]:
        numbers = () if team_id is None else seated.get(team_id, ())
        return tuple(Seat(number=n, name=names[n]) for n in numbers if n != but)

    def line(
        number: int, round_number: int, table: int | None, mine: int, theirs: int | None
    ) -> PlayerRoundLine:
        got = results.get((round_number, mine))
        # The players exempt with him are no partner: none of them played.
        partner = seats(mine, number) if table is not None else ()
        return PlayerRoundLine(
            round=round_number,
            table=table,
            partner=partner[0] if partner else None,
            opponents=seats(theirs, number),
            marks_for=None if got is None else got[0],
            marks_against=None if got is None else got[1],
            outcome=None if got is None else got[2],
        )

    found: dict[int, list[PlayerRoundLine]] = {}
    for round_number, table, a, b in _parties(session):
        for mine, theirs in ((a, b), (b, a)):
            for number in seated.get(mine, ()):
                found.setdefault(number, []).append(line(number, round_number, table, mine, theirs))
    for round_number, bye in _byes(session):
        for number in seated.get(bye, ()):
            found.setdefault(number, []).append(line(number, round_number, None, bye, None))
    return {
        number: sorted(lines, key=lambda found_line: found_line.round)
        for number, lines in found.items()
    }


def _parties(session: Session) -> Sequence[Sequence[Any]]:
    """Every partie: its round's number, its table and its two pairs' team ids."""
    partie, round_ = models.Partie, models.Round
    return typed_rows(
        session,
        sa_select(
            col(round_.number),
            col(partie.table_number),
            col(partie.team_a_id),
            col(partie.team_b_id),
        ).join(round_, col(round_.id) == col(partie.round_id)),
    )


def _byes(session: Session) -> Sequence[Sequence[Any]]:
    """Each round's number and its exempt group's team id, for the rounds that have one."""
    round_ = models.Round
    return typed_rows(
        session,
        sa_select(col(round_.number), col(round_.bye_team_id)).where(
            col(round_.bye_team_id).is_not(None)
        ),
    )


def _results(session: Session) -> dict[tuple[int, int], tuple[int, int, Outcome]]:
    """(round number, team id) → its marks for, against, and its outcome."""
    result, round_ = models.Result, models.Round
    rows = typed_rows(
        session,
        sa_select(
            col(round_.number),
            col(result.team_id),
            col(result.marks_for),
            col(result.marks_against),
            col(result.outcome),
        ).join(round_, col(round_.id) == col(result.round_id)),
    )
    return {
        (round_number, team_id): (marks_for, marks_against, Outcome(outcome))
        for round_number, team_id, marks_for, marks_against, outcome in rows
    }
