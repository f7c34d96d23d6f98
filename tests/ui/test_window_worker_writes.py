"""The window's writes made outside its undo stack, in a worker thread or beside it: a file of
teams imported, the phones' links issued and revoked, the results' site published, the blank
sheets' codes exported. Each is the window's own, never announced back to it as another
station's; the same write made by another handle on the same file is announced."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.exports.test_publish import MemoryKeyring, memory_keyring  # noqa: F401 (a fixture)
from tests.exports.upload_servers import PASSWORD, USER, Running
from tests.files.sized_workbooks import stale_workbook
from tests.ui.conftest import WHO
from tests.ui.keyboard import shown
from tests.ui.test_publish_dialog import dialog_for, questions, send, sftp  # noqa: F401
from tests.ui.test_teams_page import choose_file, import_ended
from tournoi.exports.documents import Document
from tournoi.exports.publish import Destination
from tournoi.exports.publish.results import publish_results
from tournoi.services.tables import desk as table_desk
from tournoi.services.tables import links as table_links
from tournoi.services.teams.file_import import import_teams
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.lifecycle import Database
from tournoi.ui.context import TournamentContext
from tournoi.ui.export_dialog import ExportDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.tables_entry import TablesEntryDialog
from tournoi.ui.teams import TeamsPage

CTRL = Qt.KeyboardModifier.ControlModifier


@pytest.fixture
def watched(context: TournamentContext) -> TournamentContext:
    """The window's tournament, its looks asked for (:meth:`TournamentContext.look_elsewhere`)."""
    context.watch_timer.stop()
    context.look_elsewhere()
    return context


@pytest.fixture
def other(watched: TournamentContext) -> Iterator[Database]:
    """Another station on the same file: a handle of its own."""
    handle = tournaments.open_tournament(Path(watched.database.location))
    yield handle
    handle.close()


def news(context: TournamentContext) -> list[str]:
    return [f"{event.who} : {event.message}" for event in context.look_elsewhere()]


def test_a_team_file_imported_in_the_window_is_not_announced_back_to_it(
    qtbot: QtBot,
    watched: TournamentContext,
    other: Database,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    page = TeamsPage(watched)
    shown(qtbot, page)
    page.view.setFocus()
    choose_file(monkeypatch, stale_workbook(tmp_path / "inscrits.xlsx", teams=12, first=101))
    qtbot.keyClick(page.view, Qt.Key.Key_I, CTRL)
    import_ended(qtbot, page)
    assert page.message.text() == "12 équipes importées de «\u00a0inscrits.xlsx\u00a0»."
    assert news(watched) == []

    later = stale_workbook(tmp_path / "retardataires.xlsx", teams=3, first=201)
    import_teams(other, path=later, who=WHO, progress=None)
    assert news(watched) == [f"{WHO} : 3 équipes importées de « retardataires.xlsx »."]


def test_the_links_issued_and_revoked_in_the_window_are_not_announced_back_to_it(
    qtbot: QtBot, watched: TournamentContext, other: Database, monkeypatch: pytest.MonkeyPatch
) -> None:
    dialog = TablesEntryDialog(watched)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.start(host="127.0.0.1", port=0)  # the links of round 1 are issued
    try:
        assert dialog.model.rowCount() == 4
        assert news(watched) == []

        monkeypatch.setattr("tournoi.ui.tables_entry.dialog.confirm", lambda *_args: True)
        dialog.view.setCurrentIndex(dialog.model.index(1, 0))
        dialog.revoke()
        assert news(watched) == []

        table_links.revoke_link(other, round_number=1, table=3, who=WHO)
        assert news(watched) == [
            f"{WHO} : Tour 1, table 3 : lien du téléphone révoqué, un nouveau le remplace."
        ]
    finally:
        dialog.stop()


def test_links_issued_by_another_station_are_announced(
    watched: TournamentContext, other: Database
) -> None:
    table_links.issue_links(other, round_number=1, who=WHO)
    assert news(watched) == [f"{WHO} : Tour 1 : liens des téléphones créés pour 4 tables."]


def test_the_site_published_from_the_window_is_not_announced_back_to_it(
    qtbot: QtBot, watched: TournamentContext, other: Database, preferences: Preferences,
    sftp: Running, questions: list[str], memory_keyring: MemoryKeyring,  # noqa: F811
    tmp_path: Path,
) -> None:  # fmt: skip
    dialog = dialog_for(qtbot, watched, preferences)
    address = f"sftp://{USER}@127.0.0.1:{sftp.port}/www/resultats"
    qtbot.keyClicks(dialog.to_edit, address)
    qtbot.keyClicks(dialog.url_edit, "https://club-belote.fr/resultats/")
    qtbot.keyClicks(dialog.password_edit, PASSWORD)
    send(qtbot, dialog)
    assert news(watched) == []

    publish_results(
        other, destination=Destination.parse(address), password=PASSWORD,
        trust=lambda _host, _fingerprint: True, url="https://club-belote.fr/concours/",
        who=WHO, known_hosts=tmp_path / "known_hosts",
    )  # fmt: skip
    assert news(watched) == [
        f"{WHO} : Résultats publiés à l'adresse https://club-belote.fr/concours/."
    ]


def test_the_codes_of_the_blank_sheets_exported_are_not_announced_back_to_the_window(
    qtbot: QtBot, watched: TournamentContext, tmp_path: Path
) -> None:
    dialog = ExportDialog(watched, phones_url="http://192.168.1.20:8000")
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.buttons[Document.BLANK_SHEETS].setChecked(True)
    assert dialog.codes_box.isChecked()
    dialog.path_edit.setText(str(tmp_path / "feuilles.pdf"))
    with qtbot.waitSignal(dialog.finished_export, timeout=20_000):
        dialog.start()
    assert len(table_desk.table_states(watched.database, round_number=1)) == 4  # links issued
    assert news(watched) == []
