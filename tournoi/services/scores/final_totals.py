"""A partie's two final totals recorded alone (« totaux seulement »): what the rules let them be.

The arbiter may record just the totals written at the foot of the paper
sheet. Nothing of the donnes can be checked then, but the end of a partie
can: whole numbers, not negative; in a partie to a target exactly one team
past it, or both and the higher one wins; in a fixed number of donnes a draw
only when the rules allow it; with rounding, multiples of the rounding step (10 or 5).

>>> from engine import FFB_CONTREE
>>> check_totals(FFB_CONTREE, PerTeam(2070, 1290))
<Team.A: 'A'>
>>> check_totals(FFB_CONTREE, PerTeam(1890, 1290))
Traceback (most recent call last):
...
tournoi.services.scores.final_totals.TotalsError: Totaux 1890 – 1290 : aucune équipe n'atteint les 2000 points, la partie n'est pas finie. (§10.4)
"""

from __future__ import annotations

from dataclasses import dataclass

from engine import Partie, PerTeam, Rules, Team, Tie
from tournoi.services.errors import ServiceError


class TotalsError(ServiceError):
    """Totals that cannot end a partie under the tournament's rules."""


@dataclass(frozen=True, slots=True)
class Ending:
    """What counts for a partie: its totals, whether it is over, its winner (``None``: a draw).

    ``by_totals``: the totals are the ones recorded alone, not those of the donnes.
    """

    totals: PerTeam[int]
    over: bool
    winner: Team | None
    by_totals: bool


def check_totals(rules: Rules, totals: PerTeam[int], *, on_time: bool = False) -> Team | None:
    """The winner the rules give to these final totals (``None``: a draw), or a :class:`TotalsError`.

    ``on_time``: the partie was stopped on time, the target unreached: the higher total wins,
    equal totals as in a partie in a number of donnes.

    >>> from engine import FFB_CONTREE
    >>> check_totals(FFB_CONTREE, PerTeam(1240, 980), on_time=True)
    <Team.A: 'A'>
    """
    end = "§10.4" if rules.is_contree else "§10.3"
    for team in Team:
        total = totals[team]
        if type(total) is not int or total < 0:
            raise TotalsError(
                f"Total de l'équipe {team} : « {total} ». Un total est un nombre entier, 0 ou plus.",
                field=f"totals_{team.value.lower()}",
                paragraph="§10",
            )
    step = rules.rounding_step
    if step:
        ends = "par 0" if step == 10 else "par 0 ou par 5"
        for team in Team:
            if totals[team] % step:
                raise TotalsError(
                    f"Total de l'équipe {team} : {totals[team]}. Les points sont arrondis à "
                    f"{'la dizaine' if step == 10 else '5 près'} : un total se termine {ends}.",
                    field=f"totals_{team.value.lower()}",
                    paragraph="§10.3" if rules.is_contree else "§10.2",
                )
    pair = f"{totals.a} – {totals.b}"
    if rules.target is not None and not on_time:
        past = [team for team in Team if totals[team] >= rules.target]
        if not past:
            raise TotalsError(
                f"Totaux {pair} : aucune équipe n'atteint les {rules.target} points, "
                "la partie n'est pas finie.",
                field="totals",
                paragraph=end,
            )
        if len(past) == 2 and totals.a == totals.b and rules.ends_equal:
            return None  # a partie of the finals whose tie goes to the better seed
        if len(past) == 2 and totals.a == totals.b:
            # The FFB's words for the tie (contrée §10.4, classique §10.3), « atteint ou
            # dépasse »: 2000 – 2000 reaches the 2000 points, it does not pass them.
            tie_break = (
                "une nouvelle donne est jouée jusqu'à ce que l'égalité soit rompue"
                if rules.is_contree
                else "une dernière donne départage les deux camps"
            )
            reached = "atteignent" if totals.a == rules.target else "dépassent"
            raise TotalsError(
                f"Totaux {pair} : les deux équipes {reached} les {rules.target} points à "
                f"égalité ; {tie_break}, la partie n'est pas finie.",
                field="totals",
                paragraph=end,
            )
        return max(past, key=lambda team: totals[team])
    if totals.a == totals.b:
        if rules.ends_equal or (rules.tie is Tie.DRAW and rules.donnes is not None):
            return None
        raise TotalsError(
            f"Totaux {pair} : égalité, et ce tournoi ne connaît pas le match nul ; "
            "une donne supplémentaire départage les équipes.",
            field="totals",
            paragraph=end,
        )
    return Team.A if totals.a > totals.b else Team.B


def ending(scored: Partie, recorded: PerTeam[int] | None) -> Ending:
    """What counts: the donnes once they end the partie, else the totals recorded alone, if any."""
    if recorded is None or scored.is_over:
        return Ending(scored.totals, scored.is_over, scored.winner, by_totals=False)
    # The recorded totals passed check_totals: the higher one won, equal ones drew.
    winner = None if recorded.a == recorded.b else (Team.A if recorded.a > recorded.b else Team.B)
    return Ending(recorded, True, winner, by_totals=True)
