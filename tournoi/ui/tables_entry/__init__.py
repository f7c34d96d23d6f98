"""« Saisie aux tables »: the phones' server switched on and off, each table's link and state.

The dialog loads the web server (uvicorn, Starlette) with it: it is imported when first
asked for, so that the window starts without them; :mod:`.serving` is light.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from tournoi.ui.tables_entry.dialog import TablesEntryDialog

__all__ = ["TablesEntryDialog"]


def __getattr__(name: str) -> object:
    if name == "TablesEntryDialog":
        from tournoi.ui.tables_entry.dialog import TablesEntryDialog  # noqa: PLC0415

        return TablesEntryDialog
    raise AttributeError(name)
