"""Build the application into one folder with PyInstaller: ``dist/tournoi/`` by default.

The folder holds ``tournoi`` (the window; on Windows without a console) and
``tournoi-cli`` (the same program for the command line), and ``_internal/``
with Python, Qt and the application's files. Copy the whole folder: the
programs do not run without ``_internal/``.

    .venv/bin/python packaging/build.py [--distpath DIR] [--workpath DIR]
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import time
from collections.abc import Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "packaging" / "tournoi.spec"
NAME = "tournoi"


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Construit l'application autonome (un dossier).")
    parser.add_argument(
        "--distpath", type=Path, default=ROOT / "dist", help="où écrire l'application (dist/)"
    )
    parser.add_argument(
        "--workpath", type=Path, default=ROOT / "build", help="fichiers de travail (build/)"
    )
    options = parser.parse_args(argv)
    start = time.monotonic()
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        "--noconfirm",
        "--log-level=WARN",
        f"--distpath={options.distpath}",
        f"--workpath={options.workpath}",
        str(SPEC),
    ]
    status = subprocess.run(command, cwd=ROOT, check=False).returncode
    if status != 0:
        sys.stderr.write(f"Échec de la construction (PyInstaller, code {status}).\n")
        return status
    folder = (options.distpath / NAME).resolve()
    size = sum(path.lstat().st_size for path in folder.rglob("*") if not path.is_dir())
    print(
        f"Application construite en {time.monotonic() - start:.0f} s : {folder} "
        f"({size / 1e6:.0f} Mo).\nÀ lancer : {folder / NAME}"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
