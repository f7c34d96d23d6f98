"""Drawing the finals: each stage of the brackets in its round.

The brackets are seeded and their first stage drawn by
:func:`~tournoi.services.draws.finals_seeding.start_finals`. Each later draw of a round (:func:`tournoi.services.draws.draw_round`,
whatever its method) draws the next stage: the winners of two neighbouring
matches meet. Every stage of both brackets is one round, the final's tables
first; a seed with a bye sits out the first stage.
"""

from __future__ import annotations

from sqlalchemy import delete
from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.draws.views import DrawMethod, RoundView, id_of, snapshot, view_of
from tournoi.services.errors import StateError
from tournoi.services.finals.bracket import Bracket, Consolante
from tournoi.services.finals.state import BracketState, FinalsState, Match, read_state
from tournoi.services.scores import TeamRef
from tournoi.services.settings import KnockoutTie
from tournoi.storage import Database, models
from tournoi.storage.plain_rows import insert_rows, table_of, typed_rows


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
    if state.consolante is Consolante.LOSERS and stage == 1 + state.consolante.offset:
        state = _seed_losers(session, state, who=who)
    matches = _next_matches(state, stage)
    if db.path is not None:
        db.backup(f"avant tirage tour {number}")
    settings = settings_service.load(session)
    end = _tie_note(settings.knockout_tie, contree=settings.rules.is_contree)
    stage_titles = {
        bracket.bracket: bracket.stage_title(own)
        for bracket in state.brackets
        if (own := bracket.own_stage(stage)) is not None
    }
    round_row = _store(session, number, matches, end=end, stages=stage_titles)
    view = view_of(session, round_row)
    titles = ", ".join(
        f"{which.french.lower()} : {title.lower()}" for which, title in stage_titles.items()
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


def _tie_note(tie_break: KnockoutTie, *, contree: bool) -> str:
    """How a table of the finals breaks equal totals, in the words of its note."""
    if tie_break is KnockoutTie.BETTER_SEED:
        return (
            "totaux égaux : pas de donne de plus, la tête de série la mieux classée passe "
            "(règle de l'organisateur)"
        )
    return f"une nouvelle donne départage des totaux égaux ({'§10.4' if contree else '§10.3'})"


# Inside a transaction


def unseed_undrawn_losers(session: Session) -> None:
    """Forget the seeds of a losers' consolante none of whose matches is drawn (its round just
    cancelled): it is seeded anew with that round's draw, and shows none until then."""
    phase = session.exec(select(models.FinalPhase)).first()
    if phase is None or phase.consolante != Consolante.LOSERS.value:
        return
    place, seeds = models.BracketPartie, models.BracketSeed
    drawn = session.execute(
        sa_select(col(place.partie_id))
        .where(col(place.bracket) == Bracket.CONSOLANTE.value)
        .limit(1)
    ).first()
    if drawn is None:
        session.execute(delete(seeds).where(col(seeds.bracket) == Bracket.CONSOLANTE.value))


def _seed_losers(session: Session, state: FinalsState, *, who: str) -> FinalsState:
    """Seed the consolante with the losers of the final bracket's first stage, the best of
    the qualifying standings first (their seeds in the final bracket), and read the finals
    again; seeded anew at each draw of the stage, should a first stage's result have been
    corrected after its round was cancelled (:func:`unseed_undrawn_losers`)."""
    main = state.bracket(Bracket.FINALE)
    assert main is not None
    _check_decided(main, 1)
    seed_of = {team.number: seed for seed, team in enumerate(main.seeds, start=1)}
    gone = _withdrawn(session)  # a team withdrawn (by forfeit) plays on no more: a bye
    losers = sorted(
        (
            loser
            for match in main.matches[0]
            if (loser := _loser(match)) is not None and loser.number not in gone
        ),
        key=lambda team: seed_of[team.number],
    )
    if len(losers) < 2:
        losers = []
    seeds = models.BracketSeed
    session.execute(delete(seeds).where(col(seeds.bracket) == Bracket.CONSOLANTE.value))
    ids = team_ids(session)
    session.add_all(
        seeds(bracket=Bracket.CONSOLANTE.value, seed=seed, team_id=ids[team.number])
        for seed, team in enumerate(losers, start=1)
    )
    session.flush()
    words = ", ".join(
        f"tête de série {seed}, équipe {team.number}" for seed, team in enumerate(losers, start=1)
    )
    audit.record(
        session,
        who=who,
        action="finals.seed",
        message=f"{state.consolante_words} : "
        + (words or "moins de deux perdants encore inscrits, pas de consolante")
        + ".",
    )
    seeded = read_state(session)
    assert seeded is not None
    return seeded


def _withdrawn(session: Session) -> set[int]:
    team = models.Team
    query = sa_select(col(team.number)).where(col(team.withdrawn_after).is_not(None))
    return {int(number) for (number,) in typed_rows(session, query)}


def _loser(match: Match) -> TeamRef | None:
    """The team ``match`` put out, ``None`` for a bye."""
    if match.bye or match.winner is None:
        return None
    return match.b if match.winner == match.a else match.a


def team_ids(session: Session) -> dict[int, int]:
    team = models.Team
    rows = typed_rows(session, sa_select(col(team.number), col(team.id)))
    return {int(number): int(team_id) for number, team_id in rows}


def _next_matches(state: FinalsState, stage: int) -> list[tuple[Bracket, Match]]:
    """The matches of ``stage`` to play, the final's first; refused while one has no teams."""
    found: list[tuple[Bracket, Match]] = []
    for bracket in state.brackets:
        own = bracket.own_stage(stage)
        if own is None:
            continue
        if own > 1:
            _check_decided(bracket, own - 1)
        found += [(bracket.bracket, match) for match in bracket.matches[own - 1] if not match.bye]
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
        if match.held:
            raise StateError(
                f"{bracket.bracket.french}, {where} : la partie est à égalité. Une partie à "
                "élimination directe ne peut finir à égalité : une nouvelle donne est jouée "
                "jusqu'à ce que l'égalité soit rompue ; saisissez-la.",
                paragraph="§10.4",
            )
        raise StateError(f"{bracket.bracket.french}, {where} : la partie n'a pas de résultat.")


def _store(
    session: Session,
    number: int,
    matches: list[tuple[Bracket, Match]],
    *,
    end: str,
    stages: dict[Bracket, str],
) -> models.Round:
    """The round, its parties (the better seed as team A) and their places in the brackets;
    each table's note says its bracket and stage (``stages``), and how equal totals are
    decided (``end``)."""
    round_row = models.Round(
        number=number, method=DrawMethod.FINALE.value, standings_basis="", drawn_at=audit.now()
    )
    session.add(round_row)
    session.flush()
    round_id, ids = id_of(round_row), team_ids(session)
    seats = []
    for table, (bracket, match) in enumerate(matches, start=1):
        assert match.a is not None and match.b is not None
        first, second = (match.a, match.b), (match.seed_a, match.seed_b)
        if (second[1] or 0) < (second[0] or 0):
            first, second = (match.b, match.a), (match.seed_b, match.seed_a)
        note = (
            f"{bracket.french}, {stages[bracket].lower()} : tête de série {second[0]} contre "
            f"{second[1]} ; élimination directe, {end}."
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
