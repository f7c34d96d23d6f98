"""A mêlée's Tours page names each pair by its players' numbers and names, never by the number
of the round's team the draw made of it: the tables, the exempt row, the swap dialog and what
a swap says, « Où est ma table ? »; and the Saisie page's header likewise (a 17-player mêlée,
one exempt a round)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from engine import PerTeam, Team
from tests.ui.conftest import WHO
from tests.ui.keyboard import shown
from tests.ui.test_melee_words import melee_of
from tournoi.services import scores
from tournoi.services.draws.melee_views import MeleeRoundView, melee_round
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage
from tournoi.ui.rounds import RoundsPage
from tournoi.ui.rounds.round_dialogs import SwapDialog
from tournoi.ui.rounds.tables_model import SeatColumn, TableColumn

MORE = (("Nina", "Bonnet"), ("Théo", "Mercier"), ("Zoé", "Lambert"), ("Noé", "Fontaine"),
        ("Eva", "Roussel"), ("Léa", "Garnier"))  # fmt: skip


@pytest.fixture
def drawn(qtbot: QtBot, tmp_path: Path) -> Iterator[tuple[RoundsPage, MeleeRoundView]]:
    """Seventeen players, round 1 drawn from the page (Ctrl+T)."""
    context: TournamentContext = melee_of(tmp_path / "melee.tournoi", 11)
    for first_name, surname in MORE:
        melee_players.add_player(context.database, player=PlayerInfo(first_name, surname), who=WHO)
    page = RoundsPage(context)
    shown(qtbot, page)
    qtbot.keyClick(page, Qt.Key.Key_T, Qt.KeyboardModifier.ControlModifier)
    view = melee_round(context.database, round_number=1)
    assert len(view.bye) == 1
    yield page, view
    context.close()


def players_said(page: RoundsPage) -> dict[int, str]:
    """Each player as the page says him: « 8 Marc Roux »."""
    database = page.presenter.context.database
    return {p.number: f"{p.number} {p.name}" for p in melee_players.list_players(database)}


def test_the_tables_name_each_pair_by_its_players(
    drawn: tuple[RoundsPage, MeleeRoundView],
) -> None:
    page, view = drawn
    said = players_said(page)
    model = page.tables
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(3)]
    assert headers == ["Table", "Paire A", "Paire B"]
    for row, table in enumerate(view.tables):
        assert model.index(row, TableColumn.TABLE).data() == str(table.table)
        a = model.index(row, TableColumn.TEAM_A).data()
        b = model.index(row, TableColumn.TEAM_B).data()
        assert a == " – ".join(said[n] for n in table.a)
        assert b == " – ".join(said[n] for n in table.b)
        assert "·" not in a + b  # no « 3 · 8 Roux – 17 Chevalier »: a team number
        assert model.index(row, TableColumn.TEAM_A).data(Qt.ItemDataRole.ToolTipRole) == a
    last = model.rowCount() - 1
    (exempt,) = view.bye
    assert model.index(last, TableColumn.TABLE).data() == "exempt"
    assert model.index(last, TableColumn.TEAM_A).data() == said[exempt]


def test_the_swap_dialog_and_its_message_say_what_a_swap_exchanges_in_players(
    qtbot: QtBot, drawn: tuple[RoundsPage, MeleeRoundView]
) -> None:
    page, view = drawn
    context = page.presenter.context
    said = players_said(page)
    page.swap_action.trigger()
    dialog = page.dialog
    assert isinstance(dialog, SwapDialog)
    assert dialog.windowTitle() == "Échanger deux paires — tour 1"
    texts = [dialog.first.itemText(i) for i in range(dialog.first.count())]
    first, second = view.tables[0], view.tables[1]
    pair_a = " – ".join(said[n] for n in first.a)
    pair_b = " – ".join(said[n] for n in second.b)
    assert f"{pair_a} (table {first.table})" in texts
    # The exempt player is no pair: he is not offered (the services refuse it).
    assert len(texts) == 8 and not any(text.startswith(said[view.bye[0]]) for text in texts)
    dialog.first.setCurrentIndex(dialog.first.findData(first.team_a))
    dialog.second.setCurrentIndex(dialog.second.findData(second.team_b))
    dialog.accept()

    assert page.message.text() == (
        f"« {pair_a} » et « {pair_b} » ont échangé leur place (Ctrl+Z pour annuler)."
    )
    assert context.undo_stack.undoText() == (
        f"Échanger les places de « {pair_a} » et « {pair_b} » (tour 1)"
    )
    after = melee_round(context.database, round_number=1)
    assert after.tables[0].a == second.b and after.tables[1].b == first.a


def test_where_is_my_table_names_each_pair_and_its_opponents_by_their_players(
    drawn: tuple[RoundsPage, MeleeRoundView],
) -> None:
    page, view = drawn
    said = players_said(page)
    assert page.swap_action.text() == "É&changer deux paires…"
    model = page.seats
    headers = [model.headerData(c, Qt.Orientation.Horizontal) for c in range(5)]
    assert headers[0] == "Paire" and headers[4] == "Adversaires"
    assert page.seats_view.isColumnHidden(SeatColumn.NUMBER)
    assert page.seats_view.isColumnHidden(SeatColumn.PLAYERS)
    rows = {
        model.index(row, SeatColumn.TEAM).data(): (
            model.index(row, SeatColumn.TABLE).data(),
            model.index(row, SeatColumn.OPPONENT).data(),
        )
        for row in range(model.rowCount())
    }
    for table in view.tables:
        a = " – ".join(said[n] for n in table.a)
        b = " – ".join(said[n] for n in table.b)
        assert rows[a] == (str(table.table), b) and rows[b] == (str(table.table), a)
    assert rows[said[view.bye[0]]] == ("exempt", "—")


def test_the_entry_page_names_the_table_s_pairs_by_their_players(
    qtbot: QtBot, drawn: tuple[RoundsPage, MeleeRoundView]
) -> None:
    page, view = drawn
    context = page.presenter.context
    said = players_said(page)
    table = view.tables[0]
    scores.record_totals(
        context.database, round_number=1, table=table.table, totals=PerTeam(2010, 1500), who=WHO
    )
    entry = EntryPage(context)
    shown(qtbot, entry)
    assert entry.presenter.go_to(str(table.table))  # it opens on the first table to enter
    assert entry.model.sheet is not None and entry.model.sheet.table == table.table
    a = " – ".join(said[n] for n in table.a)
    b = " – ".join(said[n] for n in table.b)
    assert entry.teams_label.text() == f"A — {a}     contre     B — {b}"
    totals = entry.totals
    assert totals.total_teams[Team.A].text() == f"Paire A\n{a}"
    assert totals.total_teams[Team.B].text() == f"Paire B\n{b}"
    assert entry.end_banner.text() == (
        "Victoire de la paire A, 2010 à 1500 contre la paire B (totaux seulement)."
    )
    assert "équipe" not in entry.teams_label.text() + entry.end_banner.text()
