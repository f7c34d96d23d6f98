"""ruff and mypy --strict are part of the test suite: a lint error fails it like a bug."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
BIN = Path(sys.executable).parent


def run(*command: str) -> subprocess.CompletedProcess[str]:
    tool = shutil.which(command[0], path=str(BIN)) or shutil.which(command[0])
    assert tool, f"{command[0]} is not installed (./run test installs it)"
    return subprocess.run(
        [tool, *command[1:]], cwd=ROOT, capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize(
    "command",
    [
        ("ruff", "check", "."),
        ("ruff", "format", "--check", "."),
        ("mypy", "--strict", "engine", "tournoi"),
    ],
    ids=["ruff-check", "ruff-format", "mypy-strict"],
)
def test_clean(command: tuple[str, ...]) -> None:
    result = run(*command)
    assert result.returncode == 0, result.stdout + result.stderr
