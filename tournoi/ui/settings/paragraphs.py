"""The paragraphs of the FFB rule books that the settings forms cite, in the books' own words.

A tooltip naming a § shows what the § says (:func:`cite`). The words are quoted from the
FFB's « Règles officielles de belote contrée » (2016) and « Règles officielles de la
belote », untranslated: they are the rule.
"""

from __future__ import annotations

from html import escape
from typing import Final

from PySide6.QtCore import QCoreApplication

from engine import Variant
from tournoi.ui.widgets import french

PARAGRAPHS: Final[dict[tuple[Variant, str], str]] = {
    (Variant.CONTREE, "§8"): "La belote contrée se joue toujours sans annonces.",
    (Variant.CONTREE, "§10.2"): (
        "Il existe deux méthodes possibles pour compter les points, au choix de "
        "l'organisateur d'un tournoi : points faits ; points faits + points demandés."
    ),
    (Variant.CONTREE, "§10.2 note 1"): (
        "Lors de tournois organisés en réel, afin que l'issue de la partie ne soit pas "
        "définie par une simple donne, en mode points fait + points demandés, les "
        "organisateurs peuvent utiliser la comptabilisation suivante en cas de contre "
        "(surcontre) : Contrat x 2 + 160 au lieu de Contrat x 2 + 320 (Contrat x 4 + 160 "
        "au lieu de Contrat x 4 + 640)."
    ),
    (Variant.CONTREE, "§10.3"): (
        "À la belote contrée, les points de la partie sont arrondis à la dizaine la plus "
        "proche. Exemple : 85 est arrondi à 90 tandis que 84 est arrondi à 80."
    ),
    (Variant.CONTREE, "§10.4"): (
        "La première équipe atteignant ou dépassant le nombre de points fixés au préalable "
        "remporte la partie. Si les deux équipes dépassent les points fixés au même moment, "
        "c'est celle qui a le plus de points au-delà qui remporte la partie. En cas "
        "d'égalité, une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue. "
        "Les points sont arrondis en fin de partie et permettent de gagner."
    ),
    (Variant.CONTREE, "§11"): (
        "L'organisateur d'un tournoi peut décider de le jouer avec la variante du Sans Atout "
        "/ Tout Atout. Cette variante permet d'enchérir, en sus des 4 couleurs d'atout "
        "possibles, à « Sans Atout » (il n'existe aucune couleur d'atout) et « Tout atout » "
        "(toutes les couleurs sont atout)."
    ),
    (Variant.CLASSIQUE, "§8"): (
        "La belote peut se jouer avec ou sans annonces, en fonction de ce qui est convenu "
        "par les organisateurs du tournoi. Les annonces sont des combinaisons de cartes "
        "rapportant des points. Important : une carte ne peut compter que pour une seule "
        "annonce à la fois."
    ),
    (Variant.CLASSIQUE, "§10.2"): (
        "À la belote, les points sont comptabilisés au point près. Il n'y a pas d'arrondi. "
        "Note : en tournoi réel, pour des questions de logistiques (jetons notamment), les "
        "organisateurs peuvent utiliser la règle de l'arrondi à la dizaine la plus proche "
        "(pour la marque uniquement). C'est-à-dire qu'une équipe réalisant 85 points en "
        "marquera 90 tandis qu'une équipe réalisant 84 points en marquera 80."
    ),
    (Variant.CLASSIQUE, "§10.3"): (
        "Le premier camp atteignant ou dépassant le nombre de points fixés au préalable "
        "remporte la partie. Si les deux camps dépassent les points fixés au même moment, "
        "c'est celui qui a le plus de points au-delà qui remporte la partie. En cas de "
        "nouvelle égalité, une dernière donne départage les deux camps. Cas particulier : "
        "si une équipe est capot ou chute, et atteint les points fixés uniquement grâce aux "
        "points d'une belote, la partie n'est pas encore gagnée et doit se poursuivre. "
        "L'équipe aura besoin d'un pli supplémentaire pour valider la partie."
    ),
    (Variant.CLASSIQUE, "§11"): (
        "L'organisateur d'un tournoi peut décider de le jouer avec la variante du Sans Atout "
        "/ Tout Atout. Cette variante permet de prendre, en sus des 4 couleurs d'atout "
        "possibles, à « Sans Atout » (il n'existe aucune couleur d'atout) et « Tout atout » "
        "(toutes les couleurs sont atout)."
    ),
}
"""Each § a tooltip cites, by rule book (the variant) and number."""


def cite(variant: Variant, paragraph: str) -> str:
    """A tooltip: which book and §, then the § in its words (rich text, wrapped)."""
    if variant is Variant.CONTREE:
        book = QCoreApplication.translate("RulesForm", "Règlement FFB de la belote contrée, {}")
    else:
        book = QCoreApplication.translate("RulesForm", "Règlement FFB de la belote classique, {}")
    words = PARAGRAPHS[variant, paragraph]
    header, quoted = escape(book.format(paragraph)), escape(french(f"« {words} »"), quote=False)
    return f"<p><b>{header}</b></p><p>{quoted}</p>"
