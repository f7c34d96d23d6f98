"""The words of the trick check: the seats and the trumps as the arbiter reads them.

They keep the dialog's translation context, where the English translation has them.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QCoreApplication

from engine import Card, Seat, Trump
from tournoi.ui.widgets import french, suit_colour


def seat_name(seat: Seat) -> str:
    return {
        Seat.N: QCoreApplication.translate("TrickDialog", "Nord"),
        Seat.W: QCoreApplication.translate("TrickDialog", "Ouest"),
        Seat.S: QCoreApplication.translate("TrickDialog", "Sud"),
        Seat.E: QCoreApplication.translate("TrickDialog", "Est"),
    }[seat]


def trump_name(trump: Trump) -> str:
    return {
        Trump.PIQUE: QCoreApplication.translate("TrickDialog", "Pique"),
        Trump.COEUR: QCoreApplication.translate("TrickDialog", "Cœur"),
        Trump.CARREAU: QCoreApplication.translate("TrickDialog", "Carreau"),
        Trump.TREFLE: QCoreApplication.translate("TrickDialog", "Trèfle"),
        Trump.SANS_ATOUT: QCoreApplication.translate("TrickDialog", "Sans atout"),
        Trump.TOUT_ATOUT: QCoreApplication.translate("TrickDialog", "Tout atout"),
    }[trump]


def escaped(text: str) -> str:
    """``text`` for a rich-text label; apostrophes stay as they are."""
    return html.escape(french(text), quote=False)


def card_html(card: Card) -> str:
    """``V♥`` in red, ``10♠`` in black."""
    return f'<span style="color:{suit_colour(card.suit).name()}">{card.label}</span>'
