"""The 32 cards to click, coloured by where they are: in the trick, in the hand, playable or not."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QGridLayout, QLabel, QToolButton

from engine import Card, Legality, Rank, Suit, format_card
from tournoi.ui.trick.words import escaped
from tournoi.ui.widgets import BLACK, RED

_TRICK_BACKGROUND: Final = "#d8e6fb"
_HAND_BACKGROUND: Final = "#fff4c2"
_ALLOWED_BACKGROUND: Final = "#c9ecd2"
_FORBIDDEN_BACKGROUND: Final = "#e6e6e6"
_ALLOWED_STYLE: Final = f"background: {_ALLOWED_BACKGROUND}; border: 2px solid #1b7a3a;"
_FORBIDDEN_STYLE: Final = f"background: {_FORBIDDEN_BACKGROUND}; border: 1px solid #bbbbbb;"
_HAND_STYLE: Final = f"background: {_HAND_BACKGROUND}; border: 1px solid #c9a227;"
_TRICK_STYLE: Final = f"background: {_TRICK_BACKGROUND}; border: 2px solid #2f5fa8;"
_PLAIN_STYLE: Final = "background: white; border: 1px solid #c8c8c8;"


class CardGrid(QGridLayout):
    """A suit a row, a rank a column; a click on a card calls ``clicked`` with it."""

    def __init__(self, clicked: Callable[[Card], None]) -> None:
        super().__init__()
        self.setHorizontalSpacing(6)
        self.setVerticalSpacing(6)
        self.buttons: dict[Card, QToolButton] = {}
        for row, suit in enumerate(Suit):
            for column, rank in enumerate(Rank):
                card = Card(rank, suit)
                button = _card_button(card)
                button.clicked.connect(lambda _checked=False, chosen=card: clicked(chosen))
                self.buttons[card] = button
                self.addWidget(button, row, column)

    def paint(self, trick: Sequence[Card], hand: Sequence[Card], legality: Legality | None) -> None:
        """Trick cards in blue, the hand in yellow; once judged, allowed in green, the rest grey."""
        for card, button in self.buttons.items():
            colour = (RED if card.suit.is_red else BLACK).name()
            if card in trick:
                style = _TRICK_STYLE
            elif card in hand and legality is not None:
                style = _ALLOWED_STYLE if legality.is_legal(card) else _FORBIDDEN_STYLE
            elif card in hand:
                style = _HAND_STYLE
            else:
                style = _PLAIN_STYLE
            button.setStyleSheet(f"QToolButton {{ color: {colour}; border-radius: 4px; {style} }}")


def _card_button(card: Card) -> QToolButton:
    button = QToolButton()
    button.setText(card.label)
    button.setToolTip(f"{card.french} ({format_card(card)})")
    # The fields are the keyboard's way; 32 more tab stops would only slow it down.
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    button.setMinimumSize(58, 38)
    font = QFont(button.font())
    font.setPointSizeF(font.pointSizeF() * 1.25)
    font.setBold(True)
    button.setFont(font)
    return button


def card_legend() -> QLabel:
    """What each colour of the grid means."""
    swatches = (
        (_TRICK_BACKGROUND, QCoreApplication.translate("TrickDialog", "dans le pli")),
        (_HAND_BACKGROUND, QCoreApplication.translate("TrickDialog", "dans la main")),
        (_ALLOWED_BACKGROUND, QCoreApplication.translate("TrickDialog", "jouable")),
        (_FORBIDDEN_BACKGROUND, QCoreApplication.translate("TrickDialog", "interdite")),
    )
    legend = QLabel(
        "&nbsp;&nbsp;".join(
            f'<span style="background:{colour}">&nbsp;&nbsp;&nbsp;&nbsp;</span>&nbsp;'
            f"{escaped(text)}"
            for colour, text in swatches
        )
    )
    legend.setTextFormat(Qt.TextFormat.RichText)
    return legend
