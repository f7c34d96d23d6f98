"""Whether a concours' finals are over: a concours with finals is finished once every bracket
has its winner, never when its qualifying rounds alone are played."""

from __future__ import annotations

from typing import Final

from tournoi.services.challenge.errors import ConcoursUnfinished
from tournoi.services.finals import Bracket, BracketState, FinalsState

_OF: Final = {Bracket.FINALE: "du tableau principal", Bracket.CONSOLANTE: "de la consolante"}


def refuse_finals_under_way(finals: FinalsState, *, name: str) -> None:
    """Refuse the concours ``name`` while a bracket of ``finals`` has no winner, saying which
    stage of each is left and whether it is still to be drawn or to be played."""
    left: dict[tuple[str, bool], list[str]] = {}
    for bracket in finals.brackets:
        if bracket.champion is None:
            title, drawn = _stage_left(bracket)
            left.setdefault((title, drawn), []).append(_OF[bracket.bracket])
    if not left:
        return
    words = ", ".join(
        f"{_plural(title, len(of)).lower()} {' et '.join(of)} {'à jouer' if drawn else 'à tirer'}"
        for (title, drawn), of in left.items()
    )
    raise ConcoursUnfinished(
        f"Le concours « {name} » n'est pas terminé : sa phase finale se joue encore ({words}). "
        "Ajoutez-le au challenge une fois sa dernière partie jouée.",
        field="concours",
    )


def _stage_left(bracket: BracketState) -> tuple[str, bool]:
    """The title of the bracket's first stage with a match still undecided, and whether that
    stage is drawn (a stage is drawn all at once)."""
    stage = next(
        index
        for index, matches in enumerate(bracket.matches, start=1)
        if any(match.winner is None for match in matches)
    )
    drawn = any(match.round is not None for match in bracket.matches[stage - 1])
    return bracket.stage_title(stage), drawn


def _plural(title: str, brackets: int) -> str:
    """« Finales » for the finals of both brackets; the other stages' names are plural already."""
    return "Finales" if title == "Finale" and brackets > 1 else title
