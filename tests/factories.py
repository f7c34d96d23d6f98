"""Random valid donnes and whole sheets, for tests and benchmarks."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Any

from engine import CAPOT, Coinche, Donne, Partie, PerTeam, Rules, Team, Trump
from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit, capot_points
from engine.jsonio import donne_to_json
from engine.points import possible_points

SUIT_TRUMPS = (Trump.PIQUE, Trump.COEUR, Trump.CARREAU, Trump.TREFLE)
ANNONCES = (
    (Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES),),
    (Annonce(AnnonceKind.CINQUANTE, Rank.ACE, Suit.DIAMONDS),),
    (Annonce(AnnonceKind.CARRE, Rank.NINE),),
    (),
    (),
)
_POSSIBLE = {
    (trump, contree): sorted(possible_points(trump, contree=contree))
    for trump in Trump
    for contree in (True, False)
}


def random_donne(rng: random.Random, rules: Rules) -> Donne:
    """A donne the engine accepts under ``rules``: every trump, contres, capots, belotes."""
    contree = rules.is_contree
    if rng.random() < 0.03:
        return Donne()
    taker = rng.choice((Team.A, Team.B))
    trump = rng.choice(SUIT_TRUMPS)
    if rules.sans_atout_tout_atout and rng.random() < 0.2:
        trump = rng.choice((Trump.SANS_ATOUT, Trump.TOUT_ATOUT))
    capot = None
    roll = rng.random()
    if roll < 0.05:
        capot, points = taker, capot_points(trump, contree=contree)
    elif roll < 0.07:
        capot, points = taker.other, 0
    else:
        points = rng.choice(_POSSIBLE[trump, contree])
    belote = 0 if trump is Trump.SANS_ATOUT else rng.choice((0, 0, 1))
    belotes = PerTeam(belote, 0) if rng.random() < 0.5 else PerTeam(0, belote)
    if contree:
        contract = CAPOT if rng.random() < 0.03 else rng.randrange(80, 170, 10)
        coinche = rng.choice((Coinche.NONE,) * 8 + (Coinche.CONTRE, Coinche.SURCONTRE))
        return Donne(taker=taker, contract=contract, trump=trump, points=points,
                     coinche=coinche, capot=capot, belotes=belotes)  # fmt: skip
    annonces = PerTeam((), ())
    if rules.annonces and belote == 0:
        annonces = PerTeam(rng.choice(ANNONCES), ())
    return Donne(taker=taker, trump=trump, points=points, capot=capot, belotes=belotes,
                 annonces=annonces)  # fmt: skip


def random_sheet(rng: random.Random, rules: Rules) -> list[Donne]:
    """Donnes until the partie ends (``rules`` must set a target or a number of donnes)."""
    partie = Partie(rules)
    while not partie.is_over:
        partie.add(random_donne(rng, rules))
    return list(partie.donnes)


def sheet_document(donnes: list[Donne]) -> dict[str, Any]:
    return {"donnes": [donne_to_json(d) for d in donnes]}


def random_paper_donne(rng: random.Random, rules: Rules) -> Donne:
    """A donne as an arbiter copies it from a paper sheet: annonce points, renonce, decision.

    ``rules`` must be classique with annonces for the annonce points and the renonce.
    """
    if rng.random() < 0.1:
        reason = rng.choice(("3e maldonne de l'équipe A", "pénalité", "Carton jaune B"))
        return Donne(decision=PerTeam(rng.randrange(0, 2001), rng.randrange(0, 2001)),
                     reason=reason)  # fmt: skip
    donne = random_donne(rng, rules)
    if donne.taker is None or rules.is_contree or not rules.annonces:
        return donne
    if not (donne.annonces.a or donne.annonces.b) and rng.random() < 0.5:
        points = rng.choice((20, 40, 50, 70, 100, 120, 150, 200, 550))
        team = rng.choice((Team.A, Team.B))
        donne = replace(donne, annonce_points=PerTeam.of(team, points, 0))
    declared = [t for t in Team if donne.annonces[t] or donne.annonce_points[t]]
    if declared and rng.random() < 0.3:
        donne = replace(donne, renonce=rng.choice(declared))
    return donne
