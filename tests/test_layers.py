"""Imports go one way (shared/design.md): faces → exports → services → storage → engine.

Every ``import`` of every module under ``tournoi/`` is read from its source
(those inside functions and under ``TYPE_CHECKING`` too), and each module's
layer, given by its path, may import only the layers below it and the
libraries that are its own. ``tournoi.files`` (the team files' formats) is,
like the engine, pure reading with no database and no Qt: every layer above
storage may use its types. The faces (window, command line, phone pages)
never score a donne: they import none of the engine's scoring functions.
"""

from __future__ import annotations

import ast
from dataclasses import dataclass
from pathlib import Path
from typing import Final

import pytest

ROOT: Final = Path(__file__).resolve().parent.parent
TOURNOI: Final = ROOT / "tournoi"

FACES: Final = frozenset({"ui", "web", "cli"})

MAY_IMPORT: Final[dict[str, frozenset[str]]] = {
    "main": frozenset({"cli", "ui"}),
    # The window and the command line start the phones' server (tournoi.web.server).
    "ui": frozenset({"ui", "web", "exports", "services", "files", "resources"}),
    "web": frozenset({"web", "exports", "services", "files", "resources"}),
    "cli": frozenset({"cli", "web", "exports", "services", "files", "resources"}),
    "exports": frozenset({"exports", "services", "files", "resources"}),
    "services": frozenset({"services", "storage", "files", "resources"}),
    "files": frozenset({"files", "resources"}),
    "storage": frozenset({"storage", "resources"}),
    "resources": frozenset(),
}
"""The parts of ``tournoi`` each layer may import; every layer may import the engine."""

LIBRARIES: Final[dict[str, frozenset[str]]] = {
    "PySide6": frozenset({"ui"}),
    "shiboken6": frozenset({"ui"}),
    "sqlmodel": frozenset({"services", "storage"}),
    "sqlalchemy": frozenset({"services", "storage"}),
    "alembic": frozenset({"storage"}),
    "psycopg": frozenset({"storage"}),
    "reportlab": frozenset({"exports"}),
    "openpyxl": frozenset({"exports", "files"}),
    "starlette": frozenset({"web"}),
    "uvicorn": frozenset({"web"}),
    "segno": frozenset({"web", "ui"}),
}
"""Which layers may import each library that belongs to one concern."""

SCORING: Final = frozenset(
    {
        "score_donne",
        "DonneScore",
        "Partie",
        "check_donne",
        "capot_points",
        "card_points",
        "total_points",
        "trick_points",
        "capot_made_points",
        "scoring",
        "partie",
        "validation",
        "points",
    }
)
"""What computes a score, or a module that does: the faces ask a service instead."""

SCORING_MODULES: Final = frozenset(
    {"engine.scoring", "engine.partie", "engine.validation", "engine.points", "engine.annonces"}
)


@dataclass(frozen=True, slots=True, kw_only=True)
class Import:
    module: str
    """The module imported, absolute (``tournoi.services.scores``, ``engine``)."""
    names: tuple[str, ...]
    """The names taken from it (``from module import a, b``); empty for ``import module``."""
    line: int


def layer_of(path: Path) -> str:
    """``tournoi/ui/entry/page.py`` → ``ui``; ``tournoi/cli.py`` → ``cli``."""
    parts = path.relative_to(TOURNOI).with_suffix("").parts
    if parts == ("__init__",):
        return "resources"
    if parts == ("__main__",):
        return "main"
    return parts[0]


def imports_of(path: Path, source: str) -> list[Import]:
    tree = ast.parse(source, str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(module=alias.name, names=(), line=node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")[: len(package.split(".")) - node.level + 1]
                module = ".".join([*base, module] if module else base)
            names = tuple(alias.name for alias in node.names)
            if module == "tournoi":  # ``from tournoi import storage`` imports a part of tournoi
                found += [
                    Import(module=f"tournoi.{name}", names=(), line=node.lineno) for name in names
                ]
                continue
            found.append(Import(module=module, names=names, line=node.lineno))
    return found


def violations(path: Path, source: str | None = None) -> list[str]:
    """What ``path`` (its text, or ``source`` as if it stood there) imports against the layers."""
    layer = layer_of(path)
    where = path.relative_to(ROOT)
    found = []
    text = path.read_text(encoding="utf-8") if source is None else source
    for imported in imports_of(path, text):
        root, _, rest = imported.module.partition(".")
        said = f"{where}:{imported.line} ({layer}) imports {imported.module}"
        if root == "tournoi":
            target = rest.split(".")[0] if rest else "resources"
            if target not in MAY_IMPORT[layer]:
                found.append(f"{said}: a {layer} module may not import {target}")
        elif root in LIBRARIES and layer not in LIBRARIES[root]:
            found.append(f"{said}: only {sorted(LIBRARIES[root])} may import {root}")
        elif root == "engine" and layer in FACES:
            scoring = SCORING.intersection(imported.names)
            if scoring or imported.module in SCORING_MODULES:
                found.append(f"{said} {sorted(scoring)}: the faces ask a service for scores")
    return found


def sources() -> list[Path]:
    return sorted(path for path in TOURNOI.rglob("*.py") if "migrations" not in path.parts[:-1])


def test_every_module_has_a_known_layer() -> None:
    unknown = {layer_of(path) for path in sources()} - MAY_IMPORT.keys()
    assert unknown == set(), f"add these parts of tournoi/ to the layers: {sorted(unknown)}"


def test_imports_go_one_way() -> None:
    found = [line for path in sources() for line in violations(path)]
    assert found == [], "\n".join(found)


def test_migrations_belong_to_storage() -> None:
    for path in (TOURNOI / "storage" / "migrations").rglob("*.py"):
        assert layer_of(path) == "storage"
        assert violations(path) == []


@pytest.mark.parametrize(
    ("relative", "source", "expected"),
    [
        ("ui/page.py", "from tournoi.storage import Database\n", "may not import storage"),
        ("ui/page.py", "import sqlalchemy\n", "may import sqlalchemy"),
        ("ui/page.py", "from engine import Partie, Team\n", "ask a service for scores"),
        ("cli.py", "from engine.scoring import thing\n", "ask a service for scores"),
        ("services/x.py", "def f():\n    from tournoi.exports import pdf\n", "not import exports"),
        ("services/x.py", "from PySide6.QtCore import Qt\n", "may import PySide6"),
        ("services/x.py", "import openpyxl\n", "may import openpyxl"),
        ("exports/x.py", "from tournoi.storage import models\n", "may not import storage"),
        ("exports/pdf/x.py", "from ...ui import widgets\n", "may not import ui"),
        ("storage/x.py", "from tournoi.services import teams\n", "may not import services"),
        ("ui/page.py", "from tournoi.cli import main\n", "may not import cli"),
        ("ui/page.py", "from tournoi import storage\n", "may not import storage"),
        ("ui/page.py", "from engine import scoring\n", "ask a service for scores"),
        ("cli.py", "from engine.notation import capot_made_points\n", "ask a service for scores"),
    ],
)
def test_a_new_violation_is_found(relative: str, source: str, expected: str) -> None:
    """The checker itself: each kind of wrong import, written in a module of that layer."""
    found = violations(TOURNOI / relative, source)
    assert len(found) == 1 and expected in found[0], found
