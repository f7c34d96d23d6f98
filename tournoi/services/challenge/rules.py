"""The rules of a season's challenge, chosen by the club, and the words that explain them."""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final

from engine.words import count
from tournoi.services.challenge.errors import ChallengeRuleError


class Rule(StrEnum):
    """What a concours brings to each one of the challenge."""

    MARKS = "marks"
    """The marks scored in the concours."""
    WINS = "wins"
    """Points per partie won and per exempt, then the parties' scores (the Rennes challenge)."""
    PLACING = "placing"
    """Points by the place in the concours' final standings, from the club's table."""


class Ranked(StrEnum):
    PLAYER = "player"
    """Each player on his own, even when the concours were played in pairs."""
    TEAM = "team"
    """Each pair of players, whatever the team was called."""


DEFAULT_PLACING: Final = (20, 16, 13, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, 1)
"""A place's points when the club has not set its own table: the first twenty, down to one."""
LARGEST: Final = 1_000_000


@dataclass(frozen=True, slots=True, kw_only=True)
class ChallengeRules:
    """The rules of one challenge. ``best``: only that many concours count for each one
    (``None``: all); ``min_concours``: the concours one must have played to be ranked."""

    rule: Rule
    ranked: Ranked = Ranked.PLAYER
    best: int | None = None
    min_concours: int = 1
    win_points: int = 4
    bye_points: int = 3
    bye_marks: int = 1000
    placing: tuple[int, ...] = DEFAULT_PLACING

    def __post_init__(self) -> None:
        if self.best is not None and not 1 <= self.best <= 1000:
            raise ChallengeRuleError(
                f"Les meilleurs concours retenus : de 1 à 1000, pas {self.best}.", field="best"
            )
        if not 1 <= self.min_concours <= 1000:
            raise ChallengeRuleError(
                f"Le nombre minimum de concours pour être classé : de 1 à 1000, "
                f"pas {self.min_concours}.",
                field="min_concours",
            )
        if self.best is not None and self.min_concours > self.best:
            raise ChallengeRuleError(
                f"Il faut au moins {self.min_concours} concours pour être classé, mais seuls "
                f"les {self.best} meilleurs comptent : le minimum ne peut dépasser les "
                "meilleurs retenus.",
                field="min_concours",
            )
        for name, value in (
            ("win_points", self.win_points),
            ("bye_points", self.bye_points),
            ("bye_marks", self.bye_marks),
        ):
            if not 0 <= value <= LARGEST:
                raise ChallengeRuleError(
                    f"Les points d'une partie gagnée ou d'un exempt : de 0 à {LARGEST}, "
                    f"pas {value}.",
                    field=name,
                )
        self._check_placing()

    def _check_placing(self) -> None:
        if not self.placing:
            raise ChallengeRuleError(
                "Le barème des places est vide : donnez les points de la 1re place au moins.",
                field="placing",
            )
        if any(not 0 <= points <= LARGEST for points in self.placing):
            raise ChallengeRuleError(f"Les points d'une place : de 0 à {LARGEST}.", field="placing")
        if list(self.placing) != sorted(self.placing, reverse=True):
            raise ChallengeRuleError(
                "Le barème des places doit aller en décroissant : une place ne peut rapporter "
                "plus que la précédente.",
                field="placing",
            )

    def placing_points(self, rank: int) -> int:
        """The points of ``rank`` (ex aequo teams share their rank's); none beyond the table."""
        return self.placing[rank - 1] if rank <= len(self.placing) else 0

    def explained(self) -> tuple[str, ...]:
        """The rules in the organiser's words, for the window, the documents and the players."""
        lines = [_RULE_WORDS[self.rule](self), _FINALS_WORDS[self.rule]]
        lines.append(
            "Classement par joueur, même en doublette : chacun reçoit les points de son équipe."
            if self.ranked is Ranked.PLAYER
            else "Classement par équipe : la même paire de joueurs, quel que soit son nom."
        )
        if self.best == 1:
            lines.append("Seul le meilleur concours de chacun compte.")
        elif self.best is not None:
            lines.append(f"Seuls les {self.best} meilleurs concours de chacun comptent.")
        if self.min_concours > 1:
            lines.append(
                f"Il faut avoir joué au moins {self.min_concours} concours pour être classé."
            )
        lines.append(
            "À égalité de points, le total des marques départage, puis les parties gagnées ; "
            "au-delà, ex aequo."
        )
        return tuple(lines)


def parse_placing(text: str) -> tuple[int, ...]:
    """The placing table typed as ``25,20,16`` (spaces and semicolons allowed)."""
    parts = [part for part in text.replace(";", ",").replace(" ", ",").split(",") if part]
    try:
        return tuple(int(part) for part in parts)
    except ValueError:
        raise ChallengeRuleError(
            f"Le barème des places s'écrit en nombres séparés par des virgules "
            f"(25,20,16…), pas « {text[:40]} ».",
            field="placing",
        ) from None


def _marks_words(_rules: ChallengeRules) -> str:
    return "Somme des marques : chacun reçoit les marques de son équipe dans chaque concours."


def _wins_words(rules: ChallengeRules) -> str:
    return (
        f"Victoire {count(rules.win_points, 'point')} et le score de la partie ; "
        f"exempt {count(rules.bye_points, 'point')} et un score forfaitaire de "
        f"{rules.bye_marks} pts. Classement aux points, puis au score."
    )


def _placing_words(rules: ChallengeRules) -> str:
    shown = ", ".join(
        f"{'1er' if rank == 1 else f'{rank}e'} : {points}"
        for rank, points in enumerate(rules.placing, start=1)
    )
    return f"Points à la place dans chaque concours ({shown} ; au-delà, aucun point)."


_RULE_WORDS: Final = {
    Rule.MARKS: _marks_words,
    Rule.WINS: _wins_words,
    Rule.PLACING: _placing_words,
}

_EVERY_PARTIE: Final = (
    "D'un concours avec phase finale, toutes les parties comptent, celles de la finale et de "
    "la consolante comprises."
)
_FINALS_WORDS: Final = {
    Rule.MARKS: _EVERY_PARTIE,
    Rule.WINS: _EVERY_PARTIE,
    Rule.PLACING: (
        "D'un concours avec phase finale, la place est celle de son classement final, le "
        "tableau principal puis la consolante, comme pour ses lots."
    ),
}
"""What a concours with finals brings: the marks and wins are every partie's, the place the
final ranking's."""
