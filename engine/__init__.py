"""The rules engine of FFB belote contrée and belote classique: pure Python, standard library only.

Score a donne, a whole sheet, or say which cards a player may legally play:

>>> rules = Rules(target=2000)
>>> donne = Donne(taker=Team.A, contract=110, trump=Trump.COEUR, points=117,
...               belotes=PerTeam(1, 0))
>>> score_donne(donne, rules).marks
PerTeam(a=140, b=50)
>>> partie = Partie(rules, [donne, Donne()])
>>> partie.totals, partie.winner
(PerTeam(a=140, b=50), None)
>>> legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR,
...             trick=[(Seat.N, Card.parse("AS"))], seat=Seat.W,
...             hand=[Card.parse("7S"), Card.parse("KH")]).allowed
(Card.parse('7S'),)

Every refusal is an :class:`EngineError`, a :class:`UserError` (itself a
``ValueError``) with the field, the rule's § and a French message.
"""

from engine.annonces import Annonce, AnnonceKind
from engine.cards import Card, Rank, Suit, Trump, capot_points, card_points, total_points
from engine.donne import CAPOT, Coinche, Contract, Donne, PerTeam, Seat, Team
from engine.errors import (
    AnnonceError,
    BeloteError,
    CapotError,
    ContractError,
    DonneError,
    EngineError,
    FormatError,
    PartieOverError,
    PlayError,
    PointsError,
    RulesError,
    TakerError,
    TrumpError,
    UserError,
)
from engine.legality import Legality, legal_plays, trick_points, trick_winner
from engine.partie import Partie, SheetError
from engine.rules import FFB_CLASSIQUE, FFB_CONTREE, PRESETS, Counting, Rules, Tie, Variant
from engine.scoring import DonneScore, score_donne
from engine.validation import check_donne

__all__ = [
    "CAPOT", "FFB_CLASSIQUE", "FFB_CONTREE", "PRESETS",
    "Annonce", "AnnonceError", "AnnonceKind", "BeloteError", "CapotError", "Card", "Coinche",
    "Contract", "ContractError", "Counting", "Donne", "DonneError", "DonneScore", "EngineError",
    "FormatError", "Legality", "Partie", "PartieOverError", "PerTeam", "PlayError", "PointsError",
    "Rank", "Rules", "RulesError", "Seat", "SheetError", "Suit", "TakerError", "Team", "Tie",
    "Trump", "TrumpError", "UserError", "Variant",
    "capot_points", "card_points", "check_donne", "legal_plays", "score_donne", "total_points",
    "trick_points", "trick_winner",
]  # fmt: skip
