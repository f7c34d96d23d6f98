"""The results' site put on a club's host: by FTP, FTPS and SFTP against local servers on
127.0.0.1, every page replaced through a temporary name, every failure said in French, the
password from the keyring or asked, never on the command line."""

from __future__ import annotations

import io
import json
import ssl
from collections.abc import Iterator
from pathlib import Path

import keyring
import pytest
from keyring.backend import KeyringBackend
from keyring.backends import fail
from keyring.errors import KeyringError

from engine import UserError
from tests.conftest import WHO, new_tournament
from tests.exports.upload_servers import (
    PASSWORD,
    USER,
    Running,
    ftp_server,
    garbage_server,
    self_signed,
    sftp_server,
)
from tests.services.test_draws import finish_round
from tournoi.cli import main
from tournoi.cli import publish as publish_command
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.exports.publish import (
    Destination,
    LoginRefusedError,
    UnencryptedRefusedError,
    UploadError,
    passwords,
    upload_site,
)
from tournoi.exports.publish.passwords import SERVICE
from tournoi.exports.publish.sftp import known_hosts_file
from tournoi.services import draws
from tournoi.services.draws import DrawMethod
from tournoi.services.publication import address as publication
from tournoi.services.tournament import lifecycle as tournaments


@pytest.fixture(scope="module")
def site(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("publie")
    db = new_tournament(base / "noel.tournoi", teams=5, rounds=2)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    folder = base / "site"
    documents.export(db, path=folder, what=Document.SITE)
    db.close()
    return folder


def pages(folder: Path) -> dict[str, bytes]:
    return {
        path.name: path.read_bytes() for path in folder.iterdir() if not path.name.startswith(".")
    }


def never(_host: str, _fingerprint: str) -> bool:
    raise AssertionError("l'hôte n'aurait pas dû être demandé")


def send(
    site: Path, address: str, tmp_path: Path, *, password: str = PASSWORD, **options: object
) -> str:
    return upload_site(
        site, destination=Destination.parse(address), password=password,
        known_hosts=tmp_path / "known_hosts", trust=options.pop("trust", never),  # type: ignore[arg-type]
        **options,  # type: ignore[arg-type]
    )  # fmt: skip


@pytest.fixture
def plain_ftp(tmp_path: Path) -> Iterator[Running]:
    root = tmp_path / "hebergeur"
    root.mkdir()
    with ftp_server(root) as running:
        yield running


@pytest.fixture
def secure_ftp(tmp_path: Path) -> Iterator[tuple[Running, Path]]:
    root = tmp_path / "hebergeur"
    root.mkdir()
    certificate = self_signed(tmp_path)
    with ftp_server(root, certificate=certificate) as running:
        yield running, certificate


@pytest.fixture
def sftp(tmp_path: Path) -> Iterator[Running]:
    root = tmp_path / "hebergeur"
    root.mkdir()
    with sftp_server(root) as running:
        yield running


# FTP and FTPS


def hidden(folder: Path) -> list[str]:
    """The files a visitor does not see: the manifest, temporary names left."""
    return sorted(path.name for path in folder.iterdir() if path.name.startswith("."))


def test_ftp_without_tls_is_refused_before_the_password_is_sent(site: Path, tmp_path: Path) -> None:
    heard: list[str] = []
    with (
        ftp_server(tmp_path, heard=heard) as running,
        pytest.raises(UnencryptedRefusedError) as refusal,
    ):
        send(site, f"ftp://{USER}@127.0.0.1:{running.port}/resultats", tmp_path)
    assert refusal.value.message.startswith(
        "127.0.0.1 ne propose pas de connexion chiffrée : le mot de passe passerait en clair"
    )
    assert "--sans-chiffrement" in refusal.value.message
    assert refusal.value.field == "unencrypted"
    assert heard == ["AUTH"]  # neither the user nor the password
    assert not (tmp_path / "resultats").exists()


def test_ftp_without_tls_asked_for_puts_every_page_and_says_it_was_not_encrypted(
    site: Path, plain_ftp: Running, tmp_path: Path
) -> None:
    address = f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/www/resultats"
    message = send(site, address, tmp_path, unencrypted=True)
    assert message.endswith("(sans chiffrement : le serveur ne propose pas TLS).")
    assert f"{len(pages(site))} fichiers" in message
    remote = plain_ftp.root / "www" / "resultats"
    assert pages(remote) == pages(site)
    assert hidden(remote) == [".tournoi-site.json"]


def test_pages_online_are_replaced(site: Path, plain_ftp: Running, tmp_path: Path) -> None:
    remote = plain_ftp.root / "resultats"
    remote.mkdir()
    (remote / "index.html").write_text("ancien site")
    send(site, f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/resultats", tmp_path, unencrypted=True)
    assert pages(remote) == pages(site)


def test_ftp_goes_over_tls_when_the_server_offers_it(
    site: Path, secure_ftp: tuple[Running, Path], tmp_path: Path
) -> None:
    running, certificate = secure_ftp
    trusted = ssl.create_default_context(cafile=str(certificate))
    for scheme in ("ftp", "ftps"):
        message = send(
            site, f"{scheme}://{USER}@127.0.0.1:{running.port}/{scheme}", tmp_path, context=trusted
        )
        assert "sans chiffrement" not in message
        assert pages(running.root / scheme) == pages(site)


def test_a_certificate_not_recognised_sends_nothing(
    site: Path, secure_ftp: tuple[Running, Path], tmp_path: Path
) -> None:
    running, _certificate = secure_ftp
    with pytest.raises(UploadError, match="son certificat n'est pas reconnu"):
        send(site, f"ftps://{USER}@127.0.0.1:{running.port}/", tmp_path)
    assert list(running.root.iterdir()) == []


def test_an_upload_refused_midway_leaves_the_pages_online_as_they_were(
    site: Path, tmp_path: Path
) -> None:
    root = tmp_path / "hebergeur"
    (root / "resultats").mkdir(parents=True)
    before = {name: f"ancienne page {name}".encode() for name in ("index.html", "equipe-1.html")}
    for name, content in before.items():
        (root / "resultats" / name).write_bytes(content)
    with (
        ftp_server(root, refused="tour-1.html") as running,
        pytest.raises(UploadError, match=r"a refusé l'envoi .*552 Quota dépassé"),
    ):
        send(site, f"ftp://{USER}@127.0.0.1:{running.port}/resultats", tmp_path, unencrypted=True)
    assert pages(root / "resultats") == before  # no page replaced, no temporary left
    assert hidden(root / "resultats") == [".tournoi-site.json"]
    manifest = json.loads((root / "resultats" / ".tournoi-site.json").read_text())
    assert manifest["files"] == []  # as before: the pages there were not the application's


def test_ftps_asked_of_a_server_without_tls_sends_nothing(
    site: Path, plain_ftp: Running, tmp_path: Path
) -> None:
    with pytest.raises(UploadError, match=r"ne propose pas de connexion chiffrée \(FTPS\)"):
        send(site, f"ftps://{USER}@127.0.0.1:{plain_ftp.port}/", tmp_path)
    assert list(plain_ftp.root.iterdir()) == []


def test_a_wrong_ftp_password_is_said(site: Path, plain_ftp: Running, tmp_path: Path) -> None:
    with pytest.raises(
        LoginRefusedError, match="refuse l'utilisateur « club » ou son mot de passe"
    ):
        send(site, f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/", tmp_path, password="faux",
             unencrypted=True)  # fmt: skip


def test_a_host_that_does_not_answer(site: Path, plain_ftp: Running, tmp_path: Path) -> None:
    port = plain_ftp.port
    with ftp_server(tmp_path) as other:
        closed = other.port
    assert closed != port
    with pytest.raises(UploadError, match=rf"Impossible de joindre 127.0.0.1 \(port {closed}\)"):
        send(site, f"ftp://{USER}@127.0.0.1:{closed}/", tmp_path)


GARBAGE = (
    b"HTTP/1.1 400 Bad Request <img src=x onerror=alert(1)>\x1b[31m\x07" + b"x" * 5000 + b"\r\n"
)
"""What a web server on the FTP port might answer: markup, escape codes, a very long line."""


@pytest.mark.parametrize("scheme", ["ftp", "ftps"])
def test_a_host_that_answers_garbage_is_quoted_short_and_plain(
    site: Path, tmp_path: Path, scheme: str
) -> None:
    with garbage_server(GARBAGE) as host, pytest.raises(UploadError) as refusal:
        send(site, f"{scheme}://{USER}@127.0.0.1:{host.port}/", tmp_path)
    message = str(refusal.value)
    assert message.startswith("127.0.0.1 a refusé l'envoi (HTTP/1.1 400 Bad Request <img src=x")
    assert message.endswith("xxx…) : les pages déjà en ligne sont intactes.")
    assert message.isprintable() and len(message) < 250


# SFTP


def test_sftp_asks_about_a_new_host_then_knows_it(
    site: Path, sftp: Running, tmp_path: Path
) -> None:
    asked: list[tuple[str, str]] = []

    def accept(host: str, fingerprint: str) -> bool:
        asked.append((host, fingerprint))
        return True

    address = f"sftp://{USER}@127.0.0.1:{sftp.port}/www/resultats"
    assert send(site, address, tmp_path, trust=accept).startswith(f"Site envoyé sur {address} : ")
    assert asked == [(f"[127.0.0.1]:{sftp.port}", sftp.fingerprint)]
    remote = sftp.root / "www" / "resultats"
    assert pages(remote) == pages(site)
    (remote / "index.html").write_text("ancien site")
    send(site, address, tmp_path)  # known now: not asked again
    assert pages(remote) == pages(site)
    assert hidden(remote) == [".tournoi-site.json"]


def test_sftp_refused_host_sends_nothing(site: Path, sftp: Running, tmp_path: Path) -> None:
    with pytest.raises(UploadError, match="n'est pas acceptée : rien n'est envoyé"):
        send(site, f"sftp://{USER}@127.0.0.1:{sftp.port}/", tmp_path, trust=lambda _h, _f: False)
    assert list(sftp.root.iterdir()) == []
    assert not (tmp_path / "known_hosts").exists()


def test_sftp_host_whose_key_changed_is_refused(site: Path, sftp: Running, tmp_path: Path) -> None:
    with sftp_server(tmp_path / "hebergeur") as impostor:
        send(site, f"sftp://{USER}@127.0.0.1:{impostor.port}/", tmp_path, trust=lambda _h, _f: True)
        known = (tmp_path / "known_hosts").read_text()
    # The same address answered by another key.
    (tmp_path / "known_hosts").write_text(known.replace(str(impostor.port), str(sftp.port)))
    with pytest.raises(UploadError, match="n'est plus celle qu'il avait la dernière fois"):
        send(site, f"sftp://{USER}@127.0.0.1:{sftp.port}/autre", tmp_path)
    assert not (sftp.root / "autre").exists()


def test_a_wrong_sftp_password_is_said(site: Path, sftp: Running, tmp_path: Path) -> None:
    with pytest.raises(
        LoginRefusedError, match="refuse l'utilisateur « club » ou son mot de passe"
    ):
        send(site, f"sftp://{USER}@127.0.0.1:{sftp.port}/", tmp_path, password="faux",
             trust=lambda _h, _f: True)  # fmt: skip


@pytest.mark.parametrize(
    ("address", "said"),
    [
        ("https://club.fr/", "elle commence par sftp://, ftps://, ftp://"),
        ("sftp://club:secret@club.fr/", "Le mot de passe ne s'écrit pas dans l'adresse"),
        ("sftp://club.fr/www", "l'utilisateur et le serveur sont nécessaires"),
        ("sftp://club@club.fr:99999/", "le port est un nombre de 1 à 65535"),
        ("sftp://club@club.fr/www/../../etc", "le dossier s'écrit sans « . » ni « .. »"),
        ("ftp://club@club.fr/%2E%2E/autre", "le dossier s'écrit sans « . » ni « .. »"),
        ("ftp://club@club.fr/./www", "le dossier s'écrit sans « . » ni « .. »"),
        ("ftp://club@club.fr/www%0D%0ADELE%20index.html", "un caractère invisible"),
        ("ftp://club%0D%0APASS%20x@club.fr/", "un caractère invisible"),
    ],
)
def test_an_address_that_cannot_be_sent_to(address: str, said: str) -> None:
    with pytest.raises(UploadError, match=said):
        Destination.parse(address)


# The command line and the keyring


class MemoryKeyring(KeyringBackend):
    priority = 1  # type: ignore[assignment]

    def __init__(self) -> None:
        super().__init__()
        self.kept: dict[tuple[str, str], str] = {}

    def get_password(self, service: str, username: str) -> str | None:
        return self.kept.get((service, username))

    def set_password(self, service: str, username: str, password: str) -> None:
        self.kept[service, username] = password

    def delete_password(self, service: str, username: str) -> None:
        del self.kept[service, username]


@pytest.fixture
def memory_keyring() -> Iterator[MemoryKeyring]:
    before = keyring.get_keyring()
    kept = MemoryKeyring()
    keyring.set_keyring(kept)
    yield kept
    keyring.set_keyring(before)


def test_publish_asks_the_password_once_then_the_keyring_keeps_it(
    tmp_path: Path, sftp: Running, memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    db = new_tournament(tmp_path / "noel.tournoi", teams=4, rounds=1)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=5, who=WHO)
    finish_round(db, 1)
    db.close()
    typed: list[str] = []
    monkeypatch.setattr(
        publish_command, "ask_password", lambda d: typed.append(d.account) or PASSWORD
    )
    monkeypatch.setattr(publish_command, "ask_trust", lambda _h, _f: True)
    monkeypatch.setattr(publish_command, "known_hosts", lambda: tmp_path / "known_hosts")
    address = f"sftp://{USER}@127.0.0.1:{sftp.port}/resultats"
    url = "https://club-belote.fr/resultats/"
    argv = ["publish", str(tmp_path / "noel.tournoi"), "--to", address, "--url", url]
    assert main(argv) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["password_kept"] is True and out["published_url"] == url
    assert typed == [f"{USER}@127.0.0.1:{sftp.port}"]
    assert memory_keyring.kept == {(SERVICE, f"{USER}@127.0.0.1:{sftp.port}"): PASSWORD}
    assert (sftp.root / "resultats" / "index.html").is_file()
    db = tournaments.open_tournament(tmp_path / "noel.tournoi")
    assert publication.published_url(db) == url
    db.close()
    assert main(argv) == 0  # the keyring's password: not asked again
    assert typed == [f"{USER}@127.0.0.1:{sftp.port}"]
    assert json.loads(capsys.readouterr().out)["password_kept"] is False


def test_a_kept_password_the_host_refuses_is_forgotten(
    tmp_path: Path, sftp: Running, memory_keyring: MemoryKeyring,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    new_tournament(tmp_path / "noel.tournoi", teams=4, rounds=1).close()
    account = f"{USER}@127.0.0.1:{sftp.port}"
    memory_keyring.kept[SERVICE, account] = "ancien"
    monkeypatch.setattr(publish_command, "ask_trust", lambda _h, _f: True)
    monkeypatch.setattr(publish_command, "known_hosts", lambda: tmp_path / "known_hosts")
    argv = ["publish", str(tmp_path / "noel.tournoi"), "--to", f"sftp://{account}/"]
    assert main(argv) == 1
    assert "il sera demandé au prochain envoi" in capsys.readouterr().err
    assert memory_keyring.kept == {}


class BrokenKeyring(MemoryKeyring):
    """A keyring that is there but answers nothing (locked, its service stopped)."""

    def get_password(self, service: str, username: str) -> str | None:
        raise KeyringError("verrouillé")

    def set_password(self, service: str, username: str, password: str) -> None:
        raise KeyringError("verrouillé")

    def delete_password(self, service: str, username: str) -> None:
        raise KeyringError("verrouillé")


@pytest.mark.parametrize("backend", [fail.Keyring, BrokenKeyring])
def test_without_a_working_keyring_the_password_is_asked_each_time(
    backend: type[KeyringBackend],
) -> None:
    before = keyring.get_keyring()
    keyring.set_keyring(backend())
    try:
        assert passwords.has_keyring() is (backend is BrokenKeyring)
        assert passwords.keep_password("club@club.fr:22", PASSWORD) is False
        assert passwords.stored_password("club@club.fr:22") is None
        passwords.forget_password("club@club.fr:22")  # nothing to forget: no refusal either
    finally:
        keyring.set_keyring(before)


def test_the_terminal_asks_the_password_without_showing_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    destination = Destination.parse("sftp://club@club.fr/")
    prompts: list[str] = []
    monkeypatch.setattr("getpass.getpass", lambda prompt: prompts.append(prompt) or PASSWORD)
    assert publish_command.ask_password(destination) == PASSWORD
    assert prompts == ["Mot de passe de club@club.fr:22 : "]
    monkeypatch.setattr("getpass.getpass", lambda _prompt: "")
    with pytest.raises(UserError, match="Pas de mot de passe : rien n'est envoyé"):
        publish_command.ask_password(destination)


@pytest.mark.parametrize(("typed", "accepted"), [("o\n", True), ("oui\n", True), ("\n", False)])
def test_the_terminal_asks_about_a_new_host(
    typed: str, accepted: bool, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setattr("sys.stdin", io.StringIO(typed))
    assert publish_command.ask_trust("[club.fr]:22", "SHA256:abc") is accepted
    assert "Empreinte de sa clé : SHA256:abc" in capsys.readouterr().err


def test_the_known_hosts_are_kept_beside_the_preferences() -> None:
    path = known_hosts_file()
    assert path.name == "known_hosts" and path.parent.name == "tournoi"


@pytest.mark.parametrize("asked", [False, True])
def test_publish_sends_in_clear_only_when_asked(
    tmp_path: Path, plain_ftp: Running, asked: bool,
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
) -> None:  # fmt: skip
    new_tournament(tmp_path / "noel.tournoi", teams=4, rounds=1).close()
    monkeypatch.setattr(publish_command, "stored_password", lambda _account: None)
    monkeypatch.setattr(publish_command, "ask_password", lambda _d: PASSWORD)
    monkeypatch.setattr(publish_command, "keep_password", lambda _account, _password: False)
    address = f"ftp://{USER}@127.0.0.1:{plain_ftp.port}/resultats"
    argv = ["publish", str(tmp_path / "noel.tournoi"), "--to", address]
    if asked:
        argv.append("--sans-chiffrement")
    assert main(argv) == (0 if asked else 1)
    said = capsys.readouterr()
    if asked:
        assert "sans chiffrement" in json.loads(said.out)["message"]
        assert (plain_ftp.root / "resultats" / "index.html").is_file()
    else:
        assert "le mot de passe passerait en clair" in said.err
        assert list(plain_ftp.root.iterdir()) == []
