"""Refusing a team file: every bad row named, or the file as a whole."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from engine import UserError

TOO_BIG: Final = "c'est bien plus qu'une liste d'équipes. Est-ce le bon fichier ?"

_SHOWN_PROBLEMS: Final = 10
"""Rows named in the error's message; ``problems`` holds them all."""


@dataclass(frozen=True, slots=True)
class RowProblem:
    """Why one row is refused; line 0 is the file as a whole."""

    line: int
    message: str


class TeamFileError(UserError):
    """The whole file is refused; ``problems`` names every bad row.

    >>> str(TeamFileError([RowProblem(4, "joueur 2 manquant"), RowProblem(9, "numéro 3 déjà pris ligne 2")]))
    '2 lignes refusées : ligne 4 : joueur 2 manquant; ligne 9 : numéro 3 déjà pris ligne 2'
    """

    def __init__(self, problems: Sequence[RowProblem], summary: str | None = None) -> None:
        self.problems = tuple(problems)
        super().__init__(summary or _summary(self.problems), field="file")


def _summary(problems: Sequence[RowProblem]) -> str:
    count = len(problems)
    head = "1 ligne refusée" if count == 1 else f"{count} lignes refusées"
    shown = "; ".join(f"ligne {p.line} : {p.message}" for p in problems[:_SHOWN_PROBLEMS])
    more = f"; et {count - _SHOWN_PROBLEMS} autres" if count > _SHOWN_PROBLEMS else ""
    return f"{head} : {shown}{more}"


def file_error(message: str, line: int = 0) -> TeamFileError:
    """The file refused as a whole (``line`` 0), or from one line on, such as its header."""
    return TeamFileError([RowProblem(line, message)], f"Fichier refusé : {message}")


def shown(text: str, width: int = 40) -> str:
    """A cell quoted in a message, cut short if it is long."""
    return text if len(text) <= width else text[: width - 1] + "…"
