"""A drawn round as the screens and documents show it: its tables, its teams and players, its bye."""

from __future__ import annotations

from collections import defaultdict
from dataclasses import dataclass
from enum import StrEnum

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, func, select

from tournoi.services.errors import NotFoundError, StateError
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.teams.info import PlayerInfo, last_round_number
from tournoi.services.teams.natural_order import natural_key
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows


class DrawMethod(StrEnum):
    SWISS = "swiss"
    RANDOM = "random"
    ROTATION = "rotation"
    FINALE = "finale"
    """The next stage of the finals' brackets (:mod:`tournoi.services.finals`)."""

    @property
    def french(self) -> str:
        return {
            DrawMethod.SWISS: "système suisse",
            DrawMethod.RANDOM: "tirage au sort",
            DrawMethod.ROTATION: "rotation préétablie",
            DrawMethod.FINALE: "phase finale",
        }[self]


@dataclass(frozen=True, slots=True)
class DrawnTeam(TeamRef):
    """A team as the draw places it, with its players: they look for their own names."""

    players: tuple[PlayerInfo, ...]


@dataclass(frozen=True, slots=True)
class TableView:
    table: int
    a: DrawnTeam
    b: DrawnTeam
    state: PartieState
    note: str
    forfeit: int | None = None
    """The number of the team that lost by forfeit."""


@dataclass(frozen=True, slots=True)
class RoundView:
    number: int
    method: DrawMethod
    seed: int | None
    tables: tuple[TableView, ...]
    bye: DrawnTeam | None
    bye_note: str | None
    withdrawn: tuple[TeamRef, ...] = ()
    """The teams withdrawn by the draw that made this view: absent at the first, or chosen."""

    @property
    def is_complete(self) -> bool:
        """Every partie finished (or validated)."""
        return all(t.state in (PartieState.FINISHED, PartieState.VALIDATED) for t in self.tables)

    @property
    def has_started(self) -> bool:
        return any(t.state is not PartieState.NOT_STARTED for t in self.tables)


@dataclass(frozen=True, slots=True)
class Seat:
    """Where a team plays in a round ("où est ma table ?")."""

    team: DrawnTeam
    table: int | None
    """``None`` for the exempt team."""
    opponent: DrawnTeam | None


def round_view(db: Database, *, round_number: int) -> RoundView:
    with db.session() as session:
        return view_of(session, find_round(session, round_number))


def last_round(db: Database) -> int:
    """The number of the last round drawn, 0 before the first draw."""
    with db.session() as session:
        return last_round_number(session)


def list_rounds(db: Database) -> list[RoundView]:
    with db.session() as session:
        rounds = session.exec(select(models.Round).order_by(col(models.Round.number))).all()
        refs = team_refs(session)
        return [view_of(session, round_row, refs) for round_row in rounds]


def seats(db: Database, *, round_number: int) -> list[Seat]:
    """Where every team plays, by team name: the list pinned up for « où est ma table ? »."""
    view = round_view(db, round_number=round_number)
    found = [Seat(t.a, t.table, t.b) for t in view.tables]
    found += [Seat(t.b, t.table, t.a) for t in view.tables]
    if view.bye is not None:
        found.append(Seat(view.bye, None, None))
    return sorted(found, key=lambda seat: (natural_key(seat.team.name), seat.team.number))


# Inside a transaction


def find_round(session: Session, number: int) -> models.Round:
    round_row = session.exec(select(models.Round).where(models.Round.number == number)).first()
    if round_row is None:
        raise NotFoundError(f"Le tour {number} n'est pas tiré.")
    return round_row


def id_of(round_row: models.Round) -> int:
    assert round_row.id is not None
    return round_row.id


@dataclass(frozen=True, slots=True)
class TableRow:
    """One partie of a round as plain columns: what the checks on a whole round read."""

    table: int
    a: int
    """Team A's id, as team B's below."""
    b: int
    decided: bool
    """Lost by forfeit or recorded by its totals alone: a result without a donne."""


def table_rows(session: Session, round_row: models.Round) -> list[TableRow]:
    """The round's parties by table, read as columns (thousands of them in a big field)."""
    partie = models.Partie
    columns = (partie.table_number, partie.team_a_id, partie.team_b_id, partie.forfeit_team_id,
               partie.totals_a)  # fmt: skip
    rows = typed_rows(
        session,
        sa_select(*(col(column) for column in columns))
        .where(col(partie.round_id) == round_row.id)
        .order_by(col(partie.table_number)),
    )
    return [
        TableRow(table, a, b, decided=forfeit is not None or totals is not None)
        for table, a, b, forfeit, totals in rows
    ]


def team_refs(session: Session) -> dict[int, DrawnTeam]:
    """Each team's number, name and players by id (plain columns: a thousand teams, read at once)."""
    player = models.Player
    players: dict[int, list[PlayerInfo]] = defaultdict(list)
    for team_id, first_name, surname in typed_rows(
        session,
        sa_select(col(player.team_id), col(player.first_name), col(player.surname)).order_by(
            col(player.team_id), col(player.position)
        ),
    ):
        players[team_id].append(PlayerInfo(first_name, surname))
    team = models.Team
    rows = typed_rows(session, sa_select(col(team.id), col(team.number), col(team.name)))
    return {
        team_id: DrawnTeam(number, name, tuple(players[team_id]))
        for team_id, number, name in rows
        if team_id is not None
    }


def view_of(
    session: Session, round_row: models.Round, refs: dict[int, DrawnTeam] | None = None
) -> RoundView:
    """The round as the screens show it; ``refs`` when several rounds are read at once."""
    refs = team_refs(session) if refs is None else refs
    partie = models.Partie
    columns = (partie.table_number, partie.team_a_id, partie.team_b_id, partie.state,
               partie.note, partie.forfeit_team_id)  # fmt: skip
    rows = typed_rows(
        session,
        sa_select(*(col(column) for column in columns))
        .where(col(partie.round_id) == round_row.id)
        .order_by(col(partie.table_number)),
    )
    tables = tuple(
        TableView(
            table=table,
            a=refs[team_a],
            b=refs[team_b],
            state=PartieState(state),
            note=note,
            forfeit=None if forfeit is None else refs[forfeit].number,
        )
        for table, team_a, team_b, state, note, forfeit in rows
    )
    return RoundView(
        number=round_row.number,
        method=DrawMethod(round_row.method),
        seed=round_row.seed,
        tables=tables,
        bye=None if round_row.bye_team_id is None else refs[round_row.bye_team_id],
        bye_note=round_row.bye_note,
    )


def snapshot(view: RoundView) -> dict[str, object]:
    """The round as the audit trail keeps it: who plays whom at which table, the bye."""
    return {
        "round": view.number,
        "tables": [{"table": t.table, "A": t.a.number, "B": t.b.number} for t in view.tables],
        "bye": None if view.bye is None else view.bye.number,
    }


def check_untouched(session: Session, round_row: models.Round, what: str) -> None:
    """Refuse to ``what`` once any result of the round is entered: a donne, or a partie
    recorded by its totals alone or lost by forfeit."""
    partie, donne = models.Partie, models.Donne
    entered = session.exec(
        select(func.count())
        .select_from(donne)
        .join(partie, col(partie.id) == col(donne.partie_id))
        .where(col(partie.round_id) == round_row.id)
    ).one()
    # A partie recorded by its totals alone is a result too, though it has no donne.
    decided = [row for row in table_rows(session, round_row) if row.decided]
    if entered or decided:
        raise StateError(
            f"Des résultats du tour {round_row.number} sont déjà saisis : on ne peut plus {what}."
        )
