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

What the screen shows and does is its presenter's
(:mod:`~tournoi.ui.entry.presenter`): the page builds the widgets, shows each
:class:`~tournoi.ui.entry.state.Part` the presenter says changed, and
hands it what the arbiter types and clicks. Its parts: the bar choosing the
sheet (:mod:`~tournoi.ui.entry.navigation`), the heading and totals
(:mod:`~tournoi.ui.entry.summary`), the sheet's table
(:mod:`~tournoi.ui.entry.sheet_table`), the paper sheet's panel
(:mod:`~tournoi.ui.entry.paper_check`), the entry line
(:mod:`~tournoi.ui.entry.line`), its keys (:mod:`~tournoi.ui.entry.keys`),
the questions and dialogs of the actions (:mod:`~tournoi.ui.entry.actions`)
and the sheet's files (:mod:`~tournoi.ui.entry.sheet_json`).
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

from tournoi.services.melee.pairs import Pairs, pair_players
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.teams.players import is_melee
from tournoi.ui.actions import page_action
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.actions import Questions, SheetDialogs
from tournoi.ui.entry.dialogs import ShorthandGuide, ShorthandHelp
from tournoi.ui.entry.judging import locked_text
from tournoi.ui.entry.keys import EntryKeys
from tournoi.ui.entry.line import EntryLine
from tournoi.ui.entry.navigation import TableBar
from tournoi.ui.entry.paper_check import suspect_number
from tournoi.ui.entry.presenter import EntryPresenter
from tournoi.ui.entry.sheet_json import SheetFiles
from tournoi.ui.entry.sheet_model import SheetModel
from tournoi.ui.entry.sheet_table import select_row, sheet_table
from tournoi.ui.entry.side import SidePanel
from tournoi.ui.entry.state import Part
from tournoi.ui.entry.summary import SheetHeader


class EntryPage(QWidget):
    title = QT_TRANSLATE_NOOP("EntryPage", "Saisie")

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.presenter = EntryPresenter(context, Questions(self), self)
        self._melee = is_melee(context.database)
        self._pairs: Pairs = {}
        rules = self.presenter.settings.rules
        self.model = SheetModel(rules, self)
        self.guide = ShorthandGuide(rules, self.model.words.describe, self)
        self.guide.minutes = self.presenter.settings.partie_minutes
        self.dialogs = SheetDialogs(self.presenter, self)
        self.sheet_files = SheetFiles(self.presenter, self)
        self._build()
        self.legend.setText(self.guide.legend())  # the rules' shorthand: again when they change
        self.presenter.changed.connect(self._show)
        self.presenter.start()

    # Building the screen

    def _build(self) -> None:
        presenter = self.presenter
        self.bar = TableBar()
        self.round_combo, self.table_edit = self.bar.round_combo, self.bar.table_edit
        self.previous_button, self.next_button = self.bar.previous_button, self.bar.next_button
        self.notice = self.bar.notice
        self.round_combo.currentIndexChanged.connect(self._round_chosen)
        self.table_edit.returnPressed.connect(lambda: presenter.go_to(self.table_edit.text()))
        self.previous_button.clicked.connect(lambda: presenter.step_table(-1))
        self.next_button.clicked.connect(lambda: presenter.step_table(1))
        self.header = SheetHeader()
        self.heading, self.state_label = self.header.heading, self.header.state_label
        self.teams_label, self.end_banner = self.header.teams_label, self.header.end_banner
        self.line = EntryLine()
        self.entry, self.entry_label = self.line.entry, self.line.entry_label
        self.preview, self.legend = self.line.preview, self.line.legend
        self.form_button, self.help_button = self.line.form_button, self.line.help_button
        self.entry.textChanged.connect(presenter.type_text)
        self.entry.returnPressed.connect(presenter.submit)
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
        self.table.doubleClicked.connect(lambda index: presenter.start_correction(index.row()))
        body.addWidget(self.table, 1)
        body.addWidget(self._build_side())
        layout.addLayout(body, 1)
        layout.addWidget(self.line)
        self._build_shortcuts()
        self.setTabOrder(self.table_edit, self.entry)
        self.setTabOrder(self.entry, self.table)
        self.keys = EntryKeys(presenter, self.entry, self.table)

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
            self, self.tr("Arrêtée au tem&ps"), self.presenter.stop_on_time,
            keys=["Ctrl+Shift+T"],
            tip=self.tr(
                "Partie au temps : à la sonnerie, la donne en cours finie, la partie s'arrête "
                "après sa dernière donne ; le plus haut total gagne (de nouveau : elle continue)"
            ),
        )  # fmt: skip
        side = SidePanel(
            self.guide.summary(),
            paper=self.dialogs.ask_paper_totals,
            validate=self.presenter.validate,
            unlock=self.dialogs.ask_unlock,
            forfeit=self.dialogs.ask_forfeit,
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
            (QKeySequence.StandardKey.MoveToPreviousPage, lambda: self.presenter.step_table(-1)),
            (QKeySequence.StandardKey.MoveToNextPage, lambda: self.presenter.step_table(1)),
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

    # Showing what the presenter says changed

    def _show(self, part: Part) -> None:
        presenter = self.presenter
        if part is Part.RULES:
            self.model.set_rules(presenter.settings.rules)
            self.guide.rules = presenter.settings.rules
            self.guide.minutes = presenter.settings.partie_minutes
            self.legend.setText(self.guide.legend())
        elif part is Part.ROUNDS:
            self.bar.show_rounds(presenter.choice.rounds, presenter.choice.round)
        elif part is Part.SHEET:
            self._show_sheet()
        elif part is Part.TABLE:
            sheet = presenter.sheet
            self.table_edit.setText("" if sheet is None else str(sheet.table))
            self.table.scrollToBottom()
        elif part is Part.EDITING:
            self.line.show_editing(presenter.sheet, presenter.editing)
        elif part is Part.TEXT:
            if self.entry.text() != presenter.text:
                self.entry.setText(presenter.text)
        elif part is Part.VERDICT:
            self.line.show_verdict(presenter.verdict, presenter.verdict_html)
        else:
            self._show_place(part)

    def _show_place(self, part: Part) -> None:
        """Where the arbiter looks: the row chosen, the entry line, the notice."""
        if part is Part.ROW:
            row = self.presenter.row
            if row is None:
                self.table.scrollToBottom()
            else:
                select_row(self.table, row)
        elif part is Part.FOCUS:
            self.entry.setFocus()
        else:
            self.bar.say(self.presenter.notice.text, error=self.presenter.notice.error)

    def _show_sheet(self) -> None:
        presenter = self.presenter
        sheet = presenter.sheet
        self.model.set_sheet(sheet)
        self.paper.show_check(sheet, presenter.verification)
        self.model.set_suspects(presenter.suspects)
        # The list of suspects takes the room of the keys' reminder, to read without scrolling.
        self.keys_label.setVisible(not self.suspects.count())
        settings = presenter.settings
        pairs = self._pairs_of(sheet)
        self.header.show_sheet(
            sheet,
            round_number=presenter.choice.round,
            rules=settings.rules,
            minutes=settings.partie_minutes,
            pairs=pairs,
        )
        self.totals.show_sheet(sheet, pairs=pairs)
        state = None if sheet is None else sheet.state
        self.entry.setEnabled(sheet is not None)
        self.form_button.setEnabled(sheet is not None and locked_text(sheet) is None)
        self.paper_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        self.validate_button.setEnabled(state is PartieState.FINISHED)
        self.unlock_button.setEnabled(state is PartieState.VALIDATED)
        self.forfeit_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        self.export_action.setEnabled(sheet is not None)
        self.import_action.setEnabled(sheet is not None)
        self.on_time_action.setText(
            self.tr("Re&prendre la partie")
            if sheet is not None and sheet.on_time
            else self.tr("Arrêtée au tem&ps")
        )
        self.bar.enable(presenter.choice.tables(), None if sheet is None else sheet.table)

    def _pairs_of(self, sheet: SheetView | None) -> Pairs:
        """A mêlée's pairs by their players, read again when a draw has made new ones; none
        in doublettes, whose teams are named by their own numbers."""
        if sheet is None or not self._melee:
            return {}
        if sheet.teams.a.number not in self._pairs:
            self._pairs = pair_players(self.context.database)
        return self._pairs

    # What the arbiter asks of the widgets themselves

    def _round_chosen(self, index: int) -> None:
        number = self.round_combo.itemData(index)
        if isinstance(number, int):
            self.presenter.choose_round(number)

    def _focus_table_edit(self) -> None:
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    def _suspect_chosen(self, item: QListWidgetItem) -> None:
        number = suspect_number(item)
        if number is not None:
            select_row(self.table, number - 1)

    def current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def show_help(self) -> None:
        ShorthandHelp(self.guide, self).exec()

    def show_form(self) -> bool:
        """The donne built with the mouse (F3): from the sheet, the donne chosen there."""
        return self.dialogs.show_form(self.current_row() if self.table.hasFocus() else -1)
