"""``serve``: the phones' pages at the tables, until Ctrl+C."""

from __future__ import annotations

import argparse

from tournoi.cli.connection import open_tournament
from tournoi.cli.station import who
from tournoi.services import draws, table_links
from tournoi.web.server import Server


def serve(options: argparse.Namespace) -> None:
    """Serve the tables' pages until Ctrl+C, after printing the addresses to give."""
    db = open_tournament(options.file)
    server = Server(db, port=options.port)
    lines = [f"Saisie aux tables sur {server.url}/ (page publique : Où est ma table ?)"]
    lines += [f"Aussi : {url}/" for url in server.urls[1:]]
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
