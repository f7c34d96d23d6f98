"""The windows of the actions on the sheet: the questions asked first, the dialogs and the form.

The presenter (:mod:`tournoi.ui.entry.presenter`) does each action; here the
arbiter answers its questions in message boxes (:class:`Questions`), and gives
what an action needs in a dialog (:class:`SheetDialogs`): the paper sheet's
totals, the reason to unlock, the absent team, the donne built with the mouse.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QWidget

from engine import UserError
from engine.notation import format_donne
from tournoi.ui.entry.dialogs import ForfeitDialog, PaperTotalsDialog, UnlockDialog
from tournoi.ui.entry.form import DonneForm
from tournoi.ui.entry.judging import editing_text, locked_text
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.entry.questions import Question
from tournoi.ui.widgets import confirm, confirm_anyway, show_error


class Questions:
    """The arbiter answering in message boxes over ``parent``."""

    def __init__(self, parent: QWidget) -> None:
        self.parent = parent

    def confirm(self, question: Question) -> bool:
        if question.anyway:
            return confirm_anyway(self.parent, question.title, question.text, question.anyway)
        return confirm(self.parent, question.title, question.text)

    def refuse(self, error: UserError) -> None:
        show_error(self.parent, error)


class SheetDialogs:
    """The dialogs that give ``presenter``'s actions what they need, over ``parent``."""

    def __init__(self, presenter: EntryPresenter, parent: QWidget) -> None:
        self.presenter = presenter
        self.parent = parent

    def ask_paper_totals(self) -> None:
        sheet = self.presenter.sheet
        if sheet is None:
            return
        dialog = PaperTotalsDialog(sheet, self.parent.window())
        if dialog.exec():
            self.presenter.check_paper(dialog.totals())

    def ask_unlock(self) -> None:
        sheet = self.presenter.sheet
        if sheet is None:
            return
        dialog = UnlockDialog(sheet.table, self.parent)
        if dialog.exec():
            self.presenter.unlock(dialog.reason.text())

    def ask_forfeit(self) -> None:
        sheet = self.presenter.sheet
        if sheet is None:
            return
        dialog = ForfeitDialog(sheet, self.parent)
        if dialog.exec():
            self.presenter.declare_forfeit(dialog.absent())

    def show_form(self, row: int) -> bool:
        """The donne built with the mouse (F3), then recorded as if its notation were typed.

        From the sheet (``row``, from 0), the form corrects the donne chosen there;
        from the entry line (``row`` -1), it does what Enter would do, starting
        from what is typed.
        """
        presenter = self.presenter
        sheet = presenter.sheet
        if sheet is None or locked_text(sheet) is not None:
            return False
        if row >= 0:
            presenter.start_correction(row)
        heading = QCoreApplication.translate("EntryPage", "Table {table} — {what}").format(
            table=sheet.table, what=editing_text(sheet, presenter.editing).replace("&", "")
        )
        form = DonneForm(
            presenter.settings.rules,
            sheet.teams,
            presenter.judge,
            heading=heading,
            start=presenter.form_start(),
            parent=self.parent,
        )
        donne = form.donne() if form.exec() else None
        if donne is None:
            return False
        presenter.set_text(format_donne(donne))
        return presenter.submit()
