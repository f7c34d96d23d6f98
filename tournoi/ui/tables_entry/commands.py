"""The undoable action of « Saisie aux tables »: a table's phone locked, or unlocked."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from tournoi.services.tables import links
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ServiceCommand


class LockTable(ServiceCommand):
    """Lock a table's phone (it reads only) or unlock it; undo does the other."""

    change = Area.SCORES

    def __init__(
        self, context: TournamentContext, *, round_number: int, table: int, locked: bool
    ) -> None:
        text = (
            QCoreApplication.translate(
                "TablesEntryDialog", "Verrouiller le téléphone de la table {}"
            )
            if locked
            else QCoreApplication.translate(
                "TablesEntryDialog", "Déverrouiller le téléphone de la table {}"
            )
        )
        super().__init__(context, text.format(table))
        self.round_number, self.table, self.locked = round_number, table, locked

    def apply(self) -> None:
        self._lock(self.locked)

    def revert(self) -> None:
        self._lock(not self.locked)

    def _lock(self, locked: bool) -> None:
        links.lock_table(
            self.context.database, round_number=self.round_number, table=self.table,
            locked=locked, who=self.context.who,
        )  # fmt: skip
