"""Shared test set-up: Qt without a display, and hypothesis profiles."""

import os

# Qt aborts the interpreter when no display is found: this must come before any Qt import.
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from hypothesis import HealthCheck, settings

settings.register_profile("default", deadline=None, suppress_health_check=[HealthCheck.too_slow])
# CI replays the same examples every run: a failure there is reproducible here.
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.load_profile("ci" if os.environ.get("CI") else "default")

pytest_plugins = ["tests.postgres", "tests.coverage_floors"]
