"""The club's register suggested as a player's name is typed: the person chosen fills the
player's four fields, and the partner he last played with fills the other player's when empty.

Keyboard first: the list opens under the field as letters are typed, ↓ and Entrée choose,
Échap closes it and the name typed stays. Two people of one name are both listed, with
their club and licence, for the organiser to choose.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Final

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QStandardItem, QStandardItemModel
from PySide6.QtWidgets import QCompleter, QLineEdit

from engine import UserError
from tournoi.services import register
from tournoi.services.register import Place, RegisteredPlayer
from tournoi.services.teams.info import PlayerInfo

PERSON_ROLE: Final = Qt.ItemDataRole.UserRole + 1
"""The person (a :class:`RegisteredPlayer`) behind a suggestion."""
TYPED_ROLE: Final = Qt.ItemDataRole.UserRole + 2
"""What the field keeps once the suggestion is chosen: the first name, or the surname."""
SHORTEST: Final = 2
"""Letters typed before anything is suggested: one letter would list half the club."""


class RegisterCompleter(QObject):
    """Suggestions from the register at ``place`` for ``field``; ``fill`` takes the person
    chosen, and his usual partner (or ``None``)."""

    def __init__(
        self,
        field: QLineEdit,
        place: Place,
        *,
        first_name: bool,
        fill: Callable[[PlayerInfo, PlayerInfo | None], None],
    ) -> None:
        super().__init__(field)
        self._field = field
        self._place = place
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
            return
        try:
            found = register.suggestions(self._place, typed)
        except UserError:  # the register moved, refused, or its server is down:
            # registration goes on without it, and no key waits on it again.
            self._field.textEdited.disconnect(self._look_up)
            return
        for person in found:
            self.model.appendRow(self._item(person))
        if found:
            self.completer.complete()

    def _item(self, person: RegisteredPlayer) -> QStandardItem:
        about = " — ".join(filter(None, (person.club, person.licence)))
        item = QStandardItem(f"{person.full_name} ({about})" if about else person.full_name)
        item.setData(person, PERSON_ROLE)
        item.setData(person.first_name if self._first_name else person.surname, TYPED_ROLE)
        return item

    def _chosen(self, _text: str) -> None:
        """The row chosen in the list, by Entrée or a click: its person, not its text (two
        namesakes have the same)."""
        popup = self.completer.popup()
        person = None if popup is None else popup.currentIndex().data(PERSON_ROLE)
        if not isinstance(person, RegisteredPlayer):
            return
        try:
            partner = register.partner_of(self._place, person.id)
        except UserError:
            partner = None
        self._fill(person.info, None if partner is None else partner.info)
