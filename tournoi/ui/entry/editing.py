"""What Enter on the entry line does: record the next donne, correct one, or insert one before it."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from tournoi.services.scores.preview import Place, Placement


class Mode(StrEnum):
    NEW = "new"
    CORRECT = "correct"
    INSERT = "insert"


@dataclass(frozen=True, slots=True)
class Editing:
    """What Enter on the entry line does: record the next donne, correct or insert before ``number``."""

    mode: Mode = Mode.NEW
    number: int = 0

    @property
    def place(self) -> Place:
        """Where the donne typed goes, as the services say it."""
        return Place(Placement(self.mode.value), self.number)
