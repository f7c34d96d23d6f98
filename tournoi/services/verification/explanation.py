"""The words of a verification: each suspect's reason, the summary, the slips of an addition."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final

from engine import Partie, PerTeam, Team
from tournoi.services.verification.verdict import Explains, Suspect

CARRY_SLIPS: Final = (10, 100, 1000)
"""Differences that a carry forgotten, or added, in a column addition gives."""


def reason(
    donne: int | None,
    hypothesis: str,
    *,
    explains: Explains,
    totals: PerTeam[int],
    paper: PerTeam[int],
    partie: Partie,
    rescored: Partie | None,
) -> str:
    """The French reason of the suspect ``hypothesis`` on ``donne`` (``None``: the whole sheet).

    ``rescored`` is the corrected partie, when scored again.
    """
    where = "Toute la feuille" if donne is None else f"Donne {donne}"
    if explains is Explains.BOTH:
        outcome = f"les totaux seraient ceux de la feuille ({pair(paper)})"
        if rescored is not None:
            outcome += _outcome_change(partie, rescored)
    else:
        team = Team.A if explains is Explains.A else Team.B
        other = team.other
        outcome = (
            f"le total de l'équipe {team} serait celui de la feuille ({paper[team]}), "
            f"mais l'équipe {other} aurait {totals[other]} et non {paper[other]} : "
            "il resterait une autre erreur"
        )
    return f"{where} : {hypothesis}, {outcome}."


def _outcome_change(partie: Partie, corrected: Partie) -> str:
    """What the correction would change to the result of the partie, if anything."""
    if (corrected.winner, corrected.is_over) == (partie.winner, partie.is_over):
        return ""
    if not corrected.is_over:
        return " ; la partie ne serait alors pas finie"
    if corrected.winner is None:
        return " ; la partie serait alors nulle"
    change = f" ; la partie serait alors gagnée par l'équipe {corrected.winner}"
    if partie.winner is not None:
        change += f" et non par l'équipe {partie.winner}"
    return change


def summary(
    computed: PerTeam[int],
    paper: PerTeam[int],
    difference: PerTeam[int],
    suspects: tuple[Suspect, ...],
    running: tuple[PerTeam[int], ...] | None,
) -> str:
    """What comparing found, in words; ``running=None``: for a screen that shows the sheet's
    running totals beside it, which the words then point to instead of listing them."""
    lines = [
        f"Les totaux de la feuille ({pair(paper)}) diffèrent des totaux calculés "
        f"({pair(computed)}) : écart {_signed(difference.a)} pour A, "
        f"{_signed(difference.b)} pour B."
    ]
    complete = [suspect for suspect in suspects if suspect.explains is Explains.BOTH]
    usual = [suspect for suspect in complete if suspect.likely]
    if len(complete) == 1:
        lines.append(f"Une seule correction l'explique entièrement. {complete[0].reason}")
    elif len(usual) == 1:
        others = (
            "Une autre correction, des points mal lus, l'explique aussi"
            if len(complete) == 2
            else f"{len(complete) - 1} autres corrections, des points mal lus, l'expliquent aussi"
        )
        lines.append(
            f"Une erreur courante l'explique entièrement. {usual[0].reason} "
            f"{others} (voyez la liste)."
        )
    elif complete:
        lines.append(_several(complete))
    elif suspects:
        verb = "explique" if len(suspects) == 1 else "expliquent"
        lines.append(
            "Aucune correction d'une seule erreur n'explique les deux totaux ; "
            f"{_count(len(suspects), 'correction')} en {verb} un seul (voyez la liste)."
        )
    else:
        lines.append("Aucune correction d'une seule donne n'explique l'écart.")
    if not complete or 0 in (difference.a, difference.b):
        # A carry slipped in one column is one error; in both columns, two.
        lines.extend(_addition_slips(computed, paper, difference))
    if not complete:
        lines.append(_readding(running))
    return " ".join(lines)


def _readding(running: tuple[PerTeam[int], ...] | None) -> str:
    """The advice to add the sheet again, with the totals after each donne, or where they are."""
    if running is None:
        return (
            "Refaites l'addition de la feuille ligne par ligne : les colonnes Total A et "
            "Total B donnent les totaux calculés après chaque donne."
        )
    return (
        "Refaites l'addition de la feuille ligne par ligne ; "
        f"totaux calculés après chaque donne : {_running(running)}."
    )


def _several(complete: list[Suspect]) -> str:
    """Several single corrections explain everything: which, and whether the sheet can tell."""
    donnes = sorted({suspect.donne for suspect in complete if suspect.donne is not None})
    said = f"{len(complete)} corrections l'expliqueraient entièrement, chacune à elle seule"
    if len({suspect.correction for suspect in complete}) == 1 and len(donnes) == len(complete):
        return (
            f"{said} : la même erreur, {complete[0].correction}, sur l'une ou l'autre des "
            f"donnes {_listed(donnes)}. La feuille ne permet pas de dire quelle donne est "
            "fausse : demandez aux joueurs, ou gardez les totaux calculés."
        )
    if len(donnes) > 1:
        return (
            f"{said}, sur {len(donnes)} donnes différentes (voyez la liste) : la feuille ne "
            "permet pas de dire quelle donne est fausse."
        )
    return f"{said} (voyez la liste)."


def _listed(numbers: list[int]) -> str:
    """``1, 2 et 5``; ``1 à 7`` when they follow each other."""
    if len(numbers) > 2 and numbers == list(range(numbers[0], numbers[-1] + 1)):
        return f"{numbers[0]} à {numbers[-1]}"
    return ", ".join(map(str, numbers[:-1])) + f" et {numbers[-1]}"


def _addition_slips(
    computed: PerTeam[int], paper: PerTeam[int], difference: PerTeam[int]
) -> Iterator[str]:
    """The classic slips of a column addition that a team's difference looks like."""
    for team in Team:
        gap = difference[team]
        if abs(gap) in CARRY_SLIPS:
            carry = "comptée en trop" if gap > 0 else "oubliée"
            yield (
                f"Pour l'équipe {team}, l'écart est d'exactement {abs(gap)} : "
                f"c'est typique d'une retenue {carry} dans l'addition."
            )
        if _transposed(str(computed[team]), str(paper[team])):
            yield (
                f"Pour l'équipe {team}, la feuille porte {paper[team]} et le calcul donne "
                f"{computed[team]} : les mêmes chiffres, deux d'entre eux inversés en recopiant."
            )


def _transposed(computed: str, paper: str) -> bool:
    """Whether ``paper`` is ``computed`` with two of its digits swapped.

    >>> _transposed("1230", "1320"), _transposed("1230", "1203"), _transposed("1230", "1240")
    (True, True, False)
    """
    if len(computed) != len(paper):
        return False
    apart = [i for i, (c, p) in enumerate(zip(computed, paper, strict=True)) if c != p]
    if len(apart) != 2:
        return False
    first, second = apart
    return computed[first] == paper[second] and computed[second] == paper[first]


def pair(totals: PerTeam[int]) -> str:
    return f"{totals.a} – {totals.b}"


def _signed(value: int) -> str:
    """``+20``, ``−20`` (with a true minus sign), ``0``."""
    if value > 0:
        return f"+{value}"
    return f"−{-value}" if value < 0 else "0"


def _count(number: int, noun: str) -> str:
    return f"{number} {noun}{'s' if number > 1 else ''}"


def _running(running: tuple[PerTeam[int], ...]) -> str:
    if not running:
        return "aucune donne"
    return " ; ".join(f"{number} : {pair(totals)}" for number, totals in enumerate(running, 1))
