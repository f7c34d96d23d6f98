"""A table model over a list of rows read from a service, refreshed with fine-grained signals.

A screen reloads its rows from the services after every change; replacing
them with a model reset would lose the selection, the current cell and the
scroll position. :meth:`RowTableModel.set_rows` instead removes, inserts and
updates rows by key, so the views keep what the user was looking at.

The rows sort themselves (:meth:`RowTableModel.sort`, one key per row) and
the search proxy only filters: a proxy sorting a thousand teams asks the
model for two cells at each of some ten thousand comparisons, which was half
of the time the Teams page took to show.
"""

from __future__ import annotations

import heapq
import operator
import unicodedata
from collections.abc import Callable, Hashable, Sequence
from typing import TYPE_CHECKING, Any, Generic, TypeVar

from PySide6.QtCore import (
    QAbstractItemModel,
    QAbstractTableModel,
    QModelIndex,
    QObject,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtWidgets import QAbstractItemView, QStyleOptionViewItem, QTableView

if TYPE_CHECKING:  # the draws' module (and the scoring under it) is not needed to start
    from tournoi.services.draws import DrawnTeam

Row = TypeVar("Row")
Index = QModelIndex | QPersistentModelIndex

SORT_ROLE = Qt.ItemDataRole.UserRole + 1
"""A value that sorts the column well: numbers as numbers, names without accents."""
SEARCH_ROLE = Qt.ItemDataRole.UserRole + 2
"""The row's searchable text, already folded (see :func:`fold`), on column 0."""
ROW_ROLE = Qt.ItemDataRole.UserRole + 3
"""The row itself (a service's dataclass), on every column."""


def fold(text: str) -> str:
    """Text compared without case nor accents: ``Lefèvre`` finds ``lefevre``.

    >>> fold("Équipe LEFÈVRE – Noël")
    'equipe lefevre – noel'
    """
    decomposed = unicodedata.normalize("NFKD", text).casefold()
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def players_text(team: DrawnTeam) -> str:
    """``Jean Martin, Anne Bernard``."""
    return ", ".join(player.full_name for player in team.players)


def search_text(team: DrawnTeam) -> str:
    """What a search by team compares: its number, its name and its players' names, folded."""
    return fold(f"{team.number} {team.name} {players_text(team)}")


class RowTableModel(QAbstractTableModel, Generic[Row]):
    """Rows of one kind, each with a stable key; subclasses give the headers and the cells."""

    headers: Sequence[str] = ()

    def __init__(self, key: Callable[[Row], Hashable], parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._key = key
        self._rows: list[Row] = []
        self._order: tuple[int, Qt.SortOrder] | None = None
        """The column the rows are sorted by and its order, once a view has sorted them."""

    # What subclasses say

    def cell(self, row: Row, column: int, role: int) -> object:
        """The data of one cell for ``role`` (``None`` when there is none)."""
        raise NotImplementedError

    # Qt's interface

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008, N802 (Qt)
        return 0 if parent.isValid() else len(self.headers)

    def headerData(  # noqa: N802 (Qt)
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> object:
        if orientation is Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return self.headers[section]
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or index.row() >= len(self._rows):
            return None
        row = self._rows[index.row()]
        if role == ROW_ROLE:
            return row
        return self.cell(row, index.column(), role)

    # Rows

    def rows(self) -> list[Row]:
        return list(self._rows)

    def row_at(self, index: Index) -> Row | None:
        return self._rows[index.row()] if index.isValid() else None

    def set_rows(self, rows: Sequence[Row]) -> bool:
        """Show ``rows``: those gone are removed, new ones inserted, changed ones updated, and
        those that only changed places moved with the selection following them.

        They are shown in the order of the column sorted by, if any, else as given.
        ``False`` when they are the very rows shown (a service gives its rows again while
        nothing changed): nothing is compared nor repainted.
        """
        new = self._sorted(list(rows))
        if len(new) == len(self._rows) and all(map(operator.is_, new, self._rows)):
            return False
        if not self._rows or len(new) > len(self._rows) + FEW_ROWS:
            # A first load, or many new rows: one reset is far cheaper than row-by-row inserts.
            self._reset(new)
            return True
        new_keys = [self._key(row) for row in new]
        old_keys = [self._key(row) for row in self._rows]
        if new_keys != old_keys and not self._arrange(new, new_keys, old_keys):
            self._reset(new)
            return True
        # Rows given again unchanged are often the very objects shown: not even compared.
        changed = [
            position
            for position, (old, row) in enumerate(zip(self._rows, new, strict=True))
            if old is not row and old != row
        ]
        for position in changed:
            self._rows[position] = new[position]
        if changed:
            last = self.columnCount() - 1
            self.dataChanged.emit(self.index(changed[0], 0), self.index(changed[-1], last))
        return True

    def _reset(self, rows: list[Row]) -> None:
        self.beginResetModel()
        self._rows = rows
        self.endResetModel()

    def _arrange(self, new: list[Row], new_keys: list[Hashable], old_keys: list[Hashable]) -> bool:
        """Give the rows shown the keys of ``new``, in its order: the same rows moved, or those
        gone removed and the new ones inserted; ``False`` when both came at once."""
        if len(new_keys) == len(old_keys) and set(new_keys) == set(old_keys):
            self._move(new_keys, old_keys)
            return True
        keys = set(new_keys)
        for position in reversed(range(len(old_keys))):
            if old_keys[position] not in keys:
                self.beginRemoveRows(QModelIndex(), position, position)
                del self._rows[position]
                self.endRemoveRows()
        return self._insert_in_place(new)

    def _move(self, new_keys: list[Hashable], old_keys: list[Hashable]) -> None:
        """The same rows in the order of ``new_keys`` (teams overtaking each other in the
        standings), the selection and the current cell following their rows."""
        position = {key: place for place, key in enumerate(new_keys)}
        self.layoutAboutToBeChanged.emit()
        before = self.persistentIndexList()
        after = [self.index(position[old_keys[index.row()]], index.column()) for index in before]
        order = sorted(range(len(old_keys)), key=lambda old: position[old_keys[old]])
        self._rows = [self._rows[old] for old in order]
        self.changePersistentIndexList(before, after)
        self.layoutChanged.emit()

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        """Rows in the order of ``column``'s :data:`SORT_ROLE`, kept so by :meth:`set_rows`.

        Rows of equal keys keep their order (as a proxy's sort keeps them); the
        selection and the current row follow their rows.
        """
        self._order = (column, order)
        if len(self._rows) < 2:
            return
        self.layoutAboutToBeChanged.emit()
        keys = [self._order_key(row) for row in self._rows]
        positions = sorted(
            range(len(keys)), key=keys.__getitem__, reverse=order == Qt.SortOrder.DescendingOrder
        )
        self._rows = [self._rows[position] for position in positions]
        moved = {old: new for new, old in enumerate(positions)}
        persistent = self.persistentIndexList()
        self.changePersistentIndexList(
            persistent, [self.index(moved[index.row()], index.column()) for index in persistent]
        )
        self.layoutChanged.emit()

    def _sorted(self, rows: list[Row]) -> list[Row]:
        if self._order is None:
            return rows
        descending = self._order[1] == Qt.SortOrder.DescendingOrder
        return sorted(rows, key=self._order_key, reverse=descending)

    def _order_key(self, row: Row) -> Any:
        assert self._order is not None
        return self.cell(row, self._order[0], SORT_ROLE)

    def longest_rows(self, column: int, *, count: int = 10) -> list[int]:
        """Rows of the ``count`` longest texts (in characters) of ``column``, one row per text."""
        first: dict[str, int] = {}
        for position, row in enumerate(self._rows):
            first.setdefault(
                str(self.cell(row, column, Qt.ItemDataRole.DisplayRole) or ""), position
            )
        return [first[text] for text in heapq.nlargest(count, first, key=len)]

    def _insert_in_place(self, new: list[Row]) -> bool:
        """Insert the new rows where they belong; ``False`` if the kept rows changed order."""
        kept = [self._key(row) for row in self._rows]
        still = set(kept)
        if kept != [self._key(row) for row in new if self._key(row) in still]:
            return False
        for position, row in enumerate(new):
            if position < len(self._rows) and self._key(self._rows[position]) == self._key(row):
                continue
            self.beginInsertRows(QModelIndex(), position, position)
            self._rows.insert(position, row)
            self.endInsertRows()
        return True


class SearchProxy(QSortFilterProxyModel):
    """Keeps the rows whose folded text holds every typed word, in the order of its source.

    A view's sorting (a click on a header) is handed to the source's rows,
    which sort themselves by :data:`SORT_ROLE` (:meth:`RowTableModel.sort`).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._words: list[str] = []

    def sort(self, column: int, order: Qt.SortOrder = Qt.SortOrder.AscendingOrder) -> None:
        self.sourceModel().sort(column, order)

    def set_search(self, text: str) -> None:
        if hasattr(self, "beginFilterChange"):  # Qt 6.10 and later
            self.beginFilterChange()
            self._words = fold(text).split()
            self.endFilterChange(QSortFilterProxyModel.Direction.Rows)
        else:
            self._words = fold(text).split()
            self.invalidateRowsFilter()

    def filterAcceptsRow(self, source_row: int, source_parent: Index) -> bool:  # noqa: N802 (Qt)
        if not self._words:
            return True
        model = self.sourceModel()
        text = str(model.data(model.index(source_row, 0, source_parent), SEARCH_ROLE) or "")
        return all(word in text for word in self._words)


FEW_ROWS = 50
"""Beyond this many new rows at once, the model resets instead of inserting them one by one."""


def row_table(model: QAbstractItemModel, *, single: bool = True, wrap: bool = False) -> QTableView:
    """A read-only list of rows as the window shows them all: whole rows selected (one, with
    ``single``), nothing edited in place, alternate colours, no row numbers."""
    view = QTableView()
    view.setModel(model)
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    if single:
        view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    view.setAlternatingRowColors(True)
    view.setWordWrap(wrap)
    view.verticalHeader().hide()
    return view


def fit_columns(view: QTableView, *, padding: int = 24) -> None:
    """Columns as wide as their contents, with room to breathe; the last one takes the rest.

    Each column is as wide as its header and its few longest texts among all
    its rows, measured as the view draws them: Qt's own fitting measures every
    cell of the rows it looks at (two tenths of a second for 200 teams), and
    only those.
    """
    model = view.model()
    rows = model.sourceModel() if isinstance(model, QSortFilterProxyModel) else model
    assert isinstance(rows, RowTableModel)
    header = view.horizontalHeader()
    option = QStyleOptionViewItem()
    option.initFrom(view)
    grid = 1 if view.showGrid() else 0
    for column in range(header.count() - 1):
        delegate = view.itemDelegateForColumn(column) or view.itemDelegate()
        widths = [
            delegate.sizeHint(option, rows.index(row, column)).width() + grid
            for row in rows.longest_rows(column)
        ]
        header.resizeSection(column, max([header.sectionSizeHint(column), *widths]) + padding)
