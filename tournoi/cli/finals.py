"""``finals``: the brackets seeded and their first stage drawn; or the brackets as they stand."""

from __future__ import annotations

import argparse
from typing import Any

from tournoi.cli.connection import open_tournament
from tournoi.cli.parser import NEXT, UsageError
from tournoi.cli.station import who
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.finals import BracketState, Consolante, FinalsState, Match, finals_state
from tournoi.services.finals.tie_break import set_tie_break, tie_break
from tournoi.services.settings import KnockoutTie

TIE_BREAKS: dict[str, KnockoutTie] = {
    "donne": KnockoutTie.EXTRA_DONNE,
    "classement": KnockoutTie.BETTER_SEED,
}
"""``--departage``'s words (``parser.TIE_BREAKS``)."""
WORDS: dict[KnockoutTie, str] = {value: word for word, value in TIE_BREAKS.items()}


def finals(options: argparse.Namespace) -> dict[str, Any]:
    """With ``--teams``: seed and draw the first stage (``--departage``: the tie-break chosen);
    ``--departage`` alone: the tie-break changed; then the brackets as JSON."""
    if options.teams is None and options.consolante is not None:
        raise UsageError("--consolante va avec --teams : le nombre de qualifiés de la finale.")
    consolante = _consolante(options.consolante, options.teams)
    chosen = None if options.departage is None else TIE_BREAKS[options.departage]
    db = open_tournament(options.file)
    try:
        drawn = None
        if options.teams is not None:
            drawn = start_finals(
                db,
                qualified=options.teams,
                consolante=consolante,
                who=who(options),
                tie_break=chosen,
            ).number
        elif chosen is not None:
            set_tie_break(db, chosen=chosen, who=who(options))
        state = finals_state(db)
        stored = tie_break(db)
    finally:
        db.close()
    if state is None:
        return {"finals": None} if chosen is None else {"finals": None, "departage": WORDS[stored]}
    return {"round": drawn, **state_json(state)}


LOSERS = "perdants"
"""``--consolante``'s word for the consolante of the first stage's losers."""


def _consolante(value: str | None, teams: int | None) -> Consolante:
    if value is None:
        return Consolante.NONE
    if value == "all":
        return Consolante.ALL
    if value == LOSERS:
        return Consolante.LOSERS
    if value in (NEXT, str(teams)):
        return Consolante.NEXT
    raise UsageError(
        f"--consolante {value} : le nombre de qualifiés de la finale ({teams}), all pour "
        f"toutes les autres équipes, ou {LOSERS} pour les perdants du premier tour du tableau."
    )


def state_json(state: FinalsState) -> dict[str, Any]:
    return {
        "qualified": state.qualified,
        "consolante": state.consolante.value,
        "consolante_words": state.consolante_words,
        "after_round": state.after_round,
        "departage": WORDS[state.tie_break],
        "brackets": [_bracket_json(bracket) for bracket in state.brackets],
    }


def _bracket_json(bracket: BracketState) -> dict[str, Any]:
    champion = bracket.champion
    return {
        "bracket": bracket.bracket.value,
        "offset": bracket.offset,
        "seeds": [team.number for team in bracket.seeds],
        "stages": [
            {
                "name": bracket.stage_title(stage),
                "matches": [_match_json(match) for match in matches],
            }
            for stage, matches in enumerate(bracket.matches, start=1)
        ],
        "winner": None if champion is None else champion.number,
    }


def _match_json(match: Match) -> dict[str, Any]:
    return {
        "A": None if match.a is None else match.a.number,
        "B": None if match.b is None else match.b.number,
        "seeds": [match.seed_a, match.seed_b],
        "bye": match.bye,
        "round": match.round,
        "table": match.table,
        "winner": None if match.winner is None else match.winner.number,
        "marks": None if match.marks is None else list(match.marks),
        "tie": match.tie_words,
    }
