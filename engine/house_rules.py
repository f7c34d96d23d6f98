"""The règles de la maison: options beyond the FFB texts, each in French words with its source.

Clubs play concours that are not homologated with house rules (scoring
specification, « Options beyond the FFB texts »). Each is a field of
:class:`engine.rules.Rules`, off by default; :data:`HOUSE_RULES` says each one
in words, for the rules form (``label``, ``description``, ``source``) and the
rules summary printed on sheets (``description``, through
:meth:`engine.rules.Rules.describe`).

>>> HOUSE_RULES[1].label, HOUSE_RULES[1].source
('Obligé de pisser', 'Belote classique FFB, §5.2 2.2 (précision), appliquée à la contrée')
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Final


class EqualTotals(StrEnum):
    """What equal totals give in classique (house rule ``equal_totals``)."""

    LITIGE = "litige"
    """The FFB litige (§10.1 c): the takers' total is held over."""
    MADE = "made"
    """Each team marks its total: « at least as many points »."""
    FALLEN = "fallen"
    """The takers fall (a chute)."""


class BothOverTarget(StrEnum):
    """What a donne on which both teams reach the target gives (house rule ``both_over_target``)."""

    HIGHER_WINS = "higher_wins"
    """The higher total wins (contrée §10.4, classique §10.3)."""
    DRAW = "draw"
    """The partie is a draw."""


@dataclass(frozen=True, slots=True, kw_only=True)
class HouseRule:
    """One house rule: the field of :class:`~engine.rules.Rules` and the value that switches it on.

    ``label`` is short, for a check box; ``description`` a sentence for the
    rules summary; ``source`` says where the rule comes from.
    """

    field: str
    value: object
    label: str
    description: str
    source: str


_PAGAT: Final = "règle décrite par pagat.com (belote, variantes)"

HOUSE_RULES: Final = (
    HouseRule(
        field="rounding",
        value=5,
        label="Arrondi à 5 près",
        description="Points arrondis au multiple de 5 le plus proche.",
        source=_PAGAT + " : arrondi « au multiple de 5 ou de 10 le plus proche »",
    ),
    HouseRule(
        field="must_undertrump",
        value=True,
        label="Obligé de pisser",
        description=(
            "Obligé de pisser : qui doit couper mais ne peut pas surcouper l'adversaire "
            "joue quand même un atout plus petit s'il en a un."
        ),
        source="Belote classique FFB, §5.2 2.2 (précision), appliquée à la contrée",
    ),
    HouseRule(
        field="always_overtrump",
        value=True,
        label="Toujours monter à l'atout",
        description=(
            "Toujours monter à l'atout : qui joue un atout doit battre le plus fort atout "
            "du pli s'il le peut, même sur son partenaire maître."
        ),
        source="fiche résumé des règles : « On est toujours obligé de monter à l'atout »",
    ),
    HouseRule(
        field="belote_imprenable",
        value=True,
        label="Belote imprenable",
        description=(
            "Belote imprenable : chaque équipe garde sa belote, même quand l'autre marque "
            "la chute ou le contre."
        ),
        source="Belote classique FFB, §7, appliquée à la contrée ; usage de la coinche en ligne",
    ),
    HouseRule(
        field="equal_totals",
        value=EqualTotals.MADE,
        label="Égalité : contrat fait",
        description=(
            "À égalité de points, le contrat est fait : chaque équipe marque ses points "
            "(pas de litige)."
        ),
        source=_PAGAT + " : les preneurs doivent faire « au moins autant de points »",
    ),
    HouseRule(
        field="equal_totals",
        value=EqualTotals.FALLEN,
        label="Égalité : contrat chuté",
        description="À égalité de points, les preneurs sont dedans (pas de litige).",
        source="usage de clubs, au lieu du litige du §10.1 c",
    ),
    HouseRule(
        field="contract_on_card_points",
        value=True,
        label="Contrat sur les points des cartes",
        description=(
            "Le contrat se juge sur les points des cartes seuls (dix de der compris), sans "
            "belote ni annonces ; elles comptent ensuite dans les marques."
        ),
        source="usage de clubs, au lieu des totaux du §10.1",
    ),
    HouseRule(
        field="defence_capot_keeps_annonces",
        value=True,
        label="La défense capot garde ses annonces",
        description=(
            "Une défense capot garde ses annonces ; les preneurs ne marquent que les leurs."
        ),
        source=_PAGAT + " : « a defending team which is capot still scores their declarations »",
    ),
    HouseRule(
        field="both_over_target",
        value=BothOverTarget.DRAW,
        label="Les deux au but : partie nulle",
        description=(
            "Si les deux équipes atteignent le but sur la même donne, la partie est nulle."
        ),
        source=_PAGAT
        + " : « if both sides reach 1000 points on the same hand, the game is drawn »",
    ),
    HouseRule(
        field="clockwise",
        value=True,
        label="Jeu dans le sens des aiguilles d'une montre",
        description=("On joue dans le sens des aiguilles d'une montre : Nord, Est, Sud, Ouest."),
        source="guide de la belote classique et fiche résumé ; pagat.com : « often played clockwise »",
    ),
)
"""Every house rule, in the order of the scoring specification's table."""
