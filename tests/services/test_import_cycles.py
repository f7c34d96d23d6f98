"""No two modules of the services import each other, even through others or inside a function.

A cycle makes either module unreadable without the other and its load order a
matter of luck; one brought in by a function's import (``scores.__getattr__``
loads what changes a sheet when first asked for) is as much a cycle as one at
the top. Imports written only for the type checker (``if TYPE_CHECKING:``)
run never and do not count.

Nor do the packages right under ``tournoi.services`` (``tables``, ``teams``, ``scores``…, and the
modules that lie there alone: ``errors``, ``audit``, ``settings``) import each other: each feature
can be read, and tested, with only those below it, and a new feature finds its place in one
order (``docs/architecture.md``). Two modules of two packages may import each other through
neither and still tie their packages: the packages' graph is held on its own.
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.layer_rules import ROOT, TOURNOI

SERVICES = TOURNOI / "services"


def module_of(path: Path) -> str:
    parts = path.relative_to(ROOT).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def _run_nodes(tree: ast.AST) -> Iterator[ast.AST]:
    """Every node, but those under ``if TYPE_CHECKING:``."""
    for node in ast.iter_child_nodes(tree):
        if _for_the_type_checker(node):
            assert isinstance(node, ast.If)
            yield from (inner for part in node.orelse for inner in [part, *_run_nodes(part)])
            continue
        yield node
        yield from _run_nodes(node)


def _for_the_type_checker(node: ast.AST) -> bool:
    return (
        isinstance(node, ast.If)
        and isinstance(node.test, ast.Name)
        and node.test.id == "TYPE_CHECKING"
    )


def imported_modules(module: str, source: str, known: set[str], *, package: bool) -> set[str]:
    """The modules among ``known`` that ``source`` (the text of ``module``, a ``package``'s
    ``__init__`` or not) imports when run."""
    within = module if package else module.rpartition(".")[0]
    found: set[str] = set()
    for node in _run_nodes(ast.parse(source)):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                parts = within.split(".")[: len(within.split(".")) - node.level + 1]
                base = ".".join([*parts, base] if base else parts)
            # ``from package import module`` imports that module; ``import name`` the package.
            names = {f"{base}.{alias.name}" for alias in node.names}
            found |= names
            # The package's ``__init__`` runs for its own modules before them anyway: one of
            # them taking a sibling from it (``from package import sibling``) does not run it.
            if not (module.startswith(f"{base}.") and names <= known):
                found.add(base)
    return {name for name in found if name in known and name != module}


def services_graph(sources: dict[str, str] | None = None) -> dict[str, set[str]]:
    """Each services module and the services modules it imports when run; ``sources`` replaces
    or adds modules' texts (by module name)."""
    texts = {module_of(path): path.read_text() for path in SERVICES.rglob("*.py")}
    texts.update(sources or {})
    known = set(texts)
    graph: dict[str, set[str]] = {}
    for module, source in texts.items():
        package = (ROOT / module.replace(".", "/") / "__init__.py").exists()
        graph[module] = imported_modules(module, source, known, package=package)
    return graph


def cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph``, as the modules met in turn, or ``None``."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str] | None:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return None
        for imported in sorted(graph[module]):
            found = visit(imported, [*path, module])
            if found is not None:
                return found
        done.add(module)
        return None

    for module in sorted(graph):
        found = visit(module, [])
        if found is not None:
            return found
    return None


def package_of(module: str) -> str:
    """The package right under ``tournoi.services`` that holds ``module`` (or the module itself
    when it lies there alone)."""
    return ".".join(module.split(".")[:3])


def packages_graph(graph: dict[str, set[str]]) -> dict[str, set[str]]:
    """Each package of the services and the others that its modules import when run."""
    packages: dict[str, set[str]] = {}
    for module, imported in graph.items():
        own = package_of(module)
        packages.setdefault(own, set()).update(package_of(name) for name in imported)
        packages[own].discard(own)
    return packages


def test_the_services_have_no_import_cycle() -> None:
    found = cycle(services_graph())
    assert found is None, " → ".join(found or [])


@pytest.mark.parametrize(
    "planted",
    [
        # at the top of a module
        {"tournoi.services.settings": "from tournoi.services.standings import results\n"},
        # inside a function, through a package's __init__
        {
            "tournoi.services.scores.records": "def f():\n    from tournoi.services.draws import seats\n"
        },
        # relative, through a third module
        {"tournoi.services.errors": "from .scores.view import find_partie\n"},
    ],
)
def test_a_planted_cycle_is_found(planted: dict[str, str]) -> None:
    ((module, source),) = planted.items()
    current = (ROOT / (module.replace(".", "/") + ".py")).read_text()
    assert cycle(services_graph({module: current + source})) is not None


def test_an_import_for_the_type_checker_alone_is_no_cycle() -> None:
    module = "tournoi.services.audit"
    current = (SERVICES / "audit.py").read_text()
    planted = current + "if TYPE_CHECKING:\n    from tournoi.services import results\n"
    assert cycle(services_graph({module: planted})) is None


def test_the_services_packages_import_one_way() -> None:
    found = cycle(packages_graph(services_graph()))
    assert found is None, " → ".join(found or [])


@pytest.mark.parametrize(
    "planted",
    [
        # the integrity check's cache reading the integrity check's rows: no module comes back
        {"tournoi.services.cache.integrity": "from tournoi.services.integrity import rows\n"},
        # inside a function: the file names checked against the prize list
        {
            "tournoi.services.tournament.file_names": "def f():\n    from tournoi.services.awards import prizes\n"
        },
    ],
)
def test_a_planted_cycle_of_packages_is_found(planted: dict[str, str]) -> None:
    ((module, source),) = planted.items()
    current = (ROOT / (module.replace(".", "/") + ".py")).read_text()
    graph = services_graph({module: current + source})
    assert cycle(graph) is None  # no module imports itself back: only the packages do
    assert cycle(packages_graph(graph)) is not None
