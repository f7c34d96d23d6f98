"""``publish``: the results' site written anew and put on the club's host.

The password is the keyring's (:mod:`tournoi.exports.publish.passwords`), else
asked on the terminal, never read from the command line nor written in a file;
once the host accepted it, the keyring keeps it for the next time. A new SFTP
host's key is shown by its fingerprint and accepted on the terminal. An FTP
server without TLS gets the password only with ``--sans-chiffrement``.
"""

from __future__ import annotations

import argparse
import getpass
import sys
from pathlib import Path
from typing import Any

from engine import UserError
from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.exports.publish import Destination, LoginRefusedError
from tournoi.exports.publish.passwords import forget_password, keep_password, stored_password
from tournoi.exports.publish.results import publish_results
from tournoi.exports.publish.sftp import known_hosts_file
from tournoi.services.publication import address


def known_hosts() -> Path:
    """The SFTP hosts the user accepted (a test's own file instead of the user's)."""
    return known_hosts_file()


def publish(options: argparse.Namespace) -> dict[str, Any]:
    destination = Destination.parse(options.to)
    url = None if options.url is None else address.check_public_url(options.url)
    stored = stored_password(destination.account)
    db = open_tournament(options.file)
    try:
        password = stored if stored is not None else ask_password(destination)
        message = publish_results(
            db, destination=destination, password=password, trust=ask_trust, url=url,
            who=who(options), known_hosts=known_hosts(),
            challenge=None if options.challenge is None else Path(options.challenge),
            unencrypted=options.unencrypted,
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
    finally:
        db.close()
    kept = stored is None and keep_password(destination.account, password)
    return {"sent": destination.address, "message": message, "password_kept": kept} | (
        {} if url is None else {"published_url": url}
    )


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
