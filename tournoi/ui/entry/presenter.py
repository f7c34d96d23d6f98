"""The entry screen's presenter: what Enter, Delete and the side buttons do to the sheet shown.

:class:`EntryPresenter` is the screen's state (:mod:`~tournoi.ui.entry.state`:
the sheet chosen, the line typed, what changed) with the arbiter's actions:
each change of the tournament is one undo command
(:mod:`tournoi.ui.entry.commands`) pushed through the context, whose result
it shows. A question before an action goes to an :class:`Arbiter`
(:mod:`tournoi.ui.entry.questions`); a refusal is said on the line below the
entry, or given to the arbiter. The page (:mod:`tournoi.ui.entry.page`)
renders each :class:`~tournoi.ui.entry.state.Part` that changed and hands
every key and click here. Nothing here is a widget, so that all of it is
tested without a window (``tests/ui/test_entry_presenter.py``).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QObject

from engine import Donne, PerTeam, UserError
from engine.notation import parse_donne
from tournoi.services import scores
from tournoi.services.errors import ConflictError
from tournoi.services.scores import SheetView
from tournoi.services.scores.phone_stop import empty_stop
from tournoi.services.tournament.activity import Area
from tournoi.services.verification import Verification
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import questions
from tournoi.ui.entry.commands import (
    CorrectDonne,
    DeclareForfeit,
    DeleteDonne,
    ImportSheet,
    InsertDonne,
    RecordDonne,
    RecordTotals,
    SheetCommand,
    StopOnTime,
    UnlockPartie,
    ValidatePartie,
)
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.judging import (
    plain,
    stopped_totals,
    takes_totals,
    typed_totals,
    with_time_hint,
)
from tournoi.ui.entry.questions import Arbiter
from tournoi.ui.entry.state import EntryState, Part
from tournoi.ui.entry.verdict import Verdict
from tournoi.ui.round_clock import RoundClock


class EntryPresenter(EntryState):
    """The entry screen of ``context``'s tournament; ``arbiter`` answers its questions."""

    def __init__(
        self, context: TournamentContext, arbiter: Arbiter, parent: QObject | None = None
    ) -> None:
        super().__init__(context, parent)
        self.arbiter = arbiter

    # What Enter, Delete and the side buttons do: one undoable command each

    def submit(self) -> bool:
        """Enter on the entry line; ``False`` (and the refusal shown) when nothing was stored."""
        sheet, text, editing = self.sheet, self.text, self.editing
        if sheet is None or not text.strip():
            return False
        entry = self.settings.entry
        totals = typed_totals(text) if takes_totals(sheet, editing, entry) else None
        if totals is not None:
            return self._record_totals(sheet, totals)
        try:
            donne = parse_donne(text, variant=self.settings.rules.variant)
            if editing.mode is not Mode.NEW and not self.signatures_may_go(sheet):
                return False
            change = self._push(self._donne_command(sheet, editing, donne))
        except UserError as error:  # the parser's, the engine's or the services' French message
            self._refused_on_line(error)
            return False
        self.editing = Editing()
        self._show_change(change)
        self.set_text("")
        self._tell(Part.FOCUS)
        self._select(None if editing.mode is Mode.NEW else editing.number - 1)
        return True

    def _donne_command(self, sheet: SheetView, editing: Editing, donne: Donne) -> SheetCommand:
        if editing.mode is Mode.CORRECT:
            return CorrectDonne(self.context, sheet, editing.number, donne)
        if editing.mode is Mode.INSERT:
            return InsertDonne(self.context, sheet, editing.number, donne)
        return RecordDonne(self.context, sheet, donne)

    def _record_totals(self, sheet: SheetView, totals: PerTeam[int]) -> bool:
        """The partie's two totals alone: recorded, then on to the next table not finished.

        Totals short of the target in a concours played on time: the arbiter is asked whether
        the bell stopped the partie, marked so in the same step."""
        stopped = stopped_totals(sheet, totals, timed=self.timed)
        if stopped and not self.arbiter.confirm(questions.stop_for_totals(sheet, totals)):
            return False
        try:
            change = self._push(RecordTotals(self.context, sheet, totals, stopped=stopped))
        except UserError as error:
            self._refused_on_line(error)
            return False
        self._show_change(change)
        self.set_text("")
        done = (
            QCoreApplication.translate(
                "EntryPage", "Table {table} : arrêtée au temps, totaux {a} – {b} enregistrés."
            )
            if stopped
            else QCoreApplication.translate(
                "EntryPage", "Table {table} : totaux {a} – {b} enregistrés."
            )
        ).format(table=sheet.table, a=totals.a, b=totals.b)
        self.move_on(sheet.table, done)
        return True

    def delete_row(self, row: int, *, ask: bool = True) -> bool:
        """Remove donne ``row`` (from 0) after a confirmation; the following donnes move up."""
        sheet, number = self.sheet, self._number(row)
        if sheet is None or number is None:
            return False
        words = self.words.describe(sheet.lines[number - 1].donne)
        signed = questions.signature_text(self.context.database, sheet)
        if ask and not self.arbiter.confirm(questions.deletion(number, words, signed)):
            return False
        try:
            change = self._push(DeleteDonne(self.context, sheet, number))
        except UserError as error:  # a validated partie, a sheet changed elsewhere
            self._refused_on_line(error)
            return False
        self.editing = Editing()
        self._show_change(change)
        self._select(min(row, len(change.sheet.lines) - 1))
        return True

    def signatures_may_go(self, sheet: SheetView) -> bool:
        """Whether to change a donne of ``sheet``: at once unless a team's signature holds."""
        signed = questions.signature_text(self.context.database, sheet)
        return not signed or self.arbiter.confirm(questions.signed_change(signed))

    def check_paper(self, paper: PerTeam[int]) -> Verification | None:
        """Compare the paper sheet's totals; the suspect donnes are highlighted in the sheet."""
        sheet = self.sheet
        if sheet is None:
            return None
        try:
            verification = self.context.write(lambda: scores.check_paper(
                self.context.database, round_number=sheet.round, table=sheet.table,
                paper=paper, who=self.context.who, version=sheet.version,
            ))  # fmt: skip
        except UserError as error:
            self._refused(error)
            return None
        self._own_action = True
        try:
            self.context.changed.emit(Area.SCORES)
        finally:
            self._own_action = False
        self.reload_sheet()
        checked = self.sheet
        if checked is not None:  # the check moved the sheet's version on: undo follows it
            self.context.sheet_versions[checked.round, checked.table] = checked.version
        return verification

    def validate(self) -> bool:
        """The arbiter's validation: the partie is locked (undo unlocks it again), then on to
        the next table not finished."""
        sheet = self.sheet
        if sheet is None:
            return False
        differs = questions.paper_differs(sheet)
        if differs is not None and not self.arbiter.confirm(differs):
            return False
        try:
            self._show_change(self._push(ValidatePartie(self.context, sheet)))
        except UserError as error:
            self._refused(error, unfinished=sheet)
            return False
        done = QCoreApplication.translate("EntryPage", "Table {table} validée.")
        self.move_on(sheet.table, done.format(table=sheet.table))
        return True

    def stop_on_time(self) -> bool:
        """At the bell: the partie ends after its last donne entered (again: it does not).

        A sheet with nothing entered is refused by the scores, said before anything is asked;
        asked first while the round's clock still has time left."""
        sheet = self.sheet
        if sheet is None:
            return False
        if not sheet.on_time:
            refused = empty_stop(sheet)
            if refused is not None:
                self.arbiter.refuse(refused)
                return False
            clock = RoundClock.of(self.context)
            counting = clock.started and not clock.over and clock.round in (None, sheet.round)
            if counting and not self.arbiter.confirm(questions.stop_with_time_left(clock.text())):
                return False
        return self._button(StopOnTime(self.context, sheet))

    def unlock(self, reason: str) -> bool:
        """Open a validated partie again; the reason goes to the audit trail."""
        sheet = self.sheet
        return sheet is not None and self._button(UnlockPartie(self.context, sheet, reason))

    def declare_forfeit(self, absent: int | None) -> bool:
        """Team ``absent`` (a number) did not come; ``None`` cancels the forfeit."""
        sheet = self.sheet
        return sheet is not None and self._button(DeclareForfeit(self.context, sheet, absent))

    def import_sheet(self, document: Any) -> bool:
        """The sheet replaced by ``document`` (the engine's JSON), unless a signature holds it
        and the arbiter keeps it."""
        sheet = self.sheet
        if sheet is None or not self.signatures_may_go(sheet):
            return False
        return self._button(ImportSheet(self.context, sheet, document))

    def _button(self, command: SheetCommand) -> bool:
        """A side button's action: its refusal for the arbiter to read."""
        try:
            change = self._push(command)
        except UserError as error:
            self._refused(error)
            return False
        self._show_change(change)
        return True

    def _push(self, command: SheetCommand) -> scores.Recorded:
        """Carry ``command`` out as one undoable action; this screen shows its result itself."""
        self._own_action = True
        try:
            self.context.push(command)
        finally:
            self._own_action = False
        return command.result

    def _show_change(self, change: scores.Recorded) -> None:
        self.show_sheet(change.sheet)
        if change.warnings:
            self.say(" ".join(change.warnings), error=True)

    def _refused_on_line(self, error: UserError) -> None:
        """An action of the entry line refused: said on the line below it."""
        self._catch_up(error)
        self._show_verdict(Verdict.ERROR, plain(str(error)))

    def _refused(self, error: UserError, *, unfinished: SheetView | None = None) -> None:
        """``error`` for the arbiter to read; refused because the donnes of ``unfinished`` do
        not end its partie, with how to end it at the bell in a concours played on time."""
        self._catch_up(error)
        if unfinished is not None and unfinished.lines and not unfinished.over:
            error = UserError(
                with_time_hint(error.message, unfinished, timed=self.timed), field=error.field
            )
        self.arbiter.refuse(error)

    def _catch_up(self, error: UserError) -> None:
        """Refused because another station changed the sheet: show the sheet as it now is."""
        if isinstance(error, ConflictError):
            self.reload_sheet()

    def move_on(self, table: int, done: str) -> None:
        """After the partie at ``table`` recorded or validated: the next table not finished,
        saying what was done."""
        following = self.choice.next_open_table(table)
        if following is None:
            over = QCoreApplication.translate(
                "EntryPage", "Toutes les tables du tour {round} sont terminées."
            ).format(round=self.choice.round)
            self.say(f"{done} {over}")
            return
        self.load_table(following)
        self.say(done)
