"""The import rules of the layers (shared/design.md), read from the sources by ``ast``.

Imports go one way: faces → exports → services → storage → engine. Every import
of a module counts, wherever it is written: at the top, inside a function, under
``TYPE_CHECKING``, and as a string given to ``importlib.import_module`` or
``__import__``. ``tournoi.files`` (the team files' formats) is, like the engine,
pure reading with no database and no Qt: every layer above storage may use its
types. The faces (window, command line, phone pages) never score a donne: they
import none of the engine's scoring functions or modules, nor reach them as an
attribute of the engine they imported. The window and the command line reach the
phones' pages only through the server that starts them (``tournoi.web.server``).
The engine imports the standard library and itself, nothing else.
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
TOURNOI: Final = ROOT / "tournoi"
ENGINE: Final = ROOT / "engine"

FACES: Final = frozenset({"ui", "web", "cli"})

MAY_IMPORT: Final[dict[str, frozenset[str]]] = {
    "main": frozenset({"cli", "ui"}),
    # The window and the command line start the phones' server (WEB_ENTRY).
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

WEB_ENTRY: Final = "tournoi.web.server"
"""The one module of the phones' pages that another face may import: it starts them."""

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
    "paramiko": frozenset({"exports"}),
    "keyring": frozenset({"exports"}),
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
    """Every import of ``source``, written as a statement or as a string literal."""
    tree = ast.parse(source, str(path))
    package = ".".join(path.relative_to(ROOT).with_suffix("").parts[:-1])
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found += [Import(module=alias.name, names=(), line=node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(node, package)
            names = tuple(alias.name for alias in node.names)
            if module == "tournoi":  # ``from tournoi import storage`` imports a part of tournoi
                found += [
                    Import(module=f"tournoi.{name}", names=(), line=node.lineno) for name in names
                ]
                continue
            found.append(Import(module=module, names=names, line=node.lineno))
        elif isinstance(node, ast.Call) and (named := _string_import(node)) is not None:
            found.append(Import(module=named, names=(), line=node.lineno))
    return found


def _absolute(node: ast.ImportFrom, package: str) -> str:
    module = node.module or ""
    if not node.level:
        return module
    parts = package.split(".")
    base = parts[: len(parts) - node.level + 1]
    return ".".join([*base, module] if module else base)


def _string_import(node: ast.Call) -> str | None:
    """The module of ``importlib.import_module("x")``, ``import_module("x")`` or
    ``__import__("x")``; ``None`` for any other call, or a name not written out."""
    if not node.args:
        return None
    func, first = node.func, node.args[0]
    called = func.attr if isinstance(func, ast.Attribute) else getattr(func, "id", None)
    if called not in ("import_module", "__import__"):
        return None
    if isinstance(first, ast.Constant) and isinstance(first.value, str):
        return first.value
    return None


def engine_modules_bound(tree: ast.AST) -> dict[str, str]:
    """The local names bound to the engine or one of its modules, and the module each is.

    ``import engine`` binds ``engine``; ``import engine.jsonio as io`` binds ``io``;
    ``from engine import notation as n`` binds ``n`` to ``engine.notation``.
    """
    bound = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.partition(".")[0] == "engine":
                    bound[alias.asname or "engine"] = alias.name if alias.asname else "engine"
        elif isinstance(node, ast.ImportFrom) and node.module == "engine" and not node.level:
            for alias in node.names:
                if (ENGINE / f"{alias.name}.py").exists():
                    bound[alias.asname or alias.name] = f"engine.{alias.name}"
    return bound


def scoring_attributes(source: str) -> Iterator[tuple[int, str]]:
    """``engine.score_donne`` and the like: a scoring name read from an engine module."""
    tree = ast.parse(source)
    bound = engine_modules_bound(tree)
    for node in ast.walk(tree):
        if (
            isinstance(node, ast.Attribute)
            and isinstance(node.value, ast.Name)
            and node.value.id in bound
            and node.attr in SCORING
        ):
            yield node.lineno, f"{bound[node.value.id]}.{node.attr}"


def violations(path: Path, source: str | None = None) -> list[str]:
    """What ``path`` (its text, or ``source`` as if it stood there) imports against the layers."""
    layer = layer_of(path)
    where = path.relative_to(ROOT)
    text = path.read_text(encoding="utf-8") if source is None else source
    found = []
    for imported in imports_of(path, text):
        said = f"{where}:{imported.line} ({layer}) imports {imported.module}"
        found += [f"{said}{why}" for why in _against(layer, imported)]
    if layer in FACES:
        found += [
            f"{where}:{line} ({layer}) reads {name}: the faces ask a service for scores"
            for line, name in scoring_attributes(text)
        ]
    return found


def _against(layer: str, imported: Import) -> Iterator[str]:
    root, _, rest = imported.module.partition(".")
    if root == "tournoi":
        target = rest.split(".")[0] if rest else "resources"
        if target not in MAY_IMPORT[layer]:
            yield f": a {layer} module may not import {target}"
        elif target == "web" and layer != "web" and not _is_web_entry(imported):
            yield f": the {layer} face may import only {WEB_ENTRY} of the phones' pages"
    elif root in LIBRARIES and layer not in LIBRARIES[root]:
        yield f": only {sorted(LIBRARIES[root])} may import {root}"
    elif root == "engine" and layer in FACES:
        scoring = SCORING.intersection(imported.names)
        modules = {f"{imported.module}.{name}" for name in imported.names} & SCORING_MODULES
        if scoring or modules or imported.module in SCORING_MODULES:
            yield f" {sorted(scoring | modules)}: the faces ask a service for scores"


def _is_web_entry(imported: Import) -> bool:
    if imported.module == WEB_ENTRY:
        return True
    return imported.module == "tournoi.web" and imported.names == ("server",)


PRESENTED: Final[dict[str, frozenset[str]]] = {
    "entry": frozenset({"presenter", "state", "round_choice", "questions", "judging", "editing"}),
    "rounds": frozenset({"presenter"}),
    "teams": frozenset({"presenter", "commands", "team_form", "register_memory"}),
    "players": frozenset({"presenter", "commands"}),
    "entrants": frozenset({"presenter", "commands"}),
}
"""The screens (packages of ``tournoi/ui``) drawn from a presenter, and their modules without
a widget: no module of the package imports its page (nor the package, which gives the page)
but the package itself; those named import no ``PySide6.QtWidgets``."""

SHARED_BY_SCREENS: Final = frozenset({"entrants"})
"""The packages of :data:`PRESENTED` that two screens share (the teams' and the players'
lists), without a page of their own."""


def screen_violations(path: Path, source: str | None = None) -> list[str]:
    """What a module of a presented screen imports against its presenter: the page, a widget."""
    parts = path.relative_to(TOURNOI).with_suffix("").parts
    if len(parts) != 3 or parts[0] != "ui" or parts[1] not in PRESENTED:
        return []
    screen, module = parts[1], parts[2]
    if module in ("__init__", "page"):
        return []
    package = f"tournoi.ui.{screen}"
    text = path.read_text(encoding="utf-8") if source is None else source
    where = path.relative_to(ROOT)
    found = []
    for imported in imports_of(path, text):
        if _reaches_page(imported, package, path.parent):
            found.append(
                f"{where}:{imported.line} imports {imported.module}: the page renders "
                f"the {screen} screen's presenter, nothing in {package} calls it back"
            )
        if module in PRESENTED[screen] and imported.module.startswith("PySide6.QtWidgets"):
            found.append(
                f"{where}:{imported.line} imports {imported.module}: "
                f"{package}.{module} is without widgets, tested without a window"
            )
    return found


def _reaches_page(imported: Import, package: str, folder: Path) -> bool:
    """``imported`` is the page, or what the package gives of it (``EntryPage``); a sibling
    module taken from the package (``from tournoi.ui.entry import questions``) is not."""
    if imported.module == f"{package}.page":
        return True
    if imported.module != package:
        return False
    return not imported.names or any(
        name == "page" or not (folder / f"{name}.py").exists() for name in imported.names
    )


def engine_violations(path: Path, source: str | None = None) -> list[str]:
    """What a module of the engine imports beyond the standard library and itself."""
    text = path.read_text(encoding="utf-8") if source is None else source
    where = path.relative_to(ROOT)
    return [
        f"{where}:{imported.line} imports {imported.module}: the engine is standard library only"
        for imported in imports_of(path, text)
        if imported.module.partition(".")[0] not in {"engine", *sys.stdlib_module_names}
    ]


def tournoi_sources() -> list[Path]:
    return sorted(path for path in TOURNOI.rglob("*.py") if "migrations" not in path.parts[:-1])


def engine_sources() -> list[Path]:
    return sorted(ENGINE.rglob("*.py"))
