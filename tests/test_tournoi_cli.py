"""``python -m tournoi``: every command, its exit status (0, 1, 2) and the shape of its output."""

from __future__ import annotations

import io
import json
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from engine import Counting, Variant
from tournoi.cli import main
from tournoi.services import audit, scores
from tournoi.services.settings import ByeMarks
from tournoi.services.tournament import lifecycle as tournaments

ROOT = Path(__file__).resolve().parent.parent
TEAMS_CSV = (
    "N°;Équipe;Joueur 1;Joueur 2\n"
    "1;Les As;Jean DUPONT;Paul MARTIN\n"
    "2;Belote 21;Marie DURAND;Luc PETIT\n"
    "3;Carreau;Anne ROUX;Léa BLANC\n"
    "4;Trèfle;Rose VERT;Yves NOIR\n"
    "5;Pique;Eve GRIS;Max BRUN\n"
)
A80 = {"taker": "A", "contract": 80, "trump": "pique", "points": 117}  # 120 - 50
CAPOT_A = {"taker": "A", "contract": 100, "trump": "coeur", "points": 162, "capot": "A"}


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    status = main(list(argv))
    out, err = capsys.readouterr()
    return status, out, err


def ok(capsys: pytest.CaptureFixture[str], *argv: str) -> Any:
    status, out, err = run(capsys, *argv)
    assert (status, err) == (0, ""), err
    return json.loads(out) if out else None


def refused(capsys: pytest.CaptureFixture[str], *argv: str, status: int = 1) -> str:
    code, out, err = run(capsys, *argv)
    assert (code, out) == (status, "")
    assert err.endswith("\n") and err.strip()
    return err


@pytest.fixture
def tournament(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> str:
    """A tournament of five teams, in 300 points, round 1 not drawn yet."""
    path = str(tmp_path / "concours.tournoi")
    ok(capsys, "new", path, "--name", "Concours du club", "--rounds", "3", "--target", "300")
    csv = tmp_path / "equipes.csv"
    csv.write_text(TEAMS_CSV, encoding="utf-8")
    assert ok(capsys, "teams", "import", path, str(csv)) == {
        "imported": 5,
        "teams": [1, 2, 3, 4, 5],
    }
    return path


def sheet_file(tmp_path: Path, donnes: list[dict[str, Any]], name: str = "feuille.json") -> str:
    path = tmp_path / name
    path.write_text(json.dumps({"rules": {"target": 2000}, "donnes": donnes}), encoding="utf-8")
    return str(path)


# new


def test_new_creates_the_tournament_with_its_settings(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "classique.tournoi"
    assert (
        ok(capsys, "new", str(path), "--name", "  Belote  du  jeudi ", "--preset", "ffb-classique")
        is None
    )
    db = tournaments.open_tournament(path)
    try:
        assert tournaments.tournament_info(db).name == "Belote du jeudi"
        settings = tournaments.get_settings(db)
        assert settings.rules.variant is Variant.CLASSIQUE
        assert (settings.rules.target, settings.rounds) == (1000, 5)
        with db.session() as session:
            (event,) = audit.entries(session)
        assert event.action == "tournament.create"
        assert event.who.endswith("(ligne de commande)")
    finally:
        db.close()


def test_new_in_a_number_of_donnes(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "donnes.tournoi"
    ok(capsys, "new", str(path), "--name", "En donnes", "--donnes", "8")
    db = tournaments.open_tournament(path)
    try:
        settings = tournaments.get_settings(db)
        assert (settings.rules.target, settings.rules.donnes) == (None, 8)
        assert settings.rules.counting is Counting.POINTS_FAITS
        assert settings.bye.mode is not ByeMarks.HALF_TARGET
    finally:
        db.close()


def test_new_refusals(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(tmp_path / "concours.tournoi")
    ok(capsys, "new", path, "--name", "Concours")
    assert "existe déjà : choisissez un autre nom" in refused(capsys, "new", path, "--name", "X")
    other = str(tmp_path / "autre.tournoi")
    assert "Nombre de tours 0 : il en faut au moins un." in refused(
        capsys, "new", other, "--name", "X", "--rounds", "0"
    )
    assert "il doit être positif" in refused(capsys, "new", other, "--name", "X", "--target", "0")
    assert "Le tournoi doit avoir un nom." in refused(capsys, "new", other, "--name", "  ")
    missing = str(tmp_path / "pas-de-dossier" / "x.tournoi")
    assert "n'existe pas" in refused(capsys, "new", missing, "--name", "X")
    assert not (tmp_path / "autre.tournoi").exists()


def test_usage_errors_exit_2_in_french(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(tmp_path / "x.tournoi")
    err = refused(capsys, status=2)
    assert "Erreur d'utilisation : arguments obligatoires manquants" in err
    err = refused(capsys, "new", path, status=2)
    assert "arguments obligatoires manquants : --name" in err
    err = refused(capsys, "ouvrir", path, status=2)
    assert "Erreur d'utilisation : command : choix « " in err
    assert "ouvrir" in err and "invalide (parmi " in err
    err = refused(capsys, "new", path, "--name", "X", "--target", "300", "--donnes", "8", status=2)
    assert "ne vont pas ensemble" in err
    err = refused(capsys, "new", path, "--name", "X", "--rounds", "trois", status=2)
    assert "--rounds : nombre entier attendu, pas 'trois'" in err
    err = refused(capsys, "tables", path, status=2)
    assert "--round" in err
    assert err.startswith("usage: python -m tournoi tables")
    assert not Path(path).exists()


# teams import


def test_teams_import_refuses_a_bad_file_whole(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "nouvelles.csv"
    bad.write_text(
        "N°;Joueur 1;Joueur 2\n6;Jean DUPONT;Paul MARTIN\n3;Anne ROUX;Léa BLANC\n", encoding="utf-8"
    )
    err = refused(capsys, "teams", "import", tournament, str(bad))
    assert err == "1 ligne refusée : ligne 3 : le numéro 3 est déjà celui de l'équipe « Carreau »\n"
    assert "Fichier refusé" in refused(
        capsys, "teams", "import", tournament, str(tmp_path / "absent.csv")
    )
    assert [row["number"] for row in ok(capsys, "standings", tournament)] == [1, 2, 3, 4, 5]


def test_a_file_that_is_not_a_tournament(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    text = tmp_path / "notes.tournoi"
    text.write_text("pas une base", encoding="utf-8")
    assert "n'est pas un fichier de tournoi de belote" in refused(capsys, "standings", str(text))
    assert "n'existe pas" in refused(capsys, "draw", str(tmp_path / "absent.tournoi"))


# draw, tables


def test_draw_and_tables_give_the_same_json(
    tournament: str, capsys: pytest.CaptureFixture[str]
) -> None:
    drawn = ok(capsys, "draw", tournament)
    assert drawn == {
        "round": 1,
        "tables": [{"table": 1, "A": 1, "B": 2}, {"table": 2, "A": 3, "B": 4}],
        "bye": 5,
    }
    assert ok(capsys, "tables", tournament, "--round", "1") == drawn
    assert refused(capsys, "tables", tournament, "--round", "2") == "Le tour 2 n'est pas tiré.\n"


def test_a_random_draw_replays_with_its_seed(
    tmp_path: Path, tournament: str, capsys: pytest.CaptureFixture[str]
) -> None:
    drawn = ok(capsys, "draw", tournament, "--method", "random", "--seed", "2024")
    assert set(drawn) == {"round", "tables", "bye"}
    assert drawn["bye"] is not None
    numbers = sorted([drawn["bye"]] + [t[side] for t in drawn["tables"] for side in ("A", "B")])
    assert numbers == [1, 2, 3, 4, 5]

    other = str(tmp_path / "autre.tournoi")
    ok(capsys, "new", other, "--name", "Autre", "--target", "300")
    ok(capsys, "teams", "import", other, str(tmp_path / "equipes.csv"))
    assert ok(capsys, "draw", other, "--method", "random", "--seed", "2024") == drawn
    err = refused(capsys, "draw", other, "--method", "hasard", status=2)
    assert "--method : choix « " in err and "hasard" in err


def test_draw_refused_while_the_round_is_unfinished(
    tournament: str, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    err = refused(capsys, "draw", tournament)
    assert err == "Le tour 1 n'est pas terminé : 2 tables sans résultat (1, 2).\n"
    assert refused(capsys, "tables", tournament, "--round", "2") == "Le tour 2 n'est pas tiré.\n"


# enter, standings


def test_enter_a_sheet_then_the_standings(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    entered = ok(
        capsys, "enter", tournament, "--round", "1", "--table", "1",
        sheet_file(tmp_path, [A80, {"taker": None}, CAPOT_A]),
    )  # fmt: skip
    assert entered == {
        "round": 1,
        "table": 1,
        "donnes": 3,
        "totals": {"A": 370, "B": 50},
        "totals_only": False,
        "state": "finished",
        "result": "Victoire de l'équipe 1 « Les As », 370 à 50 contre l'équipe 2.",
    }
    halfway = ok(
        capsys, "enter", tournament, "--round", "1", "--table", "2", sheet_file(tmp_path, [A80])
    )
    assert (halfway["state"], halfway["totals"]) == ("in_progress", {"A": 120, "B": 50})

    rows = ok(capsys, "standings", tournament)
    assert [list(row) for row in rows] == [
        ["rank", "number", "name", "played", "won", "points_for", "points_against"]
    ] * 5
    assert rows[0] == {
        "rank": 1, "number": 1, "name": "Les As", "played": 1, "won": 1,
        "points_for": 370, "points_against": 50,
    }  # fmt: skip
    # The bye scores half of the 300 points and counts as a win.
    assert rows[1] == {
        "rank": 2, "number": 5, "name": "Pique", "played": 1, "won": 1,
        "points_for": 150, "points_against": 0,
    }  # fmt: skip
    assert [row["number"] for row in rows] == [1, 5, 2, 3, 4]
    assert [row["rank"] for row in rows] == [1, 2, 3, 4, 4]


def test_a_tables_sheet_goes_out_as_the_engines_json_and_back(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    ok(capsys, "enter", tournament, "--round", "1", "--table", "1", sheet_file(tmp_path, [A80]))
    document = ok(capsys, "tables", tournament, "--round", "1", "--table", "1")
    assert document["rules"]["target"] == 300
    assert [donne["points"] for donne in document["donnes"]] == [117]
    # The engine scores it as the tournament did: 80 made with 117, A 120, B 50.
    engine = subprocess.run(
        [sys.executable, "-m", "engine", "score", "-"],
        input=json.dumps(document), capture_output=True, text=True, check=True,
    )  # fmt: skip
    assert json.loads(engine.stdout)["totals"] == {"A": 120, "B": 50}
    back = tmp_path / "table1.json"
    back.write_text(json.dumps(document), encoding="utf-8")
    entered = ok(capsys, "enter", tournament, "--round", "1", "--table", "2", str(back))
    assert entered["totals"] == {"A": 120, "B": 50}
    assert refused(capsys, "tables", tournament, "--round", "1", "--table", "9") == (
        "Il n'y a pas de table 9 au tour 1.\n"
    )


def test_enter_from_standard_input(
    tournament: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    document = json.dumps({"donnes": [CAPOT_A, CAPOT_A]}).encode("utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(b"\xef\xbb\xbf" + document)))
    entered = ok(capsys, "enter", tournament, "--round", "1", "--table", "2", "-")
    assert entered["totals"] == {"A": 500, "B": 0}
    assert entered["result"].startswith("Victoire de l'équipe 3 « Carreau »")


def test_enter_refuses_a_bad_donne_and_stores_nothing(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    bad = dict(A80, contract=85)
    err = refused(
        capsys, "enter", tournament, "--round", "1", "--table", "1", sheet_file(tmp_path, [bad])
    )
    assert err == (
        "Donne 1 : Contrat 85 : un contrat est un multiple de 10 de 80 à 160, ou capot. (§4.2.2)\n"
    )
    err = refused(
        capsys, "enter", tournament, "--round", "1", "--table", "1",
        sheet_file(tmp_path, [A80, A80, A80, A80]),
    )  # fmt: skip
    assert err.startswith("Donne 4 : La partie est finie depuis la donne 3")
    db = tournaments.open_tournament(tournament)
    try:
        sheet = scores.sheet(db, round_number=1, table=1)
        assert (sheet.lines, sheet.state.value) == ((), "not_started")
    finally:
        db.close()
    assert (
        refused(
            capsys, "enter", tournament, "--round", "1", "--table", "9", sheet_file(tmp_path, [A80])
        )
        == "Il n'y a pas de table 9 au tour 1.\n"
    )


def test_enter_usage_errors(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    not_json = tmp_path / "feuille.txt"
    not_json.write_text("donne 1 : 120 - 50", encoding="utf-8")
    args = ("enter", tournament, "--round", "1", "--table", "1")
    assert "n'est pas un document JSON" in refused(capsys, *args, str(not_json), status=2)
    assert "Impossible de lire" in refused(capsys, *args, str(tmp_path / "absent.json"), status=2)
    wrong = tmp_path / "liste.json"
    wrong.write_text(json.dumps([A80]), encoding="utf-8")
    assert "Feuille de marque : un objet JSON" in refused(capsys, *args, str(wrong))


def test_a_whole_tournament_of_two_rounds(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    for table in (1, 2):
        ok(capsys, "enter", tournament, "--round", "1", "--table", str(table),
           sheet_file(tmp_path, [CAPOT_A, CAPOT_A]))  # fmt: skip
    second = ok(capsys, "draw", tournament)
    assert second["round"] == 2
    assert second["bye"] != 5, "a team is exempt once before any is twice"
    met = {frozenset((1, 2)), frozenset((3, 4))}
    assert not {frozenset((t["A"], t["B"])) for t in second["tables"]} & met
    assert ok(capsys, "tables", tournament, "--round", "2") == second


# export


def test_export_never_replaces_a_file_without_force(
    tournament: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    ok(capsys, "draw", tournament)
    out = tmp_path / "classement.pdf"
    out.write_bytes(b"le classement d'hier")
    said = refused(capsys, "export", tournament, str(out))
    assert said == f"« {out} » existe déjà : il n'est pas remplacé sans --force.\n"
    assert out.read_bytes() == b"le classement d'hier"

    written = ok(capsys, "export", tournament, str(out), "--force")
    assert written["written"] == str(out)
    assert out.read_bytes().startswith(b"%PDF")


# The real command


def test_python_m_tournoi(tournament: str, tmp_path: Path) -> None:
    def command(*argv: str) -> subprocess.CompletedProcess[bytes]:
        return subprocess.run(
            [sys.executable, "-m", "tournoi", *argv], cwd=ROOT, capture_output=True, check=False
        )

    drawn = command("draw", tournament)
    assert (drawn.returncode, drawn.stderr) == (0, b"")
    assert json.loads(drawn.stdout.decode("utf-8"))["tables"][0] == {"table": 1, "A": 1, "B": 2}

    table = tmp_path / "feuille.json"
    table.write_text(json.dumps({"donnes": [dict(A80, contract=85)]}), encoding="utf-8")
    bad = command("enter", tournament, "--round", "1", "--table", "1", str(table))
    assert (bad.returncode, bad.stdout) == (1, b"")
    assert bad.stderr.decode("utf-8").startswith("Donne 1 : Contrat 85")

    usage = command("tables", tournament, "--round", "un")
    assert (usage.returncode, usage.stdout) == (2, b"")
    assert "--round : nombre entier attendu, pas 'un'" in usage.stderr.decode("utf-8")
