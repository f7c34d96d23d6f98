"""Importing a whole team list (CSV or XLSX): every team or none."""

from __future__ import annotations

from dataclasses import asdict
from pathlib import Path

from sqlmodel import Session, select

from engine.words import count
from tournoi.files.team_file import RowProblem, TeamFileError, TeamRow, read_team_file
from tournoi.files.text import TextError
from tournoi.services import audit
from tournoi.services.errors import ServiceError
from tournoi.services.teams.info import PlayerInfo, TeamInfo, team_infos
from tournoi.services.teams.players import refuse_teams_in_melee
from tournoi.services.teams.progress import Progress
from tournoi.services.teams.registration import insert_team
from tournoi.storage import Database, models


class ImportCancelledError(ServiceError):
    """The organiser stopped the import: not one team of the file is registered."""

    def __init__(self) -> None:
        super().__init__("Importation annulée : aucune équipe n'a été importée.")


def import_teams(
    db: Database, *, path: Path, who: str, progress: Progress | None = None
) -> list[TeamInfo]:
    """Register every team of the file, or none: a bad row refuses the whole file.

    Raises :class:`TeamFileError` listing every bad row (line and reason),
    including rows that clash with teams already registered. Every row is
    registered in one transaction: whatever ``progress`` raises, none is kept.
    """
    rows = read_team_file(path)
    with db.session() as session:
        refuse_teams_in_melee(session)
        _check_against_registered(session, rows)
        added = []
        problems = []
        # Numbered rows first, so that an unnumbered one never takes a number the file gives.
        for done, row in enumerate(sorted(rows, key=lambda row: row.number is None)):
            if progress is not None:
                progress(done, len(rows))
            try:
                team = insert_team(
                    session,
                    players=[PlayerInfo(**asdict(player)) for player in row.players],
                    number=row.number,
                    name=row.name,
                    fixed_table=row.fixed_table,
                )
            except (ServiceError, TextError) as error:
                problems.append(RowProblem(line=row.line, message=str(error)))
                continue
            added.append(team.number)
        if problems:
            raise TeamFileError(tuple(problems))
        audit.record(
            session,
            who=who,
            action="team.import",
            message=f"{count(len(added), 'équipe importée', 'équipes importées')} "
            f"de « {path.name} ».",
            after={"teams": added},
        )
        session.flush()
        return [info for info in team_infos(session) if info.number in set(added)]


def _check_against_registered(session: Session, rows: list[TeamRow]) -> None:
    teams = session.exec(select(models.Team)).all()
    numbers = {team.number: team for team in teams}
    tables = {
        team.fixed_table: team
        for team in teams
        if team.fixed_table is not None and team.withdrawn_after is None
    }
    licences = {
        player.licence: player.team_id
        for player in session.exec(select(models.Player))
        if player.licence
    }
    by_id = {team.id: team for team in teams}
    problems = []
    for row in rows:
        if row.number is not None and row.number in numbers:
            other = numbers[row.number]
            problems.append(
                RowProblem(
                    row.line, f"le numéro {row.number} est déjà celui de l'équipe « {other.name} »"
                )
            )
        if row.fixed_table is not None and row.fixed_table in tables:
            other = tables[row.fixed_table]
            problems.append(
                RowProblem(
                    row.line,
                    f"la table {row.fixed_table} est déjà la table fixe de l'équipe {other.number}",
                )
            )
        for player in row.players:
            if player.licence and player.licence in licences:
                other = by_id[licences[player.licence]]
                problems.append(
                    RowProblem(
                        row.line,
                        f"la licence {player.licence} est déjà celle d'un joueur de l'équipe {other.number}",
                    )
                )
    if problems:
        raise TeamFileError(tuple(problems))
