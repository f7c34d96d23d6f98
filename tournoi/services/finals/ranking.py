"""The final ranking once the finals are under way, and the honours the palmarès names.

The brackets decide the places, as a club running its finals on paper gives
them. The final bracket ranks first: its winner, the finalist, then the
semi-finalists, the quarter-finalists… Then the consolante's teams, the same
way: with a final of 8 among 16 teams and the consolante of the next 8, its
winner is 9th, its finalist 10th, its semi-finalists 11th and 12th. A team
still playing ranks above those put out at its stage, in either bracket.
Inside a stage, the order of the qualifying standings. The teams that played
in neither bracket follow, in the qualifying order.

A consolante of the first stage's losers (teams that are in both brackets)
orders them inside the stage at which the final bracket put them all out:
its winner first among the quarter-finalists, and so on.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Final

from tournoi.services.finals.bracket import Bracket, stage_name
from tournoi.services.finals.state import BracketState, FinalsState, read_state
from tournoi.services.ranking import StandingRow
from tournoi.services.scores import TeamRef
from tournoi.services.standings.current import standings_before
from tournoi.storage import Database


@dataclass(frozen=True, slots=True, kw_only=True)
class FinalRow:
    """One team of the final ranking: ``standing`` is its line of the whole tournament."""

    rank: int
    qualifying_rank: int
    bracket: Bracket | None
    stage: str
    """What the team reached, in words: « Vainqueur », « Demi-finaliste », « En lice : finale »,
    « Consolante : vainqueur »."""
    standing: StandingRow


@dataclass(frozen=True, slots=True, kw_only=True)
class Honour:
    """A title of the palmarès and the team that holds it."""

    title: str
    team: TeamRef


HONOURS: Final = (
    "Vainqueurs du concours", "Finalistes", "Consolante vainqueurs", "Consolante finalistes",
)  # fmt: skip
"""The finals' titles, in the order the palmarès reads them out."""

RANKING_RULE: Final = (
    "Le tableau principal classe d’abord : son vainqueur, son finaliste, puis les équipes "
    "éliminées à chaque tour ; la consolante classe ensuite les siennes de même (son vainqueur "
    "suit les équipes du tableau principal), et une consolante des perdants du premier tour "
    "les départage à l’intérieur de ce tour ; à tour égal, le rang des qualifications. Les "
    "équipes qui n’ont joué aucun tableau suivent dans l’ordre des qualifications."
)
"""The rule in words, as the final ranking's documents print it above the ranking."""

_PUT_OUT: Final = {
    1: "Finaliste",
    2: "Demi-finaliste",
    4: "Quart de finaliste",
    8: "Huitième de finaliste",
    16: "Seizième de finaliste",
}


@dataclass(frozen=True, slots=True, kw_only=True)
class _Reached:
    """How far a team went in one bracket: ``depth`` grows with the stage, and a team still
    playing a stage is one deeper than those it put out."""

    depth: int
    words: str


def final_ranking(db: Database) -> list[FinalRow] | None:
    """The final ranking, or ``None`` while no stage of the finals is drawn."""
    with db.session() as session:
        state = read_state(session)
        if state is None or state.drawn_stages == 0:
            return None
        qualifying = standings_before(session, state.after_round + 1)
        whole = {row.number: row for row in standings_before(session, None)}
    return rank_finals(state, qualifying, whole)


def final_standings(db: Database) -> list[StandingRow] | None:
    """The final ranking as lines of standings (its rank on each, none ex aequo): what shows
    the standings alone (the projector, the public page); ``None`` as :func:`final_ranking`."""
    ranking = final_ranking(db)
    if ranking is None:
        return None
    return [replace(row.standing, rank=row.rank, ex_aequo=False) for row in ranking]


def finals_state(db: Database) -> FinalsState | None:
    """The brackets as they stand, or ``None`` before the finals are seeded."""
    with db.session() as session:
        return read_state(session)


def rank_finals(
    state: FinalsState, qualifying: list[StandingRow], whole: dict[int, StandingRow]
) -> list[FinalRow]:
    """The ranking of :func:`final_ranking`, from what it read."""
    place = {row.number: index for index, row in enumerate(qualifying)}
    reached = {which.bracket: _reached(which) for which in state.brackets}
    finale = reached.get(Bracket.FINALE, {})
    consolante = reached.get(Bracket.CONSOLANTE, {})

    def order(number: int) -> tuple[int, int, int]:
        """The deeper in the final bracket, then in the consolante (a team in neither is at
        depth 0, below every team in it), then the qualifying order."""
        main, second = finale.get(number), consolante.get(number)
        return (-(main.depth if main else 0), -(second.depth if second else 0), place[number])

    rows = []
    for rank, number in enumerate(sorted(place, key=order), start=1):
        bracket = None
        if number in finale:
            bracket = Bracket.FINALE
        elif number in consolante:
            bracket = Bracket.CONSOLANTE
        rows.append(
            FinalRow(
                rank=rank,
                qualifying_rank=qualifying[place[number]].rank,
                bracket=bracket,
                stage=_words(finale.get(number), consolante.get(number)),
                standing=whole[number],
            )
        )
    return rows


def honours(state: FinalsState) -> list[Honour]:
    """« Vainqueurs du concours », « Finalistes », « Consolante vainqueurs »… as far as decided."""
    titles = {Bracket.FINALE: HONOURS[:2], Bracket.CONSOLANTE: HONOURS[2:]}
    found = []
    for bracket in state.brackets:
        final = bracket.matches[-1][0]
        if final.winner is None:
            continue
        loser = final.b if final.winner == final.a else final.a
        won, lost = titles[bracket.bracket]
        found.append(Honour(title=won, team=final.winner))
        if loser is not None:
            found.append(Honour(title=lost, team=loser))
    return found


def _words(main: _Reached | None, second: _Reached | None) -> str:
    """« Demi-finaliste », « Consolante : vainqueur », or both for a team of both brackets."""
    if second is None:
        return "" if main is None else main.words
    if main is None:
        return f"Consolante : {second.words.lower()}"
    return f"{main.words} ; consolante : {second.words.lower()}"


def _reached(bracket: BracketState) -> dict[int, _Reached]:
    """Each team's furthest stage in ``bracket``: the stage it plays or was put out at, or one
    past the last for the winner."""
    found: dict[int, _Reached] = {}
    last = len(bracket.matches)
    for stage, matches in enumerate(bracket.matches, start=1):
        for match in matches:
            for team in (match.a, match.b):
                if team is None:
                    continue
                if match.winner is None:
                    words = f"En lice : {stage_name(len(matches)).lower()}"
                    found[team.number] = _Reached(depth=2 * stage + 1, words=words)
                elif match.winner == team:  # a later stage's match names it again
                    words = "Vainqueur" if stage == last else ""
                    found[team.number] = _Reached(depth=2 * stage + 2, words=words)
                else:
                    words = _PUT_OUT.get(len(matches), "Éliminé")
                    found[team.number] = _Reached(depth=2 * stage, words=words)
    return found
