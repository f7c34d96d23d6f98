"""The « Tableau final », A4 landscape: each bracket on its page, stage by stage.

Each match is a box of two lines (seed, number and name, then the marks
once played), the winner in bold; lines lead each box to the match its
winner plays next, and the last column names the winner. A team still to
come is a dash, a bye says « exempt ». A partie ended equal whose better seed
went through (the organiser's tie-break) says so under its box; the line
under the heading says the tie-break chosen.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any, Final

from reportlab.lib.pagesizes import A4, landscape  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Flowable, PageBreak  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import BODY as BODY_STYLE
from tournoi.exports.pdf.layout import GRID, MARGIN, SHADE, build, fit_text, heading, para
from tournoi.services.finals import Bracket, BracketState, Consolante, FinalsState, Match
from tournoi.services.scores import TeamRef
from tournoi.services.settings import KnockoutTie
from tournoi.services.tournament.lifecycle import TournamentInfo

_WIDTH: Final[float] = landscape(A4)[0] - 2 * MARGIN
_HEIGHT: Final[float] = landscape(A4)[1] - 2 * MARGIN - 42 * mm
"""What a bracket has below the heading and the line that says who plays it."""
_GAP: Final = 5 * mm
_DASH: Final = "—"


def write_bracket(path: str | Path, *, info: TournamentInfo, state: FinalsState) -> int:
    """Each bracket of the finals on a page of its own."""
    fonts.register()
    story: list[Any] = []
    for index, bracket in enumerate(state.brackets):
        if index:
            story.append(PageBreak())
        story += heading(f"Tableau final — {_title(state, bracket)}", info)
        story.append(para(_who_plays(state, bracket), BODY_STYLE))
        story.append(_Drawing(bracket))
    return build(path, story, title="Tableau final", footer=info.name, wide=True)


def _title(state: FinalsState, bracket: BracketState) -> str:
    """« Tableau principal », « Consolante », « Consolante des perdants des quarts de finale »."""
    if bracket.bracket is Bracket.CONSOLANTE and state.consolante is Consolante.LOSERS:
        return state.consolante_words
    return bracket.bracket.french


def _who_plays(state: FinalsState, bracket: BracketState) -> str:
    if bracket.bracket is Bracket.CONSOLANTE and state.consolante is Consolante.LOSERS:
        teams = (
            f"Les {len(bracket.seeds)} équipes battues au premier tour du tableau principal, "
            f"têtes de série dans l'ordre du classement après le tour {state.after_round}"
        )
    else:
        first = 1 if bracket.bracket is Bracket.FINALE else state.qualified + 1
        last = first + len(bracket.seeds) - 1
        teams = (
            f"Les équipes classées {first} à {last} après le tour {state.after_round}, "
            "têtes de série dans l'ordre du classement"
        )
    return (
        f"{teams} : la 1re rencontre la dernière, et les deux premières ne peuvent se "
        "rencontrer qu'en finale. " + _TIES[state.tie_break]
    )


_TIES: Final = {
    KnockoutTie.EXTRA_DONNE: "Totaux égaux : une donne de plus (règlement FFB, §10.4).",
    KnockoutTie.BETTER_SEED: "Totaux égaux : la tête de série la mieux classée passe (règle "
    "de l'organisateur).",
}


class _Drawing(Flowable):  # type: ignore[misc]
    """The bracket's columns of matches, drawn on the page's canvas."""

    def __init__(self, bracket: BracketState) -> None:
        super().__init__()
        self.bracket = bracket

    def wrap(self, available_width: float, available_height: float) -> tuple[float, float]:
        return _WIDTH, _HEIGHT

    def draw(self) -> None:
        canvas = self.canv
        stages = self.bracket.matches
        column = _WIDTH / (len(stages) + 1)
        box = column - _GAP
        for index, matches in enumerate(stages):
            x = index * column
            canvas.setFont(fonts.BOLD, 9)
            canvas.drawString(x, _HEIGHT - 4 * mm, self.bracket.stage_title(index + 1))
            for slot, match in enumerate(matches):
                middle = _middle(slot, len(matches))
                _box(canvas, x, middle, box, match)
                canvas.setStrokeColor(GRID)
                canvas.line(x + box, middle, x + column, middle)
                if index + 1 < len(stages):
                    partner = _middle(slot ^ 1, len(matches))
                    canvas.line(x + column, middle, x + column, (middle + partner) / 2)
        champion = self.bracket.champion
        x = len(stages) * column
        canvas.setFont(fonts.BOLD, 9)
        canvas.drawString(x, _HEIGHT - 4 * mm, "Vainqueur")
        canvas.setFont(fonts.BOLD, 10)
        words = _DASH if champion is None else _team(champion, None)
        canvas.drawString(x + 2, _middle(0, 1) - 3, fit_text(words, fonts.BOLD, 10, box))


def _middle(slot: int, matches: int) -> float:
    """The height of a match's middle: the stage's matches spread over the drawing."""
    room = _HEIGHT - float(8 * mm)
    return room - (slot + 0.5) * room / matches


def _box(canvas: Any, x: float, middle: float, width: float, match: Match) -> None:
    line = 5 * mm
    canvas.setFillColor(SHADE)
    canvas.setStrokeColor(GRID)
    canvas.rect(x, middle - line, width, 2 * line, fill=1, stroke=1)
    canvas.line(x, middle, x + width, middle)
    canvas.setFillColor("black")
    sides = ((match.a, match.seed_a, 0), (match.b, match.seed_b, 1))
    for team, seed, index in sides:
        words = _words(match, team, seed)
        won = team is not None and team == match.winner
        font = fonts.BOLD if won else fonts.REGULAR
        marks = "" if match.marks is None else str(match.marks[index])
        room = width - 4 - (canvas.stringWidth(marks, font, 8) + 4 if marks else 0)
        y = middle + 1.6 * mm if index == 0 else middle - line + 1.6 * mm
        canvas.setFont(font, 8)
        canvas.drawString(x + 2, y, fit_text(words, font, 8, room))
        if marks:
            canvas.drawRightString(x + width - 2, y, marks)
    if match.by_seed and match.winner is not None:
        seed = match.seed_a if match.winner == match.a else match.seed_b
        words = f"Égalité : la tête de série {seed} passe"
        canvas.setFont(fonts.REGULAR, 6.5)
        canvas.drawString(
            x + 2, middle - line - 2.6 * mm, fit_text(words, fonts.REGULAR, 6.5, width - 4)
        )


def _words(match: Match, team: TeamRef | None, seed: int | None) -> str:
    if team is None:
        return "exempt" if match.bye else _DASH
    return _team(team, seed)


def _team(team: TeamRef, seed: int | None) -> str:
    named = f"{team.number} {team.name}"
    return named if seed is None else f"({seed}) {named}"
