"""The phones' server against a real uvicorn on 127.0.0.1: unfinished connections, caps, Nagle.

The attackers connect from other loopback addresses (127.0.0.2…), as other devices of the
hall would; the page that must still answer is asked from 127.0.0.1.
"""

from __future__ import annotations

import http.client
import logging
import selectors
import socket
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import ExitStack

import pytest

from tests.web.test_web_app import secret
from tournoi.services.draws import DrawMethod
from tournoi.storage import Database
from tournoi.web.connections import Doors
from tournoi.web.server import Server, bind

HALF = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nUser-Agent: lent\r\n"  # never finished
DONNE = (
    b'{"submission": "%s", "version": 1, "donne": {"taker": "A", "contract": 80, '
    b'"trump": "pique", "points": 117}}'
)


@pytest.fixture
def db(tournament: Callable[..., Database]) -> Database:
    return tournament(teams=4, draw=DrawMethod.ROTATION)


@pytest.fixture
def sockets() -> Iterator[list[socket.socket]]:
    made: list[socket.socket] = []
    with ExitStack() as stack:
        stack.callback(lambda: [s.close() for s in made])
        yield made


def connect(port: int, source: str, made: list[socket.socket]) -> socket.socket:
    attacker = socket.create_connection(("127.0.0.1", port), timeout=10, source_address=(source, 0))
    made.append(attacker)
    return attacker


def closed_within(
    held: list[socket.socket], seconds: float, expected: int | None = None
) -> list[socket.socket]:
    """The sockets the server closed within ``seconds`` (waiting no longer once ``expected``
    are, all by default), each read until its end."""
    expected = len(held) if expected is None else expected
    selector = selectors.DefaultSelector()
    for attacker in held:
        attacker.setblocking(False)
        selector.register(attacker, selectors.EVENT_READ)
    ended: list[socket.socket] = []
    until = time.monotonic() + seconds
    while len(ended) < expected and time.monotonic() < until:
        for key, _ in selector.select(timeout=0.5):
            attacker = key.fileobj
            assert isinstance(attacker, socket.socket)
            try:
                data = attacker.recv(4096)
            except ConnectionResetError:
                data = b""
            if not data:
                selector.unregister(attacker)
                ended.append(attacker)
    selector.close()
    return ended


def until(condition: Callable[[], bool], seconds: float = 10) -> bool:
    """Whether ``condition`` holds within ``seconds``: the server accepts in its own thread."""
    end = time.monotonic() + seconds
    while not condition() and time.monotonic() < end:
        time.sleep(0.02)
    return condition()


def test_unfinished_connections_are_dropped_and_the_pages_still_answer(
    db: Database, sockets: list[socket.socket]
) -> None:
    with Server(db, host="127.0.0.1", port=0) as server:
        held = []
        for index in range(300):  # ten devices of the hall, thirty connections each
            attacker = connect(server.port, f"127.0.0.{2 + index % 10}", sockets)
            attacker.sendall(HALF)
            held.append(attacker)
        assert until(lambda: server.doors.held.total() == 300)
        # The bounds of the defence, not a speed: a page within 3 s, every one closed within 30.
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/", timeout=3) as page:
            assert "Où est ma table ?" in page.read().decode()
        ended = closed_within(held, 30)
        assert len(ended) == 300
        assert until(lambda: server.doors.held.total() == 0)


def test_a_request_sent_a_byte_at_a_time_is_cut(db: Database, sockets: list[socket.socket]) -> None:
    with Server(db, host="127.0.0.1", port=0, doors=Doors(deadline=1.0)) as server:
        slow = connect(server.port, "127.0.0.2", sockets)
        cut = False
        for byte in HALF * 10:  # one byte every 50 ms: more than the deadline in all
            try:
                slow.sendall(bytes([byte]))
            except (BrokenPipeError, ConnectionResetError):
                cut = True
                break
            time.sleep(0.05)
        assert cut or closed_within([slow], 10) == [slow]


def test_one_device_holds_a_few_connections_and_the_log_says_so_once(
    db: Database, sockets: list[socket.socket], caplog: pytest.LogCaptureFixture
) -> None:
    doors = Doors(per_address=5, total=8, deadline=60, report_every=600)
    caplog.set_level(logging.WARNING, logger="tournoi.web")
    with Server(db, host="127.0.0.1", port=0, doors=doors) as server:
        first = [connect(server.port, "127.0.0.2", sockets) for _ in range(20)]
        assert until(lambda: doors.held["127.0.0.2"] == 5)
        assert len(closed_within(first, 10, expected=15)) == 15
        assert doors.held["127.0.0.2"] == 5
        # The server full, a newcomer takes the place of a waiting connection of the greediest
        # address, until both hold as many.
        second = [connect(server.port, "127.0.0.3", sockets) for _ in range(5)]
        assert len(closed_within(second, 10, expected=1)) == 1
        assert len(closed_within(first, 10, expected=16)) == 16
        assert doors.held == {"127.0.0.2": 4, "127.0.0.3": 4}
        # The server keeps serving once they are gone.
        for attacker in first + second:
            attacker.close()
        assert until(lambda: doors.held.total() == 0)
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/api/public") as page:
            assert page.status == 200
    said = [r.getMessage() for r in caplog.records if r.name == "tournoi.web"]
    assert said == [
        "Connexions refusées : 1 depuis le dernier message (la dernière de 127.0.0.2, qui en "
        "tient 5 ; 5 tenues en tout)."
    ]  # the sixteen others wait for the next line, ten minutes later


def post(port: int, path: str, body: bytes, headers: dict[str, str]) -> tuple[int, str]:
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
    try:
        connection.request("POST", path, body=body, headers=headers)
        answer = connection.getresponse()
        return answer.status, answer.read().decode()
    finally:
        connection.close()


def test_a_write_from_another_site_is_refused_by_the_real_server(db: Database) -> None:
    api = f"/api/table/{secret(db)}/donnes"
    with Server(db, host="127.0.0.1", port=0) as server:
        own = f"http://127.0.0.1:{server.port}"
        json = "application/json"
        refused = [
            post(server.port, api, DONNE % b"ailleurs-0001", {"Content-Type": "text/plain"}),
            post(
                server.port,
                api,
                DONNE % b"ailleurs-0002",
                {"Content-Type": json, "Origin": "http://ailleurs.example"},
            ),
            post(
                server.port,
                api,
                DONNE % b"ailleurs-0003",
                {"Content-Type": json, "Origin": own, "Sec-Fetch-Site": "cross-site"},
            ),
        ]
        assert [status for status, _ in refused] == [415, 403, 403]
        status, text = post(
            server.port, api, DONNE % b"page-0001",
            {"Content-Type": json, "Origin": own, "Sec-Fetch-Site": "same-origin"},
        )  # fmt: skip
        assert status == 200, text


def test_the_answers_on_a_kept_connection_are_sent_at_once(db: Database) -> None:
    with Server(db, host="127.0.0.1", port=0) as server:
        connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=10)
        try:
            for _ in range(2):  # the same connection, kept alive
                connection.request("GET", "/api/public")
                assert connection.getresponse().read()
            kept = list(server._server.server_state.connections)
            assert len(kept) == 1
            raw = kept[0].transport.get_extra_info("socket")  # type: ignore[attr-defined]
            assert raw.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        finally:
            connection.close()


class Kept(logging.Handler):
    def __init__(self) -> None:
        super().__init__()
        self.messages: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.messages.append(record.getMessage())


def test_malformed_requests_in_a_loop_are_logged_a_few_times_only(
    db: Database, sockets: list[socket.socket]
) -> None:
    kept = Kept()
    with Server(db, host="127.0.0.1", port=0) as server:
        logger = logging.getLogger("uvicorn.error")
        logger.addHandler(kept)
        try:
            for _ in range(40):
                garbage = connect(server.port, "127.0.0.2", sockets)
                garbage.sendall(b"\x16\x03\x01 pas du HTTP\r\n\r\n")
                assert garbage.recv(4096).startswith(b"HTTP/1.1 400")
                garbage.close()
        finally:
            logger.removeHandler(kept)
    # Five at most every ten seconds (fewer when another test of this process logged some).
    assert len(kept.messages) <= 5
    assert set(kept.messages) <= {"Invalid HTTP request received."}


def test_a_phone_gone_in_the_middle_of_a_donne_leaves_no_error_in_the_log(
    db: Database, sockets: list[socket.socket]
) -> None:
    kept = Kept()
    path = f"/api/table/{secret(db)}/donnes".encode()
    with Server(db, host="127.0.0.1", port=0) as server:
        logging.getLogger("uvicorn.error").addHandler(kept)
        phone = connect(server.port, "127.0.0.2", sockets)
        origin = f"http://127.0.0.1:{server.port}".encode()
        phone.sendall(
            b"POST " + path + b" HTTP/1.1\r\nHost: " + origin[7:] + b"\r\nOrigin: " + origin
            + b"\r\nContent-Type: application/json\r\nContent-Length: 400\r\n\r\n"
            + (DONNE % b"s-1")[:40]
        )  # fmt: skip
        time.sleep(0.3)  # the route is reading the body when the Wi-Fi goes
        phone.close()
        assert until(lambda: server.doors.held.total() == 0)
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/api/public") as page:
            assert page.status == 200
        logging.getLogger("uvicorn.error").removeHandler(kept)
    assert kept.messages == []


@pytest.mark.parametrize(
    ("soft", "hard", "cap", "raised"),
    [
        pytest.param(1024, 20_000, 2000, 2100, id="raised-to-a-hall"),
        pytest.param(256, 600, 500, 600, id="up-to-the-ceiling"),
        pytest.param(128, 128, 28, 128, id="a-stingy-system"),
    ],
)
def test_the_server_holds_a_halls_connections_within_what_the_system_gives(
    soft: int, hard: int, cap: int, raised: int
) -> None:
    # In a process of its own: lowering the hard limit cannot be undone.
    program = (
        "import resource\n"
        f"resource.setrlimit(resource.RLIMIT_NOFILE, ({soft}, {hard}))\n"
        "from tournoi.web.connections import Doors\n"
        "print(Doors().total, resource.getrlimit(resource.RLIMIT_NOFILE)[0])\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", program], capture_output=True, text=True, check=False
    )
    assert done.stdout.split() == [str(cap), str(raised)], done.stderr


def test_the_phones_arriving_together_are_queued_not_dropped(sockets: list[socket.socket]) -> None:
    listener = bind("127.0.0.1", 0)  # nobody accepts: what the system queues, and no more
    try:
        port = listener.getsockname()[1]
        selector = selectors.DefaultSelector()
        for _ in range(400):  # a hall's phones opening the page when the round is drawn
            phone = socket.socket()
            sockets.append(phone)
            phone.setblocking(False)
            phone.connect_ex(("127.0.0.1", port))
            selector.register(phone, selectors.EVENT_WRITE)
        # Within the system's first wait before it sends a dropped arrival again (1 s).
        connected: set[socket.socket] = set()
        until = time.monotonic() + 0.8
        while len(connected) < 400 and time.monotonic() < until:
            for key, _ in selector.select(timeout=0.1):
                assert isinstance(key.fileobj, socket.socket)
                connected.add(key.fileobj)
                selector.unregister(key.fileobj)
        selector.close()
        assert len(connected) == 400
    finally:
        listener.close()
