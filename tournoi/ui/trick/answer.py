"""The engine's answer under the cards: the rule (§), the cards allowed and forbidden, and why."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout

from engine import Card, Legality, Seat
from tournoi.ui.trick.words import card_html, escaped, seat_name
from tournoi.ui.widgets import colon

ERROR_COLOUR: Final = "#b3261e"


class AnswerPanel(QFrame):
    """The rule in large type, the hand split into allowed and forbidden, the engine's words."""

    def __init__(self) -> None:
        super().__init__()
        self.rule_label = QLabel()
        big = QFont(self.rule_label.font())
        big.setPointSizeF(big.pointSizeF() * 1.3)
        big.setBold(True)
        self.rule_label.setFont(big)
        self.allowed_label = QLabel()
        self.allowed_label.setTextFormat(Qt.TextFormat.RichText)
        self.allowed_label.setWordWrap(True)
        self.explanation = QLabel()
        self.explanation.setTextFormat(Qt.TextFormat.RichText)
        self.explanation.setWordWrap(True)
        self.explanation.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.allowed_label)
        layout.addWidget(self.explanation)
        layout.addStretch()
        self.setMinimumHeight(self.fontMetrics().height() * 7)

    def show_prompt(self, player: Seat) -> None:
        """No hand yet: what to type or click."""
        self.rule_label.clear()
        self._set_allowed("")
        self.explanation.setText(
            QCoreApplication.translate(
                "TrickDialog", "Tapez ou cliquez les cartes du pli, puis la main de {seat}."
            ).format(seat=seat_name(player))
        )

    def show_error(self, message: str) -> None:
        self.rule_label.setText(
            QCoreApplication.translate("TrickDialog", "Impossible de juger ce pli")
        )
        self._set_allowed("")
        self.explanation.setText(f'<span style="color:{ERROR_COLOUR}">{escaped(message)}</span>')

    def show_legality(self, legality: Legality, hand: Sequence[Card], player: Seat) -> None:
        self.rule_label.setText(
            QCoreApplication.translate("TrickDialog", "Règle {rule}").format(rule=legality.rule)
        )
        allowed = [card for card in hand if legality.is_legal(card)]
        forbidden = [card for card in hand if not legality.is_legal(card)]
        lines = [
            escaped(
                colon(
                    QCoreApplication.translate("TrickDialog", "{seat} peut jouer").format(
                        seat=seat_name(player)
                    )
                )
            )
            + " <b>"
            + " ".join(card_html(card) for card in allowed)
            + "</b>"
        ]
        if forbidden:
            lines.append(
                escaped(colon(QCoreApplication.translate("TrickDialog", "Interdit")))
                + " <s>"
                + " ".join(card_html(card) for card in forbidden)
                + "</s>"
            )
        else:
            lines.append(
                escaped(
                    QCoreApplication.translate(
                        "TrickDialog", "Toutes les cartes de la main sont permises."
                    )
                )
            )
        self._set_allowed("<br>".join(lines))
        self.explanation.setText(escaped(legality.explanation))

    def _set_allowed(self, text: str) -> None:
        self.allowed_label.setText(text)
        self.allowed_label.setVisible(bool(text))
