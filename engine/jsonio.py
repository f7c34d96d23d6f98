"""The JSON shapes of the engine command-line specification, read into engine objects and written back.

The application uses the same shapes to import and export score sheets.

>>> rules, donnes = sheet_from_json({"rules": {"target": 1000}, "donnes": [
...     {"taker": "A", "contract": 110, "trump": "coeur", "points": 117,
...      "belotes": {"A": 1}}, {"taker": None}]})
>>> sheet_result_to_json(Partie(rules, donnes))["totals"]
{'A': 140, 'B': 50}
>>> donne_to_json(donnes[0])["belotes"]
{'A': 1, 'B': 0}
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from typing import Any, Final, TypeVar

from engine.annonces import Annonce, AnnonceKind
from engine.cards import SUIT_TRUMPS, Card, Rank, Trump
from engine.donne import (
    CAPOT,
    NO_ANNONCE,
    NO_BELOTE,
    NO_POINTS,
    Coinche,
    Contract,
    Donne,
    PerTeam,
    Seat,
    Team,
)
from engine.errors import (
    AnnonceError,
    BeloteError,
    CapotError,
    ContractError,
    DecisionError,
    EngineError,
    FormatError,
    PlayError,
    PointsError,
    RulesError,
    TakerError,
    TrumpError,
    UserError,
)
from engine.house_rules import BothOverTarget, EqualTotals
from engine.partie import Ending, Partie, SheetError
from engine.rules import ROUNDING_STEPS, Counting, Rules, Tie, Variant

E = TypeVar("E")

_RULE_KEYS: Final = (
    "variant", "counting", "rounding", "sans_atout_tout_atout", "contre_reduced",
    "annonces", "target", "donnes", "tie", "must_undertrump", "always_overtrump",
    "belote_imprenable", "equal_totals", "contract_on_card_points",
    "defence_capot_keeps_annonces", "both_over_target", "clockwise", "ends_equal",
)  # fmt: skip
_DONNE_KEYS: Final = frozenset(
    {"taker", "trump", "points", "capot", "belotes", "contract", "coinche", "annonces",
     "renonce", "decision", "reason"}
)  # fmt: skip
_DECISION_KEYS: Final = ("decision", "reason")
_PLAY_KEYS: Final = frozenset({"rules", "trump", "trick", "seat", "hand", "card"})


def _object(
    value: object, field: str | None, what: str, error: type[EngineError]
) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise error(field, f"{what} : un objet JSON {{...}} est attendu.")
    return value


def _no_unknown(
    obj: Mapping[str, Any], known: frozenset[str] | tuple[str, ...], where: str
) -> None:
    for key in obj:
        if key not in known:
            raise FormatError(key, f"Clé « {key} » inconnue dans {where}.")


def _enum(value: object, enum: type[E], field: str, error: type[EngineError], what: str) -> E:
    try:
        return enum(value)  # type: ignore[call-arg]
    except (ValueError, TypeError):
        choices = ", ".join(f"« {member} »" for member in enum)  # type: ignore[attr-defined]
        raise error(field, f"{what} « {value} » inconnu : {choices}.") from None


def _optional_team(value: object, field: str, error: type[EngineError], what: str) -> Team | None:
    return None if value is None else _enum(value, Team, field, error, what)


def _integer(value: object, field: str, error: type[EngineError], what: str) -> int:
    if type(value) is not int:
        raise error(field, f"{what} « {value} » : un nombre entier est attendu.")
    return value


def _flag(value: object, field: str) -> bool:
    if not isinstance(value, bool):
        raise RulesError(field, f"Option « {field} » : true ou false est attendu, pas « {value} ».")
    return value


def rules_from_json(obj: object) -> Rules:
    """Rules from the ``rules`` object; missing keys take the variant's defaults."""
    data = _object({} if obj is None else obj, "rules", "Règles", RulesError)
    _no_unknown(data, _RULE_KEYS, "les règles")
    options: dict[str, Any] = {}
    readers: dict[str, Callable[[object, str], Any]] = {
        "variant": lambda v, f: _enum(v, Variant, f, RulesError, "Variante"),
        "counting": lambda v, f: _enum(v, Counting, f, RulesError, "Décompte"),
        "tie": lambda v, f: _enum(v, Tie, f, RulesError, "Égalité"),
        "equal_totals": lambda v, f: _enum(v, EqualTotals, f, RulesError, "Totaux égaux"),
        "both_over_target": lambda v, f: _enum(v, BothOverTarget, f, RulesError, "Les deux au but"),
        "rounding": _rounding,
        "target": _optional_count,
        "donnes": _optional_count,
    }
    for key in _RULE_KEYS:
        if key in data:
            options[key] = readers.get(key, _flag)(data[key], key)
    return Rules(**options)


def _rounding(value: object, field: str) -> bool | int:
    """``true`` or ``false``, or the step: 10, 5 or 0."""
    if isinstance(value, bool) or (type(value) is int and value in ROUNDING_STEPS):
        return value
    raise RulesError(
        field, f"Option « {field} » : true, false, 10, 5 ou 0 est attendu, pas « {value} »."
    )


def _optional_count(value: object, field: str) -> int | None:
    return None if value is None else _integer(value, field, RulesError, "Valeur")


def rules_to_json(rules: Rules) -> dict[str, Any]:
    """Every option, written out; ``ends_equal`` only where it is on (the documents of the
    engine's contract do not know it)."""
    return {
        key: getattr(rules, key) for key in _RULE_KEYS if key != "ends_equal" or rules.ends_equal
    }


def donne_from_json(obj: object) -> Donne:
    """A donne from its JSON object (checking it against the rules is the scorer's job)."""
    data = _object(obj, None, "Donne", FormatError)
    _no_unknown(data, _DONNE_KEYS, "la donne")
    if "decision" in data or "reason" in data:
        return _decision(data)
    trump = data.get("trump")
    contract = data.get("contract")
    points = data.get("points")
    coinche = data.get("coinche")
    return Donne(
        taker=_optional_team(data.get("taker"), "taker", TakerError, "Preneur"),
        trump=None if trump is None else _enum(trump, Trump, "trump", TrumpError, "Atout"),
        points=None if points is None else _integer(points, "points", PointsError, "Points"),
        contract=None if contract is None else _contract(contract),
        coinche=Coinche.NONE
        if coinche is None
        else _enum(coinche, Coinche, "coinche", ContractError, "Contre"),
        capot=_optional_team(data.get("capot"), "capot", CapotError, "Capot"),
        belotes=_belotes(data.get("belotes")),
        annonces=_annonces(data.get("annonces")),
        annonce_points=_annonce_points(data.get("annonces")),
        renonce=_optional_team(data.get("renonce"), "renonce", AnnonceError, "Renonce"),
    )


def _decision(data: dict[str, Any]) -> Donne:
    """An arbiter's decision: its marks and its reason, in place of a played donne."""
    played = [key for key, value in data.items() if key not in _DECISION_KEYS and value is not None]
    if played:
        raise DecisionError(
            played[0],
            "Une décision de l'arbitre remplace la donne jouée : "
            "elle n'a que ses points (« decision ») et son motif (« reason »).",
        )
    marks, reason = data.get("decision"), data.get("reason")
    if reason is not None and not isinstance(reason, str):
        raise DecisionError("reason", f"Motif « {reason} » : un texte est attendu.")
    return Donne(
        decision=None if marks is None else _per_team(marks, "decision", DecisionError, "Décision"),
        reason=reason,
    )


def _contract(value: object) -> Contract:
    if value == CAPOT:
        return CAPOT
    return _integer(value, "contract", ContractError, "Contrat")


def _belotes(value: object) -> PerTeam[int]:
    if value is None:
        return NO_BELOTE
    return _per_team(value, "belotes", BeloteError, "Belotes")


def _per_team(value: object, field: str, error: type[EngineError], what: str) -> PerTeam[int]:
    """``{"A": n, "B": m}``, a missing team counting 0."""
    data = _object(value, field, what, error)
    _no_unknown(data, ("A", "B"), f"« {field} »")
    a, b = (_integer(data.get(t, 0), field, error, what) for t in ("A", "B"))
    return PerTeam(a, b)


def _annonces(value: object) -> PerTeam[tuple[Annonce, ...]]:
    """The declared lists; a team given a number (its points, read by ``_annonce_points``) has none."""
    if value is None:
        return NO_ANNONCE
    data = _object(value, "annonces", "Annonces", AnnonceError)
    _no_unknown(data, ("A", "B"), "les annonces")
    lists = []
    for team in ("A", "B"):
        items = data.get(team, [])
        if type(items) is int:
            items = []
        if not isinstance(items, list):
            raise AnnonceError(
                "annonces",
                f"Annonces de l'équipe {team} : une liste est attendue, "
                "ou leurs points comme sur la feuille.",
            )
        lists.append(tuple(_annonce(item) for item in items))
    return PerTeam(lists[0], lists[1])


def _annonce_points(value: object) -> PerTeam[int]:
    """The points of annonces as a paper sheet writes them: ``{"A": 70}``."""
    if not isinstance(value, dict):
        return NO_POINTS
    a, b = (value.get(team) for team in ("A", "B"))
    return PerTeam(a if type(a) is int else 0, b if type(b) is int else 0)


def _annonce(value: object) -> Annonce:
    data = _object(value, "annonces", "Annonce", AnnonceError)
    kind = _enum(data.get("kind"), AnnonceKind, "annonces", AnnonceError, "Annonce")
    if kind is AnnonceKind.CARRE:
        _no_unknown(data, ("kind", "rank"), "un carré")
        return Annonce(kind, _enum(data.get("rank"), Rank, "annonces", AnnonceError, "Rang"))
    _no_unknown(data, ("kind", "high", "suit"), "une séquence")
    high = _enum(data.get("high"), Rank, "annonces", AnnonceError, "Hauteur")
    suit = _enum(data.get("suit"), Trump, "annonces", AnnonceError, "Couleur").suit
    if suit is None:
        raise AnnonceError(
            "annonces", "Une séquence est dans une couleur : pique, coeur, carreau ou trefle."
        )
    return Annonce(kind, high, suit)


def annonce_to_json(annonce: Annonce) -> dict[str, str]:
    if annonce.suit is None:
        return {"kind": annonce.kind.value, "rank": annonce.high.value}
    return {
        "kind": annonce.kind.value,
        "high": annonce.high.value,
        "suit": SUIT_TRUMPS[annonce.suit].value,
    }


def donne_to_json(donne: Donne) -> dict[str, Any]:
    """The JSON object of a donne; a donne blanche is just ``{"taker": null}``."""
    if donne.decision is not None or donne.reason is not None:
        marks = donne.decision
        return {
            "decision": None if marks is None else {"A": marks.a, "B": marks.b},
            "reason": donne.reason,
        }
    if donne.taker is None:
        return {"taker": None}
    data: dict[str, Any] = {
        "taker": donne.taker.value,
        "trump": None if donne.trump is None else donne.trump.value,
        "points": donne.points,
        "capot": None if donne.capot is None else donne.capot.value,
        "belotes": {"A": donne.belotes.a, "B": donne.belotes.b},
    }
    if donne.contract is not None:
        data["contract"] = donne.contract
        data["coinche"] = donne.coinche.value
    if donne.annonces.a or donne.annonces.b:
        data["annonces"] = {
            team.value: [annonce_to_json(a) for a in donne.annonces[team]] for team in Team
        }
    written = {
        team.value: donne.annonce_points[team] for team in Team if donne.annonce_points[team]
    }
    if written:
        data["annonces"] = {**data.get("annonces", {}), **written}
    if donne.renonce is not None:
        data["renonce"] = donne.renonce.value
    return data


class NotJsonError(UserError):
    """Bytes that are not a JSON document in UTF-8; the message says why, in French."""

    def __init__(self, message: str) -> None:
        super().__init__(message, field="document")


def parse_json(raw: bytes) -> object:
    """The JSON document of ``raw``, UTF-8 with or without a byte order mark.

    >>> parse_json(b'\\xef\\xbb\\xbf{"donnes": []}')
    {'donnes': []}
    >>> parse_json(b'{"donnes": [}')
    Traceback (most recent call last):
    ...
    engine.jsonio.NotJsonError: erreur de syntaxe ligne 1, colonne 13
    >>> parse_json(b"[" * 100_000)
    Traceback (most recent call last):
    ...
    engine.jsonio.NotJsonError: des crochets ou des accolades imbriqués beaucoup trop profondément
    """
    try:
        text = raw.decode("utf-8-sig")
    except UnicodeDecodeError as error:
        raise NotJsonError(
            f"ce n'est pas un texte en UTF-8 (octet {raw[error.start]:#04x} à la position "
            f"{error.start})"
        ) from None
    try:
        return json.loads(text)
    except json.JSONDecodeError as error:
        raise NotJsonError(
            f"erreur de syntaxe ligne {error.lineno}, colonne {error.colno}"
        ) from None
    except RecursionError:
        raise NotJsonError(
            "des crochets ou des accolades imbriqués beaucoup trop profondément"
        ) from None
    except ValueError:  # an integer beyond int_max_str_digits (4300 digits)
        raise NotJsonError("un nombre y est beaucoup trop long") from None


def sheet_from_json(doc: object) -> tuple[Rules, list[Donne]]:
    """The rules and the donnes of a ``score`` document.

    A bad donne raises :class:`~engine.partie.SheetError` naming it (from 1).
    """
    data = _object(doc, None, "Feuille de marque", FormatError)
    _no_unknown(data, ("rules", "donnes", "ended"), "la feuille de marque")
    rules = rules_from_json(data.get("rules"))
    items = data.get("donnes")
    if not isinstance(items, list):
        raise FormatError("donnes", "La feuille de marque doit avoir une liste « donnes ».")
    donnes = []
    for number, item in enumerate(items, start=1):
        try:
            donnes.append(donne_from_json(item))
        except EngineError as error:
            raise SheetError(number, error) from error
    return rules, donnes


def ending_from_json(doc: object) -> Ending | None:
    """How the sheet ``doc`` says its partie ended: ``"ended": "time"``, or nothing.

    >>> ending_from_json({"donnes": [], "ended": "time"})
    <Ending.TIME: 'time'>
    """
    data = _object(doc, None, "Feuille de marque", FormatError)
    value = data.get("ended")
    if value is None:
        return None
    if value != Ending.TIME.value:
        raise FormatError(
            "ended",
            f"Fin de la partie « {value} » : seule « time » (arrêtée au temps) est connue.",
        )
    return Ending.TIME


def sheet_to_json(rules: Rules, donnes: Sequence[Donne]) -> dict[str, Any]:
    """A ``score`` document: the rules and every donne."""
    return {"rules": rules_to_json(rules), "donnes": [donne_to_json(d) for d in donnes]}


def sheet_result_to_json(partie: Partie) -> dict[str, Any]:
    """The output of ``score``; ``"ended": "time"`` only for a partie stopped on time."""
    ending = {} if partie.ended is None else {"ended": partie.ended.value}
    return {
        "donnes": [
            {
                "made": score.made,
                "litige": score.litige,
                "marks": {"A": score.marks.a, "B": score.marks.b},
            }
            for score in partie.scores
        ],
        "totals": {"A": partie.totals.a, "B": partie.totals.b},
        "winner": None if partie.winner is None else partie.winner.value,
        "ended_after": partie.ended_after,
        **ending,
    }


def score_json(doc: object) -> dict[str, Any]:
    """``python -m engine score``: the whole sheet scored."""
    rules, donnes = sheet_from_json(doc)
    return sheet_result_to_json(Partie(rules, donnes, ended=ending_from_json(doc)))


def play_json(doc: object) -> dict[str, Any]:
    """``python -m engine play``: the cards the player may play, and why."""
    data = _object(doc, None, "Demande", FormatError)
    _no_unknown(data, _PLAY_KEYS, "la demande")
    rules = rules_from_json(data.get("rules"))
    trump = _enum(data.get("trump"), Trump, "trump", TrumpError, "Atout")
    trick_items = data.get("trick", [])
    if not isinstance(trick_items, list):
        raise PlayError("trick", "Le pli en cours doit être une liste de {seat, card}.")
    trick = [_played(item) for item in trick_items]
    seat = _enum(data.get("seat"), Seat, "seat", PlayError, "Joueur")
    hand = _cards(data.get("hand"), "hand")
    from engine.legality import legal_plays  # noqa: PLC0415 (scoring needs no legality)

    legality = legal_plays(rules=rules, trump=trump, trick=trick, seat=seat, hand=hand)
    result: dict[str, Any] = {
        "allowed": [str(card) for card in legality.allowed],
        "rule": legality.rule,
        "explanation": legality.explanation,
    }
    if "card" in data:
        card = _card(data["card"], "card")
        if card not in hand:
            raise PlayError(
                "card", f"{card.with_article.capitalize()} n'est pas dans la main du joueur."
            )
        result["legal"] = card in legality.allowed
    return result


def _played(value: object) -> tuple[Seat, Card]:
    data = _object(value, "trick", "Carte du pli", PlayError)
    _no_unknown(data, ("seat", "card"), "une carte du pli")
    return (
        _enum(data.get("seat"), Seat, "trick", PlayError, "Joueur"),
        _card(data.get("card"), "trick"),
    )


def _cards(value: object, field: str) -> list[Card]:
    if not isinstance(value, list):
        raise PlayError(field, "La main doit être une liste de cartes (« JH », « TS »...).")
    return [_card(item, field) for item in value]


def _card(value: object, field: str) -> Card:
    try:
        return Card.parse(value)  # type: ignore[arg-type]
    except PlayError as error:
        raise PlayError(field, error.message) from None
