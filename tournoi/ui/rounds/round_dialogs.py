"""The Rounds page's dialogs: drawing the next round, swapping two teams of a round.

Like the team dialog, each hands what was chosen to ``apply`` (which calls
the draw service) and stays open with the service's message if it refuses.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.draws import DrawMethod
from tournoi.services.scores import TeamRef
from tournoi.services.settings import MAX_ROUNDS
from tournoi.ui.rounds.tables_model import team_text
from tournoi.ui.widgets import RED, colon, counted, french, ok_cancel, select_on_focus

MAX_SEED = 2**31 - 1


def _error_label() -> QLabel:
    label = QLabel()
    label.setWordWrap(True)
    label.setStyleSheet(f"color: {RED.name()}; font-weight: bold")
    label.hide()
    return label


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawChoice:
    """What the draw dialog hands over."""

    method: DrawMethod
    seed: int | None
    withdraw: tuple[int, ...]
    """Teams that lost by forfeit, withdrawn before the draw."""
    avoid_clubs: bool


@dataclass(frozen=True, slots=True, kw_only=True)
class DrawField:
    """Who the draw leaves out or asks about, and the club option."""

    absent: Sequence[TeamRef] = ()
    """Not checked in: withdrawn before the first round."""
    unpaid: Sequence[TeamRef] = ()
    """Drawn, their entry fee not received: named so that the desk collects it."""
    forfeit_losers: Sequence[TeamRef] = ()
    avoid_clubs: bool = False
    club_rounds: int = 1
    """The last Swiss round that keeps clubs apart."""


class DrawDialog(QDialog):
    """Choose how to draw round ``number``: Swiss, random (with an optional seed), rotation.

    It also says which teams the first draw leaves out (not checked in),
    asks whether each team that lost by forfeit stays, and offers the club
    option.
    """

    def __init__(
        self,
        apply: Callable[[DrawChoice], object],
        *,
        number: int,
        method: DrawMethod = DrawMethod.SWISS,
        field: DrawField | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self._number = number
        self._field = field or DrawField()
        self.setWindowTitle(self.tr("Tirer le tour {number}").format(number=number))
        self.methods: dict[DrawMethod, QRadioButton] = {}
        group = QButtonGroup(self)
        layout = QVBoxLayout(self)
        question = self.tr("<b>Comment tirer le tour {number} ?</b>").format(number=number)
        intro = QLabel(question)
        layout.addWidget(intro)
        for choice, text, explanation in self._choices():
            button = QRadioButton(text)
            group.addButton(button)
            self.methods[choice] = button
            note = QLabel(explanation)
            note.setWordWrap(True)
            note.setIndent(24)
            note.setStyleSheet("color: #4a4a4a")
            option = QVBoxLayout()
            option.setSpacing(2)
            option.addWidget(button)
            option.addWidget(note)
            layout.addLayout(option)
        self.methods[method].setChecked(True)

        self.seed = QLineEdit()
        self.seed.setValidator(QIntValidator(0, MAX_SEED, self.seed))
        self.seed.setPlaceholderText(self.tr("vide : choisie au hasard"))
        self.seed.setToolTip(
            self.tr(
                "La graine d'un tirage déjà fait (affichée après le tirage) le refait à l'identique."
            )
        )
        seed_label = QLabel(colon(self.tr("&Graine du tirage au sort")))
        seed_label.setBuddy(self.seed)
        seed_row = QHBoxLayout()
        seed_row.addSpacing(24)
        seed_row.addWidget(seed_label)
        seed_row.addWidget(self.seed, 1)
        layout.addLayout(seed_row)
        self.methods[DrawMethod.RANDOM].toggled.connect(self.seed.setEnabled)
        self.seed.setEnabled(method is DrawMethod.RANDOM)

        self._field_rows(layout)
        self.error = _error_label()
        layout.addWidget(self.error)
        ok_text = self.tr("&Tirer sans elles") if self._field.absent else self.tr("&Tirer")
        layout.addWidget(ok_cancel(self, ok_text))
        self.setMinimumWidth(560)
        self.methods[method].setFocus()

    def _field_rows(self, layout: QVBoxLayout) -> None:
        """The club option, who is left out, and a box for each team that lost by forfeit."""
        self.clubs = QCheckBox(self.tr("Éviter deux équipes du même c&lub"))
        self.clubs.setChecked(self._field.avoid_clubs)
        self.clubs.setToolTip(
            french(
                self.tr(
                    "Tirages au sort, et système suisse jusqu'au tour {last} : deux équipes "
                    "d'un même club ne se rencontrent que si rien d'autre n'évite une revanche."
                ).format(last=self._field.club_rounds)
            )
        )
        layout.addWidget(self.clubs)
        for button in self.methods.values():
            button.toggled.connect(self._update_clubs)
        self._update_clubs()
        self.keep_or_withdraw: dict[int, QCheckBox] = {}
        layout.addWidget(self._left_out())
        layout.addWidget(self._unpaid())
        for team in self._field.forfeit_losers:
            box = QCheckBox(
                self.tr("Retirer l'équipe {number} « {name} », perdante par forfait").format(
                    number=team.number, name=team.name
                )
            )
            self.keep_or_withdraw[team.number] = box
            layout.addWidget(box)

    def _left_out(self) -> QLabel:
        """Who the draw leaves out or asks about, in words (hidden when nobody)."""
        label = QLabel()
        label.setWordWrap(True)
        names = ", ".join(f"{team.number} « {team.name} »" for team in self._field.absent)
        if self._field.absent:
            label.setText(
                french(
                    self.tr(
                        "<b>Équipes non pointées : elles ne seront pas tirées</b> et seront "
                        "retirées avant le premier tour (réinscription possible dans Équipes) : "
                        "{teams}."
                    ).format(teams=names)
                )
            )
        elif self._field.forfeit_losers:
            label.setText(
                self.tr(
                    "<b>Équipes perdantes par forfait au tour précédent</b> : cochez celles "
                    "qui ne reviennent pas (elles sont retirées avant ce tirage)."
                )
            )
        label.setVisible(bool(self._field.absent or self._field.forfeit_losers))
        return label

    def _unpaid(self) -> QLabel:
        """The teams drawn that have not paid (hidden when none): the draw goes on."""
        label = QLabel()
        label.setWordWrap(True)
        names = ", ".join(f"{team.number} « {team.name} »" for team in self._field.unpaid)
        label.setText(
            french(
                self.tr(
                    "<b>Équipes tirées qui n'ont pas payé leur inscription</b> (le tirage "
                    "les prend) : {teams}."
                ).format(teams=names)
            )
        )
        label.setVisible(bool(self._field.unpaid))
        return label

    def _update_clubs(self) -> None:
        swiss = self.methods[DrawMethod.SWISS].isChecked()
        rotation = self.methods[DrawMethod.ROTATION].isChecked()
        late = swiss and self._number > self._field.club_rounds
        self.clubs.setEnabled(not rotation and not late)

    def _choices(self) -> list[tuple[DrawMethod, str, str]]:
        return [
            (
                DrawMethod.SWISS,
                self.tr("&Système suisse"),
                self.tr(
                    "Les équipes se rencontrent selon le classement : 1re contre 2e, "
                    "3e contre 4e…, sans jamais se retrouver quand c'est évitable. "
                    "Les mieux classées jouent aux premières tables."
                ),
            ),
            (
                DrawMethod.RANDOM,
                self.tr("Tirage au so&rt"),
                self.tr(
                    "Les tables sont tirées au hasard, sans que deux équipes se "
                    "retrouvent quand c'est évitable. La même graine refait le même tirage."
                ),
            ),
            (
                DrawMethod.ROTATION,
                self.tr("Rotation &préétablie"),
                self.tr(
                    "Un tableau fixé d'avance (comme un championnat) : chaque tour "
                    "suit le plan imprimable avant le concours. Les mêmes équipes "
                    "doivent jouer à chaque tour."
                ),
            ),
        ]

    def method(self) -> DrawMethod:
        return next(m for m, button in self.methods.items() if button.isChecked())

    def chosen_seed(self) -> int | None:
        if self.method() is not DrawMethod.RANDOM or not self.seed.text():
            return None
        # Read as the validator does (« 1 234 » in French); « + » alone gets through it too.
        seed, ok = self.seed.locale().toInt(self.seed.text())
        if not ok:
            raise UserError(
                self.tr("La graine du tirage est un nombre entier de 0 à {max}.").format(
                    max=MAX_SEED
                ),
                field="seed",
            )
        return seed

    def choice(self) -> DrawChoice:
        return DrawChoice(
            method=self.method(),
            seed=self.chosen_seed(),
            withdraw=tuple(n for n, box in self.keep_or_withdraw.items() if box.isChecked()),
            avoid_clubs=self.clubs.isChecked(),
        )

    def accept(self) -> None:
        try:
            self._apply(self.choice())
        except UserError as error:  # ServiceError: previous round unfinished, too few teams...
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()


class SwapDialog(QDialog):
    """Choose two teams of a round to exchange their places (table and opponent, or the bye)."""

    def __init__(
        self,
        apply: Callable[[int, int], object],
        *,
        round_number: int,
        places: Sequence[tuple[TeamRef, str]],
        chosen: Sequence[int] = (),
        pairs: Mapping[int, str] | None = None,
        parent: QWidget | None = None,
    ) -> None:
        """``places``: every team of the round with where it plays (« table 3 », « exempte »);
        ``pairs``: a mêlée's, each pair's players by number and name, by the team's number:
        the dialog then speaks of pairs, each said by its players."""
        super().__init__(parent)
        self._apply = apply
        title = (
            self.tr("Échanger deux paires — tour {number}")
            if pairs
            else self.tr("Échanger deux équipes — tour {number}")
        )
        self.setWindowTitle(title.format(number=round_number))
        self.first = QComboBox()
        self.second = QComboBox()
        for combo in (self.first, self.second):
            for team, place in places:
                said = pairs.get(team.number, team.name) if pairs else team_text(team)
                combo.addItem(f"{said} ({place})", team.number)
        numbers = [team.number for team, _place in places]
        for combo, default, number in zip(
            (self.first, self.second), (0, 1), [*chosen, None, None][:2], strict=True
        ):
            combo.setCurrentIndex(numbers.index(number) if number in numbers else default)

        explanation = QLabel(
            self.tr(
                "Les deux paires échangent leur place : table et adversaires (ou exemption) ; "
                "chaque joueur garde son équipier. Possible tant qu'aucun résultat du tour "
                "n'est saisi."
            )
            if pairs
            else self.tr(
                "Les deux équipes échangent leur place : table et adversaire (ou exemption). "
                "Possible tant qu'aucun résultat du tour n'est saisi ; une équipe à table "
                "fixe ne change pas de table."
            )
        )
        explanation.setWordWrap(True)
        form = QFormLayout()
        labels = (
            (self.tr("&Première paire"), self.tr("&Deuxième paire"))
            if pairs
            else (self.tr("&Première équipe"), self.tr("&Deuxième équipe"))
        )
        for text, combo in zip(labels, (self.first, self.second), strict=True):
            label = QLabel(colon(text))
            label.setBuddy(combo)
            form.addRow(label, combo)
        self.error = _error_label()
        buttons = ok_cancel(self, self.tr("É&changer"))
        self.ok_button: QPushButton = buttons.button(QDialogButtonBox.StandardButton.Ok)
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(buttons)
        self.setMinimumWidth(520)
        self.first.setFocus()

    def chosen(self) -> tuple[int, int]:
        return int(self.first.currentData()), int(self.second.currentData())

    def accept(self) -> None:
        try:
            self._apply(*self.chosen())
        except UserError as error:  # the two teams play each other, a fixed table...
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()


class RoundsCountDialog(QDialog):
    """Change the number of rounds during the day, down to the rounds already drawn."""

    def __init__(
        self,
        apply: Callable[[int], object],
        *,
        rounds: int,
        drawn: int,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self._apply = apply
        self.setWindowTitle(self.tr("Nombre de tours"))
        self.count = QSpinBox()
        self.count.setRange(max(1, drawn), MAX_ROUNDS)
        self.count.setValue(rounds)
        explanation = QLabel(
            french(
                self.tr(
                    "Moins de tours si des joueurs partent ou si l'heure tourne, plus s'il "
                    "reste du temps : pas moins que {drawn}."
                ).format(
                    drawn=counted(
                        drawn, self.tr("{n} tour déjà tiré"), self.tr("{n} tours déjà tirés")
                    )
                )
            )
        )
        explanation.setWordWrap(True)
        label = QLabel(colon(self.tr("&Tours prévus")))
        label.setBuddy(self.count)
        form = QFormLayout()
        form.addRow(label, self.count)
        self.error = _error_label()
        layout = QVBoxLayout(self)
        layout.addWidget(explanation)
        layout.addLayout(form)
        layout.addWidget(self.error)
        layout.addWidget(ok_cancel(self, self.tr("&Changer")))
        self.setMinimumWidth(420)
        self.count.setFocus()
        self.count.selectAll()
        select_on_focus(self)

    def accept(self) -> None:
        try:
            self._apply(self.count.value())
        except UserError as error:  # the same number, fewer than drawn
            self.error.setText(str(error))
            self.error.show()
            return
        super().accept()
