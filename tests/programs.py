"""Starting the application's programs in a child process, as a user would, away from their files."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path


def run_program(
    argv: list[str], *, home: Path, cwd: Path, platform: str | None = None
) -> subprocess.CompletedProcess[str]:
    """``argv`` with its own home (preferences, log) and no screen: Qt's ``platform`` if given,
    else nothing set, as on a machine without a display."""
    env = {**os.environ, "HOME": str(home), "XDG_CONFIG_HOME": str(home / "config")}
    env["XDG_STATE_HOME"] = str(home / "state")
    for name in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM"):
        env.pop(name, None)
    if platform is not None:
        env["QT_QPA_PLATFORM"] = platform
    return subprocess.run(
        argv, cwd=cwd, env=env, capture_output=True, text=True, encoding="utf-8", timeout=120,
        check=False,
    )  # fmt: skip
