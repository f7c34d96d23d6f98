"""« Saisie aux tables »: the phones' server switched on and off, each table's link and state."""

from tournoi.ui.tables_entry.dialog import TablesEntryDialog

__all__ = ["TablesEntryDialog"]
