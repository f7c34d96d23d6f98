"""Coverage floors (lines and branches), one per part of the project, checked at the end of a whole run.

``./run test`` measures the whole project; the engine must keep 95 % of its
lines and branches and the application the floor measured when it was set. The floors
are checked only with ``--coverage-floors`` (which ``./run test`` passes when
it runs the whole suite): a run of a few files covers little by design. With
pytest-xdist, pytest-cov gathers the workers' measures into the main process,
which checks the floors.
"""

from __future__ import annotations

import io
from collections.abc import Generator
from typing import Final

import pytest

FLOORS: Final = {"engine/*": 95.0, "tournoi/*": 94.0}
"""Per sources, the least coverage (%, lines and branches together) of a whole run.

The application's floor is what the whole suite measured when it was set (94.4 %).
"""


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--coverage-floors",
        action="store_true",
        help="fail the run when a part of the project is covered below its floor",
    )


@pytest.hookimpl(hookwrapper=True)
def pytest_runtestloop(session: pytest.Session) -> Generator[None]:
    yield  # pytest-cov's own wrapper (inner) has stopped and saved the measure by now
    plugin = session.config.pluginmanager.getplugin("_cov")
    controller = getattr(plugin, "cov_controller", None)
    if not session.config.getoption("--coverage-floors") or controller is None:
        return
    if hasattr(session.config, "workerinput"):
        return  # a parallel worker measured its share only: the main process combines them all
    reporter = session.config.pluginmanager.getplugin("terminalreporter")
    reporter.ensure_newline()
    for sources, floor in FLOORS.items():
        covered = controller.cov.report(include=[sources], file=io.StringIO())
        below = covered < floor
        reporter.write_line(
            f"Couverture de {sources.removesuffix('/*')}/ : {covered:.1f} % "
            f"(plancher {floor:.0f} %){' — INSUFFISANTE' if below else ''}",
            red=below,
            bold=below,
        )
        if below:
            session.testsfailed += 1
