"""Where the application's files are: fonts and icons, kept in ``resources/`` of the source tree.

They are found in one of three places, by how the application was installed:

- the bundle built by ``packaging/``: PyInstaller unpacks them into the
  bundle's own folder, ``sys._MEIPASS/resources``;
- an installed wheel: the build puts them inside the package, as
  ``tournoi/resource_files`` (``setup.py`` and pyproject.toml);
- the source tree, or an editable installation: ``resources/`` beside the
  ``tournoi`` package.
"""

from __future__ import annotations

import sys
from importlib.resources import files
from pathlib import Path
from typing import Final

INSTALLED: Final = "resource_files"
"""The folder of the installed package that holds ``resources/``."""


def resources_dir() -> Path:
    """The ``resources`` folder, from the bundle, the installed package or the source tree.

    >>> (resources_dir() / "fonts").is_dir()
    True
    """
    bundle = getattr(sys, "_MEIPASS", None)
    if getattr(sys, "frozen", False) and bundle is not None:
        return Path(bundle) / "resources"
    installed = files("tournoi") / INSTALLED
    # Checked first: beside an installed package is site-packages, where another
    # distribution may have left a folder called resources.
    if isinstance(installed, Path) and installed.is_dir():
        return installed
    return Path(__file__).resolve().parent.parent / "resources"
