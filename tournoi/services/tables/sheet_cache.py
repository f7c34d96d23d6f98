"""The phones' sheets kept while unchanged: a read of a sheet nobody changed is not built again.

Every phone of a table reads its sheet before each donne, and again after
each refusal: most reads find the sheet as the last one left it. One query
(:func:`look`) reads everything a phone's sheet shows but its donnes: the
link (locked or not, of the round being played), the partie's ``stamp``
(migration 0012: renewed by the database's triggers whenever the partie, its
donnes or its result rows change, whoever writes them), the round, both
teams and their players, and the settings. The sheet built from the partie
and its donnes is kept per partie with the stamp and the settings it was
built at (:class:`SheetMemo`, one per database handle: :func:`~tournoi.services.cache.owned`), and
served again while both are the same; the link, the teams and the players are
always those just read. The same query
says whether the stamps' triggers are all there: when one is missing (a
SQLite tool can drop it) the stamp says nothing, and every read is built.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any, Final

from sqlalchemy import ColumnElement, Dialect, Row, bindparam, literal_column, true
from sqlalchemy import select as core_select
from sqlalchemy.orm import aliased
from sqlalchemy.sql.compiler import SQLCompiler
from sqlmodel import Session, col, func, select

from engine import PerTeam
from tournoi.services import settings as settings_service
from tournoi.services.scores import SheetView
from tournoi.services.scores.view import TeamRef
from tournoi.services.settings import TournamentSettings
from tournoi.services.tables.links import Access
from tournoi.storage import models
from tournoi.storage.stamps import POSTGRESQL_TRIGGERS, SQLITE_TRIGGERS

_KEPT_AT_MOST: Final = 4096
"""Parties kept; beyond, the memo starts again (a tournament's round has far fewer tables)."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Built:
    """A sheet as built from its partie and donnes, and what it was built at."""

    stamp: int
    settings: TournamentSettings
    sheet: SheetView
    signed: PerTeam[bool]
    """Which teams' signatures hold on the donnes of ``sheet``."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Looked:
    """What :func:`look` read: the link, the partie's stamp, what the sheet shows around it."""

    access: Access
    stamp: int | None
    """``None`` when the stamps cannot be trusted (a trigger is missing)."""
    round: int
    teams: PerTeam[TeamRef]
    players: PerTeam[tuple[str, ...]]
    """Each side's players by name; in a mêlée, each by his number and name (« 8 Marc ROUX »)."""
    settings_row: tuple[Any, ...]
    pairs: bool = False
    """A mêlée's table: its sides are pairs drawn for the round, known by their players."""
    kept: bool = False
    """For a write: whether its identifier is kept already (a retry of a write made)."""

    @property
    def tag(self) -> str | None:
        """What the phone's sheet is made of, as a short tag (an HTTP ``ETag``): the same tag,
        the same sheet. Built from the partie's stamp and everything else the query read, so
        that a read that finds the tag the phone already holds answers without building the
        sheet; ``None`` when the stamps cannot be trusted."""
        if self.stamp is None:
            return None
        made_of = (self.stamp, self.access, self.teams, self.players, self.settings_row)
        return hashlib.blake2b(repr(made_of).encode(), digest_size=12).hexdigest()


class SheetMemo:
    """The sheets built, by partie, for one open tournament."""

    def __init__(self) -> None:
        self._built: dict[int, Built] = {}
        self._settings: dict[tuple[Any, ...], TournamentSettings] = {}
        self._lock = threading.Lock()

    def sheet(self, looked: Looked) -> Built | None:
        """The sheet kept for the partie looked at, if it is still the one the phone sees."""
        built = self._built.get(looked.access.partie_id)
        if built is None or looked.stamp is None or built.stamp != looked.stamp:
            return None
        if self._settings.get(looked.settings_row) != built.settings:
            return None
        return built

    def keep(self, partie_id: int, built: Built) -> None:
        with self._lock:
            if len(self._built) >= _KEPT_AT_MOST:
                self._built.clear()
            self._built[partie_id] = built

    def settings(self, session: Session, looked: Looked) -> TournamentSettings:
        """The settings of the row looked at; read whole only when that row is new.

        They are read again in the caller's transaction and kept for that row only when
        they are still it (on a database server another station may just have changed them).
        """
        known = self._settings.get(looked.settings_row)
        if known is not None:
            return known
        row = session.exec(select(models.Settings)).one()
        settings = settings_service.of_row(row)
        if _settings_values(row) == looked.settings_row:
            with self._lock:
                if len(self._settings) >= _KEPT_AT_MOST:
                    self._settings.clear()
                self._settings[looked.settings_row] = settings
        return settings


def fresh(built: Built, looked: Looked) -> SheetView:
    """The sheet kept, with the round and teams just read."""
    return replace(built.sheet, round=looked.round, teams=looked.teams)


_SETTINGS: Final = tuple(models.Settings.__table__.columns)  # type: ignore[attr-defined]


def _settings_values(row: models.Settings) -> tuple[Any, ...]:
    return tuple(getattr(row, column.key) for column in _SETTINGS)


def look(session: Session, secret: str, *, submission: str | None = None) -> Looked | None:
    """What a secret opens and everything its sheet shows but the donnes, in one query;
    ``None`` for a wrong, revoked or closed round's secret. ``submission``: a write's
    identifier, whether it is kept already read in the same query (:attr:`Looked.kept`)."""
    connection = session.connection()
    name = connection.dialect.name
    writing = submission is not None
    compiled = _COMPILED.get((name, writing)) or _compiled(connection.dialect, writing=writing)
    params = compiled.construct_params({"secret": secret, "submission": submission})
    assert params is not None
    if compiled.positional:
        assert compiled.positiontup is not None
        rows = connection.exec_driver_sql(
            compiled.string, tuple(params[name] for name in compiled.positiontup)
        ).all()
    else:
        rows = connection.exec_driver_sql(compiled.string, params).all()
    return _looked(rows, writing=writing) if rows else None


_COMPILED: Final[dict[tuple[str, bool], SQLCompiler]] = {}
_SUBMISSION: Final = models.PhoneSubmission.__table__  # type: ignore[attr-defined]


def _compiled(dialect: Dialect, *, writing: bool) -> SQLCompiler:
    """:func:`look`'s query, made and compiled once per kind of database, for a read and for
    a write: every phone's read runs it, and making it anew took ten times longer than
    running it."""
    team_a, team_b = aliased(models.Team), aliased(models.Team)
    last = core_select(func.max(models.Round.number)).scalar_subquery()
    columns: list[Any] = [
        models.TableLink.locked,
        models.Partie.id,
        models.Partie.table_number,
        models.Partie.stamp,
        models.Round.number,
        team_a.id,
        team_a.number,
        team_a.name,
        team_b.id,
        team_b.number,
        team_b.name,
        _triggers(dialect.name),
        models.Player.team_id,
        models.Player.first_name,
        models.Player.surname,
        models.MeleePlayer.number,
        *_SETTINGS,
    ]
    if writing:  # a write's retry, found without a statement of its own
        kept = core_select(_SUBMISSION.c.id).where(_SUBMISSION.c.id == bindparam("submission"))
        columns.append(kept.exists())
    query = (
        core_select(*columns)
        .join(models.Partie, col(models.Partie.id) == col(models.TableLink.partie_id))
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .join(team_a, col(team_a.id) == col(models.Partie.team_a_id))
        .join(team_b, col(team_b.id) == col(models.Partie.team_b_id))
        .join(models.Settings, true())
        .outerjoin(
            models.Player,
            col(models.Player.team_id).in_((col(team_a.id), col(team_b.id))),
        )
        .outerjoin(
            models.MeleePlayer,
            col(models.MeleePlayer.id) == col(models.Player.melee_player_id),
        )
        .where(
            col(models.TableLink.secret) == bindparam("secret"), col(models.Round.number) == last
        )
        .order_by(col(models.Player.position))
    )  # fmt: skip
    compiled = _COMPILED[dialect.name, writing] = query.compile(dialect=dialect)
    return compiled


def _looked(rows: Sequence[Row[Any]], *, writing: bool) -> Looked:
    first: tuple[Any, ...] = tuple(rows[0])
    locked, partie_id, table, stamp, round_number = first[:5]
    a_id, a, a_name, b_id, b, b_name, triggers = first[5:12]
    names: dict[int, list[str]] = {a_id: [], b_id: []}
    pairs = False
    for row in rows:
        team_id, first_name, surname, number = tuple(row)[12:16]
        if team_id is not None:  # a team without players gives one row without them
            # A mêlée's player is known by his number, never by his pair's (his round's team).
            said = f"{first_name} {surname}".strip()
            names[team_id].append(said if number is None else f"{number} {said}")
            pairs = pairs or number is not None
    return Looked(
        access=Access(round=round_number, table=table, locked=bool(locked), partie_id=partie_id),
        stamp=stamp if triggers else None,
        round=round_number,
        teams=PerTeam(TeamRef(a, a_name), TeamRef(b, b_name)),
        players=PerTeam(tuple(names[a_id]), tuple(names[b_id])),
        pairs=pairs,
        settings_row=tuple(first[16:-1] if writing else first[16:]),
        kept=bool(first[-1]) if writing else False,
    )


def _triggers(dialect: str) -> ColumnElement[bool]:
    """Whether every trigger that renews the stamps is there, as a column of the query."""
    if dialect == "sqlite":
        names = ", ".join(f"'{name}'" for name in sorted(SQLITE_TRIGGERS))
        count = f"(SELECT count(*) FROM sqlite_master WHERE type = 'trigger' AND name IN ({names}))"
        return literal_column(f"{count} = {len(SQLITE_TRIGGERS)}")
    names = ", ".join(f"'{name}'" for name in sorted(POSTGRESQL_TRIGGERS))
    count = (
        "(SELECT count(*) FROM pg_trigger AS t JOIN pg_class AS c ON c.oid = t.tgrelid "
        "JOIN pg_namespace AS n ON n.oid = c.relnamespace WHERE n.nspname = current_schema() "
        f"AND NOT t.tgisinternal AND t.tgenabled <> 'D' AND t.tgname IN ({names}))"
    )
    return literal_column(f"{count} = {len(POSTGRESQL_TRIGGERS)}")
