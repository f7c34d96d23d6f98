"""The registration desk's lists, one a row by number (the teams, a mêlée's players, the cash
sheet's teams): one page setup, heading, count line and table style; each list its columns.

A list gives its columns (:class:`Column`), then its rows built to the widths
:func:`column_widths` gives them, and :func:`write_desk_list` lays them out:
an A4 page upright, the number column centred in bold, the boxes to tick at
the door in the last columns, big enough to tick with a pen.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any
from xml.sax.saxutils import escape

from reportlab.lib.pagesizes import A4  # type: ignore[import-untyped]
from reportlab.lib.units import mm  # type: ignore[import-untyped]
from reportlab.platypus import Spacer, Table  # type: ignore[import-untyped]

from tournoi.exports.pdf import fonts
from tournoi.exports.pdf.layout import (
    BODY,
    CELL_PADDING,
    MARGIN,
    build,
    fit_text,
    heading,
    para,
    table_style,
    widths,
)
from tournoi.services.tournament.lifecycle import TournamentInfo


@dataclass(frozen=True, slots=True, kw_only=True)
class Column:
    """A column of a desk list: its header, and a fixed width or a share of what is left."""

    header: str
    width: float | None = None
    """In points; ``None``: a share (``share``) of the width the fixed columns leave."""
    share: float = 1.0


def column_widths(columns: Sequence[Column]) -> list[float]:
    """The widths of ``columns`` across an upright A4 page within its margins."""
    return widths(
        A4[0] - 2 * MARGIN,
        [column.width for column in columns],
        [column.share for column in columns if column.width is None],
    )


def box(ticked: bool) -> str:
    """A box to tick at the door, ticked already when the desk marked it."""
    return "☑" if ticked else "☐"


def licence_line(licence: str | None, width: float) -> str:
    """The small line under a player's name that gives his licence, if he has one."""
    if not licence:
        return ""
    fitted = fit_text(licence, fonts.REGULAR, 7, width - CELL_PADDING)
    return f"<br/><font size=7>licence {escape(fitted)}</font>"


def numbered_table(
    rows: Sequence[Sequence[Any]],
    columns: Sequence[Column],
    *,
    boxes: int = 0,
    extra: Iterable[Any] = (),
) -> Any:
    """The table of ``rows`` under the headers of ``columns``, its number column first, its
    last ``boxes`` columns boxes to tick; ``extra``: the list's own style commands."""
    data: list[Sequence[Any]] = [[column.header for column in columns], *rows]
    table = Table(data, colWidths=column_widths(columns), repeatRows=1)
    style: list[tuple[Any, ...]] = [
        ("ALIGN", (0, 0), (0, -1), "CENTER"),
        ("FONTNAME", (0, 1), (0, -1), fonts.BOLD),
    ]
    if boxes:
        style += [
            ("ALIGN", (-boxes, 0), (-1, -1), "CENTER"),
            ("FONTSIZE", (-boxes, 1), (-1, -1), 12),
            ("LEADING", (-boxes, 1), (-1, -1), 12),
        ]
    table.setStyle(table_style(header_size=8.5, body_size=9, extra=[*style, *extra]))
    return table


def write_desk_list(
    path: str | Path,
    *,
    info: TournamentInfo,
    title: str,
    listed: str,
    counted: str,
    table: Any,
) -> int:
    """Write the list ``title`` of ``info``'s tournament to ``path``: ``counted`` above
    ``table``, ``listed`` (« équipes ») in the document's title and its footer; its pages."""
    story = heading(title, info)
    story += [para(counted, BODY), Spacer(1, 3 * mm), table]
    return build(
        path,
        story,
        title=f"{listed.capitalize()} — {info.name}",
        footer=f"{info.name} — {listed}",
        wide=False,
    )
