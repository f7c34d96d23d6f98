"""The season's challenge printed (PDF) or exported (XLSX), from its file.

The workbook holds the standings (one column per concours), the concours and
the rules in words; like every document, it is written whole or not at all.
"""

from __future__ import annotations

from pathlib import Path

from engine.errors import os_reason
from tournoi.exports.atomic import ExportError, replacing
from tournoi.services import challenge as challenge_service
from tournoi.services.challenge import ChallengeRow, Season


def export_challenge(challenge: Path, *, path: Path) -> str:
    """Write the challenge of the file ``challenge`` to ``path`` (``.pdf`` or ``.xlsx``, which
    the challenge's own file never is); a French summary."""
    suffix = path.suffix.lower()
    if suffix not in (".pdf", ".xlsx"):
        raise ExportError(f"« {path.name} » : on exporte en .pdf ou en .xlsx.", field="path")
    season = challenge_service.season(challenge)
    try:
        with replacing(path) as temporary:
            if suffix == ".xlsx":
                _workbook(temporary, season)
                return f"Classeur du challenge écrit : {path.name}."
            from tournoi.exports.pdf.challenge import write_challenge  # noqa: PLC0415

            pages = write_challenge(temporary, season=season)
    except OSError as error:
        raise ExportError(f"Impossible d'écrire « {path} » : {os_reason(error)}.") from None
    return f"Classement du challenge : {pages} page{'s' if pages > 1 else ''}, {path.name}."


def _workbook(path: Path, season: Season) -> None:
    from tournoi.exports.xlsx import measured, write_sheets  # noqa: PLC0415

    columns = [f"C{info.number}" for info in season.concours]
    headers = (
        "Rang", "Nom", "Licence", "Club", "Concours joués", "Concours comptés", "Points",
        "Marques", "Parties gagnées", *columns, "Départage", "Remarque",
    )  # fmt: skip
    concours = [
        (info.number, info.name, info.day, info.place, info.file_name, info.teams, info.rounds)
        for info in season.concours
    ]
    write_sheets(
        path,
        (
            measured("Classement", headers, [_row(row, len(columns)) for row in season.rows]),
            measured(
                "Concours",
                ("N°", "Concours", "Date", "Lieu", "Fichier", "Équipes", "Tours"),
                concours,
            ),
            measured(
                "Règles",
                ("Règles du challenge",),
                [(season.name,), *((line,) for line in season.rules.explained())],
            ),
        ),
    )


def _row(row: ChallengeRow, concours: int) -> tuple[str | int | None, ...]:
    points: list[str | int | None] = [None] * concours
    for score in row.scores:
        points[score.number - 1] = score.points if score.counted else f"({score.points})"
    return (
        row.rank, row.name, row.licence, row.club, row.concours, row.counted, row.points,
        row.marks, row.wins, *points, row.tie, row.note,
    )  # fmt: skip
