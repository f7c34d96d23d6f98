"""A finished concours read from its tournament file: what a challenge keeps of it.

Its final standings, per team with its players, and the tournament's own
identity (the instant it was created and its name), which a renamed or copied
file keeps: the same concours is recognised whatever its file is called.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from sqlalchemy import func
from sqlalchemy import select as sa_select
from sqlmodel import Session, select

from engine.words import count
from tournoi.services import settings as settings_service
from tournoi.services.challenge.errors import ConcoursUnfinished
from tournoi.services.integrity import soundness as integrity
from tournoi.services.ranking import Outcome
from tournoi.services.scores import PartieState
from tournoi.services.standings.current import standings_before
from tournoi.services.teams.info import team_infos
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import table_of


@dataclass(frozen=True, slots=True, kw_only=True)
class PlayerLine:
    first_name: str
    surname: str
    club: str | None = None
    licence: str | None = None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.surname}"


@dataclass(frozen=True, slots=True, kw_only=True)
class TeamLine:
    """One team's line of the final standings, with what the challenge's rules count."""

    number: int
    name: str
    rank: int
    withdrawn: bool
    wins: int
    """Parties won, at the table or by forfeit."""
    byes: int
    marks: int
    """Every mark, the byes' included as the tournament counted them."""
    table_marks: int
    """The marks of the parties played, byes left out."""
    players: tuple[PlayerLine, ...]


@dataclass(frozen=True, slots=True, kw_only=True)
class ConcoursSnapshot:
    identity: str
    name: str
    day: date | None
    place: str
    file_name: str
    rounds: int
    teams: tuple[TeamLine, ...]
    organiser: str = ""
    """The club that organised it, as typed in the tournament (not kept in the challenge)."""


def read_concours(path: Path) -> ConcoursSnapshot:
    """The finished concours in the tournament file ``path``; an unfinished one is refused, and
    one whose stored results the donnes do not give."""
    db = tournaments.open_tournament(path)
    try:
        integrity.refuse_if_unsound(
            db, refused="Concours refusé", until="avant de l'ajouter au challenge"
        )
        with db.session() as session:
            tournament = session.exec(select(models.Tournament)).one()
            rounds = settings_service.load(session).rounds
            _refuse_unfinished(session, tournament.name, rounds)
            teams = _teams(session)
            return ConcoursSnapshot(
                identity=identity_of(tournament),
                name=tournament.name,
                day=tournament.day,
                place=tournament.place,
                organiser=tournament.organiser,
                file_name=path.name,
                rounds=rounds,
                teams=teams,
            )
    finally:
        db.close()


def identity_of(tournament: models.Tournament) -> str:
    """The tournament's own identity: the instant it was created and its name."""
    return f"{tournament.created_at.isoformat()} {tournament.name}"


def concours_identity(db: Database) -> str:
    """The identity of the open tournament ``db``, finished or not."""
    with db.session() as session:
        return identity_of(session.exec(select(models.Tournament)).one())


def _refuse_unfinished(session: Session, name: str, rounds: int) -> None:
    partie = table_of(models.Partie).c
    drawn = session.execute(
        sa_select(func.count()).select_from(table_of(models.Round))
    ).scalar_one()
    over = (PartieState.FINISHED.value, PartieState.VALIDATED.value)
    playing = session.execute(sa_select(func.count()).where(partie.state.not_in(over))).scalar_one()
    if drawn < rounds:
        raise ConcoursUnfinished(
            f"Le concours « {name} » n'est pas terminé : {count(drawn, 'tour tiré', 'tours tirés')}"
            f" sur {rounds}. Ajoutez-le au challenge une fois sa dernière partie jouée.",
            field="concours",
        )
    if playing:
        unfinished = count(playing, "partie n'est pas finie", "parties ne sont pas finies")
        raise ConcoursUnfinished(
            f"Le concours « {name} » n'est pas terminé : {unfinished}. "
            "Ajoutez-le au challenge une fois sa dernière partie jouée.",
            field="concours",
        )


def _teams(session: Session) -> tuple[TeamLine, ...]:
    result, team = table_of(models.Result), table_of(models.Team)
    rows = session.execute(
        sa_select(team.c.number, result.c.outcome, result.c.marks_for).join(
            team, team.c.id == result.c.team_id
        )
    ).all()
    wins: Counter[int] = Counter()
    byes: Counter[int] = Counter()
    table_marks: Counter[int] = Counter()
    for number, outcome, marks in rows:
        if outcome in (Outcome.WIN, Outcome.FORFEIT_WIN):
            wins[number] += 1
        if outcome == Outcome.BYE:
            byes[number] += 1
        else:
            table_marks[number] += marks
    infos = {info.number: info for info in team_infos(session)}
    return tuple(
        TeamLine(
            number=row.number,
            name=row.name,
            rank=row.rank,
            withdrawn=row.withdrawn,
            wins=wins[row.number],
            byes=byes[row.number],
            marks=row.points_for,
            table_marks=table_marks[row.number],
            players=tuple(
                PlayerLine(
                    first_name=p.first_name, surname=p.surname, club=p.club, licence=p.licence
                )
                for p in infos[row.number].players
            ),
        )
        for row in standings_before(session, None)
    )
