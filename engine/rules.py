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
from engine.house_rules import HOUSE_RULES, BothOverTarget, EqualTotals, HouseRule


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
    MUST_UNDERTRUMP = "must_undertrump"
    ALWAYS_OVERTRUMP = "always_overtrump"
    BELOTE_IMPRENABLE = "belote_imprenable"
    EQUAL_TOTALS = "equal_totals"
    """Equal totals made or fallen instead of the litige."""
    CONTRACT_ON_CARD_POINTS = "contract_on_card_points"
    DEFENCE_CAPOT_KEEPS_ANNONCES = "defence_capot_keeps_annonces"


_CONTREE_ONLY: Final = " : cette règle de la maison ne s'applique qu'en contrée."
_CLASSIQUE_ONLY: Final = " : cette règle de la maison ne s'applique qu'à la belote classique."
_REASONS: Final = MappingProxyType(
    {
        Option.COUNTING: (
            "Le décompte « points faits + points demandés » n'existe qu'à la belote contrée.",
            "§10.2",
        ),
        Option.CONTRE_REDUCED: (
            "Le contre réduit (contrat × 2 + 160) ne s'applique qu'en contrée, "
            "en points faits + points demandés.",
            "§10.2 note 1",
        ),
        Option.ANNONCES: ("La belote contrée se joue toujours sans annonces.", "§8"),
        Option.MUST_UNDERTRUMP: (
            "À la belote classique, on est déjà obligé de pisser" + _CONTREE_ONLY,
            "§5.2 2.2",
        ),
        Option.ALWAYS_OVERTRUMP: (
            "À la belote classique, un atout joué sur le partenaire maître doit déjà monter"
            + _CONTREE_ONLY,
            "§5.2 3-4",
        ),
        Option.BELOTE_IMPRENABLE: (
            "À la belote classique, la belote est déjà imprenable" + _CONTREE_ONLY,
            "§7",
        ),
        Option.EQUAL_TOTALS: (
            "En contrée, le contrat est fait dès que les preneurs atteignent leur contrat, "
            "sans litige" + _CLASSIQUE_ONLY,
            "§10.1.1",
        ),
        Option.CONTRACT_ON_CARD_POINTS: (
            "En contrée, le contrat se compte avec la belote des preneurs" + _CLASSIQUE_ONLY,
            "§10.1.1",
        ),
        Option.DEFENCE_CAPOT_KEEPS_ANNONCES: (
            "Les annonces de la défense capot ne se gardent que si les annonces sont jouées, "
            "à la belote classique.",
            "§8",
        ),
    }
)
"""Why each option can be unavailable: the message and the § of its refusal."""

MAX_TARGET: Final = 99_999
"""The most points a partie may be played to: fifty times the FFB's 2000, already a day's play."""

MAX_DONNES: Final = 99
"""The most donnes a partie may be played in: a partie of 99 donnes is a whole evening."""

ROUNDING_STEPS: Final = (10, 5, 0)
"""The rounding steps: to the ten (FFB), to the five (house rule), none."""


def _default_rounding(variant: Variant) -> bool:
    return variant is Variant.CONTREE


def _rounding(value: object, variant: Variant) -> bool | int:
    """``True`` for 10, ``False`` for 0, ``5``; the variant's rule for ``None``."""
    if value is None:
        return _default_rounding(variant)
    if isinstance(value, bool):
        return value
    if type(value) is int and value in ROUNDING_STEPS:
        return {10: True, 0: False}.get(value, value)
    raise RulesError(
        "rounding",
        f"Arrondi « {value} » : à la dizaine (10), à 5 près (5) ou aucun (0).",
        "§10.3",
    )


@dataclass(frozen=True, slots=True, kw_only=True)
class Rules:
    """Every organiser option of the scoring specification.

    ``rounding`` defaults to the variant's rule: on in contrée (§10.3), off in
    classique (§10.2). A partie ends at ``target`` points, or after ``donnes``
    donnes (``tie`` then says what equal totals give), or, with neither, the
    sheet is only summed. ``ends_equal``: a partie to a target ends with equal
    totals (both teams past it together, or the bell of a partie au temps)
    instead of playing one more donne; who goes through is then decided off
    the sheet (a partie of the finals whose organiser gives the tie to the
    better seed).
    """

    variant: Variant = Variant.CONTREE
    counting: Counting = Counting.POINTS_FAITS
    rounding: bool | int | None = field(default=None)
    sans_atout_tout_atout: bool = False
    contre_reduced: bool = False
    annonces: bool = False
    target: int | None = None
    donnes: int | None = None
    tie: Tie = Tie.DRAW
    must_undertrump: bool = False
    always_overtrump: bool = False
    belote_imprenable: bool = False
    equal_totals: EqualTotals = EqualTotals.LITIGE
    contract_on_card_points: bool = False
    defence_capot_keeps_annonces: bool = False
    both_over_target: BothOverTarget = BothOverTarget.HIGHER_WINS
    clockwise: bool = False
    ends_equal: bool = False

    def __post_init__(self) -> None:
        object.__setattr__(self, "rounding", _rounding(self.rounding, self.variant))
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
        if self.target is not None and self.target > MAX_TARGET:
            raise RulesError(
                "target",
                f"Nombre de points à atteindre {self.target} : {MAX_TARGET} au plus.",
            )
        if self.donnes is not None and self.donnes <= 0:
            raise RulesError("donnes", f"Nombre de donnes {self.donnes} : il doit être positif.")
        if self.donnes is not None and self.donnes > MAX_DONNES:
            raise RulesError("donnes", f"Nombre de donnes {self.donnes} : {MAX_DONNES} au plus.")
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
            Option.MUST_UNDERTRUMP: not contree,
            Option.ALWAYS_OVERTRUMP: not contree,
            Option.BELOTE_IMPRENABLE: not contree,
            Option.EQUAL_TOTALS: contree,
            Option.CONTRACT_ON_CARD_POINTS: contree,
            Option.DEFENCE_CAPOT_KEEPS_ANNONCES: contree or not self.annonces,
        }[option]
        return RulesError(option.value, *_REASONS[option]) if blocked else None

    def _switched_on(self, option: Option) -> bool:
        return {
            Option.COUNTING: self.counting is Counting.FAITS_ET_DEMANDES,
            Option.CONTRE_REDUCED: self.contre_reduced,
            Option.ANNONCES: self.annonces,
            Option.MUST_UNDERTRUMP: self.must_undertrump,
            Option.ALWAYS_OVERTRUMP: self.always_overtrump,
            Option.BELOTE_IMPRENABLE: self.belote_imprenable,
            Option.EQUAL_TOTALS: self.equal_totals is not EqualTotals.LITIGE,
            Option.CONTRACT_ON_CARD_POINTS: self.contract_on_card_points,
            Option.DEFENCE_CAPOT_KEEPS_ANNONCES: self.defence_capot_keeps_annonces,
        }[option]

    @property
    def is_contree(self) -> bool:
        return self.variant is Variant.CONTREE

    @property
    def rounding_step(self) -> int:
        """10, 5 or 0: the multiple each mark (contrée: points réalisés) is rounded to.

        >>> FFB_CONTREE.rounding_step, FFB_CLASSIQUE.rounding_step, Rules(rounding=5).rounding_step
        (10, 0, 5)
        """
        rounding = self.rounding
        if isinstance(rounding, bool):
            return 10 if rounding else 0
        assert rounding is not None  # set by __post_init__
        return rounding

    def house_rules(self) -> tuple[HouseRule, ...]:
        """The règles de la maison in force, in the order of the scoring specification.

        >>> [rule.field for rule in CLUB_CONTREE.house_rules()]
        ['always_overtrump', 'belote_imprenable']
        """
        return tuple(rule for rule in HOUSE_RULES if rule.value == getattr(self, rule.field))

    @property
    def is_ffb(self) -> bool:
        """No règle de la maison: the FFB text of the variant, with its own rounding."""
        return not self.house_rules() and bool(self.rounding) is _default_rounding(self.variant)

    def describe(self) -> list[str]:
        """The rules in words, one line each, for screens and printed sheets.

        >>> FFB_CONTREE.describe()[:2]
        ['Belote contrée, règles FFB.', 'Décompte en points faits.']
        """
        rules_of = "règles FFB" if self.is_ffb else "règles de club"
        lines = [f"{self.variant.french.capitalize()}, {rules_of}."]
        if self.is_contree:
            counting = f"Décompte en {self.counting.french}"
            if self.contre_reduced:
                counting += ", contre réduit (contrat × 2 + 160, surcontre contrat × 4 + 160)"
            lines.append(counting + ".")
        lines.append(_ROUNDING_WORDS[self.rounding_step])
        lines.append(
            "Sans Atout et Tout Atout autorisés."
            if self.sans_atout_tout_atout
            else "Sans Atout et Tout Atout non joués."
        )
        if not self.is_contree:
            lines.append("Avec annonces." if self.annonces else "Sans annonces.")
        if self.target is not None:
            equal = ", égalité possible" if self.ends_equal else ""
            lines.append(f"Partie en {self.target} points{equal}.")
        elif self.donnes is not None:
            tie = (
                "donne supplémentaire en cas d'égalité"
                if self.tie is Tie.EXTRA_DONNE
                else "égalité possible"
            )
            lines.append(f"Partie en {self.donnes} donnes, {tie}.")
        lines += [rule.description for rule in self.house_rules() if rule.field != "rounding"]
        return lines


_ROUNDING_WORDS: Final = {
    10: "Points arrondis à la dizaine la plus proche.",
    5: "Points arrondis au multiple de 5 le plus proche.",
    0: "Points comptés au point près, sans arrondi.",
}


FFB_CONTREE: Final = Rules(variant=Variant.CONTREE, target=2000)
"""Belote contrée as the FFB plays it (2016 rules): points faits, rounding, 2000 points."""

FFB_CLASSIQUE: Final = Rules(variant=Variant.CLASSIQUE, target=1000)
"""Belote classique as the FFB plays it: au point près, no annonces, 1000 points."""

CLUB_CONTREE: Final = Rules(
    variant=Variant.CONTREE, target=2000, belote_imprenable=True, always_overtrump=True
)
"""Belote contrée with two common house rules: the belote imprenable, always overtrump."""

PRESETS: Final = MappingProxyType(
    {"ffb-contree": FFB_CONTREE, "ffb-classique": FFB_CLASSIQUE, "club-contree": CLUB_CONTREE}
)
"""The named presets, by the name the application and the command line use."""

PRESET_LABELS: Final = MappingProxyType(
    {
        "ffb-contree": "FFB belote contrée",
        "ffb-classique": "FFB belote classique",
        "club-contree": "Belote contrée, règles de club",
    }
)
"""Each preset's French name, for the forms, the summaries and the command line."""
