"""Drawing the finals: the brackets seeded from the standings, then each stage in its round.

:func:`start_finals` seeds the final bracket with the first teams of the
standings after the last qualifying round, and the consolante with the
next ones (or all the others), then draws their first stage as the next
round. Each later draw of a round (:func:`tournoi.services.draws.draw_round`,
whatever its method) draws the next stage: the winners of two neighbouring
matches meet. Every stage of both brackets is one round, the final's tables
first; a seed with a bye sits out the first stage.
"""

from __future__ import annotations

from sqlalchemy import delete
from sqlalchemy import select as sa_select
from sqlmodel import Session, col

from tournoi.services import audit, integrity
from tournoi.services import settings as settings_service
from tournoi.services.draws.collector import collector_paused
from tournoi.services.draws.views import DrawMethod, RoundView, id_of, snapshot, view_of
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.finals.bracket import QUALIFIED, Bracket, Consolante
from tournoi.services.finals.state import BracketState, FinalsState, Match, read_state
from tournoi.services.standings import standings_before
from tournoi.services.team_info import last_round_number
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import insert_rows, table_of, typed_rows


class FinalsError(ServiceError):
    """A choice of the finals that cannot be: the number of qualified teams."""


def start_finals(db: Database, *, qualified: int, consolante: Consolante, who: str) -> RoundView:
    """Seed the brackets on the standings and draw their first stage as the next round.

    Refused once a stage is drawn (cancel its round first), before any round
    is played, and while the last round has a partie without a result.
    """
    if qualified not in QUALIFIED:
        raise FinalsError(
            f"Finale à {qualified} équipes : une finale se joue à "
            f"{', '.join(map(str, QUALIFIED[:-1]))} ou {QUALIFIED[-1]} équipes.",
            field="qualified",
        )
    integrity.refuse_draw_if_unsound(db)
    from tournoi.services.draws.drawing import (  # noqa: PLC0415 (it imports this module)
        check_previous_complete,
        draw_in,
    )

    with collector_paused(), db.session(checked_write=True) as session:
        if finals_under_way(session):
            raise StateError(
                "La phase finale est déjà tirée : annulez le tirage de ses tours pour la refaire."
            )
        check_previous_complete(session, last_round_number(session) + 1)  # the seeds' standings
        _seed(session, qualified=qualified, consolante=consolante, who=who)
        return draw_in(session, db, method=DrawMethod.FINALE, who=who)


def finals_under_way(session: Session) -> bool:
    """Whether a stage of the finals is drawn: the next draw is the next stage."""
    return session.exec(sa_select(models.BracketPartie.partie_id).limit(1)).first() is not None  # type: ignore[call-overload]


def draw_stage(session: Session, db: Database, *, number: int, who: str) -> RoundView:
    """Draw the next stage of the finals as round ``number``, the previous round finished."""
    state = read_state(session)
    if state is None:
        raise StateError(
            "Aucune phase finale n'est tirée : tirez-la d'abord (page Tours, « Phase finale », "
            "ou tournoi finals)."
        )
    stage = state.drawn_stages + 1
    if number != state.after_round + stage:
        raise StateError(
            f"La phase finale a été préparée après le tour {state.after_round} ; un tour de "
            "qualification a été tiré depuis : tirez-la de nouveau."
        )
    matches = _next_matches(state, stage)
    if db.path is not None:
        db.backup(f"avant tirage tour {number}")
    end = "§10.4" if settings_service.load(session).rules.is_contree else "§10.3"
    round_row = _store(session, number, matches, end=end)
    view = view_of(session, round_row)
    titles = ", ".join(
        f"{bracket.bracket.french.lower()} : {bracket.stage_title(stage).lower()}"
        for bracket in state.brackets
        if stage <= len(bracket.matches)
    )
    audit.record(
        session,
        who=who,
        action="round.draw",
        round_id=round_row.id,
        message=f"Tour {number} tiré (phase finale, {titles}) : {len(view.tables)} tables.",
        after=snapshot(view),
    )
    return view


# Inside a transaction


def _seed(session: Session, *, qualified: int, consolante: Consolante, who: str) -> None:
    """Store the phase and each bracket's seeds, replacing a phase whose stages were cancelled."""
    after = last_round_number(session)
    if after == 0:
        raise StateError("Aucun tour n'est joué : la phase finale suit les tours de qualification.")
    ranked = [row for row in standings_before(session, after + 1) if not row.withdrawn]
    if len(ranked) < qualified:
        raise FinalsError(
            f"Finale à {qualified} équipes : seules {len(ranked)} équipes sont classées.",
            field="qualified",
        )
    finale, rest = ranked[:qualified], ranked[qualified:]
    second = {Consolante.NONE: [], Consolante.NEXT: rest[:qualified], Consolante.ALL: rest}
    chosen = second[consolante]
    if consolante is not Consolante.NONE and len(chosen) < 2:
        raise FinalsError(
            f"Consolante : il ne reste que {len(chosen)} équipe après les {qualified} "
            "qualifiés, il en faut deux au moins.",
            field="consolante",
        )
    for table in (models.BracketSeed, models.FinalPhase):
        session.execute(delete(table))
    session.add(
        models.FinalPhase(qualified=qualified, consolante=consolante.value, after_round=after)
    )
    ids = _team_ids(session)
    for bracket, rows in ((Bracket.FINALE, finale), (Bracket.CONSOLANTE, chosen)):
        session.add_all(
            models.BracketSeed(bracket=bracket.value, seed=seed, team_id=ids[row.number])
            for seed, row in enumerate(rows, start=1)
        )
    session.flush()
    audit.record(
        session,
        who=who,
        action="finals.seed",
        message=f"Phase finale après le tour {after} : finale à {qualified} équipes"
        + (f", consolante à {len(chosen)} équipes." if chosen else ", sans consolante."),
    )


def _team_ids(session: Session) -> dict[int, int]:
    team = models.Team
    rows = typed_rows(session, sa_select(col(team.number), col(team.id)))
    return {int(number): int(team_id) for number, team_id in rows}


def _next_matches(state: FinalsState, stage: int) -> list[tuple[Bracket, Match]]:
    """The matches of ``stage`` to play, the final's first; refused while one has no teams."""
    found: list[tuple[Bracket, Match]] = []
    for bracket in state.brackets:
        if stage > len(bracket.matches):
            continue
        if stage > 1:
            _check_decided(bracket, stage - 1)
        found += [(bracket.bracket, match) for match in bracket.matches[stage - 1] if not match.bye]
    if not found:
        champions = ", ".join(
            f"{b.bracket.french.lower()} : équipe {b.champion.number}"
            for b in state.brackets
            if b.champion is not None
        )
        raise StateError(f"La phase finale est finie ({champions}) : il n'y a plus rien à tirer.")
    return found


def _check_decided(bracket: BracketState, stage: int) -> None:
    for match in bracket.matches[stage - 1]:
        if match.winner is not None:
            continue
        where = f"table {match.table} du tour {match.round}"
        if match.drawn:
            raise StateError(
                f"{bracket.bracket.french}, {where} : la partie est à égalité. Une partie à "
                "élimination directe ne peut finir à égalité : une nouvelle donne est jouée "
                "jusqu'à ce que l'égalité soit rompue ; saisissez-la.",
                paragraph="§10.4",
            )
        raise StateError(f"{bracket.bracket.french}, {where} : la partie n'a pas de résultat.")


def _store(
    session: Session, number: int, matches: list[tuple[Bracket, Match]], *, end: str
) -> models.Round:
    """The round, its parties (the better seed as team A) and their places in the brackets;
    each table's note says that its partie cannot end equal, and by which rule (``end``)."""
    round_row = models.Round(
        number=number, method=DrawMethod.FINALE.value, standings_basis="", drawn_at=audit.now()
    )
    session.add(round_row)
    session.flush()
    round_id, ids = id_of(round_row), _team_ids(session)
    seats = []
    for table, (bracket, match) in enumerate(matches, start=1):
        assert match.a is not None and match.b is not None
        first, second = (match.a, match.b), (match.seed_a, match.seed_b)
        if (second[1] or 0) < (second[0] or 0):
            first, second = (match.b, match.a), (match.seed_b, match.seed_a)
        note = (
            f"{bracket.french} : tête de série {second[0]} contre {second[1]} ; élimination "
            f"directe, une nouvelle donne départage des totaux égaux ({end})."
        )
        seats.append((round_id, table, ids[first[0].number], ids[first[1].number], note))
    partie = table_of(models.Partie)
    insert_rows(
        session, partie, ("round_id", "table_number", "team_a_id", "team_b_id", "note"), seats
    )
    rows = typed_rows(
        session,
        sa_select(col(models.Partie.table_number), col(models.Partie.id)).where(
            col(models.Partie.round_id) == round_id
        ),
    )
    by_table = {int(table): int(partie_id) for table, partie_id in rows}
    insert_rows(
        session,
        table_of(models.BracketPartie),
        ("partie_id", "bracket", "stage", "slot"),
        [
            (by_table[table], bracket.value, match.stage, match.slot)
            for table, (bracket, match) in enumerate(matches, start=1)
        ],
    )
    return round_row
