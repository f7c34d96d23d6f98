"""The projector's control bar: the alternation, the standings' length, the round's clock.

Its texts are the projector window's, and translated under that name.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from tournoi.ui.widgets import colon, french


class ControlBar(QFrame):
    """The organiser's controls under the stage; the window connects them and hides them (C)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.rotate_box = QCheckBox(
            QCoreApplication.translate("ProjectorWindow", "Alterner toutes les")
        )
        self.rotate_box.setChecked(True)
        self.interval_spin = QSpinBox()
        self.interval_spin.setRange(5, 600)
        self.interval_spin.setValue(20)
        self.interval_spin.setSuffix(QCoreApplication.translate("ProjectorWindow", " s"))
        self.top_spin = QSpinBox()
        self.top_spin.setRange(5, 5000)
        self.top_spin.setValue(100)
        self.show_players(False)
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, 600)
        self.minutes_spin.setValue(75)
        self.minutes_spin.setSuffix(QCoreApplication.translate("ProjectorWindow", " min"))
        self.start_button = QPushButton()
        self.reset_button = QPushButton(
            QCoreApplication.translate("ProjectorWindow", "Remettre à zéro (R)")
        )
        self.show_clock_box = QCheckBox(
            QCoreApplication.translate("ProjectorWindow", "Afficher le chrono")
        )
        # Space and R drive the clock wherever the focus is: the buttons must not take them.
        for widget in (self.rotate_box, self.start_button, self.reset_button, self.show_clock_box):
            widget.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        for spin in (self.interval_spin, self.top_spin, self.minutes_spin):
            spin.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
            spin.setKeyboardTracking(False)

        # Short rows and the words wrapped: the bar fits the room a 1366 screen leaves beside
        # the work at its widest (about 480 pixels).
        views = QHBoxLayout()
        views.addWidget(self.rotate_box)
        views.addWidget(self.interval_spin)
        views.addStretch()
        length = QHBoxLayout()
        length.addWidget(
            QLabel(french(QCoreApplication.translate("ProjectorWindow", "Classement : les")))
        )
        length.addWidget(self.top_spin)
        length.addStretch()
        clock = QHBoxLayout()
        clock.addWidget(
            QLabel(colon(QCoreApplication.translate("ProjectorWindow", "Chrono du tour")))
        )
        clock.addWidget(self.minutes_spin)
        clock.addWidget(self.start_button)
        clock.addWidget(self.reset_button)
        clock.addStretch()
        keys = QLabel(
            french(
                QCoreApplication.translate(
                    "ProjectorWindow",
                    "Touches : → ← changer de vue · Page suiv./préc. tourner les pages · + − taille · "
                    "Espace chrono · R remise à zéro · A alterner · C ces réglages · "
                    "F11 plein écran · Échap quitter",
                )
            )
        )
        keys.setWordWrap(True)
        keys.setStyleSheet("color: palette(placeholder-text)")
        self.one_screen_label = QLabel(
            french(
                QCoreApplication.translate(
                    "ProjectorWindow",
                    "Un seul écran : le projecteur s'ouvre dans une fenêtre ; branchez le "
                    "projecteur pour l'afficher en plein écran.",
                )
            )
        )
        self.one_screen_label.setWordWrap(True)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 4, 8, 4)
        layout.addWidget(self.one_screen_label)
        layout.addLayout(views)
        layout.addLayout(length)
        layout.addLayout(clock)
        layout.addWidget(self.show_clock_box)
        layout.addWidget(keys)

    def show_players(self, melee: bool) -> None:
        """The standings' length said of what they rank: a mêlée's players, or teams."""
        self.top_spin.setSuffix(
            QCoreApplication.translate("ProjectorWindow", " premiers joueurs")
            if melee
            else QCoreApplication.translate("ProjectorWindow", " premières équipes")
        )
