"""The storage's refusals: a file or server that cannot be opened or written, a damaged file."""

from __future__ import annotations

from typing import Final

from engine import UserError

RESTORE: Final = "reprenez sa dernière copie de sauvegarde"
SHOWN: Final = 40
"""A value is shown up to this many characters: an arbiter reads it, a whole JSON would hide it."""


class StorageError(UserError):
    """A tournament that cannot be opened or written; the message is for the user, in French."""


class DamagedFile(StorageError):  # noqa: N818 (the issue names it: a file, not an action)
    """A file whose tables or values the application cannot have written.

    ``table`` is always named; ``row`` (its ``id``), ``column`` and ``value``
    when one value is at fault, with what was ``expected`` there. A value
    found as it is read knows neither the file nor the row yet:
    :meth:`located` adds them.

    >>> print(DamagedFile(location="c.tournoi", table="donne", row=7, column="trump",
    ...                   value="xyz", expected="au lieu de l'une de : coeur, pique"))
    « c.tournoi » : fichier endommagé : dans la table « donne », ligne 7, la colonne « trump » vaut « xyz » au lieu de l'une de : coeur, pique ; reprenez sa dernière copie de sauvegarde.
    """

    def __init__(
        self,
        *,
        location: str,
        table: str,
        row: int | None = None,
        column: str | None = None,
        value: object = None,
        expected: str = "",
        problem: str | None = None,
    ) -> None:
        self.location = location
        self.table = table
        self.row = row
        self.column = column
        self.value = value
        self.expected = expected
        self.problem = problem
        where = f"« {location} » : " if location else ""
        super().__init__(
            f"{where}fichier endommagé : {problem or self._value_problem()} ; {RESTORE}.",
            field=table if column is None else f"{table}.{column}",
        )

    def _value_problem(self) -> str:
        shown = str(self.value)
        if len(shown) > SHOWN:
            shown = shown[: SHOWN - 1] + "…"
        row = "" if self.row is None else f", ligne {self.row}"
        return (
            f"dans la table « {self.table} »{row}, la colonne « {self.column} » vaut "
            f"« {shown} » {self.expected}"
        ).rstrip()

    def located(self, location: str, row: int | None) -> DamagedFile:
        """The same damage, in the file ``location`` at the row ``row`` (``id``)."""
        return DamagedFile(
            location=location, table=self.table, row=row, column=self.column, value=self.value,
            expected=self.expected, problem=self.problem,
        )  # fmt: skip
