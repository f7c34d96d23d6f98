"""Wine for the Windows build and its tests: a prefix, a screen, and what Wine 8 lacks.

Debian 12's Wine 8 misses a few things that Windows 10 and 11 have; each is bridged here,
in the prefix the build and the tests run in, and never in what ships:

- ``bcryptprimitives.dll`` (``ProcessPrng``), which pydantic_core imports;
- Windows' own ICU (``icuuc.dll``), without which QtCore does not load;
- an X display, which Wine wants for some calls even without a window (Xvfb).

A program's output to a pipe is in Windows' code page (cp1252; cp437 for the console's own
tools), as on Windows.
"""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path, PureWindowsPath

WINE = shutil.which("wine64") or "/usr/lib/wine/wine64"
WINESERVER = shutil.which("wineserver") or "/usr/lib/wine/wineserver"
MINGW = "x86_64-w64-mingw32-gcc"
BRIDGES = Path(__file__).resolve().parent / "wine"
ANSI = "cp1252"
OEM = "cp437"


@dataclass(frozen=True, kw_only=True)
class Wine:
    """Runs Windows programs in ``prefix``, on the X display ``display``."""

    prefix: Path
    display: str

    @property
    def home(self) -> Path:
        """The home Wine links the prefix's Desktop and Documents to: beside the prefix, so
        that shortcuts and documents stay in it and never reach this machine's user."""
        return self.prefix.parent / f"{self.prefix.name}-home"

    def environment(self, **extra: str) -> dict[str, str]:
        return {
            **os.environ,
            "HOME": str(self.home),
            "WINEPREFIX": str(self.prefix),
            "WINEDEBUG": "-all",
            # No offer to download Wine's .NET and Internet Explorer: nothing here needs them;
            # and no menu entries, icons and file types of the prefix's programs in this
            # machine's own desktop (winemenubuilder).
            "WINEDLLOVERRIDES": "mscoree,mshtml=;winemenubuilder.exe=d",
            "DISPLAY": self.display,
            # File names in UTF-8 on this side; Windows' code pages are then 1252 (programs)
            # and 437 (the console's tools), those of a Windows in English. A French one
            # (LC_ALL=fr_FR.UTF-8) needs that locale on this machine, or names are garbled.
            "LC_ALL": "C.UTF-8",
            **extra,
        }

    def run(
        self,
        *argv: str,
        timeout: float,
        cwd: Path | None = None,
        encoding: str = ANSI,
        **extra: str,
    ) -> subprocess.CompletedProcess[str]:
        """``argv`` under Wine, its output read in ``encoding``: a Windows program's code page
        (Python's), or the console's (:data:`OEM`) for Windows' own tools (``reg``).

        The standard input is empty and the outputs are pipes: a Windows Python started
        with a terminal's or a file's handles stops at once (« Invalid handle »).
        """
        return subprocess.run(
            [WINE, *argv],
            cwd=cwd,
            env=self.environment(**extra),
            stdin=subprocess.DEVNULL,
            capture_output=True,
            encoding=encoding,
            errors="replace",
            timeout=timeout,
            check=False,
        )

    def start(self, *argv: str) -> subprocess.Popen[str]:
        """``argv`` under Wine, running on while the caller reads its output (a server)."""
        return subprocess.Popen(
            [WINE, *argv],
            env=self.environment(),
            stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            encoding=ANSI,
            errors="replace",
        )

    def wait(self, timeout: float) -> None:
        """Until every program of the prefix has ended (an uninstaller runs on from a copy)."""
        subprocess.run([WINESERVER, "-w"], env=self.environment(), timeout=timeout, check=True)

    def windows_path(self, path: Path) -> str:
        """``path`` as Windows programs see it: ``C:\\…`` inside the prefix, else ``Z:\\…``."""
        drive_c = self.prefix / "drive_c"
        if path.is_relative_to(drive_c):
            return str(PureWindowsPath("C:\\", *path.relative_to(drive_c).parts))
        return str(PureWindowsPath("Z:\\", *path.parts[1:]))

    def unix_path(self, windows: str) -> Path:
        """Where ``C:\\…`` lies on this machine."""
        path = PureWindowsPath(windows)
        assert path.drive.upper() == "C:", windows
        return self.prefix.joinpath("drive_c", *path.parts[1:])

    def stop(self) -> None:
        """End the prefix's Wine server and every program still running in it."""
        subprocess.run([WINESERVER, "-k"], env=self.environment(), capture_output=True, check=False)


@contextmanager
def screen() -> Iterator[str]:
    """An X display of its own (Xvfb picks a free number), for as long as the block lasts."""
    read, write = os.pipe()
    server = subprocess.Popen(
        ["Xvfb", "-displayfd", str(write), "-nolisten", "tcp", "-screen", "0", "1366x768x24"],
        pass_fds=(write,),
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.close(write)
    try:
        with os.fdopen(read) as number:
            display = number.readline().strip()
        if not display:
            raise RuntimeError("Xvfb n'a pas démarré.")
        yield f":{display}"
    finally:
        server.terminate()
        server.wait(timeout=30)


@contextmanager
def session(prefix: Path) -> Iterator[Wine]:
    """A Wine ready to run the build's or the installed programs in ``prefix``."""
    with screen() as display:
        wine = Wine(prefix=prefix, display=display)
        try:
            prepare(wine)
            yield wine
        finally:
            wine.stop()


def prepare(wine: Wine) -> None:
    """Create the prefix once, with the bridges in its ``system32``."""
    ready = wine.prefix / ".bridged"
    if ready.exists():
        return
    wine.home.mkdir(parents=True, exist_ok=True)
    created = wine.run("wineboot", "--init", timeout=300)
    system32 = wine.prefix / "drive_c" / "windows" / "system32"
    if not system32.is_dir():
        raise RuntimeError(f"wineboot n'a pas créé le préfixe Wine :\n{created.stderr}")
    bridge("bcryptprimitives", system32, BRIDGES / "bcryptprimitives.def", "-ladvapi32")
    bridge("icuuc", system32, "-Wl,--export-all-symbols")
    wine.run("wineboot", "--shutdown", timeout=120)
    ready.touch()


def bridge(name: str, system32: Path, *options: str | Path) -> None:
    """Build ``wine/<name>.c`` into ``<name>.dll`` in the prefix, with mingw."""
    subprocess.run(
        [MINGW, "-shared", "-O2", "-o", system32 / f"{name}.dll", BRIDGES / f"{name}.c", *options],
        check=True,
    )
