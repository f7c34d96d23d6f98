"""RowTableModel.set_rows: what the views are told when the rows read again differ."""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QModelIndex, QPersistentModelIndex, Qt

from tournoi.ui.row_model import RowTableModel


@dataclass(frozen=True)
class Line:
    number: int
    points: int


class Lines(RowTableModel[Line]):
    headers = ("N°", "Points")

    def __init__(self) -> None:
        super().__init__(lambda line: line.number)
        self.told: list[str] = []
        self.modelReset.connect(lambda: self.told.append("reset"))
        self.layoutChanged.connect(lambda: self.told.append("layout"))
        self.rowsInserted.connect(lambda _p, first, last: self.told.append(f"+{first}-{last}"))
        self.rowsRemoved.connect(lambda _p, first, last: self.told.append(f"-{first}-{last}"))
        self.dataChanged.connect(
            lambda top, bottom, _roles: self.told.append(f"~{top.row()}-{bottom.row()}")
        )

    def cell(self, row: Line, column: int, role: int) -> object:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        return row.number if column == 0 else row.points


def shown(model: Lines) -> list[int]:
    return [int(model.index(row, 0).data()) for row in range(model.rowCount())]


def loaded(*numbers: int) -> Lines:
    model = Lines()
    model.set_rows([Line(n, 0) for n in numbers])
    model.told.clear()
    return model


def test_rows_that_change_places_move_and_the_selection_follows_them() -> None:
    model = loaded(1, 2, 3, 4)
    third = QPersistentModelIndex(model.index(2, 1))
    assert model.set_rows([Line(3, 10), Line(1, 0), Line(2, 0), Line(4, 0)])
    assert shown(model) == [3, 1, 2, 4]
    assert model.told == ["layout", "~0-0"]  # no reset: the view keeps its place
    assert (third.row(), third.column()) == (0, 1)
    assert model.index(0, 1).data() == 10


def test_the_very_rows_given_again_tell_nothing() -> None:
    model = Lines()
    rows = [Line(1, 0), Line(2, 0)]
    assert model.set_rows(rows)
    model.told.clear()
    assert not model.set_rows(list(rows))
    assert model.set_rows([Line(1, 0), Line(2, 0)])  # equal, read again: compared
    assert model.told == []


def test_changed_rows_are_told_in_one_range() -> None:
    model = loaded(1, 2, 3, 4, 5)
    assert model.set_rows([Line(1, 0), Line(2, 7), Line(3, 0), Line(4, 8), Line(5, 0)])
    assert model.told == ["~1-3"]


def test_rows_gone_and_new_are_removed_and_inserted_in_place() -> None:
    model = loaded(1, 2, 3)
    kept = QPersistentModelIndex(model.index(2, 0))
    assert model.set_rows([Line(1, 0), Line(3, 0), Line(4, 0)])
    assert shown(model) == [1, 3, 4]
    assert model.told == ["-1-1", "+2-2"]
    assert kept.row() == 1


def test_new_rows_and_a_new_order_at_once_reset() -> None:
    model = loaded(1, 2, 3)
    assert model.set_rows([Line(3, 0), Line(9, 0), Line(1, 0), Line(2, 0)])
    assert shown(model) == [3, 9, 1, 2]
    assert model.told == ["reset"]
    assert model.rowCount(model.index(0, 0)) == 0 and model.rowCount(QModelIndex()) == 4
