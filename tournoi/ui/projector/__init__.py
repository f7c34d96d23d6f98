"""The hall's projector: « Où est ma table ? » then the standings, in turn, in large type.

:class:`ProjectorWindow` is the full-screen window (:mod:`~tournoi.ui.projector.window`)
with its control bar (:mod:`~tournoi.ui.projector.controls`); it paints the tables and
the standings on a board (:mod:`~tournoi.ui.projector.board`) and counts the round down
on a :class:`RoundClock` (:mod:`~tournoi.ui.projector.clock`).
"""

from tournoi.ui.projector.clock import RoundClock
from tournoi.ui.projector.window import ProjectorView, ProjectorWindow

__all__ = ["ProjectorView", "ProjectorWindow", "RoundClock"]
