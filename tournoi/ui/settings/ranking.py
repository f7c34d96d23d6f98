"""The ranking form: the ordered ranking criteria, the ranking points, what a bye scores."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QRadioButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from engine import FFB_CONTREE
from tournoi.services.ranking import Criterion, RankingPoints, RankingSettings
from tournoi.services.settings import MAX_BYE_MARKS, MAX_RANKING_POINTS, ByeMarks, ByeScoring
from tournoi.ui.settings.form import Form
from tournoi.ui.settings.labels import buddy, html, note, with_reason
from tournoi.ui.widgets import colon


@dataclass(frozen=True, slots=True, kw_only=True)
class RankingAndBye:
    """What the ranking form holds, as :class:`~tournoi.services.settings.TournamentSettings`
    keeps it."""

    ranking: RankingSettings
    bye: ByeScoring


class CriteriaList(QListWidget):
    """The ranking criteria; Alt+Up and Alt+Down move the current one."""

    move_requested = Signal(int)
    """-1 to move the current criterion up, 1 down."""

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 (Qt)
        steps = {Qt.Key.Key_Up: -1, Qt.Key.Key_Down: 1}
        if event.modifiers() == Qt.KeyboardModifier.AltModifier and event.key() in steps:
            self.move_requested.emit(steps[Qt.Key(event.key())])
            return
        super().keyPressEvent(event)


class RankingForm(Form[RankingAndBye]):
    """Ordered ranking criteria, ranking points, what a bye scores, and forfeits."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._forfeit_loss = RankingPoints().forfeit_loss
        self.criteria_list = CriteriaList()
        self.criteria_list.move_requested.connect(self._move)
        self.criteria_list.setAlternatingRowColors(True)
        self.criteria_list.setToolTip(
            self.tr("Espace coche ou décoche le critère ; Alt+Haut et Alt+Bas le déplacent.")
        )
        self.criteria_note = note()
        self.criteria_note.setMinimumHeight(self.criteria_note.fontMetrics().lineSpacing() * 3)
        self.up_button = QPushButton(self.tr("Monter ▲"))
        self.up_button.setToolTip(self.tr("Avancer le critère choisi (Alt+Haut)"))
        self.down_button = QPushButton(self.tr("Descendre ▼"))
        self.down_button.setToolTip(self.tr("Reculer le critère choisi (Alt+Bas)"))
        self.up_button.clicked.connect(lambda: self._move(-1))
        self.down_button.clicked.connect(lambda: self._move(1))
        self.criteria_list.currentItemChanged.connect(self._current_changed)
        self.criteria_list.itemChanged.connect(self._criteria_changed)

        self.win_spin, self.draw_spin, self.loss_spin, self.bye_points_spin = (
            QSpinBox() for _ in range(4)
        )
        for spin in self._point_spins():
            spin.setRange(0, MAX_RANKING_POINTS)
            spin.valueChanged.connect(self.changed)
        self.points_note = note()

        self.fixed_radio = QRadioButton(self.tr("Un nombre &fixe de points"))
        self.fixed_spin = QSpinBox()
        self.fixed_spin.setRange(0, MAX_BYE_MARKS)
        self.fixed_spin.setSingleStep(10)
        self.fixed_spin.setValue(500)
        self.half_radio = QRadioButton()
        self.average_radio = QRadioButton(self.tr("La mo&yenne des marques du tour"))
        self.bye_group = QButtonGroup(self)
        for button in (self.fixed_radio, self.half_radio, self.average_radio):
            self.bye_group.addButton(button)
            button.toggled.connect(self._bye_toggled)
        self.half_note = note()
        self.counts_check = QCheckBox(self.tr("L'exemption compte comme une partie &gagnée"))
        self.counts_check.toggled.connect(self.changed)
        self.fixed_spin.valueChanged.connect(self.changed)
        self.half_radio.setChecked(True)
        self.set_target(FFB_CONTREE.target)
        self._build_layout()
        self.load(RankingAndBye(ranking=RankingSettings(), bye=ByeScoring()))

    def _point_spins(self) -> tuple[QSpinBox, QSpinBox, QSpinBox, QSpinBox]:
        return self.win_spin, self.draw_spin, self.loss_spin, self.bye_points_spin

    def _build_layout(self) -> None:
        criteria = QGroupBox(self.tr("Ordre du classement"))
        criteria_layout = QGridLayout(criteria)
        list_label = buddy(
            self.tr("Critères de c&lassement, cochés s'ils comptent"), self.criteria_list
        )
        criteria_layout.addWidget(list_label, 0, 0, 1, 2)
        criteria_layout.addWidget(self.criteria_list, 1, 0, 3, 1)
        criteria_layout.addWidget(self.up_button, 1, 1)
        criteria_layout.addWidget(self.down_button, 2, 1)
        keys = note(self.tr("Espace coche ou décoche ; Alt+Haut et Alt+Bas déplacent."))
        criteria_layout.addWidget(keys, 4, 0, 1, 2)
        criteria_layout.addWidget(self.criteria_note, 5, 0, 1, 2)
        criteria_layout.setRowStretch(3, 1)
        rows = len(Criterion) + 1
        self.criteria_list.setMinimumHeight(
            self.criteria_list.fontMetrics().height() * rows * 3 // 2
        )

        self.points_box = QGroupBox(self.tr("Points de classement"))
        points = QGridLayout(self.points_box)
        self._points_widgets: list[QWidget] = []
        points.setHorizontalSpacing(12)
        for column, (text, spin) in enumerate(
            zip(
                (self.tr("&Victoire"), self.tr("N&ul"), self.tr("Dé&faite"), self.tr("E&xempt")),
                self._point_spins(),
                strict=True,
            )
        ):
            label = buddy(text, spin)
            self._points_widgets.extend((label, spin))
            points.addWidget(label, 0, 2 * column)
            points.addWidget(spin, 0, 2 * column + 1)
        points.setColumnStretch(8, 1)
        points.addWidget(self.points_note, 1, 0, 1, 9)

        bye = QGroupBox(self.tr("Exempt et forfait"))
        bye_grid = QGridLayout(bye)
        bye_grid.setColumnStretch(2, 1)
        bye_grid.addWidget(QLabel(colon(self.tr("L'équipe exempte d'un tour marque"))), 0, 0, 1, 3)
        bye_grid.addWidget(self.fixed_radio, 1, 0)
        bye_grid.addWidget(self.fixed_spin, 1, 1)
        bye_grid.addWidget(self.half_radio, 2, 0, 1, 2)
        bye_grid.addWidget(self.half_note, 2, 2)
        bye_grid.addWidget(self.average_radio, 3, 0, 1, 2)
        bye_grid.addWidget(self.counts_check, 4, 0, 1, 3)
        forfeit = note(
            self.tr("Forfait : l'équipe absente perd, son adversaire marque comme un exempt.")
        )
        bye_grid.addWidget(forfeit, 5, 0, 1, 3)

        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(criteria, 1)
        right = QVBoxLayout()
        right.addWidget(self.points_box)
        right.addWidget(bye)
        right.addStretch()
        layout.addLayout(right, 1)

    def criteria(self) -> tuple[Criterion, ...]:
        """The ticked criteria, in the list's order."""
        chosen = []
        for row in range(self.criteria_list.count()):
            item = self.criteria_list.item(row)
            if item.checkState() == Qt.CheckState.Checked:
                chosen.append(Criterion(str(item.data(Qt.ItemDataRole.UserRole))))
        return tuple(chosen)

    def save(self) -> RankingAndBye:
        """The ranking and the bye; a ``RankingError`` (French message) if they cannot be used."""
        return RankingAndBye(ranking=self._ranking(), bye=self._bye())

    def _ranking(self) -> RankingSettings:
        points = RankingPoints(
            win=self.win_spin.value(),
            draw=self.draw_spin.value(),
            loss=self.loss_spin.value(),
            bye=self.bye_points_spin.value(),
            forfeit_loss=self._forfeit_loss,
        )
        return RankingSettings(
            criteria=self.criteria(),
            points=points,
            bye_counts_as_win=self.counts_check.isChecked(),
        )

    def _bye(self) -> ByeScoring:
        if self.fixed_radio.isChecked():
            mode = ByeMarks.FIXED
        elif self.half_radio.isChecked():
            mode = ByeMarks.HALF_TARGET
        else:
            mode = ByeMarks.AVERAGE
        # Only a fixed bye has marks of its own: the others store none, as the services do.
        marks = self.fixed_spin.value() if mode is ByeMarks.FIXED else 0
        return ByeScoring(mode=mode, marks=marks, counts_as_win=self.counts_check.isChecked())

    def load(self, value: RankingAndBye) -> None:
        ranking, bye = value.ranking, value.bye
        self.criteria_list.blockSignals(True)
        self.criteria_list.clear()
        unused = [c for c in Criterion if c not in ranking.criteria]
        for criterion in (*ranking.criteria, *unused):
            item = QListWidgetItem(criterion.french)
            item.setData(Qt.ItemDataRole.UserRole, criterion.value)
            item.setToolTip(criterion.explanation)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsUserCheckable)
            used = criterion in ranking.criteria
            item.setCheckState(Qt.CheckState.Checked if used else Qt.CheckState.Unchecked)
            self.criteria_list.addItem(item)
        self.criteria_list.blockSignals(False)
        self.criteria_list.setCurrentRow(0)
        self._current_changed(self.criteria_list.currentItem())
        points = ranking.points
        for spin, points_value in zip(
            self._point_spins(), (points.win, points.draw, points.loss, points.bye), strict=True
        ):
            spin.setValue(points_value)
        self._forfeit_loss = points.forfeit_loss
        if bye.mode is ByeMarks.FIXED:
            self.fixed_spin.setValue(bye.marks)
        {
            ByeMarks.FIXED: self.fixed_radio,
            ByeMarks.HALF_TARGET: self.half_radio,
            ByeMarks.AVERAGE: self.average_radio,
        }[bye.mode].setChecked(True)
        self.counts_check.setChecked(bye.counts_as_win)
        self._criteria_changed()

    def set_target(self, target: int | None) -> None:
        """A partie in points gives half its target to a bye; in donnes it cannot."""
        if target is None:
            self.half_radio.setText(self.tr("La &moitié des points de la partie"))
            if self.half_radio.isChecked():
                self.average_radio.setChecked(True)
        else:
            self.half_radio.setText(
                self.tr("La &moitié des points de la partie ({})").format(target // 2)
            )
        self.half_radio.setEnabled(target is not None)
        reason = self.tr("Sans objet pour une partie en un nombre de donnes.")
        self.half_note.setText("" if target is not None else f"<i>{html(reason)}</i>")

    def _move(self, step: int) -> None:
        row = self.criteria_list.currentRow()
        if row < 0 or not 0 <= row + step < self.criteria_list.count():
            return
        item = self.criteria_list.takeItem(row)
        self.criteria_list.insertItem(row + step, item)
        self.criteria_list.setCurrentRow(row + step)
        self.changed.emit()

    def _current_changed(self, item: QListWidgetItem | None) -> None:
        row = self.criteria_list.currentRow()
        self.up_button.setEnabled(row > 0)
        self.down_button.setEnabled(0 <= row < self.criteria_list.count() - 1)
        self.criteria_note.setText(html(item.toolTip()) if item is not None else "")

    def _criteria_changed(self) -> None:
        used = Criterion.RANKING_POINTS in self.criteria()
        for widget in self._points_widgets:
            widget.setEnabled(used)
        self.points_note.setText(
            with_reason(
                self.tr("Le barème compte pour chaque tour : victoire, nul, défaite ou exemption."),
                None
                if used
                else self.tr("Utilisés seulement si « Points de classement » est coché."),
            )
        )
        self.changed.emit()

    def _bye_toggled(self) -> None:
        self.fixed_spin.setEnabled(self.fixed_radio.isChecked())
        self.changed.emit()
