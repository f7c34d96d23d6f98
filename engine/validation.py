"""Everything a hand-written score sheet can get wrong, checked against the rules.

>>> from engine.rules import FFB_CONTREE
>>> check_donne(Donne(taker=Team.A, contract=85, trump=Trump.PIQUE, points=100), FFB_CONTREE)
Traceback (most recent call last):
...
engine.errors.ContractError: Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)
>>> check_donne(Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=161), FFB_CONTREE)
Traceback (most recent call last):
...
engine.errors.PointsError: 161 points : impossible, l'autre équipe aurait 1 point et aucune carte ne vaut 1 point. (§6)
"""

from __future__ import annotations

from typing import Final

from engine.annonces import Annonce, check_annonces
from engine.cards import Trump, capot_points, total_points
from engine.donne import CAPOT, NO_BELOTE, Coinche, Donne, PerTeam, Team
from engine.errors import (
    AnnonceError,
    BeloteError,
    CapotError,
    ContractError,
    DecisionError,
    PointsError,
    TakerError,
    TrumpError,
)
from engine.points import possible_points
from engine.rules import Rules
from engine.words import count

_CONTRACTS: Final = frozenset(range(80, 161, 10))
ANNONCE_SUMS: Final = frozenset({20, *range(40, 551, 10)})
"""What the annonces of one team can add up to: 20, or a multiple of 10 from 40 to 550 (§8.1)."""
DECISION_MARKS: Final = range(0, 2001)
REASON_LENGTH: Final = range(1, 201)


def check_donne(donne: Donne, rules: Rules) -> None:
    """Raise the :class:`~engine.errors.DonneError` for the first thing wrong in ``donne``."""
    contree = rules.is_contree
    taker = donne.taker
    if donne.decision is not None or donne.reason is not None:
        _check_decision(donne)
        return
    if taker is None:
        _check_blanche(donne)
        return
    if not isinstance(taker, Team):
        raise TakerError("taker", f"Preneur « {taker} » inconnu : A, B, ou aucun si tous passent.")
    trump = _check_trump(donne.trump, rules)
    if contree:
        _check_contract(donne)
    elif donne.contract is not None or donne.coinche is not Coinche.NONE:
        raise ContractError(
            "contract" if donne.contract is not None else "coinche",
            "À la belote classique on prend sans contrat chiffré, ni contre ni surcontre.",
            "§4.2",
        )
    _check_points(donne, taker, trump, contree)
    belote_team = _check_belotes(donne, trump)
    listed = _has_annonces(donne)
    written = _has_annonce_points(donne)
    if listed or written or donne.renonce is not None:
        _check_annonces_played(rules, "annonces" if listed or written else "renonce")
    if listed:
        _check_annonces(donne, trump, belote_team)
    if written:
        _check_annonce_points(donne, listed)
    if donne.renonce is not None:
        _check_renonce(donne)


def _has_annonces(donne: Donne) -> bool:
    annonces = donne.annonces
    # The usual donne first, without a loop: this runs for every donne scored.
    if isinstance(annonces, PerTeam) and type(annonces.a) is tuple and type(annonces.b) is tuple:
        return bool(annonces.a or annonces.b)
    if not isinstance(annonces, PerTeam):
        raise AnnonceError(
            "annonces", "Annonces illisibles : une liste par équipe est attendue.", "§8"
        )
    for team in Team:
        if not isinstance(annonces[team], tuple | list):
            raise AnnonceError(
                "annonces",
                f"Annonces de l'équipe {team} illisibles : une liste est attendue.",
                "§8",
            )
    return bool(annonces.a or annonces.b)


def _has_annonce_points(donne: Donne) -> bool:
    written = donne.annonce_points
    if (
        isinstance(written, PerTeam)
        and type(written.a) is int
        and type(written.b) is int
        and written.a >= 0
        and written.b >= 0
    ):
        return bool(written.a or written.b)
    raise AnnonceError(
        "annonces",
        "Points d'annonces illisibles : un nombre entier pour une seule équipe.",
        "§8.1",
    )


def _played_fields(donne: Donne) -> list[str]:
    """The fields of a played donne that ``donne`` fills, in the order of the JSON format."""
    return [
        name
        for name, given in (
            ("trump", donne.trump is not None),
            ("points", donne.points is not None),
            ("contract", donne.contract is not None),
            ("coinche", donne.coinche is not Coinche.NONE),
            ("capot", donne.capot is not None),
            ("belotes", donne.belotes != NO_BELOTE),
            ("annonces", _has_annonces(donne) or _has_annonce_points(donne)),
            ("renonce", donne.renonce is not None),
        )
        if given
    ]


def _check_blanche(donne: Donne) -> None:
    filled = _played_fields(donne)
    if filled:
        raise TakerError(
            filled[0],
            "Donne blanche (tous les joueurs ont passé) : elle ne marque rien, "
            f"il ne faut pas de {_FIELD_NAMES[filled[0]]}.",
            "§4.2.1",
        )


def _check_decision(donne: Donne) -> None:
    """An arbiter's decision: marks 0..2000 for each team, a reason, and nothing played."""
    marks = donne.decision
    if marks is None:
        raise DecisionError(
            "reason",
            "Un motif sans décision : une décision de l'arbitre donne les points de chaque équipe.",
        )
    if not isinstance(marks, PerTeam) or any(
        type(marks[team]) is not int or marks[team] not in DECISION_MARKS for team in Team
    ):
        shown = f"{marks.a} / {marks.b}" if isinstance(marks, PerTeam) else f"« {marks} »"
        raise DecisionError(
            "decision",
            f"Décision de l'arbitre {shown} : chaque équipe marque un nombre entier "
            "de 0 à 2000 points.",
        )
    reason = donne.reason
    if not isinstance(reason, str) or len(reason.strip()) not in REASON_LENGTH:
        raise DecisionError(
            "reason",
            "Une décision de l'arbitre a un motif, de 1 à 200 caractères "
            "(par exemple « 3e maldonne de l'équipe A »).",
        )
    filled = (["taker"] if donne.taker is not None else []) + _played_fields(donne)
    if filled:
        raise DecisionError(
            filled[0],
            "Une décision de l'arbitre remplace la donne jouée : "
            f"il ne faut pas de {_FIELD_NAMES[filled[0]]}.",
        )


_FIELD_NAMES: Final = {
    "trump": "couleur d'atout",
    "points": "points",
    "contract": "contrat",
    "coinche": "contre",
    "capot": "capot",
    "belotes": "belote",
    "annonces": "annonces",
    "renonce": "renonce",
    "taker": "preneur",
}


def _check_trump(trump: object, rules: Rules) -> Trump:
    if not isinstance(trump, Trump):
        raise TrumpError(
            "trump",
            "Atout manquant ou inconnu : pique, cœur, carreau, trèfle"
            + (", sans atout ou tout atout." if rules.sans_atout_tout_atout else "."),
            "§4.2.2" if rules.is_contree else "§4.1",
        )
    if trump.suit is None and not rules.sans_atout_tout_atout:
        raise TrumpError(
            "trump",
            f"Contrat à {trump.french} : la variante Sans Atout / Tout Atout "
            "n'est pas jouée dans ce tournoi.",
            "§11",
        )
    return trump


def _check_contract(donne: Donne) -> None:
    contract = donne.contract
    if contract is None:
        raise ContractError("contract", "Contrat manquant : de 80 à 160, ou capot.", "§4.2.2")
    if contract != CAPOT and (type(contract) is not int or contract not in _CONTRACTS):
        raise ContractError(
            "contract",
            f"Contrat {contract} : un contrat est un multiple de 10 de 80 à 160, ou capot.",
            "§4.2.2",
        )
    if not isinstance(donne.coinche, Coinche):
        raise ContractError(
            "coinche", f"Contre « {donne.coinche} » inconnu : aucun, contré ou surcontré.", "§4.2.3"
        )


def _check_points(donne: Donne, taker: Team, trump: Trump, contree: bool) -> None:
    points = donne.points
    capot = donne.capot
    total = total_points(trump, contree=contree)
    with_capot = capot_points(trump, contree=contree)
    if type(points) is not int:
        raise PointsError(
            "points", f"Points des preneurs manquants : de 0 à {total}, dix de der compris.", "§9.1"
        )
    if capot is not None and not isinstance(capot, Team):
        raise CapotError("capot", f"Capot « {capot} » inconnu : A, B, ou aucun.", "§9.2")
    if capot is taker:
        if points not in (total, with_capot):
            raise CapotError(
                "capot",
                f"Capot des preneurs avec {points} points : un capot fait {with_capot} points "
                f"({total} avec le dix de der ordinaire).",
                "§9.2",
            )
        return
    if capot is not None:
        if points != 0:
            raise CapotError(
                "capot",
                f"Capot de la défense : les preneurs ne peuvent pas avoir {points} points, "
                "ils n'ont fait aucun pli.",
                "§9.2",
            )
        return
    if points == with_capot:
        raise CapotError(
            "capot",
            f"{points} points : c'est un capot, indiquez l'équipe qui a fait les huit plis.",
            "§9.2",
        )
    if not 0 <= points <= total:
        raise PointsError(
            "points",
            f"{points} points : les preneurs ont de 0 à {total} points, dix de der compris.",
            "§11.3" if total != 162 else "§9.1",
        )
    if points not in possible_points(trump, contree=contree):
        raise PointsError("points", _impossible_message(points, total), "§6")


def _impossible_message(points: int, total: int) -> str:
    rest = total - points
    if rest < points:
        return (
            f"{count(points, 'point')} : impossible, l'autre équipe aurait {count(rest, 'point')} "
            f"et aucune carte ne vaut {count(rest, 'point')}."
        )
    return (
        f"{count(points, 'point')} : impossible, aucun ensemble de plis ne vaut "
        f"{count(points, 'point')}."
    )


def _check_belotes(donne: Donne, trump: Trump) -> Team | None:
    """Check the belotes; the team holding the one belote of a suit contract, if any."""
    belotes = donne.belotes
    if not isinstance(belotes, PerTeam):
        raise BeloteError(
            "belotes", f"Belotes « {belotes} » : un nombre par équipe est attendu.", "§7"
        )
    a, b = belotes.a, belotes.b
    if type(a) is not int or type(b) is not int or a < 0 or b < 0:
        raise BeloteError("belotes", f"Belotes {a} / {b} : des nombres entiers, 0 ou plus.", "§7")
    count = a + b
    if trump is Trump.SANS_ATOUT:
        if count:
            raise BeloteError("belotes", "Pas de belote à sans atout.", "§11.2")
        return None
    if trump is Trump.TOUT_ATOUT:
        if count > 4:
            raise BeloteError(
                "belotes", f"{count} belotes : à tout atout il y en a 4 au plus.", "§11.3"
            )
        return None
    if count > 1:
        raise BeloteError(
            "belotes",
            f"{count} belotes : une seule belote possible, le roi et la dame de {trump.french}.",
            "§7",
        )
    if count == 0:
        return None
    return Team.A if a else Team.B


def _check_annonces_played(rules: Rules, field: str) -> None:
    if rules.is_contree:
        raise AnnonceError(field, "La belote contrée se joue toujours sans annonces.", "§8")
    if not rules.annonces:
        raise AnnonceError(field, "Les annonces ne sont pas jouées dans ce tournoi.", "§8")


def _check_annonce_points(donne: Donne, listed: bool) -> None:
    """The annonce points of one team, as a paper sheet writes them (§8.1, §8.3)."""
    if listed:
        raise AnnonceError(
            "annonces",
            "Annonces données à la fois en liste et en points : l'une ou l'autre, "
            "pas les deux sur une même donne.",
            "§8",
        )
    written = donne.annonce_points
    if written.a and written.b:
        raise AnnonceError(
            "annonces",
            f"Points d'annonces pour les deux équipes ({written.a} et {written.b}) : "
            "une seule équipe compte ses annonces, celle qui a la plus forte.",
            "§8.3",
        )
    points = written.a or written.b
    if points not in ANNONCE_SUMS:
        raise AnnonceError(
            "annonces",
            f"{points} points d'annonces : impossible, les annonces valent 20 (tierce), "
            "ou un multiple de 10 de 40 à 550.",
            "§8.1",
        )


def _check_renonce(donne: Donne) -> None:
    """A renonce (§8.4) needs a team, and annonces that team declared."""
    renonce = donne.renonce
    if not isinstance(renonce, Team):
        raise AnnonceError("renonce", f"Renonce « {renonce} » : équipe A ou B.", "§8.4")
    faulty = donne.annonces[renonce] or donne.annonce_points[renonce]
    if not faulty:
        raise AnnonceError(
            "renonce",
            f"Renonce de l'équipe {renonce} : elle n'a déclaré aucune annonce, "
            "il n'y a rien à donner à l'autre équipe.",
            "§8.4",
        )


def _check_annonces(donne: Donne, trump: Trump, belote_team: Team | None) -> None:
    for team in Team:
        if any(not isinstance(a, Annonce) for a in donne.annonces[team]):
            raise AnnonceError("annonces", f"Annonce de l'équipe {team} illisible.", "§8.1")
    check_annonces(donne.annonces, trump=trump, belote_team=belote_team)
