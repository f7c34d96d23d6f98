"""What is imported or typed is also exported: the workbook and the PDFs are written, and the
workbook reopened holds what the tournament holds.

Team lists with hostile cells (control characters, tabs, line separators,
lone surrogates, direction overrides, very long names), and teams and
identities typed with any text, are either refused in French or stored; what
is stored is then written to the workbook (which dies on a control
character) and to the standings and team-list PDFs, and the workbook is read
back. An oracle that does not use :mod:`tournoi.files.text` checks every
stored text, and a last test shows that a text check letting control
characters through makes these properties fail.
"""

from __future__ import annotations

import io
import re
import unicodedata
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest
from hypothesis import Phase, event, given, settings
from hypothesis import strategies as st

from engine import Rules, UserError
from tests.conftest import new_tournament
from tournoi.exports.documents import Document, export
from tournoi.files import text
from tournoi.files.team_file import TeamFileError
from tournoi.services.teams import registration as teams
from tournoi.services.teams.file_import import import_teams
from tournoi.services.teams.info import PlayerInfo, TeamInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database

WHO = "organisateur"
FUZZ = settings(max_examples=15, phases=[Phase.explicit, Phase.reuse, Phase.generate])
"""Few examples, each exported thrice; not shrunk: each try of a smaller one would export again."""

LONGEST = 90
"""No text the tournament stores is longer (a team's name)."""


@pytest.fixture(scope="module")
def db(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Database]:
    """A tournament without teams: each example adds its own and takes them away."""
    path = tmp_path_factory.mktemp("fuzz-export") / "concours.tournoi"
    database = new_tournament(path, teams=0, rules=Rules(target=500), name="Concours", who=WHO)
    yield database
    database.close()


@pytest.fixture(scope="module")
def folder(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Where each example writes the file it imports and the documents it exports."""
    return tmp_path_factory.mktemp("documents")


def stored_well(value: str | None) -> bool:
    """The oracle: a text a workbook, a PDF and a screen can show as it is, on one line."""
    if value is None:
        return True
    return len(value) <= LONGEST and value == value.strip() and not any(
        unicodedata.category(c) in ("Cc", "Cs", "Zl", "Zp") or c in "\u202a\u202b\u202c\u202d\u202e"
        for c in value
    )  # fmt: skip


def team_row(team: TeamInfo) -> tuple[Any, ...]:
    """The team as the workbook's « Équipes » sheet has it."""
    players = [(p.full_name, p.club, p.licence) for p in team.players]
    return (team.number, team.name, *players[0], *players[1], team.fixed_table, team.status)


def exported(db: Database, folder: Path) -> None:
    """Write the workbook and the PDFs, and read the workbook back: it holds what the file holds."""
    workbook_path = folder / "concours.xlsx"
    export(db, path=workbook_path, what=Document.STANDINGS)
    for what in (Document.STANDINGS, Document.TEAMS):
        pdf = folder / f"{what.value}.pdf"
        export(db, path=pdf, what=what)
        assert pdf.read_bytes().startswith(b"%PDF")
    workbook = openpyxl.load_workbook(workbook_path, read_only=True)
    try:
        read = list(workbook["Équipes"].iter_rows(min_row=2, values_only=True))
        parametres = [row[:2] for row in workbook["Paramètres"].iter_rows(values_only=True)]
    finally:
        workbook.close()
    assert read == [team_row(team) for team in teams.list_teams(db)]
    assert ("Tournoi", tournaments.tournament_info(db).name) in parametres


def check_stored(db: Database) -> None:
    info = tournaments.tournament_info(db)
    assert all(map(stored_well, (info.name, info.place, info.organiser, info.arbiter)))
    for team in teams.list_teams(db):
        assert stored_well(team.name), team.name
        for p in team.players:
            assert all(map(stored_well, (p.first_name, p.surname, p.club, p.licence))), p


def round_trip(db: Database, folder: Path, added: list[TeamInfo]) -> None:
    """Export what was added and compare; then take it away for the next example."""
    try:
        exported(db, folder)
        check_stored(db)
    finally:
        teams.unimport_teams(db, numbers=[team.number for team in added], who=WHO)


# Team lists

HOSTILE = st.sampled_from(
    ["\x01", "\x7f", "\x85", "\x9b", "\t", "\u2028", "\u202e", "\ud800", "\ufeff", "\u00a0"]
)
ANY_TEXT = st.text(max_size=12) | st.text(st.sampled_from("Aé \t\x85\u202e"), max_size=100)


def sometimes_hostile(typed: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    """Mostly what organisers type, so that whole lists are stored as well as refused."""
    poisoned = st.builds(lambda t, h: t[: len(t) // 2] + h + t[len(t) // 2 :], typed, HOSTILE)
    kinds = {"typed": typed, "poisoned": poisoned, "any": ANY_TEXT}
    # One branch per kind: hypothesis's one_of would not weigh a branch given twice.
    return st.sampled_from(["typed"] * 16 + ["poisoned", "any"]).flatmap(kinds.__getitem__)


FIRST = sometimes_hostile(st.sampled_from(["Jean", "Zoé", "Marie-Christine", "=1+1", "J."]))
SURNAME = sometimes_hostile(st.sampled_from(["DUPONT", "Garçon", "de La Tour", "O'Neil"]))
PLAYER = sometimes_hostile(st.sampled_from(["Paul MARTIN", "LÉA Blanc", "Ève  Durand"]))
OPTIONAL = sometimes_hostile(st.sampled_from(["", "", "Belote Club", "Amicale 35"]))
HEADER = ["N°", "Équipe", "Prénom 1", "Nom 1", "Club 1", "Licence 1", "Joueur 2", "Club 2"]
ROWS = st.lists(
    st.tuples(OPTIONAL, FIRST, SURNAME, OPTIONAL, OPTIONAL, PLAYER, OPTIONAL), max_size=5
)


def cells(rows: list[tuple[str, ...]]) -> list[list[str]]:
    """Numbered rows whose team names and licences differ, as a real list's do."""
    return [
        [str(n), name and f"{name} {n}", first, surname, club, licence and f"{licence}{n}", *rest]
        for n, (name, first, surname, club, licence, *rest) in enumerate(rows, 1)
    ]


def import_or_refuse(db: Database, path: Path) -> list[TeamInfo]:
    try:
        return import_teams(db, path=path, who=WHO)
    except TeamFileError as error:
        assert str(error).startswith(("Fichier refusé : ", f"{len(error.problems)} ligne"))
        assert teams.list_teams(db) == []
        return []


@FUZZ
@given(rows=ROWS, encoding=st.sampled_from(["utf-8", "utf-16", "cp1252"]))
def test_an_imported_csv_is_exported_and_read_back(
    db: Database, folder: Path, rows: list[tuple[str, ...]], encoding: str
) -> None:
    lines = [";".join(row) for row in [HEADER, *cells(rows)]]
    path = folder / "equipes.csv"
    errors = "replace" if encoding == "cp1252" else "surrogatepass"
    path.write_bytes("\r\n".join(lines).encode(encoding, errors=errors))
    added = import_or_refuse(db, path)
    event("stored" if added else "refused")
    round_trip(db, folder, added)


WRITABLE = re.compile(f"{openpyxl.cell.cell.ILLEGAL_CHARACTERS_RE.pattern}|[\ud800-\udfff]")
"""What openpyxl cannot write."""


def xlsx_bytes(rows: list[list[str]]) -> bytes:
    """A workbook as openpyxl writes one: it refuses C0 controls and surrogates, but writes DEL,
    C1 controls, tabs and direction overrides."""
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in rows:
        sheet.append([WRITABLE.sub("", cell) for cell in row])
    data = io.BytesIO()
    workbook.save(data)
    return data.getvalue()


@FUZZ
@given(rows=ROWS)
def test_an_imported_workbook_is_exported_and_read_back(
    db: Database, folder: Path, rows: list[tuple[str, ...]]
) -> None:
    path = folder / "equipes.xlsx"
    path.write_bytes(xlsx_bytes([HEADER, *cells(rows)]))
    added = import_or_refuse(db, path)
    event("stored" if added else "refused")
    round_trip(db, folder, added)


# Typed in the window (or the command line, or a phone)


@FUZZ
@given(
    names=st.tuples(FIRST, SURNAME, OPTIONAL, OPTIONAL, OPTIONAL),
    tournament=sometimes_hostile(st.sampled_from(["Concours de Noël", "Coupe  d'été"])),
)
def test_a_typed_team_and_identity_are_exported_and_read_back(
    db: Database, folder: Path, names: tuple[str, ...], tournament: str
) -> None:
    first, surname, club, licence, team_name = names
    players = [PlayerInfo(first, surname, club, licence), PlayerInfo("Paul", "MARTIN")]
    info = tournaments.tournament_info(db)
    try:
        tournaments.update_info(
            db, name=tournament, day=None, place=club, organiser="", arbiter="", who=WHO
        )
    except UserError as error:
        assert tournaments.tournament_info(db) == info, error
    try:
        added = [teams.add_team(db, players=players, name=team_name, who=WHO)]
    except UserError:
        added = []
    assert len(teams.list_teams(db)) == len(added)
    event("stored" if added else "refused")
    round_trip(db, folder, added)


# The mutation: a text check that lets control characters through


# The workbook that died half-written is collected later, and openpyxl says so then.
HALF_WRITTEN = pytest.mark.filterwarnings("ignore::pytest.PytestUnraisableExceptionWarning")


@pytest.fixture
def permissive(monkeypatch: pytest.MonkeyPatch) -> None:
    """The text check as it was: nothing refused but the length."""
    monkeypatch.setattr(text, "_refused", lambda char: None)


def test_a_check_letting_control_characters_through_fails_the_round_trip(
    permissive: None, tournament: Any, tmp_path: Path
) -> None:
    """The workbook drops what it cannot hold: it then no longer says what the file holds."""
    db = tournament(teams=0)
    added = [teams.add_team(db, players=[PlayerInfo("Jean\x01", "DUPONT"), PlayerInfo("Paul", "MARTIN")], who=WHO)]  # fmt: skip
    with pytest.raises(AssertionError, match=r"Jean\\x01 DUPONT"):
        round_trip(db, tmp_path, added)


@HALF_WRITTEN
def test_a_reader_letting_control_characters_through_fails_the_oracle(
    permissive: None, tournament: Any, tmp_path: Path
) -> None:
    """A C1 control in a UTF-8 file: the workbook takes it, the oracle does not."""
    db = tournament(teams=0)
    path = tmp_path / "equipes.csv"
    path.write_text("Prénom 1;Nom 1;Joueur 2\nJean;DUPONT\x85;Paul MARTIN\n", encoding="utf-8")
    added = import_or_refuse(db, path)
    assert added[0].players[0].surname == "DUPONT\x85"
    with pytest.raises(AssertionError):
        round_trip(db, tmp_path, added)
