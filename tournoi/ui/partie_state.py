"""How the window shows a partie's state, the same on every screen: a word, a mark, two colours."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QColor

from tournoi.services.scores import PartieState

MARKS: Final = {
    PartieState.NOT_STARTED: "○",
    PartieState.IN_PROGRESS: "◐",
    PartieState.FINISHED: "●",
    PartieState.VALIDATED: "✔",
}
"""A shape besides the colour, for whoever does not tell the colours apart."""

COLOURS: Final = {
    PartieState.NOT_STARTED: (QColor("#eeeeee"), QColor("#555555")),
    PartieState.IN_PROGRESS: (QColor("#ffefc2"), QColor("#7a4f00")),
    PartieState.FINISHED: (QColor("#dbe8fb"), QColor("#1f4f8f")),
    PartieState.VALIDATED: (QColor("#d6f0da"), QColor("#1d6b2c")),
}
"""Background and text of each state, in every list and label that shows it."""


def state_word(state: PartieState) -> str:
    """« en cours », in the window's language."""
    return {
        PartieState.NOT_STARTED: QCoreApplication.translate("PartieState", "pas commencée"),
        PartieState.IN_PROGRESS: QCoreApplication.translate("PartieState", "en cours"),
        PartieState.FINISHED: QCoreApplication.translate("PartieState", "terminée"),
        PartieState.VALIDATED: QCoreApplication.translate("PartieState", "validée"),
    }[state]


def state_text(state: PartieState) -> str:
    """« ◐ en cours »: the mark, then the word."""
    return f"{MARKS[state]} {state_word(state)}"


def state_style(state: PartieState) -> str:
    """The style sheet of a label showing ``state`` in its colours."""
    background, text = COLOURS[state]
    return f"background: {background.name()}; color: {text.name()}"
