"""The podium as an image (PNG, square) for the club's social page: the first three teams
with their players, the concours, its day and place.

Drawn with Pillow (which reportlab brings) in the DejaVu fonts of ``resources/``,
the same as the PDFs': accents print whatever the system has. A name too long
for its step is set smaller, then cut with « … »: the image never overflows.
Withdrawn teams win no place, as in the palmarès.
"""

from __future__ import annotations

from pathlib import Path
from typing import Final

from PIL import Image, ImageDraw, ImageFont

from tournoi.exports.pdf.layout import french_date
from tournoi.resources import resources_dir
from tournoi.services.awards.palmares import Palmares, PalmaresLine
from tournoi.services.errors import StateError
from tournoi.services.tournament.lifecycle import TournamentInfo

SIDE: Final = 1080
"""Pixels: the square the social sites show whole."""
MARGIN: Final = 60
BACKGROUND: Final = (22, 52, 96)
INK: Final = (255, 255, 255)
SOFT: Final = (196, 210, 230)
STEPS: Final = ((212, 175, 55), (192, 192, 192), (205, 127, 50))
"""Gold, silver, bronze: the first, second and third steps."""
HEIGHTS: Final = (400, 310, 240)
"""Each step's height, first to third."""
ORDER: Final = (1, 0, 2)
"""Left to right: the second, the first, the third."""
Font = ImageFont.FreeTypeFont


def podium_lines(palmares: Palmares) -> tuple[PalmaresLine, ...]:
    """The first three teams still in the concours (fewer when fewer played)."""
    lines = tuple(line for line in palmares.lines if not line.withdrawn)[:3]
    if not lines:
        raise StateError("Aucune équipe n'est classée : il n'y a pas de podium.")
    return lines


def write_podium(path: Path, *, info: TournamentInfo, palmares: Palmares) -> None:
    """Draw the podium of ``palmares`` (the standings after its round) into ``path``."""
    lines = podium_lines(palmares)
    image = Image.new("RGB", (SIDE, SIDE), BACKGROUND)
    draw = ImageDraw.Draw(image)
    _heading(draw, info, palmares)
    width = (SIDE - 2 * MARGIN) // 3
    for place, line in enumerate(lines):
        left = MARGIN + ORDER.index(place) * width
        _step(draw, line, place, left, width)
    image.save(path, format="PNG", optimize=True)


def _heading(draw: ImageDraw.ImageDraw, info: TournamentInfo, palmares: Palmares) -> None:
    top = MARGIN
    lines, font = _wrapped(draw, info.name, bold=True, size=64, width=SIDE - 2 * MARGIN)
    for line in lines:
        top = _centred(draw, (line, font), top, INK) + 8
    top += 8
    event = [french_date(info.day).capitalize()] if info.day else []
    event += [info.place] if info.place else []
    if event:
        where = _fitted(draw, " · ".join(event), bold=False, size=38, width=SIDE - 2 * MARGIN)
        top = _centred(draw, where, top, SOFT) + 12
    over = palmares.after_round >= palmares.rounds
    words = "Podium" if over else f"Podium provisoire après la {_nth(palmares.after_round)} partie"
    _centred(draw, _fitted(draw, words, bold=False, size=38, width=SIDE - 2 * MARGIN), top, SOFT)


def _step(draw: ImageDraw.ImageDraw, line: PalmaresLine, place: int, left: int, width: int) -> None:
    """One step of the podium, its rank on it, the team and its players above it."""
    inner = width - 24
    bottom = SIDE - MARGIN
    top = bottom - HEIGHTS[place]
    draw.rectangle((left + 8, top, left + width - 8, bottom), fill=STEPS[place])
    rank = f"{line.rank}{'er' if line.rank == 1 else 'e'}" + (" ex." if line.ex_aequo else "")
    rank, rank_font = _fitted(draw, rank, bold=True, size=72, width=inner)
    draw.text((left + width // 2, top + 24), rank, font=rank_font, fill=BACKGROUND, anchor="mt")
    texts: list[tuple[str, Font, tuple[int, int, int]]] = [
        (*_fitted(draw, name, bold=False, size=34, width=inner), SOFT)
        for name in reversed(line.players)
    ]
    names, font = _wrapped(draw, line.name, bold=True, size=46, width=inner)
    texts += [(name, font, INK) for name in reversed(names)]
    y = top - 16
    for text, face, colour in texts:
        draw.text((left + width // 2, y), text, font=face, fill=colour, anchor="md")
        y -= int(face.size) + 12


def _centred(
    draw: ImageDraw.ImageDraw, fitted: tuple[str, Font], top: int, colour: tuple[int, int, int]
) -> int:
    """Draw a line centred at ``top``; the bottom of what it took."""
    text, font = fitted
    draw.text((SIDE // 2, top), text, font=font, fill=colour, anchor="ma")
    return top + int(font.size)


def _fitted(
    draw: ImageDraw.ImageDraw, text: str, *, bold: bool, size: int, width: int
) -> tuple[str, Font]:
    """``text`` at ``size``, smaller down to two thirds of it if need be, then cut with « … »."""
    smallest = size * 2 // 3
    for step in range(size, smallest - 1, -2):
        font = _font(bold=bold, size=step)
        if draw.textlength(text, font=font) <= width:
            return text, font
    font = _font(bold=bold, size=smallest)
    return _cut(draw, text, font, width), font


def _wrapped(
    draw: ImageDraw.ImageDraw, text: str, *, bold: bool, size: int, width: int, most: int = 2
) -> tuple[list[str], Font]:
    """``text`` on ``most`` lines at most, set smaller if need be (down to two thirds of
    ``size``), the last line cut with « … » when even that is not enough."""
    smallest = size * 2 // 3
    for step in range(size, smallest - 1, -2):
        font = _font(bold=bold, size=step)
        lines = _lines(draw, text, font, width)
        if len(lines) <= most and all(draw.textlength(line, font=font) <= width for line in lines):
            return lines, font
    font = _font(bold=bold, size=smallest)
    lines = _lines(draw, text, font, width)
    kept = lines[: most - 1]
    rest = " ".join(lines[most - 1 :])
    return [
        *kept,
        _cut(draw, rest, font, width) if draw.textlength(rest, font=font) > width else rest,
    ], font


def _lines(draw: ImageDraw.ImageDraw, text: str, font: Font, width: int) -> list[str]:
    """Words put on lines of ``width`` in turn (a word longer than a line has one of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and draw.textlength(f"{lines[-1]} {word}", font=font) <= width:
            lines[-1] = f"{lines[-1]} {word}"
        else:
            lines.append(word)
    return lines or [""]


def _cut(draw: ImageDraw.ImageDraw, text: str, font: Font, width: int) -> str:
    low, high = 0, len(text)
    while low < high:  # the longest beginning that fits with its « … »
        middle = (low + high + 1) // 2
        if draw.textlength(text[:middle].rstrip() + "…", font=font) <= width:
            low = middle
        else:
            high = middle - 1
    return text[:low].rstrip() + "…"


def _font(*, bold: bool, size: int) -> Font:
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(resources_dir() / "fonts" / name), size)


def _nth(number: int) -> str:
    return "1re" if number == 1 else f"{number}e"
