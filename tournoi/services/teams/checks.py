"""What registration refuses: a team's players, its number and its fixed table."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from sqlmodel import Session, select

from tournoi.files.text import Text, checked_text
from tournoi.services.errors import ServiceError
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import models

MAX_NUMBER: Final = 9999
"""The highest team number and fixed table: four digits, as a score sheet and a team file
have room for."""


def clean_players(players: Sequence[PlayerInfo]) -> tuple[PlayerInfo, PlayerInfo]:
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


def check_number_range(number: int) -> None:
    if number <= 0:
        raise ServiceError(f"Numéro d'équipe {number} : un nombre entier positif est attendu.")
    if number > MAX_NUMBER:
        raise ServiceError(f"Numéro d'équipe {number} : {MAX_NUMBER} au plus.")


def check_number(session: Session, number: int) -> None:
    """A number typed for a team: in range and nobody else's."""
    check_number_range(number)
    if session.exec(select(models.Team).where(models.Team.number == number)).first():
        raise ServiceError(f"Le numéro {number} est déjà celui d'une autre équipe.")


def check_licences(session: Session, players: Sequence[PlayerInfo], *, exclude: int | None) -> None:
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


def check_fixed_table(session: Session, table: int | None, *, exclude: int | None) -> None:
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
