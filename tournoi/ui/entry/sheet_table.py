"""The sheet's donnes on screen: the small columns fit their contents, the others share the rest."""

from __future__ import annotations

from typing import Final

from PySide6.QtCore import QItemSelectionModel
from PySide6.QtWidgets import QHeaderView, QTableView

from tournoi.ui.entry.sheet_model import Column, SheetModel
from tournoi.ui.row_model import row_table

SMALL_COLUMNS: Final = frozenset({Column.NUMBER, Column.TAKER, Column.TRUMP, Column.CAPOT})
"""The columns of a few characters, as wide as those; the wordy ones stretch."""


def sheet_table(model: SheetModel) -> QTableView:
    """The table of ``model``, its columns sized again whenever the rules change them."""
    table = row_table(model, wrap=True)
    table.setTabKeyNavigation(False)
    model.modelReset.connect(lambda: _size_columns(table, model))
    _size_columns(table, model)
    return table


def _size_columns(table: QTableView, model: SheetModel) -> None:
    header = table.horizontalHeader()
    header.setHighlightSections(False)
    for section, column in enumerate(model.columns):
        mode = (
            QHeaderView.ResizeMode.ResizeToContents
            if column in SMALL_COLUMNS
            else QHeaderView.ResizeMode.Stretch
        )
        header.setSectionResizeMode(section, mode)


def select_row(table: QTableView, row: int) -> None:
    """Make ``row`` the current, selected and visible one, if the table has it."""
    model = table.model()
    if 0 <= row < model.rowCount():
        index = model.index(row, 0)
        table.selectionModel().setCurrentIndex(
            index,
            QItemSelectionModel.SelectionFlag.ClearAndSelect
            | QItemSelectionModel.SelectionFlag.Rows,
        )
        table.scrollTo(index)
