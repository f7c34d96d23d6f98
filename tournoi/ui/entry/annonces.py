"""The form's annonces: the list of those declared, and the combos that add one.

Texts are translated in the ``DonneForm`` context, the form they belong to.
"""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from engine import Annonce, AnnonceError, AnnonceKind, Rank, Suit, Team
from tournoi.ui.widgets import suit_colour

SUITS: Final = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
KINDS: Final = tuple(AnnonceKind)
TEAMS: Final = tuple(Team)


class AnnoncesBox(QWidget):
    """The annonces of both teams; ``changed`` after each one added, removed or chosen."""

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.annonces: list[tuple[Team, Annonce]] = []
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 0, 0, 0)
        self.annonce_list = QListWidget()
        self.annonce_list.setMaximumHeight(self.fontMetrics().height() * 5)
        self.annonce_list.currentRowChanged.connect(lambda _row: self.changed.emit())
        remove = QShortcut(QKeySequence.StandardKey.Delete, self.annonce_list)
        remove.setContext(Qt.ShortcutContext.WidgetShortcut)
        remove.activated.connect(self.remove_annonce)
        self.kind = QComboBox()
        self.kind.addItems([_kind_words()[kind] for kind in KINDS])
        self.height_box = QComboBox()
        self._heights: list[Rank] = []
        self.suit_box = QComboBox()
        for index, suit in enumerate(SUITS):
            self.suit_box.addItem(f"{suit.symbol} {_suit_words()[suit]}")
            self.suit_box.setItemData(index, suit_colour(suit), Qt.ItemDataRole.ForegroundRole)
        self.annonce_team = QComboBox()
        self.annonce_team.addItems(
            [
                QCoreApplication.translate("DonneForm", "équipe {team}").format(team=team.value)
                for team in TEAMS
            ]
        )
        self.add_button = QPushButton(QCoreApplication.translate("DonneForm", "A&jouter"))
        self.add_button.clicked.connect(self.add_annonce)
        self.remove_button = QPushButton(QCoreApplication.translate("DonneForm", "&Retirer"))
        self.remove_button.clicked.connect(self.remove_annonce)
        self.kind.currentIndexChanged.connect(self._fill_heights)
        self._fill_heights()
        adding = QHBoxLayout()
        for widget in (self.kind, self.height_box, self.suit_box, self.annonce_team):
            adding.addWidget(widget)
        adding.addWidget(self.add_button)
        adding.addStretch()
        adding.addWidget(self.remove_button)
        column.addWidget(self.annonce_list)
        column.addLayout(adding)

    def of(self, team: Team) -> tuple[Annonce, ...]:
        """The annonces of ``team``."""
        return tuple(annonce for owner, annonce in self.annonces if owner is team)

    def choose_team(self, team: Team) -> None:
        """The team whose annonces are about to be added."""
        self.annonce_team.setCurrentIndex(TEAMS.index(team))

    def add_annonce(self) -> None:
        """The annonce described by the combos, for the team chosen."""
        kind, height = KINDS[self.kind.currentIndex()], self._height()
        if height is None:
            return
        suit = None if kind is AnnonceKind.CARRE else SUITS[self.suit_box.currentIndex()]
        self.add(TEAMS[self.annonce_team.currentIndex()], Annonce(kind, height, suit))
        self.changed.emit()

    def add(self, team: Team, annonce: Annonce) -> None:
        self.annonces.append((team, annonce))
        self.annonce_list.addItem(
            QCoreApplication.translate("DonneForm", "{annonce}, équipe {team}").format(
                annonce=annonce.french, team=team.value
            )
        )
        self.annonce_list.setCurrentRow(self.annonce_list.count() - 1)

    def remove_annonce(self) -> None:
        row = self.annonce_list.currentRow()
        if 0 <= row < len(self.annonces):
            del self.annonces[row]
            self.annonce_list.takeItem(row)
            self.changed.emit()

    def enable(self, playing: bool) -> None:
        self.remove_button.setEnabled(playing and self.annonce_list.currentRow() >= 0)

    def _fill_heights(self) -> None:
        """The heights the engine allows for the kind of annonce chosen; the one chosen kept."""
        kind = KINDS[self.kind.currentIndex()]
        before = self._height()
        words = _rank_words()
        self._heights = [rank for rank in Rank if _exists(kind, rank)]
        self.height_box.clear()
        self.height_box.addItems([words[rank] for rank in self._heights])
        kept = self._heights.index(before) if before in self._heights else len(self._heights) - 1
        self.height_box.setCurrentIndex(kept)
        self.suit_box.setEnabled(kind is not AnnonceKind.CARRE)

    def _height(self) -> Rank | None:
        index = self.height_box.currentIndex()
        return self._heights[index] if 0 <= index < len(self._heights) else None


def _kind_words() -> dict[AnnonceKind, str]:
    return {
        AnnonceKind.TIERCE: QCoreApplication.translate("DonneForm", "tierce"),
        AnnonceKind.CINQUANTE: QCoreApplication.translate("DonneForm", "cinquante"),
        AnnonceKind.CENT: QCoreApplication.translate("DonneForm", "cent"),
        AnnonceKind.CARRE: QCoreApplication.translate("DonneForm", "carré"),
    }


def _suit_words() -> dict[Suit, str]:
    return {
        Suit.SPADES: QCoreApplication.translate("DonneForm", "pique"),
        Suit.HEARTS: QCoreApplication.translate("DonneForm", "cœur"),
        Suit.DIAMONDS: QCoreApplication.translate("DonneForm", "carreau"),
        Suit.CLUBS: QCoreApplication.translate("DonneForm", "trèfle"),
    }


def _rank_words() -> dict[Rank, str]:
    return {
        Rank.SEVEN: "7",
        Rank.EIGHT: "8",
        Rank.NINE: "9",
        Rank.TEN: "10",
        Rank.JACK: QCoreApplication.translate("DonneForm", "valet"),
        Rank.QUEEN: QCoreApplication.translate("DonneForm", "dame"),
        Rank.KING: QCoreApplication.translate("DonneForm", "roi"),
        Rank.ACE: QCoreApplication.translate("DonneForm", "as"),
    }


def _exists(kind: AnnonceKind, rank: Rank) -> bool:
    """Whether the engine knows an annonce of ``kind`` as high as ``rank``."""
    try:
        Annonce(kind, rank, None if kind is AnnonceKind.CARRE else Suit.SPADES)
    except AnnonceError:
        return False
    return True
