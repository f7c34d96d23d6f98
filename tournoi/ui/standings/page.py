"""The standings page: live standings on the organiser's criteria, and the selected team's rounds.

Once the finals are drawn, the final ranking (the main bracket's teams by the
stage they reached, then the consolante's, then the others in the qualifying
order) and the standings of
the rounds, one or the other as the organiser chooses.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QItemSelectionModel, QModelIndex, QObject, Qt
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
from tournoi.services.finals import FinalRow, final_ranking, finals_state
from tournoi.services.finals.qualifying import qualifying_standings
from tournoi.services.finals.tie_break import seed_decisions
from tournoi.services.melee.standings import melee_standings
from tournoi.services.ranking import Criterion, StandingRow
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import current as standings_service
from tournoi.services.teams import players as melee_players
from tournoi.services.tournament.activity import Area
from tournoi.services.tournament.lifecycle import get_settings
from tournoi.ui.context import TournamentContext
from tournoi.ui.row_model import row_table
from tournoi.ui.standings.detail import CELLS, PADDING, RoundsDetail, fixed_rows
from tournoi.ui.standings.finals_choice import FinalsChoice
from tournoi.ui.standings.model import Column, StandingsModel, columns_for
from tournoi.ui.widgets import colon, french

# Sample contents that size each column once: measuring 1000 lines at each donne would not do.
_SAMPLES = {
    Column.RANK: "999 =",
    Column.NUMBER: "9999",
    Column.QUALIFYING: "999",
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

NAME_MIN = 120
"""The names' least width (px): a name of fifteen letters, or its start and a tip."""
STAGE_SAMPLE = "Demi-finaliste"
"""The stage's least width: the common ones read whole, « En lice : … » cut, its tip whole."""
NARROW_HIDDEN = (Column.QUALIFYING, Column.DRAWN, Column.BYES)
"""What the final ranking leaves out, in this order, while its columns would not fit (the
818 px window beside the projector): the qualifying rank is in the stage's tip, the byes in
the wins' tip; a drawn partie is rare, and every partie is in the rounds below."""


def _words(title: str) -> list[str]:
    """Where a column's title may wrap: at a space, or after a hyphen (« Goal- average »)."""
    return re.split(r"(?<=-)|\s+", title)


class StandingsPage(QWidget):
    """« Classement »: every team, best first, refreshed as soon as a result changes."""

    title = QT_TRANSLATE_NOOP("StandingsPage", "Classement")

    def __init__(self, context: TournamentContext, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.context = context
        self._melee = melee_players.is_melee(context.database)
        """A mêlée ranks its players: the format never changes once the tournament is created."""
        self.model = StandingsModel(self, players=self._melee)
        self._widths: dict[Column, int] = {}
        """Each column's width but the names' and the stages', hidden or not."""
        self._team: int | None = None
        self._settings: TournamentSettings | None = None
        self._finals_on = False
        """Whether the finals are drawn: the final ranking and the qualifying standings."""
        self._final_shown = False
        """Whether the list is the final ranking (the finals drawn, and chosen)."""
        self._pending: set[Area] = set()
        """What changed while the page was hidden (behind the entry page): read when shown."""

        self.criteria = QLabel()
        self.criteria.setWordWrap(True)
        self.criteria.setTextFormat(Qt.TextFormat.RichText)
        self.notes = QLabel()
        self.notes.setWordWrap(True)
        self.notes.setStyleSheet("color: palette(placeholder-text)")
        self.table = self._standings_view()
        self.rounds = RoundsDetail(context, melee=self._melee)
        self.detail_title, self.detail = self.rounds.title, self.rounds.view
        self.rounds_model = self.rounds.team_model
        self.finals_choice = FinalsChoice()
        self.final_radio, self.rounds_radio = self.finals_choice.final, self.finals_choice.rounds
        self.final_radio.toggled.connect(lambda _on: self.refresh())

        top = QHBoxLayout()
        top.addWidget(self.criteria, 1)
        top.addSpacing(16)
        top.addLayout(self._search_box())
        layout = QVBoxLayout(self)
        layout.addWidget(self.finals_choice)
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
        label = QLabel(
            colon(self.tr("Aller au &joueur") if self._melee else self.tr("Aller à l'&équipe"))
        )
        label.setBuddy(self.search)
        self.search_status = QLabel()
        QShortcut(QKeySequence.StandardKey.Find, self, self._focus_search)
        box = QHBoxLayout()
        box.addWidget(label)
        box.addWidget(self.search)
        box.addWidget(self.search_status)
        return box

    def _splitter(self) -> QSplitter:
        splitter = QSplitter(Qt.Orientation.Vertical)
        splitter.addWidget(self.table)
        splitter.addWidget(self.rounds)
        splitter.setStretchFactor(0, 3)
        splitter.setStretchFactor(1, 1)
        splitter.setChildrenCollapsible(False)
        return splitter

    def _standings_view(self) -> QTableView:
        table = row_table(self.model)
        table.setStyleSheet(CELLS)
        fixed_rows(table)
        table.setToolTip(
            french(
                self.tr("Flèches pour parcourir ; le détail du joueur s'affiche dessous.")
                if self._melee
                else self.tr("Flèches pour parcourir ; le détail de l'équipe s'affiche dessous.")
            )
        )
        table.viewport().installEventFilter(self)  # the final ranking's columns fit its width
        table.selectionModel().currentRowChanged.connect(self._current_changed)
        table.activated.connect(lambda _index: self.detail.setFocus())
        return table

    def _size_columns(self) -> None:
        """Each column as wide as its header or its widest plausible value; the name (and the
        stage reached) take the rest."""
        header = self.table.horizontalHeader()
        metrics = self.table.fontMetrics()
        bold = header.font()
        bold.setBold(True)  # as the style draws the titles
        header_metrics = QFontMetrics(bold)
        for section, column in enumerate(self.model.columns):
            if column in (Column.NAME, Column.STAGE):  # the names and the stages share the rest
                header.setSectionResizeMode(section, QHeaderView.ResizeMode.Stretch)
                continue
            header.setSectionResizeMode(section, QHeaderView.ResizeMode.Interactive)
            sample = metrics.horizontalAdvance(_SAMPLES[column])
            title = max(map(header_metrics.horizontalAdvance, _words(self.model.header(column))))
            self._widths[column] = max(sample, title) + 2 * PADDING + 2
            header.resizeSection(section, self._widths[column])
        # The titles wrapped at their words take two lines (the model's alignment says so).
        header.setFixedHeight(2 * header_metrics.lineSpacing() + 2 * PADDING)
        self._fit_width()

    def _fit_width(self) -> None:
        """In the final ranking, leave out the columns read least while the others, the names
        and the stages would not fit without scrolling sideways; put them back when they do."""
        header, columns = self.table.horizontalHeader(), self.model.columns
        room = self.table.viewport().width() - NAME_MIN
        if Column.STAGE in columns:
            room -= self.table.fontMetrics().horizontalAdvance(STAGE_SAMPLE) + 2 * PADDING
        widths = {c: self._widths[c] for c in columns if c in self._widths}
        hidden: set[Column] = set()
        for column in NARROW_HIDDEN:
            if not self._final_shown or sum(widths.values()) <= room:
                break
            if column in widths:
                hidden.add(column)
                del widths[column]
        for section, column in enumerate(columns):
            header.setSectionHidden(section, column in hidden)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 (Qt)
        if watched is self.table.viewport() and event.type() is QEvent.Type.Resize:
            self._fit_width()
        return super().eventFilter(watched, event)

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
        self._settings = settings
        self._show_columns()
        self.criteria.setText(self._criteria_html(settings))
        self.criteria.setToolTip(
            "\n".join(
                french(f"{self.criterion_text(criterion)} : {criterion.explanation}")
                for criterion in settings.ranking.criteria
            )
        )
        self.notes.setText(self._notes(settings))

    def _show_columns(self) -> None:
        if self._settings is not None:
            criteria = self._settings.ranking.criteria
            self.model.set_columns(columns_for(criteria, final=self._final_shown))
            self._size_columns()

    def refresh(self, *, detail: bool = True) -> None:
        """Read the standings again; the view repaints only the lines that changed.

        The team's rounds below are read again too, unless ``detail`` is false
        and no line changed.
        """
        try:
            final, rows = self._read()
        except UserError as error:
            self.notes.setText(str(error))
            return
        if not self._show_rows(final, rows) and not detail:
            return
        current = self.table.currentIndex()
        if current.isValid():
            self._show_team(self.model.standing(current.row()))
            return
        # After a reset (a team added or removed), the same team again, else the leader.
        row = None if self._team is None else self.model.row_of(self._team)
        if row is None and self.model.rowCount():
            row = 0
        if row is None:
            self._show_team(None)
        else:
            self._select_row(row)

    def _read(self) -> tuple[list[FinalRow] | None, list[StandingRow]]:
        """The final ranking, once the finals are drawn, and the standings shown otherwise:
        a mêlée's players', the rounds' (the qualifying ones alone beside the finals)."""
        database = self.context.database
        if self._melee:
            return None, melee_standings(database)
        final = final_ranking(database)
        if final is None:
            return None, standings_service.standings(database)
        if self.final_radio.isChecked():
            return final, []
        return final, qualifying_standings(database) or []

    def _show_rows(self, final: list[FinalRow] | None, rows: list[StandingRow]) -> bool:
        """The final ranking when there is one and it is chosen, else ``rows``; whether the
        lines may have changed."""
        self.finals_choice.setVisible(final is not None)
        mode = (final is not None, final is not None and self.final_radio.isChecked())
        if mode != (self._finals_on, self._final_shown):
            self._finals_on, self._final_shown = mode
            self._show_columns()
            if self._settings is not None:
                self.notes.setText(self._notes(self._settings))
        if final is not None and self._final_shown:
            self.model.set_final(final, ties=seed_decisions(finals_state(self.context.database)))
            return True
        return self.model.set_standings(rows)

    def _current_changed(self, current: QModelIndex, _previous: QModelIndex) -> None:
        self._show_team(self.model.standing(current.row()) if current.isValid() else None)

    def _show_team(self, standing: StandingRow | None) -> None:
        if standing is None:
            self._team = None
            self.rounds.show_nobody()
            return
        self._team = standing.number
        place = self.model.ordinal(standing.rank)
        if standing.ex_aequo:
            place = self.tr("{place} ex æquo").format(place=place)
        if self._finals_on and not self._final_shown:
            place = self.tr("{place} des tours").format(place=place)
        self.rounds.show_standing(
            standing, place=place, stage=self.model.final_stage(standing.number)
        )

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
        if self._final_shown:
            notes.insert(
                0,
                self.tr(
                    "Classement final : le tableau principal par parcours, puis la consolante "
                    "par parcours, puis les autres équipes dans l'ordre des tours ; les "
                    "colonnes comptent tous les tours."
                ),
            )
        elif self._finals_on:
            notes.insert(
                0,
                self.tr(
                    "Classement des tours : les tours qualificatifs seuls, qui ont désigné les "
                    "qualifiés de la phase finale."
                ),
            )
        return french(" ".join(notes))
