"""The « Table » field of the entry screen: a table number, « e12 » for a team, or part of a name."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tournoi.services import draws
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage
from tournoi.ui.entry.table_query import Lookup, TableQuery, TableQueryError, parse_table_query


@pytest.mark.parametrize(
    ("text", "query"),
    [
        ("7", TableQuery(Lookup.TABLE, 7)),
        (" 12 ", TableQuery(Lookup.TABLE, 12)),
        ("e12", TableQuery(Lookup.TEAM, 12)),
        ("É 3", TableQuery(Lookup.TEAM, 3)),
        ("éq. 4", TableQuery(Lookup.TEAM, 4)),
        ("équipe 12", TableQuery(Lookup.TEAM, 12)),
        ("Equipe  5", TableQuery(Lookup.TEAM, 5)),
        ("dubois", TableQuery(Lookup.NAME, text="dubois")),
        ("Le  Goff", TableQuery(Lookup.NAME, text="Le Goff")),
    ],
)
def test_table_queries(text: str, query: TableQuery) -> None:
    assert parse_table_query(text) == query


def test_an_empty_table_query_is_refused() -> None:
    with pytest.raises(TableQueryError, match="numéro de table"):
        parse_table_query("  ")


@given(st.text())
def test_any_table_query_is_read_or_refused(text: str) -> None:
    try:
        parse_table_query(text)
    except TableQueryError:
        assert not text.split()


def test_the_field_finds_a_team_without_its_accents_or_by_a_player(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """Team 7 is « Lefèvre – Michel » in the window's tests; « michel » is one of its players."""
    page = EntryPage(context)
    qtbot.addWidget(page)
    page.show()
    seat = next(s for s in draws.seats(context.database, round_number=1) if s.team.number == 7)
    for typed in ("lefevre", "LEFÈVRE", "michel"):
        page.table_edit.clear()
        qtbot.keyClicks(page.table_edit, typed)
        qtbot.keyClick(page.table_edit, Qt.Key.Key_Return)
        assert page.model.sheet is not None and page.model.sheet.table == seat.table, typed
