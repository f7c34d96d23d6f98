"""Where the finals stand: each bracket's matches, stage by stage, as the results give them.

A match's teams are the seeds of the first stage, then the winners of the
two matches above it. A seed without an opponent goes through (a bye); a
partie's winner is its result (a forfeit's too). A bracket partie stored
as a draw is decided by the organiser's tie-break
(:class:`~tournoi.services.settings.KnockoutTie`): under the FFB's, it holds
its match, and the next stage cannot be drawn until its sheet gives a winner
(one more donne, contrée §10.4, classique §10.3); under the organiser's own
rule, the partie stays equal and the better seed goes through (``by_seed``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, replace

from sqlalchemy import select as sa_select
from sqlmodel import Session, col, select

from tournoi.services import settings as settings_service
from tournoi.services.finals.bracket import Bracket, Consolante, first_matches, stage_name, stages
from tournoi.services.scores import PartieState, TeamRef
from tournoi.services.scores.knockout import seed_words
from tournoi.services.settings import KnockoutTie
from tournoi.storage import models
from tournoi.storage.plain_rows import typed_rows


@dataclass(frozen=True, slots=True, kw_only=True)
class Match:
    """One match of a bracket: ``b`` is ``None`` for a bye, a side ``None`` while unknown."""

    stage: int
    slot: int
    a: TeamRef | None
    b: TeamRef | None
    seed_a: int | None
    seed_b: int | None
    bye: bool = False
    round: int | None = None
    table: int | None = None
    winner: TeamRef | None = None
    marks: tuple[int, int] | None = None
    """The totals of ``a`` and ``b`` once the partie is over."""
    drawn: bool = False
    """Stored as a draw: equal totals at the end of the partie."""
    by_seed: bool = False
    """Drawn, and the better seed went through (the organiser's tie-break)."""
    final: bool = False
    """The bracket's last match."""

    @property
    def held(self) -> bool:
        """Drawn with no winner: under the FFB's tie-break, a donne is still to play."""
        return self.drawn and self.winner is None

    @property
    def tie_words(self) -> str | None:
        """Why the better seed went through, « Égalité : l'équipe 3 (tête de série 2) passe
        au tour suivant »; ``None`` unless the match was decided so."""
        if not self.by_seed or self.winner is None:
            return None
        seed = self.seed_a if self.winner == self.a else self.seed_b
        return seed_words(self.winner.number, seed, final=self.final)


@dataclass(frozen=True, slots=True, kw_only=True)
class BracketState:
    bracket: Bracket
    seeds: tuple[TeamRef, ...]
    """The teams by seed: ``seeds[0]`` is seed 1."""
    matches: tuple[tuple[Match, ...], ...]
    """Stage by stage, each stage's matches by slot."""
    offset: int = 0
    """The stages of the finals played before this bracket's first: its stage k is the
    finals' stage k + offset (1 for a consolante of the first stage's losers)."""

    @property
    def champion(self) -> TeamRef | None:
        return self.matches[-1][0].winner if self.matches else None

    def stage_title(self, stage: int) -> str:
        return stage_name(len(self.matches[stage - 1]))

    def own_stage(self, stage: int) -> int | None:
        """The bracket's stage played at the finals' ``stage``; ``None`` before or after it."""
        own = stage - self.offset
        return own if 1 <= own <= len(self.matches) else None


@dataclass(frozen=True, slots=True, kw_only=True)
class FinalsState:
    qualified: int
    consolante: Consolante
    after_round: int
    brackets: tuple[BracketState, ...]
    drawn_stages: int
    """How many stages are drawn: the finals' rounds are ``after_round + 1`` onwards."""
    tie_break: KnockoutTie = KnockoutTie.EXTRA_DONNE
    """How a partie of the finals with equal totals is decided."""

    def bracket(self, which: Bracket) -> BracketState | None:
        return next((found for found in self.brackets if found.bracket is which), None)

    @property
    def consolante_words(self) -> str:
        """« Consolante des perdants des quarts de finale », « Pas de consolante »…"""
        return self.consolante.words(self.qualified)

    def stage_words(self, stage: int) -> str | None:
        """What the finals' ``stage`` plays, in words: « Demi-finales du tableau principal et
        de la consolante », « Finale de la consolante »; ``None`` beyond every bracket."""
        played = [
            (bracket.stage_title(own), _OF[bracket.bracket])
            for bracket in self.brackets
            if (own := bracket.own_stage(stage)) is not None
        ]
        if (
            self.consolante is Consolante.LOSERS
            and stage == 1 + self.consolante.offset
            and self.drawn_stages < stage
            and self.bracket(Bracket.CONSOLANTE) is None
        ):
            # The losers' consolante is seeded as this stage is drawn: its first stage, named
            # by its matches, a quarter of the qualified teams'.
            played.append((stage_name(self.qualified // 4), _OF[Bracket.CONSOLANTE]))
        if not played:
            return None
        if len({name for name, _of in played}) == 1:
            name = "Finales" if played[0][0] == "Finale" and len(played) > 1 else played[0][0]
            return f"{name} {' et '.join(of for _name, of in played)}"
        return ", ".join(f"{name} {of}" for name, of in played)


_OF = {Bracket.FINALE: "du tableau principal", Bracket.CONSOLANTE: "de la consolante"}


@dataclass(frozen=True, slots=True)
class _Played:
    round: int
    table: int
    a: int
    b: int
    state: str


def read_state(session: Session) -> FinalsState | None:
    """The finals as stored, or ``None`` before they are drawn."""
    phase = session.exec(select(models.FinalPhase)).first()
    if phase is None:
        return None
    refs = _team_refs(session)
    seeds: dict[Bracket, list[int]] = {bracket: [] for bracket in Bracket}
    seed_table = models.BracketSeed
    for bracket, team_id in typed_rows(
        session,
        sa_select(col(seed_table.bracket), col(seed_table.team_id)).order_by(
            col(seed_table.bracket), col(seed_table.seed)
        ),
    ):
        seeds[Bracket(bracket)].append(team_id)
    played, outcomes = _played(session), _outcomes(session)
    tie_break = settings_service.load(session).knockout_tie
    consolante = Consolante(phase.consolante)
    offsets = {Bracket.FINALE: 0, Bracket.CONSOLANTE: consolante.offset}
    brackets = tuple(
        replace(
            _bracket_state(
                which, seeds[which], refs, played.get(which, {}), outcomes, tie_break=tie_break
            ),
            offset=offsets[which],
        )
        for which in Bracket
        if len(seeds[which]) >= 2
    )
    drawn = max(
        (stage + offsets[which] for which, by_slot in played.items() for stage, _slot in by_slot),
        default=0,
    )
    return FinalsState(
        qualified=phase.qualified,
        consolante=consolante,
        after_round=phase.after_round,
        brackets=brackets,
        drawn_stages=drawn,
        tie_break=tie_break,
    )


def _team_refs(session: Session) -> dict[int, TeamRef]:
    team = models.Team
    return {
        team_id: TeamRef(number, name)
        for team_id, number, name in typed_rows(
            session, sa_select(col(team.id), col(team.number), col(team.name))
        )
    }


def _played(session: Session) -> dict[Bracket, dict[tuple[int, int], tuple[int, _Played]]]:
    """Each bracket's parties by (stage, slot): the partie's id and where and whom it seats."""
    place, partie, round_ = models.BracketPartie, models.Partie, models.Round
    query = (
        sa_select(
            col(place.bracket),
            col(place.stage),
            col(place.slot),
            col(partie.id),
            col(round_.number),
            col(partie.table_number),
            col(partie.team_a_id),
            col(partie.team_b_id),
            col(partie.state),
        )
        .join(partie, col(partie.id) == col(place.partie_id))
        .join(round_, col(round_.id) == col(partie.round_id))
    )
    found: dict[Bracket, dict[tuple[int, int], tuple[int, _Played]]] = {}
    for bracket, stage, slot, partie_id, number, table, a, b, state in typed_rows(session, query):
        found.setdefault(Bracket(bracket), {})[stage, slot] = (
            partie_id,
            _Played(number, table, a, b, state),
        )
    return found


def _outcomes(session: Session) -> dict[tuple[int, int], tuple[str, int]]:
    """(partie, team) → the team's outcome and marks, for the finals' parties."""
    result, place = models.Result, models.BracketPartie
    query = sa_select(
        col(result.partie_id), col(result.team_id), col(result.outcome), col(result.marks_for)
    ).where(col(result.partie_id).in_(sa_select(col(place.partie_id))))
    return {
        (partie_id, team_id): (outcome, marks)
        for partie_id, team_id, outcome, marks in typed_rows(session, query)
    }


def _bracket_state(
    which: Bracket,
    seeded: list[int],
    refs: Mapping[int, TeamRef],
    played: Mapping[tuple[int, int], tuple[int, _Played]],
    outcomes: Mapping[tuple[int, int], tuple[str, int]],
    *,
    tie_break: KnockoutTie,
) -> BracketState:
    seed_of = {team_id: seed for seed, team_id in enumerate(seeded, start=1)}
    stage_list: list[tuple[Match, ...]] = []
    entrants: list[tuple[int | None, int | None]] = [
        (seeded[a - 1], None if b is None else seeded[b - 1]) for a, b in first_matches(len(seeded))
    ]
    for stage in range(1, stages(len(seeded)) + 1):
        decided = [
            _match(
                stage,
                slot,
                pair,
                played.get((stage, slot)),
                outcomes,
                refs,
                seed_of,
                tie_break=tie_break,
            )
            for slot, pair in enumerate(entrants)
        ]
        last = stage == stages(len(seeded))
        stage_list.append(tuple(replace(match, final=last) for match, _winner in decided))
        winners = [winner for _match, winner in decided]
        entrants = [(winners[k], winners[k + 1]) for k in range(0, len(winners) - 1, 2)]
    return BracketState(
        bracket=which, seeds=tuple(refs[team_id] for team_id in seeded), matches=tuple(stage_list)
    )


def _match(  # noqa: PLR0917 (one call site, in the order of a match)
    stage: int,
    slot: int,
    pair: tuple[int | None, int | None],
    played: tuple[int, _Played] | None,
    outcomes: Mapping[tuple[int, int], tuple[str, int]],
    refs: Mapping[int, TeamRef],
    seed_of: Mapping[int, int],
    *,
    tie_break: KnockoutTie,
) -> tuple[Match, int | None]:
    """The match, and its winner's id once it has one: a drawn partie's, the better seed's
    when ``tie_break`` gives it to the seeds."""
    a, b = pair
    if played is not None:  # the partie as seated (a swap after the draw is the desk's choice)
        partie_id, seat = played
        a, b = seat.a, seat.b
        over = seat.state in {PartieState.FINISHED.value, PartieState.VALIDATED.value}
        got_a, got_b = outcomes.get((partie_id, a)), outcomes.get((partie_id, b))
        winner = None
        drawn = over and got_a is not None and got_a[0] == "draw"
        if over and got_a is not None and got_b is not None:
            winner = a if got_a[0] in {"win", "forfeit_win"} else b if got_a[0] != "draw" else None
        by_seed = drawn and tie_break is KnockoutTie.BETTER_SEED
        if by_seed:
            winner = min((a, b), key=lambda team: seed_of.get(team, len(seed_of) + 1))
        return Match(
            stage=stage, slot=slot, a=refs[a], b=refs[b], seed_a=seed_of.get(a),
            seed_b=seed_of.get(b), round=seat.round, table=seat.table,
            winner=None if winner is None else refs[winner],
            marks=None if got_a is None or got_b is None else (got_a[1], got_b[1]),
            drawn=drawn, by_seed=by_seed,
        ), winner  # fmt: skip
    bye = stage == 1 and a is not None and b is None
    return Match(
        stage=stage, slot=slot, a=None if a is None else refs[a],
        b=None if b is None else refs[b], seed_a=None if a is None else seed_of.get(a),
        seed_b=None if b is None else seed_of.get(b), bye=bye,
        winner=refs[a] if bye and a is not None else None,
    ), a if bye else None  # fmt: skip
