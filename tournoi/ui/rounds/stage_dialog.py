"""« Tirer le tour suivant » once the finals are under way: the bracket decides who meets whom,
so the dialog only says what will be drawn (« Demi-finales du tableau principal et de la
consolante ») and asks for nothing else; a refusal (a partie unfinished or equal) stays in it.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QDialog, QLabel, QVBoxLayout, QWidget

from engine import UserError
from tournoi.services.draws import DrawMethod
from tournoi.ui.rounds.round_dialogs import DrawChoice
from tournoi.ui.widgets import RED, french, ok_cancel

STAGE_CHOICE = DrawChoice(method=DrawMethod.FINALE, seed=None, withdraw=(), avoid_clubs=False)
"""A stage of the finals: its brackets decide, no method, seed or club option."""


class StageDialog(QDialog):
    """Draw round ``number``, the finals' stage ``words`` (``None`` once they are over)."""

    def __init__(
        self,
        apply: Callable[[DrawChoice], object],
        *,
        number: int,
        words: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self.setWindowTitle(self.tr("Tirer le tour {number}").format(number=number))
        self.what = QLabel(
            self.tr("<b>Tour {number} : {stage}</b>").format(number=number, stage=words)
            if words
            else self.tr("<b>Tour {number} de la phase finale</b>").format(number=number)
        )
        self.what.setWordWrap(True)
        how = QLabel(
            french(
                self.tr(
                    "Le tableau décide des rencontres : le vainqueur de chaque partie rencontre "
                    "celui de la partie voisine, la meilleure tête de série en équipe A. Il n'y "
                    "a ni méthode ni graine à choisir."
                )
            )
        )
        how.setWordWrap(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.what)
        layout.addWidget(how)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.tr("&Tirer")))
        self.setMinimumWidth(520)

    def accept(self) -> None:
        try:
            self._apply(STAGE_CHOICE)
        except UserError as error:  # a partie of the stage before unfinished, or equal
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()
