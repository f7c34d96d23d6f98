"""Reading a team list from a CSV or XLSX file, as club organisers type them.

Pure parsing, no database: the registration service stores what comes back.
Headers may be French or English (:mod:`.header`); a CSV may use ``;``,
``,`` or tabs and be UTF-8, UTF-16 or Windows-1252, Excel in a French locale
(:mod:`.decode`); a workbook is read by :mod:`.workbook`. A file with bad rows
is refused whole, naming every bad row (:mod:`.rows`): nothing is half-imported.

>>> data = "N°;Équipe;Joueur 1;Joueur 2\\n1;Les As;Jean DUPONT;MARTIN Paul\\n".encode("cp1252")
>>> [team] = read_team_csv(data)
>>> team.number, team.name, team.players[1]
(1, 'Les As', PlayerRow(first_name='Paul', surname='MARTIN', club=None, licence=None))
>>> read_team_csv(b"Joueur 1,Joueur 2\\nJean DUPONT,Paul\\n")
Traceback (most recent call last):
...
tournoi.files.team_file.errors.TeamFileError: 1 ligne refusée : ligne 2 : joueur 2 « Paul » : il faut un prénom et un nom
"""

from tournoi.files.team_file.decode import MAX_FILE_BYTES, MAX_ROWS
from tournoi.files.team_file.errors import RowProblem, TeamFileError
from tournoi.files.team_file.read import read_team_csv, read_team_file
from tournoi.files.team_file.rows import MAX_NUMBER, PlayerRow, TeamRow, split_player_name
from tournoi.files.team_file.workbook import read_team_xlsx

__all__ = [
    "MAX_FILE_BYTES",
    "MAX_NUMBER",
    "MAX_ROWS",
    "PlayerRow",
    "RowProblem",
    "TeamFileError",
    "TeamRow",
    "read_team_csv",
    "read_team_file",
    "read_team_xlsx",
    "split_player_name",
]
