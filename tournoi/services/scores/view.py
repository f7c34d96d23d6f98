"""A partie's score sheet as the arbiter sees it: its state, its donnes scored, its totals."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache

from sqlalchemy import Executable, bindparam
from sqlmodel import Session, col, select

from engine import Donne, Ending, EngineError, Partie, PerTeam, Rules, SheetError, Team
from tournoi.services import settings as settings_service
from tournoi.services.errors import NotFoundError, ServiceError
from tournoi.services.ranking.results import Outcome
from tournoi.services.scores import records
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import partie_settings, seed_verdict
from tournoi.services.scores.preview import score_sheet
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.verification import Verification, verify_partie
from tournoi.storage import Database, models


class PartieState(StrEnum):
    NOT_STARTED = "not_started"
    IN_PROGRESS = "in_progress"
    FINISHED = "finished"
    VALIDATED = "validated"

    @property
    def french(self) -> str:
        return {
            PartieState.NOT_STARTED: "pas commencée",
            PartieState.IN_PROGRESS: "en cours",
            PartieState.FINISHED: "terminée",
            PartieState.VALIDATED: "validée",
        }[self]


@dataclass(frozen=True, slots=True)
class TeamRef:
    number: int
    name: str


Around = tuple[int, PerTeam[TeamRef]]
"""A partie's round number and its two teams."""


@dataclass(frozen=True, slots=True)
class DonneLine:
    number: int
    donne: Donne
    made: bool | None
    litige: bool
    marks: PerTeam[int]
    totals: PerTeam[int]
    """Running totals after this donne."""


@dataclass(frozen=True, slots=True)
class SheetView:
    """A partie's score sheet as the arbiter sees it."""

    round: int
    table: int
    teams: PerTeam[TeamRef]
    state: PartieState
    lines: tuple[DonneLine, ...]
    totals: PerTeam[int]
    over: bool
    winner: Team | None
    held_over: int
    paper: PerTeam[int] | None
    forfeit: Team | None
    version: int
    rules: Rules
    """The rules the partie is scored under: a partie of the finals', the knockout rules."""
    recorded: PerTeam[int] | None = None
    """The final totals recorded alone, before or instead of the donnes."""
    by_totals: bool = False
    """« Totaux seulement »: what counts is ``recorded``, the donnes do not end the partie."""
    check: Verification | None = None
    """The donnes compared with the totals written on paper (recorded alone, or typed to check
    them): once the donnes end a partie recorded by its totals, or whenever paper totals exist."""
    on_time: bool = False
    """Stopped on time (« arrêtée au temps »): it ended at the bell, not at its target."""
    bell_after: int | None = None
    """Stopped on time: the donne in play at the bell (``None``: the sheet's last)."""
    seed_verdict: str | None = None
    """A partie of the finals whose equal totals go to the better seed (the organiser's
    tie-break): what they would give, « Égalité : l'équipe 3 (tête de série 2) passe au tour
    suivant »."""
    pairs: bool = False
    """A mêlée's sheet: its sides are pairs drawn for the round, said « la paire A » and « la
    paire B » (the round's team numbers are nobody's)."""

    def side(self, team: Team) -> str:
        """« l'équipe 3 « Martin – Petit » », or a mêlée's « la paire A »."""
        if self.pairs:
            return f"la paire {team.value}"
        ref = self.teams[team]
        return f"l'équipe {ref.number} « {ref.name} »"

    @property
    def result(self) -> str:
        """The outcome in words, or where the partie stands."""
        if self.forfeit is not None:
            absent, present = self.side(self.forfeit), self.side(self.forfeit.other)
            return f"Forfait de {absent} : victoire de {present}."
        if not self.over:
            where = f"{self.state.french.capitalize()} : {self.totals.a} à {self.totals.b}"
            if self.on_time:  # equal at the bell: the players must know to play on
                return f"{where}, arrêtée au temps à égalité : une donne de plus départage."
            return f"{where}."
        words = [("totaux seulement", self.by_totals), ("arrêtée au temps", self.on_time)]
        said = ", ".join(word for word, holds in words if holds)
        if said:
            return f"{self._outcome().removesuffix('.')} ({said})."
        return self._outcome()

    def _outcome(self) -> str:
        if self.winner is None and self.seed_verdict is not None:
            return f"{self.seed_verdict}, {self.totals.a} partout."
        if self.winner is None:
            return f"Partie nulle, {self.totals.a} partout."
        loser = (
            f"la paire {self.winner.other.value}"
            if self.pairs
            else (f"l'équipe {self.teams[self.winner.other].number}")
        )
        return (
            f"Victoire de {self.side(self.winner)}, "
            f"{self.totals[self.winner]} à {self.totals[self.winner.other]} contre {loser}."
        )


@dataclass(frozen=True, slots=True)
class Recorded:
    """A recorded change, with what the arbiter should know about it."""

    sheet: SheetView
    warnings: tuple[str, ...] = ()


def sheet(db: Database, *, round_number: int, table: int) -> SheetView:
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        return view_of(session, partie, settings_service.load(session))


def find_partie(
    session: Session, round_number: int, table: int, *, for_update: bool = False
) -> models.Partie:
    """The partie at ``table``; ``for_update`` locks its row until the transaction ends.

    On a database server the lock makes a second station changing the same
    partie wait for the first one's commit, then see its new version (and be
    refused); SQLite, which has one writer at a time, ignores it.
    """
    query = (
        select(models.Partie)
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(models.Round.number == round_number, models.Partie.table_number == table)
    )
    if for_update:
        query = query.with_for_update(of=models.Partie, key_share=True)
    partie = session.exec(query).first()
    if partie is None:
        raise NotFoundError(f"Il n'y a pas de table {table} au tour {round_number}.")
    return partie


def donne_rows(session: Session, partie: models.Partie) -> list[models.Donne]:
    return list(
        session.exec(
            select(models.Donne)
            .where(models.Donne.partie_id == partie.id)
            .order_by(col(models.Donne.number))
        )
    )


def score_rows(
    rules: Rules, rows: list[models.Donne], ended: Ending | None = None, bell: int | None = None
) -> Partie:
    """The stored donnes scored again by the engine; ``ended``: stopped on time after donne
    ``bell``."""
    return score_donnes(rules, [records.to_engine(row) for row in rows], ended, bell)


def score_donnes(
    rules: Rules, donnes: list[Donne], ended: Ending | None = None, bell: int | None = None
) -> Partie:
    """The donnes read from a stored sheet scored again by the engine; ``ended``: stopped on
    time after donne ``bell`` (:func:`~tournoi.services.scores.preview.score_sheet`)."""
    try:
        return score_sheet(rules, donnes, appended=False, ended=ended, bell=bell)
    except (SheetError, EngineError) as error:
        raise ServiceError(f"Feuille enregistrée illisible : {error}") from None


def view_of(
    session: Session,
    partie: models.Partie,
    settings: TournamentSettings,
    *,
    scored: Partie | None = None,
    around: Around | None = None,
) -> SheetView:
    """The sheet of ``partie``; ``scored``: its donnes as the caller has just scored and
    written them, which are then neither read nor scored again; ``around``: its round and
    teams as the caller read them in this transaction, neither read again. A caller that
    gives ``scored`` gives the partie's own settings too (a partie of the finals': the
    knockout rules, :func:`~tournoi.services.scores.knockout.partie_settings`)."""
    if scored is None:
        settings = partie_settings(session, partie, settings)
        scored = score_rows(
            settings.rules, donne_rows(session, partie), ending_of(partie), partie.bell_after
        )
    donnes = list(scored.donnes)
    round_number, teams = round_and_teams(session, partie) if around is None else around
    forfeit = None
    if partie.forfeit_team_id is not None:
        forfeit = Team.A if partie.forfeit_team_id == partie.team_a_id else Team.B
    paper = None
    if partie.paper_a is not None and partie.paper_b is not None:
        paper = PerTeam(partie.paper_a, partie.paper_b)
    recorded = recorded_totals(partie)
    end = ending(scored, recorded)
    lines = tuple(
        DonneLine(
            number=index,
            donne=donne,
            made=score.made,
            litige=score.litige,
            marks=score.marks,
            totals=totals,
        )
        for index, (donne, score, totals) in enumerate(
            zip(donnes, scored.scores, scored.running_totals, strict=True), start=1
        )
    )
    return SheetView(
        round=round_number,
        table=partie.table_number,
        teams=teams,
        state=PartieState(partie.state),
        lines=lines,
        totals=end.totals if forfeit is None else _forfeit_totals(session, partie, forfeit),
        over=end.over or forfeit is not None,
        winner=forfeit.other if forfeit is not None else end.winner,
        held_over=scored.held_over,
        paper=paper,
        forfeit=forfeit,
        version=partie.version,
        rules=settings.rules,
        recorded=recorded,
        by_totals=end.by_totals,
        check=_check(settings, donnes, scored, recorded=recorded, paper=paper),
        on_time=partie.ended == Ending.TIME.value,
        bell_after=partie.bell_after,
        seed_verdict=None if forfeit is not None else seed_verdict(session, partie, settings),
        pairs=settings.format is Format.MELEE,
    )


def _forfeit_totals(session: Session, partie: models.Partie, absent: Team) -> PerTeam[int]:
    """What the standings count for a forfeit: the present team marks as a bye, the absent none."""
    marks = session.exec(
        select(models.Result.marks_for).where(
            col(models.Result.partie_id) == partie.id,
            col(models.Result.outcome) == Outcome.FORFEIT_WIN.value,
        )
    ).first()
    return PerTeam.of(absent, 0, marks or 0)


def round_and_teams(session: Session, partie: models.Partie) -> Around:
    """The partie's round number and both teams, in one query."""
    ids = {"round": partie.round_id, "a": partie.team_a_id, "b": partie.team_b_id}
    refs = {
        team_id: (number, TeamRef(team, name))
        for team_id, team, name, number in session.execute(_round_and_teams_query(), ids)
    }
    (number, team_a), (_, team_b) = refs[partie.team_a_id], refs[partie.team_b_id]
    return number, PerTeam(team_a, team_b)


@cache
def _round_and_teams_query() -> Executable:
    """Made once: every sheet shown reads it, and making it took longer than running it."""
    round_number = (
        select(models.Round.number)
        .where(col(models.Round.id) == bindparam("round"))
        .scalar_subquery()
    )
    return select(models.Team.id, models.Team.number, models.Team.name, round_number).where(
        col(models.Team.id).in_((bindparam("a"), bindparam("b")))
    )


def ending_of(partie: models.Partie) -> Ending | None:
    """How ``partie`` ended other than by its rules: stopped on time, or not."""
    return Ending.TIME if partie.ended == Ending.TIME.value else None


def mark_on_time(partie: models.Partie, *, on_time: bool, donnes: int) -> None:
    """Mark ``partie`` stopped on time after the last of its ``donnes`` (the one in play at
    the bell), or not stopped any more."""
    partie.ended = Ending.TIME.value if on_time else ""
    partie.bell_after = donnes if on_time and donnes else None


def recorded_totals(partie: models.Partie) -> PerTeam[int] | None:
    """The final totals recorded alone for ``partie``, if any."""
    if partie.totals_a is None or partie.totals_b is None:
        return None
    return PerTeam(partie.totals_a, partie.totals_b)


def _check(
    settings: TournamentSettings,
    donnes: list[Donne],
    scored: Partie,
    *,
    recorded: PerTeam[int] | None,
    paper: PerTeam[int] | None,
) -> Verification | None:
    # Recorded totals are compared once the donnes end the partie: before, they are only fewer.
    reference = paper if recorded is None else recorded
    if reference is None or (recorded is not None and not scored.is_over):
        return None
    return verify_partie(rules=settings.rules, donnes=donnes, paper=reference)
