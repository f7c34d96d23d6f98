"""« Saisie aux tables »: the server switched on and off, each table's link, QR code, lock, revoke."""

from __future__ import annotations

import json
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMessageBox
from pytestqt.qtbot import QtBot

from engine import Donne, Team, Trump
from tests.ui.conftest import make_tournament, players_of
from tournoi.services.tables import entry as table_entry
from tournoi.services.tables import links as table_links
from tournoi.services.teams import registration as teams
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.tables_entry import TablesEntryDialog


@pytest.fixture
def dialog(qtbot: QtBot, context: TournamentContext) -> TablesEntryDialog:
    shown = TablesEntryDialog(context)
    qtbot.addWidget(shown)
    shown.resize(1366, 700)
    shown.show()
    return shown


def get(url: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(url, timeout=10) as answer:
            return answer.status, answer.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_stopped_it_says_so_and_lists_the_tables(dialog: TablesEntryDialog) -> None:
    assert dialog.server is None
    assert dialog.state.text().startswith("Serveur arrêté\u00a0: les téléphones n'ouvrent rien.")
    assert dialog.switch.text() == "&Démarrer le serveur"
    assert dialog.model.rowCount() == 0  # no links before the server is first started
    assert (
        dialog.table_title.text()
        == "Les liens des tables du tour 1 se font au démarrage du serveur."
    )


def test_started_it_serves_each_tables_link_and_stops_when_asked_and_confirmed(
    qtbot: QtBot,
    dialog: TablesEntryDialog,
    context: TournamentContext,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog.start(host="127.0.0.1", port=0)
    assert dialog.server is not None
    url = dialog.server.url
    assert url == f"http://127.0.0.1:{dialog.port.value()}"
    assert dialog.state.text().startswith(f"Le serveur répond sur {url}/")
    assert not dialog.public_qr.pixmap().isNull()
    assert dialog.model.rowCount() == 4
    assert [dialog.model.index(row, 5).data() for row in range(4)] == ["saisie ouverte"] * 4
    dialog.select_table(3)
    links = table_links.issue_links(context.database, round_number=1, who="x")
    [link] = [each for each in links if each.table == 3]
    assert dialog.table_link.text() == url + link.path
    assert not dialog.table_qr.pixmap().isNull()
    status, page = get(url + link.path)
    assert status == 200 and "Feuille de marque" in page

    # Entrée in the window stops nothing; Échap closes it and the server keeps serving.
    dialog.switch.setFocus()
    for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
        QTest.keyClick(dialog.switch, key)
    QTest.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert dialog.server is not None and get(url + link.path)[0] == 200
    assert "Il continue quand cette fenêtre est fermée" in dialog.state.text()

    # « Arrêter le serveur » asks first.
    asked: list[str] = []

    def answer(reply: QMessageBox.StandardButton) -> None:
        monkeypatch.setattr(
            QMessageBox, "question", lambda _parent, _title, text, *_: asked.append(text) or reply
        )

    answer(QMessageBox.StandardButton.No)
    dialog.switch.click()
    assert dialog.server is not None and len(asked) == 1
    assert asked[0].startswith("Arrêter le serveur des téléphones\u00a0? Les tables ne pourront")
    answer(QMessageBox.StandardButton.Yes)
    dialog.switch.click()
    assert dialog.server is None
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url + link.path, timeout=5)


def test_a_table_locked_then_unlocked_by_undo(
    qtbot: QtBot, dialog: TablesEntryDialog, context: TournamentContext
) -> None:
    dialog.start(host="127.0.0.1", port=0)
    dialog.select_table(2)
    assert dialog.lock_button.text() == "&Verrouiller la table"
    dialog.lock_button.click()
    assert dialog.model.index(1, 5).data() == "verrouillé"
    assert dialog.lock_button.text() == "Dé&verrouiller la table"
    secret = dialog.table_link.text().rsplit("/", 1)[1]
    assert dialog.server is not None
    sheet = json.loads(get(f"{dialog.server.url}/api/table/{secret}")[1])
    assert sheet["refusal"].startswith("La table 2 est verrouillée par l'arbitre")
    context.undo_stack.undo()
    assert dialog.model.index(1, 5).data() == "saisie ouverte"
    dialog.stop()


def test_a_revoked_link_is_replaced_and_opens_nothing(
    qtbot: QtBot,
    dialog: TablesEntryDialog,
    context: TournamentContext,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    dialog.start(host="127.0.0.1", port=0)
    dialog.select_table(1)
    old = dialog.table_link.text()
    monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Yes)
    dialog.revoke_button.click()
    new = dialog.table_link.text()
    assert new != old and new.rsplit("/", 1)[0] == old.rsplit("/", 1)[0]
    assert get(old)[0] == 404
    assert get(new)[0] == 200
    dialog.stop()


def test_the_tables_state_follows_the_phones(
    qtbot: QtBot, dialog: TablesEntryDialog, context: TournamentContext
) -> None:
    dialog.start(host="127.0.0.1", port=0)
    secret = table_links.issue_links(context.database, round_number=1, who="x")[0].secret
    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    table_entry.record(
        context.database, secret=secret, submission="envoi-0001", donne=donne, version=1
    )
    context.look_elsewhere()
    assert dialog.model.index(0, 2).data() == "1"
    assert dialog.model.index(0, 3).data() == "120 – 50"
    dialog.stop()


def test_the_tournament_menu_opens_it_and_closing_the_tournament_stops_the_server(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    make_tournament(tmp_path / "concours.tournoi").close()
    assert window.open_location(str(tmp_path / "concours.tournoi"))
    [action] = [a for a in window.menus.tournament.actions() if a.text() == "Saisie aux &tables…"]
    action.trigger()
    shown = window.tools.tables_entry
    assert shown is not None and shown.isVisible()
    shown.start(host="127.0.0.1", port=0)
    assert shown.server is not None
    url = shown.server.url
    assert get(url + "/")[0] == 200
    window.close_tournament()
    assert window.tools.tables_entry is None
    with pytest.raises(urllib.error.URLError):
        urllib.request.urlopen(url + "/", timeout=5)


def test_the_server_shows_in_the_status_bar_and_quitting_while_it_runs_asks_first(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    make_tournament(tmp_path / "concours.tournoi").close()
    assert window.open_location(str(tmp_path / "concours.tournoi"))
    window.tools.show_tables_entry()
    shown = window.tools.tables_entry
    assert shown is not None
    shown.start(host="127.0.0.1", port=0)
    shown.close()
    assert window.server_label.isVisible()
    assert (
        window.server_label.text()
        == f"Serveur des téléphones\u00a0: 127.0.0.1:{shown.port.value()}"
    )
    monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.No)
    assert not window.close()
    assert window.isVisible() and shown.server is not None and shown.isVisible()
    monkeypatch.setattr(QMessageBox, "question", lambda *_: QMessageBox.StandardButton.Yes)
    assert window.close()
    assert window.tools.tables_entry is None


def test_the_phones_column_shows_beside_long_team_names_at_its_size(
    qtbot: QtBot, context: TournamentContext
) -> None:
    for number in range(1, 9):
        teams.edit_team(
            context.database, number=number, players=players_of(number),
            name=f"Belote et Rebelote de Plouhinec {number}", who="x",
        )  # fmt: skip
    shown = TablesEntryDialog(context)  # at the size it opens with, on a 1366 px screen
    qtbot.addWidget(shown)
    shown.start(host="127.0.0.1", port=0)
    shown.show()
    view = shown.view
    first, second = view.model().index(0, 1).data().split("\n")  # one team a line
    assert first.endswith(" · Belote et Rebelote de Plouhinec " + first.split(" ")[0])
    assert second.endswith(" · Belote et Rebelote de Plouhinec " + second.split(" ")[0])
    phone = view.horizontalHeader().sectionViewportPosition(5)
    assert not view.horizontalScrollBar().isVisible()
    assert phone > 0 and phone + 60 < view.viewport().width()
    shown.stop()


def test_the_address_served_is_chosen_every_one_of_the_laptop_by_default(
    qtbot: QtBot, dialog: TablesEntryDialog
) -> None:
    assert dialog.host.currentText() == "Toutes celles de ce portable (Wi-Fi de la salle)"
    assert dialog.host.currentData() == "0.0.0.0"
    dialog.host.setFocus()
    QTest.keyClick(dialog.host, Qt.Key.Key_Down)
    assert dialog.host.currentText() == "Ce portable seul (127.0.0.1)"
    dialog.start(port=0)
    assert dialog.server is not None
    url = dialog.server.url
    assert url == f"http://127.0.0.1:{dialog.port.value()}"
    assert dialog.state.text().startswith(
        f"Le serveur répond sur {url}/, pour ce portable seul\u00a0: les téléphones de la salle "
        "ne l'atteignent pas"
    )
    assert not dialog.host.isEnabled() and not dialog.port.isEnabled()
    assert get(url + "/")[0] == 200
    dialog.stop()
    assert dialog.host.isEnabled()
