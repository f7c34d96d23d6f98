"""The players of each team registered put into the club's register off the window's thread, in
the order the teams were registered.

« Inscrire » put them in on the window's thread: a register on the club's server that takes
the connection and never answers froze the window for as long as its connection was given
(:data:`~tournoi.services.register.places.CONNECT_TIMEOUT`), at each team. The team is
registered at once; its players are handed to one thread of the process that writes them
one team after the other, in the order handed, so that a person's later entry never
overtakes an older one (his club or licence changed between the two, his last partner).
A window's teams waiting for the same register go in one action: a register out of reach is
tried once for them all, and the process ends soon after the window is closed. The thread
touches no Qt object (see ``gui_collector``): it leaves what became of each team in a box
that the interface's thread empties on a timer, which runs only while a team is out. That is
said in the window's status bar (:attr:`TournamentContext.noticed`), never in a dialog: the
players added, or the register out of reach, once until it answers again. The team itself
never depends on it.
"""

from __future__ import annotations

import logging
import threading
from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QCoreApplication, QObject, QTimer

from engine import UserError
from tournoi.services import register
from tournoi.services.register import Place
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.context import TournamentContext

log = logging.getLogger(__name__)

COLLECT_MS: Final = 50
"""How often what became of the teams out is looked for: a status bar line, not a key typed."""

_NAME: Final = "register-memory"


@dataclass(frozen=True, slots=True, kw_only=True)
class _Outcome:
    """What became of one hand-over: ``added`` players new to the register, or ``None`` when
    it could not be written (``refusal`` in French; ``None`` for an unexpected error, logged)."""

    added: int | None
    refusal: str | None = None


class _Box:
    """One window's outcomes, left by the writing thread, taken by the interface's."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.outcomes: list[_Outcome] = []

    def leave(self, outcomes: list[_Outcome]) -> None:
        with self.lock:
            self.outcomes.extend(outcomes)

    def take(self) -> list[_Outcome]:
        with self.lock:
            taken, self.outcomes = self.outcomes, []
        return taken


@dataclass(frozen=True, slots=True, kw_only=True)
class _Team:
    place: Place
    players: tuple[PlayerInfo, ...]
    box: _Box

    def joins(self, other: _Team) -> bool:
        """Written in the same action as ``other``: the same window's, for the same register."""
        return self.box is other.box and self.place == other.place


class _Writer:
    """The teams handed over, written in order by one thread, started when the first comes and
    ended when none waits (not a daemon: those handed over before the process ends are written)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._waiting: deque[_Team] = deque()
        self._thread: threading.Thread | None = None

    def hand_over(self, team: _Team) -> None:
        with self._lock:
            self._waiting.append(team)
            if self._thread is None:
                self._thread = threading.Thread(target=self._write_all, name="registre-equipes")
                self._thread.start()

    def _write_all(self) -> None:
        while True:
            with self._lock:
                if not self._waiting:
                    self._thread = None
                    return
                batch = [self._waiting.popleft()]
                while self._waiting and self._waiting[0].joins(batch[0]):
                    batch.append(self._waiting.popleft())
            _write(batch)


def _write(batch: list[_Team]) -> None:
    """One window's teams for one register, in one action, in the order they were handed over:
    each told what became of it, the players added told with the last."""
    try:
        added = register.remember_teams(batch[0].place, [team.players for team in batch])
    except UserError as error:  # moved, refused, or its server out of reach
        outcomes = [_Outcome(added=None, refusal=error.message)] * len(batch)
    except Exception:
        # Raised in this thread, it would reach no window: say it, and log it.
        log.exception("échec de l'écriture dans le registre des joueurs")
        outcomes = [_Outcome(added=None)] * len(batch)
    else:
        outcomes = [_Outcome(added=0)] * (len(batch) - 1) + [_Outcome(added=added)]
    batch[0].box.leave(outcomes)


_WRITER: Final = _Writer()


class RegisterMemory(QObject):
    """One open tournament's teams put into the club's register: :meth:`remember` returns at
    once; what became of them is said on the tournament's :attr:`~TournamentContext.noticed`."""

    def __init__(self, context: TournamentContext) -> None:
        super().__init__(context)
        self.setObjectName(_NAME)
        self._context = context
        self._box = _Box()
        self.out = 0
        """Teams handed over whose outcome has not been said yet."""
        self._unreachable = False
        """The last outcome was a failure, said: the next failures are not, until a success."""
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_MS)
        self._timer.timeout.connect(self._collect)

    @staticmethod
    def of(context: TournamentContext) -> RegisterMemory:
        """The one of ``context``'s tournament, made the first time it is asked for."""
        found = context.findChild(RegisterMemory, _NAME)
        return found if isinstance(found, RegisterMemory) else RegisterMemory(context)

    def remember(self, place: Place, players: Sequence[PlayerInfo]) -> None:
        """Put ``players`` (one team's) into the register at ``place``, after every team handed
        over before them."""
        self.out += 1
        _WRITER.hand_over(_Team(place=place, players=tuple(players), box=self._box))
        self._timer.start()

    def _collect(self) -> None:
        for outcome in self._box.take():
            self.out -= 1
            self._say(outcome)
        if self.out == 0:
            self._timer.stop()

    def _say(self, outcome: _Outcome) -> None:
        if outcome.added is not None:
            self._unreachable = False
            if outcome.added:
                self._context.noticed.emit(
                    QCoreApplication.translate(
                        "TeamsPage", "{players} ajouté(s) au registre des joueurs."
                    ).format(players=outcome.added)
                )
            return
        if self._unreachable:
            return
        self._unreachable = True
        if outcome.refusal is None:
            said = QCoreApplication.translate(
                "TeamsPage",
                "Registre des joueurs non mis à jour (le détail est dans le journal).",
            )
        else:
            said = QCoreApplication.translate(
                "TeamsPage", "Registre des joueurs non mis à jour : {reason}"
            ).format(reason=outcome.refusal)
        self._context.noticed.emit(said)
