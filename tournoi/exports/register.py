"""The club's register written out: one line per person, with the partner last played with.

A CSV in UTF-8 with its byte-order mark and semicolons, as a French Excel opens
it; typed texts that a spreadsheet would take for a formula are quoted away.
Written whole or not at all (:mod:`tournoi.exports.atomic`).
"""

from __future__ import annotations

import csv
from pathlib import Path
from typing import Final

from engine.errors import os_reason
from engine.words import count
from tournoi.exports.atomic import ExportError, replacing
from tournoi.services import register

HEADERS: Final = ("Prénom", "Nom", "Club", "Licence", "Partenaire habituel")
_FORMULA: Final = ("=", "+", "-", "@")


def export_register(register_path: register.Place, *, path: Path) -> str:
    """Write everyone of the register at ``register_path`` (a file or a server's URL) to the
    CSV ``path``; a summary."""
    if path.suffix.lower() != ".csv":
        raise ExportError(f"« {path.name} » : le registre s'exporte en .csv.", field="path")
    everyone = register.people(register_path)
    lines = []
    for person in everyone:
        partner = register.partner_of(register_path, person.id)
        lines.append(
            (
                person.first_name,
                person.surname,
                person.club or "",
                person.licence or "",
                "" if partner is None else partner.full_name,
            )
        )
    try:
        with (
            replacing(path) as temporary,
            temporary.open("w", encoding="utf-8-sig", newline="") as file,
        ):
            writer = csv.writer(file, delimiter=";")
            writer.writerow(HEADERS)
            writer.writerows([_safe(value) for value in line] for line in lines)
    except OSError as error:
        raise ExportError(f"Impossible d'écrire « {path} » : {os_reason(error)}.") from None
    return f"Registre exporté : {count(len(lines), 'personne')}, {path.name}."


def _safe(value: str) -> str:
    """A text a spreadsheet would run as a formula (« =1+1 ») kept as text."""
    return f"'{value}" if value.startswith(_FORMULA) else value
