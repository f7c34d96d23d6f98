"""The cells of a team list are checked by the services' own definition of a text
(:mod:`tournoi.files.text`), and a Mac Roman file is refused rather than misread.
"""

from __future__ import annotations

import io

import openpyxl  # type: ignore[import-untyped, unused-ignore]
import pytest

from tournoi.files.team_file import TeamFileError, read_team_csv, read_team_xlsx

HEADER = "N°;Équipe;Prénom 1;Nom 1;Club 1;Licence 1;Prénom 2;Nom 2"


def csv_bytes(*lines: str, encoding: str = "utf-8") -> bytes:
    return "\r\n".join(lines).encode(encoding) + b"\r\n"


def refusal(data: bytes) -> str:
    with pytest.raises(TeamFileError) as refused:
        read_team_csv(data)
    return str(refused.value)


@pytest.mark.parametrize(
    ("row", "said"),
    [
        ("1;Les As\x85;Jean;DUPONT;;;Paul;MARTIN",
         "nom de l'équipe : le caractère de contrôle U+0085 (7e caractère) n'est pas permis"),
        ("1;Les As;Jean\x9b;DUPONT;;;Paul;MARTIN",
         "joueur 1, prénom : le caractère de contrôle U+009B (5e caractère) n'est pas permis"),
        ("1;Les As;Jean;DU\tPONT;;;Paul;MARTIN",
         "joueur 1, nom : une tabulation (3e caractère) n'est pas permise : le texte tient sur "
         "une ligne"),
        ("1;Les As;Jean;DUPONT;" + "C" * 81 + ";;Paul;MARTIN",
         "joueur 1, club : 81 caractères, c'est trop : 80 au plus"),
        ("1;Les As;Jean;DUPONT;;B12\u202e34;Paul;MARTIN",
         "joueur 1, licence : le changement de sens d'écriture U+202E (4e caractère) n'est pas "
         "permis"),
        ("1;Les As;Jean;DUPONT;;;Paul;" + "M" * 41,
         "joueur 2, nom : 41 caractères, c'est trop : 40 au plus"),
    ],
)  # fmt: skip
def test_a_cell_the_services_would_refuse_refuses_its_row(row: str, said: str) -> None:
    data = csv_bytes(HEADER, "2;Les Rois;Ann;LEE;;;Bo;LI", row)
    assert refusal(data) == f"1 ligne refusée : ligne 3 : {said}"


def test_a_player_in_one_cell_is_checked_before_being_split() -> None:
    data = csv_bytes("Joueur 1;Joueur 2", "Jean\u2028DUPONT;Paul MARTIN")
    assert refusal(data) == (
        "1 ligne refusée : ligne 2 : joueur 1 : un retour à la ligne (5e caractère) n'est pas "
        "permis : le texte tient sur une ligne"
    )


def test_a_cell_over_two_lines_is_one_line_and_outer_tabs_are_trimmed() -> None:
    data = csv_bytes(
        "Équipe;Joueur 1;Joueur 2", '"Les As\r\nde  Rennes";\tJean DUPONT\t;Paul MARTIN'
    )
    [team] = read_team_csv(data)
    assert (team.name, team.players[0].first_name) == ("Les As de Rennes", "Jean")


def xlsx(*rows: list[object]) -> bytes:
    workbook = openpyxl.Workbook()
    sheet = workbook.active
    assert sheet is not None
    for row in rows:
        sheet.append(row)
    data = io.BytesIO()
    workbook.save(data)
    return data.getvalue()


def test_a_workbook_cell_is_checked_like_a_csv_cell() -> None:
    """openpyxl writes DEL, C1 controls and tabs; the workbook's reader must not take them."""
    data = xlsx(
        ["Joueur 1", "Joueur 2", "Club"],
        ["Jean DUPONT", "Paul MARTIN", "Belote\x7fClub"],
        ["Anne ROUX", "Léa\tBLANC", None],
    )
    with pytest.raises(TeamFileError) as refused:
        read_team_xlsx(data)
    assert str(refused.value) == (
        "2 lignes refusées : ligne 2 : joueur 1, club : le caractère de contrôle U+007F "
        "(7e caractère) n'est pas permis, joueur 2, club : le caractère de contrôle U+007F "
        "(7e caractère) n'est pas permis; ligne 3 : joueur 2 : une tabulation (4e caractère) "
        "n'est pas permise : le texte tient sur une ligne"
    )


MAC_ROMAN = "Fichier refusé : ce fichier est enregistré dans l'encodage des anciens Mac (Mac Roman)"


@pytest.mark.parametrize(
    "text",
    [
        "N°;Équipe;Joueur 1;Joueur 2\n1;Les Éclairs;Jean DUPONT;Paul MARTIN\n",
        "N°;Nom d'équipe;Prénom 1;Nom 1;Prénom 2;Nom 2\n1;Les As;René;DUPONT;Paul;MARTIN\n",
    ],
)
def test_a_mac_roman_file_is_refused_not_read_with_its_columns_left_out(text: str) -> None:
    """In Windows-1252, « Équipe » saved by an old Mac reads « ƒquipe »: the teams lost their names."""
    assert refusal(text.encode("mac_roman")).startswith(MAC_ROMAN)
    assert read_team_csv(text.encode("cp1252"))[0].name in ("Les Éclairs", "Les As")
    assert read_team_csv(text.encode("utf-8"))[0].name in ("Les Éclairs", "Les As")


def test_a_mac_roman_file_of_plain_letters_reads_as_it_is() -> None:
    text = "No;Equipe;Joueur 1;Joueur 2\n1;Les As;Jean DUPONT;Paul MARTIN\n"
    assert read_team_csv(text.encode("mac_roman"))[0].name == "Les As"
