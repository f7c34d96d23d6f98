"""A season's challenge kept in its own file: created with its rules, concours added and removed.

Every function opens the file for the one action and closes it: the window
and the command line hold no connection between two actions, and the file
may be copied or sent as soon as one ends.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, date, datetime
from pathlib import Path

from sqlmodel import Session, col, select

from tournoi.files.text import Text, checked_text
from tournoi.services.challenge.errors import (
    ChallengeRuleError,
    ConcoursAlreadyAdded,
    ConcoursNotInChallenge,
)
from tournoi.services.challenge.rules import ChallengeRules, Ranked, Rule
from tournoi.services.challenge.snapshot import (
    ConcoursSnapshot,
    PlayerLine,
    TeamLine,
    read_concours,
)
from tournoi.services.challenge.standings import ChallengeRow, challenge_standings
from tournoi.storage.club import ChallengeFile
from tournoi.storage.club import models as club

FILE_SUFFIX = ".challenge"


@dataclass(frozen=True, slots=True, kw_only=True)
class ConcoursInfo:
    """A concours of the challenge, numbered in the order it was played (then added)."""

    number: int
    name: str
    day: date | None
    place: str
    file_name: str
    teams: int
    rounds: int


@dataclass(frozen=True, slots=True, kw_only=True)
class Season:
    """The whole challenge as its file holds it, ranked."""

    name: str
    location: str
    rules: ChallengeRules
    concours: tuple[ConcoursInfo, ...]
    rows: tuple[ChallengeRow, ...]


def create_challenge(path: Path, *, name: str, rules: ChallengeRules) -> None:
    """A new challenge file at ``path`` with its name and rules, holding no concours yet."""
    name = checked_text(name, Text.CHALLENGE_NAME)
    if not name:
        raise ChallengeRuleError("Le challenge doit avoir un nom.", field="name")
    if path.suffix != FILE_SUFFIX:
        raise ChallengeRuleError(
            f"Un fichier de challenge se termine par {FILE_SUFFIX}, pas « {path.name} ».",
            field="file",
        )
    challenge = ChallengeFile.create(path)
    try:
        with challenge.session() as session:
            session.add(
                club.Challenge(
                    name=name,
                    rule=rules.rule.value,
                    ranked=rules.ranked.value,
                    best=rules.best,
                    min_concours=rules.min_concours,
                    win_points=rules.win_points,
                    bye_points=rules.bye_points,
                    bye_marks=rules.bye_marks,
                    placing=",".join(str(points) for points in rules.placing),
                    created_at=datetime.now(UTC),
                )
            )
    except BaseException:
        challenge.close()
        path.unlink(missing_ok=True)
        raise
    challenge.close()


def add_concours(path: Path, *, tournament: Path) -> ConcoursInfo:
    """Add the finished concours of the file ``tournament``; the same one twice is refused,
    whatever its file is called now."""
    snapshot = read_concours(tournament)
    with _opened(path) as session:
        held = session.exec(
            select(club.Concours).where(club.Concours.identity == snapshot.identity)
        ).first()
        if held is not None:
            raise ConcoursAlreadyAdded(
                f"Le concours « {snapshot.name} » est déjà dans le challenge (ajouté depuis "
                f"« {held.file_name} ») : un concours ne compte qu'une fois.",
                field="concours",
            )
        stored = _store(session, snapshot)
        number = _concours_rows(session).index(stored) + 1
        return _info(number, stored, len(snapshot.teams))


def remove_concours(path: Path, *, number: int) -> ConcoursInfo:
    """Remove the concours numbered ``number`` in :attr:`Season.concours`; the standings follow."""
    with _opened(path) as session:
        rows = _concours_rows(session)
        if not 1 <= number <= len(rows):
            raise ConcoursNotInChallenge(
                f"Le challenge n'a pas de concours n° {number} ({_held(len(rows))}).",
                field="concours",
            )
        removed = rows[number - 1]
        info = _info(number, removed, _team_count(session, removed))
        session.delete(removed)
    return info


def number_of(path: Path, *, tournament: Path) -> int:
    """The number of the concours of the file ``tournament`` in the challenge."""
    identity = read_concours(tournament).identity
    with _opened(path) as session:
        for number, row in enumerate(_concours_rows(session), start=1):
            if row.identity == identity:
                return number
    raise ConcoursNotInChallenge(
        f"Le concours de « {tournament.name} » n'est pas dans le challenge.", field="concours"
    )


def season(path: Path) -> Season:
    """The challenge's name, rules, concours and standings."""
    with _opened(path) as session:
        row = session.exec(select(club.Challenge)).one()
        rules = _rules(row)
        concours = _concours_rows(session)
        snapshots = [_snapshot(session, c) for c in concours]
        infos = tuple(
            _info(number, c, len(s.teams))
            for number, (c, s) in enumerate(zip(concours, snapshots, strict=True), start=1)
        )
        return Season(
            name=row.name,
            location=str(path),
            rules=rules,
            concours=infos,
            rows=challenge_standings(rules, snapshots),
        )


@contextmanager
def _opened(path: Path) -> Iterator[Session]:
    challenge = ChallengeFile.open(path)
    try:
        with challenge.session() as session:
            yield session
    finally:
        challenge.close()


def _rules(row: club.Challenge) -> ChallengeRules:
    return ChallengeRules(
        rule=Rule(row.rule),
        ranked=Ranked(row.ranked),
        best=row.best,
        min_concours=row.min_concours,
        win_points=row.win_points,
        bye_points=row.bye_points,
        bye_marks=row.bye_marks,
        placing=tuple(int(points) for points in row.placing.split(",")),
    )


def _concours_rows(session: Session) -> list[club.Concours]:
    """The concours in the order they were played: by day (undated ones by when added)."""
    rows = session.exec(select(club.Concours).order_by(col(club.Concours.id))).all()
    return sorted(rows, key=lambda c: (c.day or c.added_at.date(), c.id or 0))


def _store(session: Session, snapshot: ConcoursSnapshot) -> club.Concours:
    concours = club.Concours(
        identity=snapshot.identity,
        name=snapshot.name,
        day=snapshot.day,
        place=snapshot.place,
        file_name=snapshot.file_name,
        rounds=snapshot.rounds,
        added_at=datetime.now(UTC),
    )
    session.add(concours)
    session.flush()
    assert concours.id is not None
    for team in snapshot.teams:
        row = club.ConcoursTeam(
            concours_id=concours.id,
            number=team.number,
            name=team.name,
            rank=team.rank,
            withdrawn=team.withdrawn,
            wins=team.wins,
            byes=team.byes,
            marks=team.marks,
            table_marks=team.table_marks,
        )
        session.add(row)
        session.flush()
        assert row.id is not None
        session.add_all(
            club.ConcoursPlayer(
                team_id=row.id,
                position=position,
                first_name=player.first_name,
                surname=player.surname,
                club=player.club,
                licence=player.licence,
            )
            for position, player in enumerate(team.players, start=1)
        )
    return concours


def _snapshot(session: Session, concours: club.Concours) -> ConcoursSnapshot:
    teams = session.exec(
        select(club.ConcoursTeam)
        .where(club.ConcoursTeam.concours_id == concours.id)
        .order_by(col(club.ConcoursTeam.rank), col(club.ConcoursTeam.number))
    ).all()
    players: dict[int, list[PlayerLine]] = {}
    query = (
        select(club.ConcoursPlayer)
        .join(club.ConcoursTeam)
        .where(club.ConcoursTeam.concours_id == concours.id)
        .order_by(col(club.ConcoursPlayer.position))
    )
    for player in session.exec(query):
        players.setdefault(player.team_id, []).append(
            PlayerLine(
                first_name=player.first_name,
                surname=player.surname,
                club=player.club,
                licence=player.licence,
            )
        )
    return ConcoursSnapshot(
        identity=concours.identity,
        name=concours.name,
        day=concours.day,
        place=concours.place,
        file_name=concours.file_name,
        rounds=concours.rounds,
        teams=tuple(
            TeamLine(
                number=team.number,
                name=team.name,
                rank=team.rank,
                withdrawn=team.withdrawn,
                wins=team.wins,
                byes=team.byes,
                marks=team.marks,
                table_marks=team.table_marks,
                players=tuple(players.get(team.id or 0, ())),
            )
            for team in teams
        ),
    )


def _team_count(session: Session, concours: club.Concours) -> int:
    return len(
        session.exec(
            select(club.ConcoursTeam.id).where(club.ConcoursTeam.concours_id == concours.id)
        ).all()
    )


def _info(number: int, concours: club.Concours, teams: int) -> ConcoursInfo:
    return ConcoursInfo(
        number=number,
        name=concours.name,
        day=concours.day,
        place=concours.place,
        file_name=concours.file_name,
        teams=teams,
        rounds=concours.rounds,
    )


def _held(number: int) -> str:
    if number == 0:
        return "il n'en a encore aucun"
    return f"il en a {number}, numérotés de 1 à {number}" if number > 1 else "il en a un, le n° 1"
