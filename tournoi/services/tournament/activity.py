"""What the other stations changed: read from the audit trail, for windows that refresh themselves.

Every change to a tournament writes one audit event, in the same
transaction. A station remembers the events it has seen and asks, every few
seconds, for those written since; each tells which kind of view it affects.
Its own events are told from the others' by the station identifier written
in each (:mod:`tournoi.storage.station`), never by the name: two stations may
bear the same, and the phones' server writes through the desk's own handle.

On a database server, event numbers are handed out when an event is written
but become visible when its transaction commits, so a later number can show
up before an earlier one. A watcher therefore looks back over a window of
recent numbers and remembers which of them it has already reported, instead
of keeping only the highest.

>>> watcher = Watcher(seen=(1, 2, 3), station="3f2a")
>>> watcher.floor
3
>>> now = datetime.now(UTC)
>>> [event.id for event in watcher.take([
...     Event(4, now, "Table de marque", "3f2a", "donne.add", "Donne 1 saisie."),
...     Event(5, now, "Table de marque", "9c41", "donne.add", "Donne 2 saisie."),
... ])]
[5]
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from typing import Final

from sqlalchemy import bindparam, func
from sqlalchemy import select as sa_select
from sqlalchemy.exc import DBAPIError
from sqlmodel import Session, col, select

from tournoi.storage import Database, StorageError, models
from tournoi.storage import station as station_ids

LOOK_BACK: Final = 200
"""How many event numbers below the highest seen are looked at again (late commits)."""
REPLACED: Final = "le tournoi a été remplacé par une sauvegarde."


class Area(StrEnum):
    """Which part of the tournament an event changed."""

    TEAMS = "teams"
    ROUNDS = "rounds"
    SCORES = "scores"
    SETTINGS = "settings"
    CLOCK = "clock"
    """The round's clock (:mod:`tournoi.services.round_clock`): nothing else to read again, and
    the window tells it apart (``TournamentContext.clock_changed``)."""


_AREAS: Final = {
    "team": Area.TEAMS,
    "melee": Area.TEAMS,
    "round": Area.ROUNDS,
    "donne": Area.SCORES,
    "sheet": Area.SCORES,
    "partie": Area.SCORES,
    "settings": Area.SETTINGS,
    "tournament": Area.SETTINGS,
    "clock": Area.CLOCK,
}
_EVERYTHING: Final = ("backup", "tournament.replaced")


def areas_of(action: str) -> tuple[Area, ...]:
    """What an audit action such as ``donne.add`` changed; an unknown one, everything.

    >>> areas_of("donne.add"), areas_of("round.draw")
    ((<Area.SCORES: 'scores'>,), (<Area.ROUNDS: 'rounds'>,))
    >>> len(areas_of("backup.restore"))
    5
    """
    area = _AREAS.get(action.split(".", 1)[0])
    if area is None or action.startswith(_EVERYTHING):
        return tuple(Area)
    return (area,)


@dataclass(frozen=True, slots=True)
class Event:
    """One change seen in the trail."""

    id: int
    at: datetime
    who: str
    station: str | None
    """The station that wrote it; ``None`` for an event older than the column."""
    action: str
    message: str

    @property
    def areas(self) -> tuple[Area, ...]:
        return areas_of(self.action)


@dataclass(slots=True)
class Watcher:
    """The events one station has seen; :func:`news` tells it what is new."""

    seen: Iterable[int] = ()
    station: str | None = None
    """The station watching: its own events are seen, never news. ``None``: every event is."""
    _seen: set[int] = field(init=False, default_factory=set)

    def __post_init__(self) -> None:
        self._seen = set(self.seen)

    @property
    def floor(self) -> int:
        """The highest event number seen (0 before any)."""
        return max(self._seen, default=0)

    def seen_above(self, number: int) -> int:
        """How many of the numbers seen are above ``number``."""
        return sum(1 for seen in self._seen if seen > number)

    def forget(self) -> None:
        self._seen.clear()

    def take(self, events: Iterable[Event]) -> list[Event]:
        """The other stations' events not seen before; all of them now remembered as seen."""
        fresh = [event for event in events if event.id not in self._seen]
        self._seen.update(event.id for event in fresh)
        low = self.floor - LOOK_BACK
        self._seen = {number for number in self._seen if number > low}
        return [event for event in fresh if self.is_news(event)]

    def is_news(self, event: Event) -> bool:
        """Whether ``event`` is another station's."""
        return self.station is None or event.station != self.station


def own_station() -> str:
    """A station identifier of its own, for a writer that shares its handle with another: the
    desk's window, beside the phones' server it runs (:meth:`Database.writing_as`)."""
    return station_ids.drawn()


def start(db: Database, *, station: str | None = None) -> Watcher:
    """A watcher that has seen everything written so far; with ``station``, one that is never
    told of that station's own events."""
    with db.session() as session:
        highest = session.exec(select(func.max(models.AuditEvent.id))).one() or 0
        watcher = Watcher(seen=(highest,) if highest else (), station=station)
        watcher.take(_events_above(session, highest - LOOK_BACK))
    return watcher


def news(db: Database, watcher: Watcher) -> list[Event]:
    """The events written since the watcher last looked, oldest first.

    Asked after every action of the window and every few seconds: first one
    count over the numbers' index, which is all it costs when nothing was
    written; then the events above the highest seen, when they are all that
    is new (this station's own action, or another's); the whole window of
    recent numbers only when one committed late below them.

    Raises :class:`StorageError` when the tournament cannot be read (server gone).
    """
    try:
        with db.session() as session:
            window = _window(session, watcher)
            if window.unseen == 0 and not window.replaced:
                return []
            only_above = window.unseen == window.above and not window.replaced
            events = _events_above(
                session, watcher.floor if only_above else watcher.floor - LOOK_BACK
            )
    except DBAPIError as error:
        raise StorageError(f"« {db.location} » ne répond pas ({error.orig}).") from None
    if window.replaced:
        # The trail only grows, unless the whole tournament was replaced by a backup copy: by
        # whoever wrote the copy's last event, the restore's.
        watcher.forget()
        watcher.take(events)
        last = events[-1] if events else None
        replaced = Event(
            0, datetime.now(UTC), last.who if last else "", last.station if last else None,
            "tournament.replaced", REPLACED,
        )  # fmt: skip
        return [replaced] if watcher.is_news(replaced) else []
    return watcher.take(events)


@dataclass(frozen=True, slots=True, kw_only=True)
class _Window:
    """What the trail holds over a watcher's window of recent numbers, counted, not read."""

    unseen: int
    """Events in the window the watcher has not seen (if all it saw is still there)."""
    above: int
    """Events above the highest number seen."""
    replaced: bool
    """The highest number seen is gone: the tournament was replaced by a backup copy."""


# Both queries built once: building a statement costs more than SQLite takes to answer it.
_event_id = col(models.AuditEvent.id)
_COUNTED: Final = sa_select(
    func.count(_event_id),
    func.max(_event_id),
    func.count(_event_id).filter(_event_id > bindparam("floor")),
).where(_event_id > bindparam("low"))
_EVENTS: Final = (
    sa_select(  # the events' columns only: not the before/after documents
        _event_id,
        col(models.AuditEvent.at),
        col(models.AuditEvent.who),
        col(models.AuditEvent.station),
        col(models.AuditEvent.action),
        col(models.AuditEvent.message),
    )
    .where(_event_id > bindparam("number"))
    .order_by(_event_id)
)


def _window(session: Session, watcher: Watcher) -> _Window:
    floor = watcher.floor
    low = floor - LOOK_BACK
    count, highest, above = session.execute(_COUNTED, {"floor": floor, "low": low}).one()
    return _Window(
        unseen=count - watcher.seen_above(low),
        above=above,
        replaced=bool(floor) and (highest or 0) < floor,
    )


def _events_above(session: Session, number: int) -> list[Event]:
    return [Event(*row) for row in session.execute(_EVENTS, {"number": number})]
