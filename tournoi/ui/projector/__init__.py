"""The hall's projector: « Où est ma table ? » then the standings, in turn, in large type.

:class:`ProjectorWindow` is the full-screen window (:mod:`~tournoi.ui.projector.window`)
with its control bar (:mod:`~tournoi.ui.projector.controls`); it reads what it shows
through a feed (:mod:`~tournoi.ui.projector.feed`), paints the tables and the standings
on a board (:mod:`~tournoi.ui.projector.board`) under the stage's header
(:mod:`~tournoi.ui.projector.stage`) and counts the round down on the tournament's
:class:`~tournoi.ui.round_clock.RoundClock`, the desk's own.
"""

from tournoi.ui.projector.window import ProjectorView, ProjectorWindow

__all__ = ["ProjectorView", "ProjectorWindow"]
