"""The check-in at the door (« pointage »): each team present or not, paid or not, one key each.

The arbiter types a team's or a player's name (accents and capitals do not
matter), Enter goes to the first team found, Space marks it present (or
not any more), P paid; Ctrl+F goes back to the search. The panel shows the
teams and the counts of the presenter (:mod:`tournoi.ui.teams.presenter`) and
hands it each mark, which it makes one undo step.
"""

from __future__ import annotations

from collections.abc import Callable
from enum import IntEnum

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QColor, QKeyEvent, QShowEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QVBoxLayout, QWidget

from engine import UserError
from tournoi.services.teams.info import TeamInfo
from tournoi.ui.actions import action_button, page_action
from tournoi.ui.row_model import (
    ROW_ROLE,
    SEARCH_ROLE,
    SORT_ROLE,
    RowTableModel,
    SearchProxy,
    fit_columns,
    fold,
    row_table,
)
from tournoi.ui.teams.presenter import TeamsPresenter
from tournoi.ui.widgets import colon, show_error

PRESENT = QColor("#1b7a3a")
ABSENT = QColor("#b3261e")


class CheckInColumn(IntEnum):
    NUMBER = 0
    NAME = 1
    PLAYERS = 2
    CLUB = 3
    PRESENT = 4
    PAID = 5


class CheckInModel(RowTableModel[TeamInfo]):
    """One row per team: number, name, players, club, present, paid."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(key=lambda team: team.number, parent=parent)
        self.headers = (
            self.tr("N°"),
            self.tr("Équipe"),
            self.tr("Joueurs"),
            self.tr("Club"),
            self.tr("Présente"),
            self.tr("Payée"),
        )

    def cell(self, row: TeamInfo, column: int, role: int) -> object:
        match role:
            case Qt.ItemDataRole.DisplayRole:
                return self._text(row, CheckInColumn(column))
            case _ if role == SORT_ROLE:
                return (
                    row.number if column == CheckInColumn.NUMBER else fold(self._text(row, column))
                )
            case _ if role == SEARCH_ROLE:
                words = [str(row.number), row.name, row.clubs]
                words += [f"{p.first_name} {p.surname}" for p in row.players]
                return fold(" ".join(words))
            case Qt.ItemDataRole.ForegroundRole if column == CheckInColumn.PRESENT:
                return PRESENT if row.checked_in else ABSENT
            case Qt.ItemDataRole.ForegroundRole if column == CheckInColumn.PAID:
                return PRESENT if row.paid else ABSENT
            case Qt.ItemDataRole.TextAlignmentRole if column != CheckInColumn.NAME:
                if column in (CheckInColumn.PLAYERS, CheckInColumn.CLUB):
                    return None
                return int(Qt.AlignmentFlag.AlignCenter)
        return None

    def _text(self, team: TeamInfo, column: int) -> str:
        match column:
            case CheckInColumn.NUMBER:
                return str(team.number)
            case CheckInColumn.NAME:
                return team.name
            case CheckInColumn.PLAYERS:
                return " et ".join(p.full_name for p in team.players)
            case CheckInColumn.CLUB:
                return team.clubs
            case CheckInColumn.PRESENT:
                return self.tr("présente") if team.checked_in else self.tr("absente")
        return self.tr("payée") if team.paid else self.tr("non payée")


class CheckInPanel(QWidget):
    """The check-in list with its search and counts; Space and P mark the current team."""

    def __init__(self, presenter: TeamsPresenter, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.presenter = presenter
        self._pending: list[TeamInfo] | None = None
        self.model = CheckInModel(self)
        self.proxy = SearchProxy(self)
        self.proxy.setSourceModel(self.model)
        self.view = row_table(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(CheckInColumn.NUMBER, Qt.SortOrder.AscendingOrder)
        self.view.installEventFilter(self)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.search.setPlaceholderText(self.tr("nom d'équipe ou de joueur, numéro"))
        self.search.setToolTip(
            self.tr("Sans tenir compte des accents ni des majuscules ; Entrée va à la liste")
        )
        self.search.textChanged.connect(self._search)
        self.search.returnPressed.connect(self._go_to_list)
        self.counts = QLabel()
        self.counts.setStyleSheet("font-weight: bold")
        self.message = QLabel()
        self.message.setWordWrap(True)

        self.present_action = page_action(
            self,
            self.tr("Présente (Espace)"),
            self.toggle_present,
            tip=self.tr("Pointer l'équipe choisie présente, ou plus présente (Espace)"),
        )
        self.paid_action = page_action(
            self,
            self.tr("Payée (P)"),
            self.toggle_paid,
            tip=self.tr("Noter que l'équipe choisie a payé son inscription, ou plus (P)"),
        )
        self._build_layout()
        presenter.door_said.connect(self._show_door)

    def _build_layout(self) -> None:
        label = QLabel(colon(self.tr("C&hercher")))
        label.setBuddy(self.search)
        top = QHBoxLayout()
        top.addWidget(label)
        top.addWidget(self.search, 2)
        top.addWidget(action_button(self.present_action))
        top.addWidget(action_button(self.paid_action))
        top.addStretch(1)
        keys = QLabel(
            self.tr(
                "Tapez un nom puis Entrée ; <b>Espace</b> : présente, <b>P</b> : payée ; "
                "Ctrl+F : nouvelle recherche ; Ctrl+Z annule."
            )
        )
        footer = QHBoxLayout()
        footer.addWidget(self.counts)
        footer.addSpacing(24)
        footer.addWidget(self.message, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(keys)
        layout.addWidget(self.view, 1)
        layout.addLayout(footer)
        QWidget.setTabOrder(self.search, self.view)

    # Showing

    def _show_door(self) -> None:
        self.message.setText(self.presenter.door_message)

    def show_teams(self, registered: list[TeamInfo]) -> None:
        """The teams to list; laid out when the tab is shown (a thousand rows cost a second)."""
        self._pending = registered
        if self.isVisible():
            self._lay_out()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self._lay_out()

    def _lay_out(self) -> None:
        if self._pending is None:
            return
        self.model.set_rows(self._pending)
        self._pending = None
        if self.proxy.rowCount() and not self.view.currentIndex().isValid():
            self.view.selectRow(0)
        fit_columns(self.view)
        self._count()

    def _count(self) -> None:
        playing = [team for team in self.model.rows() if team.withdrawn_after is None]
        present = sum(team.checked_in for team in playing)
        paid = sum(team.paid for team in playing)
        self.counts.setText(
            self.tr("Présentes : {present} / {total} · payées : {paid}").format(
                present=present, total=len(playing), paid=paid
            )
        )

    def current_team(self) -> TeamInfo | None:
        index = self.view.currentIndex()
        team = index.data(ROW_ROLE) if index.isValid() else None
        return team if isinstance(team, TeamInfo) else None

    def _search(self, text: str) -> None:
        self.proxy.set_search(text)
        if self.proxy.rowCount():
            self.view.selectRow(0)

    def _go_to_list(self) -> None:
        if self.proxy.rowCount():
            self.view.setFocus()
            self.view.selectRow(0)

    def focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    # Marking

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        """Space and P on the list mark the current team (anywhere else they are typed)."""
        if watched is self.view and event.type() == QEvent.Type.KeyPress:
            assert isinstance(event, QKeyEvent)
            plain = event.modifiers() == Qt.KeyboardModifier.NoModifier
            if plain and event.key() == Qt.Key.Key_Space:
                self.toggle_present()
                return True
            if plain and event.key() == Qt.Key.Key_P:
                self.toggle_paid()
                return True
        return super().eventFilter(watched, event)

    def toggle_present(self) -> None:
        self._mark(self.presenter.toggle_present)

    def toggle_paid(self) -> None:
        self._mark(self.presenter.toggle_paid)

    def _mark(self, mark: Callable[[TeamInfo], None]) -> None:
        team = self.current_team()
        if team is None:
            return
        try:
            mark(team)
        except UserError as error:
            show_error(self, error)
