"""The forms of a tournament's identity and settings, shared by the New tournament wizard and
the Settings dialog.

Each form edits one part and hands back what the services take: :class:`IdentityForm`
the name, date, place, organiser and arbiter; :class:`RulesForm` the options of the
engine's :class:`~engine.Rules`; :class:`FormatForm` the number of rounds and how a partie
ends; :class:`RankingForm` the ranking criteria, the ranking points and what a bye scores.
:class:`SettingsForms` ties the three settings forms together and builds the
:class:`~tournoi.services.settings.TournamentSettings`, whose refusals (the engine's
``RulesError``, the services' ``ServiceError``) carry the French message to show.

An option that does not apply to the chosen variant is disabled, switched off, and says why.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from html import escape

from PySide6.QtCore import QDate, QObject, Qt, Signal
from PySide6.QtGui import QIntValidator, QKeyEvent
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QDateEdit,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import FFB_CONTREE, PRESETS, Counting, Rules, RulesError, Tie, Variant
from tournoi.services.ranking import Criterion, RankingPoints, RankingSettings
from tournoi.services.settings import (
    CUSTOM,
    PRESET_NAMES,
    ByeMarks,
    ByeScoring,
    TournamentSettings,
)
from tournoi.services.tournaments import TournamentInfo
from tournoi.ui.widgets import RED, colon, french

TARGETS = (1000, 1500, 2000, 2001)
"""The usual totals of a partie; any other can be typed."""
NO_DATE = QDate(2000, 1, 1)
"""The date edit's lowest value, shown as « non précisée »."""
NOTE_STYLE = "color: #4a4a4a"


class FormError(ValueError):
    """A field left empty or unreadable; ``str()`` is the French message."""


@dataclass(frozen=True, slots=True)
class Identity:
    """What the identity form holds, as :func:`tournoi.services.tournaments.update_info` takes it."""

    name: str
    day: date | None
    place: str
    organiser: str
    arbiter: str

    @classmethod
    def of(cls, info: TournamentInfo) -> Identity:
        return cls(info.name, info.day, info.place, info.organiser, info.arbiter)


def html(text: str) -> str:
    """``text`` with French typography, ready for a rich-text label."""
    return escape(french(text), quote=False)


def note(text: str = "", tooltip: str = "") -> QLabel:
    """A muted sentence explaining the control beside it."""
    label = QLabel(french(text))
    label.setWordWrap(True)
    label.setStyleSheet(NOTE_STYLE)
    label.setToolTip(tooltip)
    label.setTextFormat(Qt.TextFormat.RichText)
    return label


def buddy(text: str, field: QWidget) -> QLabel:
    """``Text :`` with its mnemonic giving the focus to ``field``."""
    label = QLabel(colon(text))
    label.setBuddy(field)
    return label


def with_reason(explanation: str, reason: str | None) -> str:
    """The explanation, and in italics why the option is disabled, if it is."""
    if reason is None:
        return html(explanation)
    return f"{html(explanation)}<br><i>{html(reason)}</i>"


class IdentityForm(QWidget):
    """Name (required), date, place, organiser and arbiter; ``form`` takes more rows."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("obligatoire, par exemple Concours de printemps"))
        self.date_edit = QDateEdit(QDate.currentDate())
        self.date_edit.setCalendarPopup(True)
        self.date_edit.setDisplayFormat("dd/MM/yyyy")
        self.date_edit.setMinimumDate(NO_DATE)
        self.date_edit.setSpecialValueText(self.tr("non précisée"))
        self.date_edit.setToolTip(
            self.tr("Flèches haut et bas pour changer le jour ; Alt+Bas ouvre le calendrier.")
        )
        self.place_edit = QLineEdit()
        self.place_edit.setPlaceholderText(self.tr("par exemple Salle des fêtes de Saint-Martin"))
        self.organiser_edit = QLineEdit()
        self.organiser_edit.setPlaceholderText(self.tr("club ou association"))
        self.arbiter_edit = QLineEdit()
        self.form = QFormLayout(self)
        self.form.setContentsMargins(0, 0, 0, 0)
        self.form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.AllNonFixedFieldsGrow)
        for text, field in (
            (self.tr("&Nom du tournoi"), self.name_edit),
            (self.tr("&Date"), self.date_edit),
            (self.tr("&Lieu"), self.place_edit),
            (self.tr("&Organisateur"), self.organiser_edit),
            (self.tr("&Arbitre"), self.arbiter_edit),
        ):
            self.form.addRow(buddy(text, field), field)
        self.date_edit.setMaximumWidth(self.date_edit.sizeHint().width() + 40)

    def identity(self) -> Identity:
        day = self.date_edit.date()
        return Identity(
            name=" ".join(self.name_edit.text().split()),
            day=None if day == NO_DATE else date(day.year(), day.month(), day.day()),
            place=self.place_edit.text().strip(),
            organiser=self.organiser_edit.text().strip(),
            arbiter=self.arbiter_edit.text().strip(),
        )

    def set_identity(self, identity: Identity) -> None:
        self.name_edit.setText(identity.name)
        day = identity.day
        self.date_edit.setDate(NO_DATE if day is None else QDate(day.year, day.month, day.day))
        self.place_edit.setText(identity.place)
        self.organiser_edit.setText(identity.organiser)
        self.arbiter_edit.setText(identity.arbiter)


class RulesForm(QWidget):
    """The rules preset and every option of :class:`~engine.Rules` but how a partie ends."""

    changed = Signal()
    preset_chosen = Signal(object)
    """The :class:`~engine.Rules` of the preset the user just chose (for its target)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._busy = False
        self._locked = False
        self.preset_combo = QComboBox()
        names = {
            "ffb-contree": self.tr("FFB belote contrée"),
            "ffb-classique": self.tr("FFB belote classique"),
        }
        for key in PRESETS:
            self.preset_combo.addItem(names.get(key, PRESET_NAMES.get(key, key)), key)
        self.preset_combo.addItem(self.tr("Personnalisé"), CUSTOM)
        self.preset_combo.activated.connect(self._preset_activated)

        self.contree_radio = QRadioButton(self.tr("Belote c&ontrée"))
        self.classique_radio = QRadioButton(self.tr("Belote c&lassique"))
        self.faits_radio = QRadioButton(self.tr("Points &faits"))
        self.demandes_radio = QRadioButton(self.tr("Points faits + points &demandés"))
        self.rounding_check = QCheckBox(self.tr("&Arrondi à la dizaine"))
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
        for control in (self.faits_radio, self.rounding_check, self.sa_ta_check,
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
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
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
        rows = (
            (self.rounding_check, self.rounding_note),
            (self.sa_ta_check, self.sa_ta_note),
            (self.contre_check, self.contre_note),
            (self.annonces_check, self.annonces_note),
        )
        for row, (check, explanation) in enumerate(rows, start=3):
            grid.addWidget(check, row, 0, 1, 2, top)
            grid.addWidget(explanation, row, 2, top)

    @staticmethod
    def _column(*buttons: QAbstractButton) -> QVBoxLayout:
        column = QVBoxLayout()
        column.setSpacing(4)
        for button in buttons:
            column.addWidget(button)
        return column

    def variant(self) -> Variant:
        return Variant.CONTREE if self.contree_radio.isChecked() else Variant.CLASSIQUE

    def rules(self, *, target: int | None, donnes: int | None, tie: Tie) -> Rules:
        """The options with how a partie ends; a :class:`~engine.RulesError` if they clash."""
        return Rules(
            variant=self.variant(),
            counting=(
                Counting.FAITS_ET_DEMANDES
                if self.demandes_radio.isChecked()
                else Counting.POINTS_FAITS
            ),
            rounding=self.rounding_check.isChecked(),
            sans_atout_tout_atout=self.sa_ta_check.isChecked(),
            contre_reduced=self.contre_check.isChecked(),
            annonces=self.annonces_check.isChecked(),
            target=target,
            donnes=donnes,
            tie=tie,
        )

    def set_rules(self, rules: Rules) -> None:
        self._busy = True
        (self.contree_radio if rules.is_contree else self.classique_radio).setChecked(True)
        demandes = rules.counting is Counting.FAITS_ET_DEMANDES
        (self.demandes_radio if demandes else self.faits_radio).setChecked(True)
        self.rounding_check.setChecked(bool(rules.rounding))
        self.sa_ta_check.setChecked(rules.sans_atout_tout_atout)
        self.contre_check.setChecked(rules.contre_reduced)
        self.annonces_check.setChecked(rules.annonces)
        self._busy = False
        self._refresh(switch_off=False)

    def set_locked(self, locked: bool) -> None:
        """Read-only: every control disabled, the explanations kept."""
        self._locked = locked
        self.preset_combo.setEnabled(not locked)
        self._refresh(switch_off=False)

    def _preset_activated(self, index: int) -> None:
        key = str(self.preset_combo.itemData(index))
        if key == CUSTOM:
            return
        preset = PRESETS[key]
        self.set_rules(preset)
        self.preset_combo.setCurrentIndex(index)
        self.preset_chosen.emit(preset)

    def _variant_toggled(self) -> None:
        if self._busy:
            return
        self._busy = True
        # Each variant has its FFB rounding: always in contrée, never in classique.
        self.rounding_check.setChecked(self.variant() is Variant.CONTREE)
        self._busy = False
        self._refresh(switch_off=True)

    def _option_toggled(self) -> None:
        if not self._busy:
            self._refresh(switch_off=True)

    def _refresh(self, *, switch_off: bool) -> None:
        """Enable what applies, switch off what does not, say why, and find the preset."""
        self._busy = True
        contree = self.variant() is Variant.CONTREE
        if switch_off and not contree:
            self.faits_radio.setChecked(True)
        demandes = contree and self.demandes_radio.isChecked()
        if switch_off and not demandes:
            self.contre_check.setChecked(False)
        if switch_off and contree:
            self.annonces_check.setChecked(False)
        self._busy = False

        counting_reason = (
            None if contree else self.tr("Le décompte ne se choisit qu'en belote contrée.")
        )
        if not contree:
            contre_reason: str | None = self.tr("Pas de contre en belote classique.")
        elif not demandes:
            contre_reason = self.tr("Seulement en points faits + points demandés.")
        else:
            contre_reason = None
        annonces_reason = (
            self.tr("La belote contrée se joue toujours sans annonces (§8).") if contree else None
        )
        for controls, reason in (
            ((self.contree_radio, self.classique_radio), None),
            ((self.faits_radio, self.demandes_radio), counting_reason),
            ((self.rounding_check,), None),
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
        if contree:
            paragraph = self.tr("Règlement FFB de la belote contrée, {}")
            rounding = self.tr(
                "Les points réalisés sont arrondis à la dizaine la plus proche (85 donne 90, "
                "84 donne 80) ; la FFB arrondit toujours en contrée."
            )
            rounding_paragraph = "§10.3"
        else:
            paragraph = self.tr("Règlement FFB de la belote classique, {}")
            rounding = self.tr(
                "Les marques de chaque donne sont arrondies à la dizaine ; la FFB compte "
                "au point près en classique."
            )
            rounding_paragraph = "§10.2"
        explanations = (
            (
                self.counting_note,
                (self.faits_radio, self.demandes_radio),
                self.tr(
                    "En points faits, le contrat réussi marque ses points réalisés ; en faits + "
                    "demandés, il y ajoute la valeur du contrat, que la défense marque s'il chute."
                ),
                counting_reason,
                paragraph.format("§10.2") if contree else "",
            ),
            (
                self.rounding_note,
                (self.rounding_check,),
                rounding,
                None,
                paragraph.format(rounding_paragraph),
            ),
            (
                self.sa_ta_note,
                (self.sa_ta_check,),
                self.tr(
                    "Autorise les contrats Sans Atout et Tout Atout, avec leurs propres "
                    "valeurs des cartes."
                ),
                None,
                paragraph.format("§11"),
            ),
            (
                self.contre_note,
                (self.contre_check,),
                self.tr(
                    "Un contrat contré marque 160 + 2 × le contrat (surcontré : 160 + 4 × le "
                    "contrat) au lieu de 320 + 2 × le contrat."
                ),
                contre_reason,
                self.tr("Règlement FFB de la belote contrée, §10.2 note 1"),
            ),
            (
                self.annonces_note,
                (self.annonces_check,),
                self.tr(
                    "Tierce, cinquante, cent et carrés comptent pour l'équipe qui détient la "
                    "plus forte annonce."
                ),
                annonces_reason,
                self.tr("Règlement FFB de la belote classique, §8"),
            ),
        )
        for label, controls, explanation, reason, tooltip in explanations:
            label.setText(with_reason(explanation, reason))
            label.setToolTip(tooltip)
            for control in controls:
                control.setToolTip(tooltip)

    def _sync_preset(self) -> None:
        """Show the FFB preset the options match, or « personnalisé »."""
        try:
            current = self.rules(target=None, donnes=None, tie=Tie.DRAW)
        except RulesError:
            current = None
        found = CUSTOM
        for key, preset in PRESETS.items():
            if replace(preset, target=None, donnes=None, tie=Tie.DRAW) == current:
                found = key
        self.preset_combo.setCurrentIndex(self.preset_combo.findData(found))


class FormatForm(QWidget):
    """The number of rounds, and a partie ending at a target or after a number of donnes."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._partie_locked = False
        self.rounds_spin = QSpinBox()
        self.rounds_spin.setRange(1, 99)
        self.rounds_spin.setValue(4)
        self.rounds_note = note(
            self.tr(
                "À chaque tour, chaque équipe joue une partie contre une autre, ou est exempte."
            )
        )

        self.target_radio = QRadioButton(self.tr("En un nombre de p&oints"))
        self.target_combo = QComboBox()
        self.target_combo.setEditable(True)
        self.target_combo.setInsertPolicy(QComboBox.InsertPolicy.NoInsert)
        for target in TARGETS:
            self.target_combo.addItem(str(target))
        self.target_combo.setValidator(QIntValidator(0, 99999, self.target_combo))
        self.target_combo.setToolTip(self.tr("Choisissez dans la liste ou tapez un autre total."))
        self.donnes_radio = QRadioButton(self.tr("En un nombre de &donnes"))
        self.donnes_spin = QSpinBox()
        self.donnes_spin.setRange(1, 99)
        self.donnes_spin.setValue(12)
        self.draw_radio = QRadioButton(self.tr("Match &nul"))
        self.extra_radio = QRadioButton(self.tr("Donne s&upplémentaire jusqu'à départager"))
        self.target_note = note()
        self.donnes_note = note(
            self.tr("La partie s'arrête après ce nombre de donnes ; le plus haut total gagne.")
        )
        self.tie_note = note()
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
        self._build_layout()
        self._mode_toggled()

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
        for field in (self.rounds_spin, self.target_combo, self.donnes_spin):
            field.setMinimumWidth(110)
        # The same columns in both boxes, so that the explanations line up.
        first = max(
            w.sizeHint().width() for w in (rounds_label, self.target_radio, self.donnes_radio)
        )
        for layout_grid in (rounds_grid, grid):
            layout_grid.setColumnMinimumWidth(0, first)
            layout_grid.setColumnMinimumWidth(1, 130)

        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(rounds)
        layout.addWidget(self.partie_box)

    def rounds(self) -> int:
        return self.rounds_spin.value()

    def partie(self) -> tuple[int | None, int | None, Tie]:
        """``(target, donnes, tie)``; a :class:`FormError` if the target is not a number."""
        if self.donnes_radio.isChecked():
            tie = Tie.EXTRA_DONNE if self.extra_radio.isChecked() else Tie.DRAW
            return None, self.donnes_spin.value(), tie
        text = self.target_combo.currentText().strip()
        if not text.isdigit():
            raise FormError(self.tr("Indiquez en combien de points se joue une partie."))
        return int(text), None, Tie.DRAW

    def set_rules(self, rules: Rules) -> None:
        """Show how a partie of ``rules`` ends."""
        if rules.donnes is not None:
            self.donnes_radio.setChecked(True)
            self.donnes_spin.setValue(rules.donnes)
        else:
            self.target_radio.setChecked(True)
        if rules.target is not None:
            self.set_target(rules.target)
        (self.extra_radio if rules.tie is Tie.EXTRA_DONNE else self.draw_radio).setChecked(True)

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


class CriteriaList(QListWidget):
    """The ranking criteria; Alt+Up and Alt+Down move the current one."""

    move_requested = Signal(int)
    """-1 to move the current criterion up, 1 down."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        steps = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
        if event.modifiers() == Qt.KeyboardModifier.AltModifier and event.key() in steps:
            self.move_requested.emit(steps[Qt.Key(event.key())])
            return
        super().keyPressEvent(event)


class RankingForm(QWidget):
    """Ordered ranking criteria, ranking points, what a bye scores, and forfeits."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._forfeit_loss = RankingPoints().forfeit_loss
        self.criteria_list = CriteriaList()
        self.criteria_list.move_requested.connect(self._move)
        self.criteria_list.setAlternatingRowColors(True)
        self.criteria_list.setToolTip(
            self.tr("Espace coche ou décoche le critère ; Alt+Haut et Alt+Bas le déplacent.")
        )
        self.criteria_note = note()
        self.criteria_note.setMinimumHeight(self.criteria_note.fontMetrics().lineSpacing() * 3)
        self.up_button = QPushButton(self.tr("Monter ▲"))
        self.up_button.setToolTip(self.tr("Avancer le critère choisi (Alt+Haut)"))
        self.down_button = QPushButton(self.tr("Descendre ▼"))
        self.down_button.setToolTip(self.tr("Reculer le critère choisi (Alt+Bas)"))
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.criteria_list.currentItemChanged.connect(self._current_changed)
        self.criteria_list.itemChanged.connect(self._criteria_changed)

        self.win_spin, self.draw_spin, self.loss_spin, self.bye_points_spin = (
            QSpinBox() for _ in range(4)
        )
        for spin in self._point_spins():
            spin.setRange(0, 99)
            spin.valueChanged.connect(self.changed)
        self.points_note = note()

        self.fixed_radio = QRadioButton(self.tr("Un nombre &fixe de points"))
        self.fixed_spin = QSpinBox()
        self.fixed_spin.setRange(0, 9999)
        self.fixed_spin.setSingleStep(10)
        self.fixed_spin.setValue(500)
        self.half_radio = QRadioButton()
        self.average_radio = QRadioButton(self.tr("La mo&yenne des marques du tour"))
        self.bye_group = QButtonGroup(self)
        for button in (self.fixed_radio, self.half_radio, self.average_radio):
            self.bye_group.addButton(button)
            button.toggled.connect(self._bye_toggled)
        self.half_note = note()
        self.counts_check = QCheckBox(self.tr("L'exemption compte comme une partie &gagnée"))
        self.counts_check.toggled.connect(self.changed)
        self.fixed_spin.valueChanged.connect(self.changed)
        self.half_radio.setChecked(True)
        self.set_target(FFB_CONTREE.target)
        self._build_layout()
        self.set_settings(RankingSettings(), ByeScoring())

    def _point_spins(self) -> tuple[QSpinBox, QSpinBox, QSpinBox, QSpinBox]:
        return self.win_spin, self.draw_spin, self.loss_spin, self.bye_points_spin

    def _build_layout(self) -> None:
        criteria = QGroupBox(self.tr("Ordre du classement"))
        criteria_layout = QGridLayout(criteria)
        list_label = buddy(
            self.tr("Critères de c&lassement, cochés s'ils comptent"), self.criteria_list
        )
        criteria_layout.addWidget(list_label, 0, 0, 1, 2)
        criteria_layout.addWidget(self.criteria_list, 1, 0, 3, 1)
        criteria_layout.addWidget(self.up_button, 1, 1)
        criteria_layout.addWidget(self.down_button, 2, 1)
        keys = note(self.tr("Espace coche ou décoche ; Alt+Haut et Alt+Bas déplacent."))
        criteria_layout.addWidget(keys, 4, 0, 1, 2)
        criteria_layout.addWidget(self.criteria_note, 5, 0, 1, 2)
        criteria_layout.setRowStretch(3, 1)
        rows = len(Criterion) + 1
        self.criteria_list.setMinimumHeight(
            self.criteria_list.fontMetrics().height() * rows * 3 // 2
        )

        self.points_box = QGroupBox(self.tr("Points de classement"))
        points = QGridLayout(self.points_box)
        self._points_widgets: list[QWidget] = []
        points.setHorizontalSpacing(12)
        for column, (text, spin) in enumerate(
            zip(
                (self.tr("&Victoire"), self.tr("N&ul"), self.tr("Dé&faite"), self.tr("E&xempt")),
                self._point_spins(),
                strict=True,
            )
        ):
            label = buddy(text, spin)
            self._points_widgets.extend((label, spin))
            points.addWidget(label, 0, 2 * column)
            points.addWidget(spin, 0, 2 * column + 1)
        points.setColumnStretch(8, 1)
        points.addWidget(self.points_note, 1, 0, 1, 9)

        bye = QGroupBox(self.tr("Exempt et forfait"))
        bye_grid = QGridLayout(bye)
        bye_grid.setColumnStretch(2, 1)
        bye_grid.addWidget(QLabel(colon(self.tr("L'équipe exempte d'un tour marque"))), 0, 0, 1, 3)
        bye_grid.addWidget(self.fixed_radio, 1, 0)
        bye_grid.addWidget(self.fixed_spin, 1, 1)
        bye_grid.addWidget(self.half_radio, 2, 0, 1, 2)
        bye_grid.addWidget(self.half_note, 2, 2)
        bye_grid.addWidget(self.average_radio, 3, 0, 1, 2)
        bye_grid.addWidget(self.counts_check, 4, 0, 1, 3)
        forfeit = note(
            self.tr("Forfait : l'équipe absente perd, son adversaire marque comme un exempt.")
        )
        bye_grid.addWidget(forfeit, 5, 0, 1, 3)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(criteria, 1)
        right = QVBoxLayout()
        right.addWidget(self.points_box)
        right.addWidget(bye)
        right.addStretch()
        layout.addLayout(right, 1)

    def criteria(self) -> tuple[Criterion, ...]:
        """The ticked criteria, in the list's order."""
        chosen = []
        for row in range(self.criteria_list.count()):
            item = self.criteria_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(Criterion(str(item.data(Qt.ItemDataRole.UserRole))))
        return tuple(chosen)

    def ranking(self) -> RankingSettings:
        """The ranking options; a ``RankingError`` (French message) if they cannot be used."""
        points = RankingPoints(
            win=self.win_spin.value(),
            draw=self.draw_spin.value(),
            loss=self.loss_spin.value(),
            bye=self.bye_points_spin.value(),
            forfeit_loss=self._forfeit_loss,
        )
        return RankingSettings(
            criteria=self.criteria(),
            points=points,
            bye_counts_as_win=self.counts_check.isChecked(),
        )

    def bye(self) -> ByeScoring:
        if self.fixed_radio.isChecked():
            mode = ByeMarks.FIXED
        elif self.half_radio.isChecked():
            mode = ByeMarks.HALF_TARGET
        else:
            mode = ByeMarks.AVERAGE
        # Only a fixed bye has marks of its own: the others store none, as the services do.
        marks = self.fixed_spin.value() if mode is ByeMarks.FIXED else 0
        return ByeScoring(mode=mode, marks=marks, counts_as_win=self.counts_check.isChecked())

    def set_settings(self, ranking: RankingSettings, bye: ByeScoring) -> None:
        self.criteria_list.blockSignals(True)
        self.criteria_list.clear()
        unused = [c for c in Criterion if c not in ranking.criteria]
        for criterion in (*ranking.criteria, *unused):
            item = QListWidgetItem(criterion.french)
            item.setData(Qt.ItemDataRole.UserRole, criterion.value)
            item.setToolTip(criterion.explanation)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            used = criterion in ranking.criteria
            item.setCheckState(Qt.CheckState.Checked if used else Qt.CheckState.Unchecked)
            self.criteria_list.addItem(item)
        self.criteria_list.blockSignals(False)
        self.criteria_list.setCurrentRow(0)
        self._current_changed(self.criteria_list.currentItem())
        points = ranking.points
        for spin, value in zip(
            self._point_spins(), (points.win, points.draw, points.loss, points.bye), strict=True
        ):
            spin.setValue(value)
        self._forfeit_loss = points.forfeit_loss
        if bye.mode is ByeMarks.FIXED:
            self.fixed_spin.setValue(bye.marks)
        {
            ByeMarks.FIXED: self.fixed_radio,
            ByeMarks.HALF_TARGET: self.half_radio,
            ByeMarks.AVERAGE: self.average_radio,
        }[bye.mode].setChecked(True)
        self.counts_check.setChecked(bye.counts_as_win)
        self._criteria_changed()

    def set_target(self, target: int | None) -> None:
        """A partie in points gives half its target to a bye; in donnes it cannot."""
        if target is None:
            self.half_radio.setText(self.tr("La &moitié des points de la partie"))
            if self.half_radio.isChecked():
                self.average_radio.setChecked(True)
        else:
            self.half_radio.setText(
                self.tr("La &moitié des points de la partie ({})").format(target // 2)
            )
        self.half_radio.setEnabled(target is not None)
        reason = self.tr("Sans objet pour une partie en un nombre de donnes.")
        self.half_note.setText("" if target is not None else f"<i>{html(reason)}</i>")

    def _move(self, step: int) -> None:
        row = self.criteria_list.currentRow()
        if row < 0 or not 0 <= row + step < self.criteria_list.count():
            return
        item = self.criteria_list.takeItem(row)
        self.criteria_list.insertItem(row + step, item)
        self.criteria_list.setCurrentRow(row + step)
        self.changed.emit()

    def _current_changed(self, item: QListWidgetItem | None) -> None:
        row = self.criteria_list.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.criteria_list.count() - 1)
        self.criteria_note.setText(html(item.toolTip()) if item is not None else "")

    def _criteria_changed(self) -> None:
        used = Criterion.RANKING_POINTS in self.criteria()
        for widget in self._points_widgets:
            widget.setEnabled(used)
        self.points_note.setText(
            with_reason(
                self.tr("Le barème compte pour chaque tour : victoire, nul, défaite ou exemption."),
                None
                if used
                else self.tr("Utilisés seulement si « Points de classement » est coché."),
            )
        )
        self.changed.emit()

    def _bye_toggled(self) -> None:
        self.fixed_spin.setEnabled(self.fixed_radio.isChecked())
        self.changed.emit()


class SettingsForms(QObject):
    """The rules, format and ranking forms of one :class:`TournamentSettings`, kept coherent.

    A preset gives the format its target; the variant gives the format its §; the format
    tells the bye whether half a target exists. ``locked_rules`` (donnes entered) keeps the
    rules of the game and how a partie ends as they are.
    """

    changed = Signal()

    def __init__(self, settings: TournamentSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules_form = RulesForm()
        self.format_form = FormatForm()
        self.ranking_form = RankingForm()
        self._locked_rules: Rules | None = None
        self._in_words: list[QLabel] = []
        self.rules_form.preset_chosen.connect(self._preset_chosen)
        for form in (self.rules_form, self.format_form, self.ranking_form):
            form.changed.connect(self._form_changed)
        self.set_settings(settings)

    def rules(self) -> Rules:
        """The rules of the game; a ``RulesError`` or :class:`FormError` if they cannot be."""
        if self._locked_rules is not None:
            return self._locked_rules
        target, donnes, tie = self.format_form.partie()
        return self.rules_form.rules(target=target, donnes=donnes, tie=tie)

    def settings(self) -> TournamentSettings:
        """Everything; the engine's or the services' error (a French message) if refused."""
        return TournamentSettings(
            rules=self.rules(),
            rounds=self.format_form.rounds(),
            ranking=self.ranking_form.ranking(),
            bye=self.ranking_form.bye(),
        )

    def set_settings(self, settings: TournamentSettings) -> None:
        self.rules_form.set_rules(settings.rules)
        self.format_form.set_rules(settings.rules)
        self.format_form.rounds_spin.setValue(settings.rounds)
        self.ranking_form.set_target(settings.rules.target)
        self.ranking_form.set_settings(settings.ranking, settings.bye)
        self._form_changed()

    def lock_rules(self) -> None:
        """Donnes have been entered: the rules and the end of a partie stay as they are."""
        self._locked_rules = self.rules()
        self.rules_form.set_locked(True)
        self.format_form.set_partie_locked(True)

    def in_words(self) -> QLabel:
        """A label that always shows the rules in words (or why they are refused)."""
        label = QLabel()
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.RichText)
        label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        self._in_words.append(label)
        self._show_in_words()
        return label

    def _preset_chosen(self, rules: Rules) -> None:
        if rules.target is not None:
            self.format_form.set_target(rules.target)

    def _form_changed(self) -> None:
        self.format_form.set_variant(self.rules_form.variant())
        try:
            target, _donnes, _tie = self.format_form.partie()
        except FormError:
            target = None
        if self.format_form.donnes_radio.isChecked() or target:
            self.ranking_form.set_target(target)
        self._show_in_words()
        self.changed.emit()

    def _show_in_words(self) -> None:
        try:
            lines = self.rules().describe()
        except (RulesError, FormError) as error:
            text = f'<span style="color:{RED.name()}">{html(str(error))}</span>'
        else:
            text = "<br>".join(html(line) for line in lines)
        for label in self._in_words:
            label.setText(text)
