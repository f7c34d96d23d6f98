"""The round's clock of a partie au temps, kept in the tournament: every station and every phone
shows the same one.

It counts the round last drawn when it was started, from a duration in seconds. It is kept as
the time counted before the run in progress and the wall-clock instant (UTC) that run began:
each reader works out the time left with its own clock, so that nothing is written while it
runs, only at each start, pause, resume, new duration and reset (each an event of the trail,
saying who). Reset, it has no row at all.

>>> start = datetime(2026, 11, 29, 14, 0, tzinfo=UTC)
>>> clock = ClockState(round=2, seconds=2700, spent=600.0, started_at=start)
>>> clock.left(start + timedelta(minutes=5)), clock.bell_at
(1800.0, datetime.datetime(2026, 11, 29, 14, 35, tzinfo=datetime.timezone.utc))
>>> clock.left(start + timedelta(hours=1)), clock.rung(start + timedelta(hours=1))
(0.0, True)
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Final

from sqlmodel import Session, select

from tournoi.services import audit
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.teams.info import last_round_number
from tournoi.storage import Database, models

MAX_SECONDS: Final = 24 * 3600
"""The longest duration counted: a day (the settings allow far less)."""


class NoDurationError(ServiceError):
    """A clock started with no duration given and none in the settings."""


class NoRoundError(StateError):
    """A clock started before any round is drawn."""


class NotStartedError(StateError):
    """A clock resumed that was never started, or reset meanwhile."""


class TimeUpError(StateError):
    """A clock resumed with no time left."""


@dataclass(frozen=True, slots=True, kw_only=True)
class ClockState:
    """A clock started: running while ``started_at`` is set, paused otherwise."""

    round: int
    seconds: int
    """The duration counted down."""
    spent: float
    """Seconds counted before the run in progress (all of them while paused)."""
    started_at: datetime | None
    """When the run in progress began (UTC); ``None`` while paused."""

    @property
    def running(self) -> bool:
        return self.started_at is not None

    @property
    def bell_at(self) -> datetime | None:
        """When it rings, while it runs (UTC)."""
        if self.started_at is None:
            return None
        return self.started_at + timedelta(seconds=self.seconds - self.spent)

    def spent_at(self, now: datetime) -> float:
        """Seconds counted at ``now`` (a reader's clock behind the start counts none of the run)."""
        if self.started_at is None:
            return self.spent
        return self.spent + max(0.0, (now - self.started_at).total_seconds())

    def left(self, now: datetime) -> float:
        """Seconds left at ``now``, 0 once the time is up."""
        return max(0.0, self.seconds - self.spent_at(now))

    def rung(self, now: datetime) -> bool:
        """Whether the time is up at ``now``: the donne in play is the partie's last."""
        return self.left(now) == 0

    def paused(self, now: datetime) -> ClockState:
        """Held where it is at ``now`` (as it is, when not running)."""
        if self.started_at is None:
            return self
        return replace(self, spent=self.spent_at(now), started_at=None)

    def resumed(self, now: datetime) -> ClockState:
        """Running again from ``now`` (as it is, when running)."""
        return self if self.started_at is not None else replace(self, started_at=now)

    def retimed(self, seconds: int) -> ClockState:
        """Counting a new duration down, the time counted kept."""
        return replace(self, seconds=_checked(seconds))


def read(db: Database) -> ClockState | None:
    """The clock as kept, ``None`` while it is at zero (never started, or reset)."""
    with db.session() as session:
        row = session.exec(select(models.RoundClock)).first()
        return None if row is None else _state(row)


def start(
    db: Database, *, who: str, seconds: int | None = None, now: datetime | None = None
) -> ClockState:
    """Start the clock for the round last drawn, counting ``seconds`` down (the settings'
    partie au temps when not given). A clock already started is left as it is (another station
    was first): what it is, is returned."""
    with db.session(checked_write=True) as session:
        row = _locked(session)
        if row is not None:
            return _state(row)
        round_number = last_round_number(session)
        if round_number == 0:
            raise NoRoundError(
                "Aucun tour n'est tiré : le chrono compte le temps d'un tour tiré.",
                field="round",
            )
        row = models.RoundClock(
            round_number=round_number,
            seconds=_duration(session, seconds),
            started_at=_now(now),
        )
        session.add(row)
        session.flush()
        _record(session, row, who=who, action="clock.start", said="démarré")
        return _state(row)


def pause(db: Database, *, who: str, now: datetime | None = None) -> ClockState | None:
    """Pause the clock where it is; a clock not running is left as it is."""
    with db.session(checked_write=True) as session:
        row = _locked(session)
        if row is None or row.started_at is None:
            return None if row is None else _state(row)
        _keep(row, _state(row).paused(_now(now)))
        session.add(row)
        session.flush()
        left = max(0, round(row.seconds - row.spent))
        said = f"mis en pause ({left // 60}:{left % 60:02d} restantes)"
        _record(session, row, who=who, action="clock.pause", said=said)
        return _state(row)


def resume(db: Database, *, who: str, now: datetime | None = None) -> ClockState:
    """Start a paused clock again; a running one is left as it is."""
    with db.session(checked_write=True) as session:
        row = _locked(session)
        if row is None:
            raise NotStartedError(
                "Le chrono est à zéro : démarrez-le pour le tour en cours.", field="clock"
            )
        state = _state(row)
        if state.running:
            return state
        if state.rung(_now(now)):
            raise TimeUpError(
                "Temps écoulé : remettez le chrono à zéro pour le tour suivant.", field="clock"
            )
        _keep(row, state.resumed(_now(now)))
        session.add(row)
        session.flush()
        _record(session, row, who=who, action="clock.resume", said="relancé")
        return _state(row)


def retime(
    db: Database, *, seconds: int, who: str, now: datetime | None = None
) -> ClockState | None:
    """Give a started clock a new duration (more time given, or less); at zero, nothing to do."""
    seconds = _checked(seconds)
    with db.session(checked_write=True) as session:
        row = _locked(session)
        if row is None or row.seconds == seconds:
            return None if row is None else _state(row)
        before = row.seconds
        _keep(row, _state(row).retimed(seconds))
        session.add(row)
        session.flush()
        said = f"porté de {before // 60} à {seconds // 60} min"
        _record(session, row, who=who, action="clock.retime", said=said)
        return _state(row)


def reset(db: Database, *, who: str) -> None:
    """Put the clock back to zero, ready for the next round; a clock at zero is left so."""
    with db.session(checked_write=True) as session:
        row = _locked(session)
        if row is None:
            return
        _record(session, row, who=who, action="clock.reset", said="remis à zéro")
        session.delete(row)


def _locked(session: Session) -> models.RoundClock | None:
    """The clock's row, its writers one at a time: on a database server the tournament's row
    is locked first, so that two stations starting it at once make one clock, not two."""
    session.exec(select(models.Tournament.id).with_for_update()).first()
    return session.exec(select(models.RoundClock)).first()


def _duration(session: Session, seconds: int | None) -> int:
    if seconds is not None:
        return _checked(seconds)
    minutes = session.exec(select(models.Settings.partie_minutes)).first()
    if minutes is None:
        raise NoDurationError(
            "Aucune durée de partie n'est fixée : donnez-la dans les réglages (partie au temps) "
            "ou sur le projecteur.",
            field="partie_minutes",
        )
    return _checked(minutes * 60)


def _checked(seconds: int) -> int:
    if not 1 <= seconds <= MAX_SECONDS:
        raise NoDurationError(
            f"Durée du chrono de {seconds} s : d'une seconde à {MAX_SECONDS // 3600} heures.",
            field="seconds",
        )
    return seconds


def _state(row: models.RoundClock) -> ClockState:
    started = row.started_at
    if started is not None and started.tzinfo is None:  # SQLite gives back what UTC was written
        started = started.replace(tzinfo=UTC)
    return ClockState(
        round=row.round_number, seconds=row.seconds, spent=row.spent, started_at=started
    )


def _keep(row: models.RoundClock, state: ClockState) -> None:
    row.seconds, row.spent, row.started_at = state.seconds, state.spent, state.started_at


def _now(now: datetime | None) -> datetime:
    return audit.now() if now is None else now


def _record(session: Session, row: models.RoundClock, *, who: str, action: str, said: str) -> None:
    state = _state(row)
    audit.record(
        session,
        who=who,
        action=action,
        message=f"Chrono du tour {row.round_number} {said}.",
        after={
            "round": state.round,
            "seconds": state.seconds,
            "spent": state.spent,
            "started_at": None if state.started_at is None else state.started_at.isoformat(),
        },
    )
