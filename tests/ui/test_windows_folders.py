"""The per-user folders on Windows, through platformdirs: the preferences in %APPDATA%, the log
in %LOCALAPPDATA%. Windows' own folders are given as platformdirs lets them be given
(``WIN_PD_OVERRIDE_…``), where it would otherwise ask Windows."""

from __future__ import annotations

from pathlib import PureWindowsPath

import pytest
from platformdirs.windows import Windows

from tournoi.ui.preferences import APPLICATION, windows_file

HOME = PureWindowsPath("C:\\Users\\Club Belote\\AppData")


@pytest.fixture(autouse=True)
def windows_folders(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("WIN_PD_OVERRIDE_APPDATA", str(HOME / "Roaming"))
    monkeypatch.setenv("WIN_PD_OVERRIDE_LOCAL_APPDATA", str(HOME / "Local"))


def test_the_preferences_go_to_appdata() -> None:
    path = windows_file(Windows(APPLICATION, appauthor=False, roaming=True))
    assert PureWindowsPath(path) == HOME / "Roaming" / "tournoi" / "preferences.ini"


def test_the_log_goes_to_localappdata() -> None:
    log = Windows(APPLICATION, appauthor=False).user_log_dir  # as tournoi.ui.errors asks
    assert PureWindowsPath(log) == HOME / "Local" / "tournoi" / "Logs"
