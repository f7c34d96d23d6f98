"""The règles de la maison of the rules form: one control each, in the engine's own words.

Each house rule is off by default (the FFB text). Its label, its sentence and
where it comes from are the engine's (:data:`engine.HOUSE_RULES`); so is why it
cannot apply with the other choices (:meth:`engine.Rules.unavailable`), shown
in italics under its sentence and in its tooltip.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import QCheckBox, QComboBox, QGridLayout, QLabel, QWidget

from engine import HOUSE_RULES, EqualTotals, HouseRule, Rules
from engine.rules import Option
from tournoi.ui.settings.labels import html, note

_OPTIONS = frozenset(option.value for option in Option)
"""The house rules that other choices can rule out (the others always apply)."""

CHOICE_FIELD = "equal_totals"
"""The one house rule with more than two values: a choice, not a check box."""


def rules_of(field: str) -> tuple[HouseRule, ...]:
    """The house rules switching ``field`` on, in the engine's order."""
    return tuple(rule for rule in HOUSE_RULES if rule.field == field)


def fields() -> tuple[str, ...]:
    """The fields of :class:`~engine.Rules` that are house rules, but the rounding (its own row)."""
    return tuple(dict.fromkeys(rule.field for rule in HOUSE_RULES if rule.field != "rounding"))


def sources(rules: tuple[HouseRule, ...], reason: str | None, sentence: str = "") -> str:
    """The rule in words, where each rule comes from, and why it does not apply, in rich text."""
    parts = [f"<p>{html(sentence)}</p>"] if sentence else []
    parts += [f"<p><b>{html(rule.label)}</b>{html(' : ' + rule.source)}</p>" for rule in rules]
    if reason is not None:
        parts.append(f"<p><i>{html(reason)}</i></p>")
    return "".join(parts)


class HouseRulesForm(QWidget):
    """A check box for each house rule (a choice for equal totals), with its sentence beside it."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._locked = False
        self.controls: dict[str, QCheckBox | QComboBox] = {}
        self.notes: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.setHorizontalSpacing(18)
        grid.setVerticalSpacing(8)
        grid.setColumnStretch(1, 1)
        grid.setColumnMinimumWidth(0, 290)
        top = Qt.AlignmentFlag.AlignTop
        for row, field in enumerate(fields()):
            control = self._control(field)
            self.controls[field] = control
            self.notes[field] = note()
            grid.addWidget(control, row, 0, top)
            grid.addWidget(self.notes[field], row, 1, top)
        grid.setRowStretch(len(self.controls), 1)

    def _control(self, field: str) -> QCheckBox | QComboBox:
        if field == CHOICE_FIELD:
            combo = QComboBox()
            combo.addItem(self.tr("Égalité : litige (règle FFB)"), EqualTotals.LITIGE.value)
            for rule in rules_of(field):
                combo.addItem(rule.label, str(rule.value))
            combo.currentIndexChanged.connect(self.changed)
            return combo
        (rule,) = rules_of(field)
        check = QCheckBox(rule.label)
        check.toggled.connect(self.changed)
        return check

    def values(self) -> dict[str, Any]:
        """Each house rule's field and its value, as :class:`~engine.Rules` takes them."""
        chosen: dict[str, Any] = {}
        for field, control in self.controls.items():
            if isinstance(control, QComboBox):
                chosen[field] = EqualTotals(str(control.currentData()))
            else:
                (rule,) = rules_of(field)
                default = getattr(Rules(), field)
                chosen[field] = rule.value if control.isChecked() else default
        return chosen

    def load(self, rules: Rules) -> None:
        for field, control in self.controls.items():
            value = getattr(rules, field)
            if isinstance(control, QComboBox):
                control.setCurrentIndex(control.findData(str(value)))
            else:
                (rule,) = rules_of(field)
                control.setChecked(value == rule.value)

    def set_locked(self, locked: bool) -> None:
        self._locked = locked

    def refresh(self, base: Rules, *, switch_off: bool) -> None:
        """Disable (and, with ``switch_off``, switch off) what ``base`` rules out, and say why."""
        for field, control in self.controls.items():
            reason = base.unavailable(Option(field)) if field in _OPTIONS else None
            if switch_off and reason is not None:
                self._switch_off(control)
            control.setEnabled(reason is None and not self._locked)
            rules = rules_of(field)
            sentence = self._sentence(control, rules)
            # A rule that cannot apply says only why: its sentence stays in the tooltip.
            shown = f"<i>{html(reason)}</i>" if reason is not None else html(sentence)
            self.notes[field].setText(shown)
            tip = sources(rules, reason, sentence)
            self.notes[field].setToolTip(tip)
            control.setToolTip(tip)

    def _sentence(self, control: QCheckBox | QComboBox, rules: tuple[HouseRule, ...]) -> str:
        """The chosen rule in words; for equal totals left to the FFB, the litige."""
        if isinstance(control, QComboBox):
            if control.currentIndex() == 0:
                return self.tr(
                    "Règle FFB : à égalité de points, litige ; les points des preneurs vont "
                    "à qui gagne la donne suivante (§10.1 c)."
                )
            return rules[control.currentIndex() - 1].description
        return rules[0].description

    @staticmethod
    def _switch_off(control: QCheckBox | QComboBox) -> None:
        if isinstance(control, QComboBox):
            control.setCurrentIndex(0)
        else:
            control.setChecked(False)
