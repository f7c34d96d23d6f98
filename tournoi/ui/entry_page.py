"""The score entry screen: a table's sheet, each donne typed in shorthand and checked as it is typed.

Type a table number (or ``e12``, or part of a team's name) and Enter: the
sheet of that table. Each donne is one line of shorthand
(:mod:`tournoi.ui.entry_syntax`); while it is typed, the engine scores it
after the donnes already on the sheet and the line below says what it
gives, or the engine's refusal with its §. Enter records it through the
services, as one undoable action. The arrows go up into the sheet, where
Enter corrects a donne, Delete removes it and Insert adds a forgotten one
before it. F3 builds the donne with the mouse instead
(:mod:`tournoi.ui.entry_form`); its shorthand then goes the way of a typed line.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from enum import StrEnum
from html import escape as html_escape
from typing import Final, TypeVar

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QItemSelectionModel, QObject, Qt
from PySide6.QtGui import QFont, QKeyEvent, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QSizePolicy,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine import (
    Donne,
    EngineError,
    Partie,
    PerTeam,
    SheetError,
    Team,
    score_donne,
)
from tournoi.services import draws, scores, tournaments
from tournoi.services.draws import RoundView
from tournoi.services.errors import ConflictError, NotFoundError
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.tournaments import Database
from tournoi.services.verification import Explains, Verification
from tournoi.ui.context import Change, TournamentContext
from tournoi.ui.entry_dialogs import (
    ForfeitDialog,
    PaperTotalsDialog,
    ShorthandGuide,
    ShorthandHelp,
    UnlockDialog,
    team_label,
)
from tournoi.ui.entry_form import DonneForm
from tournoi.ui.entry_syntax import (
    EntrySyntaxError,
    Lookup,
    format_donne,
    parse_donne,
    parse_table_query,
)
from tournoi.ui.row_model import row_table
from tournoi.ui.sheet_model import NUMBER_ROLE, Column, SheetModel
from tournoi.ui.verdict import Verdict, verdict_html
from tournoi.ui.widgets import AMBER, GREY, RED, colon, confirm, show_error

T = TypeVar("T")

GREEN: Final = "#1d6b2a"
STATE_COLOURS: Final = {
    PartieState.NOT_STARTED: "#e8eaed",
    PartieState.IN_PROGRESS: "#d2e3fc",
    PartieState.FINISHED: "#ceead6",
    PartieState.VALIDATED: "#1d6b2a",
}
INCOMPLETE_FIELDS: Final = ("trump", "points", "contract")
"""Fields whose absence means « not typed yet » rather than « wrong »."""


class Mode(StrEnum):
    NEW = "new"
    CORRECT = "correct"
    INSERT = "insert"


@dataclass(frozen=True, slots=True)
class Editing:
    """What Enter on the entry line does: record the next donne, correct or insert before ``number``."""

    mode: Mode = Mode.NEW
    number: int = 0


class EntryPage(QWidget):
    title = QT_TRANSLATE_NOOP("EntryPage", "Saisie")

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.settings = tournaments.get_settings(context.database)
        self.model = SheetModel(self.settings.rules, self)
        self.guide = ShorthandGuide(self.settings.rules, self.model.describe, self)
        self.editing = Editing()
        self.verdict = Verdict.EMPTY
        self.verification: Verification | None = None
        self._rounds: dict[int, RoundView] = {}
        self._round: int | None = None
        self._own_action = False
        self._build()
        context.changed.connect(self._on_changed)
        self._reload_rounds()

    # Building the screen

    def _build(self) -> None:
        layout = QVBoxLayout(self)
        layout.setContentsMargins(14, 10, 14, 10)
        layout.setSpacing(8)
        layout.addLayout(self._build_top())
        layout.addWidget(self._build_header())
        body = QHBoxLayout()
        body.setSpacing(12)
        body.addWidget(self._build_table(), 1)
        body.addWidget(self._build_side())
        layout.addLayout(body, 1)
        layout.addWidget(self._build_entry())
        self._build_shortcuts()
        self.setTabOrder(self.table_edit, self.entry)
        self.setTabOrder(self.entry, self.table)
        self.entry.installEventFilter(self)
        self.table.installEventFilter(self)

    def _build_top(self) -> QHBoxLayout:
        self.round_combo = QComboBox()
        self.round_combo.setMinimumWidth(110)
        self.round_combo.currentIndexChanged.connect(self._round_chosen)
        round_label = QLabel(colon(self.tr("To&ur")))
        round_label.setBuddy(self.round_combo)
        self.table_edit = QLineEdit()
        self.table_edit.setFixedWidth(190)
        self.table_edit.setPlaceholderText(self.tr("n°, e12 ou un nom"))
        self.table_edit.setToolTip(
            self.tr(
                "Numéro de table puis Entrée (Ctrl+G pour venir ici).\n"
                "« e12 » ou « équipe 12 » : la table de l'équipe 12 ;\n"
                "une partie d'un nom : la table de cette équipe."
            )
        )
        self.table_edit.returnPressed.connect(lambda: self.go_to(self.table_edit.text()))
        table_label = QLabel(colon(self.tr("Ta&ble")))
        table_label.setBuddy(self.table_edit)
        self.previous_button = QPushButton(self.tr("◀ Table précédente"))
        self.previous_button.setToolTip(self.tr("Table précédente (Page précédente)"))
        self.previous_button.clicked.connect(lambda: self.step_table(-1))
        self.next_button = QPushButton(self.tr("Table suivante ▶"))
        self.next_button.setToolTip(self.tr("Table suivante (Page suivante)"))
        self.next_button.clicked.connect(lambda: self.step_table(1))
        for button in (self.previous_button, self.next_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.notice = QLabel()
        self.notice.setTextFormat(Qt.TextFormat.PlainText)
        top = QHBoxLayout()
        top.setSpacing(8)
        top.addWidget(round_label)
        top.addWidget(self.round_combo)
        top.addSpacing(16)
        for widget in (table_label, self.table_edit, self.previous_button, self.next_button):
            top.addWidget(widget)
        top.addSpacing(16)
        top.addWidget(self.notice, 1)
        return top

    def _build_header(self) -> QWidget:
        self.heading = QLabel()
        self.heading.setFont(_scaled(self.font(), 1.45, bold=True))
        self.state_label = QLabel()
        self.state_label.setContentsMargins(10, 2, 10, 2)
        self.teams_label = QLabel()
        self.teams_label.setTextFormat(Qt.TextFormat.PlainText)
        self.teams_label.setFont(_scaled(self.font(), 1.1))
        self.teams_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setStyleSheet(f"color: {GREY}")
        first = QHBoxLayout()
        first.addWidget(self.heading)
        first.addSpacing(12)
        first.addWidget(self.state_label)
        first.addStretch()
        header = QWidget()
        column = QVBoxLayout(header)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(3)
        column.addLayout(first)
        column.addWidget(self.teams_label)
        column.addWidget(self.rules_label)
        self.end_banner = QLabel()
        self.end_banner.setWordWrap(True)
        self.end_banner.setTextFormat(Qt.TextFormat.PlainText)
        self.end_banner.setFont(_scaled(self.font(), 1.35, bold=True))
        self.end_banner.setStyleSheet(
            f"color: {GREEN}; background: #e6f4ea; padding: 8px 12px; border-radius: 4px"
        )
        self.end_banner.hide()
        column.addSpacing(4)
        column.addWidget(self.end_banner)
        return header

    def _build_table(self) -> QTableView:
        self.table = row_table(self.model, wrap=True)
        self.table.setTabKeyNavigation(False)
        self.table.doubleClicked.connect(lambda index: self.start_correction(index.row()))
        self.model.modelReset.connect(self._size_columns)
        self._size_columns()
        return self.table

    def _size_columns(self) -> None:
        header = self.table.horizontalHeader()
        header.setHighlightSections(False)
        small = {Column.NUMBER, Column.TAKER, Column.TRUMP, Column.CAPOT}
        for section, column in enumerate(self.model.columns):
            mode = (
                QHeaderView.ResizeMode.ResizeToContents
                if column in small
                else QHeaderView.ResizeMode.Stretch
            )
            header.setSectionResizeMode(section, mode)

    def _build_side(self) -> QWidget:
        side = QWidget()
        side.setFixedWidth(340)
        column = QVBoxLayout(side)
        column.setContentsMargins(0, 0, 0, 0)
        column.setSpacing(8)
        column.addWidget(self._build_totals())
        column.addLayout(self._build_buttons())
        column.addWidget(self._build_check(), 1)
        self.keys_label = QLabel(self.guide.summary())
        self.keys_label.setWordWrap(True)
        self.keys_label.setStyleSheet(f"color: {GREY}")
        column.addWidget(self.keys_label)
        return side

    def _build_totals(self) -> QFrame:
        totals = QFrame()
        totals.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(totals)
        self.total_labels: dict[Team, QLabel] = {}
        self.total_teams: dict[Team, QLabel] = {}
        for row, team in enumerate(Team):
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)
            total = QLabel("0")
            total.setFont(_scaled(self.font(), 2.0, bold=True))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, row, 0)
            grid.addWidget(total, row, 1)
            self.total_teams[team], self.total_labels[team] = name, total
        grid.setColumnStretch(0, 1)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)
        self.result_label.setStyleSheet(f"color: {GREY}")
        self.held_label = QLabel()
        self.held_label.setWordWrap(True)
        grid.addWidget(self.result_label, 2, 0, 1, 2)
        grid.addWidget(self.held_label, 3, 0, 1, 2)
        return totals

    def _build_buttons(self) -> QGridLayout:
        self.paper_button = self._side_button(
            self.tr("Totau&x de la feuille…"),
            self.tr("Comparer avec les totaux écrits sur la feuille papier (Alt+X)"),
            self.ask_paper_totals,
        )
        self.validate_button = self._side_button(
            self.tr("&Valider la partie"),
            self.tr("La partie terminée est validée et verrouillée (Alt+V)"),
            self.validate,
        )
        self.unlock_button = self._side_button(
            self.tr("Déverrou&iller…"),
            self.tr("Rouvrir une partie validée pour la corriger ; le motif est noté (Alt+I)"),
            self.ask_unlock,
        )
        self.forfeit_button = self._side_button(
            self.tr("Fo&rfait…"),
            self.tr("Une équipe absente perd par forfait (Alt+R)"),
            self.ask_forfeit,
        )
        buttons = QGridLayout()
        buttons.addWidget(self.paper_button, 0, 0)
        buttons.addWidget(self.validate_button, 0, 1)
        buttons.addWidget(self.forfeit_button, 1, 0)
        buttons.addWidget(self.unlock_button, 1, 1)
        return buttons

    def _build_check(self) -> QGroupBox:
        self.check_box = QGroupBox(self.tr("Feuille papier"))
        check = QVBoxLayout(self.check_box)
        self.check_label = QLabel()
        self.check_label.setWordWrap(True)
        self.check_label.setTextFormat(Qt.TextFormat.PlainText)
        self.check_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        self.suspects = QListWidget()
        self.suspects.setWordWrap(True)
        self.suspects.setSpacing(3)
        self.suspects.setAlternatingRowColors(True)
        self.suspects.setToolTip(self.tr("Entrée ou clic : aller à la donne dans la feuille"))
        self.suspects.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.suspects.itemActivated.connect(self._suspect_chosen)
        self.suspects.itemClicked.connect(self._suspect_chosen)
        check.addWidget(self.check_label)
        check.addWidget(self.suspects, 1)
        return self.check_box

    def _side_button(self, text: str, tip: str, slot: Callable[[], object]) -> QPushButton:
        button = QPushButton(text)
        button.setToolTip(tip)
        button.clicked.connect(slot)
        return button

    def _build_entry(self) -> QWidget:
        self.entry_label = QLabel()
        self.entry = QLineEdit()
        self.entry.setFont(_scaled(self.font(), 1.35))
        self.entry.setMinimumHeight(36)
        self.entry.setClearButtonEnabled(True)
        self.entry.setToolTip(
            self.tr(
                "Tapez la donne puis Entrée ; F1 : toutes les abréviations ; F3 : le formulaire"
            )
        )
        self.entry.textChanged.connect(self._update_preview)
        self.entry.returnPressed.connect(self.submit)
        self.entry_label.setBuddy(self.entry)
        self.help_button = QPushButton(self.tr("Aide (F1)"))
        self.help_button.setToolTip(self.tr("Toutes les abréviations et les touches (F1)"))
        self.help_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.help_button.clicked.connect(self.show_help)
        self.form_button = QPushButton(self.tr("Formulaire… (F3)"))
        self.form_button.setToolTip(
            self.tr("Saisir la donne à la souris, avec un formulaire qui montre sa notation (F3)")
        )
        self.form_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.form_button.clicked.connect(self.show_form)
        self.preview = QLabel()
        self.preview.setWordWrap(True)
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        self.preview.setMinimumHeight(self.fontMetrics().height() * 2 + 6)
        self.legend = QLabel()
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        self.legend.setStyleSheet(f"color: {GREY}")
        line = QHBoxLayout()
        line.addWidget(self.entry_label)
        line.addWidget(self.entry, 1)
        line.addWidget(self.form_button)
        line.addWidget(self.help_button)
        box = QWidget()
        column = QVBoxLayout(box)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(4)
        column.addLayout(line)
        column.addWidget(self.preview)
        column.addWidget(self.legend)
        return box

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
        before = len(self._rounds)
        self._rounds = {view.number: view for view in draws.list_rounds(self.context.database)}
        newest = max(self._rounds, default=None)
        keep = self._round if self._round in self._rounds and len(self._rounds) <= before else None
        chosen = keep if keep is not None else newest
        self._round = chosen
        self.round_combo.blockSignals(True)
        self.round_combo.clear()
        for number in self._rounds:
            self.round_combo.addItem(self.tr("Tour {number}").format(number=number), number)
        self.round_combo.setCurrentIndex(self.round_combo.findData(chosen))
        self.round_combo.blockSignals(False)
        self.round_combo.setEnabled(bool(self._rounds))
        if chosen is None:
            self._show_sheet(None)
        elif keep is None:
            self.load_table(self._first_open_table(chosen))

    def _round_chosen(self, index: int) -> None:
        number = self.round_combo.itemData(index)
        if isinstance(number, int) and number != self._round:
            self._round = number
            self._rounds[number] = draws.round_view(self.context.database, round_number=number)
            self.load_table(self._first_open_table(number))

    def _first_open_table(self, round_number: int) -> int:
        tables = self._rounds[round_number].tables
        done = (PartieState.FINISHED, PartieState.VALIDATED)
        for table in tables:
            if table.state not in done:
                return table.table
        return tables[0].table if tables else 1

    def _tables(self) -> list[int]:
        if self._round is None:
            return []
        return [table.table for table in self._rounds[self._round].tables]

    def open_sheet(self, round_number: int, table: int) -> bool:
        """Show the sheet of ``table`` in round ``round_number`` (from the Rounds page)."""
        if round_number not in self._rounds:
            self._reload_rounds()
        if round_number not in self._rounds:
            return False
        self._round = round_number
        self.round_combo.blockSignals(True)
        self.round_combo.setCurrentIndex(self.round_combo.findData(round_number))
        self.round_combo.blockSignals(False)
        return self.load_table(table)

    def load_table(self, table: int) -> bool:
        """Show the sheet of ``table`` in the round chosen; a French notice if there is none."""
        if self._round is None:
            self._say(self.tr("Aucun tour n'est tiré."), error=True)
            return False
        try:
            sheet = scores.sheet(self.context.database, round_number=self._round, table=table)
        except NotFoundError as error:
            self._say(str(error), error=True)
            return False
        self.model.set_suspects(frozenset())
        self._show_sheet(sheet, editing=Editing())
        self.table_edit.setText(str(table))
        self.table.scrollToBottom()
        self.entry.setText("")
        self.entry.setFocus()
        self._say("")
        return True

    def go_to(self, text: str) -> bool:
        """The « Table » field: a table number, ``e12`` for team 12, or part of a team's name."""
        try:
            query = parse_table_query(text)
        except EntrySyntaxError as error:
            self._say(str(error), error=True)
            return False
        if query.kind is Lookup.TABLE:
            return self.load_table(query.number)
        if self._round is None:
            self._say(self.tr("Aucun tour n'est tiré."), error=True)
            return False
        seats = draws.seats(self.context.database, round_number=self._round)
        if query.kind is Lookup.TEAM:
            found = [seat for seat in seats if seat.team.number == query.number]
            missing = self.tr("L'équipe {number} ne joue pas au tour {round}.").format(
                number=query.number, round=self._round
            )
        else:
            wanted = query.text.casefold()
            found = [seat for seat in seats if wanted in seat.team.name.casefold()]
            missing = self.tr("Aucune équipe du tour {round} ne s'appelle « {text} ».").format(
                round=self._round, text=query.text
            )
        if not found:
            self._say(missing, error=True)
            return False
        if len(found) > 1:
            names = ", ".join(f"{seat.team.number} « {seat.team.name} »" for seat in found[:6])
            self._say(self.tr("Plusieurs équipes : {names}…").format(names=names), error=True)
            return False
        seat = found[0]
        if seat.table is None:
            self._say(
                self.tr("L'équipe {number} est exempte au tour {round}.").format(
                    number=seat.team.number, round=self._round
                ),
                error=True,
            )
            return False
        loaded = self.load_table(seat.table)
        if loaded:
            self._say(
                self.tr("Équipe {number} « {name} » : table {table}.").format(
                    number=seat.team.number, name=seat.team.name, table=seat.table
                )
            )
        return loaded

    def step_table(self, step: int) -> None:
        """The previous (``-1``) or next (``1``) table of the round."""
        tables, sheet = self._tables(), self.model.sheet
        if not tables:
            return
        if sheet is None or sheet.table not in tables:
            self.load_table(tables[0])
            return
        position = tables.index(sheet.table) + step
        if 0 <= position < len(tables):
            self.load_table(tables[position])
        else:
            self._say(
                self.tr("C'est la dernière table.") if step > 0 else self.tr("C'est la table 1."),
            )

    def _focus_table_edit(self) -> None:
        self.table_edit.setFocus()
        self.table_edit.selectAll()

    # Showing the sheet

    def _reload_sheet(self) -> None:
        sheet = self.model.sheet
        if sheet is None:
            return
        try:
            fresh = scores.sheet(self.context.database, round_number=sheet.round, table=sheet.table)
        except NotFoundError:
            self._show_sheet(None)
            return
        self._show_sheet(fresh)

    def _show_sheet(self, sheet: SheetView | None, editing: Editing | None = None) -> None:
        old = self.model.sheet
        self.model.set_sheet(sheet)
        if old is None or sheet is None or old.lines != sheet.lines or old.table != sheet.table:
            self._set_verification(None)
        if editing is not None:
            self.editing = editing
        elif sheet is not None and self.editing.number > len(sheet.lines):
            self.editing = Editing()
        self._show_header(sheet)
        self._show_totals(sheet)
        self._enable(sheet)
        self._show_entry_label()
        self._update_preview()

    def _show_header(self, sheet: SheetView | None) -> None:
        rules = self.settings.rules
        self.rules_label.setText(" ".join(rules.describe()))
        self.legend.setText(self.guide.legend())
        if sheet is None:
            self.heading.setText(
                self.tr("Aucun tour n'est tiré")
                if self._round is None
                else self.tr("Tour {round}").format(round=self._round)
            )
            self.teams_label.setText(
                self.tr("Tirez un tour dans l'onglet « Tours » pour saisir ses donnes.")
                if self._round is None
                else ""
            )
            self.state_label.hide()
            return
        self.heading.setText(
            self.tr("Tour {round} — Table {table}").format(round=sheet.round, table=sheet.table)
        )
        self.teams_label.setText(
            self.tr("{a}     contre     {b}").format(
                a=team_label(Team.A, sheet.teams.a), b=team_label(Team.B, sheet.teams.b)
            )
        )
        colour = STATE_COLOURS[sheet.state]
        text_colour = "white" if sheet.state is PartieState.VALIDATED else "black"
        self.state_label.setText(self._state_text(sheet.state))
        self.state_label.setStyleSheet(
            f"background: {colour}; color: {text_colour}; border-radius: 4px; font-weight: bold"
        )
        self.state_label.show()

    def _state_text(self, state: PartieState) -> str:
        return {
            PartieState.NOT_STARTED: self.tr("pas commencée"),
            PartieState.IN_PROGRESS: self.tr("en cours"),
            PartieState.FINISHED: self.tr("terminée"),
            PartieState.VALIDATED: self.tr("validée — verrouillée"),
        }[state]

    def _show_totals(self, sheet: SheetView | None) -> None:
        for team in Team:
            if sheet is None:
                self.total_teams[team].setText(team.value)
                self.total_labels[team].setText("")
                continue
            ref = sheet.teams[team]
            self.total_teams[team].setText(
                self.tr("Équipe {team}\nn° {number} « {name} »").format(
                    team=team.value, number=ref.number, name=ref.name
                )
            )
            self.total_labels[team].setText(str(sheet.totals[team]))
            winner = sheet.over and sheet.winner is team
            self.total_labels[team].setStyleSheet(f"color: {GREEN}" if winner else "")
        over = sheet is not None and sheet.over
        self.result_label.setText("" if sheet is None else sheet.result)
        self.result_label.setVisible(not over)
        self.end_banner.setVisible(over)
        if sheet is not None and over:
            self.end_banner.setText(self._end_text(sheet))

    def _end_text(self, sheet: SheetView) -> str:
        """« Partie terminée après la donne 6 : Victoire de l'équipe 1… »"""
        if sheet.forfeit is not None or not sheet.lines:
            return sheet.result
        return self.tr("Partie terminée après la donne {n} : {result}").format(
            n=len(sheet.lines), result=sheet.result
        )
        held = 0 if sheet is None else sheet.held_over
        self.held_label.setVisible(bool(held))
        self.held_label.setText(
            self.tr(
                "Litige : {points} points en attente, au gagnant de la prochaine donne."
            ).format(points=held)
        )

    def _enable(self, sheet: SheetView | None) -> None:
        state = None if sheet is None else sheet.state
        self.entry.setEnabled(sheet is not None)
        self.form_button.setEnabled(sheet is not None and self._locked(sheet) is None)
        self.paper_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        self.validate_button.setEnabled(state is PartieState.FINISHED)
        self.unlock_button.setEnabled(state is PartieState.VALIDATED)
        self.forfeit_button.setEnabled(state is not None and state is not PartieState.VALIDATED)
        tables = self._tables()
        current = None if sheet is None else sheet.table
        self.previous_button.setEnabled(bool(tables) and current != tables[0])
        self.next_button.setEnabled(bool(tables) and current != tables[-1])

    def _show_entry_label(self) -> None:
        self.entry_label.setText(colon(self._editing_text()))
        highlight = "" if self.editing.mode is Mode.NEW else "font-weight: bold; color: #174ea6"
        self.entry_label.setStyleSheet(highlight)

    def _editing_text(self) -> str:
        """« Do&nne 3 », « Correction de la do&nne 2 »: what Enter does, with its mnemonic."""
        sheet = self.model.sheet
        number = 1 if sheet is None else len(sheet.lines) + 1
        over = sheet is not None and sheet.over
        return {
            Mode.NEW: self.tr("Do&nne") if over else self.tr("Do&nne {n}").format(n=number),
            Mode.CORRECT: self.tr("Correction de la do&nne {number}").format(
                number=self.editing.number
            ),
            Mode.INSERT: self.tr("Do&nne insérée avant la {number}").format(
                number=self.editing.number
            ),
        }[self.editing.mode]

    def _say(self, text: str, *, error: bool = False) -> None:
        self.notice.setText(text)
        self.notice.setStyleSheet(f"color: {RED.name()}" if error else f"color: {GREY}")

    # The line being typed

    def _update_preview(self) -> None:
        verdict, html = self._judge(self.entry.text())
        self._show_verdict(verdict, html)

    def _show_verdict(self, verdict: Verdict, html: str) -> None:
        self.verdict = verdict
        self.preview.setText(verdict_html(verdict, html))

    def _blocked(self) -> tuple[Verdict, str] | None:
        """Why nothing can be entered now: no sheet, or a sheet validated or forfeit."""
        sheet = self.model.sheet
        if sheet is None:
            return Verdict.EMPTY, ""
        locked = self._locked(sheet)
        return None if locked is None else (Verdict.LOCKED, locked)

    def _judge(self, text: str) -> tuple[Verdict, str]:
        """What the engine says of ``text`` placed where Enter would put it."""
        blocked = self._blocked()
        if blocked is not None:
            return blocked
        if not text.strip():
            assert self.model.sheet is not None
            return Verdict.EMPTY, _plain(self._hint(self.model.sheet))
        try:
            donne = parse_donne(text, variant=self.settings.rules.variant)
        except EntrySyntaxError as error:
            return Verdict.ERROR, _plain(error.message)
        return self.judge(donne)

    def judge(self, donne: Donne) -> tuple[Verdict, str]:
        """What the engine says of ``donne`` placed where Enter would put it (rich text)."""
        blocked = self._blocked()
        if blocked is not None:
            return blocked
        sheet = self.model.sheet
        assert sheet is not None
        rules = self.settings.rules
        index, donnes = self._placed(donne, [line.donne for line in sheet.lines])
        try:
            score_donne(donne, rules)
            partie = Partie(rules, donnes)
        except SheetError as error:
            message = error.message if error.donne == index + 1 else str(error)
            return Verdict.ERROR, _plain(message)
        except EngineError as error:
            missing = error.field in INCOMPLETE_FIELDS and getattr(donne, error.field) is None
            if missing:
                return Verdict.INCOMPLETE, _plain(self.tr("À compléter : ") + error.message)
            return Verdict.ERROR, _plain(error.message)
        return Verdict.OK, self._consequence(donne, partie, index)

    def _locked(self, sheet: SheetView) -> str | None:
        """Why nothing can be entered on ``sheet`` (rich text), or ``None``."""
        if sheet.state is PartieState.VALIDATED:
            return _plain(
                self.tr("Partie validée par l'arbitre : déverrouillez-la (Alt+I) pour la modifier.")
            )
        if sheet.forfeit is not None:
            return _plain(
                self.tr(
                    "Table déclarée forfait : annulez le forfait (Alt+R) pour saisir des donnes."
                )
            )
        return None

    def _hint(self, sheet: SheetView) -> str:
        if self.editing.mode is Mode.CORRECT:
            return self.tr("Tapez la donne corrigée puis Entrée ; Échap pour abandonner.")
        if sheet.over:
            return self.tr("La partie est terminée. Entrée sur une donne (↑) pour la corriger.")
        return self.tr("Tapez la donne {number} puis Entrée.").format(number=len(sheet.lines) + 1)

    def _placed(self, donne: Donne, donnes: list[Donne]) -> tuple[int, list[Donne]]:
        """Where Enter puts ``donne`` (its index) and the sheet it then gives."""
        number = self.editing.number
        if self.editing.mode is Mode.CORRECT:
            return number - 1, [*donnes[: number - 1], donne, *donnes[number:]]
        if self.editing.mode is Mode.INSERT:
            return number - 1, [*donnes[: number - 1], donne, *donnes[number - 1 :]]
        return len(donnes), [*donnes, donne]

    def _consequence(self, donne: Donne, partie: Partie, index: int) -> str:
        """« A prend à 110 cœur : 117 points → fait : A 120, B 50 · totaux 620 – 380 »."""
        score = partie.scores[index]
        totals = partie.running_totals[index]
        words = _plain(self.model.describe(donne))
        if score.made is None and not score.litige:
            outcome = self.tr("rien à marquer")
        else:
            result = self.model.outcome_of(made=score.made, litige=score.litige)
            outcome = self.tr("{result} : A {a}, B {b}").format(
                result=result, a=score.marks.a, b=score.marks.b
            )
        text = self.tr("{words} <b>→ {outcome}</b> · totaux {a} – {b}").format(
            words=words, outcome=_plain(outcome), a=totals.a, b=totals.b
        )
        if partie.ended_after == index + 1:
            if partie.winner is None:
                end = self.tr("fin de la partie, égalité")
            else:
                end = self.tr("fin de la partie, victoire de l'équipe {team}").format(
                    team=partie.winner.value
                )
            text += f" · <b style='color:{GREEN}'>{_plain(end)}</b>"
        return text

    # Enter: record, correct or insert

    def submit(self) -> bool:
        """Enter on the entry line; ``False`` (and the refusal shown) when nothing was stored."""
        sheet = self.model.sheet
        text = self.entry.text()
        if sheet is None or not text.strip():
            return False
        try:
            donne = parse_donne(text, variant=self.settings.rules.variant)
            change = self._store(sheet, donne)
        except ValueError as error:  # the parser's, the engine's or the services' French message
            self._catch_up(error)
            self._show_verdict(Verdict.ERROR, _plain(str(error)))
            return False
        corrected = self.editing
        self.editing = Editing()
        self._show_sheet(change.sheet)
        self._warn(change.warnings)
        self.entry.setText("")
        self.entry.setFocus()
        if corrected.mode is Mode.NEW:
            self.table.scrollToBottom()
        else:
            self._select_row(corrected.number - 1)
        return True

    def _store(self, sheet: SheetView, donne: Donne) -> scores.Change:
        """Carry out Enter through the services, as one undoable action."""
        calls, number = self._calls(sheet), self.editing.number
        if self.editing.mode is Mode.CORRECT:
            old = sheet.lines[number - 1].donne
            return self._perform(
                self.tr("Correction de la donne {n}, table {t}").format(n=number, t=sheet.table),
                lambda: calls.correct(number, donne),
                lambda _change: calls.correct(number, old),
                lambda _change: calls.correct(number, donne),
            )
        if self.editing.mode is Mode.INSERT:
            return self._perform(
                self.tr("Donne insérée avant la {n}, table {t}").format(n=number, t=sheet.table),
                lambda: calls.insert(number, donne),
                lambda _change: calls.delete(number),
                lambda _change: calls.insert(number, donne),
            )
        added = len(sheet.lines) + 1
        return self._perform(
            self.tr("Donne {n}, table {t}").format(n=added, t=sheet.table),
            lambda: calls.record(donne),
            lambda _change: calls.delete(added),
            lambda _change: calls.record(donne),
        )

    def _calls(self, sheet: SheetView) -> SheetCalls:
        return SheetCalls(
            self.context.database, self.context.who, sheet.round, sheet.table, sheet.version
        )

    def _perform(
        self,
        text: str,
        do: Callable[[], T],
        undo: Callable[[T], object],
        redo: Callable[[T], object],
    ) -> T:
        """``context.perform``, without reloading this page for the change it shows itself."""
        self._own_action = True
        try:
            return self.context.perform(text, do, undo, Change.SCORES, redo=redo)
        finally:
            self._own_action = False

    def _catch_up(self, error: ValueError) -> None:
        """Refused because another station changed the sheet: show the sheet as it now is."""
        if isinstance(error, ConflictError):
            self._reload_sheet()

    def _warn(self, warnings: tuple[str, ...]) -> None:
        if warnings:
            self._say(" ".join(warnings), error=True)

    # The sheet's rows: correct, insert, delete

    def current_row(self) -> int:
        index = self.table.currentIndex()
        return index.row() if index.isValid() else -1

    def _select_row(self, row: int) -> None:
        if 0 <= row < self.model.rowCount():
            index = self.model.index(row, 0)
            self.table.selectionModel().setCurrentIndex(
                index,
                QItemSelectionModel.SelectionFlag.ClearAndSelect
                | QItemSelectionModel.SelectionFlag.Rows,
            )
            self.table.scrollTo(index)

    def _line_number(self, row: int) -> int | None:
        if not 0 <= row < self.model.rowCount():
            return None
        number = self.model.index(row, 0).data(NUMBER_ROLE)
        return number if isinstance(number, int) else None

    def start_correction(self, row: int) -> None:
        """Put donne ``row`` (from 0) on the entry line; Enter replaces it, Escape gives up."""
        number = self._line_number(row)
        if number is None:
            return
        self.editing = Editing(Mode.CORRECT, number)
        self._select_row(row)
        self._show_entry_label()
        self.entry.setText(format_donne(self.model.line(row).donne))
        self.entry.setFocus()

    def start_insertion(self, row: int) -> None:
        """Type a forgotten donne, put before donne ``row`` (from 0)."""
        number = self._line_number(row)
        if number is None:
            return
        self.editing = Editing(Mode.INSERT, number)
        self._select_row(row)
        self._show_entry_label()
        self.entry.setText("")
        self._update_preview()
        self.entry.setFocus()

    def cancel_editing(self) -> None:
        """Escape: back to typing the next donne (or just an empty line)."""
        row = self.editing.number - 1
        was_editing = self.editing.mode is not Mode.NEW
        self.editing = Editing()
        self._show_entry_label()
        self.entry.setText("")
        if was_editing:
            self._select_row(row)

    def delete_row(self, row: int, *, ask: bool = True) -> bool:
        """Remove donne ``row`` (from 0) after a confirmation; the following donnes move up."""
        sheet, number = self.model.sheet, self._line_number(row)
        if sheet is None or number is None:
            return False
        old = sheet.lines[number - 1].donne
        question = self.tr(
            "Supprimer la donne {n} ({words}) ? Les donnes suivantes remontent d'un rang."
        ).format(n=number, words=self.model.describe(old))
        if ask and not confirm(self, self.tr("Supprimer une donne"), question):
            return False
        calls, last = self._calls(sheet), number == len(sheet.lines)
        try:
            change = self._perform(
                self.tr("Suppression de la donne {n}, table {t}").format(n=number, t=sheet.table),
                lambda: calls.delete(number),
                lambda _change: calls.record(old) if last else calls.insert(number, old),
                lambda _change: calls.delete(number),
            )
        except ValueError as error:  # a validated partie, a sheet changed elsewhere
            self._catch_up(error)
            self._show_verdict(Verdict.ERROR, _plain(str(error)))
            return False
        self.editing = Editing()
        self._show_sheet(change.sheet)
        self._warn(change.warnings)
        self._select_row(min(row, self.model.rowCount() - 1))
        return True

    # Keys of the entry line and of the sheet

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.entry and isinstance(event, QKeyEvent):
            return self._entry_key(event)
        if (
            watched is self.table
            and isinstance(event, QKeyEvent)
            and event.type() == QEvent.Type.KeyPress
        ):
            return self._table_key(event)
        return super().eventFilter(watched, event)

    def _entry_key(self, event: QKeyEvent) -> bool:
        if event.type() == QEvent.Type.ShortcutOverride:
            # The line's own undo only while it has typing to undo; then the sheet's (Ctrl+Z).
            undo = event.matches(QKeySequence.StandardKey.Undo)
            redo = event.matches(QKeySequence.StandardKey.Redo)
            if (undo and not self.entry.isUndoAvailable()) or (
                redo and not self.entry.isRedoAvailable()
            ):
                event.ignore()
                return True
            return False
        if event.type() != QEvent.Type.KeyPress:
            return False
        key = event.key()
        if key in (Qt.Key.Key_Up, Qt.Key.Key_Down) and self.model.rowCount():
            row = self.editing.number - 1 if self.editing.mode is not Mode.NEW else -1
            self.table.setFocus()
            self._select_row(row if row >= 0 else self.model.rowCount() - 1)
            return True
        if key == Qt.Key.Key_Escape:
            self.cancel_editing()
            return True
        return False

    def _table_key(self, event: QKeyEvent) -> bool:
        key, row = event.key(), self.current_row()
        if key in (Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_F2):
            self.start_correction(row)
            return True
        if key == Qt.Key.Key_Delete:
            self.delete_row(row)
            return True
        if key == Qt.Key.Key_Insert:
            self.start_insertion(row)
            return True
        if key == Qt.Key.Key_Escape or (
            key == Qt.Key.Key_Down and row == self.model.rowCount() - 1
        ):
            self.entry.setFocus()
            return True
        typed = event.text()
        plain = not event.modifiers() & (
            Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.AltModifier
        )
        if plain and typed.isprintable() and typed.strip():
            # Typing in the sheet types a new donne.
            self.entry.setFocus()
            self.entry.insert(typed)
            return True
        return False

    # Paper totals, validation, forfeit

    def ask_paper_totals(self) -> None:
        sheet = self.model.sheet
        if sheet is None:
            return
        dialog = PaperTotalsDialog(sheet, self)
        if dialog.exec():
            self.check_paper(dialog.totals())

    def check_paper(self, paper: PerTeam[int]) -> Verification | None:
        """Compare the paper sheet's totals; the suspect donnes are highlighted in the sheet."""
        sheet = self.model.sheet
        if sheet is None:
            return None
        try:
            verification = self._calls(sheet).check_paper(paper)
        except ValueError as error:
            self._catch_up(error)
            show_error(self, error)
            return None
        self._own_action = True
        try:
            self.context.changed.emit(Change.SCORES.value)
        finally:
            self._own_action = False
        self._reload_sheet()
        self._set_verification(verification)
        return verification

    def _set_verification(self, verification: Verification | None) -> None:
        self.verification = verification
        self.suspects.clear()
        numbers = frozenset[int]()
        sheet = self.model.sheet
        if verification is None:
            paper = None if sheet is None else sheet.paper
            if paper is not None:
                text = self.tr("Totaux de la feuille saisis : {a} – {b}.").format(
                    a=paper.a, b=paper.b
                )
            elif sheet is not None and sheet.over:
                text = self.tr(
                    "Comparez avec les totaux écrits sur la feuille (Alt+X), "
                    "puis validez la partie (Alt+V)."
                )
            else:
                text = self.tr("Quand la partie est finie, comparez avec la feuille (Alt+X).")
            self.check_label.setText(text)
        else:
            self.check_label.setText(verification.message)
            self.check_label.setStyleSheet("" if verification.matches else f"color: {AMBER}")
            for suspect in verification.suspects:
                item = QListWidgetItem(suspect.reason)
                item.setData(Qt.ItemDataRole.UserRole, suspect.donne)
                if suspect.explains is not Explains.BOTH:
                    item.setForeground(Qt.GlobalColor.darkGray)
                self.suspects.addItem(item)
            numbers = frozenset(s.donne for s in verification.suspects if s.donne is not None)
        if verification is None:
            self.check_label.setStyleSheet("")
        self.suspects.setVisible(bool(self.suspects.count()))
        self.model.set_suspects(numbers)

    def _suspect_chosen(self, item: QListWidgetItem) -> None:
        number = item.data(Qt.ItemDataRole.UserRole)
        if isinstance(number, int):
            self._select_row(number - 1)

    def validate(self) -> bool:
        """The arbiter's validation: the partie is locked (undo unlocks it again)."""
        sheet = self.model.sheet
        if sheet is None:
            return False
        calls = self._calls(sheet)
        try:
            view = self._perform(
                self.tr("Validation de la table {t}").format(t=sheet.table),
                calls.validate,
                lambda _view: calls.unlock(self.tr("validation annulée")),
                lambda _view: calls.validate(),
            )
        except ValueError as error:
            self._catch_up(error)
            show_error(self, error)
            return False
        self._show_sheet(view)
        return True

    def ask_unlock(self) -> None:
        sheet = self.model.sheet
        if sheet is None:
            return
        dialog = UnlockDialog(sheet.table, self)
        if dialog.exec():
            self.unlock(dialog.reason.text())

    def unlock(self, reason: str) -> bool:
        """Open a validated partie again; the reason goes to the audit trail."""
        sheet = self.model.sheet
        if sheet is None:
            return False
        calls = self._calls(sheet)
        try:
            view = self._perform(
                self.tr("Déverrouillage de la table {t}").format(t=sheet.table),
                lambda: calls.unlock(reason),
                lambda _view: calls.validate(),
                lambda _view: calls.unlock(reason),
            )
        except ValueError as error:
            self._catch_up(error)
            show_error(self, error)
            return False
        self._show_sheet(view)
        return True

    def ask_forfeit(self) -> None:
        sheet = self.model.sheet
        if sheet is None:
            return
        dialog = ForfeitDialog(sheet, self)
        if dialog.exec():
            self.declare_forfeit(dialog.absent())

    def declare_forfeit(self, absent: int | None) -> bool:
        """Team ``absent`` (a number) did not come; ``None`` cancels the forfeit."""
        sheet = self.model.sheet
        if sheet is None:
            return False
        calls, t = self._calls(sheet), sheet.table
        before = None if sheet.forfeit is None else sheet.teams[sheet.forfeit].number
        text = (
            self.tr("Forfait de l'équipe {n}, table {t}").format(n=absent, t=t)
            if absent is not None
            else self.tr("Forfait annulé, table {t}").format(t=t)
        )
        try:
            change = self._perform(
                text,
                lambda: calls.forfeit(absent),
                lambda _change: calls.forfeit(before),
                lambda _change: calls.forfeit(absent),
            )
        except ValueError as error:
            self._catch_up(error)
            show_error(self, error)
            return False
        self._show_sheet(change.sheet)
        self._warn(change.warnings)
        return True

    # Help: the full list (F1); the form (F3)

    def show_help(self) -> None:
        ShorthandHelp(self.guide, self).exec()

    def show_form(self) -> bool:
        """The donne built with the mouse (F3), then recorded as if its notation were typed.

        From the sheet, the form corrects the donne chosen there; from the entry
        line, it does what Enter would do, starting from what is typed.
        """
        sheet = self.model.sheet
        if sheet is None or self._locked(sheet) is not None:
            return False
        if self.table.hasFocus() and self.current_row() >= 0:
            self.start_correction(self.current_row())
        heading = self.tr("Table {table} — {what}").format(
            table=sheet.table, what=self._editing_text().replace("&", "")
        )
        form = DonneForm(
            self.settings.rules,
            sheet.teams,
            self.judge,
            heading=heading,
            start=self._form_start(sheet),
            parent=self,
        )
        donne = form.donne() if form.exec() else None
        if donne is None:
            return False
        self.entry.setText(format_donne(donne))
        return self.submit()

    def _form_start(self, sheet: SheetView) -> Donne | None:
        """What the form shows first: the line typed so far, or else the donne being corrected."""
        try:
            return parse_donne(self.entry.text(), variant=self.settings.rules.variant)
        except EntrySyntaxError:
            if self.editing.mode is Mode.CORRECT:
                return sheet.lines[self.editing.number - 1].donne
            return None

    # Changes made elsewhere: another page, undo, redo

    def _on_changed(self, what: str) -> None:
        if self._own_action:
            return
        if what == Change.SETTINGS.value:
            self.settings = tournaments.get_settings(self.context.database)
            self.model.set_rules(self.settings.rules)
            self.guide.rules = self.settings.rules
        if what in (Change.ROUNDS.value, Change.TEAMS.value):
            self._reload_rounds()
        self._reload_sheet()


@dataclass(slots=True)
class SheetCalls:
    """The services' calls on one sheet, made by ``who``: what an action, its undo and redo do.

    ``version`` is the sheet's version the arbiter saw, then the one each call
    left: an action, its undo or its redo is refused when another station
    changed the sheet in between, never carried out over their change.
    """

    database: Database
    who: str
    round: int
    table: int
    version: int | None

    def record(self, donne: Donne) -> scores.Change:
        return self._keep(
            scores.record_donne(
                self.database, round_number=self.round, table=self.table, donne=donne,
                who=self.who, version=self.version,
            )
        )  # fmt: skip

    def correct(self, number: int, donne: Donne) -> scores.Change:
        return self._keep(
            scores.correct_donne(
                self.database, round_number=self.round, table=self.table, number=number,
                donne=donne, who=self.who, version=self.version,
            )
        )  # fmt: skip

    def insert(self, number: int, donne: Donne) -> scores.Change:
        return self._keep(
            scores.insert_donne(
                self.database, round_number=self.round, table=self.table, number=number,
                donne=donne, who=self.who, version=self.version,
            )
        )  # fmt: skip

    def delete(self, number: int) -> scores.Change:
        return self._keep(
            scores.delete_donne(
                self.database, round_number=self.round, table=self.table, number=number,
                who=self.who, version=self.version,
            )
        )  # fmt: skip

    def validate(self) -> SheetView:
        view = scores.validate_partie(
            self.database, round_number=self.round, table=self.table, who=self.who
        )
        self.version = view.version
        return view

    def unlock(self, reason: str) -> SheetView:
        view = scores.unlock_partie(
            self.database, round_number=self.round, table=self.table, who=self.who, reason=reason
        )
        self.version = view.version
        return view

    def forfeit(self, absent: int | None) -> scores.Change:
        return self._keep(
            scores.declare_forfeit(
                self.database, round_number=self.round, table=self.table, absent=absent,
                who=self.who, version=self.version,
            )
        )  # fmt: skip

    def check_paper(self, paper: PerTeam[int]) -> Verification:
        return scores.check_paper(
            self.database, round_number=self.round, table=self.table, paper=paper,
            who=self.who, version=self.version,
        )  # fmt: skip

    def _keep(self, change: scores.Change) -> scores.Change:
        self.version = change.sheet.version
        return change


def _scaled(font: QFont, factor: float, *, bold: bool = False) -> QFont:
    scaled = QFont(font)
    scaled.setPointSizeF(font.pointSizeF() * factor)
    scaled.setBold(bold)
    return scaled


def _plain(text: str) -> str:
    """Text shown in a rich-text label: ``<`` and ``&`` escaped, apostrophes kept readable."""
    return html_escape(text, quote=False)
