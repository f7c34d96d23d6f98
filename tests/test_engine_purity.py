"""The engine stays pure: standard library only, no Qt, no database, nothing of the application."""

import subprocess
import sys

import pytest

from tests.layer_rules import ENGINE, ROOT, engine_sources, engine_violations


def test_importing_the_engine_loads_only_the_standard_library() -> None:
    probe = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "import engine, engine.cli, engine.jsonio\n"
        "roots = {name.split('.')[0] for name in set(sys.modules) - before}\n"
        "print('\\n'.join(sorted(r for r in roots if r not in sys.stdlib_module_names)))\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe], cwd=ROOT, capture_output=True, text=True, check=True
    )
    foreign = set(result.stdout.split()) - {"engine"}
    assert foreign == set(), f"the engine imports {sorted(foreign)}"


def test_engine_sources_import_only_the_standard_library() -> None:
    """Every import, lazy ones and strings included, against ``sys.stdlib_module_names``."""
    found = [line for path in engine_sources() for line in engine_violations(path)]
    assert found == [], "\n".join(found)


@pytest.mark.parametrize(
    "source",
    [
        "def plot():\n    import numpy\n",
        "from tournoi.services import scores\n",
        "import PySide6.QtCore\n",
        "if False:\n    from sqlmodel import Session\n",
        "import importlib\nimportlib.import_module('numpy.linalg')\n",
        "mod = __import__('sqlalchemy')\n",
    ],
)
def test_a_foreign_import_in_the_engine_is_found(source: str) -> None:
    found = engine_violations(ENGINE / "planted.py", source)
    assert len(found) == 1 and "standard library only" in found[0], found


@pytest.mark.parametrize(
    "source",
    [
        "from __future__ import annotations\nimport json\nfrom fractions import Fraction\n",
        "def lazy():\n    import re\n    from engine.cards import Card\n",
        "from . import cards\nfrom .donne import Team\n",
        "import importlib\nimportlib.import_module(f'engine.{name}')\n",
        "import importlib\nimportlib.import_module('engine.legality')\n",
    ],
)
def test_the_standard_library_and_the_engine_are_accepted(source: str) -> None:
    assert engine_violations(ENGINE / "planted.py", source) == []
