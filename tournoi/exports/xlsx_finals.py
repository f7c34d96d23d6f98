"""The workbook's sheets of the finals: « Phase finale » (every match) and « Classement final »."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from tournoi.services.finals import FinalRow, FinalsState, Match
from tournoi.services.scores import TeamRef

PHASE_FINALE: Final = (
    "Tableau", "Tour du tableau", "Rencontre", "Tour", "Table", "Tête de série A", "N° A",
    "Équipe A", "Tête de série B", "N° B", "Équipe B", "Marques A", "Marques B", "Vainqueur",
)  # fmt: skip
CLASSEMENT_FINAL: Final = (
    "Rang", "N°", "Équipe", "Parcours", "Rang des qualifications", "Jouées", "Gagnées",
    "Marques pour", "Marques contre",
)  # fmt: skip

Row = tuple[str | int | None, ...]


def match_rows(state: FinalsState) -> list[Row]:
    """One row per match of each bracket, stage by stage; a bye says « exempt »."""
    return [
        _match_row(bracket.bracket.french, bracket.stage_title(stage), match)
        for bracket in state.brackets
        for stage, matches in enumerate(bracket.matches, start=1)
        for match in matches
    ]


def ranking_rows(rows: Sequence[FinalRow]) -> list[Row]:
    return [_ranking_row(row) for row in rows]


def _ranking_row(row: FinalRow) -> Row:
    standing = row.standing
    return (
        row.rank, standing.number, standing.name, row.stage, row.qualifying_rank,
        standing.played, standing.won, standing.points_for, standing.points_against,
    )  # fmt: skip


def _match_row(bracket: str, stage: str, match: Match) -> Row:
    marks = match.marks or (None, None)
    return (
        bracket, stage, match.slot + 1, match.round, match.table, match.seed_a, *_team(match.a),
        match.seed_b, *(("", "exempt") if match.bye else _team(match.b)), *marks,
        None if match.winner is None else match.winner.number,
    )  # fmt: skip


def _team(team: TeamRef | None) -> tuple[int | None, str]:
    return (None, "") if team is None else (team.number, team.name)
