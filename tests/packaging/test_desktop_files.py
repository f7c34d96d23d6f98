"""What the bundle and the Linux desktop are given: menu entry, file type, icons."""

from __future__ import annotations

import configparser
import shutil
import struct
import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

from PySide6.QtGui import QImage

from tournoi.ui.app import DESKTOP_FILE

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"
ICONS = ROOT / "resources" / "icons"
SIZES = [16, 24, 32, 48, 64, 128, 256]
MIME = "{http://www.freedesktop.org/standards/shared-mime-info}"


def entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]
    parser.read(PACKAGING / f"{DESKTOP_FILE}.desktop", encoding="utf-8")
    return parser["Desktop Entry"]


def test_the_menu_entry_starts_the_window_on_a_tournament_file() -> None:
    desktop = entry()
    assert desktop["Name"] == desktop["Name[fr]"] == "Tournoi de belote"
    assert desktop["Exec"] == "tournoi %f"  # the README's sed puts the bundle's path
    assert desktop["Terminal"] == "false"
    assert desktop["Icon"] == DESKTOP_FILE
    assert "donnes" in desktop["Comment"]
    validator = shutil.which("desktop-file-validate")
    if validator:
        result = subprocess.run(
            [validator, str(PACKAGING / f"{DESKTOP_FILE}.desktop")],
            capture_output=True,
            text=True,
            check=False,
        )
        assert result.returncode == 0, result.stdout + result.stderr


def test_the_file_type_is_the_one_the_menu_entry_opens() -> None:
    mime = ET.parse(PACKAGING / f"{DESKTOP_FILE}.xml").getroot().find(f"{MIME}mime-type")
    assert mime is not None
    assert entry()["MimeType"] == f"{mime.get('type')};"
    globs = [glob.get("pattern") for glob in mime.iter(f"{MIME}glob")]
    assert globs == ["*.tournoi"]


def test_the_icon_is_drawn_at_every_size() -> None:
    for size in SIZES:
        image = QImage(str(ICONS / f"tournoi-{size}.png"))
        assert (image.width(), image.height()) == (size, size)
        assert image.hasAlphaChannel()
    ico = (ICONS / "tournoi.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind, count) == (0, 1, len(SIZES))
    widths = [ico[6 + 16 * n] or 256 for n in range(count)]
    assert widths == SIZES
