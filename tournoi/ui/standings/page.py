"""The standings page: live standings on the organiser's criteria, and the selected team's rounds."""

from __future__ import annotations

import html
import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QItemSelectionModel, QModelIndex, Qt
from PySide6.QtGui import QFontMetrics, QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from engine import UserError
from tournoi.services.melee.standings import melee_standings
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import current as standings_service
from tournoi.services.teams import players as melee_players
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import row_table
from tournoi.ui.standings.model import Column, StandingsModel, columns_for
from tournoi.ui.standings.team_rounds import RoundColumn, TeamRoundsModel
from tournoi.ui.widgets import colon, french

# Sample contents that size each column once: measuring 1000 lines at each donne would not do.
_PADDING = 4
_CELLS = (
    f"QTableView::item {{ padding-left: {_PADDING}px; padding-right: {_PADDING}px; }}"
    f"QHeaderView::section {{ padding-left: {_PADDING}px; padding-right: {_PADDING}px; }}"
)
_SAMPLES = {
    Column.RANK: "999 =",
    Column.NUMBER: "9999",
    Column.PLAYED: "99",
    Column.WON: "99",
    Column.DRAWN: "99",
    Column.LOST: "99",
    Column.BYES: "99",
    Column.POINTS_FOR: "99 999",
    Column.POINTS_AGAINST: "99 999",
    Column.GOAL_AVERAGE: "+99 999",
    Column.RANKING_POINTS: "999",
    Column.BUCHHOLZ: "999",
    Column.WITHDRAWN: "retirée",
}


def _words(title: str) -> list[str]:
    """Where a column's title may wrap: at a space, or after a hyphen (« Goal- average »)."""
    return re.split(r"(?<=-)|\s+", title)


class StandingsPage(QWidget):
    """« Classement »: every team, best first, refreshed as soon as a result changes."""

    title = QT_TRANSLATE_NOOP("StandingsPage", "Classement")

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self.model = StandingsModel(self)
        self.rounds_model = TeamRoundsModel(self)
        self._team: int | None = None
        self._melee = melee_players.is_melee(context.database)
        """A mêlée ranks its players: the format never changes once the tournament is created."""
        self._pending: set[Area] = set()
        """What changed while the page was hidden (behind the entry page): read when shown."""

        self.criteria = QLabel()
        self.criteria.setWordWrap(True)
        self.criteria.setTextFormat(Qt.TextFormat.RichText)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: palette(placeholder-text)")
        self.table = self._standings_view()
        self.detail_title = QLabel()
        self.detail_title.setTextFormat(Qt.TextFormat.RichText)
        self.detail_title.setWordWrap(True)
        self.detail = self._detail_view()

        top = QHBoxLayout()
        top.addWidget(self.criteria, 1)
        top.addSpacing(16)
        top.addLayout(self._search_box())
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.notes)
        layout.addWidget(self._splitter(), 1)
        self.setTabOrder(self.search, self.table)
        self.setTabOrder(self.table, self.detail)

        context.changed.connect(self._on_change)
        self._apply_settings()
        self.refresh()

    # Building

    def _search_box(self) -> QHBoxLayout:
        self.search = QLineEdit()
        self.search.setPlaceholderText(french(self.tr("n° ou nom, Entrée : suivante")))
        self.search.setClearButtonEnabled(True)
        self.search.setMinimumWidth(self.search.fontMetrics().horizontalAdvance("n" * 34))
        self.search.setToolTip(
            self.tr("Aller à une équipe par son numéro ou une partie de son nom (Ctrl+F).")
        )
        self.search.textEdited.connect(self._search_from_top)
        self.search.returnPressed.connect(self._search_next)
        label = QLabel(colon(self.tr("Aller à l'&équipe")))
        label.setBuddy(self.search)
        self.search_status = QLabel()
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        box = QHBoxLayout()
        box.addWidget(label)
        box.addWidget(self.search)
        box.addWidget(self.search_status)
        return box

    def _splitter(self) -> QSplitter:
        detail = QWidget()
        detail_layout = QVBoxLayout(detail)
        detail_layout.setContentsMargins(0, 6, 0, 0)
        detail_layout.addWidget(self.detail_title)
        detail_layout.addWidget(self.detail)
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(detail)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        return splitter

    def _standings_view(self) -> QTableView:
        table = row_table(self.model)
        table.setStyleSheet(_CELLS)
        _fixed_rows(table)
        table.setToolTip(
            french(self.tr("Flèches pour parcourir ; le détail de l'équipe s'affiche dessous."))
        )
        table.selectionModel().currentRowChanged.connect(self._current_changed)
        table.activated.connect(lambda _index: self.detail.setFocus())
        return table

    def _detail_view(self) -> QTableView:
        view = row_table(self.rounds_model, single=False, wrap=True)
        view.setStyleSheet(_CELLS)
        _fixed_rows(view)
        header = view.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(
            list(RoundColumn).index(RoundColumn.RESULT), QHeaderView.ResizeMode.Stretch
        )
        return view

    def _size_columns(self) -> None:
        """Each column as wide as its header or its widest plausible value; the name takes the rest."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        bold = header.font()
        bold.setBold(True)  # as the style draws the titles
        header_metrics = QFontMetrics(bold)
        for section, column in enumerate(self.model.columns):
            if column is Column.NAME:
                header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
                continue
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
            sample = metrics.horizontalAdvance(_SAMPLES[column])
            title = max(map(header_metrics.horizontalAdvance, _words(self.model.header(column))))
            header.resizeSection(section, max(sample, title) + 2 * _PADDING + 2)
        # The titles wrapped at their words take two lines (the model's alignment says so).
        header.setFixedHeight(2 * header_metrics.lineSpacing() + 2 * _PADDING)

    # Refreshing

    def _on_change(self, what: Area) -> None:
        self._pending.add(what)
        if self.isVisible():
            self._catch_up()

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 (Qt)
        super().showEvent(event)
        self._catch_up()

    def _catch_up(self) -> None:
        """Read what changed since the page was last up to date, once."""
        pending, self._pending = self._pending, set()
        if not pending:
            return
        if Area.SETTINGS in pending:
            self._apply_settings()
        # A donne that ends no partie leaves the very same lines: the team's detail stands.
        self.refresh(detail=pending != {Area.SCORES})

    def _apply_settings(self) -> None:
        try:
            settings = get_settings(self.context.database)
        except UserError as error:
            self.criteria.setText(str(error))
            return
        self.model.set_columns(columns_for(settings.ranking.criteria))
        self._size_columns()
        self.criteria.setText(self._criteria_html(settings))
        self.criteria.setToolTip(
            "\n".join(
                french(f"{self.criterion_text(criterion)} : {criterion.explanation}")
                for criterion in settings.ranking.criteria
            )
        )
        self.notes.setText(self._notes(settings))

    def refresh(self, *, detail: bool = True) -> None:
        """Read the standings again; the view repaints only the lines that changed.

        The team's rounds below are read again too, unless ``detail`` is false
        and no line changed.
        """
        try:
            database = self.context.database
            rows = (
                melee_standings(database) if self._melee else standings_service.standings(database)
            )
        except UserError as error:
            self.notes.setText(str(error))
            return
        if not self.model.set_rows(rows) and not detail:
            return
        current = self.table.currentIndex()
        if current.isValid():
            self._show_team(self.model.standing(current.row()))
            return
        # After a reset (a team added or removed), the same team again, else the leader.
        row = None if self._team is None else self.model.row_of(self._team)
        if row is None and rows:
            row = 0
        if row is None:
            self._show_team(None)
        else:
            self._select_row(row)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._show_team(self.model.standing(current.row()) if current.isValid() else None)

    def _show_team(self, standing: StandingRow | None) -> None:
        if standing is None:
            self._team = None
            self.detail_title.setText(self.tr("Aucune équipe inscrite."))
            self.rounds_model.set_lines([])
            return
        self._team = standing.number
        place = self.model.ordinal(standing.rank)
        if standing.ex_aequo:
            place = self.tr("{place} ex æquo").format(place=place)
        won = (
            self.tr("{won} partie gagnée sur {played}")
            if standing.won <= 1
            else self.tr("{won} parties gagnées sur {played}")
        ).format(won=standing.won, played=standing.played)
        title = (
            self.tr("<b>Joueur n° {number} « {name} »</b> — {place}, {won}")
            if self._melee
            else self.tr("<b>Équipe n° {number} « {name} »</b> — {place}, {won}")
        )
        self.detail_title.setText(
            french(
                title.format(
                    number=standing.number,
                    name=html.escape(standing.name, quote=False),
                    place=place,
                    won=won,
                )
            )
        )
        if self._melee:  # his rounds are his pairs': the Tours page shows them
            self.rounds_model.set_lines([])
            return
        try:
            lines = standings_service.team_rounds(self.context.database, number=standing.number)
        except UserError as error:
            self.detail_title.setText(str(error))
            lines = []
        self.rounds_model.set_lines(lines)

    # Searching

    def _focus_search(self) -> None:
        self.search.setFocus()
        self.search.selectAll()

    def _search_from_top(self, text: str) -> None:
        self._go_to(self.model.find(text), text)

    def _search_next(self) -> None:
        text = self.search.text()
        current = self.table.currentIndex()
        self._go_to(self.model.find(text, after=current.row() if current.isValid() else -1), text)

    def _go_to(self, row: int | None, text: str) -> None:
        if not text.strip():
            self.search_status.clear()
            return
        if row is None:
            self.search_status.setText(self.tr("introuvable"))
            return
        self.search_status.setText(self.model.rank_text(self.model.standing(row)))
        self._select_row(row)

    def _select_row(self, row: int) -> None:
        index = self.model.index(row, 0)
        self.table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        self.table.scrollTo(index, QAbstractItemView.ScrollHint.PositionAtCenter)

    @property
    def selected_team(self) -> int | None:
        """The number of the team whose detail is shown."""
        return self._team

    def select_team(self, number: int) -> None:
        row = self.model.row_of(number)
        if row is not None:
            self._select_row(row)

    # Words

    def criterion_text(self, criterion: Criterion) -> str:
        match criterion:
            case Criterion.WINS:
                return self.tr("Parties gagnées")
            case Criterion.RANKING_POINTS:
                return self.tr("Points de classement")
            case Criterion.MARKS:
                return self.tr("Total des marques")
            case Criterion.GOAL_AVERAGE:
                return self.tr("Goal-average")
            case Criterion.MARKS_AGAINST:
                return self.tr("Marques concédées (le moins)")
            case Criterion.HEAD_TO_HEAD:
                return self.tr("Confrontation directe")
            case Criterion.BUCHHOLZ:
                return self.tr("Buchholz")

    def _criteria_html(self, settings: TournamentSettings) -> str:
        steps = " › ".join(
            f"{n}. {self.criterion_text(criterion)}"
            for n, criterion in enumerate(settings.ranking.criteria, start=1)
        )
        label = colon(self.tr("Critères de classement"))
        return f"<b>{label}</b> {steps}"

    def _notes(self, settings: TournamentSettings) -> str:
        ranking = settings.ranking
        notes = [
            self.tr("Classement en direct : les parties terminées comptent dès leur saisie."),
            self.tr("Un exempt compte comme une victoire.")
            if ranking.bye_counts_as_win
            else self.tr("Un exempt ne compte pas comme une victoire."),
        ]
        if Criterion.RANKING_POINTS in ranking.criteria:
            points = ranking.points
            notes.append(
                self.tr(
                    "Barème : {win} par victoire, {draw} par nul, {loss} par défaite, {bye} pour un exempt."
                ).format(win=points.win, draw=points.draw, loss=points.loss, bye=points.bye)
            )
        notes.append(self.tr("Ex æquo : « 2 = »."))
        return french(" ".join(notes))


def _fixed_rows(view: QTableView) -> None:
    """No row numbers, and one height for every line: nothing to measure when results change."""
    rows = view.verticalHeader()
    rows.hide()
    rows.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
    rows.setDefaultSectionSize(view.fontMetrics().height() + 10)
