"""The engine stays pure: standard library only, no Qt, no database, nothing of the application."""

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


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


def test_engine_sources_import_nothing_of_the_application() -> None:
    for path in (ROOT / "engine").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        for forbidden in ("PySide6", "sqlmodel", "sqlalchemy", "tournoi"):
            assert f"import {forbidden}" not in text and f"from {forbidden}" not in text, path
