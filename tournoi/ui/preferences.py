"""Application preferences (language, font size, station name, recent files, the organiser's own
rules presets), kept in QSettings."""

from __future__ import annotations

import json
import socket
import sys
from pathlib import Path

from platformdirs import PlatformDirs, PlatformDirsABC
from PySide6.QtCore import QSettings

from engine import EngineError, Rules
from engine.jsonio import rules_from_json, rules_to_json
from tournoi.files.text import LIMITS, Text

ORGANIZATION = "Tournoi de belote"
APPLICATION = "tournoi"
MAX_RECENT = 8


def windows_file(folders: PlatformDirsABC | None = None) -> Path:
    """Where Windows keeps them: ``%APPDATA%\\tournoi\\preferences.ini``, with the user's
    other per-user folders (the log under ``%LOCALAPPDATA%``), not in the registry."""
    folders = folders or PlatformDirs(APPLICATION, appauthor=False, roaming=True)
    return Path(folders.user_config_dir) / "preferences.ini"


class Preferences:
    """Read and write the preferences; ``path`` gives an INI file (tests) instead of the system's.

    The system's: an INI file in ``%APPDATA%`` on Windows (:func:`windows_file`), Qt's own
    place elsewhere (``~/.config/Tournoi de belote/tournoi.conf`` on Linux).
    """

    def __init__(self, path: Path | None = None) -> None:
        if path is None and sys.platform == "win32":
            path = windows_file()
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
        default = default_station()
        return str(self._settings.value("station", default)) or default

    @station.setter
    def station(self, value: str) -> None:
        self._settings.setValue("station", value.strip())

    @property
    def publish_to(self) -> str:
        """Where the results' site was last sent (``sftp://user@host:port/path``), no password."""
        return str(self._settings.value("publish_to", ""))

    @publish_to.setter
    def publish_to(self, value: str) -> None:
        self._settings.setValue("publish_to", value)

    @property
    def recent_files(self) -> list[str]:
        value = self._settings.value("recent_files", [])
        if isinstance(value, str):
            return [value] if value else []
        return [str(item) for item in value] if isinstance(value, list) else []

    def add_recent(self, location: str, *, name: str = "") -> None:
        """``location`` first among the recent files; ``name``, the tournament's, shown for it."""
        files = [location, *(f for f in self.recent_files if f != location)][:MAX_RECENT]
        self._settings.setValue("recent_files", files)
        names = {place: known for place, known in self._recent_names().items() if place in files}
        if name:
            names[location] = name
        self._settings.setValue("recent_names", json.dumps(names, ensure_ascii=False))

    def recent_name(self, location: str) -> str:
        """The tournament's name as last opened from ``location``; empty when not known."""
        return self._recent_names().get(location, "")

    def _recent_names(self) -> dict[str, str]:
        try:
            value = json.loads(str(self._settings.value("recent_names", "{}")))
        except ValueError:  # edited by hand: the names come back as the files are opened
            return {}
        if not isinstance(value, dict):
            return {}
        return {str(place): str(name) for place, name in value.items()}

    def remove_recent(self, location: str) -> None:
        self._settings.setValue("recent_files", [f for f in self.recent_files if f != location])

    @property
    def challenge_file(self) -> str:
        """The season's challenge last opened, which its window opens again; empty at first."""
        return str(self._settings.value("challenge_file", ""))

    @challenge_file.setter
    def challenge_file(self, value: str) -> None:
        self._settings.setValue("challenge_file", value)

    @property
    def register_file(self) -> str:
        """The club's register of players, chosen in the preferences; empty: none."""
        return str(self._settings.value("register_file", ""))

    @register_file.setter
    def register_file(self, value: str) -> None:
        self._settings.setValue("register_file", value)

    @property
    def rules_presets(self) -> dict[str, Rules]:
        """The rules the organiser saved by name, to start the next concours with.

        A preset this version cannot read (a file edited by hand) is left out.
        """
        try:
            stored = json.loads(str(self._settings.value("rules_presets", "{}")))
        except ValueError:
            return {}
        presets: dict[str, Rules] = {}
        for name, rules in stored.items() if isinstance(stored, dict) else ():
            try:
                presets[str(name)] = rules_from_json(rules)
            except EngineError:
                continue
        return presets

    def save_rules_preset(self, name: str, rules: Rules) -> None:
        """Keep ``rules`` under ``name`` (replacing a preset of that name)."""
        presets = {key: rules_to_json(value) for key, value in self.rules_presets.items()}
        presets[name.strip()] = rules_to_json(rules)
        self._settings.setValue("rules_presets", json.dumps(presets, ensure_ascii=False))

    def sync(self) -> None:
        self._settings.sync()


def default_station() -> str:
    """« poste portable-club »: the computer's name, which an arbiter can read on it or ask.

    Not the system user: « root » or « admin » in the status bar and the audit trail tells
    the hall nothing."""
    host = socket.gethostname().split(".")[0].strip()
    return f"poste {host}"[: LIMITS[Text.STATION].length] if host else "poste d'arbitrage"
