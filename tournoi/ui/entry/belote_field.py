"""The donne form's belote: which team held it, or at Tout Atout how many each team held.

Its words keep the form's translation context, where the English translation has them.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Signal
from PySide6.QtGui import QColor
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSpinBox, QStackedWidget, QWidget

from engine import PerTeam, Team, Trump
from tournoi.ui.entry.fields import Choice
from tournoi.ui.entry.tint import tint
from tournoi.ui.widgets import GREY, colon

MAX_BELOTES: Final = 4
"""One belote per suit at Tout Atout (§11.3)."""


class BeloteField(QStackedWidget):
    """« aucune, A, B »; where Tout Atout is played, a count for each team under that trump."""

    changed = Signal()

    def __init__(self, *, tout_atout: bool) -> None:
        super().__init__()
        self.choice = Choice(
            [
                (QCoreApplication.translate("DonneForm", "aucune"), None),
                ("A", Team.A),
                ("B", Team.B),
            ]
        )
        self.choice.set_value(None)
        self.choice.group.idToggled.connect(self.changed)
        self.counts: dict[Team, QSpinBox] = {}
        self._pages = [self.choice.widget]
        if tout_atout:
            self._pages.append(self._build_counts())
        for page in self._pages:
            self.addWidget(page)

    def _build_counts(self) -> QWidget:
        """Tout Atout: as many belotes as suits, a count for each team."""
        counts = QWidget()
        line = QHBoxLayout(counts)
        line.setContentsMargins(0, 0, 0, 0)
        for team in Team:
            spin = QSpinBox()
            spin.setRange(0, MAX_BELOTES)
            spin.valueChanged.connect(self.changed)
            label = QLabel(
                colon(
                    QCoreApplication.translate("DonneForm", "équipe {team}").format(team=team.value)
                )
            )
            label.setBuddy(spin)
            line.addWidget(label)
            line.addWidget(spin)
            line.addSpacing(14)
            self.counts[team] = spin
        note = QLabel(QCoreApplication.translate("DonneForm", "une par couleur au plus"))
        tint(note, QColor(GREY))
        line.addWidget(note, 1)
        return counts

    def show_trump(self, trump: Trump | None) -> QWidget:
        """The counts at Tout Atout, the choice otherwise; the field its label leads to."""
        tout_atout = trump is Trump.TOUT_ATOUT and bool(self.counts)
        self.setCurrentWidget(self._pages[1 if tout_atout else 0])
        return self.counts[Team.A] if tout_atout else self.choice.focus_button()

    def belotes(self, trump: Trump | None) -> PerTeam[int]:
        if trump is Trump.SANS_ATOUT:
            return PerTeam(0, 0)
        if trump is Trump.TOUT_ATOUT:
            return PerTeam(*(self.counts[team].value() for team in Team))
        holder = self.choice.value()
        return PerTeam(0, 0) if holder is None else PerTeam.of(holder, 1, 0)

    def set_belotes(self, belotes: PerTeam[int]) -> None:
        for team, spin in self.counts.items():
            spin.setValue(belotes[team])
        holders = [team for team in Team if belotes[team]]
        self.choice.set_value(holders[0] if holders else None)
