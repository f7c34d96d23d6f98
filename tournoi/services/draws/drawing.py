"""Drawing a round: Swiss, random (seeded) or a predetermined rotation; redraws, cancels.

The pairing itself is :mod:`tournoi.services.pairing`; this module reads the
standings and the history, stores the round with the explanation of every
table, and keeps the audit trail. A backup copy of the file is made before
each draw. Two teams exchanged after the draw: :mod:`.swaps`.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from dataclasses import replace

from sqlalchemy import select as sa_select
from sqlalchemy import update
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.draws.collector import collector_paused
from tournoi.services.draws.field import Field, byes_before, met_before, read_field
from tournoi.services.draws.finals_stages import (
    draw_stage,
    finals_under_way,
    unseed_undrawn_losers,
)
from tournoi.services.draws.views import (
    DrawMethod,
    RoundView,
    TableView,
    check_untouched,
    find_round,
    id_of,
    snapshot,
    table_rows,
    view_of,
)
from tournoi.services.errors import ConflictError, StateError
from tournoi.services.integrity import soundness
from tournoi.services.pairing import (
    DrawResult,
    Entrant,
    RotationRound,
    random_draw,
    rotation_draw,
    rotation_schedule,
    swiss_draw,
)
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.scores.claim import lock_parties
from tournoi.services.standings import results
from tournoi.services.standings.current import draw_order
from tournoi.services.teams.check_in import absent_in
from tournoi.services.teams.info import last_round_number
from tournoi.services.teams.players import refuse_teams_in_melee
from tournoi.services.teams.registration import withdraw_in
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import insert_rows, table_of, typed_rows


def draw_round(
    db: Database,
    *,
    method: DrawMethod,
    seed: int | None = None,
    withdraw: Sequence[int] = (),
    avoid_clubs: bool | None = None,
    who: str,
) -> RoundView:
    """Draw the next round with ``method``; ``seed`` replays a random draw.

    The teams ``withdraw`` are withdrawn first (a team that lost by forfeit
    and will not come back); the first draw also withdraws, before round 1,
    the teams a check-in left absent. ``avoid_clubs`` changes the
    organiser's option for this draw and the next ones (``None`` keeps it).
    """
    soundness.refuse_draw_if_unsound(db)
    with collector_paused(), db.session(checked_write=True) as session:
        return _draw(
            session, db, method=method, seed=seed, withdraw=withdraw, avoid_clubs=avoid_clubs,
            who=who,
        )  # fmt: skip


def cancel_draw(
    db: Database, *, round_number: int, reinstate: Sequence[int] = (), who: str
) -> None:
    """Cancel the last round's draw, while nothing of it is entered.

    ``reinstate``: the teams that draw withdrew, registered again (undoing the draw).
    """
    with db.session(checked_write=True) as session:
        _cancel(session, round_number, reinstate=reinstate, who=who)


def redraw_round(
    db: Database,
    *,
    round_number: int,
    method: DrawMethod,
    seed: int | None = None,
    withdraw: Sequence[int] = (),
    reinstate: Sequence[int] = (),
    who: str,
) -> RoundView:
    """Draw the last round again, while nothing of it is entered, without the teams
    ``withdraw`` and with the teams ``reinstate`` (a team withdrawn after the draw,
    and its undoing)."""
    soundness.refuse_draw_if_unsound(db)
    with collector_paused(), db.session(checked_write=True) as session:
        _cancel(session, round_number, reinstate=reinstate, who=who)
        return _draw(
            session, db, method=method, seed=seed, withdraw=withdraw, avoid_clubs=None, who=who
        )


def draw_in(session: Session, db: Database, *, method: DrawMethod, who: str) -> RoundView:
    """Draw the next round in the caller's transaction (the finals, once seeded in it)."""
    return _draw(session, db, method=method, seed=None, withdraw=(), avoid_clubs=None, who=who)


def rotation_plan(db: Database) -> list[RotationRound]:
    """The whole predetermined rotation for the registered teams, to print before the day."""
    with db.session() as session:
        settings = settings_service.load(session)
        numbers = sorted(read_field(session, 1, clubs=False).teams)  # as the first draw reads them
    return rotation_schedule(teams=numbers, rounds=settings.rounds)


# Inside a transaction


def _draw(
    session: Session,
    db: Database,
    *,
    method: DrawMethod,
    seed: int | None,
    withdraw: Sequence[int],
    avoid_clubs: bool | None,
    who: str,
) -> RoundView:
    settings = settings_service.load(session)
    refuse_teams_in_melee(session)  # its pairs are drawn anew each round, never paired as teams
    number = last_round_number(session) + 1
    if method is DrawMethod.FINALE or finals_under_way(session):
        # The finals' stages follow the planned rounds and their brackets, not a method.
        check_previous_complete(session, number)
        return draw_stage(session, db, number=number, who=who)
    if number > settings.rounds:
        raise StateError(
            f"Les {settings.rounds} tours prévus sont tous tirés : augmentez le nombre de "
            "tours (page Tours) pour en tirer un autre."
        )
    check_previous_complete(session, number)
    if avoid_clubs is not None and avoid_clubs != settings.avoid_same_club:
        settings = replace(settings, avoid_same_club=avoid_clubs)
        _store_club_option(session, avoid_clubs, who=who)
    absent = absent_in(session) if number == 1 else []
    left_out = _withdraw(session, [*absent, *withdraw], after=number - 1, who=who)
    order = draw_order(session, db, number)
    clubs = settings.avoids_clubs(swiss=method is DrawMethod.SWISS, round_number=number)
    field = read_field(session, number, clubs=clubs)
    entrants = field.entrants(order, byes_before(session, number))
    if len(entrants) < 2:
        raise StateError(f"Il faut au moins deux équipes pour tirer le tour {number}.")
    met = met_before(session)
    if method is DrawMethod.RANDOM and seed is None:
        seed = secrets.randbelow(2**31)
    drawn = _pair(
        session, method, number=number, entrants=entrants, met=met, seed=seed, clubs=clubs,
        ids=field.ids,
    )  # fmt: skip
    if db.path is not None:
        db.backup(f"avant tirage tour {number}")
    basis = ",".join(str(row.number) for row in order)
    try:
        round_row = _store(session, number, method, seed, drawn, basis, ids=field.ids)
    except IntegrityError:  # the round's number is unique: another station drew it first
        raise ConflictError(
            f"Le tour {number} vient d'être tiré sur un autre poste : "
            "regardez ses tables avant de tirer le suivant."
        ) from None
    results.refresh_bye(session, round_id=id_of(round_row), settings=settings)
    view = _view(round_row, drawn, field)
    audit.record(
        session,
        who=who,
        action="round.draw",
        round_id=round_row.id,
        message=f"Tour {number} tiré ({method.french}"
        + (f", graine {seed}" if seed is not None else "")
        + (", équipes d'un même club séparées" if clubs else "")
        + f") : {len(drawn.tables)} tables.",
        after=snapshot(view),
    )
    return replace(view, withdrawn=left_out)


def _view(round_row: models.Round, drawn: DrawResult, field: Field) -> RoundView:
    """The round just stored, as :func:`view_of` reads it back: the parties as drawn, none
    started, none lost by forfeit; the teams as the field read them."""
    teams = field.teams
    tables = tuple(
        TableView(
            table=table.table,
            a=teams[table.a],
            b=teams[table.b],
            state=PartieState.NOT_STARTED,
            note=table.note,
        )
        for table in drawn.tables
    )
    return RoundView(
        number=round_row.number,
        method=DrawMethod(round_row.method),
        seed=round_row.seed,
        tables=tables,
        bye=None if drawn.bye is None else teams[drawn.bye],
        bye_note=round_row.bye_note,
    )


def _withdraw(
    session: Session, numbers: Sequence[int], *, after: int, who: str
) -> tuple[TeamRef, ...]:
    """Withdraw the teams ``numbers`` after round ``after`` (0: before the first)."""
    infos = [withdraw_in(session, n, after=after, who=who) for n in dict.fromkeys(numbers)]
    return tuple(TeamRef(info.number, info.name) for info in infos)


def _cancel(session: Session, round_number: int, *, reinstate: Sequence[int], who: str) -> None:
    round_row = find_round(session, round_number)
    lock_parties(session, round_row.id)  # no phone's donne lands between the check and the delete
    if round_number != last_round_number(session):
        raise StateError(
            f"Seul le dernier tour tiré peut être annulé (le tour {last_round_number(session)})."
        )
    check_untouched(session, round_row, "annuler le tirage")
    audit.record(
        session,
        who=who,
        action="round.cancel",
        message=f"Tirage du tour {round_number} annulé.",
        before=snapshot(view_of(session, round_row)),
    )
    session.delete(round_row)
    session.flush()
    unseed_undrawn_losers(session)
    # A team registered or withdrawn after the cancelled draw counts from its redraw:
    # a few rows change, among thousands, so the database picks them.
    team = models.Team
    session.execute(
        update(team).where(col(team.first_round) > round_number).values(first_round=round_number)
    )
    session.execute(
        update(team)
        .where(col(team.withdrawn_after) > round_number - 1)
        .values(withdrawn_after=round_number - 1)
    )
    back = session.execute(
        sa_select(col(team.id), col(team.number), col(team.name))
        .where(col(team.number).in_(reinstate))
        .order_by(col(team.number))
    ).all()
    session.execute(
        update(team).where(col(team.number).in_(reinstate)).values(withdrawn_after=None)
    )
    for team_id, number, name in back:
        audit.record(
            session,
            who=who,
            action="team.reinstate",
            message=f"Équipe {number} « {name} » de nouveau inscrite.",
            team_id=team_id,
        )
    session.flush()


def _store_club_option(session: Session, avoid: bool, *, who: str) -> None:
    row = session.exec(select(models.Settings)).one()
    row.avoid_same_club = avoid
    session.add(row)
    audit.record(
        session,
        who=who,
        action="settings.clubs",
        message="Équipes d'un même club séparées aux tirages."
        if avoid
        else "Équipes d'un même club plus séparées aux tirages.",
        before={"avoid_same_club": not avoid},
        after={"avoid_same_club": avoid},
    )


def _pair(
    session: Session,
    method: DrawMethod,
    *,
    number: int,
    entrants: list[Entrant],
    met: dict[int, dict[int, int]],
    seed: int | None,
    clubs: bool,
    ids: dict[int, int],
) -> DrawResult:
    """The pairing by ``method``; ``ids``: every team's id by number, as the field read them."""
    if method is DrawMethod.SWISS:
        return swiss_draw(entrants=entrants, met=met, avoid_clubs=clubs)
    if method is DrawMethod.RANDOM:
        assert seed is not None
        return random_draw(entrants=entrants, met=met, seed=seed, avoid_clubs=clubs)
    first = _teams_of_round(session, 1, ids) if number > 1 else None
    playing = sorted(e.number for e in entrants)
    if first is not None and sorted(first) != playing:
        raise StateError(
            "La rotation préétablie suppose les mêmes équipes à chaque tour ; depuis le "
            "premier tour des équipes sont arrivées ou se sont retirées. Tirez ce tour au "
            "système suisse ou au sort."
        )
    schedule = rotation_schedule(teams=playing, rounds=number)
    return rotation_draw(entrants=entrants, schedule_round=schedule[number - 1], met=met)


def _teams_of_round(session: Session, number: int, ids: dict[int, int]) -> list[int]:
    """The numbers of the teams drawn in round ``number``; ``ids``: every team's id by number."""
    round_row = find_round(session, number)
    drawn = {team_id for row in table_rows(session, round_row) for team_id in (row.a, row.b)}
    if round_row.bye_team_id is not None:
        drawn.add(round_row.bye_team_id)
    return [team_number for team_number, team_id in ids.items() if team_id in drawn]


def check_previous_complete(session: Session, number: int) -> None:
    """Refuse round ``number`` while a partie of the round before has no result."""
    if number == 1:
        return
    previous = find_round(session, number - 1)
    # A phone correcting the last donne of a table now either commits before this check,
    # or finds its round closed once the draw commits (claim.keep_submission).
    lock_parties(session, previous.id)
    partie, over = models.Partie, (PartieState.FINISHED.value, PartieState.VALIDATED.value)
    unfinished = [
        table
        for (table,) in typed_rows(
            session,
            sa_select(col(partie.table_number))
            .where(col(partie.round_id) == previous.id, col(partie.state).not_in(over))
            .order_by(col(partie.table_number)),
        )
    ]
    if unfinished:
        tables = ", ".join(str(t) for t in unfinished[:12]) + (" …" if len(unfinished) > 12 else "")
        raise StateError(
            f"Le tour {number - 1} n'est pas terminé : {len(unfinished)} table"
            f"{'s' if len(unfinished) > 1 else ''} sans résultat ({tables})."
        )


def _store(  # noqa: PLR0917 (one call site, in draw order)
    session: Session,
    number: int,
    method: DrawMethod,
    seed: int | None,
    drawn: DrawResult,
    basis: str,
    *,
    ids: dict[int, int],
) -> models.Round:
    """The round, then its parties in one statement: thousands of rows, not objects."""
    round_row = models.Round(
        number=number,
        method=method.value,
        seed=seed,
        bye_team_id=None if drawn.bye is None else ids[drawn.bye],
        bye_note=drawn.bye_note,
        standings_basis=basis,
        drawn_at=audit.now(),
    )
    session.add(round_row)
    session.flush()
    round_id = id_of(round_row)
    insert_rows(
        session,
        table_of(models.Partie),
        ("round_id", "table_number", "team_a_id", "team_b_id", "note"),
        [(round_id, table.table, ids[table.a], ids[table.b], table.note) for table in drawn.tables],
    )
    return round_row
