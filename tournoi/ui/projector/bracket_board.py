"""The projector's « Tableau final »: every match of the finals, bracket by bracket and stage by
stage, with its table, its marks and its winner as the results come; a partie ended equal
says how it was decided."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.finals import Bracket, FinalsState, Match
from tournoi.services.scores import TeamRef
from tournoi.ui.projector.board import Board, BoardColumn


def bracket_board(state: FinalsState | None) -> Board:
    rows: list[tuple[str, ...]] = []
    for bracket in () if state is None else state.brackets:
        name = (
            QCoreApplication.translate("ProjectorWindow", "Tableau principal")
            if bracket.bracket is Bracket.FINALE
            else QCoreApplication.translate("ProjectorWindow", "Consolante")
        )
        for stage, matches in enumerate(bracket.matches, start=1):
            title = f"{name} — {bracket.stage_title(stage).lower()}"
            rows += [_row(title, match) for match in matches if not match.bye]
    columns = (
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Tour du tableau")),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Rencontre")),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Table"), "99", right=True),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Marques"), "9999 – 9999"),
        BoardColumn(QCoreApplication.translate("ProjectorWindow", "Vainqueur")),
    )
    return Board(
        columns=columns,
        rows=tuple(rows),
        empty=QCoreApplication.translate("ProjectorWindow", "Pas de phase finale tirée."),
    )


def _row(title: str, match: Match) -> tuple[str, ...]:
    against = QCoreApplication.translate("ProjectorWindow", "{a} contre {b}").format(
        a=_team(match.a), b=_team(match.b)
    )
    marks = "" if match.marks is None else f"{match.marks[0]} – {match.marks[1]}"
    table = "" if match.table is None else str(match.table)
    # How an equal partie went, in the winner's column: the marks' is as wide as its numbers.
    winner = "" if match.winner is None else _team(match.winner)
    if match.held:
        winner = QCoreApplication.translate("ProjectorWindow", "égalité : une donne de plus")
    elif match.by_seed:
        seed = match.seed_a if match.winner == match.a else match.seed_b
        winner += " " + QCoreApplication.translate(
            "ProjectorWindow", "(égalité : tête de série {seed})"
        ).format(seed=seed)
    return (title, against, table, marks, winner)


def _team(team: TeamRef | None) -> str:
    return "—" if team is None else f"{team.name} ({team.number})"
