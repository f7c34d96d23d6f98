"""The main window: start screen, recent files, opening by menu, by the list or by dropping a file."""

from __future__ import annotations

import gc
import json
import socket
import sys
from pathlib import Path

import pytest
from PySide6.QtCore import QMimeData, QPointF, Qt, QUrl
from PySide6.QtGui import QDropEvent, QGuiApplication
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QStyle, QWidget
from pytestqt.qtbot import QtBot

from engine import FFB_CONTREE, PerTeam
from tests.programs import run_program
from tests.ui.conftest import make_tournament
from tests.ui.keyboard import type_text
from tournoi.services import audit
from tournoi.ui.main_window import APP_TITLE, MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.rounds import SeatColumn

CTRL = Qt.KeyboardModifier.ControlModifier


def test_the_start_screen_comes_first(window: MainWindow) -> None:
    assert window.stack.currentWidget() is window.start_page
    assert window.windowTitle() == APP_TITLE
    assert not window.menus.close_action.isEnabled()


def test_opening_a_file_shows_its_pages_and_remembers_it(
    window: MainWindow, tournament_file: Path, preferences: Preferences
) -> None:
    assert window.open_location(str(tournament_file))
    assert window.stack.currentWidget() is window.tabs
    assert [window.tabs.tabText(i) for i in range(window.tabs.count())] == [
        "Équipes", "Tours", "Saisie", "Classement",
    ]  # fmt: skip
    assert window.windowTitle() == f"Concours de la Saint-Martin — {APP_TITLE}"
    assert preferences.recent_files == [str(tournament_file)]
    window.close_tournament()
    assert window.stack.currentWidget() is window.start_page
    assert window.start_page.recent.count() == 1
    # The tournament's name, not the file's stem.
    assert window.start_page.recent.item(0).text() == (
        f"Concours de la Saint-Martin  —  {tournament_file.name}, {tournament_file.parent}"
    )


def test_a_recent_file_opens_with_enter(
    qtbot: QtBot, window: MainWindow, tournament_file: Path, preferences: Preferences
) -> None:
    preferences.add_recent(str(tournament_file))
    window.start_page.refresh()
    window.start_page.recent.setFocus()
    qtbot.keyClick(window.start_page.recent, Qt.Key.Key_Return)
    assert window.stack.currentWidget() is window.tabs


def test_a_file_that_is_not_a_tournament_is_refused_in_french(
    window: MainWindow, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shown: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", lambda _parent, _title, text: shown.append(text))
    other = tmp_path / "liste.csv"
    other.write_text("numéro;équipe\n", encoding="utf-8")
    assert not window.open_location(str(other))
    assert shown == [f"« {other} » n'est pas un fichier de tournoi de belote."]
    assert window.stack.currentWidget() is window.start_page


def test_dropping_a_file_opens_it(window: MainWindow, tournament_file: Path) -> None:
    data = QMimeData()
    data.setUrls([QUrl.fromLocalFile(str(tournament_file))])
    drop = QDropEvent(
        QPointF(10, 10),
        Qt.DropAction.CopyAction,
        data,
        Qt.MouseButton.LeftButton,
        Qt.KeyboardModifier.NoModifier,
    )
    window.dropEvent(drop)
    assert window.stack.currentWidget() is window.tabs


def test_undo_and_redo_are_in_the_edit_menu(window: MainWindow, tournament_file: Path) -> None:
    window.open_location(str(tournament_file))
    texts = [action.text() for action in window.menus.edit.actions()]
    assert texts[:2] == ["&Annuler", "&Rétablir"]


def test_closing_the_window_with_a_tournament_open_then_dropping_it(
    qtbot: QtBot, tournament_file: Path, preferences: Preferences
) -> None:
    """Quitting with a tournament open: its pages went with the window, before being deleted later."""
    window = MainWindow(preferences)
    window.show()
    assert window.open_location(str(tournament_file))
    window.close()
    del window
    gc.collect()
    qtbot.wait(10)  # a crash here ("shared QObject was deleted directly") took the process down
    assert preferences.recent_files == [str(tournament_file)]


def opened(qtbot: QtBot, window: MainWindow, path: Path) -> None:
    """The tournament opened from the window, which is the one the keyboard types in."""
    with qtbot.waitActive(window):
        window.activateWindow()
    assert window.open_location(str(path))


def focused() -> QWidget:
    widget = QApplication.focusWidget()
    assert widget is not None
    return widget


def test_the_page_shortcuts_work_as_soon_as_a_tournament_is_open(
    qtbot: QtBot, window: MainWindow, tournament_file: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, str]] = []

    def get_open_file_name(_parent: object, title: str, start: str, *_a: object, **_k: object):  # type: ignore[no-untyped-def]
        asked.append((title, start))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open_file_name)
    opened(qtbot, window, tournament_file)
    assert window.teams_page.isAncestorOf(focused())

    qtbot.keyClick(focused(), Qt.Key.Key_I, CTRL)  # « Importer… », no click first
    assert asked == [("Importer une liste d'équipes", str(tournament_file.parent))]

    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)  # the Rounds page, by the Tournament menu
    assert window.tabs.currentWidget() is window.rounds_page
    assert window.rounds_page.isAncestorOf(focused())


def test_a_player_finds_the_table_by_a_first_name(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    opened(qtbot, window, tournament_file)
    qtbot.keyClick(focused(), Qt.Key.Key_2, CTRL)
    page = window.rounds_page
    qtbot.keyClick(
        focused(), Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier
    )  # « Où est ma table ? »
    qtbot.keyClick(focused(), Qt.Key.Key_F, CTRL)
    assert focused() is page.seat_search
    type_text(page.seat_search, "SOPHIE")  # Sophie Richard (team 3) and Sophie Simon (team 6)

    proxy = page.seats_proxy
    rows = [
        {column: proxy.index(row, column).data() for column in SeatColumn}
        for row in range(proxy.rowCount())
    ]
    assert sorted(int(row[SeatColumn.NUMBER]) for row in rows) == [3, 6]
    assert {row[SeatColumn.PLAYERS] for row in rows} == {
        "Pierre Robert, Sophie Richard",
        "Sophie Simon, Jean Laurent",
    }

    page.seat_search.clear()
    type_text(page.seat_search, "lefevre marie")  # a surname without its accent, a first name
    assert [proxy.index(row, SeatColumn.NUMBER).data() for row in range(proxy.rowCount())] == ["7"]


def test_the_tab_titles_keep_their_accents(window: MainWindow, tournament_file: Path) -> None:
    """The tabs behind the current one were drawn lower and clipped: « Équipes » lost its accent."""
    window.open_location(str(tournament_file))
    bar = window.tabs.tabBar()
    assert bar.style().pixelMetric(QStyle.PixelMetric.PM_TabBarTabShiftVertical) == 0
    assert window.tabs.tabText(0) == "Équipes"


def test_the_window_fits_the_screen(window: MainWindow) -> None:
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert window.width() <= room.width() and window.height() <= room.height() - 32


def test_with_one_screen_the_projector_opens_beside_the_work(
    window: MainWindow, tournament_file: Path
) -> None:
    window.open_location(str(tournament_file))
    window.tools.show_projector()
    projector = window.tools.projector
    assert projector is not None and projector.shares_screen
    room = QGuiApplication.primaryScreen().availableGeometry()
    assert projector.frameGeometry().right() == room.right()
    work = projector.share_screen(work_width=300)
    assert work is not None
    assert work.left() == room.left() and work.right() < projector.geometry().left()
    assert not projector.controls.isHidden()


def test_a_long_path_never_widens_the_window(window: MainWindow, tmp_path: Path) -> None:
    folder = tmp_path.joinpath(*["Concours de belote du club des anciens de Saint-Martin"] * 4)
    folder.mkdir(parents=True)
    path = folder / "Grand concours de la Saint-Martin, salle des fêtes.tournoi"
    make_tournament(path).close()
    window.resize(1366, 768)
    assert window.open_location(str(path))
    assert window.minimumSizeHint().width() <= 1366
    label = window.location_label
    assert label.toolTip() == str(path)
    assert "…" in label.text() and label.text().endswith("fêtes.tournoi")
    assert label.width() <= 1366 // 3


def test_ctrl_z_and_ctrl_y_undo_and_redo_a_donne_from_the_entry_line(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    """Ctrl+Y was bound twice to « Rétablir » (the platform's Redo is Ctrl+Y already): Qt
    called it ambiguous and did nothing."""
    opened(qtbot, window, tournament_file)
    window.open_sheet(1, 1)
    page = window.entry_page
    page.entry.setFocus()
    type_text(page.entry, "A 80 c 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.model.rowCount() == 1

    qtbot.keyClick(page.entry, Qt.Key.Key_Z, CTRL)
    assert page.model.rowCount() == 0
    qtbot.keyClick(page.entry, Qt.Key.Key_Y, CTRL)
    assert page.model.rowCount() == 1
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, CTRL)
    assert page.model.rowCount() == 0
    qtbot.keyClick(page.entry, Qt.Key.Key_Z, CTRL | Qt.KeyboardModifier.ShiftModifier)
    assert page.model.rowCount() == 1


def test_a_station_never_named_is_called_after_its_computer(
    qtbot: QtBot,
    window: MainWindow,
    tournament_file: Path,
    preferences: Preferences,
    monkeypatch: pytest.MonkeyPatch,
    tmp_path: Path,
) -> None:
    """Not after the system user: « root : Tour 1 : … » told the hall nothing."""
    monkeypatch.setattr(socket, "gethostname", lambda: "portable-club.local")
    opened(qtbot, window, tournament_file)
    window.open_sheet(1, 1)
    page = window.entry_page
    page.entry.setFocus()
    type_text(page.entry, "A 80 c 100")
    qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert window.context is not None
    with window.context.database.session() as session:
        event = audit.entries(session)[-1]
    assert (event.action, event.who) == ("donne.add", "poste portable-club")
    # A name chosen in the preferences is kept.
    preferences.station = "Table de marque n° 2"
    preferences.sync()
    assert Preferences(tmp_path / "preferences.ini").station == "Table de marque n° 2"


def test_ctrl_q_quits(qtbot: QtBot, window: MainWindow) -> None:
    with qtbot.waitActive(window):
        window.activateWindow()
    qtbot.keyClick(focused(), Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()


LAPTOP = {"screens": [{"name": "portable", "x": 0, "y": 0, "width": 1366, "height": 768}]}
"""The hall's laptop, its one screen shared by the work and the projector."""
SHARE_THE_SCREEN = """
import json, sys
from PySide6.QtWidgets import QApplication
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences

app = QApplication([])
window = MainWindow(Preferences(sys.argv[2]))
window.show()
window.open_location(sys.argv[1])
room = app.primaryScreen().availableGeometry()
window.setGeometry(room.left(), room.top() + 32, room.width(), room.height() - 32)
def seen():  # the windows' frames: the window manager's side by side, not their insides
    return [window.frameGeometry().getRect(), window.tools.projector.frameGeometry().getRect()]
before = window.geometry().getRect()
window.tools.show_projector()
shared = seen()
window.tools.projector.close()
after = window.geometry().getRect()
window.tools.show_projector()
print(json.dumps({"before": before, "shared": shared, "after": after, "again": seen()}))
"""


def test_the_window_gets_its_width_back_when_the_projector_closes(
    tournament_file: Path, tmp_path: Path
) -> None:
    """Shrunk to leave the right of a 1366 px screen to the projector, it stayed 818 px wide."""
    config = tmp_path / "laptop.json"
    config.write_text(json.dumps(LAPTOP), encoding="utf-8")
    script = tmp_path / "share.py"
    script.write_text(SHARE_THE_SCREEN, encoding="utf-8")
    done = run_program(
        [sys.executable, str(script), str(tournament_file), str(tmp_path / "preferences.ini")],
        home=tmp_path, cwd=Path(__file__).resolve().parents[2],
        platform=f"offscreen:configfile={config}",
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    seen = json.loads(done.stdout.splitlines()[-1])
    (_x, _y, work, _h), (left, _t, width, _ph) = seen["shared"]
    assert work <= left and left + width == 1366  # side by side
    assert seen["after"] == seen["before"] == [0, 32, 1366, 736]
    assert seen["again"] == seen["shared"]  # shown again: beside the work again


def test_a_long_paper_diagnosis_is_read_whole_at_1366_by_738(
    qtbot: QtBot, window: MainWindow, tmp_path: Path
) -> None:
    """The « Feuille papier » panel cut a long diagnosis off (the trial's sheet: ten points off
    on each side, which a points figure misread on any of five donnes explains)."""
    path = tmp_path / "deux-mille.tournoi"
    make_tournament(path, rules=FFB_CONTREE).close()
    window.resize(1366, 738)
    assert window.open_location(str(path))
    window.open_sheet(1, 1)
    page = window.entry_page
    for line in ("A 110 c 117 b", "B 90 p x 50", "A 110 c 117 b", "A capot c cap", "B 100 k 70",
                 "A 80 t 85", "-", "B 80 p 91", "A capot p cap", "A 80 c 100"):  # fmt: skip
        page.entry.setText(line)
        qtbot.keyClick(page.entry, Qt.Key.Key_Return)
    assert page.model.sheet is not None and page.model.sheet.totals == PerTeam(2020, 330)
    page.presenter.check_paper(PerTeam(2030, 320))
    label = page.check_label
    assert "sur 5 donnes différentes" in label.text() and len(label.text()) > 250
    # Whole, in a panel that scrolls (it was cut off at 53 px of the 196 it needs).
    qtbot.waitUntil(lambda: label.height() >= label.heightForWidth(label.width()), timeout=2000)
    scroll = page.paper.scroller
    scroll.ensureWidgetVisible(page.suspects)
    assert page.suspects.isVisible() and not page.suspects.visibleRegion().isEmpty()


def test_closing_and_opening_again_any_number_of_times_then_quitting(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    """Ctrl+W, then Enter on the recent file, again and again, then Ctrl+Q: the event loop
    turns between them, as in the hall. The second opening raised « Internal C++ object
    (QMenu) already deleted », and from then on so did quitting: the process had to be killed."""
    opened(qtbot, window, tournament_file)
    for _ in range(3):
        qtbot.keyClick(focused(), Qt.Key.Key_W, CTRL)
        assert window.stack.currentWidget() is window.start_page
        assert not window.menus.edit.actions()
        qtbot.wait(50)  # the closed tournament's pages deleted
        gc.collect()
        window.start_page.recent.setFocus()
        qtbot.keyClick(window.start_page.recent, Qt.Key.Key_Return)
        assert window.stack.currentWidget() is window.tabs
        assert [action.text() for action in window.menus.edit.actions()] == [
            "&Annuler", "&Rétablir",
        ]  # fmt: skip
        qtbot.wait(50)
    qtbot.keyClick(focused(), Qt.Key.Key_Q, CTRL)
    assert not window.isVisible()
    assert window.context is None


def test_check_a_trick_is_in_the_tools_menu_only(
    qtbot: QtBot, window: MainWindow, tournament_file: Path
) -> None:
    opened(qtbot, window, tournament_file)
    menus = [action.menu() for action in window.menuBar().actions()]
    found = [
        (menu.title(), action.shortcut().toString())
        for menu in menus
        if isinstance(menu, QMenu)
        for action in menu.actions()
        if action.text() == "&Vérifier un pli…"
    ]
    assert "&Tournoi" in [menu.title() for menu in menus if isinstance(menu, QMenu)]
    assert found == [("&Outils", "Ctrl+Shift+P")]
