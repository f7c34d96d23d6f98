"""Where the application's files are: fonts, icons (``resources/`` of the source tree).

From the source tree (or an editable installation), ``resources/`` sits next to
the ``tournoi`` package; in the bundle built by ``packaging/``, PyInstaller
unpacks it into the bundle's own folder, ``sys._MEIPASS``.
"""

from __future__ import annotations

import sys
from pathlib import Path


def resources_dir() -> Path:
    """The ``resources`` folder, from the source tree or from a frozen bundle.

    >>> (resources_dir() / "fonts").is_dir()
    True
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / "resources"
    return Path(__file__).resolve().parent.parent / "resources"
