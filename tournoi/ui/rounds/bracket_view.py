"""The Rounds page's « Tableau final » tab: each bracket, stage by stage, match by match.

A tree the keyboard walks: a bracket, its stages, and one line per match
with the seeds, the teams, the table where it is played, the marks and the
winner once it has one; a partie ended equal says how it was decided (one more donne
awaited, or the better seed through), and the last line the tie-break chosen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from tournoi.services.finals import (
    Bracket,
    BracketState,
    Consolante,
    FinalsState,
    Match,
    stage_name,
)
from tournoi.services.scores import TeamRef
from tournoi.ui.rounds.presenter import tie_words


class BracketTree(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setColumnCount(4)
        self.setHeaderLabels(
            [
                self.tr("Rencontre"),
                self.tr("Tour et table"),
                self.tr("Marques"),
                self.tr("Vainqueur"),
            ]
        )
        self.setAlternatingRowColors(True)

    def show_state(self, state: FinalsState | None) -> None:
        """The brackets as they stand; a line that says how to draw them before."""
        self.clear()
        if state is None or not state.brackets:
            self.addTopLevelItem(
                QTreeWidgetItem(
                    [self.tr("Pas de phase finale : « Phase finale… » la tire après les tours.")]
                )
            )
            return
        for bracket in state.brackets:
            self.addTopLevelItem(self._bracket_item(bracket, state))
        if (
            state.consolante is Consolante.LOSERS
            and state.drawn_stages < 1 + state.consolante.offset
            and state.bracket(Bracket.CONSOLANTE) is None
        ):
            self.addTopLevelItem(QTreeWidgetItem([self._losers_pending(state)]))
        self.addTopLevelItem(
            QTreeWidgetItem([self.tr("Départage : {rule}").format(rule=tie_words(state.tie_break))])
        )
        self.expandAll()
        for column in range(self.columnCount()):
            self.resizeColumnToContents(column)

    def _losers_title(self, state: FinalsState) -> str:
        return self.tr("Consolante des perdants des {stage}").format(
            stage=stage_name(state.qualified // 2).lower()
        )

    def _losers_pending(self, state: FinalsState) -> str:
        """The losers' consolante before its seeds: when it is drawn."""
        return self.tr("{consolante} : tirée avec le tour suivant du tableau ({next})").format(
            consolante=self._losers_title(state), next=stage_name(state.qualified // 4).lower()
        )

    def _bracket_item(self, bracket: BracketState, state: FinalsState) -> QTreeWidgetItem:
        champion = bracket.champion
        if bracket.bracket is Bracket.FINALE:
            title = self.tr("Tableau principal")
        elif state.consolante is Consolante.LOSERS:
            title = self._losers_title(state)
        else:
            title = self.tr("Consolante")
        item = QTreeWidgetItem([title, "", "", "" if champion is None else _team(champion, None)])
        for stage, matches in enumerate(bracket.matches, start=1):
            stage_item = QTreeWidgetItem([bracket.stage_title(stage)])
            stage_item.addChildren([self._match_item(match) for match in matches])
            item.addChild(stage_item)
        return item

    def _match_item(self, match: Match) -> QTreeWidgetItem:
        if match.bye:
            first = _side(match.a, match.seed_a)
            return QTreeWidgetItem([self.tr("{team} : exempte").format(team=first)])
        teams = self.tr("{a} contre {b}").format(
            a=_side(match.a, match.seed_a), b=_side(match.b, match.seed_b)
        )
        where = (
            ""
            if match.round is None
            else self.tr("tour {round}, table {table}").format(round=match.round, table=match.table)
        )
        marks = "" if match.marks is None else f"{match.marks[0]} – {match.marks[1]}"
        if match.held:
            marks += " " + self.tr("(égalité : une donne de plus, §10.4)")
        elif match.by_seed:
            seed = match.seed_a if match.winner == match.a else match.seed_b
            marks += " " + self.tr("(égalité : la tête de série {seed} passe)").format(seed=seed)
        winner = "" if match.winner is None else _team(match.winner, None)
        return QTreeWidgetItem([teams, where, marks, winner])


def _side(team: TeamRef | None, seed: int | None) -> str:
    return "—" if team is None else _team(team, seed)


def _team(team: TeamRef, seed: int | None) -> str:
    named = f"{team.number} {team.name}"
    return named if seed is None else f"({seed}) {named}"
