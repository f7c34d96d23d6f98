"""The rules, format and ranking forms of one tournament's settings, kept coherent."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QObject, Qt, Signal
from PySide6.QtWidgets import QLabel

from engine import Rules, UserError
from tournoi.services.settings import Format as Formula
from tournoi.services.settings import TournamentSettings
from tournoi.ui.settings.form import FormError
from tournoi.ui.settings.format import Format, FormatForm
from tournoi.ui.settings.labels import html
from tournoi.ui.settings.ranking import RankingAndBye, RankingForm
from tournoi.ui.settings.rules import RulesForm, own_words
from tournoi.ui.widgets import RED, select_on_focus


class SettingsForms(QObject):
    """The rules, format and ranking forms of one :class:`TournamentSettings`, kept coherent.

    A preset gives the format its target; the variant gives the format its §; the format
    tells the bye whether half a target exists. ``lock_rules`` (donnes entered) keeps the
    rules of the game and how a partie ends as they are. The same ``load``, ``save`` and
    ``changed`` as each form.
    """

    changed = Signal()

    def __init__(self, settings: TournamentSettings, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.rules_form = RulesForm()
        self.format_form = FormatForm()
        self.ranking_form = RankingForm()
        self._locked_rules: Rules | None = None
        self._loaded = settings
        self._in_words: list[QLabel] = []
        self.rules_form.preset_chosen.connect(self._preset_chosen)
        for form in (self.rules_form, self.format_form, self.ranking_form):
            form.changed.connect(self._form_changed)
            select_on_focus(form)
        self.load(settings)

    def load(self, value: TournamentSettings) -> None:
        self._loaded = value
        self.rules_form.load(value.rules)
        self.format_form.load(Format.of(value))
        self.format_form.set_melee(value.format is Formula.MELEE)
        self.ranking_form.set_target(value.rules.target)
        self.ranking_form.load(RankingAndBye(ranking=value.ranking, bye=value.bye))
        self._form_changed()

    def save(self) -> TournamentSettings:
        """Everything; a :class:`~engine.UserError` (a French message) if it is refused."""
        partie = self.format_form.save()
        rules = self._rules(partie)
        chosen = self.ranking_form.save()
        # What these forms do not show (the club option of the draws) stays as it was loaded.
        return replace(
            self._loaded,
            rules=rules,
            rounds=partie.rounds,
            ranking=chosen.ranking,
            bye=chosen.bye,
            entry=partie.entry,
            partie_minutes=partie.minutes,
        )

    def lock_rules(self) -> None:
        """Donnes have been entered: the rules and the end of a partie stay as they are."""
        self._locked_rules = self._rules(self.format_form.save())
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

    def _rules(self, partie: Format) -> Rules:
        """The rules of the game; a ``RulesError`` if they cannot be."""
        if self._locked_rules is not None:
            return self._locked_rules
        return replace(
            self.rules_form.save(), target=partie.target, donnes=partie.donnes, tie=partie.tie
        )

    def _preset_chosen(self, rules: Rules) -> None:
        if rules.target is not None:
            self.format_form.set_target(rules.target)

    def _form_changed(self) -> None:
        self.format_form.set_variant(self.rules_form.variant())
        try:
            target = self.format_form.save().target
        except FormError:
            target = None
        if self.format_form.donnes_radio.isChecked() or target:
            self.ranking_form.set_target(target)
        self._show_in_words()
        self.changed.emit()

    def _show_in_words(self) -> None:
        try:
            rules = self._rules(self.format_form.save())
            lines = own_words(rules.describe(), rules)
        except UserError as error:
            text = f'<span style="color:{RED.name()}">{html(str(error))}</span>'
        else:
            text = "<br>".join(html(line) for line in lines)
        for label in self._in_words:
            label.setText(text)
