"""Local FTP, FTPS and SFTP servers on 127.0.0.1, each in a thread of its own, serving a
folder of the test's, for one user ``club`` whose password is ``secret``."""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import os
import socket
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

import asyncssh
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID
from pyftpdlib.authorizers import DummyAuthorizer
from pyftpdlib.handlers import FTPHandler, TLS_FTPHandler
from pyftpdlib.ioloop import IOLoop
from pyftpdlib.servers import FTPServer

USER, PASSWORD = "club", "secret"


@dataclass(frozen=True, slots=True, kw_only=True)
class Running:
    port: int
    root: Path
    fingerprint: str = ""
    """The SFTP host's key, as ``ssh`` shows it."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Cut:
    """Where the host hangs up without a word (killed, its network lost): at the command
    ``command`` whose argument holds ``holding``."""

    command: str
    holding: str


class _Refusing(FTPHandler):
    """Refuses to store a file whose name holds :attr:`refused` (a full quota, say); hangs up
    at :attr:`cut`; writes every command it hears into :attr:`heard`."""

    refused = "\0"
    cut: Cut | None = None
    heard: list[str] | None = None

    def pre_process_command(self, line: str, cmd: str, arg: str) -> None:
        if self.heard is not None:
            self.heard.append(cmd)
        if self.cut is not None and cmd == self.cut.command and self.cut.holding in arg:
            self.close()
            return
        super().pre_process_command(line, cmd, arg)

    def ftp_STOR(self, file: str, mode: str = "w") -> str | None:
        if self.refused in Path(file).name:
            self.respond("552 Quota dépassé.")
            return None
        return str(super().ftp_STOR(file, mode))


@contextmanager
def ftp_server(
    root: Path,
    *,
    certificate: Path | None = None,
    refused: str | None = None,
    cut: Cut | None = None,
    heard: list[str] | None = None,
) -> Iterator[Running]:
    """An FTP server; with ``certificate`` (key and certificate in one PEM file), it offers TLS;
    with ``refused``, it refuses to store the files whose names hold it; with ``cut``, it hangs
    up there; ``heard`` receives the name of every command it is sent."""
    authorizer = DummyAuthorizer()
    authorizer.add_user(USER, PASSWORD, str(root), perm="elradfmwMT")
    handler: type[FTPHandler]
    if certificate is None:
        handler = type(
            "Plain", (_Refusing,), {"refused": refused or "\0", "cut": cut, "heard": heard}
        )
    else:
        handler = type("Secure", (TLS_FTPHandler,), {"certfile": str(certificate)})
    handler.authorizer = authorizer
    handler.log_prefix = ""
    # A loop of its own: pyftpdlib's default one is shared by every server of the process.
    server = FTPServer(("127.0.0.1", 0), handler, ioloop=IOLoop())
    stop = threading.Event()

    def serve() -> None:
        # The server's loop belongs to this thread: it is closed here, once told to stop.
        while not stop.is_set():
            server.serve_forever(timeout=0.05, blocking=False, handle_exit=False)
        server.close_all()

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield Running(port=server.address[1], root=root)
    finally:
        stop.set()
        thread.join()


def self_signed(folder: Path) -> Path:
    """A key and a certificate for 127.0.0.1, in one PEM file (which also serves as the CA)."""
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    certificate = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=1))
        .add_extension(
            x509.SubjectAlternativeName([x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]),
            critical=False,
        )
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    path = folder / "serveur.pem"
    path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM,
            serialization.PrivateFormat.PKCS8,
            serialization.NoEncryption(),
        )
        + certificate.public_bytes(serialization.Encoding.PEM)
    )
    return path


class _Login(asyncssh.SSHServer):
    def begin_auth(self, username: str) -> bool:
        return True

    def password_auth_supported(self) -> bool:
        return True

    def validate_password(self, username: str, password: str) -> bool:
        return username == USER and password == PASSWORD


class _Sftp(asyncssh.SFTPServer):  # type: ignore[misc]
    """Hangs up at :attr:`cut` (``rename`` or ``open``, of a path that holds its text)."""

    cut: Cut | None = None

    def _hangs_up(self, command: str, path: bytes) -> None:
        if (
            self.cut is not None
            and command == self.cut.command
            and self.cut.holding in os.fsdecode(path)
        ):
            self.connection.abort()
            raise asyncssh.SFTPConnectionLost("coupé")

    def open(self, path: bytes, pflags: int, attrs: asyncssh.SFTPAttrs) -> object:
        self._hangs_up("open", path)
        return super().open(path, pflags, attrs)

    def rename(self, oldpath: bytes, newpath: bytes) -> None:
        self._hangs_up("rename", newpath)
        super().rename(oldpath, newpath)

    def posix_rename(self, oldpath: bytes, newpath: bytes) -> None:
        self._hangs_up("rename", newpath)
        super().posix_rename(oldpath, newpath)


@contextmanager
def sftp_server(root: Path, *, cut: Cut | None = None) -> Iterator[Running]:
    """An SSH server offering SFTP only, ``root`` its whole file system; with ``cut``, it
    hangs up there."""
    serving = type("Serving", (_Sftp,), {"cut": cut})
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    key = asyncssh.generate_private_key("ssh-ed25519")

    async def listen() -> asyncssh.SSHAcceptor:
        return await asyncssh.listen(
            "127.0.0.1", 0, server_host_keys=[key], server_factory=_Login,
            sftp_factory=lambda channel: serving(channel, chroot=os.fsencode(root)),
            allow_scp=False,
        )  # fmt: skip

    server = asyncio.run_coroutine_threadsafe(listen(), loop).result(20)
    try:
        yield Running(port=server.get_port(), root=root, fingerprint=key.get_fingerprint("sha256"))
    finally:

        async def close() -> None:
            server.close()
            await server.wait_closed()

        asyncio.run_coroutine_threadsafe(close(), loop).result(20)
        loop.call_soon_threadsafe(loop.stop)
        thread.join()
        loop.close()


@contextmanager
def garbage_server(answer: bytes) -> Iterator[Running]:
    """A host on 127.0.0.1 that answers ``answer`` to whoever connects, then hangs up: a web
    server or anything else on the port the address names."""
    listener = socket.create_server(("127.0.0.1", 0))
    listener.settimeout(0.05)
    stop = threading.Event()

    def serve() -> None:
        while not stop.is_set():
            try:
                connection, _address = listener.accept()
            except TimeoutError:
                continue
            with connection:
                connection.sendall(answer)

    thread = threading.Thread(target=serve, daemon=True)
    thread.start()
    try:
        yield Running(port=listener.getsockname()[1], root=Path())
    finally:
        stop.set()
        thread.join()
        listener.close()
