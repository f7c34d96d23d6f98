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
>>> from engine import legal_plays
>>> legal_plays(variant=Variant.CONTREE, trump=Trump.COEUR,
...             trick=[(Seat.N, Card.parse("AS"))], seat=Seat.W,
...             hand=[Card.parse("7S"), Card.parse("KH")]).allowed
(Card.parse('7S'),)

Read and write the arbiter's shorthand (French letters: ``Rc`` is the roi de cœur):

>>> from engine import format_donne, parse_card, parse_donne
>>> format_donne(parse_donne("A 110 c 117 b", variant=Variant.CONTREE)), parse_card("10p")
('A 110 c 117 b', Card.parse('TS'))

Every refusal of the rules is an :class:`EngineError`, a :class:`UserError` (itself a
``ValueError``) with the field, the rule's § and a French message.
"""

import importlib
from typing import TYPE_CHECKING, Any

from engine.annonces import Annonce, AnnonceKind
from engine.cards import Card, Rank, Suit, Trump, capot_points, card_points, total_points
from engine.donne import CAPOT, Coinche, Contract, Donne, PerTeam, Seat, Team
from engine.errors import (
    AnnonceError,
    BeloteError,
    CapotError,
    ContractError,
    DecisionError,
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
from engine.house_rules import HOUSE_RULES, BothOverTarget, EqualTotals, HouseRule
from engine.partie import Ending, Partie, SheetError
from engine.rules import (
    CLUB_CONTREE,
    FFB_CLASSIQUE,
    FFB_CONTREE,
    PRESET_LABELS,
    PRESETS,
    Counting,
    Option,
    Rules,
    Tie,
    Variant,
)
from engine.scoring import DonneScore, score_donne
from engine.validation import check_donne
from engine.words import KIND_WORDS, RANK_LETTERS, SUIT_LETTERS

if TYPE_CHECKING:
    from engine.legality import Legality, legal_plays, trick_points, trick_winner
    from engine.notation import (
        NotationError,
        capot_made_points,
        format_card,
        format_cards,
        format_donne,
        parse_card,
        parse_cards,
        parse_donne,
    )

# The trick legality and the arbiter's shorthand load when first asked for: scoring a
# sheet (``python -m engine score``, the services) needs neither.
_LAZY = {
    **dict.fromkeys(("Legality", "legal_plays", "trick_points", "trick_winner"), "legality"),
    **dict.fromkeys(
        (
            "NotationError",
            "capot_made_points",
            "format_card",
            "format_cards",
            "format_donne",
            "parse_card",
            "parse_cards",
            "parse_donne",
        ),
        "notation",
    ),
}


def __getattr__(name: str) -> Any:
    if name not in _LAZY:
        raise AttributeError(f"module 'engine' has no attribute {name!r}")
    value = getattr(importlib.import_module(f"engine.{_LAZY[name]}"), name)
    globals()[name] = value
    return value


__all__ = [
    "CAPOT", "CLUB_CONTREE", "FFB_CLASSIQUE", "FFB_CONTREE", "HOUSE_RULES", "KIND_WORDS",
    "PRESETS", "PRESET_LABELS", "RANK_LETTERS", "SUIT_LETTERS",
    "Annonce", "AnnonceError", "AnnonceKind", "BeloteError", "BothOverTarget", "CapotError",
    "Card", "Coinche", "Contract", "ContractError", "Counting", "DecisionError", "Donne",
    "DonneError", "DonneScore", "Ending", "EngineError", "EqualTotals", "FormatError", "HouseRule",
    "Legality", "NotationError", "Option", "Partie", "PartieOverError", "PerTeam",
    "PlayError", "PointsError", "Rank", "Rules", "RulesError", "Seat", "SheetError", "Suit",
    "TakerError", "Team", "Tie", "Trump", "TrumpError", "UserError", "Variant",
    "capot_made_points", "capot_points", "card_points", "check_donne", "format_card",
    "format_cards", "format_donne", "legal_plays", "parse_card", "parse_cards", "parse_donne",
    "score_donne", "total_points", "trick_points", "trick_winner",
]  # fmt: skip
