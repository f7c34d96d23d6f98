"""The round's clock at the desk: a bar above the pages while the partie is played au temps.

It shows the tournament's :class:`~tournoi.ui.round_clock.RoundClock`, the projector's own and
every station's:
the time left, whether it runs, and at zero the bell, « Temps écoulé : finissez la donne en
cours » on red, the system's bell rung and the window flashed in the task bar. F9 starts
or pauses it (at 0:00 it stops it, and then has nothing to start), Maj+F9 resets it (the Tournoi menu), and so do the bar's buttons, which never
take the keyboard from the page being typed in.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QApplication, QLabel, QMainWindow, QPushButton, QSizePolicy, QToolBar

from tournoi.ui.context import TournamentContext
from tournoi.ui.round_clock import RoundClock
from tournoi.ui.widgets import RED, colon, french

_ON_TIME = "#DeskClock { spacing: 10px; padding: 3px 8px; }"
_LATE = (
    f"#DeskClock {{ spacing: 10px; padding: 3px 8px; background: {RED.name()}; }} "
    "#DeskClock QLabel { color: white; }"
)


class DeskClock(QToolBar):
    """The clock's bar: shown for a partie au temps, or while the clock has been started."""

    def __init__(self, context: TournamentContext, window: QMainWindow) -> None:
        """The bar, put at the top of ``window``."""
        super().__init__(window)
        self.setObjectName("DeskClock")
        self.setWindowTitle(self.tr("Chrono du tour"))
        self.setMovable(False)
        self.setFloatable(False)
        self.toggleViewAction().setVisible(False)  # shown by the clock, not by a menu
        self.clock = RoundClock.of(context)
        self.title = QLabel()
        self.time_label = QLabel()
        font = QFont(self.time_label.font())
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.5)
        self.time_label.setFont(font)
        self.state = QLabel()
        self.state.setMinimumWidth(1)  # beside the projector, cut rather than widen the window
        self.start_button = QPushButton()
        self.reset_button = QPushButton(self.tr("Remettre à zéro (Maj+F9)"))
        for button in (self.start_button, self.reset_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.start_button.clicked.connect(self.clock.toggle)
        self.reset_button.clicked.connect(self.clock.reset)
        self._lay_out()
        window.addToolBar(Qt.ToolBarArea.TopToolBarArea, self)
        self._late = False
        self.setStyleSheet(_ON_TIME)
        self.clock.changed.connect(self.show_clock)
        self.clock.rang.connect(self._ring)
        self.clock.refused.connect(self._refused)
        self.show_clock()

    def _lay_out(self) -> None:
        self.addWidget(self.title)
        self.addWidget(self.time_label)
        self.addSeparator()
        self.addWidget(self.state)
        self.state.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)
        self.addWidget(self.start_button)
        self.addWidget(self.reset_button)

    def show_clock(self) -> None:
        clock = self.clock
        self.setVisible(clock.partie_minutes is not None or clock.started)
        if clock.round is None:
            self.title.setText(colon(self.tr("Chrono du tour")))
        else:
            self.title.setText(colon(self.tr("Chrono du tour {round}").format(round=clock.round)))
        self.time_label.setText(clock.text())
        state = french(self._state_text())
        self.state.setText(state)
        self.state.setToolTip(state)
        if clock.over != self._late:  # styled again only when it changes, not at each tick
            self._late = clock.over
            self.setStyleSheet(_LATE if clock.over else _ON_TIME)
        self.start_button.setText(self._start_text())
        # Stopped at 0:00, F9 has nothing to start: Maj+F9 readies the next round.
        self.start_button.setEnabled(clock.running or not clock.over)
        self.reset_button.setEnabled(clock.started)

    def _start_text(self) -> str:
        """What F9 does now."""
        clock = self.clock
        if clock.running:
            return self.tr("Arrêter le chrono (F9)") if clock.over else self.tr("Pause (F9)")
        return self.tr("Reprendre (F9)") if clock.started else self.tr("Démarrer (F9)")

    def _state_text(self) -> str:
        clock = self.clock
        if clock.over:
            if clock.running:
                return self.tr("Temps écoulé : finissez la donne en cours.")
            return self.tr("Temps écoulé ; Maj+F9 remet le chrono à zéro pour le tour suivant.")
        if clock.running:
            return self.tr("en cours")
        if clock.started:
            return self.tr("en pause")
        return self.tr("prêt : F9 au début du tour")

    def _refused(self, message: str) -> None:
        """A start the tournament refused: said on the bar until the clock next changes."""
        self.state.setText(message)
        self.state.setToolTip(message)

    def _ring(self) -> None:
        """The bell: heard where the system has a bell, seen in the task bar and on the bar."""
        QApplication.beep()
        QApplication.alert(self.window())
