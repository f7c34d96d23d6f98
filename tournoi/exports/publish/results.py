"""Publishing a concours: its site written anew into a temporary folder, sent to the club's
host, then the address where it reads kept in the tournament (the QR codes give it).

The faces ask for the password and about a new SFTP host; this does the rest,
the same for the window and the command line.
"""

from __future__ import annotations

import ssl
import tempfile
from pathlib import Path

from tournoi.exports import documents
from tournoi.exports.publish import Destination, upload_site
from tournoi.exports.publish.sftp import Trust, known_hosts_file
from tournoi.services.publication import address
from tournoi.services.tournament.lifecycle import Database


def publish_results(
    db: Database,
    *,
    destination: Destination,
    password: str,
    trust: Trust,
    url: str | None,
    who: str,
    known_hosts: Path | None = None,
    context: ssl.SSLContext | None = None,
    challenge: Path | None = None,
    unencrypted: bool = False,
) -> str:
    """Write the site (with the page of the season's ``challenge`` file), send it, keep ``url``
    (checked first) as the published address; a French summary. Nothing is kept of an upload
    that failed, the address neither. ``unencrypted``: a ``ftp://`` server without TLS is
    accepted (the password goes in clear)."""
    checked = None if url is None else address.check_public_url(url)
    with tempfile.TemporaryDirectory(prefix="tournoi-site-") as folder:
        site = Path(folder) / "site"
        documents.export(db, path=site, what=documents.Document.SITE, challenge=challenge)
        message = upload_site(
            site, destination=destination, password=password, trust=trust, context=context,
            known_hosts=known_hosts or known_hosts_file(), unencrypted=unencrypted,
        )  # fmt: skip
    if checked is not None:
        address.set_published_url(db, url=checked, who=who)
        message += f" Adresse publiée : {checked}."
    return message
