"""Exchanging the places of two teams of a round (tables or bye), before any result of it."""

from __future__ import annotations

from dataclasses import replace

from sqlalchemy import or_
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.draws.views import (
    RoundView,
    check_untouched,
    find_round,
    id_of,
    snapshot,
    view_of,
)
from tournoi.services.errors import NotFoundError, ServiceError, StateError
from tournoi.services.scores.claim import lock_parties
from tournoi.services.settings import Format
from tournoi.services.standings import results
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import typed_rows


def swap_teams(db: Database, *, round_number: int, first: int, second: int, who: str) -> RoundView:
    """Exchange the places of two teams (tables or bye) before any donne of the round."""
    with db.session(checked_write=True) as session:
        round_row = find_round(session, round_number)
        lock_parties(session, round_row.id)  # no phone's donne lands between check and swap
        check_untouched(session, round_row, "échanger des équipes")
        ids = _team_ids(session)
        if first == second:
            raise ServiceError("Choisissez deux équipes différentes à échanger.")
        places = [_place_of(session, round_row, ids.get(n), n) for n in (first, second)]
        if places[0][0] is not None and places[0][0] is places[1][0]:
            raise ServiceError(f"Les équipes {first} et {second} jouent déjà l'une contre l'autre.")
        if any(partie is None for partie, _side in places):
            _refuse_melee_exempts(session)
        before = view_of(session, round_row)
        note = f"Échange manuel par l'arbitre (équipes {first} et {second})."
        for (partie, side), team_number in zip(places, (second, first), strict=True):
            team_id = ids[team_number]
            if partie is None:
                round_row.bye_team_id = team_id
                round_row.bye_note = note
                session.add(round_row)
            else:
                setattr(partie, side, team_id)
                partie.note = note
                # Its sheet names other teams now: a phone still showing the old ones is
                # refused (its write is made at the version it showed), not credited to them.
                partie.version += 1
                partie.updated_at, partie.updated_by = audit.now(), who
                session.add(partie)
        session.flush()
        for partie, _side in places:
            if partie is not None:
                _check_fixed(session, partie)
        results.refresh_bye(
            session, round_id=id_of(round_row), settings=settings_service.load(session)
        )
        audit.record(
            session,
            who=who,
            action="round.swap",
            round_id=round_row.id,
            message=f"Tour {round_number} : équipes {first} et {second} échangées.",
            before=snapshot(before),
            after=snapshot(view := _swapped(before, first, second, note)),
        )
        return view


def _refuse_melee_exempts(session: Session) -> None:
    """A mêlée's exempt players are one to three, drawn among those exempted least often: put
    at a table in a pair's place, one or three would play there, and a pair would sit out
    before its turn."""
    if settings_service.load(session).format is Format.MELEE:
        raise StateError(
            "À la mêlée, les exempts ne s'échangent pas avec une paire : ils ne forment pas "
            "une paire, et le tirage les a choisis parmi les moins souvent exempts. Annulez "
            "le tirage pour en faire un autre."
        )


def _swapped(view: RoundView, first: int, second: int, note: str) -> RoundView:
    """The round ``view`` once ``first`` and ``second`` exchanged places, as :func:`view_of`
    reads it back: their tables (or the bye) get ``note``, nothing else changes."""
    teams = {t.number: t for table in view.tables for t in (table.a, table.b)}
    if view.bye is not None:
        teams[view.bye.number] = view.bye
    other = {first: teams[second], second: teams[first]}
    tables = tuple(
        replace(
            table, a=other.get(table.a.number, table.a), b=other.get(table.b.number, table.b),
            note=note,
        )
        if {table.a.number, table.b.number} & other.keys()
        else table
        for table in view.tables
    )  # fmt: skip
    if view.bye is None or view.bye.number not in other:
        return replace(view, tables=tables)
    return replace(view, tables=tables, bye=other[view.bye.number], bye_note=note)


# Inside a transaction


def _team_ids(session: Session) -> dict[int, int]:
    """Every team's id by its number."""
    team = models.Team
    rows = typed_rows(session, sa_select(col(team.number), col(team.id)))
    return {number: team_id for number, team_id in rows if team_id is not None}


def _place_of(
    session: Session, round_row: models.Round, team_id: int | None, number: int
) -> tuple[models.Partie | None, str]:
    if team_id is None:
        raise NotFoundError(f"Il n'y a pas d'équipe numéro {number}.")
    if round_row.bye_team_id == team_id:
        return None, "bye"
    partie = models.Partie
    found = session.exec(
        select(partie).where(
            partie.round_id == round_row.id,
            or_(col(partie.team_a_id) == team_id, col(partie.team_b_id) == team_id),
        )
    ).first()
    if found is None:
        raise NotFoundError(f"L'équipe {number} n'est pas tirée au tour {round_row.number}.")
    return found, "team_a_id" if found.team_a_id == team_id else "team_b_id"


def _check_fixed(session: Session, partie: models.Partie) -> None:
    for team_id in (partie.team_a_id, partie.team_b_id):
        team = session.get(models.Team, team_id)
        assert team is not None
        if team.fixed_table is not None and team.fixed_table != partie.table_number:
            raise ServiceError(
                f"L'équipe {team.number} a une table fixe (table {team.fixed_table}) : "
                "elle ne peut pas changer de table."
            )
