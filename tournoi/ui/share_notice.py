"""The warning shown when a tournament file is opened on a network share (Windows)."""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QMessageBox, QWidget

from tournoi.services.tournament.network_share import share_warning


def warn_about_a_share(window: QWidget, location: str) -> None:
    """Say, once the file is open, that a share is not for several stations writing at once."""
    warning = share_warning(location)
    if warning is not None:
        title = QCoreApplication.translate("ShareNotice", "Tournoi sur un partage réseau")
        QMessageBox.warning(window, title, warning)
