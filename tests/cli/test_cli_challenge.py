"""``challenge``: a season's challenge over two concours, with each rule, from the command line;
every refusal in French."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest

from tests.challenge_concours import play_concours
from tests.conftest import pair_of_players, tamper
from tournoi.cli import main


@pytest.fixture(scope="module")
def two_concours(tmp_path_factory: pytest.TempPathFactory) -> tuple[Path, Path]:
    """« Printemps » (five teams, a bye each round) and « Été » (four), both of two rounds in
    rotation, every partie won 310 – 150 by the table's team A."""
    folder = tmp_path_factory.mktemp("saison")
    spring = play_concours(
        folder / "printemps.tournoi", players=pair_of_players, teams=5, name="Printemps"
    )
    summer = play_concours(folder / "ete.tournoi", players=pair_of_players, teams=4, name="Été")
    return spring, summer


def run(capsys: pytest.CaptureFixture[str], *args: str | Path) -> tuple[int, Any, str]:
    status = main(["challenge", *map(str, args)])
    out, err = capsys.readouterr()
    return status, json.loads(out) if out else None, err


def season(
    capsys: pytest.CaptureFixture[str],
    tmp_path: Path,
    two_concours: tuple[Path, Path],
    *options: str,
) -> Path:
    path = tmp_path / "saison.challenge"
    assert run(capsys, "new", path, "--name", "Challenge 2027", *options)[0] == 0
    for concours in two_concours:
        assert run(capsys, "add", path, concours)[0] == 0
    return path


def standings(capsys: pytest.CaptureFixture[str], path: Path) -> dict[str, tuple]:
    status, rows, _err = run(capsys, "standings", path)
    assert status == 0
    return {
        row["name"]: (row["rank"], row["concours"], row["points"], row["marks"]) for row in rows
    }


def test_marks_sum_each_players_marks_over_both_concours(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    rows = standings(capsys, season(capsys, tmp_path, two_concours, "--rule", "marks"))
    assert rows["Jean Martin1"] == (1, 2, 1240, 1240)
    assert rows["Paul Durand1"] == (1, 2, 1240, 1240)
    assert rows["Jean Martin2"] == (3, 2, 1080, 1080)
    assert rows["Jean Martin5"] == (9, 1, 460, 460)  # in « Printemps » only


def test_wins_give_four_points_a_win_three_a_bye_with_its_thousand_points(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    rows = standings(capsys, season(capsys, tmp_path, two_concours, "--rule", "wins"))
    assert rows["Jean Martin1"] == (1, 2, 16, 1240)
    # Team 5 of « Printemps »: a bye (3 points, 1000) and a partie won 310 (4 points).
    assert rows["Jean Martin5"] == (5, 1, 7, 1310)
    # Team 4: a bye and a partie lost 150, then « Été » lost twice 150.
    assert rows["Jean Martin4"] == (7, 2, 3, 1450)


def test_placing_points_follow_the_organisers_table(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = season(capsys, tmp_path, two_concours, "--rule", "placing", "--placing", "10,7,5,3,1")
    status, listed, _err = run(capsys, "concours", path)
    assert status == 0
    assert listed["rules"][0] == (
        "Points à la place dans chaque concours (1er : 10, 2e : 7, 3e : 5, 4e : 3, 5e : 1 ; "
        "au-delà, aucun point)."
    )
    rows = standings(capsys, path)
    assert rows["Jean Martin1"][2] == 20
    assert rows["Jean Martin5"][2] == 7  # second in « Printemps » (a bye and a win)


def test_the_best_concours_and_the_minimum_to_be_ranked(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = season(
        capsys, tmp_path, two_concours, "--rule", "marks", "--best", "1", "--min-concours", "1"
    )
    rows = standings(capsys, path)
    assert rows["Jean Martin1"] == (1, 2, 620, 620)
    _status, full, _err = run(capsys, "standings", path)
    first = next(row for row in full if row["name"] == "Jean Martin1")
    assert [score["counted"] for score in first["scores"]] == [True, False]

    (tmp_path / "strict").mkdir()
    strict = season(
        capsys, tmp_path / "strict", two_concours, "--rule", "marks", "--min-concours", "2"
    )
    rows = standings(capsys, strict)
    assert rows["Jean Martin5"] == (None, 1, 460, 460)


def test_per_team_ranks_the_pairs(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    rows = standings(
        capsys, season(capsys, tmp_path, two_concours, "--rule", "wins", "--per", "team")
    )
    assert rows["Jean Martin1 et Paul Durand1"] == (1, 2, 16, 1240)
    assert len(rows) == 5


def test_removing_a_concours_ranks_again_without_it(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = season(capsys, tmp_path, two_concours, "--rule", "marks")
    status, removed, _err = run(capsys, "remove", path, two_concours[1])
    assert (status, removed["name"], removed["teams"]) == (0, "Été", 4)
    assert standings(capsys, path)["Jean Martin1"] == (1, 1, 620, 620)
    assert run(capsys, "remove", path, "1")[0] == 0
    assert standings(capsys, path) == {}
    assert run(capsys, "concours", path)[1]["concours"] == []


def test_a_concours_added_twice_is_refused_even_renamed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = season(capsys, tmp_path, two_concours, "--rule", "marks")
    copy = tmp_path / "copie du printemps.tournoi"
    shutil.copy(two_concours[0], copy)
    status, out, err = run(capsys, "add", path, copy)
    assert (status, out) == (1, None)
    assert err == (
        "Le concours « Printemps » est déjà dans le challenge (ajouté depuis "
        "« printemps.tournoi ») : un concours ne compte qu'une fois.\n"
    )
    assert len(run(capsys, "concours", path)[1]["concours"]) == 2


def test_an_unfinished_concours_is_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    path = tmp_path / "saison.challenge"
    run(capsys, "new", path, "--name", "Saison", "--rule", "marks")
    playing = play_concours(
        tmp_path / "en-cours.tournoi", players=pair_of_players, teams=4, finish=False
    )
    status, _out, err = run(capsys, "add", path, playing)
    assert status == 1
    assert err == (
        "Le concours « Concours d'essai » n'est pas terminé : 2 parties ne sont pas finies. "
        "Ajoutez-le au challenge une fois sa dernière partie jouée.\n"
    )
    short = play_concours(
        tmp_path / "court.tournoi", players=pair_of_players, teams=4, rounds=1, name="Court"
    )
    tamper(short, "UPDATE settings SET rounds = 3")
    assert run(capsys, "add", path, short)[2] == (
        "Le concours « Court » n'est pas terminé : 1 tour tiré sur 3. "
        "Ajoutez-le au challenge une fois sa dernière partie jouée.\n"
    )
    assert run(capsys, "concours", path)[1]["concours"] == []


def test_files_that_are_not_a_challenge_or_exist_already_are_refused(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    spring = two_concours[0]
    assert run(capsys, "standings", spring)[1:] == (
        None,
        f"« {spring} » n'est pas un fichier de challenge.\n",
    )
    path = tmp_path / "saison.challenge"
    run(capsys, "new", path, "--name", "Saison", "--rule", "marks")
    assert run(capsys, "new", path, "--name", "Saison", "--rule", "wins")[2] == (
        f"Le fichier « {path} » existe déjà : choisissez un autre nom.\n"
    )
    assert run(capsys, "new", tmp_path / "saison.txt", "--name", "S", "--rule", "wins")[2] == (
        "Un fichier de challenge se termine par .challenge, pas « saison.txt ».\n"
    )
    assert run(capsys, "remove", path, "3")[2] == (
        "Le challenge n'a pas de concours n° 3 (il n'en a encore aucun).\n"
    )
    assert run(capsys, "add", path, tmp_path / "absent.tournoi")[0] == 1


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--best", "0"], "Les meilleurs concours retenus : de 1 à 1000, pas 0.\n"),
        (["--name", " "], "Le challenge doit avoir un nom.\n"),
        (
            ["--placing", "dix"],
            "Le barème des places s'écrit en nombres séparés par des virgules (25,20,16…), "
            "pas « dix ».\n",
        ),
        (
            ["--placing", "5,8"],
            "Le barème des places doit aller en décroissant : une place ne peut rapporter plus "
            "que la précédente.\n",
        ),
    ],
)
def test_rules_refused_create_no_file(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, options: list[str], message: str
) -> None:
    path = tmp_path / "saison.challenge"
    status, _out, err = run(capsys, "new", path, "--name", "Saison", "--rule", "placing", *options)
    assert (status, err) == (1, message)
    assert not path.exists()


def test_an_unknown_rule_is_a_usage_error(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    status = main(["challenge", "new", str(tmp_path / "s.challenge"), "--name", "S", "--rule", "x"])
    assert status == 2
    assert "--rule : choix « x » invalide" in capsys.readouterr().err


def test_export_writes_the_documents_and_replaces_one_only_when_forced(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = season(capsys, tmp_path, two_concours, "--rule", "marks")
    out = tmp_path / "challenge.xlsx"
    status, written, _err = run(capsys, "export", path, out)
    assert (status, written["message"]) == (0, "Classeur du challenge écrit : challenge.xlsx.")
    assert run(capsys, "export", path, out)[2] == (
        f"« {out} » existe déjà : il n'est pas remplacé sans --force.\n"
    )
    assert run(capsys, "export", path, out, "--force")[0] == 0


def test_a_concours_not_in_the_challenge_cannot_be_removed(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, two_concours: tuple[Path, Path]
) -> None:
    path = tmp_path / "saison.challenge"
    run(capsys, "new", path, "--name", "Saison", "--rule", "marks")
    run(capsys, "add", path, two_concours[0])
    assert run(capsys, "remove", path, two_concours[1])[2] == (
        "Le concours de « ete.tournoi » n'est pas dans le challenge.\n"
    )
    assert run(capsys, "remove", path, "2")[2] == (
        "Le challenge n'a pas de concours n° 2 (il en a un, le n° 1).\n"
    )
    listed = run(capsys, "concours", path)[1]
    assert listed["name"] == "Saison"
    assert listed["concours"] == [
        {"number": 1, "name": "Printemps", "day": None, "place": "", "file": "printemps.tournoi",
         "teams": 5, "rounds": 2},
    ]  # fmt: skip
