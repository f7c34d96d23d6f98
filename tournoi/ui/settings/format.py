"""The format form: the number of rounds, a partie ending at a target or after a number
of donnes, and how the arbiters enter a partie (donne by donne, its two totals, or either)."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt
from PySide6.QtGui import QIntValidator
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QGroupBox,
    QLabel,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import Tie, Variant
from engine.rules import MAX_DONNES, MAX_TARGET
from tournoi.services.settings import MAX_MINUTES, MAX_ROUNDS, EntryMode, TournamentSettings
from tournoi.ui.settings.form import Form, FormError
from tournoi.ui.settings.labels import buddy, html, note, with_reason
from tournoi.ui.widgets import colon, french

TARGETS = (1000, 1500, 2000, 2001)
"""The usual totals of a partie; any other can be typed."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Format:
    """What the format form holds: the rounds, and how a partie ends as :class:`~engine.Rules`
    takes it."""

    rounds: int
    target: int | None
    donnes: int | None
    tie: Tie
    entry: EntryMode = EntryMode.EITHER
    minutes: int | None = None
    """A partie au temps: its duration."""

    @classmethod
    def of(cls, settings: TournamentSettings) -> Format:
        rules = settings.rules
        return cls(
            rounds=settings.rounds,
            target=rules.target,
            donnes=rules.donnes,
            tie=rules.tie,
            entry=settings.entry,
            minutes=settings.partie_minutes,
        )


class FormatForm(Form[Format]):
    """The number of rounds, a partie ending at a target or after a number of donnes, the entry."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._partie_locked = False
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(1, MAX_ROUNDS)
        self.rounds_spin.setValue(4)
        self.rounds_note = note()
        self.set_melee(False)

        self.target_radio = QRadioButton(self.tr("En un nombre de p&oints"))
        self.target_combo = QComboBox()
        self.target_combo.setEditable(True)
        self.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for target in TARGETS:
            self.target_combo.addItem(str(target))
        self.target_combo.setValidator(QIntValidator(0, MAX_TARGET, self.target_combo))
        self.target_combo.setToolTip(self.tr("Choisissez dans la liste ou tapez un autre total."))
        self.donnes_radio = QRadioButton(self.tr("En un nombre de &donnes"))
        self.donnes_spin = QSpinBox()
        self.donnes_spin.setRange(1, MAX_DONNES)
        self.donnes_spin.setValue(12)
        self.draw_radio = QRadioButton(self.tr("Match &nul"))
        self.extra_radio = QRadioButton(self.tr("Donne s&upplémentaire jusqu'à départager"))
        self.target_note = note()
        self.donnes_note = note(
            self.tr("La partie s'arrête après ce nombre de donnes ; le plus haut total gagne.")
        )
        self.tie_note = note()
        self.timed_box = QCheckBox(self.tr("Partie au temps (c&hrono)"))
        self.minutes_spin = QSpinBox()
        self.minutes_spin.setRange(1, MAX_MINUTES)
        self.minutes_spin.setValue(45)
        self.minutes_spin.setSuffix(self.tr(" min"))
        self.minutes_spin.setEnabled(False)
        self.timed_box.toggled.connect(self.minutes_spin.setEnabled)
        self.timed_note = note(
            self.tr(
                "À la sonnerie, la donne en cours est finie et la partie s'arrête : le plus haut "
                "total gagne (§10.4 à égalité). Le chrono du tour (F9, à la table de marque et "
                "au projecteur) part de cette durée."
            )
        )
        self.entry_combo = QComboBox()
        for mode, text in (
            (EntryMode.EITHER, self.tr("Au choix à chaque table")),
            (EntryMode.DONNES, self.tr("Donne par donne")),
            (EntryMode.TOTALS, self.tr("Les deux totaux de la feuille")),
        ):
            self.entry_combo.addItem(text, mode)
        self.entry_note = note(
            self.tr(
                "Les totaux seuls (« 2070 1290 ») comptent comme une partie saisie ; "
                "ses donnes peuvent suivre, pour vérifier la feuille."
            )
        )
        for pair in ((self.target_radio, self.donnes_radio), (self.draw_radio, self.extra_radio)):
            group = QButtonGroup(self)
            for button in pair:
                group.addButton(button)
        self.target_radio.setChecked(True)
        self.draw_radio.setChecked(True)
        self.set_variant(Variant.CONTREE)

        self.rounds_spin.valueChanged.connect(self.changed)
        self.target_combo.currentTextChanged.connect(self.changed)
        self.donnes_spin.valueChanged.connect(self.changed)
        self.target_radio.toggled.connect(self._mode_toggled)
        self.draw_radio.toggled.connect(self.changed)
        self.entry_combo.currentIndexChanged.connect(self.changed)
        self.timed_box.toggled.connect(self.changed)
        self.minutes_spin.valueChanged.connect(self.changed)
        self._build_layout()
        self._mode_toggled()

    def set_melee(self, melee: bool) -> None:
        """Say what a round is in the format chosen: a mêlée draws partners, not teams."""
        self.rounds_note.setText(
            french(
                self.tr(
                    "À chaque tour, chaque joueur reçoit un équipier et deux adversaires tirés au "
                    "sort pour une partie, ou est exempt."
                )
                if melee
                else self.tr(
                    "À chaque tour, chaque équipe joue une partie contre une autre, ou est exempte."
                )
            )
        )

    def _build_layout(self) -> None:
        rounds = QGroupBox(self.tr("Tours"))
        rounds_grid = QGridLayout(rounds)
        rounds_grid.setHorizontalSpacing(18)
        rounds_grid.setColumnStretch(2, 1)
        rounds_label = buddy(self.tr("Nombre de &tours"), self.rounds_spin)
        rounds_grid.addWidget(rounds_label, 0, 0)
        rounds_grid.addWidget(self.rounds_spin, 0, 1)
        rounds_grid.addWidget(self.rounds_note, 0, 2)

        self.partie_box = QGroupBox(self.tr("Fin d'une partie"))
        grid = QGridLayout(self.partie_box)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(10)
        grid.setColumnStretch(2, 1)
        top = Qt.AlignmentFlag.AlignTop
        grid.addWidget(self.target_radio, 0, 0)
        grid.addWidget(self.target_combo, 0, 1)
        grid.addWidget(self.target_note, 0, 2, top)
        grid.addWidget(self.donnes_radio, 1, 0)
        grid.addWidget(self.donnes_spin, 1, 1)
        grid.addWidget(self.donnes_note, 1, 2, top)
        tie = QVBoxLayout()
        tie.setSpacing(4)
        self.tie_label = QLabel(colon(self.tr("Égalité après la dernière donne")))
        tie.addWidget(self.tie_label)
        for button in (self.draw_radio, self.extra_radio):
            tie.addWidget(button)
        grid.addLayout(tie, 2, 0, 1, 2, top)
        grid.addWidget(self.tie_note, 2, 2, top)
        grid.addWidget(self.timed_box, 3, 0)
        grid.addWidget(self.minutes_spin, 3, 1)
        grid.addWidget(self.timed_note, 3, 2, top)
        entry = QGroupBox(self.tr("Saisie des parties"))
        entry_grid = QGridLayout(entry)
        entry_grid.setHorizontalSpacing(18)
        entry_grid.setColumnStretch(2, 1)
        entry_label = buddy(self.tr("&Mode de saisie"), self.entry_combo)
        entry_grid.addWidget(entry_label, 0, 0)
        entry_grid.addWidget(self.entry_combo, 0, 1)
        entry_grid.addWidget(self.entry_note, 0, 2)
        for field in (self.rounds_spin, self.target_combo, self.donnes_spin):
            field.setMinimumWidth(110)
        # The same columns in both boxes, so that the explanations line up.
        first = max(
            w.sizeHint().width() for w in (rounds_label, self.target_radio, self.donnes_radio)
        )
        for layout_grid in (rounds_grid, grid, entry_grid):
            layout_grid.setColumnMinimumWidth(0, first)
            layout_grid.setColumnMinimumWidth(1, 130)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(rounds)
        layout.addWidget(self.partie_box)
        layout.addWidget(entry)

    def save(self) -> Format:
        """The rounds and the end of a partie; a :class:`FormError` if the target is no number."""
        rounds = self.rounds_spin.value()
        entry = EntryMode(self.entry_combo.currentData())
        minutes = self.minutes_spin.value() if self.timed_box.isChecked() else None
        if self.donnes_radio.isChecked():
            tie = Tie.EXTRA_DONNE if self.extra_radio.isChecked() else Tie.DRAW
            donnes = self.donnes_spin.value()
            return Format(
                rounds=rounds, target=None, donnes=donnes, tie=tie, entry=entry, minutes=minutes
            )
        text = self.target_combo.currentText().strip()
        if not text.isdigit():
            message = self.tr("Indiquez en combien de points se joue une partie.")
            raise FormError(message, field="target")
        return Format(
            rounds=rounds, target=int(text), donnes=None, tie=Tie.DRAW, entry=entry, minutes=minutes
        )

    def load(self, value: Format) -> None:
        self.rounds_spin.setValue(value.rounds)
        if value.donnes is not None:
            self.donnes_radio.setChecked(True)
            self.donnes_spin.setValue(value.donnes)
        else:
            self.target_radio.setChecked(True)
        if value.target is not None:
            self.set_target(value.target)
        (self.extra_radio if value.tie is Tie.EXTRA_DONNE else self.draw_radio).setChecked(True)
        self.entry_combo.setCurrentIndex(self.entry_combo.findData(value.entry))
        self.timed_box.setChecked(value.minutes is not None)
        if value.minutes is not None:
            self.minutes_spin.setValue(value.minutes)

    def set_target(self, target: int) -> None:
        self.target_combo.setCurrentText(str(target))

    def set_variant(self, variant: Variant) -> None:
        """The § of the end of a partie differs between the two FFB rule books."""
        if variant is Variant.CONTREE:
            tooltip = self.tr("Règlement FFB de la belote contrée, §10.4")
        else:
            tooltip = self.tr("Règlement FFB de la belote classique, §10.3")
        self.target_note.setToolTip(tooltip)
        self.target_radio.setToolTip(tooltip)
        explanation = self.tr(
            "La première équipe qui atteint ce total gagne ; si les deux l'atteignent sur la "
            "même donne, le plus haut total l'emporte."
        )
        if variant is Variant.CLASSIQUE:
            explanation += " " + self.tr(
                "Une équipe qui n'a marqué que sa belote sur la donne ne peut pas finir la partie."
            )
        self.target_note.setText(html(explanation))

    def set_partie_locked(self, locked: bool) -> None:
        self._partie_locked = locked
        self._mode_toggled()

    def _mode_toggled(self) -> None:
        donnes = self.donnes_radio.isChecked()
        unlocked = not self._partie_locked
        for control in (self.target_radio, self.donnes_radio):
            control.setEnabled(unlocked)
        self.target_combo.setEnabled(unlocked and not donnes)
        self.donnes_spin.setEnabled(unlocked and donnes)
        for widget in (self.tie_label, self.draw_radio, self.extra_radio):
            widget.setEnabled(unlocked and donnes)
        reason = (
            None
            if donnes
            else self.tr(
                "Seulement pour une partie en un nombre de donnes : en points, on joue jusqu'à départager."
            )
        )
        self.tie_note.setText(
            with_reason(
                self.tr("Un match nul, ou une donne de plus tant que les totaux sont égaux."),
                reason,
            )
        )
        self.changed.emit()
