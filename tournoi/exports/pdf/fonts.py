"""The TrueType fonts embedded in every PDF: accents and the suit symbols ♠ ♥ ♦ ♣ must print."""

from __future__ import annotations

from pathlib import Path
from typing import Final

from reportlab.lib.fonts import addMapping  # type: ignore[import-untyped]
from reportlab.pdfbase import pdfmetrics  # type: ignore[import-untyped]
from reportlab.pdfbase.ttfonts import TTFont  # type: ignore[import-untyped]

from tournoi.resources import resources_dir
from tournoi.services.errors import ServiceError

REGULAR: Final = "DejaVuSans"
BOLD: Final = "DejaVuSans-Bold"
FILES: Final = {REGULAR: "DejaVuSans.ttf", BOLD: "DejaVuSans-Bold.ttf"}


class FontError(ServiceError):
    """A font file the documents need is missing from the installation."""


def fonts_dir() -> Path:
    """``resources/fonts``, in the source tree or in the bundle."""
    return resources_dir() / "fonts"


def register() -> None:
    """Register the fonts with reportlab, once; ``<b>`` in paragraphs then uses the bold face."""
    registered = set(pdfmetrics.getRegisteredFontNames())
    if REGULAR in registered and BOLD in registered:
        return
    folder = fonts_dir()
    for name, file in FILES.items():
        path = folder / file
        if not path.is_file():
            raise FontError(
                f"Police « {file} » introuvable dans {folder} : réinstallez l'application."
            )
        pdfmetrics.registerFont(TTFont(name, str(path)))
    addMapping(REGULAR, 0, 0, REGULAR)
    addMapping(REGULAR, 1, 0, BOLD)
    addMapping(REGULAR, 0, 1, REGULAR)
    addMapping(REGULAR, 1, 1, BOLD)
