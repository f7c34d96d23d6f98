"""The score entry screen: a table's sheet, each donne typed in shorthand and checked as it is typed.

Type a table number (or ``e12``, or part of a team's name) and Enter: the
sheet of that table. Each donne is one line of shorthand
(:mod:`engine.notation`); while it is typed, the preview service says
what it gives placed after the donnes already on the sheet, or the engine's
refusal with its §. Enter records it through the services, as one undoable
action. The arrows go up into the sheet, where Enter corrects a donne, Delete
removes it and Insert adds a forgotten one before it. F3 builds the donne
with the mouse instead (:mod:`tournoi.ui.entry.form`); its shorthand then
goes the way of a typed line.

The page assembles its parts: the bar choosing the sheet
(:mod:`~tournoi.ui.entry.navigation`), the heading and totals
(:mod:`~tournoi.ui.entry.summary`), the sheet's table
(:mod:`~tournoi.ui.entry.sheet_table`), the paper sheet's panel
(:mod:`~tournoi.ui.entry.paper_check`), the entry line
(:mod:`~tournoi.ui.entry.line`), its keys (:mod:`~tournoi.ui.entry.keys`)
and the actions on the sheet (:mod:`~tournoi.ui.entry.actions`).
"""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QListWidgetItem,
    QVBoxLayout,
    QWidget,
)

from engine import Donne, PerTeam
from engine.notation import format_donne
from tournoi.services import scores, tournaments
from tournoi.services.activity import Area
from tournoi.services.errors import NotFoundError
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.verification import Verification
from tournoi.ui.actions import page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.actions import SheetActions
from tournoi.ui.entry.dialogs import ShorthandGuide, ShorthandHelp
from tournoi.ui.entry.keys import EntryKeys
from tournoi.ui.entry.line import Editing, EntryLine, Mode, judge_donne, judge_text, locked_text
from tournoi.ui.entry.navigation import TableBar
from tournoi.ui.entry.paper_check import suspect_number
from tournoi.ui.entry.sheet_json import SheetFiles
from tournoi.ui.entry.sheet_model import SheetModel
from tournoi.ui.entry.sheet_table import line_number, select_row, sheet_table
from tournoi.ui.entry.side import SidePanel
from tournoi.ui.entry.summary import SheetHeader
from tournoi.ui.entry.verdict import Verdict


class EntryPage(QWidget):
    title = QT_TRANSLATE_NOOP("EntryPage", "Saisie")

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.settings = tournaments.get_settings(context.database)
        self.model = SheetModel(self.settings.rules, self)
        self.guide = ShorthandGuide(self.settings.rules, self.model.words.describe, self)
        self.editing = Editing()
        self.verdict = Verdict.EMPTY
        self.verification: Verification | None = None
        self.own_action = False
        """This page's own change is being made: it shows the result itself."""
        self.sheet_actions = SheetActions(self)
        self.sheet_files = SheetFiles(self)
        self._build()
        self.legend.setText(self.guide.legend())  # the rules' shorthand: again when they change
        context.changed.connect(self._on_changed)
        self._reload_rounds()

    # Building the screen

    def _build(self) -> None:
        self.bar = TableBar(self.context.database)
        self.round_combo, self.table_edit = self.bar.round_combo, self.bar.table_edit
        self.previous_button, self.next_button = self.bar.previous_button, self.bar.next_button
        self.notice = self.bar.notice
        self.round_combo.currentIndexChanged.connect(self._round_chosen)
        self.table_edit.returnPressed.connect(lambda: self.go_to(self.table_edit.text()))
        self.previous_button.clicked.connect(lambda: self.step_table(-1))
        self.next_button.clicked.connect(lambda: self.step_table(1))
        self.header = SheetHeader()
        self.heading, self.state_label = self.header.heading, self.header.state_label
        self.teams_label, self.end_banner = self.header.teams_label, self.header.end_banner
        self.line = EntryLine()
        self.entry, self.entry_label = self.line.entry, self.line.entry_label
        self.preview, self.legend = self.line.preview, self.line.legend
        self.form_button, self.help_button = self.line.form_button, self.line.help_button
        self.entry.textChanged.connect(self._update_preview)
        self.entry.returnPressed.connect(self.submit)
        self.help_button.clicked.connect(self.show_help)
        self.form_button.clicked.connect(self.show_form)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addWidget(self.bar)
        layout.addWidget(self.header)
        body = QHBoxLayout()
        body.setSpacing(12)
        self.table = sheet_table(self.model)
        self.table.doubleClicked.connect(lambda index: self.start_correction(index.row()))
        body.addWidget(self.table, 1)
        body.addWidget(self._build_side())
        layout.addLayout(body, 1)
        layout.addWidget(self.line)
        self._build_shortcuts()
        self.setTabOrder(self.table_edit, self.entry)
        self.setTabOrder(self.entry, self.table)
        self.keys = EntryKeys(self)
        self.entry.installEventFilter(self.keys)
        self.table.installEventFilter(self.keys)

    def _build_side(self) -> QWidget:
        self.export_action = page_action(
            self, self.tr("Exporter la feuille (&JSON)…"), self.sheet_files.export,
            tip=self.tr("La feuille dans un fichier, au format JSON du moteur de calcul"),
        )  # fmt: skip
        self.import_action = page_action(
            self, self.tr("I&mporter une feuille (JSON)…"), self.sheet_files.ask_import,
            tip=self.tr("Remplacer la feuille par celle d'un fichier JSON ; Ctrl+Z la rétablit"),
        )  # fmt: skip
        self.on_time_action = page_action(
            self, self.tr("Arrêtée a&u temps"), self.sheet_actions.stop_on_time,
            keys=["Ctrl+Shift+T"],
            tip=self.tr(
                "Partie au temps : à la sonnerie, la donne en cours finie, la partie s'arrête "
                "après sa dernière donne ; le plus haut total gagne (de nouveau : elle continue)"
            ),
        )  # fmt: skip
        side = SidePanel(
            self.guide.summary(),
            paper=self.ask_paper_totals,
            validate=self.validate,
            unlock=self.ask_unlock,
            forfeit=self.ask_forfeit,
            files=(self.export_action, self.import_action, self.on_time_action),
        )
        self.totals, self.paper, self.keys_label = side.totals, side.paper, side.keys_label
        self.total_labels, self.held_label = self.totals.total_labels, self.totals.held_label
        self.check_label, self.suspects = self.paper.check_label, self.paper.suspects
        self.suspects.itemActivated.connect(self._suspect_chosen)
        self.suspects.itemClicked.connect(self._suspect_chosen)
        self.paper_button, self.validate_button = side.paper_button, side.validate_button
        self.unlock_button, self.forfeit_button = side.unlock_button, side.forfeit_button
        return side

    def _build_shortcuts(self) -> None:
        context = Qt.ShortcutContext.WidgetWithChildrenShortcut
        for keys, slot in (
            (QKeySequence.StandardKey.MoveToPreviousPage, lambda: self.step_table(-1)),
            (QKeySequence.StandardKey.MoveToNextPage, lambda: self.step_table(1)),
            (QKeySequence("Ctrl+G"), self._focus_table_edit),
            (QKeySequence.StandardKey.HelpContents, self.show_help),
            (QKeySequence("F3"), self.show_form),
        ):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(context)
            shortcut.activated.connect(slot)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        """Arriving on the page: ready to type a donne."""
        super().showEvent(event)
        focus = QApplication.focusWidget()
        if focus is None or not self.isAncestorOf(focus):
            self.entry.setFocus()

    # Rounds and tables

    def _reload_rounds(self) -> None:
        """The drawn rounds; a newly drawn round becomes the one shown."""
        kept = self.bar.reload_rounds()
        if self.bar.round is None:
            self.show_sheet(None)
        elif not kept:
            self.load_table(self.bar.first_open_table())

    def _round_chosen(self, index: int) -> None:
        number = self.round_combo.itemData(index)
        if isinstance(number, int) and number != self.bar.round:
            self.bar.choose_round(number)
            self.load_table(self.bar.first_open_table())

    def open_sheet(self, round_number: int, table: int) -> bool:
        """Show the sheet of ``table`` in round ``round_number`` (from the Rounds page)."""
        if round_number not in self.bar.rounds:
            self._reload_rounds()
        if round_number not in self.bar.rounds:
            return False
        self.bar.show_round(round_number)
        return self.load_table(table)

    def load_table(self, table: int) -> bool:
        """Show the sheet of ``table`` in the round chosen; a French notice if there is none."""
        if self.bar.round is None:
            self.bar.say(self.tr("Aucun tour n'est tiré."), error=True)
            return False
        try:
            sheet = scores.sheet(self.context.database, round_number=self.bar.round, table=table)
        except NotFoundError as error:
            self.bar.say(str(error), error=True)
            return False
        self.model.set_suspects(frozenset())
        self.show_sheet(sheet, editing=Editing())
        self.table_edit.setText(str(table))
        self.table.scrollToBottom()
        self.entry.setText("")
        self.entry.setFocus()
        self.bar.say("")
        return True

    def go_to(self, text: str) -> bool:
        """The « Table » field: a table number, ``e12`` for team 12, or part of a team's name."""
        found = self.bar.find_table(text)
        if found is None:
            return False
        table, arrived = found
        loaded = self.load_table(table)
        if loaded and arrived:
            self.bar.say(arrived)
        return loaded

    def step_table(self, step: int) -> None:
        """The previous (``-1``) or next (``1``) table of the round."""
        sheet = self.model.sheet
        table = self.bar.step(None if sheet is None else sheet.table, step)
        if table is not None:
            self.load_table(table)

    def _focus_table_edit(self) -> None:
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    # Showing the sheet

    def reload_sheet(self) -> None:
        sheet = self.model.sheet
        if sheet is None:
            return
        try:
            fresh = scores.sheet(self.context.database, round_number=sheet.round, table=sheet.table)
        except NotFoundError:
            self.show_sheet(None)
            return
        self.show_sheet(fresh)

    def show_sheet(self, sheet: SheetView | None, editing: Editing | None = None) -> None:
        self.model.set_sheet(sheet)
        # The check follows the sheet: after a correction it says what the donnes now give.
        self.set_verification(None if sheet is None else sheet.check)
        if editing is not None:
            self.editing = editing
        elif sheet is not None and self.editing.number > len(sheet.lines):
            self.editing = Editing()
        self.header.show_sheet(sheet, round_number=self.bar.round, rules=self.settings.rules)
        self.totals.show_sheet(sheet)
        self._enable(sheet)
        self.line.show_editing(sheet, self.editing)
        self._update_preview()

    def _enable(self, sheet: SheetView | None) -> None:
        state = None if sheet is None else sheet.state
        self.entry.setEnabled(sheet is not None)
        self.form_button.setEnabled(sheet is not None and locked_text(sheet) is None)
        self.paper_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        self.validate_button.setEnabled(state is PartieState.FINISHED)
        self.unlock_button.setEnabled(state is PartieState.VALIDATED)
        self.forfeit_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        self.export_action.setEnabled(sheet is not None)
        self.import_action.setEnabled(sheet is not None)
        self.bar.enable(None if sheet is None else sheet.table)

    def set_verification(self, verification: Verification | None) -> None:
        self.verification = verification
        self.model.set_suspects(self.paper.show_check(self.model.sheet, verification))
        # The list of suspects takes the room of the keys' reminder, to read without scrolling.
        self.keys_label.setVisible(not self.suspects.count())

    def _suspect_chosen(self, item: QListWidgetItem) -> None:
        number = suspect_number(item)
        if number is not None:
            self.select_row(number - 1)

    # The line being typed

    def _update_preview(self) -> None:
        self.show_verdict(
            *judge_text(
                self.entry.text(), sheet=self.model.sheet, rules=self.settings.rules,
                editing=self.editing, model=self.model, entry=self.settings.entry,
            )
        )  # fmt: skip

    def show_verdict(self, verdict: Verdict, html: str) -> None:
        self.verdict = verdict
        self.line.show_verdict(verdict, html)

    def judge(self, donne: Donne) -> tuple[Verdict, str]:
        """What the engine says of ``donne`` placed where Enter would put it (rich text)."""
        return judge_donne(
            donne, sheet=self.model.sheet, rules=self.settings.rules, editing=self.editing,
            model=self.model,
        )  # fmt: skip

    # The sheet's rows: correct, insert

    def current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def select_row(self, row: int) -> None:
        select_row(self.table, row)

    def line_number(self, row: int) -> int | None:
        return line_number(self.model, row)

    def start_correction(self, row: int) -> None:
        """Put donne ``row`` (from 0) on the entry line; Enter replaces it, Escape gives up."""
        if self._start_editing(Mode.CORRECT, row):
            self.entry.setText(format_donne(self.model.line(row).donne))
            self.entry.setFocus()

    def start_insertion(self, row: int) -> None:
        """Type a forgotten donne, put before donne ``row`` (from 0)."""
        if self._start_editing(Mode.INSERT, row):
            self.entry.setText("")
            self._update_preview()
            self.entry.setFocus()

    def _start_editing(self, mode: Mode, row: int) -> bool:
        """The entry line now edits donne ``row`` (from 0) in ``mode``; ``False`` past the sheet."""
        number = self.line_number(row)
        if number is None:
            return False
        self.editing = Editing(mode, number)
        self.select_row(row)
        self.line.show_editing(self.model.sheet, self.editing)
        return True

    def cancel_editing(self) -> None:
        """Escape: back to typing the next donne (or just an empty line)."""
        row = self.editing.number - 1
        was_editing = self.editing.mode is not Mode.NEW
        self.editing = Editing()
        self.line.show_editing(self.model.sheet, self.editing)
        self.entry.setText("")
        if was_editing:
            self.select_row(row)

    # What Enter, Delete, F3 and the buttons do (see actions.py)

    def submit(self) -> bool:
        """Enter on the entry line; ``False`` (and the refusal shown) when nothing was stored."""
        return self.sheet_actions.submit()

    def delete_row(self, row: int, *, ask: bool = True) -> bool:
        """Remove donne ``row`` (from 0) after a confirmation; the following donnes move up."""
        return self.sheet_actions.delete_row(row, ask=ask)

    def ask_paper_totals(self) -> None:
        sheet = self.model.sheet
        paper = None if sheet is None else self.paper.ask(sheet)
        if paper is not None:
            self.check_paper(paper)

    def check_paper(self, paper: PerTeam[int]) -> Verification | None:
        """Compare the paper sheet's totals; the suspect donnes are highlighted in the sheet."""
        return self.sheet_actions.check_paper(paper)

    def validate(self) -> bool:
        """The arbiter's validation: the partie is locked (undo unlocks it again)."""
        return self.sheet_actions.validate()

    def ask_unlock(self) -> None:
        self.sheet_actions.ask_unlock()

    def unlock(self, reason: str) -> bool:
        """Open a validated partie again; the reason goes to the audit trail."""
        return self.sheet_actions.unlock(reason)

    def ask_forfeit(self) -> None:
        self.sheet_actions.ask_forfeit()

    def declare_forfeit(self, absent: int | None) -> bool:
        """Team ``absent`` (a number) did not come; ``None`` cancels the forfeit."""
        return self.sheet_actions.declare_forfeit(absent)

    def show_help(self) -> None:
        ShorthandHelp(self.guide, self).exec()

    def show_form(self) -> bool:
        """The donne built with the mouse (F3), then recorded as if its notation were typed."""
        return self.sheet_actions.show_form()

    # Changes made elsewhere: another page, undo, redo

    def _on_changed(self, what: Area) -> None:
        if self.own_action:
            return
        if what == Area.SETTINGS:
            self.settings = tournaments.get_settings(self.context.database)
            self.model.set_rules(self.settings.rules)
            self.guide.rules = self.settings.rules
            self.legend.setText(self.guide.legend())
        if what in (Area.ROUNDS, Area.TEAMS):
            self._reload_rounds()
        self.reload_sheet()
