"""The entry screen's undoable actions: one command per action on a sheet, each way one service.

Every call gives the sheet's version this station last left it at (kept per
sheet by the context, :attr:`~tournoi.ui.context.TournamentContext.sheet_versions`,
so that several undos in a row follow each other): the action, its undo or
its redo is refused (a :class:`~tournoi.services.errors.ConflictError`) when
another station changed the sheet in between, never carried out over their
change.

Each text completes the Édition menu's « Annuler » and « Rétablir » into a
sentence: « Annuler la correction de la donne 3, table 2 ».
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication

from engine import Donne, PerTeam
from tournoi.services import scores
from tournoi.services.scores import SheetView
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.undo import ServiceCommand


class SheetCommand(ServiceCommand):
    """An action on one sheet; ``result`` is what its last call returned."""

    change = Area.SCORES

    def __init__(self, context: TournamentContext, sheet: SheetView, text: str) -> None:
        super().__init__(context, text)
        self.round = sheet.round
        self.table = sheet.table
        # The arbiter acts on the sheet as shown, another station's changes included.
        context.sheet_versions[sheet.round, sheet.table] = sheet.version
        self.result = scores.Recorded(sheet)

    @property
    def version(self) -> int:
        """The sheet's version as this station last left it."""
        return self.context.sheet_versions[self.round, self.table]

    def _keep(self, change: scores.Recorded) -> None:
        self.result = change
        self.context.sheet_versions[self.round, self.table] = change.sheet.version

    def _keep_view(self, view: SheetView) -> None:
        self._keep(scores.Recorded(view))


class RecordDonne(SheetCommand):
    """Enter on a new donne: it goes after the last one."""

    def __init__(self, context: TournamentContext, sheet: SheetView, donne: Donne) -> None:
        self.number = len(sheet.lines) + 1
        text = QCoreApplication.translate("EntryPage", "la donne {n}, table {t}")
        super().__init__(context, sheet, text.format(n=self.number, t=sheet.table))
        self.donne = donne

    def apply(self) -> None:
        self._keep(
            scores.record_donne(
                self.context.database, round_number=self.round, table=self.table,
                donne=self.donne, who=self.context.who, version=self.version,
            )
        )  # fmt: skip

    def revert(self) -> None:
        self._keep(_delete(self, self.number))


class CorrectDonne(SheetCommand):
    """Enter on a donne taken back from the sheet: it replaces donne ``number``."""

    def __init__(
        self, context: TournamentContext, sheet: SheetView, number: int, donne: Donne
    ) -> None:
        text = QCoreApplication.translate("EntryPage", "la correction de la donne {n}, table {t}")
        super().__init__(context, sheet, text.format(n=number, t=sheet.table))
        self.number = number
        self.donne = donne
        self.old = sheet.lines[number - 1].donne

    def apply(self) -> None:
        self._keep(_correct(self, self.donne))

    def revert(self) -> None:
        self._keep(_correct(self, self.old))


class InsertDonne(SheetCommand):
    """A forgotten donne, put before donne ``number``."""

    def __init__(
        self, context: TournamentContext, sheet: SheetView, number: int, donne: Donne
    ) -> None:
        text = QCoreApplication.translate(
            "EntryPage", "l'insertion d'une donne avant la {n}, table {t}"
        )
        super().__init__(context, sheet, text.format(n=number, t=sheet.table))
        self.number = number
        self.donne = donne

    def apply(self) -> None:
        self._keep(_insert(self, self.number, self.donne))

    def revert(self) -> None:
        self._keep(_delete(self, self.number))


class DeleteDonne(SheetCommand):
    """Donne ``number`` removed; undo puts it back where it was."""

    def __init__(self, context: TournamentContext, sheet: SheetView, number: int) -> None:
        text = QCoreApplication.translate("EntryPage", "la suppression de la donne {n}, table {t}")
        super().__init__(context, sheet, text.format(n=number, t=sheet.table))
        self.number = number
        self.old = sheet.lines[number - 1].donne
        self.last = number == len(sheet.lines)

    def apply(self) -> None:
        self._keep(_delete(self, self.number))

    def revert(self) -> None:
        # The last donne goes back as the next one: there is no donne to insert it before.
        if self.last:
            self._keep(
                scores.record_donne(
                    self.context.database, round_number=self.round, table=self.table,
                    donne=self.old, who=self.context.who, version=self.version,
                )
            )  # fmt: skip
        else:
            self._keep(_insert(self, self.number, self.old))


class RecordTotals(SheetCommand):
    """The partie's two final totals recorded alone (« totaux seulement »); undo restores the ones before.

    ``stopped``: the partie is marked « arrêtée au temps » in the same write, and undo takes
    both back at once."""

    def __init__(
        self,
        context: TournamentContext,
        sheet: SheetView,
        totals: PerTeam[int],
        *,
        stopped: bool = False,
    ) -> None:
        text = (
            QCoreApplication.translate(
                "EntryPage", "l'arrêt au temps et les totaux {a} – {b}, table {t}"
            )
            if stopped
            else QCoreApplication.translate("EntryPage", "les totaux {a} – {b}, table {t}")
        )
        super().__init__(context, sheet, text.format(a=totals.a, b=totals.b, t=sheet.table))
        self.totals = totals
        self.before = sheet.recorded
        self.stopped = stopped
        self.was_on_time = sheet.on_time

    def apply(self) -> None:
        self._keep(_totals(self, self.totals, on_time=True if self.stopped else None))

    def revert(self) -> None:
        self._keep(_totals(self, self.before, on_time=self.was_on_time if self.stopped else None))


class ValidatePartie(SheetCommand):
    """The arbiter's validation: the partie is locked; undo unlocks it again."""

    def __init__(self, context: TournamentContext, sheet: SheetView) -> None:
        text = QCoreApplication.translate("EntryPage", "la validation de la table {t}")
        super().__init__(context, sheet, text.format(t=sheet.table))

    def apply(self) -> None:
        self._keep_view(
            scores.validate_partie(
                self.context.database, round_number=self.round, table=self.table,
                who=self.context.who, version=self.version,
            )
        )  # fmt: skip

    def revert(self) -> None:
        self._keep_view(
            _unlock(self, QCoreApplication.translate("EntryPage", "validation annulée"))
        )


class StopOnTime(SheetCommand):
    """The partie stopped on time after its last donne (« arrêtée au temps »), or no longer;
    undo says the contrary."""

    def __init__(self, context: TournamentContext, sheet: SheetView) -> None:
        text = QCoreApplication.translate("EntryPage", "l'arrêt au temps de la table {t}")
        super().__init__(context, sheet, text.format(t=sheet.table))
        self.on_time = not sheet.on_time

    def apply(self) -> None:
        self._stop(self.on_time)

    def revert(self) -> None:
        self._stop(not self.on_time)

    def _stop(self, on_time: bool) -> None:
        self._keep(
            scores.stop_on_time(
                self.context.database, round_number=self.round, table=self.table,
                on_time=on_time, who=self.context.who, version=self.version,
            )
        )  # fmt: skip


class UnlockPartie(SheetCommand):
    """A validated partie opened again for a correction, with its reason."""

    def __init__(self, context: TournamentContext, sheet: SheetView, reason: str) -> None:
        text = QCoreApplication.translate("EntryPage", "le déverrouillage de la table {t}")
        super().__init__(context, sheet, text.format(t=sheet.table))
        self.reason = reason

    def apply(self) -> None:
        self._keep_view(_unlock(self, self.reason))

    def revert(self) -> None:
        self._keep_view(
            scores.validate_partie(
                self.context.database, round_number=self.round, table=self.table,
                who=self.context.who, version=self.version,
            )
        )  # fmt: skip


class DeclareForfeit(SheetCommand):
    """Team ``absent`` (a number) did not come; ``None`` cancels the forfeit. Undo restores the one before."""

    def __init__(self, context: TournamentContext, sheet: SheetView, absent: int | None) -> None:
        text = (
            QCoreApplication.translate("EntryPage", "le forfait de l'équipe {n}, table {t}")
            if absent is not None
            else QCoreApplication.translate("EntryPage", "l'annulation du forfait, table {t}")
        )
        super().__init__(context, sheet, text.format(n=absent, t=sheet.table))
        self.absent = absent
        self.before = None if sheet.forfeit is None else sheet.teams[sheet.forfeit].number

    def apply(self) -> None:
        self._keep(_forfeit(self, self.absent))

    def revert(self) -> None:
        self._keep(_forfeit(self, self.before))


class ImportSheet(SheetCommand):
    """The whole sheet replaced by a document in the engine's JSON; undo imports the old one back."""

    def __init__(self, context: TournamentContext, sheet: SheetView, document: Any) -> None:
        text = QCoreApplication.translate("EntryPage", "l'import de la feuille, table {t}")
        super().__init__(context, sheet, text.format(t=sheet.table))
        self.document = document
        self.old = scores.export_sheet(
            context.database, round_number=sheet.round, table=sheet.table
        )

    def apply(self) -> None:
        self._keep(_import(self, self.document))

    def revert(self) -> None:
        self._keep(_import(self, self.old))


def _import(command: SheetCommand, document: Any) -> scores.Recorded:
    return scores.import_sheet(
        command.context.database, round_number=command.round, table=command.table,
        document=document, who=command.context.who, version=command.version,
    )  # fmt: skip


def _correct(command: CorrectDonne, donne: Donne) -> scores.Recorded:
    return scores.correct_donne(
        command.context.database, round_number=command.round, table=command.table,
        number=command.number, donne=donne, who=command.context.who, version=command.version,
    )  # fmt: skip


def _insert(command: SheetCommand, number: int, donne: Donne) -> scores.Recorded:
    return scores.insert_donne(
        command.context.database, round_number=command.round, table=command.table,
        number=number, donne=donne, who=command.context.who, version=command.version,
    )  # fmt: skip


def _delete(command: SheetCommand, number: int) -> scores.Recorded:
    return scores.delete_donne(
        command.context.database, round_number=command.round, table=command.table,
        number=number, who=command.context.who, version=command.version,
    )  # fmt: skip


def _unlock(command: SheetCommand, reason: str) -> SheetView:
    return scores.unlock_partie(
        command.context.database, round_number=command.round, table=command.table,
        who=command.context.who, reason=reason, version=command.version,
    )  # fmt: skip


def _forfeit(command: SheetCommand, absent: int | None) -> scores.Recorded:
    return scores.declare_forfeit(
        command.context.database, round_number=command.round, table=command.table,
        absent=absent, who=command.context.who, version=command.version,
    )  # fmt: skip


def _totals(
    command: SheetCommand, totals: PerTeam[int] | None, *, on_time: bool | None
) -> scores.Recorded:
    return scores.record_totals(
        command.context.database, round_number=command.round, table=command.table,
        totals=totals, who=command.context.who, version=command.version, on_time=on_time,
    )  # fmt: skip
