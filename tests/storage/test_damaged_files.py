"""A tournament changed outside the application: refused in French, naming table, row and column.

Each case is a real tournament (drawn, donnes entered through the services),
closed, then changed with ``sqlite3`` as someone with a SQLite tool would.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from tests.storage.tampering import played_file, tampered
from tournoi.cli import main
from tournoi.services import draws, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.finals import Bracket, Consolante
from tournoi.services.integrity import soundness as integrity
from tournoi.services.publication import export_data
from tournoi.services.ranking import Outcome
from tournoi.services.scores import PartieState
from tournoi.services.settings import ByeMarks, EntryMode, KnockoutTie
from tournoi.services.standings import current as standings
from tournoi.services.teams.fees import FeeBasis
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import DamagedFile, Database, domains


@pytest.fixture(scope="module")
def played(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """Eight teams, round 1 drawn at random and its four tables played; round 2 not drawn."""
    path = tmp_path_factory.mktemp("joue") / "concours.tournoi"
    return played_file(path, teams=8, seed=4, next_round=False)


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        (
            "UPDATE round SET method = 'hasard' WHERE id = 1",
            "dans la table « round », ligne 1, la colonne « method » vaut « hasard »",
        ),
        (
            "UPDATE settings SET variant = 'tarot'",
            "dans la table « settings », ligne 1, la colonne « variant » vaut « tarot »",
        ),
        (
            "DELETE FROM player WHERE team_id = 3",
            "dans la table « team », ligne 3, l'équipe 3 a 0 joueur au lieu de deux",
        ),
        (
            "DELETE FROM player WHERE team_id = 5 AND position = 2",
            "dans la table « team », ligne 5, l'équipe 5 a 1 joueur au lieu de deux",
        ),
        ("DROP TABLE donne", "la table « donne » manque"),
        ("ALTER TABLE team DROP COLUMN paid", "la colonne « paid » de la table « team » manque"),
    ],
)
def test_opening_refuses_what_the_application_cannot_have_written(
    played: Path, tmp_path: Path, statement: str, said: str
) -> None:
    path = tampered(played, tmp_path, statement)
    with pytest.raises(DamagedFile) as refused:
        tournaments.open_tournament(path)
    assert str(refused.value).startswith(f"« {path} » : fichier endommagé : {said}")
    assert str(refused.value).endswith("; reprenez sa dernière copie de sauvegarde.")


def test_a_refused_value_names_its_table_row_column_and_value(played: Path, tmp_path: Path) -> None:
    path = tampered(played, tmp_path, "UPDATE round SET method = 'hasard' WHERE id = 1")
    with pytest.raises(DamagedFile) as refused:
        Database.open(path)
    damage = refused.value
    assert (damage.table, damage.row, damage.column, damage.value) == (
        "round",
        1,
        "method",
        "hasard",
    )
    assert damage.field == "round.method"


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        (
            "UPDATE partie SET state = 'bogus' WHERE id = 2",
            "dans la table « partie », ligne 2, la colonne « state » vaut « bogus » au lieu de "
            "l'une de : finished, in_progress, not_started, validated",
        ),
        (
            "UPDATE result SET outcome = 'bogus' WHERE id = 3",
            "dans la table « result », ligne 3, la colonne « outcome » vaut « bogus » au lieu de "
            "l'une de : bye, draw, forfeit_loss, forfeit_win, loss, win",
        ),
    ],
)
def test_a_damaged_partie_or_result_is_refused_where_it_is_read(
    played: Path, tmp_path: Path, statement: str, said: str
) -> None:
    """Thousands of rows in a big tournament: checked as they are read, not at each opening."""
    path = tampered(played, tmp_path, statement)
    db = tournaments.open_tournament(path)
    try:
        reads = [lambda: integrity.check(db)]
        if "result" in statement:
            reads.append(lambda: standings.standings(db))
        else:  # the Rounds page and the sheet of that partie (table 2)
            reads.append(lambda: draws.round_view(db, round_number=1))
            reads.append(lambda: scores.sheet(db, round_number=1, table=2))
        for read in reads:
            with pytest.raises(DamagedFile) as refused:
                read()
            assert str(refused.value).startswith(f"« {path} » : fichier endommagé : {said} ; ")
    finally:
        db.close()


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        (
            "UPDATE donne SET trump = 'xyz' WHERE id = 2",
            "dans la table « donne », ligne 2, la colonne « trump » vaut « xyz » au lieu de "
            "l'une de : carreau, coeur, pique, sans_atout, tout_atout, trefle",
        ),
        (
            "UPDATE donne SET taker = 'C' WHERE id = 2",
            "dans la table « donne », ligne 2, la colonne « taker » vaut « C » au lieu de "
            "l'une de : A, B",
        ),
        (
            "UPDATE donne SET annonces = '{pas du JSON' WHERE id = 2",
            "dans la table « donne », ligne 2, la colonne « annonces » vaut « {pas du JSON » "
            "qui n'est pas du JSON",
        ),
        (
            "UPDATE donne SET coinche = 'triple' WHERE id = 2",
            "dans la table « donne », ligne 2, la colonne « coinche » vaut « triple »",
        ),
    ],
)
def test_a_damaged_donne_is_refused_where_it_is_read(
    played: Path, tmp_path: Path, statement: str, said: str
) -> None:
    """The donnes (the one big table) are checked as they are read: the sheet, the workbook's
    rows and the integrity check all refuse in French instead of a traceback."""
    path = tampered(played, tmp_path, statement)
    db = tournaments.open_tournament(path)
    try:
        table = _table_of_donne(path, 2)
        reads = [
            lambda: scores.sheet(db, round_number=1, table=table),
            lambda: export_data.all_donnes(db),
            lambda: integrity.check(db),
        ]
        for read in reads:
            with pytest.raises(DamagedFile) as refused:
                read()
            assert said in str(refused.value)
            assert str(refused.value).startswith(f"« {path} » : fichier endommagé : ")
            assert refused.value.row == 2
        assert len(standings.standings(db)) == 8  # the results are sound: the standings stand
    finally:
        db.close()


def _table_of_donne(path: Path, donne_id: int) -> int:
    with sqlite3.connect(path) as connection:
        (table,) = connection.execute(
            "SELECT p.table_number FROM donne AS d JOIN partie AS p ON p.id = d.partie_id "
            "WHERE d.id = ?",
            (donne_id,),
        ).fetchone()
    connection.close()
    return int(table)


@pytest.mark.parametrize(
    ("statement", "said"),
    [
        ("UPDATE partie SET state = 'bogus' WHERE id = 2", "la colonne « state » vaut « bogus »"),
        ("UPDATE donne SET trump = 'xyz' WHERE id = 2", "la colonne « trump » vaut « xyz »"),
        ("DROP TABLE donne", "la table « donne » manque"),
    ],
)
@pytest.mark.parametrize("command", ["standings", "export", "draw"])
def test_the_command_line_refuses_in_french(
    played: Path,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    statement: str,
    said: str,
    command: str,
) -> None:
    path = tampered(played, tmp_path, statement)
    argv = {
        "standings": ["standings", str(path)],
        "export": ["export", str(path), str(tmp_path / "tournoi.xlsx")],
        "draw": ["draw", str(path)],
    }[command]
    status = main(argv)
    out, err = capsys.readouterr()
    # The standings, like the ranked documents, are checked first: the check reads every
    # partie and donne, and refuses a value the application cannot have written.
    assert (status, out) == (1, "")
    assert "fichier endommagé" in err and said in err
    assert "Traceback" not in err


def test_the_domains_are_the_services_values() -> None:
    """Storage lists the values of the services' enums (it may not import them): the same."""
    assert {state.value for state in PartieState} == domains.PARTIE_STATES
    assert {outcome.value for outcome in Outcome} == domains.OUTCOMES
    assert {method.value for method in DrawMethod} == domains.DRAW_METHODS
    assert {mode.value for mode in ByeMarks} == domains.BYE_MARKS
    assert {mode.value for mode in EntryMode} == domains.ENTRY_MODES
    assert {basis.value for basis in FeeBasis} == domains.FEE_BASES
    assert {tie.value for tie in KnockoutTie} == domains.KNOCKOUT_TIES
    assert {kind.value for kind in Consolante} == domains.CONSOLANTES
    assert {bracket.value for bracket in Bracket} == domains.BRACKETS


def test_a_sound_file_opens_and_reads(played: Path) -> None:
    db = tournaments.open_tournament(played)
    try:
        assert integrity.check(db).sound
        assert [line.number for line in scores.sheet(db, round_number=1, table=1).lines]
    finally:
        db.close()
