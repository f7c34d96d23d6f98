"""The file dialogs: Qt's own, in French, opening in the tournament's folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLabel, QTreeView
from pytestqt.qtbot import QtBot

from tests.ui.conftest import make_tournament
from tournoi.ui.app import apply_preferences
from tournoi.ui.main_window import MainWindow
from tournoi.ui.preferences import Preferences
from tournoi.ui.widgets import choose_file


@pytest.fixture
def french(qapp: QApplication, preferences: Preferences) -> Iterator[None]:
    """The French of the preferences installed; no translator left afterwards."""
    preferences.language = "fr"
    apply_preferences(qapp, preferences)
    yield
    for translator in getattr(qapp, "_tournoi_translators", []):
        qapp.removeTranslator(translator)
    qapp._tournoi_translators = []  # type: ignore[attr-defined]


def test_the_file_dialog_speaks_french(qtbot: QtBot, french: None, tmp_path: Path) -> None:
    dialog = QFileDialog(None, "Ouvrir un tournoi", str(tmp_path), "Tournois (*.tournoi)")
    dialog.setOption(QFileDialog.Option.DontUseNativeDialog)
    qtbot.addWidget(dialog)
    dialog.show()
    labels = {label.text() for label in dialog.findChildren(QLabel)}
    assert {"&Voir dans\u00a0:", "Fichiers de &type\u00a0:"} <= labels
    assert not any("Look" in text or "Files" in text for text in labels)
    assert QApplication.translate("QAbstractFileIconProvider", "Folder") == "Dossier"
    # The other words are left to the other translations, or stay as they are.
    assert QApplication.translate("QFileDialog", "File &name:") == "&Nom de fichier\u00a0:"
    assert QApplication.translate("MainWindow", "&Fichier") == "&Fichier"


def test_open_starts_in_the_open_tournament_s_folder(
    qtbot: QtBot, preferences: Preferences, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    asked: list[tuple[str, object]] = []

    def get_open_file_name(
        _parent: object, title: str, start: str, _filter: str, options: object
    ) -> tuple[str, str]:
        asked.append((start, options))
        return "", ""

    monkeypatch.setattr(QFileDialog, "getOpenFileName", get_open_file_name)
    folder = tmp_path / "concours"
    folder.mkdir()
    make_tournament(folder / "noel.tournoi").close()
    window = MainWindow(preferences)
    qtbot.addWidget(window)
    window.show()
    with qtbot.waitActive(window):
        window.activateWindow()
    assert window.open_location(str(folder / "noel.tournoi"))
    focused = QApplication.focusWidget()
    assert focused is not None
    qtbot.keyClick(focused, Qt.Key.Key_O, Qt.KeyboardModifier.ControlModifier)
    assert asked == [(str(folder), QFileDialog.Option.DontUseNativeDialog)]


def test_the_file_dialog_shows_names_and_dates_whole(
    qtbot: QtBot, french: None, tmp_path: Path
) -> None:
    """Qt's dialog opened 637 × 412: « Challenge d'hive…e manche », « 29 11 2…6 03:52 »."""
    name = "Challenge d'hiver - 3e manche.tournoi"
    (tmp_path / name).write_bytes(b"x" * 40_000)
    seen: list[tuple[int, int, list[int], list[int]]] = []

    def look() -> None:
        dialog = next(
            w
            for w in QApplication.topLevelWidgets()
            if isinstance(w, QFileDialog) and w.isVisible()
        )
        tree = dialog.findChild(QTreeView, "treeView")
        assert tree is not None
        qtbot.waitUntil(lambda: tree.model().rowCount(tree.rootIndex()) == 1)
        header = tree.header()
        seen.append(
            (
                dialog.width(),
                dialog.height(),
                [header.sectionSize(column) for column in range(4)],
                [tree.sizeHintForColumn(column) for column in range(4)],
            )
        )
        dialog.reject()

    QTimer.singleShot(200, look)
    assert choose_file(None, "Ouvrir", start=tmp_path, file_filter="Tournois (*.tournoi)") == ""
    ((width, height, sizes, needed),) = seen
    assert width <= 1366 and height <= 768
    assert all(size >= hint for size, hint in zip(sizes, needed, strict=True)), (sizes, needed)
