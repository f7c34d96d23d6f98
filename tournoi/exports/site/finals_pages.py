"""The site's parts of the finals: the final ranking (the index once the finals are drawn), the
« Tableau final » page, the qualifying standings' page, a knockout round's stage and the
palmarès' titles. The finals' parties are never ranked with the qualifying ones.

``link`` makes a team's name into the link to its page (the pages' own, so that a name reads
the same everywhere); every other text is escaped here.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from tournoi.exports.site.markup import e
from tournoi.services.awards.palmares import Palmares
from tournoi.services.finals import HONOURS, RANKING_RULE, BracketState, FinalsState, Match
from tournoi.services.publication.site_data import SiteFinals
from tournoi.services.scores import TeamRef

Link = Callable[[int, str], str]

QUALIFYING: Final = "qualifications.html"
BRACKET: Final = "tableau.html"
FINAL_RANKING: Final = "Classement final"
BRACKET_TITLE: Final = "Tableau final"
QUALIFYING_TITLE: Final = "Classement des qualifications"


def qualifying_caption(after_round: int) -> str:
    """The qualifying standings' caption: the last round before the finals.

    >>> qualifying_caption(3)
    'Classement après la 3e partie, dernière des qualifications'
    """
    ordinal = "1re" if after_round == 1 else f"{after_round}e"
    return f"Classement après la {ordinal} partie, dernière des qualifications"


def ranking_body(finals: SiteFinals, link: Link) -> str:
    """The final ranking: the stage each team reached, then its rank in the qualifications."""
    rows = "".join(
        f'<tr><td class="n">{row.rank}</td><td class="n extra">{row.standing.number}</td>'
        f"<td>{link(row.standing.number, row.standing.name)}</td>"
        f'<td>{e(row.stage)}</td><td class="n">{row.qualifying_rank}</td></tr>'
        for row in finals.ranking
    )
    return (
        f'<p class="note">{e(RANKING_RULE)}</p>'
        f'<div class="frame"><table><caption>{FINAL_RANKING}</caption><thead><tr>'
        '<th class="n">Rang</th><th class="n extra">N°</th><th>Équipe</th><th>Parcours</th>'
        '<th class="n">Rang des qualifications</th></tr></thead>'
        f"<tbody>{rows}</tbody></table></div>"
    )


def final_place(finals: SiteFinals, number: int) -> str | None:
    """« rang au classement final : 3 (demi-finaliste) » for a team's page."""
    row = next((row for row in finals.ranking if row.standing.number == number), None)
    if row is None:
        return None
    stage = f" ({row.stage[:1].lower()}{row.stage[1:]})" if row.stage else ""
    return f"rang au classement final : {row.rank}{stage}"


def bracket_body(state: FinalsState, link: Link) -> str:
    """Each bracket stage by stage: its matches, their marks and their winners."""
    return "".join(_bracket(bracket, link) for bracket in state.brackets)


def stage_of(state: FinalsState, round_number: int) -> str | None:
    """What a round of the finals plays, in words, or ``None`` for a qualifying round."""
    stage = round_number - state.after_round
    return state.stage_words(stage) if stage >= 1 else None


def honours_body(palmares: Palmares, link: Link) -> str:
    """« Vainqueurs du concours : … », as the palmarès PDF and the press read them out."""
    honoured = sorted(
        (line for line in palmares.lines if line.honour), key=lambda one: HONOURS.index(one.honour)
    )
    if not honoured:
        return ""
    items = "".join(
        f"<li><strong>{e(line.honour)}</strong> : {line.number} {link(line.number, line.name)}</li>"
        for line in honoured
    )
    return f'<ul class="honours">{items}</ul>'


def _bracket(bracket: BracketState, link: Link) -> str:
    stages = "".join(
        _stage(bracket.stage_title(stage), matches, link)
        for stage, matches in enumerate(bracket.matches, start=1)
    )
    return f"<h3>{e(bracket.bracket.french)}</h3>{stages}"


def _stage(title: str, matches: Sequence[Match], link: Link) -> str:
    rows = "".join(_match(match, link) for match in matches)
    return (
        f'<div class="frame"><table><caption>{e(title)}</caption><thead><tr>'
        '<th class="n extra">Table</th><th>Équipe</th><th class="n">Points</th>'
        "<th>Adversaire</th><th>Vainqueur</th></tr></thead>"
        f"<tbody>{rows}</tbody></table></div>"
    )


def _match(match: Match, link: Link) -> str:
    marks = "" if match.marks is None else f"{match.marks[0]}\u00a0–\u00a0{match.marks[1]}"
    opponent = "exempt" if match.bye else _side(match.b, match.seed_b, link)
    winner = "" if match.winner is None else e(match.winner.name)
    return (
        f'<tr><td class="n extra">{e(match.table or "")}</td>'
        f'<td>{_side(match.a, match.seed_a, link)}</td><td class="n">{e(marks)}</td>'
        f"<td>{opponent}</td><td>{winner}</td></tr>"
    )


def _side(team: TeamRef | None, seed: int | None, link: Link) -> str:
    if team is None:
        return '<span class="note">à venir</span>'
    seeded = "" if seed is None else f'<span class="note">({seed})</span> '
    return seeded + link(team.number, team.name)
