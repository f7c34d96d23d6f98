"""« Vérifier un pli »: the arbiter sets a trick and a hand, the engine says which cards may be played.

Cards are typed as on the score entry line (:mod:`engine.notation`): rank
7 8 9 10 V D R A, then suit p c k t or ♠ ♥ ♦ ♣ (``Vc 10p``), or clicked in
the 32-card grid (:mod:`~tournoi.ui.trick.card_grid`). Play goes
anticlockwise from the leader: Nord, Ouest, Sud, Est (§5.1), or clockwise
under the tournament's house rule (:mod:`~tournoi.ui.trick.seats`); its
other house rules of play (obligé de pisser, toujours monter) apply too, the
engine's :func:`~engine.legal_plays` reading them from the tournament's
rules. The answer is shown by :mod:`~tournoi.ui.trick.answer`.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QAbstractButton,
    QButtonGroup,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QRadioButton,
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
from tournoi.ui.trick.answer import AnswerPanel
from tournoi.ui.trick.card_grid import CardGrid, card_legend
from tournoi.ui.trick.seats import next_player, play_order, seated
from tournoi.ui.trick.words import card_html, escaped, seat_name, trump_name
from tournoi.ui.widgets import colon, french, suit_colour


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
        self.grid = CardGrid(self.toggle_card)
        self.card_buttons = self.grid.buttons
        self.answer = AnswerPanel()
        self.rule_label, self.explanation = self.answer.rule_label, self.answer.explanation
        self.allowed_label = self.answer.allowed_label

        layout = QVBoxLayout(self)
        layout.addLayout(self._choices(variant))
        layout.addWidget(self._hint())
        layout.addLayout(self._click_target())
        layout.addLayout(self.grid)
        layout.addWidget(card_legend())
        layout.addWidget(self.answer)
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
        self.variant_box.currentIndexChanged.connect(self._fill_leaders)
        self.variant_box.currentIndexChanged.connect(self.evaluate)
        # Created in the order of the form, which is the order of the Tab key.
        trumps = self._trumps()

        self.leader_box = QComboBox()
        self._fill_leaders()
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
        form.addRow(_buddy(self.tr("&Variante"), self.variant_box), self.variant_box)
        self.trump_label = _buddy(self.tr("A&tout"), self.trump_buttons[Trump.COEUR])
        form.addRow(self.trump_label, trumps)
        form.addRow(_buddy(self.tr("&Entame"), self.leader_box), self.leader_box)
        form.addRow(_buddy(self.tr("&Pli en cours"), self.trick_edit), self.trick_edit)
        form.addRow("", self.trick_seats)
        form.addRow(_buddy(self.tr("&Main du joueur"), self.hand_edit), self.hand_edit)
        return form

    def _trumps(self) -> QHBoxLayout:
        self.trump_group = QButtonGroup(self)
        self.trump_buttons: dict[Trump, QRadioButton] = {}
        row = QHBoxLayout()
        for trump in Trump:
            button = _trump_button(trump)
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

    def _fill_leaders(self) -> None:
        """The seats in the order of play of the rules shown, the leader chosen kept."""
        chosen = self.leader_box.currentData()
        self.leader_box.blockSignals(True)
        self.leader_box.clear()
        for seat in play_order(self.rules):
            self.leader_box.addItem(seat_name(seat), seat)
        self.leader_box.setCurrentIndex(max(self.leader_box.findData(chosen), 0))
        self.leader_box.blockSignals(False)
        self.leader_box.setToolTip(
            french(
                self.tr(
                    "Le joueur qui a entamé le pli ; on joue ensuite dans le sens des "
                    "aiguilles d'une montre (règle de la maison de ce tournoi)."
                )
                if self.rules.clockwise
                else self.tr(
                    "Le joueur qui a entamé le pli ; on joue ensuite dans le sens inverse "
                    "des aiguilles d'une montre (§5.1)."
                )
            )
        )

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
        player = next_player(self.leader, len(trick), order)
        self.trick_seats.setText(_seats_html(trick, player))
        try:
            self._hand = parse_cards(self.hand_edit.text())
        except NotationError as error:
            self._show_notation_error(error)
            return
        if not self._hand:
            self.answer.show_prompt(player)
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
                self.answer.show_error(str(error))
            else:
                self.answer.show_legality(self.legality, self._hand, player)
        self.grid.paint(self._trick, self._hand, self.legality)

    def _show_notation_error(self, error: NotationError) -> None:
        self.answer.show_error(str(error))
        self.grid.paint(self._trick, self._hand, self.legality)


def _buddy(text: str, widget: QWidget) -> QLabel:
    label = QLabel(colon(text))
    label.setBuddy(widget)
    return label


def _trump_button(trump: Trump) -> QRadioButton:
    button = QRadioButton(trump.label)
    font = QFont(button.font())
    font.setPointSizeF(font.pointSizeF() * 1.4)
    button.setFont(font)
    colour = suit_colour(trump.suit)
    button.setStyleSheet(f"QRadioButton {{ color: {colour.name()}; margin-right: 12px; }}")
    button.setToolTip(trump_name(trump))
    return button


def _seats_html(trick: Sequence[tuple[Seat, Card]], player: Seat) -> str:
    """``Nord A♠ · Ouest 9♥ → à Sud de jouer``."""
    played = " · ".join(f"{escaped(seat_name(seat))} {card_html(card)}" for seat, card in trick)
    turn = escaped(
        QCoreApplication.translate("TrickDialog", "à {seat} de jouer").format(
            seat=seat_name(player)
        )
    )
    return f"{played} → <b>{turn}</b>" if played else f"<b>{turn}</b>"
