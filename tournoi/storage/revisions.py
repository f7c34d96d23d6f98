"""The schema's revisions, read from the migration scripts without loading Alembic.

Opening a tournament that is up to date (nearly always) only compares its
revision with the head; Alembic, with Mako and its script machinery, is
loaded only when a migration must run. The scripts are the one source: each
names its ``revision`` and ``down_revision`` as plain strings, in its header
(before its first function, as Alembic's template writes them): only the
header is parsed, a few times quicker than the whole script.

>>> head() in known()
True
>>> known()[head()] is not None or len(known()) == 1
True
"""

from __future__ import annotations

import ast
import re
from functools import cache
from pathlib import Path
from typing import Final

VERSIONS: Final = Path(__file__).resolve().parent / "migrations" / "versions"
_BODY: Final = re.compile(r"^(?:def|async|class|@)", re.MULTILINE)
"""Where a script's header ends: its first function, class or decorator."""


@cache
def known(versions: Path | None = None) -> dict[str, str | None]:
    """Every revision of the scripts, with the one it follows (``None`` for the first).

    ``versions``: the folder of a chain, the tournament's by default (a challenge
    file has its own, :mod:`tournoi.storage.club`).
    """
    revisions: dict[str, str | None] = {}
    for script in sorted((versions or VERSIONS).glob("*.py")):
        names = _names(script.read_text(encoding="utf-8"))
        revision = names.get("revision")
        if revision is None:
            raise LookupError(f"{script.name} does not name its revision")
        revisions[revision] = names.get("down_revision")
    return revisions


def head(versions: Path | None = None) -> str:
    """The revision that no other follows: what every tournament (or file of ``versions``'
    chain) is migrated to."""
    revisions = known(versions)
    heads = set(revisions) - set(revisions.values())
    if len(heads) != 1:
        raise LookupError(f"the migration scripts have {len(heads)} heads: {sorted(heads)}")
    return heads.pop()


def _names(source: str) -> dict[str, str | None]:
    """The assignments of a script's header, or of the whole script when its header does not
    name both revisions."""
    body = _BODY.search(source)
    if body is not None:
        try:
            names = _assignments(ast.parse(source[: body.start()]))
        except SyntaxError:  # the header cut inside a string
            names = {}
        if {"revision", "down_revision"} <= names.keys():
            return names
    return _assignments(ast.parse(source))


def _assignments(module: ast.Module) -> dict[str, str | None]:
    """The module-level ``name = "value"`` (or ``name: str = "value"``) of a parsed script."""
    found: dict[str, str | None] = {}
    for node in module.body:
        if isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
            target, value = node.target.id, node.value
        elif isinstance(node, ast.Assign) and len(node.targets) == 1:
            first = node.targets[0]
            if not isinstance(first, ast.Name):
                continue
            target, value = first.id, node.value
        else:
            continue
        if isinstance(value, ast.Constant) and (
            value.value is None or isinstance(value.value, str)
        ):
            found[target] = value.value
    return found
