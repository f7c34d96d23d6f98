"""Which sheet the entry screen shows: the drawn rounds, the round chosen, the table asked for.

The « Table » field asks for a table number, ``e12`` for team 12, or part of
a team's name (:mod:`~tournoi.ui.entry.table_query`); this module finds the
table it means in the round chosen, or says in French why there is none. No
widget here: the bar (:mod:`~tournoi.ui.entry.navigation`) shows it. Texts are
translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services import draws
from tournoi.services.draws import RoundView, Seat
from tournoi.services.scores import PartieState
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.entry.table_query import Lookup, TableQuery, TableQueryError, parse_table_query
from tournoi.ui.row_model import fold, search_text

DONE = (PartieState.FINISHED, PartieState.VALIDATED)


class RoundChoice:
    """The drawn rounds and ``round``, the one shown (``None``: none drawn)."""

    def __init__(self, database: Database) -> None:
        self.database = database
        self.rounds: dict[int, RoundView] = {}
        self.round: int | None = None

    def reload(self) -> bool:
        """Read the drawn rounds again; ``True`` when the round shown stays the same.

        A newly drawn round becomes the one shown.
        """
        before = len(self.rounds)
        self.rounds = {view.number: view for view in draws.list_rounds(self.database)}
        newest = max(self.rounds, default=None)
        keep = self.round if self.round in self.rounds and len(self.rounds) <= before else None
        self.round = keep if keep is not None else newest
        return keep is not None

    def choose(self, number: int) -> None:
        """Show round ``number``, read again (its tables' states may have changed)."""
        self.round = number
        self.rounds[number] = draws.round_view(self.database, round_number=number)

    def first_open_table(self) -> int:
        """The first table of the round whose partie is not over yet."""
        assert self.round is not None
        tables = self.rounds[self.round].tables
        for table in tables:
            if table.state not in DONE:
                return table.table
        return tables[0].table if tables else 1

    def next_open_table(self, current: int) -> int | None:
        """The next table after ``current`` (from the first again) whose partie is not over yet;
        ``None`` when every table of the round is over.

        The round is read again first: other stations may have finished tables.
        """
        assert self.round is not None
        self.choose(self.round)
        tables = self.rounds[self.round].tables
        after = [t for t in tables if t.table > current] + [t for t in tables if t.table < current]
        return next((table.table for table in after if table.state not in DONE), None)

    def tables(self) -> list[int]:
        if self.round is None:
            return []
        return [table.table for table in self.rounds[self.round].tables]

    def step(self, current: int | None, step: int) -> int | None:
        """The table before (``-1``) or after (``1``) ``current``; ``None`` past either end."""
        tables = self.tables()
        if not tables:
            return None
        if current is None or current not in tables:
            return tables[0]
        position = tables.index(current) + step
        return tables[position] if 0 <= position < len(tables) else None

    def find_table(self, text: str) -> tuple[int, str]:
        """The table the « Table » field asks for, and what to say on arriving there.

        A :class:`TableQueryError` says why there is none.
        """
        query = parse_table_query(text)
        if query.kind is Lookup.TABLE:
            return query.number, ""
        if self.round is None:
            raise TableQueryError(QCoreApplication.translate("EntryPage", "Aucun tour n'est tiré."))
        seat = self._seat(self.round, query)
        if seat.table is None:
            raise TableQueryError(
                QCoreApplication.translate(
                    "EntryPage", "L'équipe {number} est exempte au tour {round}."
                ).format(number=seat.team.number, round=self.round)
            )
        arrived = QCoreApplication.translate(
            "EntryPage", "Équipe {number} « {name} » : table {table}."
        ).format(number=seat.team.number, name=seat.team.name, table=seat.table)
        return seat.table, arrived

    def _seat(self, round_number: int, query: TableQuery) -> Seat:
        """The one team of round ``round_number`` that ``query`` (a team's number, or part of a
        name) means."""
        number, text = query.number, query.text
        seats = draws.seats(self.database, round_number=round_number)
        if query.kind is Lookup.TEAM:
            found = [seat for seat in seats if seat.team.number == number]
            missing = QCoreApplication.translate(
                "EntryPage", "L'équipe {number} ne joue pas au tour {round}."
            ).format(number=number, round=round_number)
        else:
            wanted = fold(text)
            found = [seat for seat in seats if wanted in search_text(seat.team)]
            missing = QCoreApplication.translate(
                "EntryPage", "Aucune équipe du tour {round} ne s'appelle « {text} »."
            ).format(round=round_number, text=text)
        if not found:
            raise TableQueryError(missing)
        if len(found) > 1:
            names = ", ".join(f"{seat.team.number} « {seat.team.name} »" for seat in found[:6])
            raise TableQueryError(
                QCoreApplication.translate("EntryPage", "Plusieurs équipes : {names}…").format(
                    names=names
                )
            )
        return found[0]
