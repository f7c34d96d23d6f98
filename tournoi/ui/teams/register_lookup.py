"""The register asked in a thread of its own, so that typing a name never waits for it.

A register on the club's server that does not answer held the window for as
long as its connection took, at each name field. Here the dialog's fields hand
their query over and go on; one thread per dialog asks the register, only the
latest query kept: one typed while another runs replaces it, and the answer of
an older one is dropped. The thread touches no Qt object (a Qt object deleted
or signalled from it is what crashed the process elsewhere, see
``gui_collector``): it leaves its answer in a box the interface's thread empties
on a timer that runs only while a query is out. A register out of reach is said
once; the dialog's fields then ask no more.
"""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Final

from PySide6.QtCore import QObject, QTimer, Signal

from engine import UserError
from tournoi.services import register
from tournoi.services.register import Place, Suggestion

log = logging.getLogger(__name__)

COLLECT_MS: Final = 20
"""How often an answer is looked for while a query is out: sooner than a key is typed again."""

Answer = Callable[[list[Suggestion]], None]
"""What receives a query's suggestions, on the interface's thread."""


@dataclass(frozen=True, slots=True, kw_only=True)
class _Query:
    number: int
    typed: str


@dataclass(frozen=True, slots=True, kw_only=True)
class _Reply:
    number: int
    found: list[Suggestion] | None
    """``None``: the register could not be read."""
    refusal: str | None = None
    """Why, in French; ``None`` for an unexpected error (logged)."""


class _Box:
    """What the two threads share, under one lock: the query waiting, the last reply, closing."""

    def __init__(self) -> None:
        self.changed = threading.Condition()
        self.query: _Query | None = None
        self.reply: _Reply | None = None
        self.closed = False


def _ask(place: Place, box: _Box) -> None:
    """The worker thread: the latest query, one after the other, until the box is closed or
    the register refuses (it is not asked again)."""
    while True:
        with box.changed:
            box.changed.wait_for(lambda: box.closed or box.query is not None)
            if box.closed or box.query is None:
                return
            query, box.query = box.query, None
        reply = _reply(place, query)
        with box.changed:
            box.reply = reply
        if reply.found is None:
            return


def _reply(place: Place, query: _Query) -> _Reply:
    try:
        found = register.suggestions_with_partners(place, query.typed)
    except UserError as error:  # moved, refused, or its server out of reach
        return _Reply(number=query.number, found=None, refusal=str(error))
    except Exception:
        # Raised in this thread, it would reach no dialog: say it, and log it.
        log.exception("échec de la lecture du registre des joueurs")
        return _Reply(number=query.number, found=None)
    return _Reply(number=query.number, found=found)


class RegisterLookup(QObject):
    """The register at ``place`` asked for one dialog's name fields, off the interface's thread.

    :meth:`ask` returns at once; the answer of the latest query reaches its ``answer`` on the
    interface's thread. ``unreachable`` is emitted once, with a French line, when the register
    cannot be read; from then on the fields ask no more.
    """

    unreachable = Signal(str)

    def __init__(self, place: Place, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._place = place
        self._box = _Box()
        self._thread: threading.Thread | None = None
        self._number = 0
        self._answer: Answer | None = None
        self.refused = False
        self._timer = QTimer(self)
        self._timer.setInterval(COLLECT_MS)
        self._timer.timeout.connect(self._collect)
        self.destroyed.connect(lambda _object=None, box=self._box: _close(box))

    def ask(self, typed: str, answer: Answer) -> None:
        """Look ``typed`` up; any query still out is forgotten."""
        if self.refused:
            return
        self._number += 1
        self._answer = answer
        with self._box.changed:
            self._box.query = _Query(number=self._number, typed=typed)
            self._box.changed.notify()
        if self._thread is None:
            self._thread = threading.Thread(
                target=_ask, args=(self._place, self._box), name="registre", daemon=True
            )
            self._thread.start()
        self._timer.start()

    def forget(self) -> None:
        """Nothing is awaited any more (the text became too short): a late answer is dropped."""
        self._number += 1
        self._answer = None
        with self._box.changed:
            self._box.query = None
        self._timer.stop()

    def close(self) -> None:
        """The dialog is done: the thread ends once its query, if any, is answered."""
        self.forget()
        _close(self._box)

    def _collect(self) -> None:
        with self._box.changed:
            reply, self._box.reply = self._box.reply, None
        if reply is None:
            return
        if reply.found is None:
            self._refuse(reply.refusal)
            return
        if reply.number != self._number:
            return  # an older query's: the latest one is still out
        self._timer.stop()
        if self._answer is not None:
            self._answer(reply.found)

    def _refuse(self, refusal: str | None) -> None:
        self.refused = True
        self._timer.stop()
        self._answer = None
        if refusal is None:
            said = self.tr("Registre des joueurs illisible (le détail est dans le journal).")
        else:
            said = self.tr("Registre des joueurs injoignable : {}").format(refusal)
        self.unreachable.emit(said)


def _close(box: _Box) -> None:
    with box.changed:
        box.closed = True
        box.query = None
        box.changed.notify()
