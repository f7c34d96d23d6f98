"""What the integrity check found sound: what the next check of the same handle need not read.

Each partie has a ``stamp`` that the database renews, by triggers, whenever
the partie, its donnes or its result rows change, whoever writes them (this
application, another station on the server, a SQLite tool while the file is
open; see ``tournoi.storage.stamps``). A check keeps the parties it found
sound with the stamp they had when it read them. The next one first reads
one line, the count and the sums of all the stamps (:func:`summary`): the
same, nothing changed since and it reads again only the parties it did not
keep (those with findings, the forfeits); otherwise it reads every partie's
stamp and drops what it kept of those whose stamp is not the same, or that
are gone. A stamp kept is read before, or with, the rows checked: a change
made while they are read leaves it older, and the partie is read again.

The rounds and their exempt rows, a row per round, and the forfeits, a
handful, are read every time: cheaper than stamping them, and the bye's marks,
which depend on the round's totals, are found again from the totals kept.
What is kept holds for one set of settings (target, bye's marks), one
numbering of the teams, while every round kept is there and every trigger
is: otherwise the check reads and scores everything. It is dropped with its
handle's other caches when the handle is closed or its file replaced
(:mod:`tournoi.services.cache`).
"""

from __future__ import annotations

import threading
from collections.abc import Collection
from dataclasses import dataclass
from typing import Final

from sqlalchemy import Connection, text
from sqlalchemy import select as sa_select

from engine import PerTeam
from tournoi.services.settings import TournamentSettings
from tournoi.storage import models, stamps
from tournoi.storage.plain_rows import driver_rows, table_of

Summary = tuple[int, int, int]
"""The parties' count, and the sums of the low and of the high halves of their stamps: each
sum fits in 64 bits, and a stamp renewed leaves both as they were once in 2⁶⁴ times."""

_SUMMARY: Final = text(
    "SELECT count(*), coalesce(sum(stamp & 4294967295), 0), coalesce(sum(stamp >> 32), 0) "
    "FROM partie"
)


def summary(connection: Connection) -> Summary:
    count, low, high = connection.execute(_SUMMARY).one()
    return int(count), int(low), int(high)


def team_numbers(connection: Connection) -> dict[int | None, int]:
    """Team id → number: what the findings name the teams by, and what a memo depends on."""
    team = table_of(models.Team).c
    return dict(driver_rows(connection, sa_select(team.id, team.number)))


def every_stamp(connection: Connection) -> dict[int, int]:
    """Partie id → stamp, as the driver gives them: a row object each would cost more than the
    rest of a check that finds nothing changed."""
    partie = table_of(models.Partie).c
    return dict(driver_rows(connection, sa_select(partie.id, partie.stamp)))


@dataclass(frozen=True, slots=True)
class Sound:
    """A partie found sound: its round, its totals when it is over, its donnes."""

    round_id: int
    totals: PerTeam[int] | None
    donnes: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Kept:
    """The parties found sound, with their stamps then."""

    stamps: dict[int, int]
    parties: dict[int, Sound]
    donnes: int
    marks: dict[int, tuple[int, int]]
    """Round id → the sum and the count of the marks of its parties kept that are over."""

    @classmethod
    def of(cls, stamps: dict[int, int], parties: dict[int, Sound]) -> Kept:
        marks: dict[int, tuple[int, int]] = {}
        for sound in parties.values():
            if sound.totals is not None:
                total, count = marks.get(sound.round_id, (0, 0))
                marks[sound.round_id] = (total + sound.totals.a + sound.totals.b, count + 2)
        donnes = sum(sound.donnes for sound in parties.values())
        return cls(stamps=stamps, parties=parties, donnes=donnes, marks=marks)

    def same(self, now: dict[int, int]) -> Kept:
        """Those whose stamp is still the one kept."""
        if not self.stamps:
            return self
        unchanged = dict(self.stamps.items() & now.items())
        if len(unchanged) == len(self.stamps):
            return self
        return Kept.of(unchanged, {i: self.parties[i] for i in unchanged})

    def plus(self, stamps: dict[int, int], parties: dict[int, Sound]) -> Kept:
        if not parties:
            return self
        return Kept.of(self.stamps | stamps, self.parties | parties)


NOTHING: Final = Kept(stamps={}, parties={}, donnes=0, marks={})


@dataclass(frozen=True, slots=True, kw_only=True)
class Memo:
    """What the last check of one database kept, and what that depended on."""

    settings: TournamentSettings
    numbers: dict[int | None, int]
    rounds: frozenset[int]
    summary: Summary
    """All the parties' stamps, read before anything else of the check that kept them."""
    kept: Kept
    others: frozenset[int]
    """The parties read and not kept: with findings, or forfeits."""

    def holds(
        self,
        settings: TournamentSettings,
        numbers: dict[int | None, int],
        rounds: Collection[int],
        connection: Connection,
    ) -> bool:
        """Whether the parties kept may be trusted while their stamps are the same."""
        return (
            self.settings == settings
            and self.numbers == numbers
            and self.rounds.issubset(rounds)
            and stamps.kept(connection)
        )


class IntegrityCache:
    """What the last check of one open tournament kept (one per handle: :func:`~.owned`)."""

    def __init__(self) -> None:
        self._memo: Memo | None = None
        self._lock = threading.Lock()
        """The window's checks (at opening, then of the results changed) run in a thread of
        their own while the arbiter may draw. A memo is never changed once kept, and each was
        made from the rows its own check read after the stamps: the last one kept wins, and an
        older one can only make the next check read more."""

    def memo(self) -> Memo | None:
        with self._lock:
            return self._memo

    def keep(self, memo: Memo) -> None:
        with self._lock:
            self._memo = memo
