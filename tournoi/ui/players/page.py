"""The Joueurs page of a mêlée: every player registered alone, a line to register one more, and
the door's two marks (present, paid) on the player chosen, all from the keyboard.

It takes the Équipes page's place in a mêlée: the pairs are drawn each round
and shown on the Tours page; a player is registered here, by his own name.
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.activity import Area
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.players.commands import AddPlayer, MarkPlayer
from tournoi.ui.row_model import ROW_ROLE, RowTableModel, row_table
from tournoi.ui.widgets import colon, show_error


class Column(IntEnum):
    NUMBER = 0
    NAME = 1
    CLUB = 2
    LICENCE = 3
    PRESENT = 4
    PAID = 5


class PlayerModel(RowTableModel[MeleePlayerInfo]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda player: player.number, parent)
        self.headers = [
            self.tr("N°"), self.tr("Joueur"), self.tr("Club"), self.tr("Licence"),
            self.tr("Présent"), self.tr("Payé"),
        ]  # fmt: skip

    def cell(self, row: MeleePlayerInfo, column: int, role: int) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        yes = self.tr("oui")
        return {
            Column.NUMBER: row.number,
            Column.NAME: row.name,
            Column.CLUB: row.club or "",
            Column.LICENCE: row.licence or "",
            Column.PRESENT: yes if row.checked_in else "",
            Column.PAID: yes if row.paid else "",
        }[Column(column)]


class PlayersPage(QWidget):
    title = "Joueurs"

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Joueurs")
        self.context = context
        self.model = PlayerModel(self)
        self.view: QTableView = row_table(self.model)
        self.first_name = QLineEdit()
        self.surname = QLineEdit()
        self.club = QLineEdit()
        self.licence = QLineEdit()
        for field in (self.first_name, self.surname, self.club, self.licence):
            field.returnPressed.connect(self.add)
        self.count = QLabel()
        self.add_action = page_action(self, self.tr("&Inscrire"), self.add)
        self.present_action = page_action(
            self,
            self.tr("&Présent"),
            lambda: self.mark(paid=False),
            tip=self.tr("Pointer le joueur présent, ou plus présent (Espace sur la liste)"),
        )
        self.paid_action = page_action(
            self,
            self.tr("Pa&yé"),
            lambda: self.mark(paid=True),
            tip=self.tr("Noter son inscription payée, ou plus payée (P sur la liste)"),
        )
        self.view.installEventFilter(self)
        self._build_layout()
        context.changed.connect(self.reload)
        self.reload()

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow(colon(self.tr("Prénom")), self.first_name)
        form.addRow(colon(self.tr("Nom")), self.surname)
        form.addRow(colon(self.tr("Club")), self.club)
        form.addRow(colon(self.tr("Licence")), self.licence)
        buttons = QHBoxLayout()
        for action in (self.add_action, self.present_action, self.paid_action):
            buttons.addWidget(action_button(action))
        buttons.addStretch()
        buttons.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Space and P on the list mark the current player, as on the check-in list."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
            if plain and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_P):
                self.mark(paid=event.key() == Qt.Key.Key_P)
                return True
        return super().eventFilter(watched, event)

    def reload(self, _what: Area | None = None) -> None:
        players = melee_players.list_players(self.context.database)
        self.model.set_rows(players)
        present = sum(p.checked_in for p in players)
        self.count.setText(
            self.tr("{count} joueurs, {present} présents").format(
                count=len(players), present=present
            )
        )

    def current(self) -> MeleePlayerInfo | None:
        row = self.view.currentIndex().data(ROW_ROLE)
        return row if isinstance(row, MeleePlayerInfo) else None

    def add(self) -> None:
        player = PlayerInfo(
            first_name=self.first_name.text(),
            surname=self.surname.text(),
            club=self.club.text() or None,
            licence=self.licence.text() or None,
        )
        try:
            self.context.push(AddPlayer(self.context, player))
        except UserError as error:
            show_error(self, error)
            return
        for field in (self.first_name, self.surname, self.club, self.licence):
            field.clear()
        self.first_name.setFocus()

    def mark(self, *, paid: bool) -> None:
        player = self.current()
        if player is None:
            return
        number = player.number
        try:
            self.context.push(MarkPlayer(self.context, player, paid=paid))
        except UserError as error:
            show_error(self, error)
            return
        self.select(number)

    def select(self, number: int) -> None:
        for row, player in enumerate(self.model.rows()):
            if player.number == number:
                self.view.setCurrentIndex(self.model.index(row, Column.NAME))
                return
