"""The rules form: a preset, or each option of the engine's :class:`~engine.Rules`.

An option that the other choices rule out is disabled, switched off, and says why; which
options those are, the engine says (:meth:`engine.Rules.unavailable`).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import replace

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QGridLayout,
    QLabel,
    QRadioButton,
    QTabWidget,
    QVBoxLayout,
    QWidget,
)

from engine import HOUSE_RULES, PRESET_LABELS, PRESETS, Counting, Rules, Tie, Variant
from engine.rules import ROUNDING_STEPS, Option
from tournoi.services.settings import CUSTOM
from tournoi.ui.settings.form import Form
from tournoi.ui.settings.house_rules import HouseRulesForm, sources
from tournoi.ui.settings.labels import buddy, note, with_reason
from tournoi.ui.settings.paragraphs import cite
from tournoi.ui.widgets import colon

SAVED = "saved:"
"""The prefix of a preset the user saved, in the preset list: ``saved:`` and its name."""


def _bare(rules: Rules) -> Rules:
    return replace(rules, target=None, donnes=None, tie=Tie.DRAW)


def preset_of(rules: Rules, saved: Mapping[str, Rules] | None = None) -> str:
    """The preset whose options ``rules`` has (whatever the partie's end), else ``CUSTOM``.

    An engine's preset first, then one of the user's ``saved`` presets (``saved:`` its name).
    """
    bare = _bare(rules)
    for key, preset in PRESETS.items():
        if _bare(preset) == bare:
            return key
    for name, preset in (saved or {}).items():
        if _bare(preset) == bare:
            return SAVED + name
    return CUSTOM


def own_words(lines: Sequence[str], rules: Rules) -> list[str]:
    """``lines`` describing ``rules`` (the variant's first), which name the FFB only for its own.

    The engine's words call any rules the FFB's: personalised ones are not.
    """
    shown = list(lines)
    if shown and preset_of(rules) == CUSTOM and not rules.house_rules():
        shown[0] = shown[0].replace("règles FFB", "règles personnalisées")
    return shown


class RulesForm(Form[Rules]):
    """The rules preset and every option of :class:`~engine.Rules` but how a partie ends."""

    preset_chosen = Signal(object)
    """The :class:`~engine.Rules` of the preset the user just chose (for its target)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._busy = False
        self._locked = False
        self._saved: dict[str, Rules] = {}
        self.preset_combo = QComboBox()
        for key in PRESETS:
            self.preset_combo.addItem(PRESET_LABELS[key], key)
        self.preset_combo.addItem(self.tr("Personnalisé"), CUSTOM)
        self.preset_combo.activated.connect(self._preset_activated)

        self.contree_radio = QRadioButton(self.tr("Belote c&ontrée"))
        self.classique_radio = QRadioButton(self.tr("Belote c&lassique"))
        self.faits_radio = QRadioButton(self.tr("Points &faits"))
        self.demandes_radio = QRadioButton(self.tr("Points faits + points &demandés"))
        self.rounding_combo = QComboBox()
        for step, text in zip(
            ROUNDING_STEPS,
            (
                self.tr("À la dizaine la plus proche"),
                self.tr("À 5 près (règle de la maison)"),
                self.tr("Aucun : au point près"),
            ),
            strict=True,
        ):
            self.rounding_combo.addItem(text, step)
        self.rounding_combo.currentIndexChanged.connect(self._option_toggled)
        self.house = HouseRulesForm()
        self.house.changed.connect(self._option_toggled)
        self.sa_ta_check = QCheckBox(self.tr("Sans Atout et &Tout Atout"))
        self.contre_check = QCheckBox(self.tr("Contre réd&uit"))
        self.annonces_check = QCheckBox(self.tr("A&nnonces"))
        self._groups = [QButtonGroup(self), QButtonGroup(self)]
        for group, buttons in zip(
            self._groups,
            ((self.contree_radio, self.classique_radio), (self.faits_radio, self.demandes_radio)),
            strict=True,
        ):
            for button in buttons:
                group.addButton(button)
        self.contree_radio.toggled.connect(self._variant_toggled)
        for control in (self.faits_radio, self.sa_ta_check,
                        self.contre_check, self.annonces_check):  # fmt: skip
            control.toggled.connect(self._option_toggled)

        self.preset_note = note(
            self.tr(
                "Choisir un règlement remplit toutes les options ; changer une option "
                "passe en « personnalisé »."
            )
        )
        self.variant_note = note(
            self.tr(
                "Contrée : enchères de 80 à 160 ou capot, contre et surcontre. Classique : "
                "on prend ou on passe sur la carte retournée."
            ),
            self.tr("Règlements FFB de la belote contrée (2016) et de la belote classique"),
        )
        self.counting_note = note()
        self.rounding_note = note()
        self.sa_ta_note = note()
        self.contre_note = note()
        self.annonces_note = note()
        self._build_layout()

    def _build_layout(self) -> None:
        ffb = QWidget()
        grid = QGridLayout(ffb)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(10)
        grid.setColumnStretch(2, 1)
        grid.setColumnMinimumWidth(1, 250)
        top = Qt.AlignmentFlag.AlignTop
        grid.addWidget(buddy(self.tr("&Règlement"), self.preset_combo), 0, 0)
        grid.addWidget(self.preset_combo, 0, 1)
        grid.addWidget(self.preset_note, 0, 2)
        grid.addWidget(QLabel(colon(self.tr("Variante"))), 1, 0, top)
        grid.addLayout(self._column(self.contree_radio, self.classique_radio), 1, 1, top)
        grid.addWidget(self.variant_note, 1, 2, top)
        grid.addWidget(QLabel(colon(self.tr("Décompte"))), 2, 0, top)
        grid.addLayout(self._column(self.faits_radio, self.demandes_radio), 2, 1, top)
        grid.addWidget(self.counting_note, 2, 2, top)
        grid.addWidget(buddy(self.tr("&Arrondi"), self.rounding_combo), 3, 0, top)
        grid.addWidget(self.rounding_combo, 3, 1, top)
        grid.addWidget(self.rounding_note, 3, 2, top)
        rows = (
            (self.sa_ta_check, self.sa_ta_note),
            (self.contre_check, self.contre_note),
            (self.annonces_check, self.annonces_note),
        )
        for row, (check, explanation) in enumerate(rows, start=4):
            grid.addWidget(check, row, 0, 1, 2, top)
            grid.addWidget(explanation, row, 2, top)
        grid.setRowStretch(len(rows) + 4, 1)
        self.tabs = QTabWidget()
        self.tabs.addTab(ffb, self.tr("Règlement FF&B"))
        self.tabs.addTab(self.house, self.tr("Règles de la &maison"))
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.tabs)

    @staticmethod
    def _column(*buttons: QAbstractButton) -> QVBoxLayout:
        column = QVBoxLayout()
        column.setSpacing(4)
        for button in buttons:
            column.addWidget(button)
        return column

    def variant(self) -> Variant:
        return Variant.CONTREE if self.contree_radio.isChecked() else Variant.CLASSIQUE

    def _counting(self) -> Counting:
        if self.demandes_radio.isChecked():
            return Counting.FAITS_ET_DEMANDES
        return Counting.POINTS_FAITS

    def save(self) -> Rules:
        """The options, for a partie that ends as the format form says.

        A :class:`~engine.RulesError` if they clash (they cannot: what clashes is switched off).
        """
        return Rules(
            variant=self.variant(),
            counting=self._counting(),
            rounding=self._rounding_step(),
            sans_atout_tout_atout=self.sa_ta_check.isChecked(),
            contre_reduced=self.contre_check.isChecked(),
            annonces=self.annonces_check.isChecked(),
            **self.house.values(),
        )

    def _rounding_step(self) -> int:
        return int(self.rounding_combo.currentData())

    def _set_rounding(self, step: int) -> None:
        self.rounding_combo.setCurrentIndex(self.rounding_combo.findData(step))

    def load(self, value: Rules) -> None:
        self._busy = True
        (self.contree_radio if value.is_contree else self.classique_radio).setChecked(True)
        demandes = value.counting is Counting.FAITS_ET_DEMANDES
        (self.demandes_radio if demandes else self.faits_radio).setChecked(True)
        self._set_rounding(value.rounding_step)
        self.sa_ta_check.setChecked(value.sans_atout_tout_atout)
        self.contre_check.setChecked(value.contre_reduced)
        self.annonces_check.setChecked(value.annonces)
        self.house.load(value)
        self._busy = False
        self._refresh(switch_off=False)

    def set_locked(self, locked: bool) -> None:
        """Read-only: every control disabled, the explanations kept."""
        self._locked = locked
        self.house.set_locked(locked)
        self.preset_combo.setEnabled(not locked)
        self._refresh(switch_off=False)

    def _preset_activated(self, index: int) -> None:
        key = str(self.preset_combo.itemData(index))
        if key == CUSTOM:
            return
        preset = self._saved[key.removeprefix(SAVED)] if key.startswith(SAVED) else PRESETS[key]
        self.load(preset)
        self.preset_combo.setCurrentIndex(index)
        self.preset_chosen.emit(preset)

    def _variant_toggled(self) -> None:
        if self._busy:
            return
        self._busy = True
        # Each variant has its FFB rounding: always in contrée, never in classique.
        self._set_rounding(Rules(variant=self.variant()).rounding_step)
        self._busy = False
        self._refresh(switch_off=True)

    def _option_toggled(self) -> None:
        if not self._busy:
            self._refresh(switch_off=True)

    def _refresh(self, *, switch_off: bool) -> None:
        """Enable what applies, switch off what does not, say why, and find the preset."""
        # The engine says what the variant, then the counting, rule out.
        chosen = Rules(variant=self.variant())
        counting_reason = chosen.unavailable(Option.COUNTING)
        if counting_reason is None:
            chosen = replace(chosen, counting=self._counting())
        contre_reason = chosen.unavailable(Option.CONTRE_REDUCED)
        annonces_reason = chosen.unavailable(Option.ANNONCES)
        self._busy = True
        annonces = self.annonces_check.isChecked() and annonces_reason is None
        self.house.refresh(replace(chosen, annonces=annonces), switch_off=switch_off)
        if switch_off and counting_reason is not None:
            self.faits_radio.setChecked(True)
        if switch_off and contre_reason is not None:
            self.contre_check.setChecked(False)
        if switch_off and annonces_reason is not None:
            self.annonces_check.setChecked(False)
        self._busy = False

        contree = self.variant() is Variant.CONTREE
        for controls, reason in (
            ((self.contree_radio, self.classique_radio), None),
            ((self.faits_radio, self.demandes_radio), counting_reason),
            ((self.rounding_combo,), None),
            ((self.sa_ta_check,), None),
            ((self.contre_check,), contre_reason),
            ((self.annonces_check,), annonces_reason),
        ):
            for control in controls:
                control.setEnabled(reason is None and not self._locked)
        self._explain(contree, counting_reason, contre_reason, annonces_reason)
        self._sync_preset()
        self.changed.emit()

    def _explain(
        self,
        contree: bool,
        counting_reason: str | None,
        contre_reason: str | None,
        annonces_reason: str | None,
    ) -> None:
        variant = self.variant()
        if contree:
            rounding = self.tr(
                "Les points réalisés sont arrondis à la dizaine la plus proche (85 donne 90, "
                "84 donne 80) ; la FFB arrondit toujours en contrée."
            )
            rounding_paragraph = "§10.3"
        else:
            rounding = self.tr(
                "Les marques de chaque donne sont arrondies à la dizaine ; la FFB compte "
                "au point près en classique."
            )
            rounding_paragraph = "§10.2"
        rounding_tip = cite(variant, rounding_paragraph)
        if self._rounding_step() == 5:
            (to_five,) = (rule for rule in HOUSE_RULES if rule.field == "rounding")
            rounding = to_five.description
            rounding_tip = sources((to_five,), None) + rounding_tip
        explanations = (
            (
                self.counting_note,
                (self.faits_radio, self.demandes_radio),
                self.tr(
                    "En points faits, le contrat réussi marque ses points réalisés ; en faits + "
                    "demandés, il y ajoute la valeur du contrat, que la défense marque s'il chute."
                ),
                counting_reason,
                cite(variant, "§10.2") if contree else "",
            ),
            (
                self.rounding_note,
                (self.rounding_combo,),
                rounding,
                None,
                rounding_tip,
            ),
            (
                self.sa_ta_note,
                (self.sa_ta_check,),
                self.tr(
                    "Autorise les contrats Sans Atout et Tout Atout, avec leurs propres "
                    "valeurs des cartes."
                ),
                None,
                cite(variant, "§11"),
            ),
            (
                self.contre_note,
                (self.contre_check,),
                self.tr(
                    "Un contrat contré marque 160 + 2 × le contrat (surcontré : 160 + 4 × le "
                    "contrat) au lieu de 320 + 2 × le contrat."
                ),
                contre_reason,
                cite(Variant.CONTREE, "§10.2 note 1"),
            ),
            (
                self.annonces_note,
                (self.annonces_check,),
                self.tr(
                    "Tierce, cinquante, cent et carrés comptent pour l'équipe qui détient la "
                    "plus forte annonce."
                ),
                annonces_reason,
                cite(variant, "§8"),
            ),
        )
        for label, controls, explanation, reason, tooltip in explanations:
            label.setText(with_reason(explanation, reason))
            label.setToolTip(tooltip)
            for control in controls:
                control.setToolTip(tooltip)

    def set_saved_presets(self, saved: Mapping[str, Rules]) -> None:
        """Offer the user's own presets, by their names, after the engine's."""
        for index in reversed(range(self.preset_combo.count())):
            if str(self.preset_combo.itemData(index)).startswith(SAVED):
                self.preset_combo.removeItem(index)
        self._saved = dict(saved)
        custom = self.preset_combo.findData(CUSTOM)
        for offset, name in enumerate(sorted(self._saved, key=str.casefold)):
            self.preset_combo.insertItem(custom + offset, name, SAVED + name)
        self._sync_preset()

    def _sync_preset(self) -> None:
        """Show the preset the options match, or « personnalisé »."""
        key = preset_of(self.save(), self._saved)
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(key))
