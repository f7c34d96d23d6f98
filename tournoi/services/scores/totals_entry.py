"""Recording a partie by its two final totals alone, before or instead of its donnes."""

from __future__ import annotations

from sqlmodel import col, select

from engine import PerTeam
from tournoi.services import settings as settings_service
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import partie_settings
from tournoi.services.scores.partie_write import PartieWrite, write
from tournoi.services.scores.totals_change import RecordTotals
from tournoi.services.scores.view import (
    Recorded,
    donne_rows,
    ending_of,
    recorded_totals,
    score_rows,
)
from tournoi.storage import Database, models


def record_totals(
    db: Database,
    *,
    round_number: int,
    table: int,
    totals: PerTeam[int] | None,
    who: str,
    version: int | None = None,
    backed_up: bool = False,
    on_time: bool | None = None,
) -> Recorded:
    """Record the final totals of the partie at ``table`` (« totaux seulement »); ``None`` removes them.

    ``on_time``: the partie was stopped on time (« arrêtée au temps »), or not; ``None``
    keeps what the partie says.

    The totals are checked against the end of a partie (:func:`check_totals`);
    they count in the standings until donnes entered later end the partie. ``backed_up``: the
    caller has just made the copy of the file that a change to a finished partie makes first.
    One request to the partie-write unit (:mod:`~tournoi.services.scores.totals_change`).
    """
    change = RecordTotals(totals=totals, on_time=on_time, backed_up=backed_up)
    request = PartieWrite(round=round_number, table=table, who=who, change=change, version=version)
    return write(db, request=request).recorded


def tables_by_totals(db: Database, *, round_number: int) -> dict[int, PerTeam[int]]:
    """The tables of round ``round_number`` counted by their totals alone (« totaux
    seulement »), with those totals: recorded, and no donnes entered since end the partie."""
    with db.session() as session:
        settings = settings_service.load(session)
        parties = session.exec(
            select(models.Partie)
            .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
            .where(models.Round.number == round_number, col(models.Partie.totals_a).is_not(None))
            .order_by(col(models.Partie.table_number))
        ).all()
        found = {}
        for partie in parties:
            recorded = recorded_totals(partie)
            rules = partie_settings(session, partie, settings).rules
            end = ending(
                score_rows(
                    rules, donne_rows(session, partie), ending_of(partie), partie.bell_after
                ),
                recorded,
            )
            if end.by_totals:
                found[partie.table_number] = end.totals
        return found
