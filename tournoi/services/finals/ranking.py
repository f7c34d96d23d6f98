"""The final ranking once the finals are under way, and the honours the palmarès names.

The final bracket ranks first: its winner, the finalist, then the
semi-finalists, the quarter-finalists… (a team still playing above those put
out at its stage); inside a stage, the order of the qualifying standings.
Every other team follows in the qualifying standings' order, the
consolante's included: the consolante is a prize of its own (« Consolante
vainqueurs »), not a place in the concours.
"""

from __future__ import annotations

from dataclasses import dataclass
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
    """What the team reached, in words: « Vainqueur », « Demi-finaliste », « En lice : finale »."""
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

_PUT_OUT: Final = {
    1: "Finaliste",
    2: "Demi-finaliste",
    4: "Quart de finaliste",
    8: "Huitième de finaliste",
    16: "Seizième de finaliste",
}


def final_ranking(db: Database) -> list[FinalRow] | None:
    """The final ranking, or ``None`` while no stage of the finals is drawn."""
    with db.session() as session:
        state = read_state(session)
        if state is None or state.drawn_stages == 0:
            return None
        qualifying = standings_before(session, state.after_round + 1)
        whole = {row.number: row for row in standings_before(session, None)}
    return rank_finals(state, qualifying, whole)


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
    first = sorted(finale, key=lambda number: (-finale[number][0], place[number]))
    rest = [row.number for row in qualifying if row.number not in finale]
    consolante = reached.get(Bracket.CONSOLANTE, {})
    rows = []
    for rank, number in enumerate([*first, *rest], start=1):
        if number in finale:
            bracket, words = Bracket.FINALE, finale[number][1]
        elif number in consolante:
            bracket, words = Bracket.CONSOLANTE, f"Consolante : {consolante[number][1].lower()}"
        else:
            bracket, words = None, ""
        rows.append(
            FinalRow(
                rank=rank,
                qualifying_rank=qualifying[place[number]].rank,
                bracket=bracket,
                stage=words,
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


def _reached(bracket: BracketState) -> dict[int, tuple[int, str]]:
    """Each team's furthest stage (one past the last for the winner) and its words."""
    found: dict[int, tuple[int, str]] = {}
    last = len(bracket.matches)
    for stage, matches in enumerate(bracket.matches, start=1):
        for match in matches:
            for team in (match.a, match.b):
                if team is None:
                    continue
                if match.winner is None:
                    found[team.number] = (stage, f"En lice : {stage_name(len(matches)).lower()}")
                elif match.winner == team:
                    found[team.number] = (stage + 1, "Vainqueur" if stage == last else "")
                else:
                    found[team.number] = (stage, _PUT_OUT.get(len(matches), "Éliminé"))
    return found
