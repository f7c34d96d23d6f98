"""« Vérifier un pli »: typed or clicked cards, the cards allowed, the § and the engine's refusals."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from engine import Card, Rules, Trump, Variant, parse_cards
from tournoi.ui.trick import TrickDialog

AS, NINE_H, SEVEN_H, KING_D = (Card.parse(code) for code in ("AS", "9H", "7H", "KD"))


@pytest.fixture
def dialog(qtbot: QtBot) -> TrickDialog:
    shown = TrickDialog(variant=Variant.CLASSIQUE)
    qtbot.addWidget(shown)
    shown.show()
    return shown


def type_trick_and_hand(qtbot: QtBot, dialog: TrickDialog, trick: str, hand: str) -> None:
    dialog.trick_edit.setFocus()
    qtbot.keyClicks(dialog.trick_edit, trick)
    qtbot.keyClick(dialog.trick_edit, Qt.Key.Key_Return)
    assert dialog.hand_edit.hasFocus()
    qtbot.keyClicks(dialog.hand_edit, hand)


def test_classique_a_player_who_cannot_overtrump_must_still_trump(
    qtbot: QtBot, dialog: TrickDialog
) -> None:
    assert dialog.trump is Trump.COEUR
    assert dialog.leader_box.currentText() == "Nord"
    type_trick_and_hand(qtbot, dialog, "Ap 9c", "7c Rk")

    assert dialog.legality is not None
    assert dialog.legality.allowed == (SEVEN_H,)
    assert dialog.rule_label.text() == "Règle §5.2 2.2"
    assert "pisser" in dialog.explanation.text()
    assert "Nord" in dialog.trick_seats.text() and "Ouest" in dialog.trick_seats.text()
    assert "à Sud de jouer" in dialog.trick_seats.text()
    assert "Sud peut jouer" in dialog.allowed_label.text()
    assert "7♥" in dialog.allowed_label.text()
    assert "Interdit" in dialog.allowed_label.text()
    assert "#c9ecd2" in dialog.card_buttons[SEVEN_H].styleSheet()  # allowed: green
    assert "#e6e6e6" in dialog.card_buttons[KING_D].styleSheet()  # forbidden: grey
    assert "#d8e6fb" in dialog.card_buttons[AS].styleSheet()  # in the trick: blue
    assert dialog.isVisible()  # Enter moved on, it did not close the dialog


def test_in_contree_the_same_player_may_discard(qtbot: QtBot, dialog: TrickDialog) -> None:
    type_trick_and_hand(qtbot, dialog, "Ap 9c", "7c Rk")
    dialog.variant_box.setCurrentIndex(dialog.variant_box.findData(Variant.CONTREE))
    assert dialog.legality is not None
    assert dialog.legality.allowed == (SEVEN_H, KING_D)
    assert dialog.rule_label.text() == "Règle §5.2 2.2"
    assert "Toutes les cartes de la main sont permises." in dialog.allowed_label.text()


def test_the_trump_and_the_leader_change_the_answer(qtbot: QtBot, dialog: TrickDialog) -> None:
    type_trick_and_hand(qtbot, dialog, "Ap 9c", "7c Rk")
    qtbot.mouseClick(dialog.trump_buttons[Trump.SANS_ATOUT], Qt.MouseButton.LeftButton)
    assert dialog.trump is Trump.SANS_ATOUT
    assert dialog.legality is not None
    assert dialog.legality.rule == "§11.2"
    assert dialog.legality.allowed == (SEVEN_H, KING_D)

    dialog.leader_box.setCurrentIndex(dialog.leader_box.findText("Sud"))
    assert "Sud" in dialog.trick_seats.text()
    assert "à Nord de jouer" in dialog.trick_seats.text()


def test_cards_are_chosen_by_clicking_the_grid(qtbot: QtBot, dialog: TrickDialog) -> None:
    assert dialog.card_buttons[NINE_H].text() == "9♥"
    assert dialog.card_buttons[Card.parse("JH")].text() == "V♥"
    assert dialog.card_buttons[Card.parse("JH")].toolTip() == "valet de cœur (Vc)"
    assert "#c0182b" in dialog.card_buttons[KING_D].styleSheet()  # red diamonds
    click = lambda card: qtbot.mouseClick(dialog.card_buttons[card], Qt.MouseButton.LeftButton)  # noqa: E731

    click(AS)
    click(NINE_H)
    assert dialog.trick_edit.text() == "Ap 9c"
    qtbot.mouseClick(dialog.to_hand, Qt.MouseButton.LeftButton)
    click(SEVEN_H)
    click(KING_D)
    assert dialog.hand_edit.text() == "7c Rk"
    assert dialog.legality is not None
    assert dialog.legality.allowed == (SEVEN_H,)

    click(KING_D)  # a second click takes it back
    assert dialog.hand_edit.text() == "7c"
    click(NINE_H)  # from the trick to the hand
    assert dialog.trick_edit.text() == "Ap"
    assert dialog.hand_edit.text() == "7c 9c"

    qtbot.mouseClick(dialog.clear_button, Qt.MouseButton.LeftButton)
    assert dialog.trick_edit.text() == dialog.hand_edit.text() == ""
    assert dialog.legality is None
    assert "la main de Nord" in dialog.explanation.text()


def test_french_letters_and_symbols_are_read(qtbot: QtBot, dialog: TrickDialog) -> None:
    assert parse_cards("Vc dk 10p R♣, A♦") == [
        Card.parse(code) for code in ("JH", "QD", "TS", "KC", "AD")
    ]
    type_trick_and_hand(qtbot, dialog, "", "Vc 10p")
    assert dialog.legality is not None
    assert dialog.legality.rule == "§5.1"
    assert "entamez" in dialog.explanation.text()


def test_a_mistyped_card_is_named(qtbot: QtBot, dialog: TrickDialog) -> None:
    type_trick_and_hand(qtbot, dialog, "Ap 1c", "")
    assert dialog.legality is None
    assert dialog.rule_label.text() == "Impossible de juger ce pli"
    assert "«\u00a01c\u00a0» n'est pas une carte\u00a0:" in dialog.explanation.text()


def test_the_engine_refusals_are_shown_plainly(qtbot: QtBot, dialog: TrickDialog) -> None:
    type_trick_and_hand(qtbot, dialog, "Ap 9c 7p", "9c Rk")
    assert dialog.legality is None
    assert "apparaît deux fois" in dialog.explanation.text()
    assert "§2" in dialog.explanation.text()

    dialog.trick_edit.setText("Ap 9c 7p 8p")
    dialog.hand_edit.setText("Rk")
    assert "compte déjà 4 cartes" in dialog.explanation.text()


def test_the_help_gives_the_notation_of_the_entry_line(dialog: TrickDialog) -> None:
    texts = [label.text() for label in dialog.findChildren(QLabel)]
    assert (
        "Une carte s'écrit comme sur la ligne de saisie, rang puis couleur\u00a0: "
        "rang 7 8 9 10 V D R A, couleur p ♠, c ♥, k ♦, t ♣. Exemples\u00a0: Vc, 10p, Dk, At."
    ) in texts


def test_escape_closes_the_dialog(qtbot: QtBot, dialog: TrickDialog) -> None:
    qtbot.keyClick(dialog.hand_edit, Qt.Key.Key_Escape)
    assert not dialog.isVisible()


def test_the_tournaments_house_rules_of_play_apply(qtbot: QtBot) -> None:
    rules = Rules(target=2000, must_undertrump=True, clockwise=True)
    shown = TrickDialog(rules=rules)
    qtbot.addWidget(shown)
    shown.show()
    assert shown.variant is Variant.CONTREE
    # Nord leads ♠, the next seat clockwise is Est, who cuts with the 9♥: Sud must pisser.
    shown.trick_edit.setText("Ap 9c")
    shown.hand_edit.setText("7c Rk")
    assert "Est" in shown.trick_seats.text()
    assert "Sud" in shown.trick_seats.text()
    assert shown.legality is not None
    assert shown.legality.allowed == (SEVEN_H,)
    assert "aiguilles d'une montre (règle de la maison" in shown.leader_box.toolTip()
    seats = [shown.leader_box.itemText(i) for i in range(shown.leader_box.count())]
    assert seats == ["Nord", "Est", "Sud", "Ouest"]
    # The FFB contrée lets Sud play anything (§5.2 2.2); the other variant has its FFB rules.
    ffb = TrickDialog(variant=Variant.CONTREE)
    qtbot.addWidget(ffb)
    ffb.trick_edit.setText("Ap 9c")
    ffb.hand_edit.setText("7c Rk")
    assert ffb.legality is not None and ffb.legality.allowed == (SEVEN_H, KING_D)
    assert "Ouest" in ffb.trick_seats.text()
    shown.leader_box.setCurrentIndex(shown.leader_box.findText("Sud"))
    shown.variant_box.setCurrentIndex(shown.variant_box.findData(Variant.CLASSIQUE))
    assert shown.rules == Rules(variant=Variant.CLASSIQUE)
    # The FFB classique plays anticlockwise (§5.1); Sud still leads.
    seats = [shown.leader_box.itemText(i) for i in range(shown.leader_box.count())]
    assert seats == ["Nord", "Ouest", "Sud", "Est"]
    assert shown.leader_box.currentText() == "Sud"
    assert "sens inverse des aiguilles d'une montre (§5.1)" in shown.leader_box.toolTip()
