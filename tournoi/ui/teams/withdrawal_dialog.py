"""Withdrawing a team whose next partie is already drawn: a forfeit, or the round drawn again.

Like the team dialog, it hands the choice to ``apply`` (which pushes the
command) and stays open with the service's message if it refuses.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import StrEnum
from typing import TYPE_CHECKING

from PySide6.QtWidgets import QButtonGroup, QDialog, QLabel, QRadioButton, QVBoxLayout, QWidget

from engine import UserError
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.widgets import RED, french, ok_cancel

if TYPE_CHECKING:  # the withdrawals' module loads when a team is withdrawn
    from tournoi.services.draws.withdrawals import PendingPartie


class WithdrawalChoice(StrEnum):
    FORFEIT = "forfeit"
    REDRAW = "redraw"


class WithdrawalDialog(QDialog):
    """What becomes of the drawn partie of a team that leaves."""

    def __init__(
        self,
        apply: Callable[[WithdrawalChoice], object],
        *,
        team: TeamInfo,
        pending: PendingPartie,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self.setWindowTitle(self.tr("Retirer l'équipe {number}").format(number=team.number))
        intro = QLabel(
            french(
                self.tr(
                    "<b>L'équipe {number} « {name} » est déjà tirée au tour {round}</b>, "
                    "table {table}, contre l'équipe {opponent} « {opponent_name} ». "
                    "Que devient cette partie ?"
                ).format(
                    number=team.number,
                    name=team.name,
                    round=pending.round,
                    table=pending.table,
                    opponent=pending.opponent.number,
                    opponent_name=pending.opponent.name,
                )
            )
        )
        intro.setWordWrap(True)
        self.forfeit = QRadioButton(
            self.tr("&Forfait : l'équipe {opponent} gagne la partie").format(
                opponent=pending.opponent.number
            )
        )
        forfeit_note = self._note(
            self.tr(
                "Elle marque comme un exempt (réglages du tournoi) ; l'équipe retirée perd "
                "par forfait et garde ses résultats."
            )
        )
        self.redraw = QRadioButton(
            self.tr("Tirer de &nouveau le tour {round} sans elle").format(round=pending.round)
        )
        if pending.can_redraw:
            redraw_text = self.tr(
                "Même méthode ; les échanges faits à la main sont perdus. L'équipe retirée "
                "n'a aucun résultat à ce tour."
            )
        else:
            redraw_text = self.tr(
                "Impossible : des résultats du tour {round} sont déjà saisis."
            ).format(round=pending.round)
        redraw_note = self._note(redraw_text)
        self.redraw.setEnabled(pending.can_redraw)
        group = QButtonGroup(self)
        group.addButton(self.forfeit)
        group.addButton(self.redraw)
        self.forfeit.setChecked(True)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        for widget in (self.forfeit, forfeit_note, self.redraw, redraw_note, self.error):
            layout.addWidget(widget)
        layout.addWidget(ok_cancel(self, self.tr("&Retirer l'équipe")))
        self.setMinimumWidth(560)
        self.forfeit.setFocus()

    @staticmethod
    def _note(text: str) -> QLabel:
        note = QLabel(french(text))
        note.setWordWrap(True)
        note.setIndent(24)
        note.setStyleSheet("color: #4a4a4a")
        return note

    def choice(self) -> WithdrawalChoice:
        return WithdrawalChoice.REDRAW if self.redraw.isChecked() else WithdrawalChoice.FORFEIT

    def accept(self) -> None:
        try:
            self._apply(self.choice())
        except UserError as error:
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()
