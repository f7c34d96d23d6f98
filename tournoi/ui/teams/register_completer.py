"""The club's register suggested as a player's name is typed: the person chosen fills the
player's four fields, and the partner he last played with fills the other player's when empty.

Keyboard first: the list opens under the field as letters are typed, ↓ and Entrée choose,
Échap closes it and the name typed stays. Two people of one name are both listed, with
their club and licence, for the organiser to choose. The register is asked off the
interface's thread (:class:`RegisterLookup`): the list opens when it answers, and each
suggestion comes with its partner, so that neither typing nor choosing waits for it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit

from tournoi.services.register import Suggestion
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.teams.register_lookup import RegisterLookup

PERSON_ROLE: Final = Qt.ItemDataRole.UserRole + 1
"""The :class:`Suggestion` behind a row: the person and his usual partner."""
TYPED_ROLE: Final = Qt.ItemDataRole.UserRole + 2
"""What the field keeps once the suggestion is chosen: the first name, or the surname."""
SHORTEST: Final = 2
"""Letters typed before anything is suggested: one letter would list half the club."""


class RegisterCompleter(QObject):
    """Suggestions from the register ``lookup`` asks for ``field``; ``fill`` takes the person
    chosen, and his usual partner (or ``None``)."""

    def __init__(
        self,
        field: QLineEdit,
        lookup: RegisterLookup,
        *,
        first_name: bool,
        fill: Callable[[PlayerInfo, PlayerInfo | None], None],
    ) -> None:
        super().__init__(field)
        self._field = field
        self._lookup = lookup
        self._first_name = first_name
        self._fill = fill
        self.model = QStandardItemModel(self)
        self.completer = QCompleter(self.model, self)
        self.completer.setCompletionMode(QCompleter.CompletionMode.UnfilteredPopupCompletion)
        self.completer.setCompletionRole(TYPED_ROLE)
        self.completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        field.setCompleter(self.completer)
        field.textEdited.connect(self._look_up)
        self.completer.activated.connect(self._chosen)

    def _look_up(self, typed: str) -> None:
        self.model.clear()
        if len(typed.strip()) < SHORTEST:
            self._lookup.forget()
            return
        self._lookup.ask(typed, self._found)

    def _found(self, found: list[Suggestion]) -> None:
        """The register's answer to what the field holds now."""
        for suggestion in found:
            self.model.appendRow(self._item(suggestion))
        # Not under a field left meanwhile: its list would take the keys typed in the next one.
        # The window's focus, not the field's: the window may not be the active one.
        if found and self._field.window().focusWidget() is self._field:
            self.completer.complete()

    def _item(self, suggestion: Suggestion) -> QStandardItem:
        person = suggestion.person
        about = " — ".join(filter(None, (person.club, person.licence)))
        item = QStandardItem(f"{person.full_name} ({about})" if about else person.full_name)
        item.setData(suggestion, PERSON_ROLE)
        item.setData(person.first_name if self._first_name else person.surname, TYPED_ROLE)
        return item

    def _chosen(self, _text: str) -> None:
        """The row chosen in the list, by Entrée or a click: its person, not its text (two
        namesakes have the same)."""
        popup = self.completer.popup()
        chosen = None if popup is None else popup.currentIndex().data(PERSON_ROLE)
        if not isinstance(chosen, Suggestion):
            return
        partner = chosen.partner
        self._fill(chosen.person.info, None if partner is None else partner.info)
