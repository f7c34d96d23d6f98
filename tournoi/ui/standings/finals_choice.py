"""« Classement final » or « Classement des tours »: the standings page's choice once the finals
are drawn (hidden before)."""

from __future__ import annotations

from PySide6.QtWidgets import QHBoxLayout, QRadioButton, QWidget

from tournoi.ui.widgets import french


class FinalsChoice(QWidget):
    """Two radio buttons, the final ranking first; Alt+N and Alt+S choose."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.final = QRadioButton(self.tr("Classement fi&nal"))
        self.final.setToolTip(
            french(
                self.tr(
                    "Le tableau final d'abord : le vainqueur, le finaliste, les demi-finalistes… "
                    "(à égalité de parcours, dans l'ordre des tours), puis les autres équipes "
                    "dans l'ordre du classement des tours."
                )
            )
        )
        self.final.setChecked(True)
        self.rounds = QRadioButton(self.tr("Classement des tour&s"))
        self.rounds.setToolTip(
            self.tr("Le classement des tours qualificatifs, qui a désigné les qualifiés.")
        )
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        row.addWidget(self.final)
        row.addWidget(self.rounds)
        row.addStretch()
        self.hide()
