"""What the score entry screen says of a donne before it is recorded, and in which colour."""

from __future__ import annotations

from enum import StrEnum
from typing import Final

from tournoi.ui.widgets import AMBER, GREY, RED

GREEN: Final = "#1d6b2a"
"""A partie's end, as the line below the entry and the banner above the sheet say it."""


class Verdict(StrEnum):
    """What the line below the entry (or the form) says about the donne given so far."""

    EMPTY = "empty"
    OK = "ok"
    INCOMPLETE = "incomplete"
    ERROR = "error"
    LOCKED = "locked"


COLOURS: Final = {
    Verdict.EMPTY: GREY,
    Verdict.OK: "black",
    Verdict.INCOMPLETE: AMBER,
    Verdict.ERROR: RED.name(),
    Verdict.LOCKED: AMBER,
}


def verdict_html(verdict: Verdict, html: str) -> str:
    """``html`` in the verdict's colour, for a rich-text label.

    >>> verdict_html(Verdict.ERROR, "Contrat 85")
    "<span style='color:#c0182b'>Contrat 85</span>"
    """
    return f"<span style='color:{COLOURS[verdict]}'>{html}</span>"
