"""``serve``: the phones' pages at the tables, until Ctrl+C.

``--host``: every address of the laptop by default (the hall's Wi-Fi), or one of them;
``127.0.0.1`` serves this laptop alone (a test, a screen plugged into it).
"""

from __future__ import annotations

import argparse

from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.services import draws
from tournoi.services.tables import links as table_links
from tournoi.web.server import EVERYWHERE, Server, ServerError


def serve(options: argparse.Namespace) -> None:
    """Serve the tables' pages until Ctrl+C, after printing the addresses to give."""
    db = open_tournament(options.file)
    try:
        server = Server(db, host=options.host, port=options.port)
    except ServerError:
        db.close()
        raise
    lines = [f"Saisie aux tables sur {server.url}/ (page publique : Où est ma table ?)"]
    lines += [f"Aussi : {url}/" for url in server.urls[1:]]
    if options.host.startswith("127."):
        lines.append(
            f"Ce portable seul : les téléphones de la salle n'atteignent pas ce serveur "
            f"(--host {EVERYWHERE} pour toutes les adresses de ce portable)."
        )
    round_number = draws.last_round(db)
    if round_number:
        links = table_links.issue_links(db, round_number=round_number, who=who(options))
        lines += [
            f"Tour {round_number}, table {link.table} : {server.url}{link.path}" for link in links
        ]
    lines.append("Ctrl+C pour arrêter.")
    print("\n".join(lines), flush=True)
    try:
        server.serve_forever()
    finally:
        db.close()
