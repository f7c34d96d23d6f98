"""``publish``: the results' site written anew and put on the club's host.

The password is the keyring's (:mod:`tournoi.exports.publish.passwords`), else
asked on the terminal, never read from the command line nor written in a file;
once the host accepted it, the keyring keeps it for the next time. A new SFTP
host's key is shown by its fingerprint and accepted on the terminal.
"""

from __future__ import annotations

import argparse
import getpass
import sys
import tempfile
from pathlib import Path
from typing import Any, Final

from platformdirs import PlatformDirs

from engine import UserError
from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.exports import documents
from tournoi.exports.publish import Destination, LoginRefusedError, upload_site
from tournoi.exports.publish.passwords import forget_password, keep_password, stored_password
from tournoi.services import publication

APPLICATION: Final = "tournoi"
"""The application's folder of per-user files (``ui.preferences.APPLICATION``)."""


def known_hosts() -> Path:
    """The SFTP hosts whose keys the user accepted, beside the preferences."""
    folders = PlatformDirs(APPLICATION, appauthor=False, roaming=True)
    return Path(folders.user_config_dir) / "known_hosts"


def publish(options: argparse.Namespace) -> dict[str, Any]:
    destination = Destination.parse(options.to)
    url = None if options.url is None else publication.check_public_url(options.url)
    db = open_tournament(options.file)
    try:
        with tempfile.TemporaryDirectory(prefix="tournoi-site-") as folder:
            site = Path(folder) / "site"
            documents.export(db, path=site, what=documents.Document.SITE)
            message, kept = _upload(site, destination)
        if url is not None:
            publication.set_published_url(db, url=url, who=who(options))
    finally:
        db.close()
    return {"sent": destination.address, "message": message, "password_kept": kept} | (
        {} if url is None else {"published_url": url}
    )


def _upload(site: Path, destination: Destination) -> tuple[str, bool]:
    """Send the site; the summary, and whether the password was kept in the keyring now."""
    stored = stored_password(destination.account)
    password = stored if stored is not None else ask_password(destination)
    try:
        message = upload_site(
            site, destination=destination, password=password, known_hosts=known_hosts(),
            trust=ask_trust,
        )  # fmt: skip
    except LoginRefusedError as error:
        if stored is None:
            raise
        forget_password(destination.account)
        raise LoginRefusedError(
            f"{error.message} Le mot de passe gardé dans le trousseau est oublié : il sera "
            "demandé au prochain envoi.",
            field="password",
        ) from None
    return message, stored is None and keep_password(destination.account, password)


def ask_password(destination: Destination) -> str:
    """The password, typed on the terminal without being shown."""
    try:
        password = getpass.getpass(f"Mot de passe de {destination.account} : ")
    except (EOFError, KeyboardInterrupt):
        password = ""
    if not password:
        raise UserError("Pas de mot de passe : rien n'est envoyé.", field="password")
    return password


def ask_trust(host: str, fingerprint: str) -> bool:
    """Whether the user accepts an SFTP host seen for the first time."""
    sys.stderr.write(
        f"Premier envoi vers {host}. Empreinte de sa clé : {fingerprint}\n"
        "Vérifiez-la auprès de l'hébergeur. L'accepter ? [o/N] "
    )
    sys.stderr.flush()
    answer = sys.stdin.readline()
    return answer.strip().lower() in ("o", "oui")
