"""A partie: a score sheet filled in donne by donne, its running totals and its end.

>>> from engine.cards import Trump
>>> from engine.rules import Rules
>>> partie = Partie(Rules(target=300))
>>> partie.add(Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)).marks
PerTeam(a=120, b=50)
>>> partie.add(Donne(taker=Team.B, contract=100, trump=Trump.COEUR, points=162, capot=Team.B)).marks
PerTeam(a=0, b=250)
>>> partie.totals, partie.winner, partie.ended_after
(PerTeam(a=120, b=300), <Team.B: 'B'>, 2)
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from enum import StrEnum
from typing import Final

from engine.donne import Donne, PerTeam, Team
from engine.errors import EngineError, PartieOverError
from engine.house_rules import BothOverTarget
from engine.rules import Rules, Tie
from engine.scoring import DonneScore, score_donne


class SheetError(EngineError):
    """A refusal about one donne of a whole sheet: ``donne`` counts from 1."""

    def __init__(self, donne: int, error: EngineError) -> None:
        super().__init__(error.field, error.message)
        self.donne = donne
        self.cause = error

    def __str__(self) -> str:
        return f"Donne {self.donne} : {self.message}"


class Ending(StrEnum):
    """How a partie ended other than by its own rules: ``"ended"`` on a sheet."""

    TIME = "time"
    """Stopped on time (« arrêtée au temps »): at the bell the donne in play was finished."""

    @property
    def french(self) -> str:
        return "arrêtée au temps"


_TEAMS: Final = (Team.A, Team.B)
"""The teams in order: looping over the enum itself costs more, at every donne scored."""


class Partie:
    """The score sheet of one partie under ``rules``.

    :meth:`add` checks and scores each donne. The held-over total of a
    classique litige goes to the team that wins the next played donne (§10.1
    c) and shows in that donne's marks. With a target, the first team to
    reach it wins, the higher total when both do, play goes on when they are
    equal (contrée §10.4, classique §10.3, where a team does not win on a
    donne in which it only marked belote); with the house rule
    ``both_over_target`` « draw », both reaching it is a draw. With a number
    of donnes, the partie ends after the last one. An arbiter's decision
    counts like any donne; a held-over litige total waits over it.

    A partie stopped on time (``ended=Ending.TIME``, or :meth:`stop_on_time`
    after the donne in play at the bell) ends after its last donne: the
    higher total wins. Equal totals then play one more donne until they
    differ (contrée §10.4, classique §10.3), save in a partie in a number of
    donnes whose ``tie`` is a draw, or to a target whose rules ``ends_equal``
    (which also end it when both teams pass the target with equal totals).

    >>> from engine.cards import Trump
    >>> stopped = Partie(Rules(target=2000), ended=Ending.TIME)
    >>> stopped.add(Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=81)).marks
    PerTeam(a=80, b=80)
    >>> stopped.winner, stopped.ended_after
    (None, None)
    >>> stopped.add(Donne(taker=Team.B, contract=80, trump=Trump.COEUR, points=100)).marks
    PerTeam(a=60, b=100)
    >>> stopped.winner, stopped.ended_after
    (<Team.B: 'B'>, 2)
    """

    def __init__(
        self, rules: Rules, donnes: Iterable[Donne] = (), *, ended: Ending | None = None
    ) -> None:
        self.rules = rules
        self._donnes: list[Donne] = []
        self._scores: list[DonneScore] = []
        self._running: list[PerTeam[int]] = []
        self._totals = PerTeam(0, 0)
        self._held_over = 0
        self.winner: Team | None = None
        """The team that won, once the partie is over (``None`` for a draw)."""
        self.ended_after: int | None = None
        """The number of the donne after which the partie ended, counting from 1."""
        self.ended: Ending | None = None
        """Set once the bell rang: the partie ends as soon as the totals differ."""
        for number, donne in enumerate(donnes, start=1):
            try:
                self.add(donne)
            except EngineError as error:
                raise SheetError(number, error) from error
        if ended is Ending.TIME:
            self.stop_on_time()

    @property
    def donnes(self) -> Sequence[Donne]:
        return tuple(self._donnes)

    @property
    def scores(self) -> Sequence[DonneScore]:
        """Each donne's score; marks include a held-over litige total won on it."""
        return tuple(self._scores)

    @property
    def running_totals(self) -> Sequence[PerTeam[int]]:
        """The totals after each donne."""
        return tuple(self._running)

    @property
    def totals(self) -> PerTeam[int]:
        return self._totals

    @property
    def held_over(self) -> int:
        """A classique litige total still waiting for the next played donne."""
        return self._held_over

    @property
    def is_over(self) -> bool:
        return self.ended_after is not None

    def stop_on_time(self) -> None:
        """The bell rang and the donne in play is the last one added: end the partie.

        Does nothing to a partie already over on points. Equal totals leave it
        open for one more donne, and the next donnes end it once they differ.
        """
        if self.ended_after is not None:
            return
        self.ended = Ending.TIME
        self._end_on_time()

    def _end_on_time(self) -> None:
        totals, number = self._totals, len(self._scores)
        if totals.a != totals.b:
            self.winner = Team.A if totals.a > totals.b else Team.B
            self.ended_after = number
        elif self.rules.ends_equal or (
            self.rules.donnes is not None and self.rules.tie is Tie.DRAW
        ):
            self.ended_after = number

    def add(self, donne: Donne) -> DonneScore:
        """Score ``donne`` as the next one of the sheet and return its score."""
        if self.ended_after is not None:
            raise PartieOverError(
                None,
                f"La partie est finie depuis la donne {self.ended_after} : "
                "on ne peut plus y ajouter de donne.",
                "§10.4" if self.rules.is_contree else "§10.3",
            )
        score = self._with_held_over(donne, score_donne(donne, self.rules))
        self._donnes.append(donne)
        self._scores.append(score)
        self._totals = PerTeam(self._totals.a + score.marks.a, self._totals.b + score.marks.b)
        self._running.append(self._totals)
        if self.ended is Ending.TIME:
            self._end_on_time()
        else:
            self._check_end(score)
        return score

    def _with_held_over(self, donne: Donne, score: DonneScore) -> DonneScore:
        """Give a waiting litige total to the winner of this donne; keep this donne's litige."""
        if donne.taker is None:
            return score
        held, self._held_over = self._held_over, score.held_over
        if not held:
            return score
        winner = donne.taker if score.made else donne.taker.other
        marks = PerTeam.of(winner, score.marks[winner] + held, score.marks[winner.other])
        return replace(score, marks=marks)

    def _check_end(self, score: DonneScore) -> None:
        rules, totals = self.rules, self._totals
        number = len(self._scores)
        if rules.target is not None:
            reached = [
                team
                for team in _TEAMS
                if totals[team] >= rules.target
                and score.marks[team] > 0
                and score.belote_only is not team
            ]
            if len(reached) == 2 and rules.both_over_target is BothOverTarget.DRAW:
                self.ended_after = number  # the house rule: a draw, whatever the totals
                return
            if len(reached) == 2 and totals.a == totals.b:
                if rules.ends_equal:
                    self.ended_after = number
                return
            if reached:
                self.winner = max(reached, key=lambda team: totals[team])
                self.ended_after = number
        elif rules.donnes is not None and number >= rules.donnes:
            if totals.a != totals.b:
                self.winner = Team.A if totals.a > totals.b else Team.B
                self.ended_after = number
            elif rules.tie is Tie.DRAW:
                self.ended_after = number
