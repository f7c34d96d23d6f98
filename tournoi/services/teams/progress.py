"""How a file's import tells how far it is, a team file's and a mêlée's player file's alike."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeAlias

Progress: TypeAlias = Callable[[int, int], None]
"""Told (rows registered, rows of the file) before each row: a thousand rows take seconds.

It may raise (:class:`~tournoi.services.teams.file_import.ImportCancelledError` when the
organiser gives up): the rows are registered in one transaction, so nothing is then kept.
"""
