"""The tables of a tournament. The schema changes only through Alembic migrations.

Team numbers, round numbers and table numbers are the ones people see; the
``id`` columns are internal. Enumerated values are stored as their text
(``"contree"``, ``"swiss"``, ``"finished"``) so that a file stays readable
with any SQLite tool.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import date, datetime
from typing import Any, Final
from uuid import uuid4

from sqlalchemy import (
    BigInteger,
    Connection,
    Index,
    UniqueConstraint,
    event,
    inspect,
    text,
    update,
)
from sqlalchemy.orm import Session, UOWTransaction
from sqlmodel import Field, SQLModel
from sqlmodel._compat import SQLModelConfig  # the type SQLModel gives ``model_config``

from tournoi.storage.domains import Checked, CheckedTime

_UNVALIDATED: Final = SQLModelConfig(defer_build=True)
"""Each table's pydantic validator and serializer, built only if ever asked for.

SQLModel sets a table's attributes without validating them and nothing here
serialises a row through pydantic: building both for twelve tables was a
part of what every command paid to load this module.
"""


class Tournament(SQLModel, table=True):
    """The event: one row per file or database."""

    model_config = _UNVALIDATED

    __tablename__ = "tournament"

    id: int | None = Field(default=None, primary_key=True)
    name: str
    day: date | None = None
    place: str = ""
    organiser: str = ""
    arbiter: str = ""
    created_at: datetime = Field(sa_type=CheckedTime("tournament", "created_at"))
    standings_revision: int = 0
    """Raised by every change of results; a partie's and a round's ``result_revision`` take it."""
    standings_epoch: str = ""
    """Renewed by every other change the standings depend on: standings of another epoch are redone."""
    published_url: str = ""
    """Where the results' site was last uploaded (``http(s)://…``); empty before."""


class Settings(SQLModel, table=True):
    """The organiser's choices: rules of the engine, format, ranking, byes and forfeits."""

    model_config = _UNVALIDATED

    __tablename__ = "settings"

    id: int | None = Field(default=None, primary_key=True)
    tournament_id: int = Field(foreign_key="tournament.id", ondelete="CASCADE", unique=True)
    preset: str
    variant: str
    counting: str
    rounding: int
    """The rounding step: 10 (to the ten), 5 (house rule) or 0 (au point près)."""
    sans_atout_tout_atout: bool
    contre_reduced: bool
    annonces: bool
    target: int | None = None
    donnes: int | None = None
    tie: str = "draw"
    rounds: int
    ranking_criteria: str
    """Criteria names in order, separated by commas."""
    points_win: int = 4
    points_draw: int = 3
    points_loss: int = 2
    points_bye: int = 4
    bye_marks_mode: str = "half_target"
    """``fixed``, ``half_target`` or ``average`` (of the round's parties)."""
    bye_marks: int = 0
    """The marks of a bye when the mode is ``fixed``."""
    bye_counts_as_win: bool = True
    fee_cents: int = 0
    """The entry fee, in cents; 0 when entry is free."""
    fee_basis: str = "team"
    """``team`` or ``player``: what one fee is paid for."""
    avoid_same_club: bool = False
    """Random draws and the first Swiss rounds keep two teams of one club apart when they can."""
    entry_mode: str = "either"
    """How parties are entered: ``donnes``, ``totals`` or ``either`` (chosen per table)."""
    must_undertrump: bool = False
    always_overtrump: bool = False
    belote_imprenable: bool = False
    equal_totals: str = "litige"
    contract_on_card_points: bool = False
    defence_capot_keeps_annonces: bool = False
    both_over_target: str = "higher_wins"
    clockwise: bool = False
    partie_minutes: int | None = None
    """The time a partie is played in (« partie au temps »); ``None``: on its points only."""
    format: str = "doublettes"
    """``doublettes`` (fixed pairs) or ``melee`` (players alone, pairs drawn each round)."""
    knockout_tie: str = "extra_donne"
    """A partie of the finals with equal totals: ``extra_donne`` (one more donne, the FFB's)
    or ``better_seed`` (the better seed of the qualifying rounds goes through)."""


class Team(SQLModel, table=True):
    model_config = _UNVALIDATED
    __tablename__ = "team"

    id: int | None = Field(default=None, primary_key=True)
    number: int = Field(unique=True, index=True)
    name: str
    fixed_table: int | None = None
    first_round: int = 1
    """The first round the team is drawn in (late arrivals)."""
    withdrawn_after: int | None = None
    """Withdrawn after this round: not drawn from the next one on; past results kept."""
    checked_in: bool = False
    """Pointed present at the door; once any team is, the first draw takes only those."""
    paid: bool = False
    """Its entry fee received."""
    created_at: datetime = Field(sa_type=CheckedTime("team", "created_at"))


class Player(SQLModel, table=True):
    model_config = _UNVALIDATED
    __tablename__ = "player"
    __table_args__ = (
        UniqueConstraint("team_id", "position"),
        # One player per licence, whichever station registers it (migration 0013).
        Index(
            "ux_player_licence",
            "licence",
            unique=True,
            sqlite_where=text("licence IS NOT NULL"),
            postgresql_where=text("licence IS NOT NULL"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    team_id: int = Field(foreign_key="team.id", ondelete="CASCADE", index=True)
    position: int
    """1 or 2."""
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None
    melee_player_id: int | None = Field(
        default=None, foreign_key="melee_player.id", ondelete="CASCADE", index=True
    )
    """In a mêlée, the registered player seated here: the team is that round's pair."""


class MeleePlayer(SQLModel, table=True):
    """A player registered alone for a mêlée: each round's draw seats him in a pair.

    The pairs are that round's teams (``Team`` rows whose ``Player`` rows point
    here), so that parties, results, entry and sheets are the doublettes' own.
    """

    model_config = _UNVALIDATED
    __tablename__ = "melee_player"
    __table_args__ = (
        Index(
            "ux_melee_player_licence",
            "licence",
            unique=True,
            sqlite_where=text("licence IS NOT NULL"),
            postgresql_where=text("licence IS NOT NULL"),
        ),
    )

    id: int | None = Field(default=None, primary_key=True)
    number: int = Field(unique=True, index=True)
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None
    first_round: int = 1
    withdrawn_after: int | None = None
    checked_in: bool = False
    paid: bool = False
    created_at: datetime = Field(sa_type=CheckedTime("melee_player", "created_at"))


class Prize(SQLModel, table=True):
    """One line of the prize list (« lots »): a rank range, or a special prize with its filter."""

    model_config = _UNVALIDATED

    __tablename__ = "prize"

    id: int | None = Field(default=None, primary_key=True)
    position: int
    """The line's place in the list: specials are awarded in this order."""
    first_rank: int | None = None
    last_rank: int | None = None
    """Both ``None`` for a special prize."""
    amount_cents: int | None = None
    item: str = ""
    special: str = ""
    """The special prize's name (« Premier club local »); empty for a rank prize."""
    filter_kind: str = ""
    filter_value: str = ""


class Round(SQLModel, table=True):
    model_config = _UNVALIDATED
    __tablename__ = "round"

    id: int | None = Field(default=None, primary_key=True)
    number: int = Field(unique=True, index=True)
    method: str = Field(sa_type=Checked("round", "method"))
    """``swiss``, ``random`` or ``rotation``."""
    seed: int | None = None
    bye_team_id: int | None = Field(default=None, foreign_key="team.id")
    bye_note: str | None = None
    standings_basis: str = ""
    """Team numbers in the order of the standings the draw was made on, comma-separated."""
    drawn_at: datetime = Field(sa_type=CheckedTime("round", "drawn_at"))
    result_revision: int = 0
    """The tournament's ``standings_revision`` when its bye's result last changed."""


class Partie(SQLModel, table=True):
    """Two teams at one table in one round."""

    model_config = _UNVALIDATED

    __tablename__ = "partie"
    __table_args__ = (UniqueConstraint("round_id", "table_number"),)

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", index=True)
    table_number: int
    team_a_id: int = Field(foreign_key="team.id", index=True)
    team_b_id: int = Field(foreign_key="team.id", index=True)
    note: str = ""
    """Why the draw put these two teams together."""
    state: str = Field(default="not_started", sa_type=Checked("partie", "state"))
    """``not_started``, ``in_progress``, ``finished`` or ``validated``."""
    paper_a: int | None = None
    paper_b: int | None = None
    totals_a: int | None = None
    totals_b: int | None = None
    """The final totals recorded alone (« totaux seulement »), before or instead of the donnes."""
    forfeit_team_id: int | None = Field(default=None, foreign_key="team.id")
    ended: str = Field(default="", sa_type=Checked("partie", "ended"))
    """``time`` for a partie stopped on time (« arrêtée au temps »), else empty."""
    bell_after: int | None = None
    """Stopped on time: the donnes the sheet held when the bell's end was marked, the donne in
    play at the bell the last; ``None`` when marked before any donne was entered (the donnes
    typed after are all it played)."""
    version: int = 1
    """Raised by every change: a station writing an older version is refused."""
    updated_at: datetime | None = Field(default=None, sa_type=CheckedTime("partie", "updated_at"))
    updated_by: str = ""
    signed_a: str = ""
    """What team A signed at the table (« Équipe A signe »): a fingerprint of the donnes then.

    Empty until it signs; a later change of the donnes leaves a fingerprint that
    no longer matches, and the signature no longer counts.
    """
    signed_b: str = ""
    result_revision: int = Field(default=0, index=True)
    """The tournament's ``standings_revision`` when the partie's results last changed."""
    stamp: int = Field(default=0, sa_type=BigInteger)
    """A random number the database renews (triggers, :mod:`tournoi.storage.stamps`) whenever the
    partie, its donnes or its result rows change, whoever writes: never written by the
    application. The integrity check scores again only the parties whose stamp changed."""


class TableLink(SQLModel, table=True):
    """The link that opens one table's sheet on a phone: a secret bound to that partie."""

    model_config = _UNVALIDATED

    __tablename__ = "table_link"

    id: int | None = Field(default=None, primary_key=True)
    partie_id: int = Field(foreign_key="partie.id", ondelete="CASCADE", unique=True)
    secret: str = Field(unique=True, index=True)
    """Kept as it is, not hashed: the desk shows and prints the link again at any time."""
    locked: bool = False
    """Locked by the desk: the phone reads the sheet, writes nothing."""
    created_at: datetime = Field(sa_type=CheckedTime("table_link", "created_at"))


class PhoneSubmission(SQLModel, table=True):
    """A write sent by a phone, by the identifier the page made for it: one sent twice counts once."""

    model_config = _UNVALIDATED

    __tablename__ = "phone_submission"

    id: str = Field(primary_key=True, max_length=64)
    partie_id: int = Field(foreign_key="partie.id", ondelete="CASCADE", index=True)
    at: datetime = Field(sa_type=CheckedTime("phone_submission", "at"))


class Donne(SQLModel, table=True):
    """One donne of a partie, as the engine reads it, with the marks it scored."""

    model_config = _UNVALIDATED

    __tablename__ = "donne"
    __table_args__ = (UniqueConstraint("partie_id", "number"),)

    id: int | None = Field(default=None, primary_key=True)
    partie_id: int = Field(foreign_key="partie.id", ondelete="CASCADE", index=True)
    number: int
    taker: str | None = Field(default=None, sa_type=Checked("donne", "taker"))
    trump: str | None = Field(default=None, sa_type=Checked("donne", "trump"))
    points: int | None = None
    contract: int | None = None
    contract_capot: bool = False
    coinche: str = Field(default="none", sa_type=Checked("donne", "coinche"))
    capot: str | None = Field(default=None, sa_type=Checked("donne", "capot"))
    belote_a: int = 0
    belote_b: int = 0
    annonces: str | None = Field(default=None, sa_type=Checked("donne", "annonces", json=True))
    """The annonces as the engine's JSON, when there are any."""
    annonce_points_a: int = 0
    annonce_points_b: int = 0
    """The annonce points copied from a paper sheet, instead of the declared annonces."""
    renonce: str | None = Field(default=None, sa_type=Checked("donne", "renonce"))
    """The team that could not show the annonces it declared (§8.4)."""
    decision_a: int | None = None
    decision_b: int | None = None
    """An arbiter's decision: the marks given in place of a played donne."""
    reason: str | None = None
    """The reason of the arbiter's decision."""
    marks_a: int = 0
    marks_b: int = 0
    entered_at: datetime = Field(sa_type=CheckedTime("donne", "entered_at"))
    entered_by: str = ""


class Result(SQLModel, table=True):
    """What one team got in one round: a partie, a bye or a forfeit."""

    model_config = _UNVALIDATED

    __tablename__ = "result"
    __table_args__ = (UniqueConstraint("round_id", "team_id"),)

    id: int | None = Field(default=None, primary_key=True)
    round_id: int = Field(foreign_key="round.id", ondelete="CASCADE", index=True)
    team_id: int = Field(foreign_key="team.id", index=True)
    opponent_id: int | None = Field(default=None, foreign_key="team.id")
    partie_id: int | None = Field(
        default=None, foreign_key="partie.id", ondelete="CASCADE", index=True
    )
    """Indexed: deleting a round's parties finds their rows without reading every result."""
    marks_for: int
    marks_against: int
    outcome: str = Field(sa_type=Checked("result", "outcome"))
    """``win``, ``loss``, ``draw``, ``bye``, ``forfeit_win`` or ``forfeit_loss``."""


class FinalPhase(SQLModel, table=True):
    """The finals drawn after the qualifying rounds: how many teams, and the consolante's."""

    model_config = _UNVALIDATED

    __tablename__ = "final_phase"

    id: int | None = Field(default=None, primary_key=True)
    qualified: int
    """The teams of the final bracket: the first 4, 8, 16 or 32 of the standings."""
    consolante: str = Field(sa_type=Checked("final_phase", "consolante"))
    """``none``, ``next`` (as many teams as the final, the next of the standings), ``all`` or
    ``losers`` (the final bracket's first stage's, seeded once it is played)."""
    after_round: int
    """The last qualifying round: the seeds are the standings after it."""


class BracketSeed(SQLModel, table=True):
    """A team's seed in a bracket: its place in the qualifying standings, from 1. A team is in
    both brackets when the consolante is the first stage's losers'."""

    model_config = _UNVALIDATED

    __tablename__ = "bracket_seed"
    __table_args__ = (
        UniqueConstraint("bracket", "seed"),
        # Once in each bracket (migration 0021): in both for the losers' consolante.
        Index("ux_bracket_seed_team", "bracket", "team_id", unique=True),
    )

    id: int | None = Field(default=None, primary_key=True)
    bracket: str = Field(sa_type=Checked("bracket_seed", "bracket"))
    """``finale`` or ``consolante``."""
    seed: int
    team_id: int = Field(foreign_key="team.id", ondelete="CASCADE")


class BracketPartie(SQLModel, table=True):
    """Where a partie of a finals round stands in its bracket."""

    model_config = _UNVALIDATED

    __tablename__ = "bracket_partie"

    partie_id: int = Field(foreign_key="partie.id", ondelete="CASCADE", primary_key=True)
    bracket: str = Field(sa_type=Checked("bracket_partie", "bracket"))
    stage: int
    """1 for the bracket's first round (the quarter-finals of eight teams), then 2…"""
    slot: int
    """The match's place in its stage, from 0: the winners of 2k and 2k+1 meet next."""


class RoundClock(SQLModel, table=True):
    """The round's clock, shared by every station and shown on the phones: one row while it is
    started (running or paused), none once reset."""

    model_config = _UNVALIDATED

    __tablename__ = "round_clock"

    id: int | None = Field(default=None, primary_key=True)
    round_number: int
    """The round it counts down, the last drawn when it was started."""
    seconds: int
    """The partie's duration it counts down from."""
    spent: float = 0.0
    """The seconds counted before the run in progress (all of them while paused)."""
    started_at: datetime | None = Field(
        default=None, sa_type=CheckedTime("round_clock", "started_at")
    )
    """When the run in progress began, in UTC (every station's and phone's clock set by it);
    ``None`` while paused."""


class AuditEvent(SQLModel, table=True):
    """Who changed what, when, with the state before and after (as JSON)."""

    model_config = _UNVALIDATED

    __tablename__ = "audit_event"

    id: int | None = Field(default=None, primary_key=True)
    at: datetime = Field(index=True, sa_type=CheckedTime("audit_event", "at"))
    who: str
    """The name the station or arbiter gave, as the journal shows it."""
    station: str | None = None
    """The handle that wrote it (:mod:`tournoi.storage.station`), never shown: two stations of
    one name tell their events apart by it. ``None`` in a file from before the column."""
    action: str
    round_id: int | None = Field(
        default=None, foreign_key="round.id", ondelete="SET NULL", index=True
    )
    partie_id: int | None = Field(
        default=None, foreign_key="partie.id", ondelete="SET NULL", index=True
    )
    """Indexed, as the round: a cancelled draw's parties are let go of in the trail at once."""
    team_id: int | None = Field(default=None, foreign_key="team.id", ondelete="SET NULL")
    before: str | None = None
    after: str | None = None
    message: str = ""


# What the standings read besides the results, which ``services.standings.results`` follows itself.
_RANKED_COLUMNS: Final[dict[type, tuple[str, ...]]] = {
    Team: ("number", "name", "withdrawn_after"),
    MeleePlayer: ("number", "first_name", "surname", "withdrawn_after"),
}


@event.listens_for(Session, "before_flush")
def _renew_standings_epoch(session: Session, _flush: UOWTransaction, _objects: Any) -> None:
    """Renew the standings' epoch in the transaction of any change that is not a result's.

    Here rather than in each service, so that no service (nor a station on
    another computer, which runs the same code) can forget it: teams
    registered, renamed, withdrawn or removed, a round cancelled (its results
    go with it), the settings.
    """
    if _standings_inputs(session.new, session.dirty, session.deleted):
        renew_standings_epoch(session.connection())


def renew_standings_epoch(connection: Connection) -> None:
    """A new epoch: standings kept by any station at another are computed anew. Also given
    to a copy before it replaces the tournament, whose revision may come back to one kept."""
    connection.execute(update(Tournament).values(standings_epoch=uuid4().hex))


def _standings_inputs(
    new: Iterable[object], dirty: Iterable[object], deleted: Iterable[object]
) -> bool:
    if any(isinstance(row, Team | Settings | MeleePlayer) for row in new):
        return True
    if any(isinstance(row, Team | Settings | Round | Partie | MeleePlayer) for row in deleted):
        return True
    for row in dirty:
        if isinstance(row, Settings):
            return True
        columns = _RANKED_COLUMNS.get(type(row), ())
        if columns and any(inspect(row).attrs[name].history.has_changes() for name in columns):
            return True
    return False
