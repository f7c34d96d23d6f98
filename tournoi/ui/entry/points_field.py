"""The donne form's takers' points: « — » while not given, as a capot's go without saying.

Its words keep the form's translation context, where the English translation has them.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QWidget

from engine import Donne, Rules, Team, Trump
from tournoi.services.scores.preview import implied_points
from tournoi.ui.entry.fields import PointsBox
from tournoi.ui.entry.tint import tint
from tournoi.ui.widgets import GREY

NOT_GIVEN: Final = -1
"""The points box's value while the points are not given (shown « — »)."""
MAX_POINTS: Final = 999
"""More than any donne holds: a number out of reach is the engine's to refuse, with its §."""


class PointsField(QWidget):
    """The points box and, beside it, what the points count and when they may stay empty."""

    def __init__(self) -> None:
        super().__init__()
        self.box = PointsBox()
        self.box.setRange(NOT_GIVEN, MAX_POINTS)
        self.box.setSpecialValueText("—")
        self.box.setValue(NOT_GIVEN)
        self.box.setMinimumWidth(110)
        self.box.setAlignment(Qt.AlignmentFlag.AlignRight)
        note = QLabel(
            QCoreApplication.translate(
                "DonneForm", "dix de der compris ; avec un capot, ils peuvent rester vides"
            )
        )
        tint(note, QColor(GREY))
        line = QHBoxLayout(self)
        line.setContentsMargins(0, 0, 0, 0)
        line.addWidget(self.box)
        line.addWidget(note, 1)

    def clear(self) -> None:
        self.box.setValue(NOT_GIVEN)

    def points(
        self, rules: Rules, *, taker: Team, capot: Team | None, trump: Trump | None
    ) -> int | None:
        """The points typed; with a capot and none typed, the points the capot gives."""
        if self.box.value() != NOT_GIVEN:
            return self.box.value()
        if capot is None or trump is None:
            return None
        return implied_points(rules=rules, taker=taker, capot=capot, trump=trump)

    def set_points(self, rules: Rules, donne: Donne) -> None:
        """The points of ``donne``, left empty when they are only the capot's."""
        taker = donne.taker
        implied = (
            None
            if donne.capot is None or donne.trump is None or taker is None
            else implied_points(rules=rules, taker=taker, capot=donne.capot, trump=donne.trump)
        )
        given = donne.points is not None and donne.points != implied
        self.box.setValue(donne.points if given and donne.points is not None else NOT_GIVEN)
