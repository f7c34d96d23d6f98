"""The entry screen without its widgets: the sheet shown, what is typed, what Enter does.

:class:`EntryPresenter` holds what the screen shows (the round and table
chosen, the sheet, the line being typed and its verdict, the donne being
corrected or inserted, the settings) and does what the arbiter asks: each
change of the tournament is one undo command (:mod:`tournoi.ui.entry.commands`)
pushed through the context, whose result it shows. After each change it says
which :class:`Part` changed (:attr:`EntryPresenter.changed`); the page
(:mod:`tournoi.ui.entry.page`) renders that part and forwards every key and
click here. A question before an action goes to an :class:`Arbiter`
(:mod:`tournoi.ui.entry.questions`). Nothing here is a widget, so that all
of it is tested without a window (``tests/ui/test_entry_presenter.py``).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine import Donne, PerTeam, UserError
from engine.notation import NotationError, format_donne, parse_donne
from tournoi.services import scores, tournaments
from tournoi.services.activity import Area
from tournoi.services.errors import ConflictError, NotFoundError
from tournoi.services.scores import SheetView
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
    UnlockPartie,
    ValidatePartie,
)
from tournoi.ui.entry.donne_words import DonneWords
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.judging import judge_donne, judge_text, plain, takes_totals, typed_totals
from tournoi.ui.entry.questions import Arbiter
from tournoi.ui.entry.round_choice import RoundChoice
from tournoi.ui.entry.table_query import TableQueryError
from tournoi.ui.entry.verdict import Verdict


class Part(StrEnum):
    """What changed, for the page to show again."""

    RULES = "rules"
    """The tournament's settings: the sheet's columns, the shorthand's legend."""
    ROUNDS = "rounds"
    """The drawn rounds, or the round chosen."""
    TABLE = "table"
    """Another sheet (or none) is shown: from its end, ready to type its next donne."""
    SHEET = "sheet"
    """The sheet shown: its donnes, state, totals, paper check and suspects."""
    EDITING = "editing"
    """What Enter does (:attr:`EntryPresenter.editing`)."""
    TEXT = "text"
    """The line's text, set here (a donne taken back, a line cleared)."""
    VERDICT = "verdict"
    """What the line below the entry says."""
    ROW = "row"
    """The donne to show selected (:attr:`EntryPresenter.row`)."""
    FOCUS = "focus"
    """The arbiter types next on the entry line."""
    NOTICE = "notice"
    """The notice beside the table bar."""


@dataclass(frozen=True, slots=True)
class Notice:
    text: str = ""
    error: bool = False


class EntryPresenter(QObject):
    """The entry screen's state and actions, for ``context``'s tournament."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(
        self, context: TournamentContext, arbiter: Arbiter, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.arbiter = arbiter
        self.settings = tournaments.get_settings(context.database)
        self.words = DonneWords(self.settings.rules, self)
        self.choice = RoundChoice(context.database)
        self.sheet: SheetView | None = None
        self.editing = Editing()
        self.verification: Verification | None = None
        self.suspects = frozenset[int]()
        """The donnes (numbered from 1) the paper totals point at."""
        self.text = ""
        self.verdict, self.verdict_html = Verdict.EMPTY, ""
        self.row: int | None = None
        """The row (from 0) to select; ``None``: the sheet's end."""
        self.notice = Notice()
        self._own_action = False
        """This screen's own change is being made: it shows the result itself."""
        context.changed.connect(self._on_changed)

    def start(self) -> None:
        """Show the newest round's first table still playing (once the page listens)."""
        self.reload_rounds()

    def _tell(self, *parts: Part) -> None:
        for part in parts:
            self.changed.emit(part)

    def say(self, text: str, *, error: bool = False) -> None:
        self.notice = Notice(text, error)
        self._tell(Part.NOTICE)

    # Rounds and tables

    def reload_rounds(self) -> None:
        """The drawn rounds; a newly drawn round becomes the one shown."""
        kept = self.choice.reload()
        self._tell(Part.ROUNDS)
        if self.choice.round is None:
            self.show_sheet(None)
        elif not kept:
            self.load_table(self.choice.first_open_table())

    def choose_round(self, number: int) -> None:
        """The round chosen in the bar: its first table still playing."""
        if number != self.choice.round:
            self.choice.choose(number)
            self._tell(Part.ROUNDS)
            self.load_table(self.choice.first_open_table())

    def open_sheet(self, round_number: int, table: int) -> bool:
        """Show the sheet of ``table`` in round ``round_number`` (from the Rounds page)."""
        if round_number not in self.choice.rounds:
            self.reload_rounds()
        if round_number not in self.choice.rounds:
            return False
        self.choice.round = round_number
        self._tell(Part.ROUNDS)
        return self.load_table(table)

    def load_table(self, table: int) -> bool:
        """Show the sheet of ``table`` in the round chosen; a French notice if there is none."""
        if self.choice.round is None:
            self.say(QCoreApplication.translate("EntryPage", "Aucun tour n'est tiré."), error=True)
            return False
        try:
            sheet = scores.sheet(self.context.database, round_number=self.choice.round, table=table)
        except NotFoundError as error:
            self.say(str(error), error=True)
            return False
        self.show_sheet(sheet, editing=Editing())
        self._tell(Part.TABLE)
        self.type_text("")
        self._tell(Part.TEXT, Part.FOCUS)
        self.say("")
        return True

    def go_to(self, text: str) -> bool:
        """The « Table » field: a table number, ``e12`` for team 12, or part of a team's name."""
        try:
            table, arrived = self.choice.find_table(text)
        except TableQueryError as error:
            self.say(str(error), error=True)
            return False
        loaded = self.load_table(table)
        if loaded and arrived:
            self.say(arrived)
        return loaded

    def step_table(self, step: int) -> None:
        """The previous (``-1``) or next (``1``) table of the round; at either end, a notice."""
        current = None if self.sheet is None else self.sheet.table
        table = self.choice.step(current, step)
        if table is not None:
            self.load_table(table)
        elif self.choice.tables():
            self.say(
                QCoreApplication.translate("EntryPage", "C'est la dernière table.")
                if step > 0
                else QCoreApplication.translate("EntryPage", "C'est la table 1.")
            )

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

    # The sheet

    def reload_sheet(self) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        try:
            fresh = scores.sheet(self.context.database, round_number=sheet.round, table=sheet.table)
        except NotFoundError:
            self.show_sheet(None)
            return
        self.show_sheet(fresh)

    def show_sheet(self, sheet: SheetView | None, editing: Editing | None = None) -> None:
        self.sheet = sheet
        # The check follows the sheet: after a correction it says what the donnes now give.
        self.verification = None if sheet is None else sheet.check
        self.suspects = frozenset(
            ()
            if self.verification is None
            else (s.donne for s in self.verification.suspects if s.donne is not None)
        )
        if editing is not None:
            self.editing = editing
        elif sheet is not None and self.editing.number > len(sheet.lines):
            self.editing = Editing()
        self._tell(Part.SHEET, Part.EDITING)
        self._judge()

    # The line being typed

    def type_text(self, text: str) -> None:
        """What the entry line holds now, judged as it is typed."""
        self.text = text
        self._judge()

    def set_text(self, text: str) -> None:
        """Put ``text`` on the entry line, as if typed there."""
        self.type_text(text)
        self._tell(Part.TEXT)

    def _judge(self) -> None:
        self._show_verdict(
            *judge_text(
                self.text, sheet=self.sheet, rules=self.settings.rules, editing=self.editing,
                words=self.words, entry=self.settings.entry,
            )
        )  # fmt: skip

    def _show_verdict(self, verdict: Verdict, html: str) -> None:
        self.verdict, self.verdict_html = verdict, html
        self._tell(Part.VERDICT)

    def judge(self, donne: Donne) -> tuple[Verdict, str]:
        """What the engine says of ``donne`` placed where Enter would put it (rich text)."""
        return judge_donne(
            donne, sheet=self.sheet, rules=self.settings.rules, editing=self.editing,
            words=self.words,
        )  # fmt: skip

    def form_start(self) -> Donne | None:
        """What the form shows first: the line typed so far, or else the donne being corrected."""
        try:
            return parse_donne(self.text, variant=self.settings.rules.variant)
        except NotationError:
            if self.sheet is not None and self.editing.mode is Mode.CORRECT:
                return self.sheet.lines[self.editing.number - 1].donne
            return None

    # The sheet's rows: correct, insert

    def _number(self, row: int) -> int | None:
        """The number of the donne on ``row`` (from 0), ``None`` past the sheet."""
        lines = () if self.sheet is None else self.sheet.lines
        return lines[row].number if 0 <= row < len(lines) else None

    def start_correction(self, row: int) -> bool:
        """Put donne ``row`` (from 0) on the entry line; Enter replaces it, Escape gives up."""
        if not self._start_editing(Mode.CORRECT, row):
            return False
        assert self.sheet is not None
        self.set_text(format_donne(self.sheet.lines[row].donne))
        self._tell(Part.FOCUS)
        return True

    def start_insertion(self, row: int) -> bool:
        """Type a forgotten donne, put before donne ``row`` (from 0)."""
        if not self._start_editing(Mode.INSERT, row):
            return False
        self.set_text("")
        self._tell(Part.FOCUS)
        return True

    def _start_editing(self, mode: Mode, row: int) -> bool:
        """The entry line now edits donne ``row`` (from 0) in ``mode``; ``False`` past the sheet."""
        number = self._number(row)
        if number is None:
            return False
        self.editing = Editing(mode, number)
        self._select(row)
        self._tell(Part.EDITING)
        return True

    def _select(self, row: int | None) -> None:
        self.row = row
        self._tell(Part.ROW)

    def cancel_editing(self) -> None:
        """Escape: back to typing the next donne (or just an empty line)."""
        row = self.editing.number - 1
        was_editing = self.editing.mode is not Mode.NEW
        self.editing = Editing()
        self._tell(Part.EDITING)
        self.set_text("")
        if was_editing:
            self._select(row)

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
        """The partie's two totals alone: recorded, then on to the next table not finished."""
        try:
            change = self._push(RecordTotals(self.context, sheet, totals))
        except UserError as error:
            self._refused_on_line(error)
            return False
        self._show_change(change)
        self.set_text("")
        done = QCoreApplication.translate(
            "EntryPage", "Table {table} : totaux {a} – {b} enregistrés."
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
            verification = scores.check_paper(
                self.context.database, round_number=sheet.round, table=sheet.table,
                paper=paper, who=self.context.who, version=sheet.version,
            )  # fmt: skip
        except UserError as error:
            self._refused(error)
            return None
        self._own_action = True
        try:
            self.context.changed.emit(Area.SCORES)
        finally:
            self._own_action = False
        # This station's own check, shown here: not again in the status bar as news.
        self.context.catch_up()
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
        if not self._button(ValidatePartie(self.context, sheet)):
            return False
        done = QCoreApplication.translate("EntryPage", "Table {table} validée.")
        self.move_on(sheet.table, done.format(table=sheet.table))
        return True

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

    def _refused(self, error: UserError) -> None:
        self._catch_up(error)
        self.arbiter.refuse(error)

    def _catch_up(self, error: UserError) -> None:
        """Refused because another station changed the sheet: show the sheet as it now is."""
        if isinstance(error, ConflictError):
            self.reload_sheet()

    # Changes made elsewhere: another page, undo, redo, another station

    def _on_changed(self, what: Area) -> None:
        if self._own_action:
            return
        if what == Area.SETTINGS:
            self.settings = tournaments.get_settings(self.context.database)
            self.words.rules = self.settings.rules
            self._tell(Part.RULES)
        if what in (Area.ROUNDS, Area.TEAMS):
            self.reload_rounds()
        self.reload_sheet()
