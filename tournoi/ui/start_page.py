"""The start screen: new tournament, open a file, recent files; files can be dropped on it."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from tournoi.ui.preferences import Preferences

CONTENT_WIDTH = 980
"""The start screen's column: lines stay readable on a wide screen."""


def _describe(location: str, name: str = "") -> str:
    """« Concours de Noël  —  noel.tournoi, /home/club/Documents » with the tournament's name,
    else the file's; a server's address as it is, after the name."""
    if "://" in location:
        return f"{name}  —  {location}" if name else location
    path = Path(location)
    if name:
        return f"{name}  —  {path.name}, {path.parent}"
    return f"{path.stem}  —  {path.parent}"


class StartPage(QWidget):
    new_requested = Signal()
    open_requested = Signal()
    open_file = Signal(str)
    """A recent file chosen: its path or database address."""

    def __init__(self, preferences: Preferences, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._preferences = preferences
        title = QLabel(self.tr("Tournoi de belote"))
        font = QFont(title.font())
        font.setPointSizeF(font.pointSizeF() * 2.2)
        font.setBold(True)
        title.setFont(font)
        subtitle = QLabel(
            self.tr(
                "Concours de belote contrée et classique selon les règles de la FFB : "
                "inscriptions, tirages, saisie des donnes, classement."
            )
        )
        subtitle.setWordWrap(True)

        self.new_button = QPushButton(self.tr("&Nouveau tournoi…"))
        self.open_button = QPushButton(self.tr("&Ouvrir un fichier…"))
        for button in (self.new_button, self.open_button):
            button.setMinimumHeight(44)
        self.new_button.clicked.connect(self.new_requested)
        self.open_button.clicked.connect(self.open_requested)

        self.recent = QListWidget()
        self.recent.setAlternatingRowColors(True)
        self.recent.setStyleSheet("QListWidget::item { padding: 8px 6px; }")
        self.recent.itemActivated.connect(self._activated)
        recent_label = QLabel(
            self.tr("Tournois &récents (Entrée pour ouvrir) :").replace(" :", "\u00a0:")
        )
        recent_label.setBuddy(self.recent)
        hint = QLabel(self.tr("Vous pouvez aussi déposer un fichier de tournoi sur cette fenêtre."))
        hint.setStyleSheet("color: palette(mid)")

        buttons = QHBoxLayout()
        buttons.addWidget(self.new_button)
        buttons.addWidget(self.open_button)
        buttons.addStretch()
        column = QWidget()
        column.setMaximumWidth(CONTENT_WIDTH)
        outer = QHBoxLayout(self)
        outer.addStretch()
        outer.addWidget(column, 10)
        outer.addStretch()
        layout = QVBoxLayout(column)
        layout.setContentsMargins(48, 40, 48, 40)
        layout.setSpacing(14)
        layout.addWidget(title)
        layout.addWidget(subtitle)
        layout.addSpacing(12)
        layout.addLayout(buttons)
        layout.addSpacing(12)
        layout.addWidget(recent_label)
        layout.addWidget(self.recent, 1)
        layout.addWidget(hint)
        self.refresh()

    def refresh(self) -> None:
        self.recent.clear()
        for location in self._preferences.recent_files:
            item = QListWidgetItem(_describe(location, self._preferences.recent_name(location)))
            item.setToolTip(location)
            item.setData(Qt.ItemDataRole.UserRole, location)
            self.recent.addItem(item)
        if self.recent.count():
            self.recent.setCurrentRow(0)

    def _activated(self, item: QListWidgetItem) -> None:
        self.open_file.emit(str(item.data(Qt.ItemDataRole.UserRole)))

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) and self.recent.currentItem():
            self._activated(self.recent.currentItem())
            return
        super().keyPressEvent(event)
