"""The register filled at once: from a team list (CSV or XLSX, as a tournament imports it) or
from the teams of a past tournament."""

from __future__ import annotations

from pathlib import Path

from tournoi.files.team_file import read_team_file
from tournoi.services.register.book import remember_teams
from tournoi.services.register.places import Place
from tournoi.services.teams.info import PlayerInfo, team_infos
from tournoi.services.tournament import lifecycle


def import_team_file(place: Place, *, team_file: Path) -> int:
    """The players of a team list into the register (a bad row refuses the whole file); the
    number of players added."""
    teams = read_team_file(team_file)
    return remember_teams(
        place,
        (
            [
                PlayerInfo(p.first_name, p.surname, club=p.club, licence=p.licence)
                for p in team.players
            ]
            for team in teams
        ),
    )


def import_tournament(place: Place, *, tournament: Path | str) -> int:
    """The players of a tournament's teams (a file, or a server's URL) into the register; the
    number of players added."""
    db = lifecycle.open_tournament(tournament)
    try:
        with db.session() as session:
            teams = [list(team.players) for team in team_infos(session)]
    finally:
        db.close()
    return remember_teams(place, teams)
