"""What the entry screen says of the sheet shown: its heading and state, the totals, the end.

Texts are translated in the ``EntryPage`` context, the screen they belong to.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QGridLayout, QHBoxLayout, QLabel, QVBoxLayout, QWidget

from engine import Rules, Team
from tournoi.services.melee.pairs import Pairs, pair_words
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.settings import partie_rules
from tournoi.ui.entry.dialogs import team_label
from tournoi.ui.entry.restyle import restyle
from tournoi.ui.entry.steady import Steady
from tournoi.ui.entry.verdict import GREEN
from tournoi.ui.partie_state import state_style, state_word
from tournoi.ui.widgets import GREY


def scaled(font: QFont, factor: float, *, bold: bool = False) -> QFont:
    """``font`` made ``factor`` times bigger."""
    bigger = QFont(font)
    bigger.setPointSizeF(font.pointSizeF() * factor)
    bigger.setBold(bold)
    return bigger


class SheetHeader(QWidget):
    """The table's heading, its state, its teams, the rules, and the banner of a finished partie."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.heading = QLabel()
        self.heading.setFont(scaled(self.font(), 1.45, bold=True))
        self.state_label = QLabel()
        self.state_label.setContentsMargins(10, 2, 10, 2)
        self.teams_label = QLabel()
        self.teams_label.setTextFormat(Qt.TextFormat.PlainText)
        self.teams_label.setFont(scaled(self.font(), 1.1))
        self.teams_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.rules_label = QLabel()
        self.rules_label.setWordWrap(True)
        self.rules_label.setStyleSheet(f"color: {GREY}")
        first = QHBoxLayout()
        first.addWidget(self.heading)
        first.addSpacing(12)
        first.addWidget(self.state_label)
        first.addStretch()
        column = QVBoxLayout(self)
        column.setContentsMargins(0, 4, 0, 0)
        column.setSpacing(3)
        column.addLayout(first)
        column.addWidget(self.teams_label)
        column.addWidget(self.rules_label)
        self.end_banner = QLabel()
        self.end_banner.setWordWrap(True)
        self.end_banner.setTextFormat(Qt.TextFormat.PlainText)
        self.end_banner.setFont(scaled(self.font(), 1.35, bold=True))
        self.end_banner.setStyleSheet(
            f"color: {GREEN}; background: #e6f4ea; padding: 8px 12px; border-radius: 4px"
        )
        self.end_banner.hide()
        column.addSpacing(4)
        column.addWidget(self.end_banner)

    def show_sheet(
        self,
        sheet: SheetView | None,
        *,
        round_number: int | None,
        rules: Rules,
        minutes: int | None = None,
        pairs: Pairs | None = None,
    ) -> None:
        """``minutes``: the duration of a partie played on time, said with the rules;
        ``pairs``: a mêlée's players of each pair by the team's number, who name its sides."""
        self.rules_label.setText(" ".join(partie_rules(rules, minutes)))
        over = sheet is not None and sheet.over
        self.end_banner.setVisible(over)
        if sheet is not None and over:
            self.end_banner.setText(_end_text(sheet))
        if sheet is None:
            self.heading.setText(
                QCoreApplication.translate("EntryPage", "Aucun tour n'est tiré")
                if round_number is None
                else QCoreApplication.translate("EntryPage", "Tour {round}").format(
                    round=round_number
                )
            )
            self.teams_label.setText(
                QCoreApplication.translate(
                    "EntryPage", "Tirez un tour dans l'onglet « Tours » pour saisir ses donnes."
                )
                if round_number is None
                else ""
            )
            self.state_label.hide()
            return
        self.heading.setText(
            QCoreApplication.translate("EntryPage", "Tour {round} — Table {table}").format(
                round=sheet.round, table=sheet.table
            )
        )
        self.teams_label.setText(
            QCoreApplication.translate("EntryPage", "{a}     contre     {b}").format(
                a=_side(Team.A, sheet, pairs or {}, team_label(Team.A, sheet.teams.a)),
                b=_side(Team.B, sheet, pairs or {}, team_label(Team.B, sheet.teams.b)),
            )
        )
        state = state_word(sheet.state)
        if sheet.state is PartieState.VALIDATED:
            state += QCoreApplication.translate("EntryPage", " — verrouillée")
        if sheet.by_totals:
            state += QCoreApplication.translate("EntryPage", " — totaux seulement")
        self.state_label.setText(state)
        restyle(
            self.state_label, f"{state_style(sheet.state)}; border-radius: 4px; font-weight: bold"
        )
        self.state_label.show()


class TotalsPanel(QFrame):
    """Both teams' totals, where the partie stands, and the points a litige holds over."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setFrameShape(QFrame.Shape.StyledPanel)
        grid = QGridLayout(self)
        self.total_labels: dict[Team, QLabel] = {}
        self.total_teams: dict[Team, QLabel] = {}
        for row, team in enumerate(Team):
            name = QLabel()
            name.setTextFormat(Qt.TextFormat.PlainText)
            total = QLabel("0")
            total.setFont(scaled(self.font(), 2.0, bold=True))
            total.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            grid.addWidget(name, row, 0)
            box = Steady(total)
            # Room for four digits from the start: a total gaining one moves nothing.
            box.setMinimumWidth(total.fontMetrics().horizontalAdvance("8888"))
            grid.addWidget(box, row, 1)
            self.total_teams[team], self.total_labels[team] = name, total
        grid.setColumnStretch(0, 1)
        self.result_label = QLabel()
        self.result_label.setWordWrap(True)
        self.result_label.setTextFormat(Qt.TextFormat.PlainText)
        self.result_label.setStyleSheet(f"color: {GREY}")
        self.held_label = QLabel()
        self.held_label.setWordWrap(True)
        self.result_box = Steady(self.result_label)
        grid.addWidget(self.result_box, 2, 0, 1, 2)
        grid.addWidget(self.held_label, 3, 0, 1, 2)

    def show_sheet(self, sheet: SheetView | None, *, pairs: Pairs | None = None) -> None:
        """``pairs``: a mêlée's players of each pair by the team's number, who name its sides."""
        pairs = pairs or {}
        for team in Team:
            if sheet is None:
                self.total_teams[team].setText(team.value)
                self.total_labels[team].setText("")
                continue
            ref = sheet.teams[team]
            players = pairs.get(ref.number)
            self.total_teams[team].setText(
                QCoreApplication.translate("EntryPage", "Paire {team}\n{players}").format(
                    team=team.value, players=pair_words(players)
                )
                if players
                else QCoreApplication.translate(
                    "EntryPage", "Équipe {team}\nn° {number} « {name} »"
                ).format(team=team.value, number=ref.number, name=ref.name)
            )
            self.total_labels[team].setText(str(sheet.totals[team]))
            winner = sheet.over and sheet.winner is team
            restyle(self.total_labels[team], f"color: {GREEN}" if winner else "")
        over = sheet is not None and sheet.over
        self.result_label.setText("" if sheet is None else sheet.result)
        self.result_box.setVisible(not over)
        held = 0 if sheet is None else sheet.held_over
        # Empty rather than hidden when nothing is held: the panel keeps its size.
        self.held_label.setText(
            QCoreApplication.translate(
                "EntryPage",
                "Litige : {points} points en attente, au gagnant de la prochaine donne.",
            ).format(points=held)
            if held
            else ""
        )


def _end_text(sheet: SheetView) -> str:
    """« Partie terminée après la donne 6 : Victoire de l'équipe 1… »"""
    result = sheet.result
    if sheet.forfeit is not None or sheet.by_totals or not sheet.lines:
        return result
    return QCoreApplication.translate(
        "EntryPage", "Partie terminée après la donne {n} : {result}"
    ).format(n=len(sheet.lines), result=result)


def _side(team: Team, sheet: SheetView, pairs: Pairs, label: str) -> str:
    """``label``, or a mêlée's pair by its players: « A — 8 Marc ROUX – 17 Tom CHEVALIER »."""
    players = pairs.get(sheet.teams[team].number)
    return f"{team.value} — {pair_words(players)}" if players else label
