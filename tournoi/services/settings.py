"""The organiser's settings: the engine's rules, the format, the ranking, byes and forfeits."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from enum import StrEnum
from typing import Final

from sqlmodel import Session, func, select

from engine import PRESETS, BothOverTarget, Counting, EqualTotals, Rules, RulesError, Tie, Variant
from tournoi.services import audit
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.ranking import Criterion, RankingPoints, RankingSettings
from tournoi.storage import Database, models

MAX_ROUNDS: Final = 99
"""The most rounds a tournament may have: a day holds five or six, a whole season far fewer than 99."""

MAX_BYE_MARKS: Final = 9999
MAX_MINUTES: Final = 600
"""The longest partie au temps: ten hours, a whole day's play."""
"""The most a fixed number of marks for a bye may be."""

MAX_RANKING_POINTS: Final = 99
"""The most ranking points one outcome may give: the usual scales give 4 at most."""
_POINTS_WORDS: Final = {
    "win": "une victoire", "draw": "un nul", "loss": "une défaite", "bye": "une exemption",
    "forfeit_loss": "une défaite par forfait",
}  # fmt: skip

CUSTOM = "personnalise"
"""The preset name of rules that differ from every preset of the engine."""


class ByeMarks(StrEnum):
    """What an exempt team (or the opponent of a forfeit) scores."""

    FIXED = "fixed"
    HALF_TARGET = "half_target"
    AVERAGE = "average"

    @property
    def french(self) -> str:
        return {
            ByeMarks.FIXED: "un nombre fixe de points",
            ByeMarks.HALF_TARGET: "la moitié des points de la partie",
            ByeMarks.AVERAGE: "la moyenne des marques du tour",
        }[self]


class EntryMode(StrEnum):
    """How the arbiters enter a partie: donne by donne, by its two final totals, or either."""

    DONNES = "donnes"
    TOTALS = "totals"
    EITHER = "either"


class Format(StrEnum):
    """How players come: in fixed pairs (doublettes), or alone, paired anew each round (mêlée)."""

    DOUBLETTES = "doublettes"
    MELEE = "melee"

    @property
    def french(self) -> str:
        return {Format.DOUBLETTES: "en doublettes", Format.MELEE: "à la mêlée"}[self]


class KnockoutTie(StrEnum):
    """What equal totals at the end of a partie of the finals give (« départage »).

    ``EXTRA_DONNE``: the FFB's end of a partie, one more donne while the totals are
    equal (contrée §10.4, classique §10.3). ``BETTER_SEED``: the organiser's own
    rule, no extra donne; the partie stays equal and the better seed of the
    qualifying rounds goes through.
    """

    EXTRA_DONNE = "extra_donne"
    BETTER_SEED = "better_seed"

    @property
    def french(self) -> str:
        """The choice as the finals' dialog and the settings say it."""
        return {
            KnockoutTie.EXTRA_DONNE: "Une donne de plus tant que les totaux sont égaux "
            "(règlement FFB, §10.4)",
            KnockoutTie.BETTER_SEED: "L'équipe la mieux classée des parties qualificatives passe",
        }[self]

    @property
    def sentence(self) -> str:
        """The rule in one sentence, for the settings in words and the tables' notes."""
        if self is KnockoutTie.EXTRA_DONNE:
            return (
                "Phase finale : totaux égaux, une nouvelle donne est jouée jusqu'à ce que "
                "l'égalité soit rompue (contrée §10.4, classique §10.3)."
            )
        return (
            "Phase finale : totaux égaux à la fin de la partie, pas de donne de plus ; "
            "l'équipe la mieux classée des parties qualificatives passe (règle de "
            "l'organisateur)."
        )


@dataclass(frozen=True, slots=True)
class ByeScoring:
    mode: ByeMarks = ByeMarks.HALF_TARGET
    marks: int = 0
    """The marks when ``mode`` is FIXED."""
    counts_as_win: bool = True


@dataclass(frozen=True, slots=True)
class TournamentSettings:
    rules: Rules
    rounds: int
    ranking: RankingSettings = field(default_factory=RankingSettings)
    bye: ByeScoring = field(default_factory=ByeScoring)
    avoid_same_club: bool = False
    """Random draws and the first Swiss rounds (:meth:`avoids_clubs`) keep clubs apart."""
    entry: EntryMode = EntryMode.EITHER
    format: Format = Format.DOUBLETTES
    partie_minutes: int | None = None
    """The time a partie is played in (« partie au temps »): at the bell the donne in play is
    finished and the partie ends; ``None`` when it ends on its points or donnes only."""
    knockout_tie: KnockoutTie = KnockoutTie.EXTRA_DONNE
    """How a partie of the finals with equal totals is decided: chosen when the finals are
    set up (:mod:`tournoi.services.finals.tie_break`), not by the settings' pages."""

    def __post_init__(self) -> None:
        check_rounds(self.rounds)
        if self.partie_minutes is not None and not 1 <= self.partie_minutes <= MAX_MINUTES:
            raise ServiceError(
                f"Durée d'une partie {self.partie_minutes} min : de 1 à {MAX_MINUTES} minutes.",
                field="partie_minutes",
            )
        if self.rules.target is None and self.rules.donnes is None:
            raise ServiceError(
                "Une partie de tournoi se joue en un nombre de points ou en un nombre de donnes."
            )
        if self.bye.mode is ByeMarks.HALF_TARGET and self.rules.target is None:
            raise ServiceError(
                "L'exempt ne peut pas marquer la moitié des points d'une partie jouée en un "
                "nombre de donnes : choisissez un nombre fixe ou la moyenne du tour."
            )
        if self.bye.mode is ByeMarks.FIXED and self.bye.marks < 0:
            raise ServiceError(f"Points de l'exempt {self.bye.marks} : un nombre positif.")
        if self.bye.mode is ByeMarks.FIXED and self.bye.marks > MAX_BYE_MARKS:
            raise ServiceError(f"Points de l'exempt {self.bye.marks} : {MAX_BYE_MARKS} au plus.")
        check_ranking_points(self.ranking.points)

    @property
    def preset(self) -> str:
        """The engine's preset these rules are (``ffb-contree``, ``club-contree``…), or ``personnalise``."""
        for name, rules in PRESETS.items():
            if (
                replace(
                    rules, target=self.rules.target, donnes=self.rules.donnes, tie=self.rules.tie
                )
                == self.rules
            ):
                return name
        return CUSTOM

    def bye_marks(self, round_average: int | None) -> int:
        """What a bye scores, given the average marks of the round's finished parties."""
        if self.bye.mode is ByeMarks.FIXED:
            return self.bye.marks
        if self.bye.mode is ByeMarks.HALF_TARGET:
            assert self.rules.target is not None
            return self.rules.target // 2
        return round_average or 0

    def avoids_clubs(self, *, swiss: bool, round_number: int) -> bool:
        """Whether the draw of ``round_number`` keeps two teams of one club apart.

        Every random draw, and the Swiss draws of the first half of the
        tournament: later, the standings decide who meets whom.
        """
        return self.avoid_same_club and (not swiss or round_number <= self.club_rounds)

    @property
    def club_rounds(self) -> int:
        """The last Swiss round that keeps clubs apart."""
        return max(1, self.rounds // 2)

    def describe(self) -> list[str]:
        """The whole set-up in words, for screens and printed documents."""
        lines = list(self.rules.describe())
        if self.partie_minutes is not None:
            lines.append(
                f"Partie au temps : {self.partie_minutes} minutes, la donne en cours à la "
                "sonnerie finie ; le plus haut total gagne."
            )
        lines.append(f"Tournoi en {self.rounds} tour{'s' if self.rounds > 1 else ''}.")
        if self.format is Format.MELEE:
            lines.append(
                "Concours à la mêlée : chacun s'inscrit seul, chaque tour tire les équipiers "
                "et les adversaires ; le classement est individuel."
            )
        criteria = ", puis ".join(c.french.lower() for c in self.ranking.criteria)
        lines.append(f"Classement : {criteria}.")
        if Criterion.RANKING_POINTS in self.ranking.criteria:
            p = self.ranking.points
            lines.append(
                f"Points de classement : {p.win} par victoire, {p.draw} par nul, "
                f"{p.loss} par défaite, {p.bye} pour un exempt."
            )
        bye = f"L'exempt marque {self.bye.mode.french}"
        if self.bye.mode is ByeMarks.FIXED:
            bye += f" ({self.bye.marks})"
        elif self.bye.mode is ByeMarks.HALF_TARGET and self.rules.target is not None:
            bye += f" ({self.rules.target // 2})"
        bye += ", compté comme une victoire." if self.bye.counts_as_win else ", sans victoire."
        lines.append(bye)
        lines.append("Forfait : l'équipe absente perd, son adversaire marque comme un exempt.")
        if self.format is Format.DOUBLETTES:
            lines.append(self.knockout_tie.sentence)
        if self.avoid_same_club:
            lines.append(
                "Deux équipes d'un même club ne se rencontrent pas quand c'est évitable : "
                f"tirages au sort et système suisse jusqu'au tour {self.club_rounds}."
            )
        return lines


def partie_rules(rules: Rules, minutes: int | None) -> list[str]:
    """The rules of a partie in sentences (:meth:`Rules.describe`), its duration said with its
    end where it is played on time: the one source of every document's and screen's rules line.

    >>> from engine import FFB_CONTREE
    >>> [line for line in partie_rules(FFB_CONTREE, 30) if line.startswith("Partie")]
    ['Partie en 2000 points, au temps : 30 min.']
    """
    lines = rules.describe()
    if minutes is None:
        return lines
    timed = f", au temps : {minutes} min."
    for index, line in enumerate(lines):
        if line.startswith("Partie en "):
            lines[index] = line.removesuffix(".") + timed
            return lines
    return [*lines, f"Partie{timed.removeprefix(',')}"]


def check_ranking_points(points: RankingPoints) -> None:
    """Refuse a scale that gives an outcome more than :data:`MAX_RANKING_POINTS`."""
    for name, words in _POINTS_WORDS.items():
        value = getattr(points, name)
        if value > MAX_RANKING_POINTS:
            raise ServiceError(
                f"Barème de classement : {words} ne peut pas rapporter {value} points, "
                f"{MAX_RANKING_POINTS} au plus.",
                field=f"points_{name}",
            )


def check_rounds(rounds: int) -> None:
    """Refuse a number of rounds below one or over :data:`MAX_ROUNDS`."""
    if rounds < 1:
        raise ServiceError(f"Nombre de tours {rounds} : il en faut au moins un.")
    if rounds > MAX_ROUNDS:
        raise ServiceError(f"Nombre de tours {rounds} : {MAX_ROUNDS} au plus.")


def load(session: Session) -> TournamentSettings:
    return of_row(session.exec(select(models.Settings)).one())


def of_row(row: models.Settings) -> TournamentSettings:
    """The settings a row of the table holds."""
    try:
        rules = Rules(
            variant=Variant(row.variant),
            counting=Counting(row.counting),
            rounding=row.rounding,
            sans_atout_tout_atout=row.sans_atout_tout_atout,
            contre_reduced=row.contre_reduced,
            annonces=row.annonces,
            target=row.target,
            donnes=row.donnes,
            tie=Tie(row.tie),
            must_undertrump=row.must_undertrump,
            always_overtrump=row.always_overtrump,
            belote_imprenable=row.belote_imprenable,
            equal_totals=EqualTotals(row.equal_totals),
            contract_on_card_points=row.contract_on_card_points,
            defence_capot_keeps_annonces=row.defence_capot_keeps_annonces,
            both_over_target=BothOverTarget(row.both_over_target),
            clockwise=row.clockwise,
        )
    except (RulesError, ValueError) as error:
        raise ServiceError(f"Réglages du tournoi illisibles : {error}") from None
    return TournamentSettings(
        rules=rules,
        rounds=row.rounds,
        ranking=RankingSettings(
            criteria=tuple(Criterion(name) for name in row.ranking_criteria.split(",") if name),
            points=RankingPoints(
                win=row.points_win,
                draw=row.points_draw,
                loss=row.points_loss,
                bye=row.points_bye,
            ),
            bye_counts_as_win=row.bye_counts_as_win,
        ),
        bye=ByeScoring(
            mode=ByeMarks(row.bye_marks_mode),
            marks=row.bye_marks,
            counts_as_win=row.bye_counts_as_win,
        ),
        avoid_same_club=row.avoid_same_club,
        entry=EntryMode(row.entry_mode),
        format=Format(row.format),
        partie_minutes=row.partie_minutes,
        knockout_tie=KnockoutTie(row.knockout_tie),
    )


def store(session: Session, tournament_id: int, settings: TournamentSettings) -> None:
    row = session.exec(select(models.Settings)).first() or models.Settings(
        tournament_id=tournament_id,
        preset="",
        variant="",
        counting="",
        rounding=0,
        sans_atout_tout_atout=False,
        contre_reduced=False,
        annonces=False,
        rounds=1,
        ranking_criteria="",
    )
    rules = settings.rules
    row.preset = settings.preset
    row.variant = rules.variant.value
    row.counting = rules.counting.value
    row.rounding = rules.rounding_step
    row.sans_atout_tout_atout = rules.sans_atout_tout_atout
    row.contre_reduced = rules.contre_reduced
    row.annonces = rules.annonces
    row.target = rules.target
    row.donnes = rules.donnes
    row.tie = rules.tie.value
    row.must_undertrump = rules.must_undertrump
    row.always_overtrump = rules.always_overtrump
    row.belote_imprenable = rules.belote_imprenable
    row.equal_totals = rules.equal_totals.value
    row.contract_on_card_points = rules.contract_on_card_points
    row.defence_capot_keeps_annonces = rules.defence_capot_keeps_annonces
    row.both_over_target = rules.both_over_target.value
    row.clockwise = rules.clockwise
    row.rounds = settings.rounds
    row.ranking_criteria = ",".join(c.value for c in settings.ranking.criteria)
    points = settings.ranking.points
    row.points_win, row.points_draw = points.win, points.draw
    row.points_loss, row.points_bye = points.loss, points.bye
    row.bye_marks_mode = settings.bye.mode.value
    row.bye_marks = settings.bye.marks
    row.bye_counts_as_win = settings.bye.counts_as_win
    row.avoid_same_club = settings.avoid_same_club
    row.entry_mode = settings.entry.value
    row.format = settings.format.value
    row.partie_minutes = settings.partie_minutes
    row.knockout_tie = settings.knockout_tie.value
    session.add(row)


def set_rounds(db: Database, *, rounds: int, who: str) -> TournamentSettings:
    """Change the number of rounds during the day, down to the rounds already drawn."""
    with db.session() as session:
        before = load(session)
        drawn = session.exec(select(func.max(models.Round.number))).one() or 0
        check_rounds(rounds)
        if rounds < drawn:
            raise StateError(
                f"Le tour {drawn} est déjà tiré : le tournoi ne peut pas compter moins de "
                f"{drawn} tours (annulez d'abord le tirage du dernier tour)."
            )
        if rounds == before.rounds:
            raise ServiceError(f"Le tournoi compte déjà {rounds} tours.")
        after = replace(before, rounds=rounds)
        row = session.exec(select(models.Settings)).one()
        row.rounds = rounds
        session.add(row)
        audit.record(
            session,
            who=who,
            action="settings.rounds",
            message=f"Nombre de tours : {before.rounds} → {rounds}.",
            before={"rounds": before.rounds},
            after={"rounds": rounds},
        )
        return after
