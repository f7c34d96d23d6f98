"""What the entry screen shows, without a widget: the sheet chosen, the line typed, its verdict.

:class:`EntryState` holds the round and table chosen
(:mod:`~tournoi.ui.entry.round_choice`), the sheet the services gave, the
line being typed and what it gives (:mod:`~tournoi.ui.entry.judging`), the
donne being corrected or inserted (:mod:`~tournoi.ui.entry.editing`) and the
settings; it follows every change of the tournament (this window's, an undo,
another station's) and says which :class:`Part` changed
(:attr:`EntryState.changed`). What the arbiter does to the sheet is the
presenter's (:mod:`tournoi.ui.entry.presenter`), built on it.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from PySide6.QtCore import QCoreApplication, QObject, Signal

from engine import Donne
from engine.notation import NotationError, format_donne, parse_donne
from tournoi.services import scores
from tournoi.services.errors import NotFoundError
from tournoi.services.scores import SheetView
from tournoi.services.tournament import lifecycle
from tournoi.services.tournament.activity import Area
from tournoi.services.verification import Verification
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry.donne_words import DonneWords
from tournoi.ui.entry.editing import Editing, Mode
from tournoi.ui.entry.judging import judge_donne, judge_text
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
    """What Enter does (:attr:`EntryState.editing`)."""
    TEXT = "text"
    """The line's text, set here (a donne taken back, a line cleared)."""
    VERDICT = "verdict"
    """What the line below the entry says."""
    ROW = "row"
    """The donne to show selected (:attr:`EntryState.row`)."""
    FOCUS = "focus"
    """The arbiter types next on the entry line."""
    NOTICE = "notice"
    """The notice beside the table bar."""


@dataclass(frozen=True, slots=True)
class Notice:
    """The line beside the table bar: what was done, or in red (``error``) why not."""

    text: str = ""
    error: bool = False


class EntryState(QObject):
    """What the entry screen shows of ``context``'s tournament."""

    changed = Signal(object)
    """A :class:`Part` to show again."""

    def __init__(self, context: TournamentContext, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.settings = lifecycle.get_settings(context.database)
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
        self.set_text("")
        self._tell(Part.FOCUS)
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
        if text != self.text:  # the line showing what set_text put there: judged already
            self.text = text
            self._judge()

    def set_text(self, text: str) -> None:
        """Put ``text`` on the entry line, judged where Enter would now put it."""
        self.text = text
        self._judge()
        self._tell(Part.TEXT)

    def _judge(self) -> None:
        self._show_verdict(
            *judge_text(
                self.text, sheet=self.sheet, rules=self.settings.rules, editing=self.editing,
                words=self.words, entry=self.settings.entry, timed=self.timed,
            )
        )  # fmt: skip

    @property
    def timed(self) -> bool:
        """Whether the concours is played on time: a duration per partie is set."""
        return self.settings.partie_minutes is not None

    def _show_verdict(self, verdict: Verdict, html: str) -> None:
        self.verdict, self.verdict_html = verdict, html
        self._tell(Part.VERDICT)

    def judge(self, donne: Donne) -> tuple[Verdict, str]:
        """What the engine says of ``donne`` placed where Enter would put it (rich text)."""
        return judge_donne(donne, sheet=self.sheet, editing=self.editing, words=self.words)

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

    # Changes made elsewhere: another page, undo, redo, another station

    def _on_changed(self, what: Area) -> None:
        if self._own_action:
            return
        if what == Area.SETTINGS:
            self.settings = lifecycle.get_settings(self.context.database)
            self.words.rules = self.settings.rules
            self._tell(Part.RULES)
        if what in (Area.ROUNDS, Area.TEAMS):
            self.reload_rounds()
        self.reload_sheet()
