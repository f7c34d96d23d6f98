"""« Nouveau challenge » : its name and the club's rules, each explained as it is chosen."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.files.text import LIMITS, Text
from tournoi.services.challenge import (
    DEFAULT_PLACING,
    ChallengeRuleError,
    ChallengeRules,
    Ranked,
    Rule,
    parse_placing,
)
from tournoi.ui.widgets import french

LARGEST_POINTS = 100_000


class ChallengeRulesDialog(QDialog):
    """The form; :attr:`rules` and :attr:`name` once accepted. A rule refused keeps it open,
    the reason shown under the form."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Nouveau challenge"))
        self.rules: ChallengeRules | None = None
        self.name = ""
        self.name_field = QLineEdit()
        self.name_field.setMaxLength(LIMITS[Text.CHALLENGE_NAME].length)
        self.name_field.setPlaceholderText(self.tr("Challenge du club 2027"))
        self.rule_field = QComboBox()
        for rule, words in (
            (Rule.MARKS, self.tr("Somme des marques")),
            (Rule.WINS, self.tr("Victoires et score de la partie (Rennes)")),
            (Rule.PLACING, self.tr("Points à la place")),
        ):
            self.rule_field.addItem(words, rule)
        self.ranked_field = QComboBox()
        self.ranked_field.addItem(self.tr("Par joueur"), Ranked.PLAYER)
        self.ranked_field.addItem(self.tr("Par équipe"), Ranked.TEAM)
        self.best_field = self._spin(0, 1000, 0)
        self.best_field.setSpecialValueText(self.tr("tous"))
        self.minimum_field = self._spin(1, 1000, 1)
        self.win_field = self._spin(0, LARGEST_POINTS, 4)
        self.bye_field = self._spin(0, LARGEST_POINTS, 3)
        self.bye_marks_field = self._spin(0, LARGEST_POINTS, 1000)
        self.placing_field = QLineEdit(",".join(map(str, DEFAULT_PLACING)))
        self.explained = QLabel()
        self.explained.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet("color: #b00020")
        form = QFormLayout()
        form.addRow(self.tr("&Nom :"), self.name_field)
        form.addRow(self.tr("&Règle :"), self.rule_field)
        form.addRow(self.tr("&Classement :"), self.ranked_field)
        form.addRow(self.tr("&Meilleurs concours retenus :"), self.best_field)
        form.addRow(self.tr("Concours pour être c&lassé :"), self.minimum_field)
        form.addRow(self.tr("Points d'une &victoire :"), self.win_field)
        form.addRow(self.tr("Points d'un &exempt :"), self.bye_field)
        form.addRow(self.tr("Score d'un e&xempt :"), self.bye_marks_field)
        form.addRow(self.tr("&Barème des places :"), self.placing_field)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.explained)
        layout.addWidget(self.problem)
        layout.addWidget(buttons)
        for field in (self.best_field, self.minimum_field, self.win_field, self.bye_field):
            field.valueChanged.connect(self._explain)
        self.bye_marks_field.valueChanged.connect(self._explain)
        self.rule_field.currentIndexChanged.connect(self._explain)
        self.ranked_field.currentIndexChanged.connect(self._explain)
        self.placing_field.textChanged.connect(self._explain)
        self._explain()

    def _spin(self, lowest: int, highest: int, value: int) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(lowest, highest)
        spin.setValue(value)
        return spin

    def _chosen(self) -> ChallengeRules:
        rule = Rule(self.rule_field.currentData())
        placing = parse_placing(self.placing_field.text()) if rule is Rule.PLACING else None
        return ChallengeRules(
            rule=rule,
            ranked=Ranked(self.ranked_field.currentData()),
            best=self.best_field.value() or None,
            min_concours=self.minimum_field.value(),
            win_points=self.win_field.value(),
            bye_points=self.bye_field.value(),
            bye_marks=self.bye_marks_field.value(),
            **({} if placing is None else {"placing": placing}),
        )

    def _explain(self) -> None:
        """The fields the rule uses are enabled, and the rules said in words as they are set."""
        rule = Rule(self.rule_field.currentData())
        for field in (self.win_field, self.bye_field, self.bye_marks_field):
            field.setEnabled(rule is Rule.WINS)
        self.placing_field.setEnabled(rule is Rule.PLACING)
        try:
            rules = self._chosen()
        except ChallengeRuleError as refusal:
            self.explained.clear()
            self.problem.setText(french(refusal.message))
            return
        self.problem.clear()
        self.explained.setText(french("\n".join(rules.explained())))

    def accept(self) -> None:
        self.name = self.name_field.text().strip()
        if not self.name:
            self.problem.setText(french(self.tr("Le challenge doit avoir un nom.")))
            self.name_field.setFocus()
            return
        try:
            self.rules = self._chosen()
        except UserError as refusal:
            self.problem.setText(french(refusal.message))
            return
        super().accept()
