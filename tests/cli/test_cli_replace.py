"""``enter`` never replaces another station's sheet silently (file and PostgreSQL server)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from engine import Donne, PerTeam, Rules, Team, Trump
from tests.conftest import new_tournament
from tournoi.cli import main
from tournoi.services import audit, scores
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import ConflictError
from tournoi.services.scores import replacement
from tournoi.services.settings import ByeMarks, ByeScoring
from tournoi.services.tournament import backups
from tournoi.services.tournament.lifecycle import Database, open_tournament

ALICE = "Alice (poste 2)"
A80 = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)  # 120 to 50
ONE_DONNE = {"donnes": [{"taker": "B", "contract": 90, "trump": "coeur", "points": 100}]}


def twelve_donnes_typed_by_alice(location: str | Path) -> Database:
    """A partie in 12 donnes at table 1 of round 1, finished, typed donne by donne at Alice's."""
    db = new_tournament(
        location, rules=Rules(target=None, donnes=12), bye=ByeScoring(mode=ByeMarks.AVERAGE),
        draw=DrawMethod.ROTATION,
    )  # fmt: skip
    for _ in range(12):
        scores.record_donne(db, round_number=1, table=1, donne=A80, who=ALICE)
    assert scores.sheet(db, round_number=1, table=1).state is scores.PartieState.FINISHED
    return db


def enter(
    capsys: pytest.CaptureFixture[str], location: str, sheet: Path, *options: str
) -> tuple[int, Any, str]:
    status = main(["--poste", "dupont@portable-club", "enter", location, "--round", "1",
                   "--table", "1", str(sheet), *options])  # fmt: skip
    out, err = capsys.readouterr()
    return status, json.loads(out) if out else None, err


@pytest.fixture
def one_donne(tmp_path: Path) -> Path:
    path = tmp_path / "feuille.json"
    path.write_text(json.dumps(ONE_DONNE), encoding="utf-8")
    return path


def test_a_sheet_with_donnes_is_not_replaced_without_replace(
    tmp_path: Path, one_donne: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = str(tmp_path / "concours.tournoi")
    db = twelve_donnes_typed_by_alice(location)
    copies = len(backups.list_copies(db))

    status, out, err = enter(capsys, location, one_donne)

    assert (status, out) == (1, None)
    assert err == (
        "La feuille du tour 1, table 1 (12 donnes, saisies par Alice (poste 2)) n'est pas "
        "vide : elle n'est pas remplacée sans demande expresse. Ajoutez --replace pour la "
        "remplacer (une copie de sauvegarde du fichier est faite avant).\n"
    )
    kept = scores.sheet(db, round_number=1, table=1)
    assert (len(kept.lines), kept.totals) == (12, PerTeam(1440, 600))
    assert len(backups.list_copies(db)) == copies
    db.close()


def test_replace_backs_up_first_and_says_whose_sheet_it_was(
    tmp_path: Path, one_donne: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = str(tmp_path / "concours.tournoi")
    twelve_donnes_typed_by_alice(location).close()

    status, out, err = enter(capsys, location, one_donne, "--replace")

    assert status == 0
    assert (out["donnes"], out["state"], out["totals"]) == (1, "in_progress", {"A": 60, "B": 100})
    assert (out["replaced"]["donnes"], out["replaced"]["by"]) == (12, ALICE)
    assert len(out["replaced"]["sheet"]["donnes"]) == 12
    backup = Path(out["replaced"]["backup"])
    assert backup.is_file()
    assert err == (
        "Remplacée : la feuille du tour 1, table 1 (12 donnes, saisies par Alice (poste 2)) ; "
        f"copie de sauvegarde : {backup}.\n"
    )
    db = open_tournament(location)
    copy = next(copy for copy in backups.list_copies(db) if copy.path == backup)
    assert copy.reason == "Avant la correction du tour 1, table 1"
    assert copy.summary is not None and copy.summary.donnes == 12  # the replaced sheet is in it
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 1
    with db.session() as session:
        last = audit.entries(session)[-1]
    assert (last.action, last.who) == ("sheet.import", "dupont@portable-club (ligne de commande)")
    db.close()


def test_an_empty_sheet_is_entered_without_replace(
    tmp_path: Path, one_donne: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = str(tmp_path / "concours.tournoi")
    twelve_donnes_typed_by_alice(location).close()
    main(["enter", location, "--round", "1", "--table", "2", str(one_donne)])
    out = json.loads(capsys.readouterr().out)
    assert out["donnes"] == 1 and "replaced" not in out


def test_a_change_made_while_the_copy_is_made_is_not_written_over(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    db = twelve_donnes_typed_by_alice(tmp_path / "concours.tournoi")
    make_backup = backups.make_backup

    def bob_corrects_meanwhile(database: Database, reason: str) -> backups.Backup:
        copy = make_backup(database, reason)
        scores.delete_donne(db, round_number=1, table=1, number=12, who="Bob (poste 3)")
        return copy

    monkeypatch.setattr(backups, "make_backup", bob_corrects_meanwhile)
    with pytest.raises(ConflictError) as refused:
        replacement.replace_sheet(
            db, round_number=1, table=1, document=ONE_DONNE, who="moi", replace=True
        )
    assert refused.value.message == (
        "La feuille de la table 1 a été modifiée entre-temps par Bob (poste 3) : votre "
        "changement n'est pas fait ; relisez la feuille et refaites-le si besoin."
    )
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 11
    db.close()


def test_on_a_server_the_replaced_sheet_is_in_the_output(
    postgres_url: str, tmp_path: Path, one_donne: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    twelve_donnes_typed_by_alice(postgres_url).close()

    status, out, err = enter(capsys, postgres_url, one_donne)
    assert (status, out) == (1, None)
    assert "(12 donnes, saisies par Alice (poste 2)) n'est pas vide" in err

    status, out, err = enter(capsys, postgres_url, one_donne, "--replace")
    assert status == 0
    assert out["replaced"]["backup"] is None
    assert out["replaced"]["sheet"]["donnes"][0] == {
        "taker": "A", "contract": 80, "trump": "pique", "coinche": "none", "points": 117,
        "capot": None, "belotes": {"A": 0, "B": 0},
    }  # fmt: skip
    assert err == (
        "Remplacée : la feuille du tour 1, table 1 (12 donnes, saisies par Alice (poste 2)) ; "
        "pas de copie sur un serveur : l'ancienne feuille est dans la sortie (replaced.sheet).\n"
    )
    db = open_tournament(postgres_url)
    assert len(scores.sheet(db, round_number=1, table=1).lines) == 1
    db.close()


def test_totals_recorded_elsewhere_are_not_replaced_without_replace(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    location = str(tmp_path / "concours.tournoi")
    db = new_tournament(location, rules=Rules(target=2000), draw=DrawMethod.ROTATION)
    scores.record_totals(db, round_number=1, table=1, totals=PerTeam(2070, 1290), who=ALICE)
    db.close()
    argv = ["enter", location, "--round", "1", "--table", "1", "--totals", "2010", "1500"]

    assert main(argv) == 1
    assert capsys.readouterr().err == (
        "La feuille du tour 1, table 1 (totaux 2070 – 1290, saisis par Alice (poste 2)) n'est "
        "pas vide : elle n'est pas remplacée sans demande expresse. Ajoutez --replace pour la "
        "remplacer (une copie de sauvegarde du fichier est faite avant).\n"
    )

    assert main([*argv, "--replace"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out["totals"] == {"A": 2010, "B": 1500}
    assert (out["replaced"]["totals"], out["replaced"]["by"]) == ({"A": 2070, "B": 1290}, ALICE)
    assert Path(out["replaced"]["backup"]).is_file()


def test_the_same_sheet_again_replaces_nothing(
    tmp_path: Path, one_donne: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A script run twice: the second ``enter`` finds the donnes it brings, and loses nothing."""
    location = str(tmp_path / "concours.tournoi")
    twelve_donnes_typed_by_alice(location).close()
    argv = ["enter", location, "--round", "1", "--table", "2", str(one_donne)]
    assert main(argv) == 0
    first = json.loads(capsys.readouterr().out)
    assert main(argv) == 0
    again, err = capsys.readouterr()
    assert (json.loads(again), err) == (first, "")
