"""Where the fonts and icons are found: the bundle, the installed package, the source tree.

The installed wheel itself is tried in ``test_wheel_install.py``; here each
case is set up in place.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from tournoi import resources
from tournoi.resources import resources_dir

ROOT = Path(__file__).resolve().parents[2]


def test_the_source_tree_has_them_beside_the_package() -> None:
    assert resources_dir() == ROOT / "resources"
    assert (resources_dir() / "fonts" / "DejaVuSans.ttf").is_file()
    assert not (ROOT / "tournoi" / resources.INSTALLED).exists()


def test_the_installed_package_has_them_inside(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    package = tmp_path / "site-packages" / "tournoi"
    (package / "resource_files" / "fonts").mkdir(parents=True)
    # Another distribution's folder beside the package must not be taken for ours.
    (tmp_path / "site-packages" / "resources" / "fonts").mkdir(parents=True)
    monkeypatch.setattr(resources, "files", lambda name: package if name == "tournoi" else None)
    assert resources_dir() == package / "resource_files"


def test_the_bundle_unpacks_them_in_its_own_folder(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == tmp_path / "resources"


def test_a_meipass_without_a_frozen_program_is_not_a_bundle(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    assert resources_dir() == ROOT / "resources"
