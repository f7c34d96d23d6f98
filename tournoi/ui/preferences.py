"""Application preferences (language, font size, station name, recent files), kept in QSettings."""

from __future__ import annotations

import getpass
from pathlib import Path

from PySide6.QtCore import QSettings

ORGANIZATION = "Tournoi de belote"
APPLICATION = "tournoi"
MAX_RECENT = 8


class Preferences:
    """Read and write the preferences; ``path`` gives an INI file (tests) instead of the system's."""

    def __init__(self, path: Path | None = None) -> None:
        if path is None:
            self._settings = QSettings(ORGANIZATION, APPLICATION)
        else:
            self._settings = QSettings(str(path), QSettings.Format.IniFormat)

    @property
    def language(self) -> str:
        """``fr`` or ``en``."""
        return str(self._settings.value("language", "fr"))

    @language.setter
    def language(self, value: str) -> None:
        self._settings.setValue("language", value)

    @property
    def font_size(self) -> int:
        """Points; 0 is the system's size."""
        value = self._settings.value("font_size", 0)
        return int(value) if isinstance(value, int | str) and str(value).isdigit() else 0

    @font_size.setter
    def font_size(self, value: int) -> None:
        self._settings.setValue("font_size", value)

    @property
    def station(self) -> str:
        """Who makes the changes on this computer, as the audit trail records it."""
        default = _user()
        return str(self._settings.value("station", default)) or default

    @station.setter
    def station(self, value: str) -> None:
        self._settings.setValue("station", value.strip())

    @property
    def recent_files(self) -> list[str]:
        value = self._settings.value("recent_files", [])
        if isinstance(value, str):
            return [value] if value else []
        return [str(item) for item in value] if isinstance(value, list) else []

    def add_recent(self, location: str) -> None:
        files = [location, *(f for f in self.recent_files if f != location)][:MAX_RECENT]
        self._settings.setValue("recent_files", files)

    def remove_recent(self, location: str) -> None:
        self._settings.setValue("recent_files", [f for f in self.recent_files if f != location])

    def sync(self) -> None:
        self._settings.sync()


def _user() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "arbitre"
