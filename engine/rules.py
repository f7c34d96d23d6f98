"""The organiser's options (scoring specification), frozen, with the FFB presets.

>>> FFB_CONTREE.rounding, FFB_CLASSIQUE.rounding
(True, False)
>>> Rules(variant=Variant.CLASSIQUE, counting=Counting.FAITS_ET_DEMANDES)
Traceback (most recent call last):
...
engine.errors.RulesError: Le décompte « points faits + points demandés » n'existe qu'à la belote contrée. (§10.2)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MappingProxyType
from typing import Final

from engine.errors import RulesError


class Variant(StrEnum):
    CONTREE = "contree"
    CLASSIQUE = "classique"

    @property
    def french(self) -> str:
        return "belote contrée" if self is Variant.CONTREE else "belote classique"


class Counting(StrEnum):
    """How a contrée donne is marked (§10.2)."""

    POINTS_FAITS = "points_faits"
    FAITS_ET_DEMANDES = "faits_et_demandes"

    @property
    def french(self) -> str:
        if self is Counting.POINTS_FAITS:
            return "points faits"
        return "points faits + points demandés"


class Tie(StrEnum):
    """What equal totals after the last donne of a fixed number of donnes give."""

    DRAW = "draw"
    EXTRA_DONNE = "extra_donne"


class Option(StrEnum):
    """An option that the other choices may rule out, named as the field it switches on."""

    COUNTING = "counting"
    """Points faits + points demandés."""
    CONTRE_REDUCED = "contre_reduced"
    ANNONCES = "annonces"


_REASONS: Final = MappingProxyType(
    {
        Option.COUNTING: (
            "Le décompte « points faits + points demandés » n'existe qu'à la belote contrée.",
            "§10.2",
        ),
        Option.CONTRE_REDUCED: (
            "Le contre réduit (contrat x 2 + 160) ne s'applique qu'en contrée, "
            "en points faits + points demandés.",
            "§10.2 note 1",
        ),
        Option.ANNONCES: ("La belote contrée se joue toujours sans annonces.", "§8"),
    }
)
"""Why each option can be unavailable: the message and the § of its refusal."""


def _default_rounding(variant: Variant) -> bool:
    return variant is Variant.CONTREE


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every organiser option of the scoring specification.

    ``rounding`` defaults to the variant's rule: on in contrée (§10.3), off in
    classique (§10.2). A partie ends at ``target`` points, or after ``donnes``
    donnes (``tie`` then says what equal totals give), or, with neither, the
    sheet is only summed.
    """

    variant: Variant = Variant.CONTREE
    counting: Counting = Counting.POINTS_FAITS
    rounding: bool | None = field(default=None)
    sans_atout_tout_atout: bool = False
    contre_reduced: bool = False
    annonces: bool = False
    target: int | None = None
    donnes: int | None = None
    tie: Tie = Tie.DRAW

    def __post_init__(self) -> None:
        if self.rounding is None:
            object.__setattr__(self, "rounding", _default_rounding(self.variant))
        self._check()

    def _check(self) -> None:
        for option in Option:
            refusal = self._refusal(option) if self._switched_on(option) else None
            if refusal is not None:
                raise refusal
        if self.target is not None and self.donnes is not None:
            raise RulesError(
                "target",
                "Une partie se joue soit en un nombre de points, soit en un nombre de donnes, "
                "pas les deux.",
            )
        if self.target is not None and self.target <= 0:
            raise RulesError(
                "target", f"Nombre de points à atteindre {self.target} : il doit être positif."
            )
        if self.donnes is not None and self.donnes <= 0:
            raise RulesError("donnes", f"Nombre de donnes {self.donnes} : il doit être positif.")
        if self.tie is Tie.EXTRA_DONNE and self.donnes is None:
            raise RulesError(
                "tie",
                "La donne supplémentaire en cas d'égalité ne s'applique qu'à une partie "
                "en un nombre de donnes.",
            )

    def unavailable(self, option: Option) -> str | None:
        """Why ``option`` cannot be switched on with the other choices of these rules, or ``None``.

        The reason is the engine's French message with its §, the very one of the
        :class:`RulesError` that rules with the option switched on would raise.

        >>> FFB_CONTREE.unavailable(Option.ANNONCES)
        'La belote contrée se joue toujours sans annonces. (§8)'
        >>> FFB_CLASSIQUE.unavailable(Option.ANNONCES) is None
        True
        >>> FFB_CLASSIQUE.unavailable(Option.COUNTING)
        "Le décompte « points faits + points demandés » n'existe qu'à la belote contrée. (§10.2)"
        """
        refusal = self._refusal(option)
        return None if refusal is None else refusal.message

    def _refusal(self, option: Option) -> RulesError | None:
        contree = self.variant is Variant.CONTREE
        blocked = {
            Option.COUNTING: not contree,
            Option.CONTRE_REDUCED: not contree or self.counting is not Counting.FAITS_ET_DEMANDES,
            Option.ANNONCES: contree,
        }[option]
        return RulesError(option.value, *_REASONS[option]) if blocked else None

    def _switched_on(self, option: Option) -> bool:
        return {
            Option.COUNTING: self.counting is Counting.FAITS_ET_DEMANDES,
            Option.CONTRE_REDUCED: self.contre_reduced,
            Option.ANNONCES: self.annonces,
        }[option]

    @property
    def is_contree(self) -> bool:
        return self.variant is Variant.CONTREE

    def describe(self) -> list[str]:
        """The rules in words, one line each, for screens and printed sheets.

        >>> FFB_CONTREE.describe()[:2]
        ['Belote contrée, règles FFB.', 'Décompte en points faits.']
        """
        lines = [f"{self.variant.french.capitalize()}, règles FFB."]
        if self.is_contree:
            counting = f"Décompte en {self.counting.french}"
            if self.contre_reduced:
                counting += ", contre réduit (contrat x 2 + 160, surcontre contrat x 4 + 160)"
            lines.append(counting + ".")
        lines.append(
            "Points arrondis à la dizaine la plus proche."
            if self.rounding
            else "Points comptés au point près, sans arrondi."
        )
        lines.append(
            "Sans Atout et Tout Atout autorisés."
            if self.sans_atout_tout_atout
            else "Sans Atout et Tout Atout non joués."
        )
        if not self.is_contree:
            lines.append("Avec annonces." if self.annonces else "Sans annonces.")
        if self.target is not None:
            lines.append(f"Partie en {self.target} points.")
        elif self.donnes is not None:
            tie = (
                "donne supplémentaire en cas d'égalité"
                if self.tie is Tie.EXTRA_DONNE
                else "égalité possible"
            )
            lines.append(f"Partie en {self.donnes} donnes, {tie}.")
        return lines


FFB_CONTREE: Final = Rules(variant=Variant.CONTREE, target=2000)
"""Belote contrée as the FFB plays it (2016 rules): points faits, rounding, 2000 points."""

FFB_CLASSIQUE: Final = Rules(variant=Variant.CLASSIQUE, target=1000)
"""Belote classique as the FFB plays it: au point près, no annonces, 1000 points."""

PRESETS: Final = MappingProxyType({"ffb-contree": FFB_CONTREE, "ffb-classique": FFB_CLASSIQUE})
"""The named presets, by the name the application and the command line use."""
