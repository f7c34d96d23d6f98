"""The site replaced on the host without leftovers nor half-sites, by FTP and SFTP against local
servers on 127.0.0.1: the pages a new site no longer has are deleted, the club's own files
never; a host that hangs up in the middle leaves pages whose every link leads to a page, and
the next upload leaves exactly its site."""

from __future__ import annotations

import json
import re
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager
from pathlib import Path

import pytest

from tests.conftest import WHO, new_tournament
from tests.exports.upload_servers import USER, Cut, Running, ftp_server, sftp_server
from tests.services.test_draws import finish_round
from tournoi.exports import documents
from tournoi.exports.documents import Document
from tournoi.exports.publish import Destination, UploadError, upload_site
from tournoi.exports.publish.manifest import NAME
from tournoi.services import draws
from tournoi.services.draws import DrawMethod

Server = Callable[..., AbstractContextManager[Running]]
CLUB_FILES = {"contact.html": b"<p>Le club</p>", ".htaccess": b"Options -Indexes\n"}
"""The club's own files in the results' folder: never the application's to delete."""


def make_site(folder: Path, *, teams: int, rounds: int) -> Path:
    db = new_tournament(folder / "concours.tournoi", teams=teams, rounds=rounds)
    for number in range(1, rounds + 1):
        draws.draw_round(db, method=DrawMethod.RANDOM, seed=number, who=WHO)
        finish_round(db, number)
    site = folder / "site"
    documents.export(db, path=site, what=Document.SITE)
    db.close()
    return site


@pytest.fixture(scope="module")
def sites(tmp_path_factory: pytest.TempPathFactory) -> dict[str, Path]:
    """« small »: 4 teams, 1 round; « big »: 5 teams, 2 rounds (pages the small one has not)."""
    return {
        "small": make_site(tmp_path_factory.mktemp("petit"), teams=4, rounds=1),
        "big": make_site(tmp_path_factory.mktemp("grand"), teams=5, rounds=2),
    }


def pages(folder: Path) -> dict[str, bytes]:
    return {
        path.name: path.read_bytes() for path in folder.iterdir() if path.name != ".tournoi-site"
    }


def manifest(folder: Path) -> list[str]:
    listed: list[str] = json.loads((folder / NAME).read_text())["files"]
    return listed


def send(site: Path, server: Running, scheme: str) -> str:
    return upload_site(
        site, destination=Destination.parse(f"{scheme}://{USER}@127.0.0.1:{server.port}/"),
        password="secret", known_hosts=server.root.parent / "known_hosts",
        trust=lambda _host, _fingerprint: True, unencrypted=True,
    )  # fmt: skip


@pytest.fixture(params=["ftp", "sftp"])
def scheme(request: pytest.FixtureRequest) -> str:
    return str(request.param)


def server_of(scheme: str) -> Server:
    return ftp_server if scheme == "ftp" else sftp_server


@pytest.fixture
def host(tmp_path: Path) -> Iterator[Path]:
    """The results' folder on the host, with the club's own files in it."""
    root = tmp_path / "hebergeur"
    root.mkdir()
    for name, content in CLUB_FILES.items():
        (root / name).write_bytes(content)
    yield root


def expected(site: Path) -> dict[str, bytes]:
    """What the host holds after an upload of ``site`` that ended well: the site, the club's
    files, the manifest."""
    return pages(site) | CLUB_FILES | {NAME: b""}


def held(root: Path) -> dict[str, bytes]:
    return pages(root) | {NAME: b""}


def broken_links(root: Path) -> list[str]:
    """The links of the host's pages that lead to no file there."""
    broken = []
    for page in root.glob("*.html"):
        for target in re.findall(r'href="([^"#:]+)"', page.read_text()):
            if not (root / target).is_file():
                broken.append(f"{page.name} → {target}")
    return broken


def test_pages_the_new_site_no_longer_has_are_deleted_never_the_club_s(
    sites: dict[str, Path], host: Path, scheme: str
) -> None:
    with server_of(scheme)(host) as server:
        assert "retiré" not in send(sites["big"], server, scheme)
        assert held(host) == expected(sites["big"])
        message = send(sites["small"], server, scheme)
    assert " : 8 fichiers, 2 fichiers de l'envoi précédent retirés" in message
    assert held(host) == expected(sites["small"])
    assert not (host / "equipe-5.html").exists() and not (host / "tour-2.html").exists()
    assert manifest(host) == sorted(pages(sites["small"]))


def test_a_page_there_before_any_manifest_is_left_alone(
    sites: dict[str, Path], host: Path, scheme: str
) -> None:
    (host / "equipe-9.html").write_text("page d'un envoi d'avant cette version")
    with server_of(scheme)(host) as server:
        send(sites["small"], server, scheme)
    assert (host / "equipe-9.html").read_text() == "page d'un envoi d'avant cette version"


def test_a_manifest_naming_files_outside_the_folder_deletes_none_of_them(
    sites: dict[str, Path], tmp_path: Path, scheme: str
) -> None:
    root = tmp_path / "hebergeur"
    (root / "resultats" / "sous").mkdir(parents=True)
    (root / "dehors.txt").write_text("à côté")
    (root / "resultats" / "sous" / "page.html").write_text("plus bas")
    claimed = ["../dehors.txt", "sous/page.html", "sous", NAME]
    (root / "resultats" / NAME).write_text(
        json.dumps({"application": "tournoi-belote", "files": claimed})
    )
    with server_of(scheme)(root) as server:
        upload_site(
            sites["small"],
            destination=Destination.parse(f"{scheme}://{USER}@127.0.0.1:{server.port}/resultats"),
            password="secret", known_hosts=tmp_path / "known_hosts",
            trust=lambda _host, _fingerprint: True, unencrypted=True,
        )  # fmt: skip
    assert (root / "dehors.txt").read_text() == "à côté"
    assert (root / "resultats" / "sous" / "page.html").read_text() == "plus bas"


@pytest.mark.parametrize(
    ("ftp_cut", "sftp_cut", "stage"),
    [
        (Cut(command="STOR", holding="equipe-3.html"), Cut(command="open", holding=".equipe-3.html"), "sending"),
        (Cut(command="RNTO", holding="equipe-2.html"), Cut(command="rename", holding="equipe-2.html"), "renaming"),
        (Cut(command="RNTO", holding="index.html"), Cut(command="rename", holding="index.html"), "renaming"),
    ],
)  # fmt: skip
def test_a_host_that_hangs_up_midway_leaves_every_link_working_and_the_next_upload_clears_up(
    sites: dict[str, Path], host: Path, scheme: str, ftp_cut: Cut, sftp_cut: Cut, stage: str
) -> None:
    with server_of(scheme)(host) as server:
        send(sites["small"], server, scheme)
    before = held(host)
    cut = ftp_cut if scheme == "ftp" else sftp_cut
    with (
        server_of(scheme)(host, cut=cut) as server,
        pytest.raises(UploadError, match="coupée pendant l'envoi"),
    ):
        send(sites["big"], server, scheme)
    visible = {name: content for name, content in held(host).items() if not name.startswith(".")}
    assert visible["index.html"] == before["index.html"]  # the entry page is the old one
    assert broken_links(host) == []
    if stage == "sending":
        assert visible == {k: v for k, v in before.items() if not k.startswith(".")}
    else:  # the new pages are there, some old ones already replaced
        assert visible["tour-2.html"] == pages(sites["big"])["tour-2.html"]
    # Whatever the cut left of the application's is in the manifest; nothing of the club's.
    leftovers = {name for name in held(host) if name not in CLUB_FILES and name != NAME}
    assert leftovers <= set(manifest(host))
    with server_of(scheme)(host) as server:
        send(sites["small"], server, scheme)
    assert held(host) == expected(sites["small"])
    assert manifest(host) == sorted(pages(sites["small"]))
