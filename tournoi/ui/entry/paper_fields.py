"""Two fields of the donne form for what a paper sheet holds: annonce points, and a decision.

The annonce points of the one team whose annonces counted, and a renonce
(§8.4); or, in place of a played donne, the arbiter's decision: the marks of
each team and its reason. They make the same donne as ``n70``, ``rB`` and
``d 0 162 motif`` on the entry line.
"""

from __future__ import annotations

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QSpinBox, QWidget

from engine import PerTeam, Team
from tournoi.ui.entry.fields import Choice
from tournoi.ui.widgets import colon

MAX_ANNONCE_POINTS = 999
"""More than any annonces hold: a number out of reach is the engine's to refuse."""
MAX_DECISION = 2000
"""The highest marks an arbiter may give a team (the engine's bound)."""


class AnnoncePointsBox(QWidget):
    """Whose annonces counted and their points as written; the team that made a renonce."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.team = Choice([(self.tr("aucune"), None), ("A", Team.A), ("B", Team.B)])
        self.team.set_value(None)
        self.points = QSpinBox()
        self.points.setRange(0, MAX_ANNONCE_POINTS)
        self.points.setSingleStep(10)
        self.renonce = Choice([(self.tr("aucune"), None), ("A", Team.A), ("B", Team.B)])
        self.renonce.set_value(None)
        points_label = QLabel(colon(self.tr("points")))
        points_label.setBuddy(self.points)
        self.renonce_label = QLabel(colon(self.tr("renonce")))
        self.renonce.set_label(self.renonce_label)
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.team.widget)
        row.addWidget(points_label)
        row.addWidget(self.points)
        row.addSpacing(18)
        row.addWidget(self.renonce_label)
        row.addWidget(self.renonce.widget, 1)
        for group in (self.team.group, self.renonce.group):
            group.idToggled.connect(self.changed)
        self.points.valueChanged.connect(self.changed)

    def annonce_points(self) -> PerTeam[int]:
        team = self.team.value()
        return PerTeam(0, 0) if team is None else PerTeam.of(team, self.points.value(), 0)

    def set_values(self, points: PerTeam[int], renonce: Team | None) -> None:
        written = [team for team in Team if points[team]]
        self.team.set_value(written[0] if written else None)
        self.points.setValue(points[written[0]] if written else 0)
        self.renonce.set_value(renonce)


class DecisionBox(QWidget):
    """The marks the arbiter gives each team, and the reason written on the sheet."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.marks: dict[Team, QSpinBox] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        for team in Team:
            spin = QSpinBox()
            spin.setRange(0, MAX_DECISION)
            spin.valueChanged.connect(self.changed)
            label = QLabel(colon(team.value))
            label.setBuddy(spin)
            row.addWidget(label)
            row.addWidget(spin)
            row.addSpacing(10)
            self.marks[team] = spin
        self.reason = QLineEdit()
        self.reason.setPlaceholderText(self.tr("motif, par exemple : 3e maldonne"))
        self.reason.textChanged.connect(self.changed)
        row.addWidget(self.reason, 1)

    def decision(self) -> PerTeam[int]:
        return PerTeam(self.marks[Team.A].value(), self.marks[Team.B].value())

    def reason_text(self) -> str | None:
        return self.reason.text().strip() or None

    def set_values(self, marks: PerTeam[int], reason: str | None) -> None:
        for team in Team:
            self.marks[team].setValue(marks[team])
        self.reason.setText(reason or "")
