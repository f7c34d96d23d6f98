"""Choosing the sheet: the round, the « Table » field, previous and next table, and a notice.

The bar knows the drawn rounds and finds the table asked for (a number,
``e12`` for team 12, or part of a team's name); the page then loads it.
Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QComboBox, QHBoxLayout, QLabel, QLineEdit, QPushButton, QWidget

from tournoi.services import draws
from tournoi.services.draws import RoundView
from tournoi.services.scores import PartieState
from tournoi.services.tournaments import Database
from tournoi.ui.entry.restyle import restyle
from tournoi.ui.entry.table_query import Lookup, TableQueryError, parse_table_query
from tournoi.ui.row_model import fold, search_text
from tournoi.ui.widgets import GREY, RED, colon


class TableBar(QWidget):
    """The top row of the entry screen; ``round`` is the round shown (``None``: none drawn)."""

    def __init__(self, database: Database, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.database = database
        self.rounds: dict[int, RoundView] = {}
        self.round: int | None = None
        self.round_combo = QComboBox()
        self.round_combo.setMinimumWidth(110)
        round_label = QLabel(colon(QCoreApplication.translate("EntryPage", "To&ur")))
        round_label.setBuddy(self.round_combo)
        self.table_edit = QLineEdit()
        self.table_edit.setFixedWidth(190)
        self.table_edit.setPlaceholderText(
            QCoreApplication.translate("EntryPage", "n°, e12 ou un nom")
        )
        self.table_edit.setToolTip(
            QCoreApplication.translate(
                "EntryPage",
                "Numéro de table puis Entrée (Ctrl+G pour venir ici).\n"
                "« e12 » ou « équipe 12 » : la table de l'équipe 12 ;\n"
                "une partie d'un nom : la table de cette équipe.",
            )
        )
        table_label = QLabel(colon(QCoreApplication.translate("EntryPage", "Ta&ble")))
        table_label.setBuddy(self.table_edit)
        self.previous_button = QPushButton(
            QCoreApplication.translate("EntryPage", "◀ Table précédente")
        )
        self.previous_button.setToolTip(
            QCoreApplication.translate("EntryPage", "Table précédente (Page précédente)")
        )
        self.next_button = QPushButton(QCoreApplication.translate("EntryPage", "Table suivante ▶"))
        self.next_button.setToolTip(
            QCoreApplication.translate("EntryPage", "Table suivante (Page suivante)")
        )
        for button in (self.previous_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout(self)
        top.setContentsMargins(0, 0, 0, 0)
        top.setSpacing(8)
        top.addWidget(round_label)
        top.addWidget(self.round_combo)
        top.addSpacing(16)
        for widget in (table_label, self.table_edit, self.previous_button, self.next_button):
            top.addWidget(widget)
        top.addSpacing(16)
        top.addWidget(self.notice, 1)

    def reload_rounds(self) -> bool:
        """Read the drawn rounds again; ``True`` when the round shown stays the same.

        A newly drawn round becomes the one shown.
        """
        before = len(self.rounds)
        self.rounds = {view.number: view for view in draws.list_rounds(self.database)}
        newest = max(self.rounds, default=None)
        keep = self.round if self.round in self.rounds and len(self.rounds) <= before else None
        self.round = keep if keep is not None else newest
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in self.rounds:
            self.round_combo.addItem(
                QCoreApplication.translate("EntryPage", "Tour {number}").format(number=number),
                number,
            )
        self.round_combo.setCurrentIndex(self.round_combo.findData(self.round))
        self.round_combo.blockSignals(False)
        self.round_combo.setEnabled(bool(self.rounds))
        return keep is not None

    def choose_round(self, number: int) -> None:
        """Show round ``number``, read again (its tables' states may have changed)."""
        self.round = number
        self.rounds[number] = draws.round_view(self.database, round_number=number)

    def show_round(self, number: int) -> None:
        """Put the round chosen elsewhere (the Rounds page) in the list, without a signal."""
        self.round = number
        self.round_combo.blockSignals(True)
        self.round_combo.setCurrentIndex(self.round_combo.findData(number))
        self.round_combo.blockSignals(False)

    def first_open_table(self) -> int:
        """The first table of the round whose partie is not over yet."""
        assert self.round is not None
        tables = self.rounds[self.round].tables
        done = (PartieState.FINISHED, PartieState.VALIDATED)
        for table in tables:
            if table.state not in done:
                return table.table
        return tables[0].table if tables else 1

    def next_open_table(self, current: int) -> int | None:
        """The next table after ``current`` (from the first again) whose partie is not over yet.

        The round is read again first: other stations may have finished tables.
        ``None``, and a notice, when every table of the round is over.
        """
        assert self.round is not None
        self.choose_round(self.round)
        done = (PartieState.FINISHED, PartieState.VALIDATED)
        tables = self.rounds[self.round].tables
        after = [t for t in tables if t.table > current] + [t for t in tables if t.table < current]
        for table in after:
            if table.state not in done:
                return table.table
        self.say(
            QCoreApplication.translate(
                "EntryPage", "Toutes les tables du tour {round} sont terminées."
            ).format(round=self.round)
        )
        return None

    def tables(self) -> list[int]:
        if self.round is None:
            return []
        return [table.table for table in self.rounds[self.round].tables]

    def find_table(self, text: str) -> tuple[int, str] | None:
        """The table the « Table » field asks for, and what to say on arriving there.

        ``None`` when there is none: the notice then says why.
        """
        try:
            query = parse_table_query(text)
        except TableQueryError as error:
            self.say(str(error), error=True)
            return None
        if query.kind is Lookup.TABLE:
            return query.number, ""
        if self.round is None:
            self.say(QCoreApplication.translate("EntryPage", "Aucun tour n'est tiré."), error=True)
            return None
        seats = draws.seats(self.database, round_number=self.round)
        if query.kind is Lookup.TEAM:
            found = [seat for seat in seats if seat.team.number == query.number]
            missing = QCoreApplication.translate(
                "EntryPage", "L'équipe {number} ne joue pas au tour {round}."
            ).format(number=query.number, round=self.round)
        else:
            wanted = fold(query.text)
            found = [seat for seat in seats if wanted in search_text(seat.team)]
            missing = QCoreApplication.translate(
                "EntryPage", "Aucune équipe du tour {round} ne s'appelle « {text} »."
            ).format(round=self.round, text=query.text)
        if not found:
            self.say(missing, error=True)
            return None
        if len(found) > 1:
            names = ", ".join(f"{seat.team.number} « {seat.team.name} »" for seat in found[:6])
            self.say(
                QCoreApplication.translate("EntryPage", "Plusieurs équipes : {names}…").format(
                    names=names
                ),
                error=True,
            )
            return None
        seat = found[0]
        if seat.table is None:
            self.say(
                QCoreApplication.translate(
                    "EntryPage", "L'équipe {number} est exempte au tour {round}."
                ).format(number=seat.team.number, round=self.round),
                error=True,
            )
            return None
        arrived = QCoreApplication.translate(
            "EntryPage", "Équipe {number} « {name} » : table {table}."
        ).format(number=seat.team.number, name=seat.team.name, table=seat.table)
        return seat.table, arrived

    def step(self, current: int | None, step: int) -> int | None:
        """The table before (``-1``) or after (``1``) ``current``; at either end, ``None`` and a notice."""
        tables = self.tables()
        if not tables:
            return None
        if current is None or current not in tables:
            return tables[0]
        position = tables.index(current) + step
        if 0 <= position < len(tables):
            return tables[position]
        self.say(
            QCoreApplication.translate("EntryPage", "C'est la dernière table.")
            if step > 0
            else QCoreApplication.translate("EntryPage", "C'est la table 1.")
        )
        return None

    def enable(self, current: int | None) -> None:
        tables = self.tables()
        self.previous_button.setEnabled(bool(tables) and current != tables[0])
        self.next_button.setEnabled(bool(tables) and current != tables[-1])

    def say(self, text: str, *, error: bool = False) -> None:
        self.notice.setText(text)
        restyle(self.notice, f"color: {RED.name()}" if error else f"color: {GREY}")
