"""Each command loads what it uses: the arguments are read before any service is imported.

Measured in a child process with ``-X importtime``, which lists every module
the command imported.
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from engine import PRESETS
from tests.conftest import new_tournament
from tournoi.cli import finals as cli_finals
from tournoi.cli import parser
from tournoi.exports.documents import Document
from tournoi.services.challenge import ChallengeRules, Ranked, Rule, create_challenge
from tournoi.services.draws import DrawMethod
from tournoi.services.settings import Format, KnockoutTie
from tournoi.web.server import DEFAULT_PORT, EVERYWHERE, LOOPBACK

ROOT = Path(__file__).resolve().parent.parent.parent
HEAVY = ("reportlab", "openpyxl", "uvicorn", "starlette", "alembic", "PySide6", "segno")


def imported(*argv: str, status: int = 0) -> set[str]:
    """The top-level packages and the ``tournoi`` modules that ``python -m tournoi argv`` loads."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "tournoi", *argv],
        capture_output=True, text=True, env=env, cwd=ROOT, check=False,
    )  # fmt: skip
    assert result.returncode == status, result.stderr[-2000:]
    names = {
        line.rsplit("|", 1)[1].strip()
        for line in result.stderr.splitlines()
        if line.startswith("import time:") and "|" in line
    }
    return {name.split(".")[0] for name in names} | {
        name for name in names if name.startswith("tournoi.")
    }


@pytest.fixture
def drawn(tmp_path: Path) -> str:
    path = tmp_path / "concours.tournoi"
    new_tournament(path, draw=DrawMethod.SWISS).close()
    return str(path)


def test_reading_commands_load_no_document_library_nor_server(drawn: str) -> None:
    for argv in (["standings", drawn], ["tables", drawn, "--round", "1"]):
        loaded = imported(*argv)
        assert {"sqlmodel", "tournoi.services.tournament.lifecycle"} <= loaded
        assert loaded.isdisjoint(HEAVY), sorted(loaded.intersection(HEAVY))
        assert "tournoi.exports" not in loaded and "tournoi.web" not in loaded


def test_a_challenges_standings_load_no_document_library_nor_migration(tmp_path: Path) -> None:
    path = tmp_path / "saison.challenge"
    create_challenge(path, name="Saison", rules=ChallengeRules(rule=Rule.MARKS))
    loaded = imported("challenge", "standings", str(path))
    assert "tournoi.services.challenge.standings" in loaded
    assert loaded.isdisjoint(HEAVY), sorted(loaded.intersection(HEAVY))
    assert "tournoi.exports" not in loaded


def test_reading_a_round_loads_no_draw(drawn: str) -> None:
    # ``tables`` reads what was drawn: the drawing, its pairing and the integrity check
    # it runs stay unloaded; ``standings`` needs no round at all, only the check that the
    # ranked documents run too.
    drawing = {
        "tournoi.services.draws.drawing",
        "tournoi.services.pairing",
        "tournoi.services.integrity.soundness",
    }
    loaded = imported("tables", drawn, "--round", "1")
    assert "tournoi.services.draws.views" in loaded
    assert loaded.isdisjoint(drawing)
    # nor what changes a sheet: its states and teams are all a round's view needs
    assert "tournoi.services.scores.view" in loaded
    assert "tournoi.services.scores.partie_write" not in loaded
    loaded = imported("standings", drawn)
    assert "tournoi.services.integrity.soundness" in loaded
    assert loaded.isdisjoint(
        drawing - {"tournoi.services.integrity.soundness"} | {"tournoi.services.draws"}
    )


def test_the_scores_still_find_their_changes_through_the_package() -> None:
    from tournoi.services import scores  # noqa: PLC0415
    from tournoi.services.scores import desk_entry, totals_entry  # noqa: PLC0415

    assert scores.record_donne is desk_entry.record_donne
    assert scores.tables_by_totals is totals_entry.tables_by_totals
    with pytest.raises(AttributeError, match="has no attribute 'noter'"):
        scores.noter  # noqa: B018


def test_the_draw_still_finds_its_functions_through_the_package() -> None:
    from tournoi.services import draws  # noqa: PLC0415
    from tournoi.services.draws import drawing  # noqa: PLC0415

    assert draws.draw_round is drawing.draw_round
    assert draws.cancel_draw is drawing.cancel_draw
    with pytest.raises(AttributeError, match="has no attribute 'tirer'"):
        draws.tirer  # noqa: B018


def test_the_process_own_command_keeps_a_working_collector(drawn: str) -> None:
    # The collector is paused while the command's libraries load, then on again.
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    script = (
        "import gc, sys; from tournoi.cli import main; sys.argv[1:] = ['standings', sys.argv[1]]"
        "; status = main(); print(status, gc.isenabled(), gc.get_freeze_count() > 10000)"
    )
    result = subprocess.run(
        [sys.executable, "-c", script, drawn], capture_output=True, text=True, env=env, check=False
    )
    assert result.stdout.splitlines()[-1] == "0 True True", result.stderr[-2000:]


def test_help_and_usage_errors_load_no_service(drawn: str) -> None:
    for argv, status in ((["--help"], 0), (["tables", drawn], 2), (["ouvrir"], 2)):
        loaded = imported(*argv, status=status)
        assert loaded.isdisjoint({"sqlalchemy", "sqlmodel", "engine", *HEAVY})
        assert not {name for name in loaded if name.startswith("tournoi.services")}


def test_the_parsers_lists_are_the_services_own() -> None:
    assert tuple(sorted(PRESETS)) == parser.PRESETS
    assert tuple(method.value for method in DrawMethod) == parser.DRAW_METHODS
    assert tuple(kind.value for kind in Format) == parser.FORMATS
    assert tuple(cli_finals.TIE_BREAKS) == parser.TIE_BREAKS
    assert set(cli_finals.TIE_BREAKS.values()) == set(KnockoutTie)
    assert tuple(document.value for document in Document) == parser.DOCUMENTS
    assert parser.PHONES_PORT == DEFAULT_PORT
    assert (parser.EVERYWHERE, parser.LOOPBACK) == (EVERYWHERE, LOOPBACK)
    assert tuple(rule.value for rule in Rule) == parser.CHALLENGE_RULES
    assert tuple(ranked.value for ranked in Ranked) == parser.CHALLENGE_RANKED


def test_the_installed_command_names_itself_tournoi() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    # What the installed ``tournoi`` script runs: tournoi.__main__:main.
    entry_point = "import sys; from tournoi.__main__ import main; sys.exit(main())"
    for argv, prog in (
        (["-c", entry_point, "--help"], "tournoi"),
        (["-m", "tournoi", "--help"], "python -m tournoi"),
    ):
        result = subprocess.run(
            [sys.executable, *argv], capture_output=True, text=True, env=env, check=False
        )
        assert result.returncode == 0
        assert result.stdout.startswith(f"usage: {prog} [-h] [--poste NOM]")
        assert f"Vérifier une installation : {prog} --verifier FICHIER.tournoi" in result.stdout


def test_a_usage_error_of_the_installed_command_names_it(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    entry_point = "import sys; from tournoi.__main__ import main; sys.exit(main())"
    result = subprocess.run(
        [sys.executable, "-c", entry_point, "tables", str(tmp_path / "x.tournoi")],
        capture_output=True, text=True, env=env, check=False,
    )  # fmt: skip
    assert result.returncode == 2
    assert result.stderr.startswith(
        "usage: tournoi tables [-h] --round ROUND [--table TABLE] file\n"
    )
    assert "Erreur d'utilisation : arguments obligatoires manquants : --round." in result.stderr
