"""The standings' detail, under the list: the selected team's rounds, or a mêlée player's.

A team's line per round names its table, its opponent, its marks and what it
got; a mêlée player's, his table, his partner and his two opponents, his pair's
marks and result (the standings count those). The title says who, where he
stands, and in the final ranking the stage he reached.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QTableView, QVBoxLayout, QWidget

from engine import UserError
from tournoi.services.melee.player_rounds import player_rounds
from tournoi.services.ranking import StandingRow
from tournoi.services.standings import current
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import row_table
from tournoi.ui.standings.player_rounds import PlayerRoundsModel
from tournoi.ui.standings.team_rounds import TeamRoundsModel
from tournoi.ui.widgets import french

PADDING = 4
CELLS = (
    f"QTableView::item {{ padding-left: {PADDING}px; padding-right: {PADDING}px; }}"
    f"QHeaderView::section {{ padding-left: {PADDING}px; padding-right: {PADDING}px; }}"
)


class RoundsDetail(QWidget):
    """The title and the rounds of the team (or, in a mêlée, the player) chosen above."""

    def __init__(
        self, context: TournamentContext, *, melee: bool, parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.context = context
        self.melee = melee
        self.team_model = TeamRoundsModel(self)
        self.player_model = PlayerRoundsModel(self)
        self.title = QLabel()
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.title.setWordWrap(True)
        self.view = row_table(
            self.player_model if melee else self.team_model, single=False, wrap=True
        )
        self.view.setStyleSheet(CELLS)
        fixed_rows(self.view)
        header = self.view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setStretchLastSection(True)  # the result, or a player's opponents before it
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 6, 0, 0)
        layout.addWidget(self.title)
        layout.addWidget(self.view)

    def show_nobody(self) -> None:
        self.title.setText(
            self.tr("Aucun joueur inscrit.") if self.melee else self.tr("Aucune équipe inscrite.")
        )
        self.team_model.set_lines([])
        self.player_model.set_lines([])

    def show_standing(self, standing: StandingRow, *, place: str, stage: str = "") -> None:
        """``standing``'s rounds, under a title saying ``place`` (« 2e ex æquo ») and, in the
        final ranking, the ``stage`` reached."""
        won = (
            self.tr("{won} partie gagnée sur {played}")
            if standing.won <= 1
            else self.tr("{won} parties gagnées sur {played}")
        ).format(won=standing.won, played=standing.played)
        title = (
            self.tr("<b>Joueur n° {number} « {name} »</b> — {place}, {won}")
            if self.melee
            else self.tr("<b>Équipe n° {number} « {name} »</b> — {place}, {won}")
        )
        if stage:
            place = self.tr("{place} ({stage})").format(place=place, stage=html.escape(stage))
        self.title.setText(
            french(
                title.format(
                    number=standing.number,
                    name=html.escape(standing.name, quote=False),
                    place=place,
                    won=won,
                )
            )
        )
        try:
            if self.melee:
                self.player_model.set_lines(
                    player_rounds(self.context.database, number=standing.number)
                )
            else:
                self.team_model.set_lines(
                    current.team_rounds(self.context.database, number=standing.number)
                )
        except UserError as error:
            self.title.setText(str(error))
            self.team_model.set_lines([])
            self.player_model.set_lines([])


def fixed_rows(view: QTableView) -> None:
    """No row numbers, and one height for every line: nothing to measure when results change."""
    rows = view.verticalHeader()
    rows.hide()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(view.fontMetrics().height() + 10)
