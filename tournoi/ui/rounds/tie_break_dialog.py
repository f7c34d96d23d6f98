"""The finals' tie-break (« départage »): its two choices, asked with the finals and changed after.

The FFB's rule is the default: one more donne while the totals are equal
(contrée §10.4, classique §10.3). The other is the organiser's own, the one
clubs running their finals on paper use: no extra donne, the better seed of
the qualifying rounds goes through. It may change until the first partie of
the finals has a donne; then the choices are greyed and the reason said.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import (
    QButtonGroup,
    QDialog,
    QGroupBox,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.settings import KnockoutTie
from tournoi.ui.widgets import RED, french, ok_cancel


class TieBreakChoice(QGroupBox):
    """The two tie-breaks as radio buttons, each with its letter (Alt+D, Alt+M)."""

    def __init__(self, chosen: KnockoutTie, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Totaux égaux dans une partie du tableau"), parent)
        self.group = QButtonGroup(self)
        self.buttons = {
            KnockoutTie.EXTRA_DONNE: QRadioButton(
                self.tr("Une &donne de plus tant que les totaux sont égaux (règlement FFB, §10.4)")
            ),
            KnockoutTie.BETTER_SEED: QRadioButton(
                self.tr("L'équipe la &mieux classée des parties qualificatives passe")
            ),
        }
        layout = QVBoxLayout(self)
        for button in self.buttons.values():
            self.group.addButton(button)
            layout.addWidget(button)
        self.own_rule = QLabel(
            french(
                self.tr(
                    "Règle de l'organisateur : pas de donne de plus, la partie reste à "
                    "égalité et la tête de série la mieux classée passe au tour suivant."
                )
            )
        )
        self.own_rule.setWordWrap(True)
        self.own_rule.setIndent(24)
        layout.addWidget(self.own_rule)
        self.reason = QLabel()
        self.reason.setWordWrap(True)
        self.reason.hide()
        layout.addWidget(self.reason)
        self.buttons[chosen].setChecked(True)

    def value(self) -> KnockoutTie:
        return next(tie for tie, button in self.buttons.items() if button.isChecked())

    def lock(self, reason: str) -> None:
        """The choice can no longer change: greyed, and why."""
        for button in self.buttons.values():
            button.setEnabled(False)
        self.reason.setText(french(reason))
        self.reason.show()


class TieBreakDialog(QDialog):
    """« Départage de la phase finale »: ``apply`` stores the choice (a refusal stays here);
    ``locked``: why it can no longer change, the choices greyed."""

    def __init__(
        self,
        apply: Callable[[KnockoutTie], object],
        *,
        chosen: KnockoutTie,
        locked: str | None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self.setWindowTitle(self.tr("Départage de la phase finale"))
        self.choice = TieBreakChoice(chosen)
        if locked is not None:
            self.choice.lock(locked)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(self.choice)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.tr("&Enregistrer")))
        self.setMinimumWidth(520)
        self.choice.buttons[chosen].setFocus()

    def accept(self) -> None:
        try:
            self._apply(self.choice.value())
        except UserError as error:
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()
