"""A partie claimed for a write with what the write read of it, and the answer the write gives.

The partie-write unit (:mod:`~tournoi.services.scores.partie_write`) claims
the partie and reads its settings and its donnes once; each kind of change
(:mod:`~tournoi.services.scores.sheet_changes`, the donnes, their ending,
a signature; :mod:`~tournoi.services.scores.totals_change`, the totals
recorded alone; :mod:`~tournoi.services.scores.decisions`, the arbiter's) is
made on that :class:`Claimed` partie, with the steps they share here, and
answers :class:`Written`: the sheet the write left, built from what was read
and scored, nothing read again.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Final

from sqlmodel import Session

from engine import Donne, Partie, PerTeam
from tournoi.services import audit
from tournoi.services.scores.final_totals import Ending
from tournoi.services.scores.partie_state import later_draws, set_state, state_of
from tournoi.services.scores.signatures import holding
from tournoi.services.scores.stored_donnes import StoredDonne
from tournoi.services.scores.view import (
    Around,
    PartieState,
    Recorded,
    SheetView,
    ending_of,
    score_donnes,
    view_of,
)
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import results
from tournoi.services.verification import Verification
from tournoi.storage import Database, models

_OVER: Final = (PartieState.FINISHED, PartieState.VALIDATED)


@dataclass(frozen=True, slots=True, kw_only=True)
class Claimed:
    """The partie at ``table`` of round ``round``, claimed by ``who`` in ``session``."""

    session: Session
    db: Database
    """Where the backup copy is made before a finished partie changes."""
    round: int
    table: int
    who: str
    partie: models.Partie
    settings: TournamentSettings
    """The partie's own: the knockout rules for a partie of the finals."""
    stored: list[StoredDonne]
    """The partie's donne rows, as the write read them."""
    around: Around | None
    """The partie's round and teams as the writer read them (a phone's link); ``None``: read
    with the answer."""

    @property
    def donnes(self) -> list[Donne]:
        return [row.donne for row in self.stored]

    @property
    def place(self) -> str:
        """Where the write is, as the audit trail says it."""
        return f"Tour {self.round}, table {self.table}"

    def scored(self) -> Partie:
        """The stored donnes scored under the partie's rules and ending."""
        return score_donnes(
            self.settings.rules, self.donnes, ending_of(self.partie), self.partie.bell_after
        )

    def finished_copied(self, *, backed_up: bool = False) -> bool:
        """Whether the partie was finished before this write; a copy of the file is made
        first then, unless the caller has just made one (``backed_up``)."""
        finished = PartieState(self.partie.state) is PartieState.FINISHED
        if finished and self.db.path is not None and not backed_up:
            self.db.backup(f"correction tour {self.round} table {self.table}")
        return finished

    def store(self, end: Ending, *, donnes: int) -> None:
        """The partie's state and its result rows as ``end`` leaves them."""
        partie = self.partie
        was_over = PartieState(partie.state) in _OVER or partie.forfeit_team_id is not None
        set_state(self.session, partie, state_of(end, donnes=donnes))
        if not (was_over or end.over):
            # A partie has no result rows until it is over: none to read, none to write (a
            # donne in the middle of a partie, most writes).
            return
        results.store_partie_result(
            self.session, partie=self.partie, totals=end.totals, over=end.over,
            winner=end.winner, settings=self.settings,
        )  # fmt: skip

    def record(self, *, action: str, message: str, before: Any = None, after: Any = None) -> None:
        """The write's event in the audit trail."""
        partie = self.partie
        audit.record(
            self.session, who=self.who, action=action, round_id=partie.round_id,
            partie_id=partie.id, message=message, before=before, after=after,
        )  # fmt: skip

    def answer(
        self,
        scored: Partie,
        *,
        finished: bool = False,
        checked: Verification | None = None,
    ) -> Written:
        """The sheet left, from ``scored``; ``finished``: the partie was finished before this
        write, the later rounds drawn on its standings are named."""
        warnings = later_draws(self.session, self.round) if finished else ()
        partie = self.partie
        sheet = view_of(self.session, partie, self.settings, scored=scored, around=self.around)
        signed = holding(PerTeam(partie.signed_a, partie.signed_b), list(scored.donnes))
        return Written(sheet=sheet, warnings=warnings, signed=signed, checked=checked)


@dataclass(frozen=True, slots=True, kw_only=True)
class Written:
    """The sheet a write left, and what its writer shows with it."""

    sheet: SheetView
    warnings: tuple[str, ...] = ()
    """Later rounds drawn on standings that this change has changed."""
    signed: PerTeam[bool]
    """Which teams' signatures hold on the sheet's donnes now."""
    checked: Verification | None = None
    """The donnes compared with the paper sheet's totals, when the write recorded them."""

    @property
    def recorded(self) -> Recorded:
        return Recorded(self.sheet, self.warnings)
