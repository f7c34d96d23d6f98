"""The Joueurs page of a mêlée: every player registered alone, a line to register one more, and
the door's two marks (present, paid) on the player chosen, all from the keyboard.

It takes the Équipes page's place in a mêlée: the pairs are drawn each round
and shown on the Tours page; a player is registered here, by his own name, or
a whole list of players imported from a file (Ctrl+I). What the page shows and
does is its presenter's (:mod:`tournoi.ui.players.presenter`); the file's
dialogs are the entrants' (:mod:`tournoi.ui.entrants.file_import`).
"""

from __future__ import annotations

from enum import IntEnum

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.entrants.file_import import ImportWords, import_file
from tournoi.ui.entrants.import_progress import Listed
from tournoi.ui.entrants.presenter import Part
from tournoi.ui.page_dialog import PageDialog
from tournoi.ui.players.presenter import PlayersPresenter
from tournoi.ui.row_model import ROW_ROLE, RowTableModel, fit_columns, row_table
from tournoi.ui.widgets import colon, show_error


class Column(IntEnum):
    NUMBER = 0
    NAME = 1
    CLUB = 2
    LICENCE = 3
    PRESENT = 4
    PAID = 5
    STATUS = 6


class PlayerModel(RowTableModel[MeleePlayerInfo]):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(lambda player: player.number, parent)
        self.headers = [
            self.tr("N°"), self.tr("Joueur"), self.tr("Club"), self.tr("Licence"),
            self.tr("Présent"), self.tr("Payé"), self.tr("Retiré"),
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
            Column.STATUS: self.withdrawal(row),
        }[Column(column)]

    def withdrawal(self, row: MeleePlayerInfo) -> str:
        if row.withdrawn_after is None:
            return ""
        if row.withdrawn_after == 0:
            return self.tr("avant le premier tour")
        return self.tr("après le tour {round}").format(round=row.withdrawn_after)


class PlayersPage(QWidget):
    title = "Joueurs"

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.title = self.tr("Joueurs")
        self.context = context
        self.presenter = PlayersPresenter(context, self)
        self.model = PlayerModel(self)
        self.view: QTableView = row_table(self.model)
        self.dialogs = PageDialog(self.view)
        self.first_name = QLineEdit()
        self.surname = QLineEdit()
        self.club = QLineEdit()
        self.licence = QLineEdit()
        for field in (self.first_name, self.surname, self.club, self.licence):
            field.returnPressed.connect(self.add)
        self.count = QLabel()
        self.message = QLabel()
        self.message.setWordWrap(True)
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
        self.import_action = page_action(
            self,
            self.tr("I&mporter…"),
            self.import_file,
            keys=["Ctrl+I"],
            tip=self.tr("Inscrire tous les joueurs d'un fichier CSV ou Excel (colonne « Joueur »)"),
        )
        self.withdraw_action = page_action(
            self,
            self.tr("&Retirer"),
            self.toggle_withdrawal,
            keys=["Ctrl+R"],
            tip=self.tr(
                "Retirer le joueur du concours (il n'est plus tiré, ses parties restent), "
                "ou le réinscrire"
            ),
        )
        self.view.installEventFilter(self)
        self._build_layout()
        self.view.selectionModel().currentRowChanged.connect(self._chosen)
        self.presenter.changed.connect(self._show)
        self.presenter.reload()

    def _build_layout(self) -> None:
        form = QFormLayout()
        form.addRow(colon(self.tr("Prénom")), self.first_name)
        form.addRow(colon(self.tr("Nom")), self.surname)
        form.addRow(colon(self.tr("Club")), self.club)
        form.addRow(colon(self.tr("Licence")), self.licence)
        buttons = QHBoxLayout()
        actions = (
            self.add_action,
            self.present_action,
            self.paid_action,
            self.withdraw_action,
            self.import_action,
        )
        for action in actions:
            buttons.addWidget(action_button(action))
        buttons.addStretch()
        buttons.addWidget(self.count)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addLayout(buttons)
        layout.addWidget(self.view, 1)
        layout.addWidget(self.message)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Space and P on the list mark the current player, as on the check-in list."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
            if plain and event.key() in (Qt.Key.Key_Space, Qt.Key.Key_P):
                self.mark(paid=event.key() == Qt.Key.Key_P)
                return True
        return super().eventFilter(watched, event)

    def _show(self, part: Part) -> None:
        if part is Part.ENTRANTS:
            self.model.set_rows(self.presenter.entrants)
            fit_columns(self.view)
            self.count.setText(self._count_text())
        elif part is Part.CHOSEN:
            number = self.presenter.chosen
            if number is not None and self._row_player() != number:
                self.select(number)
        elif part is Part.MESSAGE:
            self.message.setText(self.presenter.message)

    def _count_text(self) -> str:
        """« 13 joueurs, 12 présents », and « 1 retiré » once one is."""
        presenter = self.presenter
        text = self.tr("{count} joueurs, {present} présents").format(
            count=len(presenter.entrants), present=presenter.present
        )
        withdrawn = presenter.withdrawn
        if withdrawn == 1:
            text += self.tr(", 1 retiré")
        elif withdrawn:
            text += self.tr(", {withdrawn} retirés").format(withdrawn=withdrawn)
        return text

    def _row_player(self) -> int | None:
        row = self.view.currentIndex().data(ROW_ROLE)
        return row.number if isinstance(row, MeleePlayerInfo) else None

    def _chosen(self) -> None:
        self.presenter.choose(self._row_player())

    def current(self) -> MeleePlayerInfo | None:
        return self.presenter.current

    def add(self) -> None:
        player = PlayerInfo(
            first_name=self.first_name.text(),
            surname=self.surname.text(),
            club=self.club.text() or None,
            licence=self.licence.text() or None,
        )
        try:
            self.presenter.add(player)
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
        try:
            self.presenter.mark(player, paid=paid)
        except UserError as error:
            show_error(self, error)
            return
        self.select(player.number)

    def toggle_withdrawal(self) -> None:
        """Withdraw the current player, or register him again once withdrawn."""
        player = self.current()
        if player is None:
            return
        try:
            self.presenter.withdraw(player)
        except UserError as error:
            show_error(self, error)
            return
        self.select(player.number)

    def import_file(self) -> None:
        """Register every player of a file the organiser chooses, in a worker thread."""
        words = ImportWords(
            title=self.tr("Importer une liste de joueurs"),
            file_filter=self.tr("Listes de joueurs (*.csv *.xlsx *.txt);;Tous les fichiers (*)"),
            cancelled=self.tr("Importation annulée : aucun joueur n'a été importé."),
        )
        import_file(self.presenter, self, self.dialogs, listed=Listed.PLAYERS, words=words)

    def select(self, number: int) -> None:
        for row, player in enumerate(self.model.rows()):
            if player.number == number:
                self.view.setCurrentIndex(self.model.index(row, Column.NAME))
                return

    @property
    def dialog(self) -> QDialog | None:
        """The import's progress or its refusal, while open."""
        return self.dialogs.current
