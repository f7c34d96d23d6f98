"""Numbering the tables of a drawn round, fixed tables honoured, and the round as drawn."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import count

from tournoi.services.pairing.entrants import Entrant, Met, met_round


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawnTable:
    """One table of a round: ``a`` is the better-ranked team, ``note`` says why these two."""

    table: int
    a: int
    b: int
    note: str


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawResult:
    """A drawn round: the tables by number, the exempt team, and how many rematches it holds."""

    tables: tuple[DrawnTable, ...]
    bye: int | None
    bye_note: str | None
    rematches: int


def draw_result(
    seated: Sequence[tuple[Entrant, Entrant, list[str]]],
    met: Met,
    *,
    bye: Entrant | int | None,
    bye_note: str | None,
) -> DrawResult:
    """Number the tables: fixed tables first, the other pairs on the lowest free numbers in order."""
    taken = {_fixed_table(a, b) for a, b, _ in seated} - {None}
    free = (number for number in count(1) if number not in taken)
    tables = []
    for a, b, parts in seated:
        table = _fixed_table(a, b)
        if table is None:
            table = next(free)
        tables.append(
            DrawnTable(
                table=table, a=a.number, b=b.number, note=_sentences(parts + _fixed_notes(a, b))
            )
        )
    return DrawResult(
        tables=tuple(sorted(tables, key=lambda drawn: drawn.table)),
        bye=bye.number if isinstance(bye, Entrant) else bye,
        bye_note=bye_note,
        rematches=sum(1 for a, b, _ in seated if met_round(met, a.number, b.number) is not None),
    )


def _fixed_table(a: Entrant, b: Entrant) -> int | None:
    return a.fixed_table if a.fixed_table is not None else b.fixed_table


def _fixed_notes(a: Entrant, b: Entrant) -> list[str]:
    if a.fixed_table is not None and b.fixed_table is not None:
        return [
            f"Deux équipes à table attitrée : l'équipe {a.number}, mieux classée, garde sa table "
            f"{a.fixed_table} ; l'équipe {b.number} ne joue pas à la sienne ({b.fixed_table})"
        ]
    for team in (a, b):
        if team.fixed_table is not None:
            return [f"Table {team.fixed_table} attitrée à l'équipe {team.number}"]
    return []


def _sentences(parts: Sequence[str]) -> str:
    return ". ".join(parts) + "."
