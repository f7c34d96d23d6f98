"""The register's suggestions asked off the window's thread: typing never waits for a server
that does not answer, only the latest query is answered, a register out of reach is said once
and registration goes on without it."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from pytestqt.qtbot import QtBot

from tests.conftest import new_tournament
from tests.ui.keyboard import type_text
from tournoi.services import register
from tournoi.services.register import RegisteredPlayer, Suggestion
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import StorageError
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.teams import TeamDialog, TeamsPage
from tournoi.ui.tournament_tabs import TEAMS


class SilentServer:
    """A socket of 127.0.0.1 that takes connections and never says a word."""

    def __init__(self) -> None:
        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._socket.getsockname()[1]
        self.held: list[socket.socket] = []
        self._thread = threading.Thread(target=self._hold, daemon=True)
        self._thread.start()

    def _hold(self) -> None:
        while True:
            try:
                connection, _address = self._socket.accept()
            except OSError:  # closed
                return
            self.held.append(connection)

    @property
    def url(self) -> str:
        return f"postgresql://arbitre@127.0.0.1:{self.port}/registre"

    def close(self) -> None:
        self._socket.shutdown(socket.SHUT_RDWR)  # wakes accept(), which close() would not
        self._socket.close()
        self._thread.join()
        for connection in self.held:
            connection.close()


@pytest.fixture
def silent() -> Iterator[SilentServer]:
    server = SilentServer()
    yield server
    server.close()


@pytest.fixture
def ticks(qtbot: QtBot) -> Iterator[list[int]]:
    """How many times the event loop turned a 10 ms timer: it turns only if nothing blocks."""
    counted = [0]
    timer = QTimer()
    timer.setInterval(10)
    timer.timeout.connect(lambda: counted.__setitem__(0, counted[0] + 1))
    timer.start()
    yield counted
    timer.stop()


def test_a_silent_server_never_holds_the_keys_and_is_said_once(
    qtbot: QtBot, silent: SilentServer, ticks: list[int]
) -> None:
    dialog = TeamDialog(lambda _form: None, register=silent.url)
    qtbot.addWidget(dialog)
    dialog.show()
    said: list[str] = []
    assert dialog.lookup is not None
    dialog.lookup.unreachable.connect(said.append)
    first, second = dialog.players
    first.first_name.setFocus()
    type_text(first.first_name, "Gwen")
    qtbot.waitUntil(lambda: len(silent.held) == 1)  # the register's thread is connecting
    for field, text in ((first.surname, "Le Bras"), (second.first_name, "Loïc")):
        field.setFocus()
        type_text(field, text)
        before = ticks[0]
        qtbot.waitUntil(lambda before=before: ticks[0] >= before + 5)
    # The loop turned while the server held the connection: nothing waited for it.
    assert said == [] and dialog.register_notice.isHidden()
    assert (first.first_name.text(), first.surname.text()) == ("Gwen", "Le Bras")

    qtbot.waitUntil(lambda: said != [], timeout=15_000)
    assert said[0].startswith("Registre des joueurs injoignable : Impossible de joindre")
    assert "connection timeout expired" in said[0]
    assert dialog.register_notice.isVisible()
    assert dialog.register_notice.text().startswith("Registre des joueurs injoignable\u00a0:")
    second.surname.setFocus()
    type_text(second.surname, "Tanguy")
    before = ticks[0]
    qtbot.waitUntil(lambda: ticks[0] >= before + 5)
    assert len(said) == 1 and len(silent.held) == 1  # not asked again
    assert not second.surname.completer().popup().isVisible()
    assert second.surname.text() == "Tanguy"


def test_the_team_is_registered_when_the_register_s_server_is_silent(
    qtbot: QtBot,
    window: MainWindow,
    preferences: Preferences,
    silent: SilentServer,
    tmp_path: Path,
) -> None:
    preferences.register_file = silent.url
    path = tmp_path / "concours.tournoi"
    new_tournament(path, teams=2).close()
    window.files.open_location(str(path))
    page = window.tabs.page(TEAMS)
    assert isinstance(page, TeamsPage)
    page.team_actions.add()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    for field, text in zip(
        (*dialog.players[0].fields()[:2], *dialog.players[1].fields()[:2]),
        ("Gwen", "Le Bras", "Loïc", "Tanguy"),
        strict=True,
    ):
        field.setFocus()
        type_text(field, text)
    qtbot.waitUntil(dialog.register_notice.isVisible, timeout=15_000)
    dialog.accept()
    assert page.message.text() == "Équipe 3 «\u00a0Le Bras – Tanguy\u00a0» inscrite."
    assert [team.number for team in teams.list_teams(page.context.database)] == [1, 2, 3]
    qtbot.waitUntil(
        lambda: (
            window.statusBar()
            .currentMessage()
            .startswith("Registre des joueurs non mis à jour : Impossible de joindre")
        ),
        timeout=15_000,
    )


def person(number: int, first_name: str) -> Suggestion:
    return Suggestion(
        person=RegisteredPlayer(
            id=number, first_name=first_name, surname="Le Goff", club=None, licence=None
        ),
        partner=None,
    )


def test_a_query_typed_while_another_runs_replaces_it_and_the_older_answer_is_dropped(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    release = threading.Event()

    def slow_first(_place: register.Place, typed: str) -> list[Suggestion]:
        asked.append(typed)
        if len(asked) == 1:
            release.wait(10)
            return [person(1, "Nora")]
        return [person(2, "Noël")]

    monkeypatch.setattr(register, "suggestions_with_partners", slow_first)
    dialog = TeamDialog(lambda _form: None, register="postgresql://arbitre@serveur/registre")
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.players[0].first_name
    field.setFocus()
    type_text(field, "no")
    qtbot.waitUntil(lambda: asked == ["no"])
    type_text(field, "el")  # « noe » replaced by « noel » before the register is free
    release.set()
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    shown = [popup.model().index(row, 0).data() for row in range(popup.model().rowCount())]
    assert asked == ["no", "noel"]
    assert shown == ["Noël Le Goff"]
    assert field.text() == "noel"


def test_a_register_out_of_reach_is_asked_once_then_left_alone(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []

    def unreachable(_place: register.Place, typed: str) -> list[Suggestion]:
        asked.append(typed)
        raise StorageError("Impossible de joindre « registre » : le serveur ne répond pas.")

    monkeypatch.setattr(register, "suggestions_with_partners", unreachable)
    dialog = TeamDialog(lambda _form: None, register="postgresql://arbitre@serveur/registre")
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.players[0].first_name
    field.setFocus()
    type_text(field, "noel")
    qtbot.waitUntil(dialog.register_notice.isVisible)
    assert dialog.register_notice.text() == (
        "Registre des joueurs injoignable\u00a0: Impossible de joindre «\u00a0registre\u00a0»"
        "\u00a0: le serveur ne répond pas."
    )
    type_text(dialog.players[0].surname, "le goff")
    type_text(field, " yann")
    assert len(asked) == 1 and asked[0].startswith("no")
    assert field.text() == "noel yann"


def test_the_club_s_server_answers_and_the_last_partner_fills_the_other_player(
    qtbot: QtBot, postgres_url: str
) -> None:
    noel = PlayerInfo("Noël", "Le Goff", club="Belote Club Brest", licence="29-0001")
    anne, yann = PlayerInfo("Anne", "Kerouac"), PlayerInfo("Yann", "Morvan")
    register.remember_teams(postgres_url, [[noel, anne]])
    register.remember_teams(postgres_url, [[noel, yann]])  # his latest partner
    dialog = TeamDialog(lambda _form: None, register=postgres_url)
    qtbot.addWidget(dialog)
    dialog.show()
    field = dialog.players[0].surname
    field.setFocus()
    type_text(field, "le g")
    popup = field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Return)
    assert dialog.form().players == (noel, yann)
    assert dialog.register_notice.isHidden()


def test_an_answer_for_a_field_left_meanwhile_opens_no_list_under_it(
    qtbot: QtBot, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[str] = []
    release = threading.Event()

    def slow(_place: register.Place, typed: str) -> list[Suggestion]:
        asked.append(typed)
        release.wait(10)
        return [person(2, "Noël")]

    monkeypatch.setattr(register, "suggestions_with_partners", slow)
    dialog = TeamDialog(lambda _form: None, register="postgresql://arbitre@serveur/registre")
    qtbot.addWidget(dialog)
    dialog.show()
    first_name, surname = dialog.players[0].first_name, dialog.players[0].surname
    first_name.setFocus()
    type_text(first_name, "no")
    qtbot.waitUntil(lambda: asked == ["no"])
    surname.setFocus()
    release.set()
    qtbot.waitUntil(lambda: first_name.completer().model().rowCount() == 1)
    assert not first_name.completer().popup().isVisible()
    type_text(surname, "Le")
    assert (first_name.text(), surname.text()) == ("no", "Le")
