"""The totals of a sheet with one line changed or left out, without scoring the whole partie again.

A partie's totals are the sum of its donnes' marks, and a donne's marks
depend on the donne and on the litige total held over to it, nothing else
(:meth:`engine.Partie.add`). Changing one line changes its own marks and,
through what it holds over, those of the next donne played: from the first
line after it that receives what it received before, every mark is the same.

>>> from engine import FFB_CLASSIQUE, Donne, Partie, PerTeam, Team, Trump, score_donne
>>> donnes = [
...     Donne(taker=Team.A, trump=Trump.PIQUE, points=81),  # a litige: 81 held over
...     Donne(taker=Team.B, trump=Trump.COEUR, points=100),  # B wins it: 100 + 81, A 62
... ]
>>> sheet = Sheet.of(Partie(FFB_CLASSIQUE, donnes))
>>> sheet.totals
PerTeam(a=62, b=262)
>>> line = Donne(taker=Team.A, trump=Trump.PIQUE, points=91)
>>> sheet.replaced(0, line, score_donne(line, FFB_CLASSIQUE))  # A 91 + 62, B 71 + 100
PerTeam(a=153, b=171)
>>> sheet.without(0)  # the litige's line left out
PerTeam(a=62, b=100)

It does not tell whether the engine accepts the changed sheet (a partie that
would have ended before its last line): only the engine does, and the search
asks it for the few changes whose totals are the paper's.
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import Donne, DonneScore, Partie, PerTeam, score_donne


@dataclass(frozen=True, slots=True)
class Sheet:
    """A scored sheet, kept for trying changes of one line.

    ``own`` is each donne's score on its own, without a held-over total;
    ``waiting`` the litige total held over to each donne; ``running`` the
    totals after each donne.
    """

    donnes: tuple[Donne, ...]
    own: tuple[DonneScore, ...]
    waiting: tuple[int, ...]
    running: tuple[PerTeam[int], ...]
    totals: PerTeam[int]

    @classmethod
    def of(cls, partie: Partie) -> Sheet:
        rules, donnes = partie.rules, tuple(partie.donnes)
        own = tuple(score_donne(donne, rules) for donne in donnes)
        waiting, held = [], 0
        for donne, score in zip(donnes, own, strict=True):
            waiting.append(held)
            if donne.taker is not None:
                held = score.held_over
        return cls(donnes, own, tuple(waiting), tuple(partie.running_totals), partie.totals)

    def replaced(self, index: int, donne: Donne, score: DonneScore) -> PerTeam[int]:
        """The totals with line ``index`` (from 0) replaced by ``donne``, which scores ``score``."""
        held = self.waiting[index]
        marks = _marks(donne, score, held)
        if donne.taker is not None:
            held = score.held_over
        before = self._before(index)
        return self._from(index + 1, held, before.a + marks.a, before.b + marks.b)

    def without(self, index: int) -> PerTeam[int]:
        """The totals with line ``index`` (from 0) left out."""
        before = self._before(index)
        return self._from(index + 1, self.waiting[index], before.a, before.b)

    def _before(self, index: int) -> PerTeam[int]:
        return self.running[index - 1] if index else PerTeam(0, 0)

    def _from(self, index: int, held: int, a: int, b: int) -> PerTeam[int]:
        """The totals ``a`` and ``b`` with the lines from ``index`` on, ``held`` held over to them."""
        for after in range(index, len(self.donnes)):
            if held == self.waiting[after]:  # from here on, every mark is the one it was
                rest = self.running[after - 1]
                return PerTeam(a + self.totals.a - rest.a, b + self.totals.b - rest.b)
            line, score = self.donnes[after], self.own[after]
            marks = _marks(line, score, held)
            a, b = a + marks.a, b + marks.b
            if line.taker is not None:
                held = score.held_over
        return PerTeam(a, b)


def _marks(donne: Donne, score: DonneScore, held: int) -> PerTeam[int]:
    """``donne``'s marks with ``held`` held over to it: to whom wins it (``Partie.add``)."""
    if donne.taker is None or not held:
        return score.marks
    winner = donne.taker if score.made else donne.taker.other
    return PerTeam.of(winner, score.marks[winner] + held, score.marks[winner.other])
