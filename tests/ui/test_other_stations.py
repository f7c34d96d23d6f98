"""Two arbiter stations on one tournament, as each window sees the other's work.

The second station here is the same file opened a second time (its own
connections, its own name); the network case goes through the same code with
a PostgreSQL server (tests/storage/test_concurrent_stations.py and the last tests here).
Two stations of the same name, and the phones' server a desk runs: test_same_name_stations.py.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QMainWindow
from pytestqt.qtbot import QtBot

from engine import Rules, Team
from engine.notation import parse_donne
from tests.ui.conftest import make_tournament
from tests.ui.test_entry_page import type_donne
from tournoi.services import scores
from tournoi.services.tournament import activity
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.services.tournament.servers import ServerAddress
from tournoi.storage import Database, StorageError
from tournoi.ui.context import TournamentContext
from tournoi.ui.entry import EntryPage, Verdict
from tournoi.ui.main_window import MainWindow
from tournoi.ui.network_dialog import NetworkDialog
from tournoi.ui.preferences import Preferences
from tournoi.ui.standings import StandingsPage

RULES = Rules(target=1000)


@pytest.fixture
def shared(tmp_path: Path) -> Path:
    path = tmp_path / "partage.tournoi"
    make_tournament(path, rules=RULES).close()
    return path


@pytest.fixture
def north(qtbot: QtBot, shared: Path) -> Iterator[TournamentContext]:
    context = TournamentContext(tournaments.open_tournament(shared), who="poste Nord")
    yield context
    context.close()


@pytest.fixture
def south(shared: Path) -> Iterator[Database]:
    db = tournaments.open_tournament(shared)
    yield db
    db.close()


@pytest.fixture
def window(qtbot: QtBot, north: TournamentContext) -> Iterator[QMainWindow]:
    shown = QMainWindow()
    shown.setCentralWidget(EntryPage(north))
    qtbot.addWidget(shown)
    shown.show()
    qtbot.waitExposed(shown)
    yield shown
    north.undo_stack.clear()


@pytest.fixture
def page(window: QMainWindow) -> EntryPage:
    shown = window.centralWidget()
    assert isinstance(shown, EntryPage) and shown.presenter.load_table(1)
    return shown


def record_elsewhere(db: Database, text: str, table: int = 1) -> None:
    scores.record_donne(
        db,
        round_number=1,
        table=table,
        donne=parse_donne(text, variant=RULES.variant),
        who="poste Sud",
    )


def test_a_donne_recorded_on_another_station_appears_on_its_own(
    qtbot: QtBot, page: EntryPage, north: TournamentContext, south: Database
) -> None:
    standings_page = StandingsPage(north)
    qtbot.addWidget(standings_page)
    assert page.model.rowCount() == 0
    record_elsewhere(south, "A 110 c 117 b")

    with qtbot.waitSignal(north.elsewhere, timeout=5000) as said:
        pass  # the station's timer reads the file's revision five times a second

    assert said.args is not None and said.args[0].startswith(
        "poste Sud : Tour 1, table 1 : Donne 1"
    )
    assert page.model.rowCount() == 1
    assert page.total_labels[Team.A].text() == "140"
    assert north.look_elsewhere() == []  # announced once


def test_the_window_shows_who_changed_what_in_its_status_bar(
    qtbot: QtBot, preferences: Preferences, shared: Path, south: Database
) -> None:
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    assert window.open_location(str(shared))
    record_elsewhere(south, "B 80 p 100", table=2)
    assert window.context is not None
    window.context.look_elsewhere()
    assert window.statusBar().currentMessage() == "poste Sud : Tour 1, table 2 : Donne 1 saisie."
    # The file's path stays beside the message, cut in its middle when long.
    assert window.location_label.toolTip() == str(shared)
    assert window.location_label.text().endswith("partage.tournoi")
    window.close()


def test_a_donne_typed_on_a_sheet_changed_elsewhere_is_refused_naming_who(
    qtbot: QtBot, page: EntryPage, north: TournamentContext, south: Database
) -> None:
    north.watch_timer.stop()  # the sheet on screen is the one from before Sud's donne
    record_elsewhere(south, "A 110 c 117 b")

    type_donne(qtbot, page, "B 80 p 100")

    assert page.presenter.verdict is Verdict.ERROR
    assert "modifiée entre-temps par poste Sud" in page.preview.text()
    assert page.model.rowCount() == 1  # reloaded: Sud's donne is shown
    assert page.entry.text() == "B 80 p 100"  # nothing typed is lost
    sheet = scores.sheet(south, round_number=1, table=1)
    assert [line.donne for line in sheet.lines] == [
        parse_donne("A 110 c 117 b", variant=RULES.variant)
    ]

    qtbot.keyClick(page.entry, Qt.Key.Key_Return)  # again, now on the sheet as it is
    assert len(scores.sheet(south, round_number=1, table=1).lines) == 2
    assert page.model.rowCount() == 2


def test_undo_after_another_station_wrote_on_the_sheet_is_refused(
    qtbot: QtBot, page: EntryPage, north: TournamentContext, south: Database
) -> None:
    type_donne(qtbot, page, "A 110 c 117 b")
    record_elsewhere(south, "B 80 p 100")
    failures: list[str] = []
    north.failed.connect(failures.append)

    north.undo_stack.undo()

    assert len(failures) == 1 and "modifiée entre-temps par poste Sud" in failures[0]
    assert len(scores.sheet(south, round_number=1, table=1).lines) == 2  # nothing deleted
    assert page.model.rowCount() == 2


def test_the_network_dialog_builds_the_address_and_refuses_missing_fields(
    qtbot: QtBot,
) -> None:
    dialog = NetworkDialog()
    qtbot.addWidget(dialog)
    dialog.host_edit.setText("salle-des-fetes")
    dialog.database_edit.setText("concours")
    dialog.accept()
    assert dialog.address is None and "Indiquez l'utilisateur." in dialog.problem.text()
    dialog.user_edit.setText("arbitre")
    dialog.password_edit.setText("p@ss:word")
    dialog.accept()
    assert dialog.address == ServerAddress("salle-des-fetes", "concours", "arbitre")
    assert (
        dialog.url() == "postgresql+psycopg://arbitre:p%40ss%3Aword@salle-des-fetes:5432/concours"
    )


def test_a_network_tournament_opens_and_its_password_is_kept_nowhere(
    qtbot: QtBot,
    monkeypatch: pytest.MonkeyPatch,
    preferences: Preferences,
    postgres_url: str,
    tmp_path: Path,
) -> None:
    make_tournament(postgres_url).close()
    address = ServerAddress.from_url(postgres_url)
    secret = "mot-de-passe-très-secret"

    def fill(dialog: NetworkDialog) -> int:
        dialog.host_edit.setText(address.host)
        dialog.port_spin.setValue(address.port)
        dialog.database_edit.setText(address.database)
        dialog.user_edit.setText(address.user)
        dialog.password_edit.setText(secret)  # the test server trusts 127.0.0.1: any password
        dialog.accept()
        return int(dialog.result())

    monkeypatch.setattr(NetworkDialog, "exec", fill)
    window = MainWindow(preferences)
    qtbot.addWidget(window)

    assert window.files.open_network()

    assert window.context is not None and window.context.database.path is None
    assert window.windowTitle().startswith("Concours de la Saint-Martin")
    assert preferences.recent_files == [address.url()]
    window.close()
    preferences.sync()
    assert secret not in (tmp_path / "preferences.ini").read_text(encoding="utf-8")
    assert secret not in window.location_label.text()


def test_a_recent_network_tournament_asks_for_the_password_again(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, preferences: Preferences
) -> None:
    asked: list[ServerAddress | None] = []

    def ask(dialog: NetworkDialog) -> int:
        asked.append(
            ServerAddress(
                dialog.host_edit.text(), dialog.database_edit.text(), dialog.user_edit.text(),
                dialog.port_spin.value(),
            )
        )  # fmt: skip
        assert dialog.password_edit.hasFocus() or not dialog.isVisible()
        return 0  # the arbiter gives up

    monkeypatch.setattr(NetworkDialog, "exec", ask)
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    assert not window.open_location("postgresql+psycopg://arbitre@club:5433/concours")
    assert asked == [ServerAddress("club", "concours", "arbitre", 5433)]


def test_losing_sight_of_the_other_stations_is_said_once_then_their_return(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch, north: TournamentContext, south: Database
) -> None:
    said: list[str] = []
    north.elsewhere.connect(said.append)
    real_news = activity.news

    def unreachable(db: Database, watcher: activity.Watcher) -> list[activity.Event]:
        raise StorageError("« serveur » ne répond pas (connection refused).")

    monkeypatch.setattr(activity, "news", unreachable)
    north.look_elsewhere()
    north.look_elsewhere()
    assert said == [
        "Les changements des autres postes ne peuvent plus être lus : "
        "« serveur » ne répond pas (connection refused)."
    ]
    monkeypatch.setattr(activity, "news", real_news)
    record_elsewhere(south, "A 110 c 117 b")
    with qtbot.waitSignal(north.changed, timeout=5000):  # the timer's look, in the background
        pass
    assert said[1:] == [
        "Les changements des autres postes sont de nouveau suivis.",
        "poste Sud : Tour 1, table 1 : Donne 1 saisie.",
    ]
