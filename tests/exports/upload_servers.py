"""Local FTP, FTPS and SFTP servers on 127.0.0.1, each in a thread of its own, serving a
folder of the test's, for one user ``club`` whose password is ``secret``."""

from __future__ import annotations

import asyncio
import datetime
import ipaddress
import os
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


class _Refusing(FTPHandler):
    """Refuses to store a file whose name holds :attr:`refused` (a full quota, say)."""

    refused = "\0"

    def ftp_STOR(self, file: str, mode: str = "w") -> str | None:
        if self.refused in Path(file).name:
            self.respond("552 Quota dépassé.")
            return None
        return str(super().ftp_STOR(file, mode))


@contextmanager
def ftp_server(
    root: Path, *, certificate: Path | None = None, refused: str | None = None
) -> Iterator[Running]:
    """An FTP server; with ``certificate`` (key and certificate in one PEM file), it offers TLS;
    with ``refused``, it refuses to store the files whose names hold it."""
    authorizer = DummyAuthorizer()
    authorizer.add_user(USER, PASSWORD, str(root), perm="elradfmwMT")
    handler: type[FTPHandler]
    if refused is not None:
        handler = type("Refusing", (_Refusing,), {"refused": refused})
    elif certificate is None:
        handler = type("Plain", (FTPHandler,), {})
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


@contextmanager
def sftp_server(root: Path) -> Iterator[Running]:
    """An SSH server offering SFTP only, ``root`` its whole file system."""
    loop = asyncio.new_event_loop()
    thread = threading.Thread(target=loop.run_forever, daemon=True)
    thread.start()
    key = asyncssh.generate_private_key("ssh-ed25519")

    async def listen() -> asyncssh.SSHAcceptor:
        return await asyncssh.listen(
            "127.0.0.1", 0, server_host_keys=[key], server_factory=_Login,
            sftp_factory=lambda channel: asyncssh.SFTPServer(channel, chroot=os.fsencode(root)),
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
