"""The Classement page after the finals (the final ranking, the rounds' standings a key away) and
in a mêlée (a player's rounds: his partner, his opponents, his table, his pair's marks)."""

from __future__ import annotations

import re
from collections.abc import Callable
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from pytestqt.qtbot import QtBot

from engine import PerTeam, Rules
from tests.ui.conftest import WHO
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.draws.finals_seeding import start_finals
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.finals import Consolante, final_ranking
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.standings.current import standings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.activity import Area
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector import ProjectorView, ProjectorWindow
from tournoi.ui.standings import Column, StandingsPage
from tournoi.ui.standings.player_rounds import PlayerColumn
from tournoi.ui.widgets import french

ALT = Qt.KeyboardModifier.AltModifier


def play_round(context: TournamentContext, number: int) -> None:
    """Team A wins every table, 1000 to a hundred times the table's number (no tie)."""
    for table in draws.round_view(context.database, round_number=number).tables:
        scores.record_totals(
            context.database,
            round_number=number,
            table=table.table,
            totals=PerTeam(1000, 100 * table.table),
            who=WHO,
        )
    context.changed.emit(Area.SCORES)


def shown_page(qtbot: QtBot, context: TournamentContext) -> StandingsPage:
    page = StandingsPage(context)
    qtbot.addWidget(page)
    page.resize(1366, 700)
    with qtbot.waitActive(page):
        page.show()
        page.activateWindow()
    page.table.setFocus()
    return page


def column(page: StandingsPage, shown: Column) -> list[str]:
    model = page.model
    at = model.columns.index(shown)
    return [str(model.index(row, at).data()) for row in range(model.rowCount())]


def test_after_the_finals_the_final_ranking_then_the_rounds_standings_by_alt_s(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = shown_page(qtbot, context)
    assert not page.finals_choice.isVisible() and Column.STAGE not in page.model.columns
    play_round(context, 1)
    qualifying = [row.number for row in standings(context.database)]
    start_finals(context.database, qualified=4, consolante=Consolante.NONE, who=WHO)
    context.changed.emit(Area.ROUNDS)

    assert page.finals_choice.isVisible() and page.final_radio.isChecked()
    assert column(page, Column.STAGE)[:5] == ["En lice : demi-finales"] * 4 + [""]
    assert column(page, Column.QUALIFYING)[:4] == ["1", "2", "3", "4"]

    play_round(context, 2)  # seeds 1 and 2 win their semi-finals
    draws.draw_round(context.database, method=DrawMethod.SWISS, who=WHO)
    context.changed.emit(Area.ROUNDS)
    play_round(context, 3)  # seed 1 wins the final
    final = final_ranking(context.database)
    assert final is not None
    assert column(page, Column.NUMBER) == [str(row.standing.number) for row in final]
    assert column(page, Column.RANK) == [str(rank) for rank in range(1, 9)]
    assert column(page, Column.STAGE)[:5] == [
        "Vainqueur", "Finaliste", "Demi-finaliste", "Demi-finaliste", "",
    ]  # fmt: skip
    assert column(page, Column.NUMBER)[:2] == [str(qualifying[0]), str(qualifying[1])]
    assert column(page, Column.WON)[0] == "3"  # every round counted
    page.select_team(qualifying[0])
    assert f"Équipe n° {qualifying[0]}" in page.detail_title.text()
    assert french("1er (Vainqueur)") in page.detail_title.text()
    assert page.rounds_model.rowCount() == 3

    qtbot.keyClick(page.table, Qt.Key.Key_S, ALT)
    qtbot.waitUntil(page.rounds_radio.isChecked)  # a mnemonic clicks its button a moment later
    assert Column.STAGE not in page.model.columns
    assert column(page, Column.NUMBER) == [str(number) for number in qualifying]
    assert column(page, Column.WON) == ["1"] * 4 + ["0"] * 4, "the qualifying round alone"
    assert page.selected_team == qualifying[0]
    assert french("1er des tours") in page.detail_title.text()
    qtbot.keyClick(page.table, Qt.Key.Key_N, ALT)
    qtbot.waitUntil(page.final_radio.isChecked)
    assert column(page, Column.STAGE)[0] == "Vainqueur"


def play_winners(context: TournamentContext, number: int, winners: set[int]) -> None:
    """The team in ``winners`` wins its table, 1000 to 400."""
    for table in draws.round_view(context.database, round_number=number).tables:
        a_wins = table.a.number in winners
        scores.record_totals(
            context.database, round_number=number, table=table.table,
            totals=PerTeam(1000, 400) if a_wins else PerTeam(400, 1000), who=WHO,
        )  # fmt: skip
    context.changed.emit(Area.SCORES)


def test_the_consolante_s_winner_follows_the_final_bracket_in_the_window_and_on_the_projector(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = shown_page(qtbot, context)
    play_round(context, 1)
    q = [row.number for row in standings(context.database)]
    start_finals(context.database, qualified=4, consolante=Consolante.NEXT, who=WHO)
    context.changed.emit(Area.ROUNDS)
    play_winners(context, 2, {q[0], q[1], q[7], q[6]})  # the consolante's seeds 4 and 3 win
    draws.draw_round(context.database, method=DrawMethod.FINALE, who=WHO)
    context.changed.emit(Area.ROUNDS)
    play_winners(context, 3, {q[0], q[7]})

    order = [q[0], q[1], q[2], q[3], q[7], q[6], q[4], q[5]]
    qtbot.waitUntil(lambda: column(page, Column.NUMBER) == [str(number) for number in order])
    assert column(page, Column.STAGE)[4:] == [
        "Consolante : vainqueur", "Consolante : finaliste",
        "Consolante : demi-finaliste", "Consolante : demi-finaliste",
    ]  # fmt: skip
    assert column(page, Column.QUALIFYING)[4] == "8"
    assert "puis la consolante par parcours" in page.notes.text()
    projector = ProjectorWindow(context)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    projector.show_view(ProjectorView.STANDINGS)
    shown = [re.search(r"\((\d+)\)$", row[1]) for row in projector.board.page_rows()]
    assert [int(found.group(1)) for found in shown if found] == order


@pytest.fixture
def melee(tmp_path: Path) -> Callable[[], TournamentContext]:
    """A mêlée of nine players, round 1 drawn (two tables, one exempt), table 1 played."""
    made: list[TournamentContext] = []

    def build() -> TournamentContext:
        settings = TournamentSettings(rules=Rules(target=1000), rounds=3, format=Format.MELEE)
        database = tournaments.create_tournament(
            tmp_path / "m.tournoi", name="Mêlée du jeudi", settings=settings, who=WHO
        )
        for n in range(1, 10):
            melee_players.add_player(database, player=PlayerInfo("Joueur", f"Nom{n}"), who=WHO)
        made.append(TournamentContext(database, who=WHO))
        return made[-1]

    yield build
    for context in made:
        context.close()


def test_a_melee_player_s_rounds_name_his_partner_and_his_opponents(
    qtbot: QtBot, melee: Callable[[], TournamentContext]
) -> None:
    context = melee()
    drawn = draw_melee_round(context.database, seed=3, who=WHO)
    table = drawn.tables[0]
    scores.record_totals(
        context.database, round_number=1, table=table.table, totals=PerTeam(1010, 640), who=WHO
    )
    page = shown_page(qtbot, context)
    assert not page.finals_choice.isVisible()
    me, partner = table.a

    page.select_team(me)
    detail = page.detail.model()
    assert detail.rowCount() == 1
    cell = lambda shown: detail.index(0, list(PlayerColumn).index(shown)).data()  # noqa: E731
    assert cell(PlayerColumn.TABLE) == str(table.table)
    assert cell(PlayerColumn.PARTNER) == f"n° {partner} Joueur Nom{partner}"
    b1, b2 = table.b
    assert cell(PlayerColumn.OPPONENTS) == f"n° {b1} Joueur Nom{b1} et n° {b2} Joueur Nom{b2}"
    assert (cell(PlayerColumn.MARKS), cell(PlayerColumn.RESULT)) == ("1010 à 640", "gagnée")
    assert f"Joueur n° {me}" in page.detail_title.text()
    assert page.model.header(Column.NAME) == "Joueur"

    page.select_team(drawn.bye[0])
    assert (cell(PlayerColumn.TABLE), cell(PlayerColumn.PARTNER)) == ("—", "—")
    assert (cell(PlayerColumn.OPPONENTS), cell(PlayerColumn.RESULT)) == ("exempt", "exempt")

    # Down walks the standings; the detail follows the player chosen.
    page.table.setFocus()
    row = page.table.currentIndex().row()
    qtbot.keyClick(page.table, Qt.Key.Key_Down)
    assert page.selected_team == page.model.standing(row + 1).number


def test_the_final_ranking_fits_beside_the_projector(
    qtbot: QtBot, context: TournamentContext
) -> None:
    """Its two more columns (the stage reached, the qualifying rank) scrolled the final ranking
    sideways in the 818 px window beside the projector: there it leaves out the qualifying
    rank, the draws and the byes, said in the tips, and shows them again when wide."""
    page = shown_page(qtbot, context)
    play_round(context, 1)
    start_finals(context.database, qualified=4, consolante=Consolante.NONE, who=WHO)
    context.changed.emit(Area.ROUNDS)
    table, header = page.table, page.table.horizontalHeader()
    columns = page.model.columns
    narrow = {Column.QUALIFYING, Column.DRAWN, Column.BYES}

    page.resize(800, 600)  # the page in the 818 px window

    qtbot.waitUntil(lambda: table.viewport().width() < 800)
    assert header.length() <= table.viewport().width()
    assert not table.horizontalScrollBar().isVisible()
    hidden = {c for i, c in enumerate(columns) if header.isSectionHidden(i)}
    assert hidden == narrow
    bold = header.font()
    bold.setBold(True)
    metrics = QFontMetrics(bold)
    for section, shown in enumerate(columns):
        if shown not in hidden:
            words = page.model.header(shown).replace("-", "- ").split()
            assert max(map(metrics.horizontalAdvance, words)) < header.sectionSize(section)
    assert header.sectionSize(columns.index(Column.NAME)) >= 120
    stage = header.sectionSize(columns.index(Column.STAGE))
    assert stage >= table.fontMetrics().horizontalAdvance("Demi-finaliste")
    stage_of_first = page.model.index(0, columns.index(Column.STAGE))
    tip = stage_of_first.data(Qt.ItemDataRole.ToolTipRole)
    assert tip == french("En lice : demi-finales ; 1er des tours")
    assert column(page, Column.QUALIFYING)[0] == "1"

    page.resize(1366, 700)

    qtbot.waitUntil(lambda: not any(header.isSectionHidden(i) for i in range(len(columns))))
    assert header.length() <= table.viewport().width()
