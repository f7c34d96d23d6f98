"""Registration: teams of two players, late arrivals, withdrawals."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from dataclasses import asdict, dataclass
from typing import Any

from sqlalchemy import Executable
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, func, select

from tournoi.files.team_file import MAX_NUMBER
from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services.errors import NotFoundError, ServiceError, StateError
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True)
class PlayerInfo:
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.surname}"


@dataclass(frozen=True, slots=True)
class TeamInfo:
    number: int
    name: str
    players: tuple[PlayerInfo, PlayerInfo]
    fixed_table: int | None
    first_round: int
    withdrawn_after: int | None
    has_played: bool
    checked_in: bool = False
    """Pointed present at the door (« pointage »)."""
    paid: bool = False
    """Its entry fee received."""

    @property
    def clubs(self) -> str:
        """The players' clubs, once each: ``Belote Club Rennes`` or ``A / B``."""
        clubs = dict.fromkeys(p.club for p in self.players if p.club)
        return " / ".join(clubs)

    @property
    def status(self) -> str:
        """In words, for the team list."""
        if self.withdrawn_after is not None:
            if self.withdrawn_after == 0:
                return "retirée avant le premier tour"
            return f"retirée après le tour {self.withdrawn_after}"
        if self.first_round > 1:
            return f"arrivée au tour {self.first_round}"
        return "inscrite"

    def plays_in(self, round_number: int) -> bool:
        """Whether the team is drawn in that round."""
        return plays_in(round_number, first_round=self.first_round, after=self.withdrawn_after)


def plays_in(round_number: int, *, first_round: int, after: int | None) -> bool:
    """Whether a team arrived at ``first_round`` and withdrawn ``after`` a round is drawn in
    ``round_number`` (the draw reads these columns alone, for thousands of teams)."""
    return first_round <= round_number and (after is None or round_number <= after)


def default_name(players: Sequence[PlayerInfo]) -> str:
    """The team named after its players' surnames: ``Martin – Dupont``."""
    return " – ".join(p.surname for p in players)


def list_teams(db: Database) -> list[TeamInfo]:
    """Every team, by number."""
    with db.session() as session:
        return team_infos(session)


def get_team(db: Database, *, number: int) -> TeamInfo:
    with db.session() as session:
        return info_of(session, find(session, number))


def add_team(
    db: Database,
    *,
    players: Sequence[PlayerInfo],
    number: int | None = None,
    name: str | None = None,
    fixed_table: int | None = None,
    who: str,
) -> TeamInfo:
    """Register a team; after a draw it is a late arrival, drawn from the next round on."""
    with db.session() as session:
        team = insert_team(
            session, players=players, number=number, name=name, fixed_table=fixed_table
        )
        info = info_of(session, team)
        audit.record(
            session,
            who=who,
            action="team.add",
            message=f"Équipe {info.number} « {info.name} » inscrite"
            + (f", à partir du tour {info.first_round}" if info.first_round > 1 else "")
            + ".",
            team_id=team.id,
            after=asdict(info),
        )
        return info


def insert_team(
    session: Session,
    *,
    players: Sequence[PlayerInfo],
    number: int | None,
    name: str | None,
    fixed_table: int | None,
) -> models.Team:
    """Check and add one team in the caller's transaction."""
    players = _clean_players(players)
    name = _team_name(name, players)
    if number is None:
        number = (session.exec(select(func.max(models.Team.number))).one() or 0) + 1
    _check_number(session, number)
    _check_fixed_table(session, fixed_table, exclude=None)
    _check_licences(session, players, exclude=None)
    team = models.Team(
        number=number,
        name=name,
        fixed_table=fixed_table,
        first_round=last_round_number(session) + 1,
        created_at=audit.now(),
    )
    session.add(team)
    session.flush()
    assert team.id is not None
    for position, player in enumerate(players, start=1):
        session.add(models.Player(team_id=team.id, position=position, **asdict(player)))
    return team


def edit_team(
    db: Database,
    *,
    number: int,
    players: Sequence[PlayerInfo],
    name: str | None = None,
    fixed_table: int | None = None,
    who: str,
) -> TeamInfo:
    """Change a team's name, players or fixed table (its number never changes)."""
    players = _clean_players(players)
    name = _team_name(name, players)
    with db.session() as session:
        team = find(session, number)
        _check_fixed_table(session, fixed_table, exclude=team.id)
        _check_licences(session, players, exclude=team.id)

        def apply() -> None:
            team.name = name
            team.fixed_table = fixed_table
            query = select(models.Player).where(models.Player.team_id == team.id)
            for row in session.exec(query):
                player = players[row.position - 1]
                row.first_name, row.surname = player.first_name, player.surname
                row.club, row.licence = player.club, player.licence
                session.add(row)

        return change_team(
            session, team, apply, who=who, action="team.edit",
            message=lambda _after: f"Équipe {number} modifiée.",
        )  # fmt: skip


def remove_team(db: Database, *, number: int, who: str) -> TeamInfo:
    """Delete a team that was never drawn (a team that played is withdrawn instead)."""
    with db.session() as session:
        team = find(session, number)
        info = info_of(session, team)
        if info.has_played:
            raise StateError(
                f"L'équipe {number} a déjà été tirée à une table : on ne peut plus la "
                "supprimer, mais on peut la retirer du tournoi (ses résultats sont gardés)."
            )
        audit.record(
            session,
            who=who,
            action="team.remove",
            message=f"Équipe {number} « {info.name} » supprimée.",
            before=asdict(info),
        )
        session.delete(team)
        return info


def withdraw_team(db: Database, *, number: int, who: str) -> TeamInfo:
    """Withdraw a team: it is not drawn from the next round on; its results stay."""
    with db.session() as session:
        return withdraw_in(session, number, after=last_round_number(session), who=who)


def withdraw_in(session: Session, number: int, *, after: int, who: str) -> TeamInfo:
    """Withdraw team ``number`` after round ``after`` (0: before the first), in the caller's
    transaction."""
    team = find(session, number)
    if team.withdrawn_after is not None:
        raise StateError(f"L'équipe {number} est déjà retirée.")

    def apply() -> None:
        team.withdrawn_after = after

    return change_team(
        session, team, apply, who=who, action="team.withdraw",
        message=lambda info: f"Équipe {number} « {team.name} » {info.status}.",
    )  # fmt: skip


def reinstate_team(db: Database, *, number: int, who: str) -> TeamInfo:
    """Undo a withdrawal: the team is drawn again from the next round on."""
    with db.session() as session:
        team = find(session, number)
        if team.withdrawn_after is None:
            raise StateError(f"L'équipe {number} n'est pas retirée.")
        _check_fixed_table(session, team.fixed_table, exclude=team.id)
        played = info_of(session, team).has_played

        def apply() -> None:
            team.withdrawn_after = None
            if not played:
                # Never drawn: it arrives with the next round, like a late arrival.
                team.first_round = max(team.first_round, last_round_number(session) + 1)

        return change_team(
            session, team, apply, who=who, action="team.reinstate",
            message=lambda _info: f"Équipe {number} « {team.name} » de nouveau inscrite.",
        )  # fmt: skip


def restore_teams(db: Database, *, teams: Sequence[TeamInfo], who: str) -> list[TeamInfo]:
    """Register removed teams again as they were: number, players, name, fixed table, withdrawal,
    check-in and payment.

    All or none, in one transaction (undoing a removal or an import). Like a
    new registration, each is drawn from the next round on; one that was
    withdrawn is withdrawn again after the last round drawn.
    """
    with db.session() as session:
        restored = []
        for info in teams:
            team = insert_team(
                session,
                players=info.players,
                number=info.number,
                name=info.name,
                fixed_table=info.fixed_table,
            )
            team.checked_in, team.paid = info.checked_in, info.paid
            session.add(team)
            session.flush()
            added = info_of(session, team)
            audit.record(
                session,
                who=who,
                action="team.add",
                message=f"Équipe {added.number} « {added.name} » inscrite"
                + (f", à partir du tour {added.first_round}" if added.first_round > 1 else "")
                + ".",
                team_id=team.id,
                after=asdict(added),
            )
            if info.withdrawn_after is not None:
                added = withdraw_in(session, info.number, after=last_round_number(session), who=who)
            restored.append(added)
        return restored


def unimport_teams(db: Database, *, numbers: Sequence[int], who: str) -> list[TeamInfo]:
    """Undo an import: delete its teams, all or none (refused once one of them was drawn)."""
    with db.session() as session:
        found = [find(session, number) for number in numbers]
        infos = _infos(session, found)
        played = [info.number for info in infos if info.has_played]
        if played:
            raise StateError(
                f"des équipes importées ont déjà été tirées ({', '.join(map(str, played))})\u00a0: "
                "supprimez-les une à une ou retirez-les."
            )
        for team, info in zip(found, infos, strict=True):
            audit.record(
                session,
                who=who,
                action="team.remove",
                message=f"Équipe {info.number} « {info.name} » supprimée.",
                before=asdict(info),
            )
            session.delete(team)
        return infos


# Helpers shared with the other services


def change_team(
    session: Session,
    team: models.Team,
    apply: Callable[[], None],
    *,
    who: str,
    action: str,
    message: Callable[[TeamInfo], str],
) -> TeamInfo:
    """``apply`` a change to ``team``, audited with the team before and after
    (:func:`audit.change`); ``message`` is told the team after."""
    return audit.change(
        session, team, apply, read=lambda: info_of(session, team), who=who, action=action,
        message=message, team_id=team.id,
    )  # fmt: skip


def find(session: Session, number: int) -> models.Team:
    team = session.exec(select(models.Team).where(models.Team.number == number)).first()
    if team is None:
        raise NotFoundError(f"Il n'y a pas d'équipe numéro {number}.")
    return team


def column_rows(session: Session, query: Executable) -> Iterable[Sequence[Any]]:
    """The rows of a select of columns, without the ORM's work on each row.

    Twice as quick for the thousands of rows of a big field. Pending changes
    are flushed first, as the ORM would before a query.
    """
    session.flush()
    return session.connection().execute(query).all()  # fetched at once, not row by row


def last_round_number(session: Session) -> int:
    return session.exec(select(func.max(models.Round.number))).one() or 0


def team_infos(session: Session) -> list[TeamInfo]:
    """Every team, by number, read as plain columns: thousands of teams at once."""
    team = models.Team
    rows = list(
        column_rows(
            session,
            sa_select(*(col(column) for column in _TEAM_COLUMNS)).order_by(col(team.number)),
        )
    )
    return _build(rows, players=_players(session, None), drawn=_drawn(session, None))


def info_of(session: Session, team: models.Team) -> TeamInfo:
    return _infos(session, [team])[0]


# A team's columns that its TeamInfo shows, in the order _build reads them.
_TEAM_COLUMNS = (
    models.Team.id,
    models.Team.number,
    models.Team.name,
    models.Team.fixed_table,
    models.Team.first_round,
    models.Team.withdrawn_after,
    models.Team.checked_in,
    models.Team.paid,
)
_TeamRow = tuple[int | None, int, str, int | None, int, int | None, bool, bool]


def _infos(session: Session, teams: Sequence[models.Team]) -> list[TeamInfo]:
    """The few teams given as the services show them (a change, an undo)."""
    ids = [team.id for team in teams if team.id is not None]
    rows: list[_TeamRow] = [
        (team.id, team.number, team.name, team.fixed_table, team.first_round,
         team.withdrawn_after, team.checked_in, team.paid)
        for team in teams
    ]  # fmt: skip
    return _build(rows, players=_players(session, ids), drawn=_drawn(session, ids))


def _build(
    rows: Sequence[Sequence[Any]],
    *,
    players: dict[int, list[PlayerInfo]],
    drawn: set[int | None],
) -> list[TeamInfo]:
    infos = []
    for team_id, number, name, fixed_table, first_round, withdrawn_after, checked_in, paid in rows:
        first, second = players[team_id]
        infos.append(
            TeamInfo(
                number=number,
                name=name,
                players=(first, second),
                fixed_table=fixed_table,
                first_round=first_round,
                withdrawn_after=withdrawn_after,
                has_played=team_id in drawn,
                checked_in=checked_in,
                paid=paid,
            )
        )
    return infos


def _players(session: Session, ids: Sequence[int] | None) -> dict[int, list[PlayerInfo]]:
    """The players of the teams ``ids`` (of every team with ``None``), by team id, in order."""
    player = models.Player
    query = sa_select(
        col(player.team_id), col(player.first_name), col(player.surname), col(player.club),
        col(player.licence),
    ).order_by(col(player.team_id), col(player.position))  # fmt: skip
    if ids is not None:
        query = query.where(col(player.team_id).in_(ids))
    players: dict[int, list[PlayerInfo]] = {}
    for team_id, first_name, surname, club, licence in column_rows(session, query):
        players.setdefault(team_id, []).append(PlayerInfo(first_name, surname, club, licence))
    return players


def _drawn(session: Session, ids: Sequence[int] | None) -> set[int | None]:
    """Which of the teams ``ids`` (of every team with ``None``) were ever drawn."""
    drawn: set[int | None] = set()
    for column in (models.Round.bye_team_id, models.Partie.team_a_id, models.Partie.team_b_id):
        query = sa_select(col(column)).distinct()
        if ids is not None:
            query = query.where(col(column).in_(ids))
        drawn.update(team_id for (team_id,) in column_rows(session, query))
    return drawn


def _clean_players(players: Sequence[PlayerInfo]) -> tuple[PlayerInfo, PlayerInfo]:
    if len(players) != 2:
        raise ServiceError(f"Une équipe compte deux joueurs, pas {len(players)}.")
    cleaned = []
    for position, player in enumerate(players, start=1):
        of = f"joueur {position}"
        first = checked_text(player.first_name, Text.FIRST_NAME, of=of)
        surname = checked_text(player.surname, Text.SURNAME, of=of)
        if not first or not surname:
            raise ServiceError(f"Joueur {position} : il faut un prénom et un nom.")
        cleaned.append(
            PlayerInfo(
                first_name=first,
                surname=surname,
                club=checked_text(player.club or "", Text.CLUB, of=of) or None,
                licence=checked_text(player.licence or "", Text.LICENCE, of=of) or None,
            )
        )
    licences = [p.licence for p in cleaned if p.licence]
    if len(set(licences)) < len(licences):
        raise ServiceError("Les deux joueurs ont le même numéro de licence.")
    return cleaned[0], cleaned[1]


def _team_name(name: str | None, players: Sequence[PlayerInfo]) -> str:
    """The name typed, or the players' surnames when none is."""
    return checked_text(name or "", Text.TEAM_NAME) or default_name(players)


def _check_number(session: Session, number: int) -> None:
    if number <= 0:
        raise ServiceError(f"Numéro d'équipe {number} : un nombre entier positif est attendu.")
    if number > MAX_NUMBER:
        raise ServiceError(f"Numéro d'équipe {number} : {MAX_NUMBER} au plus.")
    if session.exec(select(models.Team).where(models.Team.number == number)).first():
        raise ServiceError(f"Le numéro {number} est déjà celui d'une autre équipe.")


def _check_licences(
    session: Session, players: Sequence[PlayerInfo], *, exclude: int | None
) -> None:
    """A licence number belongs to one player of the whole tournament."""
    for player in players:
        if not player.licence:
            continue
        other = session.exec(
            select(models.Player).where(
                models.Player.licence == player.licence, models.Player.team_id != exclude
            )
        ).first()
        if other is not None:
            owner = session.get(models.Team, other.team_id)
            assert owner is not None
            raise ServiceError(
                f"La licence {player.licence} est déjà celle de {other.first_name} "
                f"{other.surname}, de l'équipe {owner.number}."
            )


def _check_fixed_table(session: Session, table: int | None, *, exclude: int | None) -> None:
    if table is None:
        return
    if table <= 0:
        raise ServiceError(f"Table fixe {table} : un numéro de table positif est attendu.")
    if table > MAX_NUMBER:
        raise ServiceError(f"Table fixe {table} : {MAX_NUMBER} au plus.")
    other = session.exec(
        select(models.Team).where(
            models.Team.fixed_table == table,
            models.Team.withdrawn_after.is_(None),  # type: ignore[union-attr]
            models.Team.id != exclude,
        )
    ).first()
    if other is not None:
        raise ServiceError(
            f"La table {table} est déjà la table fixe de l'équipe {other.number} « {other.name} »."
        )
