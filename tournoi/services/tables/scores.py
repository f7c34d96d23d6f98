"""The score of every table of a round, as the Rounds page shows it beside each table, and the
tables stopped on time."""

from __future__ import annotations

from sqlmodel import col, select

from engine import Ending, PerTeam
from tournoi.services import settings as settings_service
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.knockout import knockout_parties, knockout_rules
from tournoi.services.scores.view import ending_of, recorded_totals, score_rows
from tournoi.storage import Database, models


def table_scores(db: Database, *, round_number: int) -> dict[int, PerTeam[int]]:
    """Each table's totals so far, by table: its donnes' (the running score of a partie being
    played), or its two totals where it counts by them. A table with neither is left out.

    Two queries for the whole round, whatever its size: the page reads them at each change.
    """
    with db.session() as session:
        settings = settings_service.load(session)
        rules = settings.rules
        knockout = knockout_parties(session)
        parties = {
            partie.id: partie
            for partie in session.exec(
                select(models.Partie).join(models.Round).where(models.Round.number == round_number)
            )
        }
        rows: dict[int | None, list[models.Donne]] = {key: [] for key in parties}
        for row in session.exec(
            select(models.Donne)
            .where(col(models.Donne.partie_id).in_(list(parties)))
            .order_by(col(models.Donne.partie_id), col(models.Donne.number))
        ):
            rows[row.partie_id].append(row)
    scores = {}
    for key, partie in parties.items():
        recorded = recorded_totals(partie)
        if not rows[key] and recorded is None:
            continue
        # A partie of the finals may play on where the rules alone would have ended it.
        own = knockout_rules(rules, tie_break=settings.knockout_tie) if key in knockout else rules
        scored = score_rows(own, rows[key], ending_of(partie), partie.bell_after)
        scores[partie.table_number] = ending(scored, recorded).totals
    return scores


def tables_on_time(db: Database, *, round_number: int) -> frozenset[int]:
    """The tables of round ``round_number`` whose partie is marked « arrêtée au temps »."""
    with db.session() as session:
        return frozenset(
            session.exec(
                select(models.Partie.table_number)
                .join(models.Round)
                .where(
                    models.Round.number == round_number, models.Partie.ended == Ending.TIME.value
                )
            )
        )
