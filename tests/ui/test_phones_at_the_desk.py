"""What the desk sees of the phones at the tables: the Rounds page, the status bar, the entry
page, and the projector's QR code of the public page while the server runs."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from engine import Donne, Team, Trump
from tests.ui.conftest import WHO, make_tournament
from tournoi.services import scores
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.projector import ProjectorWindow
from tournoi.ui.rounds import RoundsPage, TableColumn
from tournoi.ui.tables_entry import TablesEntryDialog
from tournoi.ui.tables_entry.serving import Serving

A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
B90 = Donne(taker=Team.B, contract=90, trump=Trump.COEUR, points=101)  # 60 - 100
CAPOT_A = Donne(taker=Team.A, contract=100, trump=Trump.COEUR, points=162, capot=Team.A)


class Phone:
    """A table's phone, writing through the service the server calls."""

    def __init__(self, context: TournamentContext, table: int) -> None:
        links = table_links.issue_links(context.database, round_number=1, who=WHO)
        self.db, self.count = context.database, 0
        self.secret = next(link.secret for link in links if link.table == table)
        self.version = table_entry.open_sheet(self.db, secret=self.secret).sheet.version

    def record(self, donne: Donne) -> None:
        self._answer(table_entry.record(self.db, donne=donne, **self._common()))

    def sign(self, team: Team) -> None:
        self._answer(table_entry.sign(self.db, team=team, **self._common()))

    def _common(self) -> dict[str, object]:
        self.count += 1
        return {
            "secret": self.secret,
            "submission": f"envoi-{self.count:04}",
            "version": self.version,
        }

    def _answer(self, sheet: table_entry.PhoneSheet) -> None:
        self.version = sheet.sheet.version


@pytest.fixture
def rounds(qtbot: QtBot, context: TournamentContext) -> RoundsPage:
    page = RoundsPage(context)
    qtbot.addWidget(page)
    page.resize(1366, 768)
    page.show()
    return page


def phone_cell(page: RoundsPage, table: int) -> str:
    row = next(r for r, shown in enumerate(page.tables.rows()) if shown.table == table)
    return str(page.tables.index(row, TableColumn.PHONE).data())


def phone_tip(page: RoundsPage, table: int) -> str:
    row = next(r for r, shown in enumerate(page.tables.rows()) if shown.table == table)
    return str(page.tables.index(row, TableColumn.PHONE).data(3))  # ToolTipRole


def test_the_rounds_page_follows_each_tables_phone(
    rounds: RoundsPage, context: TournamentContext
) -> None:
    assert rounds.tables.headers[TableColumn.PHONE] == "Saisie aux tables"
    assert [phone_cell(rounds, table) for table in (1, 2, 3, 4)] == [""] * 4  # no links yet
    phone = Phone(context, 2)
    context.look_elsewhere()  # the window's look at the trail, every two seconds
    assert phone_cell(rounds, 2) == "aucune donne"
    phone.record(A80)
    context.look_elsewhere()
    assert phone_cell(rounds, 2) == "1 donne · 120 – 50 · téléphone"
    assert phone_tip(rounds, 2) == "Dernière saisie par le téléphone de la table."
    phone.record(B90)
    context.look_elsewhere()
    assert phone_cell(rounds, 2) == "2 donnes · 180 – 150 · téléphone"


def test_a_donne_of_the_desk_a_signature_and_a_lock_are_shown(
    rounds: RoundsPage, context: TournamentContext
) -> None:
    phone = Phone(context, 1)
    for donne in (A80, B90, CAPOT_A, CAPOT_A, CAPOT_A, CAPOT_A):  # to 1000
        phone.record(donne)
    phone.sign(Team.A)
    context.look_elsewhere()
    assert phone_cell(rounds, 1) == "6 donnes · 1180 – 150 · téléphone · signée A"
    phone.sign(Team.B)
    table_links.lock_table(context.database, round_number=1, table=1, locked=True, who=WHO)
    context.look_elsewhere()
    assert (
        phone_cell(rounds, 1) == "6 donnes · 1180 – 150 · téléphone · signée A et B · verrouillée"
    )
    assert phone_tip(rounds, 1).endswith("Téléphone verrouillé : il ne fait que lire la feuille.")
    # The desk corrects the last donne: the signatures no longer hold, the desk wrote last.
    scores.correct_donne(context.database, round_number=1, table=1, number=6, donne=A80, who=WHO)
    context.look_elsewhere()
    assert phone_cell(rounds, 1) == "6 donnes · 1050 – 200 · arbitrage · verrouillée"
    assert phone_tip(rounds, 1).startswith(f"Dernière saisie à la table d'arbitrage ({WHO}).")


def test_the_status_bar_says_which_table_sent_what(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path
) -> None:
    path = tmp_path / "concours.tournoi"
    make_tournament(path).close()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    assert window.open_location(str(path))
    assert window.context is not None
    phone = Phone(window.context, 3)
    window.context.look_elsewhere()  # the links made
    phone.record(A80)
    window.context.look_elsewhere()
    assert (
        window.statusBar().currentMessage()
        == "table 3, téléphone : Tour 1, table 3 : Donne 1 saisie."
    )
    window.close()


def test_the_entry_page_shows_what_the_phone_wrote_on_its_sheet(
    qtbot: QtBot, context: TournamentContext
) -> None:
    page = EntryPage(context)
    qtbot.addWidget(page)
    page.show()
    assert page.presenter.load_table(1)
    assert page.model.rowCount() == 0
    phone = Phone(context, 1)
    phone.record(A80)
    phone.record(B90)
    context.look_elsewhere()
    assert page.model.rowCount() == 2
    assert (page.total_labels[Team.A].text(), page.total_labels[Team.B].text()) == ("180", "150")


# The projector


@pytest.fixture
def desk(qtbot: QtBot, context: TournamentContext) -> Iterator[TablesEntryDialog]:
    dialog = TablesEntryDialog(context)
    qtbot.addWidget(dialog)
    yield dialog
    dialog.stop()


def placed(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


@pytest.mark.parametrize("size", [(1366, 768), (1920, 1080)])
def test_the_projector_shows_the_public_pages_code_while_the_server_runs(
    qtbot: QtBot, context: TournamentContext, desk: TablesEntryDialog, size: tuple[int, int]
) -> None:
    projector = ProjectorWindow(context)
    qtbot.addWidget(projector)
    projector.resize(*size)
    projector.show()
    corner = projector.public_link
    assert corner.isHidden()  # the server is off: no code
    rows = projector.board.page_size

    desk.start(host="127.0.0.1", port=0)
    assert desk.server is not None
    assert corner.isVisible()
    assert not corner.code.pixmap().isNull()
    assert corner.address.text() == f"127.0.0.1:{desk.port.value()}"
    side = corner.code.pixmap().width()
    assert side >= size[1] * 0.15  # a code a phone scans from the hall
    # In the header's corner, beside the title: the board keeps every row it shows.
    assert not placed(corner, projector).intersects(placed(projector.board, projector))
    assert not placed(corner, projector).intersects(placed(projector.title_label, projector))
    assert placed(corner, projector).right() <= projector.width()
    shown = projector.board.page_rows()
    assert len(shown) <= projector.board.page_size <= rows
    assert projector.board.page_count * projector.board.page_size >= len(projector.board.board.rows)

    desk.stop()
    assert corner.isHidden()


def test_the_address_is_the_servers_and_a_second_start_shows_the_new_one(
    qtbot: QtBot, context: TournamentContext
) -> None:
    projector = ProjectorWindow(context)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    serving = Serving.of(context)
    assert Serving.of(context) is serving  # one per tournament
    serving.set_url("http://192.168.1.20:8000")
    assert projector.public_link.address.text() == "192.168.1.20:8000"
    serving.set_url("http://192.168.1.20:8080")
    assert projector.public_link.address.text() == "192.168.1.20:8080"
    serving.set_url(None)
    assert projector.public_link.isHidden()
