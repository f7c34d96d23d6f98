"""The whole tournament in one workbook: Classement, Équipes, Tours, Donnes, Paramètres; in a
mêlée, the Classement of players and a Joueurs sheet after it, and each round's Paires for
the Équipes (:mod:`~tournoi.exports.xlsx_players`).

Written in openpyxl's write-only mode, row after row, so that a tournament of
100,000 donnes takes seconds and little memory. Numbers are numbers, the day
a date, booleans booleans: the organiser can sort, filter and sum at once.

Every text a user typed (names, clubs, licences, notes) is written as text,
whatever its first character: openpyxl would make a live formula of a name
beginning with ``=`` (``=HYPERLINK(…)``) and an error cell of ``#N/A``.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path
from typing import Any, TypeAlias

from openpyxl import Workbook  # type: ignore[import-untyped]
from openpyxl.cell import WriteOnlyCell  # type: ignore[import-untyped]
from openpyxl.cell.cell import ERROR_CODES, ILLEGAL_CHARACTERS_RE  # type: ignore[import-untyped]
from openpyxl.styles import (  # type: ignore[import-untyped]
    Alignment,
    Border,
    Font,
    PatternFill,
    Side,
)
from openpyxl.utils import get_column_letter  # type: ignore[import-untyped]

from engine import Coinche
from tournoi.exports.xlsx_finals import CLASSEMENT_FINAL, PHASE_FINALE, match_rows, ranking_rows
from tournoi.exports.xlsx_players import (
    JOUEURS,
    PAIRES,
    melee_donnes,
    melee_tours,
    pair_rows,
    player_rows,
)
from tournoi.services.draws import RoundView
from tournoi.services.finals import FinalRow, FinalsState
from tournoi.services.melee.pairs import Pairs
from tournoi.services.publication.export_data import DonneRow
from tournoi.services.ranking import StandingRow
from tournoi.services.settings import Format, TournamentSettings
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament.lifecycle import TournamentInfo

Value: TypeAlias = str | int | bool | date | None
Finals: TypeAlias = tuple[FinalsState, Sequence[FinalRow]]
"""The brackets and the final ranking."""

SHEETS = ("Classement", "Équipes", "Tours", "Donnes", "Paramètres")

CLASSEMENT = (  # the Classement page's words (Jouées, Marques pour…), a test holds them so
    "Rang",
    "Ex æquo",
    "N°",
    "Équipe",
    "Jouées",
    "Gagnées",
    "Nulles",
    "Perdues",
    "Exempt",
    "Forfaits gagnés",
    "Forfaits perdus",
    "Marques pour",
    "Marques contre",
    "Goal-average",
    "Points de classement",
    "Buchholz",
    "Retirée",
)
CLASSEMENT_JOUEURS = (*CLASSEMENT[:3], "Joueur", *CLASSEMENT[4:-1], "Retiré")
"""A mêlée's Classement: players, spoken of in the masculine."""
EQUIPES = (
    "N°",
    "Équipe",
    "Joueur 1",
    "Club 1",
    "Licence 1",
    "Joueur 2",
    "Club 2",
    "Licence 2",
    "Table fixe",
    "Statut",
)
TOURS = (
    "Tour",
    "Tirage",
    "Graine",
    "Table",
    "N° A",
    "Équipe A",
    "N° B",
    "Équipe B",
    "État",
    "Forfait",
    "Note",
)
DONNES = (
    "Tour",
    "Table",
    "Donne",
    "Équipe A",
    "Équipe B",
    "Preneur",
    "Contrat",
    "Atout",
    "Contre",
    "Points",
    "Capot",
    "Belote A",
    "Belote B",
    "Annonces",
    "Marque A",
    "Marque B",
    "Décision de l'arbitre",
)
PARAMETRES = ("Paramètre", "Valeur")
TOTALS_ONLY = " — totaux seulement"
"""After the state of a partie counted by its two totals alone, in the Tours sheet."""
DESPITE_GAP = " malgré l'écart"
"""After « validée », in the Tours sheet, when the paper totals differ from the computed ones:
the arbiter accepted the difference, and the workbook says so as the printed sheet does."""

DATE_FORMAT = "dd/mm/yyyy"
_MAX_WIDTH = 60
_WIDTH_SAMPLE = 2000
"""Rows measured to size the columns: enough to be right, few enough to stay fast."""

_HEADER_FONT = Font(bold=True, color="FFFFFF")
_HEADER_FILL = PatternFill("solid", fgColor="1F4E78")
_HEADER_ALIGNMENT = Alignment(horizontal="center", vertical="center", wrap_text=True)
_HEADER_BORDER = Border(bottom=Side(style="thin", color="000000"))


@dataclass(frozen=True, slots=True)
class Sheet:
    """One sheet of the workbook, its rows as they are written."""

    title: str
    headers: Sequence[str]
    rows: Iterable[Sequence[Value]]
    count: int
    """How many rows, known before they are written: the autofilter covers them."""
    sample: Sequence[Sequence[Value]] = ()
    """Rows measured for the column widths."""
    typed: bool = True
    """Whether some values were typed by a user (or are dates), written cell by cell: the
    Donnes sheet, a hundred thousand rows of numbers and fixed words, is written as it is."""


def write_workbook(
    path: str | Path,
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    standings: Sequence[StandingRow],
    teams: Sequence[TeamInfo],
    rounds: Sequence[RoundView],
    donnes: Sequence[DonneRow],
    despite_gap: Collection[tuple[int, int]] = (),
    finals: Finals | None = None,
    players: Sequence[MeleePlayerInfo] = (),
    pairs: Pairs | None = None,
) -> None:
    """Write the tournament's workbook to ``path`` (an ``.xlsx`` file); ``despite_gap``: the
    (round, table) of the parties validated although their paper totals differ; ``finals``:
    the brackets and the final ranking, once the finals are drawn; ``players``: a mêlée's
    registered players, ``pairs`` the players of each of its pairs by the team's number."""
    sheets = workbook_sheets(
        info=info, settings=settings, standings=standings, teams=teams, rounds=rounds,
        donnes=donnes, despite_gap=despite_gap, finals=finals, players=players, pairs=pairs,
    )  # fmt: skip
    write_sheets(path, sheets)


def write_sheets(path: str | Path, sheets: Iterable[Sheet]) -> None:
    """Write a workbook of ``sheets`` to ``path``: a header row, frozen, filtered, typed cells."""
    # Opened first: a path that cannot be written fails before any sheet is begun, rather than
    # leaving openpyxl's half-written sheets to complain when they are collected.
    with Path(path).open("wb") as file:
        workbook = Workbook(write_only=True)
        for sheet in sheets:
            _write_sheet(workbook, sheet)
        workbook.save(file)


def workbook_sheets(
    *,
    info: TournamentInfo,
    settings: TournamentSettings,
    standings: Sequence[StandingRow],
    teams: Sequence[TeamInfo],
    rounds: Sequence[RoundView],
    donnes: Sequence[DonneRow],
    despite_gap: Collection[tuple[int, int]] = (),
    finals: Finals | None = None,
    players: Sequence[MeleePlayerInfo] = (),
    pairs: Pairs | None = None,
) -> tuple[Sheet, ...]:
    """The five sheets of the workbook, the Donnes' rows made as they are written; after the
    finals' draw, their two sheets follow the standings; in a mêlée, the Joueurs sheet, and
    the Paires sheet for the Équipes one."""
    by_totals = {(row.round, row.table) for row in donnes if row.totals_only}
    tours = [row for view in rounds for row in _round_rows(view, by_totals, despite_gap)]
    final_sheets = () if finals is None else (
        measured("Classement final", CLASSEMENT_FINAL, ranking_rows(finals[1])),
        measured("Phase finale", PHASE_FINALE, match_rows(finals[0])),
    )  # fmt: skip
    melee = settings.format is Format.MELEE
    player_sheets = (
        (measured("Joueurs", JOUEURS, player_rows(players, standings)),) if melee else ()
    )
    tours_headers: Sequence[str] = TOURS
    donnes_headers: Sequence[str] = DONNES
    donne_rows: Iterable[tuple[Value, ...]] = map(_donne_row, donnes)
    sample = [_donne_row(d) for d in donnes[:_WIDTH_SAMPLE]]
    if melee:
        # A mêlée's sides are pairs named by their players, never by the round's team number.
        tours_headers, tours = melee_tours(TOURS, tours, pairs or {})
        donnes_headers, named = melee_donnes(DONNES, pairs or {})
        donne_rows, sample = map(named, donne_rows), [named(row) for row in sample]
    return (
        measured(
            "Classement",
            CLASSEMENT_JOUEURS if melee else CLASSEMENT,
            [_standing_row(row) for row in standings],
        ),
        *player_sheets,
        *final_sheets,
        (
            measured("Paires", PAIRES, pair_rows(rounds, pairs or {}))
            if melee
            else measured("Équipes", EQUIPES, [_team_row(team) for team in teams])
        ),
        measured("Tours", tours_headers, tours),
        Sheet(
            "Donnes",
            donnes_headers,
            donne_rows,
            len(donnes),
            sample=sample,
            typed=False,
        ),
        measured("Paramètres", PARAMETRES, _parametres_rows(info, settings)),
    )


def measured(title: str, headers: Sequence[str], rows: Sequence[Sequence[Value]]) -> Sheet:
    """A sheet of ``rows`` made beforehand, its columns sized on the first ones."""
    return Sheet(title, headers, rows, len(rows), sample=rows[:_WIDTH_SAMPLE])


def _write_sheet(workbook: Workbook, sheet: Sheet) -> None:
    worksheet = workbook.create_sheet(sheet.title)
    # Widths and frozen panes are written before the rows: set them first.
    for index, width in enumerate(_widths(sheet.headers, sheet.sample), start=1):
        worksheet.column_dimensions[get_column_letter(index)].width = width
    worksheet.freeze_panes = "A2"
    last_column = get_column_letter(len(sheet.headers))
    worksheet.auto_filter.ref = f"A1:{last_column}{sheet.count + 1}"
    worksheet.append([_header_cell(worksheet, text) for text in sheet.headers])
    if not sheet.typed:
        for row in sheet.rows:
            worksheet.append(row)
        return
    written = _cell_maker(worksheet)
    for row in sheet.rows:
        worksheet.append([written(value) for value in row])


def _header_cell(worksheet: Any, text: str) -> Any:
    cell = WriteOnlyCell(worksheet, value=text)
    cell.font = _HEADER_FONT
    cell.fill = _HEADER_FILL
    cell.alignment = _HEADER_ALIGNMENT
    cell.border = _HEADER_BORDER
    return cell


def _cell_maker(worksheet: Any) -> Callable[[Value], Any]:
    """What writes a value as it is: a date with its format, a typed text as text."""

    def cell(value: Value) -> Any:
        if type(value) is date:
            dated = WriteOnlyCell(worksheet, value=value)
            dated.number_format = DATE_FORMAT
            return dated
        if type(value) is not str:
            return value
        value = _printable(value)
        if value[:1] != "=" and value not in ERROR_CODES:
            return value
        # A new cell each time: openpyxl writes the rest of the row into the cell it is given.
        text = WriteOnlyCell(worksheet, value=value)
        text.data_type = "s"
        return text

    return cell


def _printable(text: str) -> str:
    """``text`` without the control characters a workbook cannot hold (a tab stays)."""
    printable: str = ILLEGAL_CHARACTERS_RE.sub("", text)
    return printable


def _widths(headers: Sequence[str], sample: Sequence[Sequence[Value]]) -> list[float]:
    """Each column as wide as its header or its longest value in ``sample``, within bounds."""
    widths = [max(len(word) for word in header.split()) for header in headers]
    for row in sample:
        for index, value in enumerate(row):
            widths[index] = max(widths[index], _display_length(value))
    return [min(width, _MAX_WIDTH) + 2 for width in widths]


def _display_length(value: Value) -> int:
    if value is None:
        return 0
    if isinstance(value, bool):
        return 4
    if isinstance(value, date):
        return len(DATE_FORMAT)
    return len(str(value))


# The rows of each sheet


def _standing_row(row: StandingRow) -> tuple[Value, ...]:
    return (
        row.rank,
        row.ex_aequo,
        row.number,
        row.name,
        row.played,
        row.won,
        row.drawn,
        row.lost,
        row.byes,
        row.forfeits_won,
        row.forfeits_lost,
        row.points_for,
        row.points_against,
        row.goal_average,
        row.ranking_points,
        row.buchholz,
        row.withdrawn,
    )


def _team_row(team: TeamInfo) -> tuple[Value, ...]:
    first, *others = team.players
    return (
        team.number,
        team.name,
        *_player(first),
        *_others(others),
        team.fixed_table,
        team.status,
    )


def _player(player: PlayerInfo) -> tuple[Value, ...]:
    return player.full_name, player.club or None, player.licence or None


def _others(players: list[PlayerInfo]) -> tuple[Value, ...]:
    """The second player's columns: of a mêlée's exempt group (one to three players), the
    others' names, clubs and licences, each column's joined."""
    if not players:
        return None, None, None
    if len(players) == 1:
        return _player(players[0])
    return tuple(
        ", ".join(str(value) for value in values if value) or None
        for values in zip(*(_player(player) for player in players), strict=True)
    )


def _round_rows(
    view: RoundView, by_totals: set[tuple[int, int]], despite_gap: Collection[tuple[int, int]]
) -> list[tuple[Value, ...]]:
    rows: list[tuple[Value, ...]] = [
        (
            view.number,
            view.method.french,
            view.seed,
            t.table,
            t.a.number,
            t.a.name,
            t.b.number,
            t.b.name,
            t.state.french
            + (DESPITE_GAP if (view.number, t.table) in despite_gap else "")
            + (TOTALS_ONLY if (view.number, t.table) in by_totals else ""),
            t.forfeit,
            t.note or None,
        )
        for t in view.tables
    ]
    if view.bye is not None:
        rows.append(
            (
                view.number,
                view.method.french,
                view.seed,
                None,
                view.bye.number,
                view.bye.name,
                None,
                None,
                "exempt",
                None,
                view.bye_note or None,
            )
        )
    return rows


def _donne_row(row: DonneRow) -> tuple[Value, ...]:
    # Empty cells are left out of the file: None, never "", for what is not there.
    return (
        row.round,
        row.table,
        "totaux seulement" if row.totals_only else row.number,
        row.team_a,
        row.team_b,
        _side(row, row.taker),
        row.contract,
        None if row.trump is None else row.trump.french,
        None if row.coinche is Coinche.NONE else row.coinche.value,
        row.points,
        _side(row, row.capot),
        row.belote_a,
        row.belote_b,
        row.annonces or None,
        row.marks_a,
        row.marks_b,
        row.decision,
    )


def _side(row: DonneRow, team: int | None) -> Value:
    """``A`` or ``B``, the side of the sheet ``team`` sits on: a word to filter by, beside the
    numbers of Équipe A and Équipe B (a team's number there read like a quantity to sum).

    Every column of the Donnes sheet holds one type: the Points stay numbers (a capot's 252
    too, the Capot column saying who made it), so that a filter or a sum takes them all."""
    if team is None:
        return None
    return "A" if team == row.team_a else "B"


def _parametres_rows(info: TournamentInfo, settings: TournamentSettings) -> list[tuple[Value, ...]]:
    rules = settings.rules
    rows: list[tuple[Value, ...]] = [
        ("Tournoi", info.name),
        ("Date", info.day),
        ("Lieu", info.place or None),
        ("Organisateur", info.organiser or None),
        ("Arbitre", info.arbiter or None),
        ("Tours", settings.rounds),
        ("Partie en points", rules.target),
        ("Partie en donnes", rules.donnes),
        ("Classement", ", ".join(c.french for c in settings.ranking.criteria)),
    ]
    rows += [("Règle", line) for line in settings.describe()]
    return rows
