"""« Phase finale »: how many teams play the final bracket, who plays the consolante (the next
teams, all the others, or the losers of the bracket's first stage), and how equal totals in a
partie of the brackets are decided.

The first of the standings are qualified and seeded as clubs do (1 against
8, 4 against 5, 2 against 7, 3 against 6: 1 and 2 meet only in the final);
the dialog says so before the draw, and the refusals (too few teams ranked,
a round not finished) under its fields.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtWidgets import (
    QButtonGroup,
    QComboBox,
    QDialog,
    QFormLayout,
    QLabel,
    QRadioButton,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.finals import QUALIFIED, Consolante, stage_name
from tournoi.services.settings import KnockoutTie
from tournoi.ui.rounds.tie_break_dialog import TieBreakChoice
from tournoi.ui.widgets import RED, colon, french, ok_cancel


@dataclass(frozen=True, slots=True, kw_only=True)
class FinalsChoice:
    qualified: int
    consolante: Consolante
    tie_break: KnockoutTie = KnockoutTie.EXTRA_DONNE


class FinalsDialog(QDialog):
    """The finals' choices; ``apply`` seeds and draws them (a refusal stays in the dialog)."""

    def __init__(
        self,
        apply: Callable[[FinalsChoice], object],
        *,
        after_round: int,
        teams: int,
        tie_break: KnockoutTie = KnockoutTie.EXTRA_DONNE,
        parent: QWidget | None = None,
    ) -> None:
        """``teams``: the teams in the running, the most the main bracket may take;
        ``tie_break``: the one stored, offered first."""
        super().__init__(parent)
        self._apply = apply
        self._teams = teams
        self.setWindowTitle(self.tr("Phase finale"))
        explanation = QLabel(
            french(
                self.tr(
                    "Les premiers du classement après le tour {after} jouent le tableau principal, "
                    "à élimination directe : le 1er contre le dernier qualifié, le 2e contre "
                    "l'avant-dernier… Le tableau est placé pour que les deux premiers ne se "
                    "rencontrent qu'en finale. Des totaux égaux dans une partie du tableau se "
                    "départagent comme choisi ci-dessous : le règlement FFB (§10.4) joue une "
                    "nouvelle donne jusqu'à ce que l'égalité soit rompue. Chaque tour du "
                    "tableau se tire ensuite par « Tirer le tour suivant »."
                ).format(after=after_round)
            )
        )
        explanation.setWordWrap(True)
        self.qualified = QComboBox()
        # Only the sizes the teams fill; the smallest still offered, its refusal said below.
        sizes = [count for count in QUALIFIED if count <= teams] or [QUALIFIED[0]]
        for count in sizes:
            self.qualified.addItem(self.tr("{n} équipes").format(n=count), count)
        # By default the most that leave teams out of it (8 of 16), up to 8 as clubs play.
        fewer = [count for count in sizes if count < teams and count <= 8]
        self.qualified.setCurrentIndex(sizes.index(fewer[-1]) if fewer else 0)
        label = QLabel(colon(self.tr("&Qualifiés pour le tableau principal")))
        label.setBuddy(self.qualified)
        self.group = QButtonGroup(self)
        self.choices = {
            Consolante.NONE: QRadioButton(self.tr("&Pas de consolante")),
            Consolante.NEXT: QRadioButton(),
            Consolante.ALL: QRadioButton(self.tr("Consolante de toutes les &autres équipes")),
            Consolante.LOSERS: QRadioButton(),
        }
        for button in self.choices.values():
            self.group.addButton(button)
        self.choices[Consolante.NEXT].setChecked(True)
        self.qualified.currentIndexChanged.connect(self._name_next)
        self._name_next()
        form = QFormLayout()
        form.addRow(label, self.qualified)
        for button in self.choices.values():
            form.addRow("", button)
        self.error = QLabel()
        self.error.setWordWrap(True)
        self.error.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
        self.error.hide()
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        self.tie_break = TieBreakChoice(tie_break)
        layout.addWidget(self.tie_break)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.tr("&Tirer la phase finale")))
        self.setMinimumWidth(520)
        self.qualified.setFocus()

    def _name_next(self) -> None:
        """The next teams' consolante says which: « les 9e à 16e du classement » for 8 of 16;
        with every team qualified, there is no one left for a consolante but the losers'."""
        count = self.qualified.currentData()
        self.choices[Consolante.LOSERS].setText(
            self.tr(
                "Consolante des p&erdants des {stage}, tirée avec le tour suivant du tableau"
            ).format(stage=stage_name(count // 2).lower())
        )
        self.choices[Consolante.NEXT].setText(
            self.tr(
                "Consolante des équipes &suivantes, autant que de qualifiés : les {first}e à "
                "{last}e du classement"
            ).format(first=count + 1, last=max(count + 1, min(2 * count, self._teams)))
        )
        others = count < self._teams
        for kind in (Consolante.NEXT, Consolante.ALL):
            self.choices[kind].setEnabled(others)
        if not others:
            self.choices[Consolante.NONE].setChecked(True)

    def choice(self) -> FinalsChoice:
        consolante = next(kind for kind, button in self.choices.items() if button.isChecked())
        return FinalsChoice(
            qualified=self.qualified.currentData(),
            consolante=consolante,
            tie_break=self.tie_break.value(),
        )

    def accept(self) -> None:
        try:
            self._apply(self.choice())
        except UserError as error:
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()
