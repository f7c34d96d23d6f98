"""« Vérifier un pli »: the arbiter sets a trick and a hand, the engine says which cards may be played.

Cards are typed as on the score entry line (:mod:`engine.notation`): rank
7 8 9 10 V D R A, then suit p c k t or ♠ ♥ ♦ ♣ (``Vc 10p``), or clicked in
the 32-card grid. Play goes anticlockwise from the leader: Nord, Ouest, Sud,
Est (§5.1), or clockwise under the tournament's house rule; its other house
rules of play (obligé de pisser, toujours monter) apply too, the engine's
:func:`~engine.legal_plays` reading them from the tournament's rules.
"""

from __future__ import annotations

import html
from collections.abc import Sequence
from typing import Final

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from engine import (
    Card,
    EngineError,
    Legality,
    NotationError,
    Rank,
    Rules,
    Seat,
    Suit,
    Trump,
    Variant,
    format_card,
    format_cards,
    legal_plays,
    parse_cards,
)
from tournoi.ui.widgets import BLACK, RED, colon, french, suit_colour

SEAT_ORDER: Final = (Seat.N, Seat.N.next, Seat.N.next.next, Seat.N.next.next.next)
"""Anticlockwise, as play goes (§5.1): the engine's :attr:`Seat.next` from Nord."""
CLOCKWISE_ORDER: Final = (SEAT_ORDER[0], *reversed(SEAT_ORDER[1:]))
"""Clockwise, under the house rule: Nord, Est, Sud, Ouest."""
_TRICK_BACKGROUND: Final = "#d8e6fb"
_HAND_BACKGROUND: Final = "#fff4c2"
_ALLOWED_BACKGROUND: Final = "#c9ecd2"
_FORBIDDEN_BACKGROUND: Final = "#e6e6e6"
_ALLOWED_STYLE: Final = f"background: {_ALLOWED_BACKGROUND}; border: 2px solid #1b7a3a;"
_FORBIDDEN_STYLE: Final = f"background: {_FORBIDDEN_BACKGROUND}; border: 1px solid #bbbbbb;"
_HAND_STYLE: Final = f"background: {_HAND_BACKGROUND}; border: 1px solid #c9a227;"
_TRICK_STYLE: Final = f"background: {_TRICK_BACKGROUND}; border: 2px solid #2f5fa8;"
_PLAIN_STYLE: Final = "background: white; border: 1px solid #c8c8c8;"
ERROR_COLOUR: Final = "#b3261e"


def escaped(text: str) -> str:
    """``text`` for a rich-text label; apostrophes stay as they are."""
    return html.escape(french(text), quote=False)


def card_html(card: Card) -> str:
    """``V♥`` in red, ``10♠`` in black."""
    return f'<span style="color:{suit_colour(card.suit).name()}">{card.label}</span>'


def play_order(rules: Rules) -> tuple[Seat, ...]:
    """The seats in the order of play under ``rules``, from Nord."""
    return CLOCKWISE_ORDER if rules.clockwise else SEAT_ORDER


def seated(
    leader: Seat, cards: Sequence[Card], order: Sequence[Seat] = SEAT_ORDER
) -> list[tuple[Seat, Card]]:
    """The trick with each card's seat, in ``order`` (anticlockwise) from ``leader``.

    >>> seated(Seat.S, [Card.parse("AS"), Card.parse("9H")])
    [(<Seat.S: 'S'>, Card.parse('AS')), (<Seat.E: 'E'>, Card.parse('9H'))]
    >>> seated(Seat.S, [Card.parse("AS"), Card.parse("9H")], CLOCKWISE_ORDER)
    [(<Seat.S: 'S'>, Card.parse('AS')), (<Seat.W: 'W'>, Card.parse('9H'))]
    """
    start = order.index(leader)
    return [(order[(start + i) % 4], card) for i, card in enumerate(cards)]


class TrickDialog(QDialog):
    """Which cards of a hand may be played to a trick, and the § that says so."""

    def __init__(
        self,
        parent: QWidget | None = None,
        *,
        variant: Variant = Variant.CONTREE,
        rules: Rules | None = None,
    ) -> None:
        """``rules``, the tournament's, bring its house rules of play (and its variant)."""
        super().__init__(parent)
        self._rules = rules
        if rules is not None:
            variant = rules.variant
        self.setWindowTitle(self.tr("Vérifier un pli"))
        self.legality: Legality | None = None
        """The engine's answer for what is shown, ``None`` while incomplete or refused."""
        self._trick: list[Card] = []
        self._hand: list[Card] = []
        self.card_buttons: dict[Card, QToolButton] = {}

        layout = QVBoxLayout(self)
        layout.addLayout(self._choices(variant))
        layout.addWidget(self._hint())
        layout.addLayout(self._click_target())
        layout.addLayout(self._card_grid())
        layout.addWidget(self._legend())
        layout.addWidget(self._answer())
        layout.addWidget(self._buttons())
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("m") * 58)
        self.trick_edit.setFocus()
        self.evaluate()

    # Building

    def _choices(self, variant: Variant) -> QFormLayout:
        self.variant_box = QComboBox()
        self.variant_box.addItem(self.tr("Belote contrée"), Variant.CONTREE)
        self.variant_box.addItem(self.tr("Belote classique"), Variant.CLASSIQUE)
        self.variant_box.setCurrentIndex(self.variant_box.findData(variant))
        self.variant_box.currentIndexChanged.connect(self.evaluate)
        # Created in the order of the form, which is the order of the Tab key.
        trumps = self._trumps()

        self.leader_box = QComboBox()
        for seat in SEAT_ORDER:
            self.leader_box.addItem(self.seat_name(seat), seat)
        clockwise = self._rules is not None and self._rules.clockwise
        self.leader_box.setToolTip(
            french(
                self.tr(
                    "Le joueur qui a entamé le pli ; on joue ensuite dans le sens des "
                    "aiguilles d'une montre (règle de la maison de ce tournoi)."
                )
                if clockwise
                else self.tr(
                    "Le joueur qui a entamé le pli ; on joue ensuite dans le sens inverse "
                    "des aiguilles d'une montre (§5.1)."
                )
            )
        )
        self.leader_box.currentIndexChanged.connect(self.evaluate)

        self.trick_edit = QLineEdit()
        self.trick_edit.setPlaceholderText(self.tr("ex. Ap 9c, dans l'ordre de jeu"))
        self.trick_edit.textChanged.connect(self.evaluate)
        self.trick_edit.returnPressed.connect(self._trick_done)
        self.trick_seats = QLabel()
        self.trick_seats.setTextFormat(Qt.TextFormat.RichText)
        self.hand_edit = QLineEdit()
        self.hand_edit.setPlaceholderText(self.tr("ex. 7c Rk, jusqu'à huit cartes"))
        self.hand_edit.textChanged.connect(self.evaluate)
        self.hand_edit.returnPressed.connect(self.hand_edit.selectAll)

        form = QFormLayout()
        form.addRow(self._buddy(self.tr("&Variante"), self.variant_box), self.variant_box)
        self.trump_label = self._buddy(self.tr("A&tout"), self.trump_buttons[Trump.COEUR])
        form.addRow(self.trump_label, trumps)
        form.addRow(self._buddy(self.tr("&Entame"), self.leader_box), self.leader_box)
        form.addRow(self._buddy(self.tr("&Pli en cours"), self.trick_edit), self.trick_edit)
        form.addRow("", self.trick_seats)
        form.addRow(self._buddy(self.tr("&Main du joueur"), self.hand_edit), self.hand_edit)
        return form

    def _trumps(self) -> QHBoxLayout:
        self.trump_group = QButtonGroup(self)
        self.trump_buttons: dict[Trump, QRadioButton] = {}
        row = QHBoxLayout()
        for trump in Trump:
            button = self._trump_button(trump)
            self.trump_buttons[trump] = button
            self.trump_group.addButton(button)
            row.addWidget(button)
        row.addStretch()
        self.trump_buttons[Trump.COEUR].setChecked(True)
        self.trump_group.buttonToggled.connect(self._trump_toggled)
        return row

    def _hint(self) -> QLabel:
        examples = [Card.parse(code) for code in ("JH", "TS", "QD", "AC")]
        hint = QLabel(
            french(
                self.tr(
                    "Une carte s'écrit comme sur la ligne de saisie, rang puis couleur : "
                    "rang {ranks}, couleur {suits}. Exemples : {examples}."
                ).format(
                    ranks=" ".join(rank.letter for rank in Rank),
                    suits=", ".join(f"{suit.letter} {suit.symbol}" for suit in Suit),
                    examples=", ".join(format_card(card) for card in examples),
                )
            )
        )
        hint.setWordWrap(True)
        hint.setStyleSheet("color: palette(placeholder-text)")
        return hint

    def _click_target(self) -> QHBoxLayout:
        self.to_trick = QRadioButton(self.tr("au p&li"))
        self.to_hand = QRadioButton(self.tr("à la mai&n"))
        self.to_trick.setChecked(True)
        target = QHBoxLayout()
        target.addWidget(QLabel(colon(self.tr("Un clic sur une carte la met"))))
        target.addWidget(self.to_trick)
        target.addWidget(self.to_hand)
        target.addWidget(QLabel(self.tr("(un second clic l'enlève)")))
        target.addStretch()
        return target

    def _answer(self) -> QFrame:
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
        answer = QFrame()
        answer.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(answer)
        layout.addWidget(self.rule_label)
        layout.addWidget(self.allowed_label)
        layout.addWidget(self.explanation)
        layout.addStretch()
        answer.setMinimumHeight(answer.fontMetrics().height() * 7)
        return answer

    def _buttons(self) -> QDialogButtonBox:
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        self.clear_button = QPushButton(self.tr("&Effacer le pli et la main"))
        buttons.addButton(self.clear_button, QDialogButtonBox.ButtonRole.ResetRole)
        self.clear_button.clicked.connect(self.clear)
        buttons.rejected.connect(self.reject)
        # Enter in a field must not close the dialog: no button is the default.
        for push in buttons.buttons():
            if isinstance(push, QPushButton):
                push.setAutoDefault(False)
                push.setDefault(False)
        return buttons

    def _buddy(self, text: str, widget: QWidget) -> QLabel:
        label = QLabel(colon(text))
        label.setBuddy(widget)
        return label

    def _legend(self) -> QLabel:
        swatches = (
            (_TRICK_BACKGROUND, self.tr("dans le pli")),
            (_HAND_BACKGROUND, self.tr("dans la main")),
            (_ALLOWED_BACKGROUND, self.tr("jouable")),
            (_FORBIDDEN_BACKGROUND, self.tr("interdite")),
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

    def _trump_button(self, trump: Trump) -> QRadioButton:
        button = QRadioButton(trump.label)
        font = QFont(button.font())
        font.setPointSizeF(font.pointSizeF() * 1.4)
        button.setFont(font)
        colour = suit_colour(trump.suit)
        button.setStyleSheet(f"QRadioButton {{ color: {colour.name()}; margin-right: 12px; }}")
        button.setToolTip(self.trump_name(trump))
        return button

    def _card_grid(self) -> QGridLayout:
        grid = QGridLayout()
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(6)
        for row, suit in enumerate(Suit):
            for column, rank in enumerate(Rank):
                card = Card(rank, suit)
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
                button.clicked.connect(
                    lambda _checked=False, clicked=card: self.toggle_card(clicked)
                )
                self.card_buttons[card] = button
                grid.addWidget(button, row, column)
        return grid

    # Words

    def seat_name(self, seat: Seat) -> str:
        return {
            Seat.N: self.tr("Nord"),
            Seat.W: self.tr("Ouest"),
            Seat.S: self.tr("Sud"),
            Seat.E: self.tr("Est"),
        }[seat]

    def trump_name(self, trump: Trump) -> str:
        return {
            Trump.PIQUE: self.tr("Pique"),
            Trump.COEUR: self.tr("Cœur"),
            Trump.CARREAU: self.tr("Carreau"),
            Trump.TREFLE: self.tr("Trèfle"),
            Trump.SANS_ATOUT: self.tr("Sans atout"),
            Trump.TOUT_ATOUT: self.tr("Tout atout"),
        }[trump]

    # State

    @property
    def variant(self) -> Variant:
        return Variant(self.variant_box.currentData())

    @property
    def rules(self) -> Rules:
        """The tournament's rules for its own variant; the FFB's for the other one."""
        if self._rules is not None and self._rules.variant is self.variant:
            return self._rules
        return Rules(variant=self.variant)

    @property
    def trump(self) -> Trump:
        for trump, button in self.trump_buttons.items():
            if button.isChecked():
                return trump
        return Trump.COEUR

    @property
    def leader(self) -> Seat:
        return Seat(self.leader_box.currentData())

    def _trump_toggled(self, button: QAbstractButton, checked: bool) -> None:
        if checked:
            # Alt+T lands on the trump chosen; the arrows then move the choice.
            self.trump_label.setBuddy(button)
            self.evaluate()

    def toggle_card(self, card: Card) -> None:
        """A click: the card goes to the chosen side (from the other one), or leaves it."""
        target, other = (
            (self._trick, self._hand) if self.to_trick.isChecked() else (self._hand, self._trick)
        )
        if card in target:
            target.remove(card)
        else:
            if card in other:
                other.remove(card)
            target.append(card)
        trick, hand = format_cards(self._trick), format_cards(self._hand)
        self.trick_edit.setText(trick)
        self.hand_edit.setText(hand)

    def clear(self) -> None:
        self.trick_edit.clear()
        self.hand_edit.clear()
        self.trick_edit.setFocus()

    def _trick_done(self) -> None:
        self.hand_edit.setFocus()
        self.hand_edit.selectAll()

    # The engine's answer

    def evaluate(self) -> None:
        """Read the fields, ask the engine, show the answer (or why there is none)."""
        self.legality = None
        self._trick, self._hand = [], []
        try:
            self._trick = parse_cards(self.trick_edit.text())
        except NotationError as error:
            self.trick_seats.clear()
            self._show_notation_error(error)
            return
        order = play_order(self.rules)
        trick = seated(self.leader, self._trick, order)
        player = order[(order.index(self.leader) + len(trick)) % 4]
        self.trick_seats.setText(self._seats_html(trick, player))
        try:
            self._hand = parse_cards(self.hand_edit.text())
        except NotationError as error:
            self._show_notation_error(error)
            return
        if not self._hand:
            self.rule_label.clear()
            self._set_allowed("")
            self.explanation.setText(
                self.tr("Tapez ou cliquez les cartes du pli, puis la main de {seat}.").format(
                    seat=self.seat_name(player)
                )
            )
        else:
            try:
                self.legality = legal_plays(
                    rules=self.rules,
                    trump=self.trump,
                    trick=trick,
                    seat=player,
                    hand=self._hand,
                )
            except EngineError as error:
                self._show_error(str(error))
            else:
                self._show_legality(self.legality, player)
        self._paint_cards()

    def _show_notation_error(self, error: NotationError) -> None:
        self._show_error(str(error))
        self._paint_cards()

    def _seats_html(self, trick: Sequence[tuple[Seat, Card]], player: Seat) -> str:
        played = " · ".join(
            f"{escaped(self.seat_name(seat))} {card_html(card)}" for seat, card in trick
        )
        turn = escaped(self.tr("à {seat} de jouer").format(seat=self.seat_name(player)))
        return f"{played} → <b>{turn}</b>" if played else f"<b>{turn}</b>"

    def _show_error(self, message: str) -> None:
        self.rule_label.setText(self.tr("Impossible de juger ce pli"))
        self._set_allowed("")
        self.explanation.setText(f'<span style="color:{ERROR_COLOUR}">{escaped(message)}</span>')

    def _show_legality(self, legality: Legality, player: Seat) -> None:
        self.rule_label.setText(self.tr("Règle {rule}").format(rule=legality.rule))
        allowed = [card for card in self._hand if legality.is_legal(card)]
        forbidden = [card for card in self._hand if not legality.is_legal(card)]
        lines = [
            escaped(colon(self.tr("{seat} peut jouer").format(seat=self.seat_name(player))))
            + " <b>"
            + " ".join(card_html(card) for card in allowed)
            + "</b>"
        ]
        if forbidden:
            lines.append(
                escaped(colon(self.tr("Interdit")))
                + " <s>"
                + " ".join(card_html(card) for card in forbidden)
                + "</s>"
            )
        else:
            lines.append(escaped(self.tr("Toutes les cartes de la main sont permises.")))
        self._set_allowed("<br>".join(lines))
        self.explanation.setText(escaped(legality.explanation))

    def _set_allowed(self, text: str) -> None:
        self.allowed_label.setText(text)
        self.allowed_label.setVisible(bool(text))

    def _paint_cards(self) -> None:
        """Trick cards in blue, the hand in yellow; once judged, allowed in green, the rest grey."""
        for card, button in self.card_buttons.items():
            colour = (RED if card.suit.is_red else BLACK).name()
            if card in self._trick:
                style = _TRICK_STYLE
            elif card in self._hand and self.legality is not None:
                style = _ALLOWED_STYLE if self.legality.is_legal(card) else _FORBIDDEN_STYLE
            elif card in self._hand:
                style = _HAND_STYLE
            else:
                style = _PLAIN_STYLE
            button.setStyleSheet(f"QToolButton {{ color: {colour}; border-radius: 4px; {style} }}")
