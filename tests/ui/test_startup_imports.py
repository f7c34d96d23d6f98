"""The window starts without what it needs only later: documents, the phones' server, migrations."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LATER = ("reportlab", "openpyxl", "uvicorn", "starlette", "segno", "alembic")


def test_the_window_loads_the_heavy_libraries_only_when_asked() -> None:
    probe = (
        "import sys\n"
        "import tournoi.ui.app, tournoi.ui.main_window\n"
        f"print(' '.join(name for name in {LATER!r} if name in sys.modules))\n"
    )
    environment = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    result = subprocess.run(
        [sys.executable, "-c", probe],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
        env=environment,
    )
    assert result.stdout.split() == []
