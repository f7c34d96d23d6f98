"""Team lists as organisers' spreadsheets really are: French Excel CSV, federation listings, XLSX."""

import codecs
import csv
import io
from pathlib import Path

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest
from hypothesis import given
from hypothesis import strategies as st

from tournoi.files.team_file import (
    PlayerRow,
    RowProblem,
    TeamFileError,
    TeamRow,
    read_team_csv,
    read_team_file,
    read_team_xlsx,
    split_player_name,
)


def csv_bytes(*lines: str, encoding: str = "utf-8") -> bytes:
    return "\r\n".join(lines).encode(encoding) + b"\r\n"


def refused(data: bytes) -> TeamFileError:
    with pytest.raises(TeamFileError) as caught:
        read_team_csv(data)
    return caught.value


def write_xlsx(path: Path, rows: list[list[object]]) -> Path:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in rows:
        sheet.append(row)
    workbook.save(path)
    return path


# Encodings, separators, header languages


def test_french_excel_csv_semicolons_windows_1252() -> None:
    data = csv_bytes(
        "Concours de belote du 14 juillet;;;;;;",
        ";;;;;;",
        "N°;Nom d'équipe;Prénom 1;Nom 1;Prénom 2;Nom 2;Club",
        "1;Les Écureuils;François;Garçon;Zoé;Lefèvre;Belote Club Besançon",
        "2;;Jean;DUPONT;Paul;Martin;",
        encoding="cp1252",
    )
    with pytest.raises(UnicodeDecodeError):
        data.decode("utf-8")

    assert read_team_csv(data) == [
        TeamRow(
            line=4,
            number=1,
            name="Les Écureuils",
            players=(
                PlayerRow("François", "Garçon", club="Belote Club Besançon"),
                PlayerRow("Zoé", "Lefèvre", club="Belote Club Besançon"),
            ),
        ),
        TeamRow(
            line=5,
            number=2,
            name=None,
            players=(PlayerRow("Jean", "DUPONT"), PlayerRow("Paul", "Martin")),
        ),
    ]


def test_english_csv_commas_utf8_with_bom_and_quoted_commas() -> None:
    data = codecs.BOM_UTF8 + csv_bytes(
        "Team #,Team name,First name 1,Last name 1,First name 2,Last name 2,"
        "Club 1,Club 2,License 1,License 2,Fixed table",
        '7,"Smith, Jones & co",John,Smith,Mary,Jones,Leeds,"York, North",A-1,A-2,3',
    )

    [team] = read_team_csv(data)

    assert team == TeamRow(
        line=2,
        number=7,
        name="Smith, Jones & co",
        players=(
            PlayerRow("John", "Smith", club="Leeds", licence="A-1"),
            PlayerRow("Mary", "Jones", club="York, North", licence="A-2"),
        ),
        fixed_table=3,
    )


def test_excel_unicode_text_is_utf16_with_tabs() -> None:
    data = "N°\tÉquipe\tJoueur A\tJoueur B\n4\tLes Ça-Va\tÉlise MOREAU\tNoël Faure\n".encode(
        "utf-16"
    )

    [team] = read_team_csv(data)

    assert (team.number, team.name) == (4, "Les Ça-Va")
    assert team.players == (PlayerRow("Élise", "MOREAU"), PlayerRow("Noël", "Faure"))


@pytest.mark.parametrize(
    ("header", "row"),
    [
        ("N°;Joueur 1;Joueur 2", "5;Jean DUPONT;MARTIN Paul"),
        ("numero;JOUEUR1;joueur2", "5;Jean DUPONT;MARTIN Paul"),
        ("No.;J1 Prénom;J1 Nom;J2 Prénom;J2 Nom", "5;Jean;DUPONT;Paul;MARTIN"),
        ("Num;prenom 1;nom 1;prenom 2;nom 2", "5;Jean;DUPONT;Paul;MARTIN"),
        ("#;Player 1;Player 2", "5;Jean DUPONT;Paul MARTIN"),
        ("Number;Nom Prénom 1;Nom Prénom 2", '5;"DUPONT, Jean";"MARTIN, Paul"'),
        ("Numéro;Nom;Prénom;Nom;Prénom", "5;DUPONT;Jean;MARTIN;Paul"),
        ("N° équipe;Nom 1;Nom 2", "5;DUPONT Jean;MARTIN Paul"),
    ],
)
def test_every_way_of_writing_the_players_gives_the_same_team(header: str, row: str) -> None:
    [team] = read_team_csv(csv_bytes(header, row))

    assert team == TeamRow(
        line=2,
        number=5,
        name=None,
        players=(PlayerRow("Jean", "DUPONT"), PlayerRow("Paul", "MARTIN")),
    )


def test_team_name_left_to_the_service_when_missing_or_empty() -> None:
    teams = read_team_csv(
        csv_bytes("Équipe;Joueur 1;Joueur 2", ";Jean Dupont;Paul Martin", "Les As;Ann Lee;Bo Li")
    )

    assert [(t.number, t.name) for t in teams] == [(None, None), (None, "Les As")]


def test_club_of_the_team_or_of_each_player() -> None:
    per_team = read_team_csv(csv_bytes("Joueur 1;Joueur 2;Club", "Jean Dupont;Paul Martin;BC Lyon"))
    per_player = read_team_csv(
        csv_bytes("Joueur 1;Club 1;Joueur 2;Club 2", "Jean Dupont;BC Lyon;Paul Martin;")
    )

    assert [p.club for p in per_team[0].players] == ["BC Lyon", "BC Lyon"]
    assert [p.club for p in per_player[0].players] == ["BC Lyon", None]


def test_spaces_collapsed_and_names_kept_as_typed() -> None:
    [team] = read_team_csv(
        csv_bytes(
            "Équipe;Prénom 1;Nom 1;Prénom 2;Nom 2", "  Les\u00a0 As ;jean ; de  la Tour;PAUL;martin"
        )
    )

    assert team.name == "Les As"
    assert team.players == (PlayerRow("jean", "de la Tour"), PlayerRow("PAUL", "martin"))


def test_federation_listing_repeats_columns_for_each_player() -> None:
    [team] = read_team_csv(
        csv_bytes(
            "Nom;Prénom;Licence;Club;Nom;Prénom;Licence;Club",
            "DUPONT;Jean;0123456;Rennes;MARTIN;Paul;0654321;Vitré",
        )
    )

    assert team.players == (
        PlayerRow("Jean", "DUPONT", club="Rennes", licence="0123456"),
        PlayerRow("Paul", "MARTIN", club="Vitré", licence="0654321"),
    )


def test_a_lone_nom_column_beside_the_players_names_the_team() -> None:
    [team] = read_team_csv(
        csv_bytes("N°;Nom;Joueur 1;Joueur 2", "1;Les As;Jean DUPONT;Paul MARTIN")
    )

    assert team.name == "Les As"


def test_unknown_columns_are_ignored() -> None:
    [team] = read_team_csv(
        csv_bytes("Joueur 1;Téléphone;Joueur 2;Payé", "Jean Dupont;06 12 34 56 78;Paul Martin;oui")
    )

    assert team.players == (PlayerRow("Jean", "Dupont"), PlayerRow("Paul", "Martin"))


def test_a_quoted_cell_over_two_lines_keeps_later_line_numbers_right() -> None:
    teams = read_team_csv(
        csv_bytes(
            "Équipe;Joueur 1;Joueur 2",
            '"Les As\nde Rennes";Jean Dupont;Paul Martin',
            "Les Rois;Ann Lee;Bo Li",
        )
    )

    assert [(t.line, t.name) for t in teams] == [(2, "Les As de Rennes"), (4, "Les Rois")]


def test_numbered_empty_slots_and_a_total_line_are_skipped() -> None:
    teams = read_team_csv(
        csv_bytes(
            "N°;Joueur 1;Joueur 2",
            "1;Jean Dupont;Paul Martin",
            "2;;",
            "3;Ann Lee;Bo Li",
            "Total : 2 équipes;;",
        )
    )

    assert [(t.line, t.number) for t in teams] == [(2, 1), (4, 3)]


# Bad rows: all named, nothing returned


def test_three_bad_rows_are_all_named_and_nothing_is_returned() -> None:
    data = csv_bytes(
        "N°;Équipe;Joueur 1;Joueur 2;Table fixe",
        "1;Les As;Jean Dupont;Paul Martin;",
        "deux;Les Rois;Ann Lee;Bo Li;",
        "3;Les Dames;Eve Roux;;",
        "4;Les Valets;Luc Petit;Marc Blanc;2",
        "5;Les Dix;Dupont;Paul Martin;0",
    )

    error = refused(data)

    assert error.problems == (
        RowProblem(3, "numéro « deux » : un nombre entier de 1 à 9999 est attendu"),
        RowProblem(4, "joueur 2 manquant"),
        RowProblem(
            6,
            "table fixe « 0 » : un nombre entier de 1 à 9999 est attendu, "
            "joueur 1 « Dupont » : il faut un prénom et un nom",
        ),
    )
    assert str(error).startswith("3 lignes refusées : ligne 3 : numéro « deux »")
    assert "; ligne 4 : joueur 2 manquant; ligne 6 : " in str(error)
    assert isinstance(error, ValueError)


def test_duplicate_numbers_name_the_first_line() -> None:
    error = refused(
        csv_bytes(
            "N°;Joueur 1;Joueur 2",
            "1;Jean Dupont;Paul Martin",
            "2;Ann Lee;Bo Li",
            "01;Eve Roux;Luc Petit",
            "2;Marc Blanc;Noé Vidal",
        )
    )

    assert error.problems == (
        RowProblem(4, "numéro 1 déjà pris ligne 2"),
        RowProblem(5, "numéro 2 déjà pris ligne 3"),
    )


def test_same_team_name_licence_or_fixed_table_twice() -> None:
    error = refused(
        csv_bytes(
            "Équipe;Joueur 1;Licence 1;Joueur 2;Licence 2;Table fixe",
            "Les Écureuils;Jean Dupont;111;Paul Martin;222;1",
            "les ecureuils;Ann Lee;333;Bo Li;333;",
            "Les Rois;Eve Roux;1 11;Luc Petit;;1",
        )
    )

    assert error.problems == (
        RowProblem(
            3,
            "équipe « les ecureuils » déjà présente ligne 2, licence 333 donnée aux deux joueurs",
        ),
        RowProblem(4, "table fixe 1 déjà donnée ligne 2, licence 1 11 déjà présente ligne 2"),
    )


def test_separate_columns_missing_a_first_name_or_a_surname() -> None:
    error = refused(
        csv_bytes(
            "Prénom 1;Nom 1;Prénom 2;Nom 2",
            "Jean;;Paul;Martin",
            ";Lee;Bo;Li",
        )
    )

    assert error.problems == (
        RowProblem(2, "joueur 1 : nom manquant"),
        RowProblem(3, "joueur 1 : prénom manquant"),
    )


def test_many_bad_rows_are_all_kept_but_the_message_stays_short() -> None:
    rows = [f"x{n};Jean Dupont;Paul Martin" for n in range(25)]

    error = refused(csv_bytes("N°;Joueur 1;Joueur 2", *rows))

    assert [p.line for p in error.problems] == list(range(2, 27))
    assert str(error).startswith("25 lignes refusées : ligne 2 : ")
    assert str(error).endswith("; et 15 autres")


# The header and the file as a whole


def test_an_unrecognised_header_lists_what_was_found_and_what_is_expected() -> None:
    error = refused(csv_bytes("Nr;Qui;Avec qui", "1;Jean Dupont;Paul Martin"))

    assert [p.line for p in error.problems] == [0]
    message = str(error)
    assert message.startswith("Fichier refusé : aucune ligne d'en-tête reconnue.")
    assert "« Nr », « Qui », « Avec qui »" in message
    assert "« Joueur 1 » et « Joueur 2 »" in message


def test_a_header_with_one_player_only_says_which_player_is_missing() -> None:
    error = refused(csv_bytes("N°;Équipe;Joueur 1", "1;Les As;Jean Dupont"))

    assert error.problems == (RowProblem(1, error.problems[0].message),)
    assert "aucune colonne pour le joueur 2" in str(error)
    assert "« N° », « Équipe », « Joueur 1 »" in str(error)


@pytest.mark.parametrize(
    ("header", "reason"),
    [
        ("Joueur 1;Joueur 2;Licence", "une seule colonne « Licence » pour deux joueurs"),
        (
            "Joueur 1;Joueur 1;Joueur 2",
            "les colonnes « Joueur 1 » et « Joueur 1 » disent la même chose",
        ),
        ("Prénom 1;Joueur 2;Prénom 2;Nom 2", "il y a « Prénom 1 » sans « Nom 1 »"),
        ("Joueur 1;Prénom 1;Nom 1;Joueur 2", "le joueur 1 est donné deux fois"),
    ],
)
def test_ambiguous_headers_are_refused(header: str, reason: str) -> None:
    error = refused(csv_bytes(header, "a;b;c;d"))

    assert reason in str(error)
    assert [p.line for p in error.problems] == [1]


@pytest.mark.parametrize("data", [b"", b"\r\n\r\n", b";;;\r\n ; \r\n", b"\t\t\n", codecs.BOM_UTF8])
def test_an_empty_file_is_refused(data: bytes) -> None:
    assert str(refused(data)) == "Fichier refusé : le fichier est vide."


def test_a_header_without_teams_is_refused() -> None:
    assert "aucune équipe sous l'en-tête (ligne 1)" in str(refused(b"Joueur 1;Joueur 2\n"))


def test_binary_garbage_is_refused() -> None:
    garbage = bytes(range(256)) * 4

    assert "pas un texte" in str(refused(garbage))


@pytest.mark.parametrize(
    ("start", "saying"),
    [
        (b"\xd0\xcf\x11\xe0\xa1\xb1\x1a\xe1", "(.xls) : enregistrez-le au format .xlsx ou .csv"),
        (
            b"PK\x03\x04\x14\x00\x00\x00mimetypeapplication/vnd.oasis.opendocument.spreadsheet",
            "OpenDocument (.ods) : enregistrez-le au format .xlsx ou .csv",
        ),
        (b"PK\x03\x04\x14\x00\x06\x00", "classeur Excel (.xlsx), pas un texte CSV"),
    ],
)
def test_other_spreadsheet_formats_are_named(start: bytes, saying: str) -> None:
    assert saying in str(refused(start + bytes(200)))


def test_a_cell_too_long_for_the_csv_reader_is_refused() -> None:
    error = refused(b"Joueur 1;Joueur 2\n" + b"a" * 200_000 + b";Paul Martin\n")

    assert str(error) == "Fichier refusé : texte CSV illisible : une case est beaucoup trop longue."


def test_a_file_that_cannot_be_opened_is_refused(tmp_path: Path) -> None:
    with pytest.raises(TeamFileError, match=r"impossible de lire absent\.csv"):
        read_team_file(tmp_path / "absent.csv")


# XLSX


def test_xlsx_float_numbers_empty_rows_and_sheet_row_numbers(tmp_path: Path) -> None:
    path = write_xlsx(
        tmp_path / "equipes.xlsx",
        [
            ["Concours de Noël"],
            [],
            ["N°", "Équipe", "Joueur 1", "Joueur 2", "Licence 1", "Licence 2", "Table fixe"],
            [1.0, "Les As", "Jean DUPONT", "Paul MARTIN", 123456.0, None, None],
            [],
            [None, None, None, None, None, None, None],
            [2, None, "Zoé Garçon", "Anne LEFÈVRE", None, "0042", 3.0],
        ],
    )

    assert read_team_xlsx(path) == [
        TeamRow(
            line=4,
            number=1,
            name="Les As",
            players=(PlayerRow("Jean", "DUPONT", licence="123456"), PlayerRow("Paul", "MARTIN")),
        ),
        TeamRow(
            line=7,
            number=2,
            name=None,
            players=(PlayerRow("Zoé", "Garçon"), PlayerRow("Anne", "LEFÈVRE", licence="0042")),
            fixed_table=3,
        ),
    ]
    assert read_team_xlsx(path.read_bytes()) == read_team_file(path)


def test_xlsx_bad_rows_name_the_sheet_rows(tmp_path: Path) -> None:
    path = write_xlsx(
        tmp_path / "equipes.xlsx",
        [
            ["N°", "Joueur 1", "Joueur 2"],
            [],
            [1.5, "Jean Dupont", "Paul Martin"],
            [2, "Ann", "Bo Li"],
        ],
    )

    with pytest.raises(TeamFileError) as caught:
        read_team_file(path)

    assert [p.line for p in caught.value.problems] == [3, 4]
    assert "numéro « 1.5 »" in caught.value.problems[0].message


def test_the_content_decides_not_the_extension(tmp_path: Path) -> None:
    workbook = write_xlsx(tmp_path / "equipes.csv", [["Joueur 1", "Joueur 2"], ["A Bé", "C Dé"]])
    text = tmp_path / "equipes.xlsx"
    text.write_bytes(csv_bytes("Joueur 1;Joueur 2", "A Bé;C Dé", encoding="cp1252"))

    assert read_team_file(workbook) == read_team_file(text)
    assert read_team_file(text)[0].players[0] == PlayerRow("A", "Bé")


def test_a_damaged_workbook_is_refused() -> None:
    with pytest.raises(TeamFileError, match="classeur Excel illisible"):
        read_team_xlsx(b"PK\x03\x04" + bytes(100))


def test_csv_text_given_as_a_workbook_is_refused() -> None:
    with pytest.raises(TeamFileError, match="pas un classeur Excel"):
        read_team_xlsx(b"Joueur 1;Joueur 2\nA B;C D\n")


# Names in one cell


@pytest.mark.parametrize(
    ("text", "names"),
    [
        ("Jean DUPONT", ("Jean", "DUPONT")),
        ("DUPONT Jean", ("Jean", "DUPONT")),
        ("Jean-Pierre LE GOFF", ("Jean-Pierre", "LE GOFF")),
        ("DE LA TOUR Marie Claire", ("Marie Claire", "DE LA TOUR")),
        ("Jean de La Fontaine", ("Jean", "de La Fontaine")),
        ("J. DUPONT", ("J.", "DUPONT")),
        ("J Dupont", ("J", "Dupont")),
        ("JEAN DUPONT", ("JEAN", "DUPONT")),
        ("Dupont, Jean", ("Jean", "Dupont")),
        ("Dupont", None),
        ("Dupont,", None),
        ("", None),
    ],
)
def test_split_player_name(text: str, names: tuple[str, str] | None) -> None:
    assert split_player_name(text) == names


# Whatever the bytes, a list of teams or a TeamFileError


def check_teams(teams: list[TeamRow]) -> None:
    assert teams
    numbers = [t.number for t in teams if t.number is not None]
    assert len(numbers) == len(set(numbers))
    for team in teams:
        assert isinstance(team, TeamRow)
        assert team.line >= 2
        for player in team.players:
            assert player.first_name == player.first_name.strip() != ""
            assert player.surname == player.surname.strip() != ""


@given(st.binary(max_size=600))
def test_any_bytes_give_teams_or_a_team_file_error(data: bytes) -> None:
    try:
        teams = read_team_csv(data)
    except TeamFileError as error:
        assert error.problems
        assert all(p.line >= 0 and p.message for p in error.problems)
    else:
        check_teams(teams)


PLAUSIBLE = st.sampled_from(["", "1", "2", "07", "Jean DUPONT", "Zoé Garçon", "Paul", "Martin"])
# Mostly cells a person would type, so that whole files get through as well as refusals.
CELL = st.one_of(
    PLAUSIBLE, PLAUSIBLE, PLAUSIBLE, st.text(alphabet="aéZ Ç0129,;\t\"'-.\n\r#°", max_size=12)
)


@given(
    header=st.sampled_from(
        [
            ["N°", "Équipe", "Joueur 1", "Joueur 2", "Table fixe"],
            ["Team #", "First name 1", "Last name 1", "First name 2", "Last name 2", "License 1"],
            ["Nom", "Prénom", "Nom", "Prénom", "Club"],
        ]
    ),
    rows=st.lists(st.lists(CELL, min_size=4, max_size=7), max_size=4),
    separator=st.sampled_from([";", ",", "\t"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16"]),
)
def test_any_rows_under_a_real_header_give_teams_or_a_team_file_error(
    header: list[str], rows: list[list[str]], separator: str, encoding: str
) -> None:
    text = "\n".join(separator.join(row) for row in [header, *rows])
    try:
        teams = read_team_csv(text.encode(encoding))
    except TeamFileError as error:
        assert error.problems
        assert str(error).startswith(("Fichier refusé : ", f"{len(error.problems)} ligne"))
    else:
        check_teams(teams)


WORD = st.text(alphabet="abcçdeéèfghijklmnopqrstuvwxyzÀÉÇZ'-", min_size=1, max_size=10)


@given(
    players=st.lists(st.tuples(WORD, WORD, WORD, WORD), min_size=1, max_size=6),
    separator=st.sampled_from([";", ",", "\t"]),
    encoding=st.sampled_from(["utf-8", "utf-8-sig", "cp1252", "utf-16"]),
)
def test_a_written_team_list_reads_back(
    players: list[tuple[str, str, str, str]], separator: str, encoding: str
) -> None:
    text = io.StringIO()
    writer = csv.writer(text, delimiter=separator)
    writer.writerow(["N°", "Prénom 1", "Nom 1", "Prénom 2", "Nom 2"])
    writer.writerows([number, *names] for number, names in enumerate(players, start=1))

    teams = read_team_csv(text.getvalue().encode(encoding))

    assert [(t.line, t.number, t.name) for t in teams] == [
        (n + 1, n, None) for n in range(1, len(players) + 1)
    ]
    assert [t.players for t in teams] == [
        (PlayerRow(first_1, surname_1), PlayerRow(first_2, surname_2))
        for first_1, surname_1, first_2, surname_2 in players
    ]
