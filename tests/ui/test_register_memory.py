"""« Inscrire » puts the team's players into the club's register off the window's thread: the
team is registered at once, the register updated after, in the order the teams were
registered; a register out of reach is said once in the status bar, the team never lost."""

from __future__ import annotations

import socket
import threading
from collections.abc import Iterator
from pathlib import Path
from urllib.parse import urlsplit

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from tests.conftest import new_tournament
from tests.ui.test_register_lookup import SilentServer, silent, ticks  # noqa: F401 (fixtures)
from tournoi.services import register
from tournoi.services.register import Place
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.ui.context import TournamentContext
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.teams import TeamDialog, TeamsPage
from tournoi.ui.teams.register_memory import RegisterMemory
from tournoi.ui.tournament_tabs import TEAMS

GWEN, LOIC = PlayerInfo("Gwen", "Le Bras"), PlayerInfo("Loïc", "Tanguy")
NORA, YANN = PlayerInfo("Nora", "Kerlann"), PlayerInfo("Yann", "Morvan")


class HeldServer:
    """A socket of 127.0.0.1 that takes connections and says nothing until :meth:`answer`: then
    each is joined to the real server at ``port``, and so is every later one."""

    def __init__(self, port: int) -> None:
        self._real = port
        self._socket = socket.create_server(("127.0.0.1", 0))
        self.port: int = self._socket.getsockname()[1]
        self.held = 0
        self._answering = threading.Event()
        self._threads: list[threading.Thread] = []
        self._sockets: list[socket.socket] = []
        threading.Thread(target=self._accept, daemon=True).start()

    def answer(self) -> None:
        self._answering.set()

    def _accept(self) -> None:
        while True:
            try:
                connection, _address = self._socket.accept()
            except OSError:  # closed
                return
            self.held += 1
            self._sockets.append(connection)
            joining = threading.Thread(target=self._join, args=(connection,), daemon=True)
            joining.start()

    def _join(self, connection: socket.socket) -> None:
        self._answering.wait()
        real = socket.create_connection(("127.0.0.1", self._real))
        self._sockets.append(real)
        pipes = (
            threading.Thread(target=_pipe, args=(connection, real), daemon=True),
            threading.Thread(target=_pipe, args=(real, connection), daemon=True),
        )
        for pipe in pipes:
            pipe.start()

    def close(self) -> None:
        self._answering.set()
        self._socket.shutdown(socket.SHUT_RDWR)
        self._socket.close()
        for each in self._sockets:
            each.close()


def _pipe(source: socket.socket, target: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            target.sendall(data)
        target.shutdown(socket.SHUT_WR)
    except OSError:  # the other side closed
        return


@pytest.fixture
def held_register(postgres_url: str) -> Iterator[tuple[HeldServer, str]]:
    """A register on the test's PostgreSQL server, reached through a :class:`HeldServer`: the
    server and the register's URL through it."""
    real = urlsplit(postgres_url)
    assert real.port is not None
    held = HeldServer(real.port)
    yield held, postgres_url.replace(f":{real.port}/", f":{held.port}/")
    held.close()


def teams_page(window: MainWindow, tmp_path: Path) -> TeamsPage:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, teams=2).close()
    window.files.open_location(str(path))
    page = window.tabs.page(TEAMS)
    assert isinstance(page, TeamsPage)
    return page


def press_inscrire(qtbot: QtBot, page: TeamsPage, *players: PlayerInfo) -> None:
    """« Inscrire » pressed on a team of ``players`` typed in (no suggestion asked for)."""
    page.team_actions.add()
    dialog = page.dialog
    assert isinstance(dialog, TeamDialog)
    for field_pair, player in zip(dialog.players, players, strict=True):
        field_pair.first_name.setText(player.first_name)
        field_pair.surname.setText(player.surname)
    qtbot.mouseClick(dialog.ok_button, Qt.MouseButton.LeftButton)
    assert page.dialog is None


def registered(context: TournamentContext) -> list[tuple[int, str]]:
    return [(team.number, team.name) for team in teams.list_teams(context.database)]


def said_in(window: MainWindow) -> list[str]:
    """What the window's status bar is told from now on of the work done off its thread."""
    context = window.context
    assert context is not None
    told: list[str] = []
    context.noticed.connect(told.append)
    return told


def test_inscrire_never_waits_for_a_silent_register_which_is_said_once(
    qtbot: QtBot,
    window: MainWindow,
    preferences: Preferences,
    silent: SilentServer,  # noqa: F811
    ticks: list[int],  # noqa: F811
    tmp_path: Path,
) -> None:
    preferences.register_file = silent.url
    page = teams_page(window, tmp_path)
    context = window.context
    assert context is not None
    told = said_in(window)

    press_inscrire(qtbot, page, GWEN, LOIC)
    assert registered(context)[-1] == (3, "Le Bras – Tanguy")
    assert page.message.text() == "Équipe 3 «\u00a0Le Bras – Tanguy\u00a0» inscrite."
    memory = RegisterMemory.of(context)
    qtbot.waitUntil(lambda: len(silent.held) == 1)  # the register's thread is connecting
    before = ticks[0]
    qtbot.waitUntil(lambda: ticks[0] >= before + 5)
    assert memory.out == 1 and told == []  # the loop turned while the server held it

    press_inscrire(qtbot, page, NORA, YANN)  # while the first is still out
    assert registered(context)[-1] == (4, "Kerlann – Morvan")
    qtbot.waitUntil(lambda: memory.out == 0, timeout=20_000)
    assert len(silent.held) == 2  # each team tried, the register said out of reach once
    assert told == [
        f"Registre des joueurs non mis à jour : Impossible de joindre « {silent.url} » : le "
        "serveur ne répond pas ou refuse la connexion (connection timeout expired)."
    ]
    assert window.statusBar().currentMessage() == told[0]
    assert [number for number, _name in registered(context)] == [1, 2, 3, 4]


def test_the_register_gets_the_players_once_its_server_answers(
    qtbot: QtBot,
    window: MainWindow,
    preferences: Preferences,
    held_register: tuple[HeldServer, str],
    ticks: list[int],  # noqa: F811
    tmp_path: Path,
) -> None:
    held, url = held_register
    preferences.register_file = url
    page = teams_page(window, tmp_path)
    context = window.context
    assert context is not None
    told = said_in(window)

    press_inscrire(qtbot, page, GWEN, LOIC)
    assert registered(context)[-1] == (3, "Le Bras – Tanguy")
    qtbot.waitUntil(lambda: held.held == 1)
    before = ticks[0]
    qtbot.waitUntil(lambda: ticks[0] >= before + 5)
    memory = RegisterMemory.of(context)
    assert memory.out == 1 and told == []

    held.answer()
    qtbot.waitUntil(lambda: memory.out == 0, timeout=20_000)
    assert told == ["2 ajouté(s) au registre des joueurs."]
    assert window.statusBar().currentMessage() == told[0]
    assert [person.full_name for person in register.people(url)] == ["Gwen Le Bras", "Loïc Tanguy"]
    partner = register.partner_of(url, register.suggestions(url, "le bras")[0].id)
    assert partner is not None and partner.full_name == "Loïc Tanguy"


def test_a_later_remember_of_a_person_never_overtakes_an_older_one(
    qtbot: QtBot,
    context: TournamentContext,
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    book = tmp_path / "club.registre"
    register.create_register(book)
    first_held, first_reached = threading.Event(), threading.Event()
    real = register.remember_teams

    def first_slow(place: Place, pairs: list[list[PlayerInfo]]) -> int:
        if not first_reached.is_set():
            first_reached.set()
            first_held.wait(10)
        return real(place, pairs)

    monkeypatch.setattr(register, "remember_teams", first_slow)
    told: list[str] = []
    context.noticed.connect(told.append)
    memory = RegisterMemory.of(context)
    noel = PlayerInfo("Noël", "Le Goff", club="Brest", licence="29-0001")
    memory.remember(book, [noel, NORA])
    qtbot.waitUntil(first_reached.is_set)
    moved = PlayerInfo("Noël", "Le Goff", club="Morlaix", licence="29-0001")
    memory.remember(book, [moved, YANN])  # his club changed, a new partner
    first_held.set()
    qtbot.waitUntil(lambda: memory.out == 0)

    assert told == ["2 ajouté(s) au registre des joueurs.", "1 ajouté(s) au registre des joueurs."]
    found = register.suggestions(book, "le goff")
    assert [(person.club, person.licence) for person in found] == [("Morlaix", "29-0001")]
    partner = register.partner_of(book, found[0].id)
    assert partner is not None and partner.full_name == "Yann Morvan"
