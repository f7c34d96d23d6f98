"""The arbiter's decisions on a partie: the paper sheet's totals, validation, unlock, forfeit.

Each is one request to the partie-write unit
(:mod:`~tournoi.services.scores.partie_write`, the decisions themselves in
:mod:`~tournoi.services.scores.decisions`), made at ``version`` (the sheet as
the arbiter saw it) when given: refused if another station changed it since.
"""

from __future__ import annotations

import json

from sqlmodel import col, select

from engine import PerTeam
from tournoi.files.text import Text, checked_text
from tournoi.services.scores.claimed import Written
from tournoi.services.scores.decisions import CheckPaper, Forfeit, Unlock, Validate
from tournoi.services.scores.partie_write import Change, PartieWrite, write
from tournoi.services.scores.view import PartieState, Recorded, SheetView
from tournoi.services.verification import Verification
from tournoi.storage import Database, models


def check_paper(
    db: Database,
    *,
    round_number: int,
    table: int,
    paper: PerTeam[int],
    who: str,
    version: int | None = None,
) -> Verification:
    """Record the totals written on the paper sheet and compare them with the computed ones."""
    written = _written(db, round_number, table, CheckPaper(paper=paper), who=who, version=version)
    assert written.checked is not None
    return written.checked


def validate_partie(
    db: Database, *, round_number: int, table: int, who: str, version: int | None = None
) -> SheetView:
    """The arbiter's validation: the partie is locked until explicitly unlocked."""
    return _written(db, round_number, table, Validate(), who=who, version=version).sheet


def validated_despite_gap(db: Database, *, round_number: int | None = None) -> set[tuple[int, int]]:
    """The (round, table) of the parties validated « malgré l'écart »: the arbiter validated
    them although the paper totals differ from the computed ones (:func:`validate_partie`
    keeps both in the trail). Those of round ``round_number``, or of every round."""
    query = (
        select(models.Round.number, models.Partie.table_number, models.AuditEvent.after)
        .join(models.Partie, col(models.Partie.id) == col(models.AuditEvent.partie_id))
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(
            models.AuditEvent.action == "partie.validate",
            models.Partie.state == PartieState.VALIDATED.value,
        )
        .order_by(col(models.AuditEvent.id))
    )
    if round_number is not None:
        query = query.where(models.Round.number == round_number)
    with db.session() as session:
        # The last validation tells: one unlocked, corrected and validated again may agree.
        last = {(number, table): after for number, table, after in session.exec(query)}
    return {where for where, after in last.items() if after and "paper" in json.loads(after)}


def unlock_partie(
    db: Database,
    *,
    round_number: int,
    table: int,
    who: str,
    reason: str = "",
    version: int | None = None,
) -> SheetView:
    """Undo a validation so that the sheet can be corrected; recorded with its reason."""
    change = Unlock(reason=checked_text(reason, Text.DECISION))
    return _written(db, round_number, table, change, who=who, version=version).sheet


def declare_forfeit(
    db: Database,
    *,
    round_number: int,
    table: int,
    absent: int | None,
    who: str,
    version: int | None = None,
) -> Recorded:
    """The team ``absent`` (a number) did not show: it loses by forfeit. ``None`` cancels it."""
    change = Forfeit(absent=absent)
    return _written(db, round_number, table, change, who=who, version=version).recorded


def _written(
    db: Database, round_number: int, table: int, change: Change, *, who: str, version: int | None
) -> Written:
    request = PartieWrite(round=round_number, table=table, who=who, change=change, version=version)
    return write(db, request=request)
