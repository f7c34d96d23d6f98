"""Whether the phones' server of the open tournament is on, and at which address.

The server is started in « Saisie aux tables »; the projector shows its public
page's QR code while it runs. One :class:`Serving` hangs on each tournament's
context (a child object of it), so that both windows find the same one and it
goes with the tournament.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from tournoi.ui.context import TournamentContext

_NAME = "serveur-des-telephones"


class Serving(QObject):
    """The address the phones' server answers on, or ``None`` while it is off."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(_NAME)
        self.url: str | None = None
        """The server's address, ``http://192.168.1.20:8000``, or ``None`` when it is off."""

    @staticmethod
    def of(context: TournamentContext) -> Serving:
        """The one of ``context``'s tournament, made the first time it is asked for."""
        found = context.findChild(Serving, _NAME)
        return found if isinstance(found, Serving) else Serving(context)

    def set_url(self, url: str | None) -> None:
        if url != self.url:
            self.url = url
            self.changed.emit()

    @property
    def public_url(self) -> str | None:
        """The public page (« Où est ma table ? », the standings): the server's root."""
        return None if self.url is None else self.url + "/"

    @property
    def short_address(self) -> str | None:
        """What a player types in the phone's browser: ``192.168.1.20:8000``."""
        return None if self.url is None else self.url.removeprefix("http://")
