"""What Enter, Delete, F3 and the side buttons do to the sheet shown: each an undoable command.

Every action pushes one command (:mod:`tournoi.ui.entry.commands`) on the
undo stack and shows the sheet the service returned. A refusal is shown
where the arbiter looks (the line below the entry, or a message box); when
it comes from another station having changed the sheet first, the sheet is
read again, keeping what was typed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from engine import Donne, PerTeam, UserError
from engine.notation import NotationError, format_donne, parse_donne
from tournoi.services import scores
from tournoi.services.activity import Area
from tournoi.services.errors import ConflictError
from tournoi.services.scores import SheetView
from tournoi.services.scores.signatures import held_at
from tournoi.services.verification import Verification
from tournoi.ui.entry.commands import (
    CorrectDonne,
    DeclareForfeit,
    DeleteDonne,
    InsertDonne,
    RecordDonne,
    RecordTotals,
    SheetCommand,
    StopOnTime,
    UnlockPartie,
    ValidatePartie,
)
from tournoi.ui.entry.dialogs import ForfeitDialog, UnlockDialog
from tournoi.ui.entry.form import DonneForm
from tournoi.ui.entry.line import (
    Editing,
    Mode,
    editing_text,
    locked_text,
    plain,
    takes_totals,
    typed_totals,
)
from tournoi.ui.entry.verdict import Verdict
from tournoi.ui.widgets import confirm, confirm_anyway, show_error

if TYPE_CHECKING:
    from tournoi.ui.entry.page import EntryPage


class SheetActions:
    """The arbiter's actions on the sheet ``page`` shows."""

    def __init__(self, page: EntryPage) -> None:
        self.page = page

    def submit(self) -> bool:
        """Enter on the entry line; ``False`` (and the refusal shown) when nothing was stored."""
        page = self.page
        sheet, text = page.model.sheet, page.entry.text()
        if sheet is None or not text.strip():
            return False
        editing = page.editing
        totals = typed_totals(text) if takes_totals(sheet, editing, page.settings.entry) else None
        if totals is not None:
            return self._record_totals(sheet, totals)
        try:
            donne = parse_donne(text, variant=page.settings.rules.variant)
            if editing.mode is not Mode.NEW and not self.signatures_may_go(sheet):
                return False
            if editing.mode is Mode.CORRECT:
                command: SheetCommand = CorrectDonne(page.context, sheet, editing.number, donne)
            elif editing.mode is Mode.INSERT:
                command = InsertDonne(page.context, sheet, editing.number, donne)
            else:
                command = RecordDonne(page.context, sheet, donne)
            change = self._push(command)
        except UserError as error:  # the parser's, the engine's or the services' French message
            self._catch_up(error)
            page.show_verdict(Verdict.ERROR, plain(str(error)))
            return False
        page.editing = Editing()
        page.show_sheet(change.sheet)
        self._warn(change.warnings)
        page.entry.setText("")
        page.entry.setFocus()
        if editing.mode is Mode.NEW:
            page.table.scrollToBottom()
        else:
            page.select_row(editing.number - 1)
        return True

    def _record_totals(self, sheet: SheetView, totals: PerTeam[int]) -> bool:
        """The partie's two totals alone: recorded, then on to the next table not finished."""
        page = self.page
        try:
            change = self._push(RecordTotals(page.context, sheet, totals))
        except UserError as error:
            self._catch_up(error)
            page.show_verdict(Verdict.ERROR, plain(str(error)))
            return False
        page.show_sheet(change.sheet)
        self._warn(change.warnings)
        page.entry.setText("")
        done = QCoreApplication.translate(
            "EntryPage", "Table {table} : totaux {a} – {b} enregistrés."
        ).format(table=sheet.table, a=totals.a, b=totals.b)
        self.move_on(done)
        return True

    def move_on(self, done: str) -> None:
        """After a partie recorded or validated: the next table not finished, saying what was done."""
        page = self.page
        sheet = page.model.sheet
        following = None if sheet is None else page.bar.next_open_table(sheet.table)
        if following is None:
            page.bar.say(f"{done} {page.bar.notice.text()}")
            return
        page.load_table(following)
        page.bar.say(done)

    def delete_row(self, row: int, *, ask: bool = True) -> bool:
        """Remove donne ``row`` (from 0) after a confirmation; the following donnes move up."""
        page = self.page
        sheet, number = page.model.sheet, page.line_number(row)
        if sheet is None or number is None:
            return False
        old = sheet.lines[number - 1].donne
        question = QCoreApplication.translate(
            "EntryPage",
            "Supprimer la donne {n} ({words}) ? Les donnes suivantes remontent d'un rang.",
        ).format(n=number, words=page.model.words.describe(old))
        if ask and not self._may_delete(sheet, question):
            return False
        try:
            change = self._push(DeleteDonne(page.context, sheet, number))
        except UserError as error:  # a validated partie, a sheet changed elsewhere
            self._catch_up(error)
            page.show_verdict(Verdict.ERROR, plain(str(error)))
            return False
        page.editing = Editing()
        page.show_sheet(change.sheet)
        self._warn(change.warnings)
        page.select_row(min(row, page.model.rowCount() - 1))
        return True

    def _may_delete(self, sheet: SheetView, question: str) -> bool:
        """The arbiter's yes to ``question``; a signed sheet asks with « Annuler » the default."""
        page = self.page
        title = QCoreApplication.translate("EntryPage", "Supprimer une donne")
        signed = self._signature_question(sheet)
        if not signed:
            return confirm(page, title, question)
        action = QCoreApplication.translate("EntryPage", "&Supprimer quand même")
        return confirm_anyway(page, title, f"{question}\n\n{signed}", action)

    def signatures_may_go(self, sheet: SheetView) -> bool:
        """Whether to change a donne of ``sheet``: at once unless a team's signature holds."""
        question = self._signature_question(sheet)
        return not question or confirm_anyway(
            self.page,
            QCoreApplication.translate("EntryPage", "Feuille signée"),
            question,
            QCoreApplication.translate("EntryPage", "&Changer quand même"),
        )

    def _signature_question(self, sheet: SheetView) -> str:
        """What a change of ``sheet`` would void, as a question; empty when no signature holds.

        Read from the database, not the sheet shown: a phone may have signed a moment ago."""
        signed = held_at(self.page.context.database, round_number=sheet.round, table=sheet.table)
        if signed.a and signed.b:
            return QCoreApplication.translate(
                "EntryPage",
                "Les équipes A et B ont signé cette feuille sur leur téléphone : "
                "la changer efface les signatures. Changer quand même ?",
            )
        if signed.a or signed.b:
            return QCoreApplication.translate(
                "EntryPage",
                "L'équipe {team} a signé cette feuille sur son téléphone : "
                "la changer efface les signatures. Changer quand même ?",
            ).format(team="A" if signed.a else "B")
        return ""

    def check_paper(self, paper: PerTeam[int]) -> Verification | None:
        """Compare the paper sheet's totals; the suspect donnes are highlighted in the sheet."""
        page = self.page
        sheet = page.model.sheet
        if sheet is None:
            return None
        try:
            verification = scores.check_paper(
                page.context.database, round_number=sheet.round, table=sheet.table,
                paper=paper, who=page.context.who, version=sheet.version,
            )  # fmt: skip
        except UserError as error:
            self._catch_up(error)
            show_error(page, error)
            return None
        page.own_action = True
        try:
            page.context.changed.emit(Area.SCORES)
        finally:
            page.own_action = False
        # This station's own check, shown here: not again in the status bar as news.
        page.context.catch_up()
        page.reload_sheet()
        checked = page.model.sheet
        if checked is not None:  # the check moved the sheet's version on: undo follows it
            page.context.sheet_versions[checked.round, checked.table] = checked.version
        return verification

    def validate(self) -> bool:
        """The arbiter's validation: the partie is locked (undo unlocks it again), then on to
        the next table not finished."""
        sheet = self.page.model.sheet
        if sheet is None or not self._paper_agrees(sheet):
            return False
        if not self.button(ValidatePartie(self.page.context, sheet)):
            return False
        done = QCoreApplication.translate("EntryPage", "Table {table} validée.").format(
            table=sheet.table
        )
        self.move_on(done)
        return True

    def _paper_agrees(self, sheet: SheetView) -> bool:
        """Whether to validate: at once when no paper total differs, else once the arbiter says so."""
        check = sheet.check
        if check is None or check.matches:
            return True
        question = QCoreApplication.translate(
            "EntryPage",
            "Les totaux de la feuille papier ({paper}) diffèrent des totaux calculés "
            "({computed}) : écart {gap_a} pour A, {gap_b} pour B.\n\n"
            "Valider quand même la partie de la table {table} avec les totaux calculés ? "
            "Le journal notera qu'elle a été validée malgré l'écart.",
        ).format(
            paper=f"{check.paper.a} – {check.paper.b}",
            computed=f"{check.computed.a} – {check.computed.b}",
            gap_a=_signed(check.difference.a),
            gap_b=_signed(check.difference.b),
            table=sheet.table,
        )
        return confirm_anyway(
            self.page,
            QCoreApplication.translate("EntryPage", "Totaux de la feuille différents"),
            question,
            QCoreApplication.translate("EntryPage", "&Valider quand même"),
        )

    def stop_on_time(self) -> bool:
        """At the bell: the partie ends after its last donne entered (again: it does not)."""
        sheet = self.page.model.sheet
        return sheet is not None and self.button(StopOnTime(self.page.context, sheet))

    def unlock(self, reason: str) -> bool:
        """Open a validated partie again; the reason goes to the audit trail."""
        sheet = self.page.model.sheet
        return sheet is not None and self.button(UnlockPartie(self.page.context, sheet, reason))

    def declare_forfeit(self, absent: int | None) -> bool:
        """Team ``absent`` (a number) did not come; ``None`` cancels the forfeit."""
        sheet = self.page.model.sheet
        return sheet is not None and self.button(DeclareForfeit(self.page.context, sheet, absent))

    def ask_unlock(self) -> None:
        sheet = self.page.model.sheet
        if sheet is None:
            return
        dialog = UnlockDialog(sheet.table, self.page)
        if dialog.exec():
            self.unlock(dialog.reason.text())

    def ask_forfeit(self) -> None:
        sheet = self.page.model.sheet
        if sheet is None:
            return
        dialog = ForfeitDialog(sheet, self.page)
        if dialog.exec():
            self.declare_forfeit(dialog.absent())

    def show_form(self) -> bool:
        """The donne built with the mouse (F3), then recorded as if its notation were typed.

        From the sheet, the form corrects the donne chosen there; from the entry
        line, it does what Enter would do, starting from what is typed.
        """
        page = self.page
        sheet = page.model.sheet
        if sheet is None or locked_text(sheet) is not None:
            return False
        if page.table.hasFocus() and page.current_row() >= 0:
            page.start_correction(page.current_row())
        heading = QCoreApplication.translate("EntryPage", "Table {table} — {what}").format(
            table=sheet.table, what=editing_text(sheet, page.editing).replace("&", "")
        )
        form = DonneForm(
            page.settings.rules,
            sheet.teams,
            page.judge,
            heading=heading,
            start=self._form_start(sheet),
            parent=page,
        )
        donne = form.donne() if form.exec() else None
        if donne is None:
            return False
        page.entry.setText(format_donne(donne))
        return self.submit()

    def _form_start(self, sheet: SheetView) -> Donne | None:
        """What the form shows first: the line typed so far, or else the donne being corrected."""
        page = self.page
        try:
            return parse_donne(page.entry.text(), variant=page.settings.rules.variant)
        except NotationError:
            if page.editing.mode is Mode.CORRECT:
                return sheet.lines[page.editing.number - 1].donne
            return None

    def button(self, command: SheetCommand) -> bool:
        """A side button's action: its refusal in a message box."""
        try:
            change = self._push(command)
        except UserError as error:
            self._catch_up(error)
            show_error(self.page, error)
            return False
        self.page.show_sheet(change.sheet)
        self._warn(change.warnings)
        return True

    def _push(self, command: SheetCommand) -> scores.Recorded:
        """Carry ``command`` out as one undoable action; this page shows its result itself."""
        self.page.own_action = True
        try:
            self.page.context.push(command)
        finally:
            self.page.own_action = False
        return command.result

    def _catch_up(self, error: UserError) -> None:
        """Refused because another station changed the sheet: show the sheet as it now is."""
        if isinstance(error, ConflictError):
            self.page.reload_sheet()

    def _warn(self, warnings: tuple[str, ...]) -> None:
        if warnings:
            self.page.bar.say(" ".join(warnings), error=True)


def _signed(gap: int) -> str:
    """``+10``, ``−10`` with a true minus sign, ``0``."""
    return f"+{gap}" if gap > 0 else f"−{-gap}" if gap < 0 else "0"
