"""A mêlée's rounds: the draw seats the players in pairs, and the pairs are that round's teams.

Each pair drawn becomes a ``Team`` row of its round (« équipe d'un tour »),
its two ``Player`` rows pointing to the registered players
(``Player.melee_player_id``); the players left over form the round's exempt
team. From there on a mêlée round is a round like any other: its parties,
donnes, results, sheets, phones and byes are the doublettes' own. The pairs
are numbered after the last team, in the order of the tables; a cancelled
draw takes its pairs away with it. The history the next draw avoids (partners,
opponents, byes) is read back from those pairs.
"""

from __future__ import annotations

import secrets
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import delete, func, update
from sqlalchemy import select as sa_select
from sqlalchemy.exc import IntegrityError
from sqlmodel import Session, col, select

from tournoi.files.text import LIMITS, Text
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.draws.collector import collector_paused
from tournoi.services.draws.drawing import check_previous_complete
from tournoi.services.draws.melee_views import (
    MeleeRoundView,
    melee_view,
    numbers_of,
    round_json,
)
from tournoi.services.draws.views import check_untouched, find_round, id_of
from tournoi.services.errors import ConflictError, StateError
from tournoi.services.integrity import soundness
from tournoi.services.melee.seats import seats_by_team
from tournoi.services.pairing.melee import (
    MeleeDraw,
    MeleeEntrant,
    MeleeHistory,
    Pair,
    melee_draw,
    pair_key,
)
from tournoi.services.scores.claim import lock_parties
from tournoi.services.standings import results
from tournoi.services.teams.checks import MAX_NUMBER
from tournoi.services.teams.info import last_round_number
from tournoi.services.teams.players import (
    MeleePlayerInfo,
    absent_players,
    players_in,
    require_melee,
)
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import insert_rows, table_of, typed_rows


def draw_melee_round(
    db: Database, *, seed: int | None = None, avoid_clubs: bool | None = None, who: str
) -> MeleeRoundView:
    """Draw the next round of a mêlée; ``seed`` replays a draw. ``avoid_clubs`` overrides the
    organiser's option for this draw only (``None`` keeps it)."""
    soundness.refuse_draw_if_unsound(db)
    with collector_paused(), db.session(checked_write=True) as session:
        require_melee(session)
        settings = settings_service.load(session)
        number = last_round_number(session) + 1
        if number > settings.rounds:
            raise StateError(
                f"Les {settings.rounds} tours prévus sont tous tirés : augmentez le nombre de "
                "tours pour en tirer un autre."
            )
        check_previous_complete(session, number)
        withdrawn = _withdraw_absent(session, who=who) if number == 1 else ()
        history = read_history(session)
        playing = [p for p in players_in(session) if p.plays_in(number)]
        if len(playing) < 4:
            raise StateError(
                f"Il faut au moins quatre joueurs pour tirer le tour {number}, pas {len(playing)}."
            )
        seed = secrets.randbelow(2**31) if seed is None else seed
        clubs = settings.avoid_same_club if avoid_clubs is None else avoid_clubs
        drawn = melee_draw(
            players=[_entrant(p, history.byes) for p in playing],
            history=history.meetings, seed=seed, avoid_clubs=clubs,
            rounds_left=settings.rounds - number,
        )  # fmt: skip
        if db.path is not None:
            db.backup(f"avant tirage tour {number}")
        round_row = _store(session, number, seed, drawn, {p.number: p for p in playing})
        results.refresh_bye(session, round_id=id_of(round_row), settings=settings)
        view = melee_view(session, number)
        audit.record(
            session, who=who, action="round.draw", round_id=round_row.id,
            message=f"Tour {number} tiré à la mêlée (graine {seed}"
            + (", joueurs d'un même club séparés" if clubs else "")
            + f") : {len(drawn.tables)} tables.",
            after=round_json(view),
        )  # fmt: skip
        return MeleeRoundView(
            number=view.number, seed=view.seed, tables=view.tables, bye=view.bye,
            bye_note=view.bye_note, withdrawn=withdrawn,
        )  # fmt: skip


def cancel_melee_draw(db: Database, *, round_number: int, who: str) -> None:
    """Cancel the last round's draw while nothing of it is entered; its pairs go with it."""
    with db.session(checked_write=True) as session:
        require_melee(session)
        round_row = find_round(session, round_number)
        lock_parties(session, round_row.id)
        if round_number != last_round_number(session):
            raise StateError(
                f"Seul le dernier tour tiré peut être annulé (le tour {last_round_number(session)})."
            )
        check_untouched(session, round_row, "annuler le tirage")
        before = round_json(melee_view(session, round_number))
        pairs = _pair_ids(session, round_number)
        session.delete(round_row)
        session.flush()
        session.execute(delete(models.Team).where(col(models.Team.id).in_(pairs)))
        # A player withdrawn after the cancelled draw is withdrawn before its redraw.
        player = models.MeleePlayer
        session.execute(
            update(player)
            .where(col(player.withdrawn_after) > round_number - 1)
            .values(withdrawn_after=round_number - 1)
        )
        audit.record(
            session, who=who, action="round.cancel",
            message=f"Tirage du tour {round_number} annulé.", before=before,
        )  # fmt: skip


@dataclass(frozen=True, slots=True, kw_only=True)
class History:
    meetings: MeleeHistory
    byes: dict[int, int]


def read_history(session: Session) -> History:
    """Who partnered and faced whom in which round, and each player's byes, from the pairs."""
    seated = seats_by_team(session)
    partners: dict[Pair, list[int]] = defaultdict(list)
    opponents: dict[Pair, list[int]] = defaultdict(list)
    for round_number, team_a, team_b in _parties(session):
        a, b = seated.get(team_a, ()), seated.get(team_b, ())
        for pair in (a, b):
            if len(pair) == 2:
                partners[pair_key(*pair)].append(round_number)
        for x in a:
            for y in b:
                opponents[pair_key(x, y)].append(round_number)
    byes: dict[int, int] = defaultdict(int)
    for (bye_team,) in typed_rows(
        session,
        sa_select(col(models.Round.bye_team_id)).where(col(models.Round.bye_team_id).is_not(None)),
    ):
        for player in seated.get(bye_team, ()):
            byes[player] += 1
    return History(meetings=MeleeHistory(partners=partners, opponents=opponents), byes=byes)


# Inside the draw's transaction


def _entrant(player: MeleePlayerInfo, byes: dict[int, int]) -> MeleeEntrant:
    return MeleeEntrant(number=player.number, club=player.club, byes=byes.get(player.number, 0))


def _withdraw_absent(session: Session, *, who: str) -> tuple[int, ...]:
    """Before the first draw, once a check-in has begun: the players not pointed present."""
    absent = absent_players(session)
    if not absent:
        return ()
    rows = session.exec(
        select(models.MeleePlayer).where(col(models.MeleePlayer.number).in_(absent))
    ).all()
    for row in rows:
        row.withdrawn_after = 0
        session.add(row)
    audit.record(
        session, who=who, action="melee.player.absent",
        message=f"Joueurs absents au pointage, non tirés : {', '.join(map(str, absent))}.",
        after={"players": absent},
    )  # fmt: skip
    return tuple(absent)


def _store(
    session: Session,
    number: int,
    seed: int,
    drawn: MeleeDraw,
    players: dict[int, MeleePlayerInfo],
) -> models.Round:
    """The round, its pairs as teams, their seats, then its parties."""
    pairs: list[tuple[int, ...]] = [side for t in drawn.tables for side in (t.a, t.b)]
    first = (session.exec(select(func.max(models.Team.number))).one() or 0) + 1
    if first + len(pairs) > MAX_NUMBER:
        raise StateError(
            f"Plus de numéros d'équipe libres pour les paires du tour {number} "
            f"({MAX_NUMBER} au plus)."
        )
    melee = models.MeleePlayer
    ids = numbers_of(session, sa_select(col(melee.number), col(melee.id)))
    team_ids = [
        _pair_team(session, number, first + i, group, players, ids=ids, exempt=i == len(pairs))
        for i, group in enumerate([*pairs, drawn.bye] if drawn.bye else pairs)
    ]
    round_row = models.Round(
        number=number, method="random", seed=seed, bye_team_id=team_ids[-1] if drawn.bye else None,
        bye_note=drawn.bye_note, standings_basis="", drawn_at=audit.now(),
    )  # fmt: skip
    session.add(round_row)
    try:
        session.flush()
    except IntegrityError as error:  # the round's number is unique: another station drew it first
        raise ConflictError(
            f"Le tour {number} vient d'être tiré sur un autre poste : regardez ses tables."
        ) from error
    insert_rows(
        session,
        table_of(models.Partie),
        ("round_id", "table_number", "team_a_id", "team_b_id", "note"),
        [
            (id_of(round_row), t.table, team_ids[2 * i], team_ids[2 * i + 1], t.note)
            for i, t in enumerate(drawn.tables)
        ],
    )
    return round_row


def _pair_team(
    session: Session,
    round_number: int,
    team_number: int,
    group: Sequence[int],
    players: dict[int, MeleePlayerInfo],
    *,
    ids: dict[int, int],
    exempt: bool,
) -> int:
    """One pair (or the exempt group) as a team of round ``round_number``; ``ids``: every
    registered player's id by number."""
    seated = [players[n] for n in group]
    name = f"Exempts du tour {round_number}" if exempt else pair_name(seated)
    team = models.Team(
        number=team_number, name=name, first_round=round_number, checked_in=True,
        created_at=audit.now(),
    )  # fmt: skip
    session.add(team)
    session.flush()
    assert team.id is not None
    for position, player in enumerate(seated, start=1):
        session.add(
            models.Player(
                team_id=team.id,
                position=position,
                first_name=player.first_name,
                surname=player.surname,
                club=player.club,
                melee_player_id=ids[player.number],
            )
        )
    return team.id


def _parties(session: Session) -> list[tuple[int, int, int]]:
    partie, round_ = models.Partie, models.Round
    rows = typed_rows(
        session,
        sa_select(col(round_.number), col(partie.team_a_id), col(partie.team_b_id)).join(
            round_, col(round_.id) == col(partie.round_id)
        ),
    )
    return [(number, team_a, team_b) for number, team_a, team_b in rows]


def _pair_ids(session: Session, round_number: int) -> list[int]:
    """The pairs (and the exempt group) of round ``round_number``."""
    team, player = models.Team, models.Player
    return [
        team_id
        for (team_id,) in typed_rows(
            session,
            sa_select(col(team.id))
            .where(col(team.first_round) == round_number)
            .where(
                col(team.id).in_(
                    sa_select(col(player.team_id)).where(col(player.melee_player_id).is_not(None))
                )
            ),
        )
    ]


def pair_name(seated: Sequence[MeleePlayerInfo]) -> str:
    """``12 Martin – 34 Petit``: the players' numbers, which they know, and their surnames;
    the numbers alone (``12 – 34``) when the surnames would make it longer than a team's name.
    """
    name = " – ".join(f"{p.number} {p.surname}" for p in seated)
    if len(name) <= LIMITS[Text.TEAM_NAME].length:
        return name
    return " – ".join(str(p.number) for p in seated)
