"""Registration: teams of two players, late arrivals, withdrawals."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import asdict

from sqlmodel import Session, func, select

from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services.errors import StateError
from tournoi.services.teams.checks import (
    check_fixed_table,
    check_licences,
    check_number,
    check_number_range,
    clean_players,
)
from tournoi.services.teams.info import (
    PlayerInfo,
    TeamInfo,
    find,
    info_of,
    infos_of,
    last_round_number,
    team_infos,
)
from tournoi.services.teams.players import refuse_teams_in_melee
from tournoi.storage import Database, models


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
    present: bool = False,
    paid: bool = False,
    who: str,
) -> TeamInfo:
    """Register a team; after a draw it is a late arrival, drawn from the next round on.

    A team registered at the door once check-in has begun comes ``present`` (and ``paid``
    when the fee is taken then), in the same transaction: it is never left out of a draw
    for want of a second click.
    """
    with db.session() as session:
        refuse_teams_in_melee(session)
        team = insert_team(
            session, players=players, number=number, name=name, fixed_table=fixed_table
        )
        team.checked_in, team.paid = present, paid
        return _audit_added(session, team, who=who)


def insert_team(
    session: Session,
    *,
    players: Sequence[PlayerInfo],
    number: int | None,
    name: str | None,
    fixed_table: int | None,
) -> models.Team:
    """Check and add one team in the caller's transaction."""
    players = clean_players(players)
    name = _team_name(name, players)
    if number is None:
        # The number after the last is free as read. Another station taking it at the
        # same instant is refused by the unique index (« un autre poste a enregistré la
        # même chose… »): reading it again here would instead tell this arbiter that a
        # number nobody typed belongs to another team.
        number = (session.exec(select(func.max(models.Team.number))).one() or 0) + 1
        check_number_range(number)
    else:
        check_number(session, number)
    check_fixed_table(session, fixed_table, exclude=None)
    check_licences(session, players, exclude=None)
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
    players = clean_players(players)
    name = _team_name(name, players)
    with db.session() as session:
        team = find(session, number)
        check_fixed_table(session, fixed_table, exclude=team.id)
        check_licences(session, players, exclude=team.id)

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
        _delete(session, team, info, who=who)
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
        check_fixed_table(session, team.fixed_table, exclude=team.id)
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
            added = _audit_added(session, team, who=who)
            if info.withdrawn_after is not None:
                added = withdraw_in(session, info.number, after=last_round_number(session), who=who)
            restored.append(added)
        return restored


def unimport_teams(db: Database, *, numbers: Sequence[int], who: str) -> list[TeamInfo]:
    """Undo an import: delete its teams, all or none (refused once one of them was drawn)."""
    with db.session() as session:
        found = [find(session, number) for number in numbers]
        infos = infos_of(session, found)
        played = [info.number for info in infos if info.has_played]
        if played:
            raise StateError(
                f"des équipes importées ont déjà été tirées ({', '.join(map(str, played))})\u00a0: "
                "supprimez-les une à une ou retirez-les."
            )
        for team, info in zip(found, infos, strict=True):
            _delete(session, team, info, who=who)
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


def _audit_added(session: Session, team: models.Team, *, who: str) -> TeamInfo:
    """The team just inserted, as the services show it, its registration audited."""
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


def _delete(session: Session, team: models.Team, info: TeamInfo, *, who: str) -> None:
    """Delete a team (``info`` as it was), the deletion audited."""
    audit.record(
        session,
        who=who,
        action="team.remove",
        message=f"Équipe {info.number} « {info.name} » supprimée.",
        before=asdict(info),
    )
    session.delete(team)


def _team_name(name: str | None, players: Sequence[PlayerInfo]) -> str:
    """The name typed, or the players' surnames when none is."""
    return checked_text(name or "", Text.TEAM_NAME) or default_name(players)
