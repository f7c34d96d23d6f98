"""The projector offers the results' site's QR code once the site is published, whichever
station or command published it."""

from __future__ import annotations

from PySide6.QtCore import QRect
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.conftest import WHO
from tournoi.services.publication import address as publication
from tournoi.ui.context import TournamentContext
from tournoi.ui.projector import ProjectorWindow
from tournoi.ui.projector.published_link import QR_SHARE
from tournoi.ui.tables_entry.qr import qr_pixmap

URL = "https://club-belote.fr/resultats/noel/"


def placed(widget: QWidget, window: QWidget) -> QRect:
    return QRect(widget.mapTo(window, widget.rect().topLeft()), widget.size())


def test_the_sites_code_appears_once_published(qtbot: QtBot, context: TournamentContext) -> None:
    projector = ProjectorWindow(context)
    qtbot.addWidget(projector)
    projector.resize(1366, 768)
    projector.show()
    corner = projector.stage.published_link
    assert corner.isHidden()

    # As `tournoi publish` does it, from another process: the projector follows the file.
    publication.set_published_url(context.database, url=URL, who=WHO)

    qtbot.waitUntil(corner.isVisible, timeout=10_000)
    assert corner.caption.text() == "Résultats en ligne"
    assert corner.toolTip() == URL
    code = corner.code.pixmap()
    assert code.width() >= 768 * 0.15  # a code a phone scans from the hall
    expected = qr_pixmap(URL, size=int(corner.unit * QR_SHARE))
    assert code.toImage() == expected.toImage()
    assert not placed(corner, projector).intersects(placed(projector.board, projector))
    assert placed(corner, projector).right() <= projector.width()
