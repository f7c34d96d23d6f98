"""Score entry: a partie's sheet donne by donne, corrections, paper totals, validation.

Every donne goes through the engine: a donne it refuses raises its
:class:`engine.EngineError` (French message citing the §) and nothing is
stored. Every change is one transaction with its audit event; a change to a
finished partie first makes a backup copy of the file.

The sheet as the arbiter sees it is in :mod:`~tournoi.services.scores.view`;
every write of a partie, whoever makes it, is one request to
:mod:`~tournoi.services.scores.partie_write`: the desk's donnes one at a
time in :mod:`~tournoi.services.scores.desk_entry`, the arbiter's decisions
in :mod:`~tournoi.services.scores.arbitration`, a partie recorded by its
final totals alone in :mod:`~tournoi.services.scores.totals_entry` (the
rules they follow in :mod:`~tournoi.services.scores.final_totals`), whole
sheets in and out in :mod:`~tournoi.services.scores.sheet_files`.
"""

from typing import TYPE_CHECKING, Any, Final

from tournoi.services.scores.view import (
    DonneLine,
    PartieState,
    Recorded,
    SheetView,
    TeamRef,
    find_partie,
    sheet,
)

if TYPE_CHECKING:
    from tournoi.services.scores.arbitration import (
        check_paper,
        declare_forfeit,
        unlock_partie,
        validate_partie,
        validated_despite_gap,
    )
    from tournoi.services.scores.desk_entry import (
        correct_donne,
        delete_donne,
        insert_donne,
        record_donne,
        stop_on_time,
    )
    from tournoi.services.scores.final_totals import TotalsError, check_totals
    from tournoi.services.scores.sheet_files import (
        CORRECTIONS,
        corrections,
        export_sheet,
        import_sheet,
    )
    from tournoi.services.scores.totals_entry import record_totals, tables_by_totals

_CHANGES: Final = {
    "arbitration": (
        "check_paper",
        "declare_forfeit",
        "unlock_partie",
        "validate_partie",
        "validated_despite_gap",
    ),
    "desk_entry": (
        "correct_donne",
        "delete_donne",
        "insert_donne",
        "record_donne",
        "stop_on_time",
    ),
    "final_totals": ("TotalsError", "check_totals"),
    "sheet_files": ("CORRECTIONS", "corrections", "export_sheet", "import_sheet"),
    "totals_entry": ("record_totals", "tables_by_totals"),
}
"""What changes a sheet, by module: loaded when first asked for, with the standings that a
change brings up to date; a command that only reads a round (``tables``) needs none of it."""


def __getattr__(name: str) -> Any:
    if not any(name in names for names in _CHANGES.values()):
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    # Written out, not by name, so that the bundle's builder sees the modules.
    from tournoi.services.scores import (  # noqa: PLC0415
        arbitration,
        desk_entry,
        final_totals,
        sheet_files,
        totals_entry,
    )

    modules = {
        "arbitration": arbitration,
        "desk_entry": desk_entry,
        "final_totals": final_totals,
        "sheet_files": sheet_files,
        "totals_entry": totals_entry,
    }
    for module, names in _CHANGES.items():
        for each in names:
            globals()[each] = getattr(modules[module], each)
    return globals()[name]


__all__ = [
    "CORRECTIONS",
    "DonneLine",
    "PartieState",
    "Recorded",
    "SheetView",
    "TeamRef",
    "TotalsError",
    "check_paper",
    "check_totals",
    "correct_donne",
    "corrections",
    "declare_forfeit",
    "delete_donne",
    "export_sheet",
    "find_partie",
    "import_sheet",
    "insert_donne",
    "record_donne",
    "record_totals",
    "sheet",
    "stop_on_time",
    "tables_by_totals",
    "unlock_partie",
    "validate_partie",
    "validated_despite_gap",
]
