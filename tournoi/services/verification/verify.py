"""Checking a partie against the totals written on its paper score sheet."""

from __future__ import annotations

from collections.abc import Sequence

from engine import Donne, Partie, PerTeam, Rules, Team
from tournoi.services.verification.explanation import pair, summary
from tournoi.services.verification.suspects import find_suspects
from tournoi.services.verification.verdict import PaperTotalsError, Verification


def verify_partie(*, rules: Rules, donnes: Sequence[Donne], paper: PerTeam[int]) -> Verification:
    """Compare ``paper``, the totals written on the sheet, with the totals of ``donnes``.

    Raise :class:`PaperTotalsError` for a paper total that is not a whole
    number of 0 or more, and the engine's :class:`engine.SheetError` when
    ``donnes`` is not a valid sheet under ``rules``.

    >>> from engine import FFB_CLASSIQUE
    >>> verify_partie(rules=FFB_CLASSIQUE, donnes=[], paper=PerTeam(-10, 0))
    Traceback (most recent call last):
    ...
    tournoi.services.verification.verdict.PaperTotalsError: Total de la feuille pour l'équipe A : « -10 ». Un total est un nombre entier, 0 ou plus.
    """
    _check_paper(paper)
    partie = Partie(rules, donnes)
    computed = partie.totals
    difference = PerTeam(paper.a - computed.a, paper.b - computed.b)
    running = tuple(partie.running_totals)
    if difference == PerTeam(0, 0):
        message = f"Les totaux de la feuille ({pair(paper)}) sont bien les totaux calculés."
        return Verification(computed, paper, True, difference, message, (), running)
    suspects = find_suspects(rules, partie, paper, difference)
    message = summary(computed, paper, difference, suspects, running)
    beside = summary(computed, paper, difference, suspects, None)
    return Verification(
        computed, paper, False, difference, message, suspects, running, beside_sheet=beside
    )


def _check_paper(paper: PerTeam[int]) -> None:
    for team in Team:
        total = paper[team]
        if type(total) is not int or total < 0:
            raise PaperTotalsError(
                f"Total de la feuille pour l'équipe {team} : « {total} ». "
                "Un total est un nombre entier, 0 ou plus."
            )
