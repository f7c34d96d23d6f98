"""The register's players and pairs: found again by licence, else by name without accents.

Every function opens the register for one action and closes it: a file
(``CLUB.registre``), or a database of its own on the club's PostgreSQL server
(:data:`Place`), the same tables either way. A person is
the same from one concours to the next when the licence is the same; without
licence, when the name (accents, case and hyphens aside) belongs to one person
only of the register; two people of one name stay two, both suggested with
their club and licence for the organiser to choose.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path
from typing import Final

from sqlalchemy import or_
from sqlmodel import Session, col, select

from tournoi.files.text import Text, checked_text
from tournoi.services.errors import NotFoundError, ServiceError
from tournoi.services.register.places import Place, opened
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.teams.natural_order import folded
from tournoi.storage.club import RegisterFile, is_server_url
from tournoi.storage.club.register_models import RegisterPlayer, RegisterTeam

FILE_SUFFIX: Final = ".registre"
SUGGESTED: Final = 12
"""The most names suggested at once: more would not be read while typing."""


@dataclass(frozen=True, slots=True, kw_only=True)
class RegisteredPlayer:
    id: int
    first_name: str
    surname: str
    club: str | None
    licence: str | None

    @property
    def full_name(self) -> str:
        return f"{self.first_name} {self.surname}"

    @property
    def info(self) -> PlayerInfo:
        """The player as registration takes him."""
        return PlayerInfo(self.first_name, self.surname, club=self.club, licence=self.licence)


def create_register(path: Path) -> None:
    """A new, empty register at ``path`` (``CLUB.registre``)."""
    if path.suffix != FILE_SUFFIX:
        raise ServiceError(
            f"Un registre de joueurs se termine par {FILE_SUFFIX}, pas « {path.name} ».",
            field="file",
        )
    RegisterFile.create(path).close()


def open_or_create(place: Place) -> int:
    """The register at ``place``, made if it is not there yet (a file; on a server, an empty
    database is given its tables); how many people it holds."""
    if not is_server_url(place) and not Path(place).exists():
        create_register(Path(place))
    return len(people(place))


@dataclass(frozen=True, slots=True, kw_only=True)
class Suggestion:
    """A person suggested, with the partner he last played with (``None``: none known)."""

    person: RegisteredPlayer
    partner: RegisteredPlayer | None


def suggestions(place: Place, typed: str, *, limit: int = SUGGESTED) -> list[RegisteredPlayer]:
    """The players whose name, club or licence holds ``typed`` (accents and case aside), those
    whose name starts with it first."""
    if not folded(typed):
        return []
    with opened(place) as session:
        return _found(session, typed, limit)


def suggestions_with_partners(
    place: Place, typed: str, *, limit: int = SUGGESTED
) -> list[Suggestion]:
    """:func:`suggestions` with each one's usual partner, read in the same action: the person
    chosen then fills both players without asking the register again."""
    if not folded(typed):
        return []
    with opened(place) as session:
        found = _found(session, typed, limit)
        partners = _last_partners(session, [person.id for person in found])
    return [Suggestion(person=person, partner=partners.get(person.id)) for person in found]


def _found(session: Session, typed: str, limit: int) -> list[RegisteredPlayer]:
    words = folded(typed)
    found = session.exec(
        select(RegisterPlayer)
        .where(
            or_(
                col(RegisterPlayer.folded).contains(words),
                # Whatever the case, on PostgreSQL too (its LIKE minds it, SQLite's not).
                col(RegisterPlayer.licence).icontains(typed.strip()),
                col(RegisterPlayer.club).icontains(typed.strip()),
            )
        )
        .order_by(
            col(RegisterPlayer.surname), col(RegisterPlayer.first_name), col(RegisterPlayer.id)
        )
        .limit(limit * 4)
    ).all()
    ranked = sorted(found, key=lambda p: (not _starts(p, words), folded(p.surname)))
    return [_shown(player) for player in ranked[:limit]]


def _last_partners(session: Session, ids: list[int]) -> dict[int, RegisteredPlayer]:
    """The partner each of ``ids`` last played with, for those the register knows one of."""
    teams = session.exec(
        select(RegisterTeam)
        .where(or_(col(RegisterTeam.first_id).in_(ids), col(RegisterTeam.second_id).in_(ids)))
        .order_by(col(RegisterTeam.seen_at).desc(), col(RegisterTeam.id).desc())
    ).all()
    partners: dict[int, RegisteredPlayer] = {}
    for team in teams:
        for player, other in ((team.first_id, team.second_id), (team.second_id, team.first_id)):
            if player in ids and player not in partners:
                partners[player] = _shown(session.get_one(RegisterPlayer, other))
    return partners


def partner_of(place: Place, player_id: int) -> RegisteredPlayer | None:
    """The partner ``player_id`` last played with, if the register knows one."""
    with opened(place) as session:
        team = session.exec(
            select(RegisterTeam)
            .where(
                or_(
                    col(RegisterTeam.first_id) == player_id,
                    col(RegisterTeam.second_id) == player_id,
                )
            )
            .order_by(col(RegisterTeam.seen_at).desc(), col(RegisterTeam.id).desc())
        ).first()
        if team is None:
            return None
        other = team.second_id if team.first_id == player_id else team.first_id
        return _shown(session.get_one(RegisterPlayer, other))


def remember_teams(place: Place, teams: Iterable[Sequence[PlayerInfo]]) -> int:
    """Put the players of ``teams`` into the register (new ones added, known ones' club and
    licence brought up to date) with their pairs; the number of players added.

    A player without licence whose name several people of the register share is left as
    the register holds them: which one he is, the organiser says by choosing him among the
    suggestions (his licence then comes with him), and a third namesake is never made."""
    added = 0
    now = datetime.now(UTC)
    with opened(place) as session:
        for players in teams:
            ids = []
            for player in players:
                known, is_new = _remembered(session, player, now)
                added += is_new
                if known is not None:
                    ids.append(known)
            if len(ids) == 2 and ids[0] != ids[1]:
                _pair(session, sorted(ids), now)
    return added


def people(place: Place) -> list[RegisteredPlayer]:
    """Everyone in the register, by surname."""
    with opened(place) as session:
        rows = session.exec(
            select(RegisterPlayer).order_by(col(RegisterPlayer.folded), col(RegisterPlayer.id))
        ).all()
        return sorted(
            (_shown(row) for row in rows), key=lambda p: folded(f"{p.surname} {p.first_name}")
        )


def forget_person(place: Place, player_id: int) -> RegisteredPlayer:
    """Delete a person from the register, with the pairs he played in (the GDPR's erasure)."""
    with opened(place) as session:
        row = session.get(RegisterPlayer, player_id)
        if row is None:
            raise NotFoundError("Cette personne n'est plus dans le registre.", field="player")
        shown = _shown(row)
        # Its pairs go with it: the database deletes them (ON DELETE CASCADE).
        session.delete(row)
    return shown


def _starts(player: RegisterPlayer, words: str) -> bool:
    return player.folded.startswith(words) or folded(player.surname).startswith(words)


def _shown(row: RegisterPlayer) -> RegisteredPlayer:
    assert row.id is not None
    return RegisteredPlayer(
        id=row.id,
        first_name=row.first_name,
        surname=row.surname,
        club=row.club,
        licence=row.licence,
    )


def _remembered(session: Session, player: PlayerInfo, now: datetime) -> tuple[int | None, bool]:
    """The register's id of ``player``, added if new (``None``: one of several namesakes,
    which one unknown); whether it was added."""
    first = checked_text(player.first_name, Text.FIRST_NAME)
    surname = checked_text(player.surname, Text.SURNAME)
    club = checked_text(player.club or "", Text.CLUB) or None
    licence = checked_text(player.licence or "", Text.LICENCE) or None
    name = folded(f"{first} {surname}")
    namesakes = session.exec(select(RegisterPlayer).where(RegisterPlayer.folded == name)).all()
    if licence is None and len(namesakes) > 1:
        return None, False
    row = _known(session, namesakes, licence)
    is_new = row is None
    if row is None:
        row = RegisterPlayer(first_name=first, surname=surname, folded=name, seen_at=now)
    row.club = club or row.club
    row.licence = licence or row.licence
    row.seen_at = now
    session.add(row)
    session.flush()
    assert row.id is not None
    return row.id, is_new


def _known(
    session: Session, namesakes: Sequence[RegisterPlayer], licence: str | None
) -> RegisterPlayer | None:
    """The person ``licence`` names, else the one namesake who may be him."""
    if licence is not None:
        by_licence = session.exec(
            select(RegisterPlayer).where(RegisterPlayer.licence == licence)
        ).first()
        if by_licence is not None:
            return by_licence
    if licence is not None:  # a licence the register does not know: someone else's namesake?
        namesakes = [row for row in namesakes if row.licence is None]
    return namesakes[0] if len(namesakes) == 1 else None


def _pair(session: Session, ids: list[int], now: datetime) -> None:
    first, second = ids
    team = session.exec(
        select(RegisterTeam).where(RegisterTeam.first_id == first, RegisterTeam.second_id == second)
    ).first()
    if team is None:
        team = RegisterTeam(first_id=first, second_id=second, seen_at=now)
    team.seen_at = now
    session.add(team)
