"""The public page's answer, built once per change of what it shows.

Every phone in the hall reads the public page (« Où est ma table ? » and the
standings) every few seconds, and its answer is the same for all of them:
building it (the tournament, the last round's seats by team name, every
team's players, the standings) cost some 20 ms of processor time on an idle
machine and held Python's interpreter lock meanwhile, against the phones'
writes. It is kept (:class:`PublicPage`, one per database handle) with the
tag of what it was built from, read again in one transaction at each read
(:func:`public_tag`): the tournament's name, published address and standings'
epoch and revision (the standings' own rule, :mod:`tournoi.services.cache`),
the last round, its tables, and every team's number, name and players (in a
mêlée, the registered players each seat points to), read as they are rather
than trusted to have moved an epoch. The same tag, the
same answer; another tag, the answer is built again, once for every phone
asking at that instant.
"""

from __future__ import annotations

import hashlib
import threading
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, Final

from sqlalchemy import Dialect, Select, select

from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


@dataclass(frozen=True, slots=True, kw_only=True)
class Page:
    """The public page's answer, and the tag of what it was built from."""

    tag: str
    body: bytes


class PublicPage:
    """The public page's answer last built, for one open tournament."""

    def __init__(self) -> None:
        self._kept: Page | None = None
        self._building = threading.Lock()

    def answer(self, db: Database, build: Callable[[], bytes]) -> Page:
        """The answer kept while its tag is the one read now; else ``build``'s, kept.

        ``build`` reads in transactions of its own after the tag was read: what it
        shows is never older than its tag, at worst newer, and then the next read
        finds another tag and builds it again.
        """
        tag = public_tag(db)
        kept = self._kept
        if kept is not None and kept.tag == tag:
            return kept
        with self._building:  # the phones asking at the instant of a change build it once
            kept = self._kept
            if kept is None or kept.tag != tag:
                kept = self._kept = Page(tag=tag, body=build())
            return kept


def public_tag(db: Database) -> str:
    """What the public page shows is made of, as a short tag, read in one transaction."""
    with db.session() as session:
        connection = session.connection()
        statements = _COMPILED.get(connection.dialect.name) or _compiled(connection.dialect)
        made_of = []
        for statement in statements:
            # The driver's own tuples: through SQLAlchemy's rows, the 700 rows of a hundred
            # tables cost four times more.
            result = connection.exec_driver_sql(statement)
            made_of.append(result.cursor.fetchall())
            result.close()
    return hashlib.blake2b(repr(made_of).encode(), digest_size=12).hexdigest()


_T, _R, _P = table_of(models.Tournament), table_of(models.Round), table_of(models.Partie)
_TEAM, _PLAYER = table_of(models.Team), table_of(models.Player)
_MELEE = table_of(models.MeleePlayer)
_LAST: Final = select(_R.c.id).order_by(_R.c.number.desc()).limit(1).scalar_subquery()
_QUERIES: Final[tuple[Select[Any], ...]] = (
    select(_T.c.name, _T.c.published_url, _T.c.standings_epoch, _T.c.standings_revision),
    select(_R.c.id, _R.c.number, _R.c.bye_team_id).where(_R.c.id == _LAST),
    select(_P.c.table_number, _P.c.team_a_id, _P.c.team_b_id)
    .where(_P.c.round_id == _LAST)
    .order_by(_P.c.table_number),
    select(_TEAM.c.id, _TEAM.c.number, _TEAM.c.name).order_by(_TEAM.c.id),
    select(
        _PLAYER.c.team_id,
        _PLAYER.c.position,
        _PLAYER.c.first_name,
        _PLAYER.c.surname,
        _PLAYER.c.melee_player_id,
    ).order_by(_PLAYER.c.team_id, _PLAYER.c.position),
    # A mêlée's page names each player by his registration, which his seats point to.
    select(_MELEE.c.id, _MELEE.c.number, _MELEE.c.first_name, _MELEE.c.surname).order_by(
        _MELEE.c.id
    ),
)
_COMPILED: Final[dict[str, list[str]]] = {}


def _compiled(dialect: Dialect) -> list[str]:
    """The queries of :func:`public_tag` for one kind of database, compiled once (none has a
    parameter); each column is read as the driver gives it, which is checked."""
    assert all(
        column.type.dialect_impl(dialect).result_processor(dialect, None) is None
        for query in _QUERIES
        for column in query.selected_columns
    ), "a column read as the driver gives it needs no conversion"
    compiled = _COMPILED[dialect.name] = [
        str(query.compile(dialect=dialect, compile_kwargs={"literal_binds": True}))
        for query in _QUERIES
    ]
    return compiled
