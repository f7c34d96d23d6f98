"""The values the application writes into each enumerated column, and nothing else.

A value outside these sets was written by another program (a SQLite tool, a
damaged disk). The small tables are scanned when the file is opened
(:mod:`tournoi.storage.damage`); the donnes, tens of thousands of rows in a
big tournament, are checked as they are read, by their columns' type
(:class:`Checked`): either way a :class:`DamagedFile` names what is wrong
instead of a traceback deep in a page or an export. The engine's enums are
used as they are; the services' own (a partie's state, a result's outcome, a
draw's method…) live above storage, so their values are listed here, and a
test holds both lists equal.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import datetime
from enum import StrEnum
from typing import Any, Final

from sqlalchemy import DateTime, Dialect, String, TypeDecorator

from engine import BothOverTarget, Coinche, Counting, EqualTotals, Team, Tie, Trump, Variant
from tournoi.storage.errors import DamagedFile


def _values(enum: type[StrEnum]) -> frozenset[str]:
    return frozenset(member.value for member in enum)


PARTIE_STATES: Final = frozenset({"not_started", "in_progress", "finished", "validated"})
OUTCOMES: Final = frozenset({"win", "loss", "draw", "bye", "forfeit_win", "forfeit_loss"})
DRAW_METHODS: Final = frozenset({"swiss", "random", "rotation", "finale"})
BRACKETS: Final = frozenset({"finale", "consolante"})
CONSOLANTES: Final = frozenset({"none", "next", "all", "losers"})
ENDINGS: Final = frozenset({"", "time"})
BYE_MARKS: Final = frozenset({"fixed", "half_target", "average"})
ENTRY_MODES: Final = frozenset({"donnes", "totals", "either"})
FEE_BASES: Final = frozenset({"team", "player"})
FORMATS: Final = frozenset({"doublettes", "melee"})
KNOCKOUT_TIES: Final = frozenset({"extra_donne", "better_seed"})

TEAMS: Final = _values(Team)

DOMAINS: Final[dict[tuple[str, str], frozenset[str]]] = {
    ("donne", "taker"): TEAMS,
    ("donne", "trump"): _values(Trump),
    ("donne", "coinche"): _values(Coinche),
    ("donne", "capot"): TEAMS,
    ("donne", "renonce"): TEAMS,
    ("partie", "state"): PARTIE_STATES,
    ("result", "outcome"): OUTCOMES,
    ("round", "method"): DRAW_METHODS,
    ("final_phase", "consolante"): CONSOLANTES,
    ("partie", "ended"): ENDINGS,
    ("bracket_seed", "bracket"): BRACKETS,
    ("bracket_partie", "bracket"): BRACKETS,
    ("settings", "variant"): _values(Variant),
    ("settings", "counting"): _values(Counting),
    ("settings", "tie"): _values(Tie),
    ("settings", "equal_totals"): _values(EqualTotals),
    ("settings", "both_over_target"): _values(BothOverTarget),
    ("settings", "bye_marks_mode"): BYE_MARKS,
    ("settings", "entry_mode"): ENTRY_MODES,
    ("settings", "fee_basis"): FEE_BASES,
    ("settings", "format"): FORMATS,
    ("settings", "knockout_tie"): KNOCKOUT_TIES,
}
"""(table, column) → the values it may hold; ``NULL`` is the schema's business (nullable or not)."""

NOT_JSON: Final = "qui n'est pas du JSON"
NOT_A_TIME: Final = "qui n'est pas une date et une heure"

MAX_TEAM_NUMBER: Final = 9999
"""The largest team number registration gives (the services' ``MAX_NUMBER``, held equal by a test)."""

TIMES: Final = (
    ("tournament", "created_at"),
    ("team", "created_at"),
    ("melee_player", "created_at"),
    ("round", "drawn_at"),
    ("partie", "updated_at"),
    ("table_link", "created_at"),
    ("phone_submission", "at"),
    ("donne", "entered_at"),
    ("audit_event", "at"),
    ("round_clock", "started_at"),
)
"""Every (table, column) holding a date and time, each read through :class:`CheckedTime`."""


def expected(table: str, column: str) -> str:
    """What the column should hold, in the words of a refusal."""
    return f"au lieu de l'une de : {', '.join(sorted(DOMAINS[table, column]))}"


class Checked(TypeDecorator[str]):
    """A text column whose every value read is one the application writes.

    A value outside :data:`DOMAINS` (or, for ``json``, text that is not JSON)
    raises a :class:`DamagedFile` naming the table, the column and the value;
    the database's session adds the file and the row
    (:meth:`tournoi.storage.Database.session`). The schema is unchanged: a text column.
    """

    impl = String
    cache_ok = True

    def __init__(self, table: str, column: str, *, json: bool = False) -> None:
        super().__init__()
        self.table = table
        self.column = column
        self.json = json

    def result_processor(self, dialect: Dialect, coltype: object) -> Callable[[Any], str | None]:
        """One plain function per value read (a big tournament reads tens of thousands)."""
        domain = DOMAINS.get((self.table, self.column), frozenset())
        table, column, is_json = self.table, self.column, self.json

        def checked(value: Any) -> str | None:
            if value is None or value in domain:
                return value  # type: ignore[no-any-return]
            if is_json:
                return _checked_json(table, column, value)
            raise DamagedFile(
                location="", table=table, column=column, value=value,
                expected=expected(table, column),
            )  # fmt: skip

        return checked


def _checked_json(table: str, column: str, value: object) -> str:
    try:
        json.loads(str(value))
    except ValueError:
        raise DamagedFile(
            location="", table=table, column=column, value=value, expected=NOT_JSON
        ) from None
    return str(value)


class CheckedTime(TypeDecorator[datetime]):
    """A date and time column whose every value read is one the application could write.

    SQLite keeps a date as text: another program may leave « hier » there,
    which the driver's own reading turns into a traceback. Read here, it is a
    :class:`DamagedFile` naming the table, the column and the value, like
    :class:`Checked`. A text is written as it is, so that :func:`~tournoi.storage.damage.locate`
    finds its row; the schema is unchanged: a date and time column.
    """

    impl = DateTime
    cache_ok = True

    def __init__(self, table: str, column: str) -> None:
        super().__init__()
        self.table = table
        self.column = column

    def bind_processor(self, dialect: Dialect) -> Callable[[Any], Any] | None:
        written = self.impl_instance.bind_processor(dialect)
        if written is None:
            return None

        def bound(value: Any) -> Any:
            return value if isinstance(value, str) else written(value)

        return bound

    def result_processor(
        self, dialect: Dialect, coltype: object
    ) -> Callable[[Any], datetime | None] | None:
        read = self.impl_instance.result_processor(dialect, coltype)
        if read is None:  # PostgreSQL: a timestamp column holds nothing else
            return None
        table, column = self.table, self.column

        def checked(value: Any) -> datetime | None:
            try:
                return read(value)
            except (ValueError, TypeError):
                raise DamagedFile(
                    location="", table=table, column=column, value=value, expected=NOT_A_TIME
                ) from None

        return checked
