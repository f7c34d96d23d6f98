"""Recording a partie by its two final totals alone, before or instead of its donnes."""

from __future__ import annotations

from sqlmodel import col, select

from engine import Ending, PerTeam
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import StateError
from tournoi.services.scores.final_totals import check_totals, ending
from tournoi.services.scores.knockout import partie_settings
from tournoi.services.scores.recording import (
    check_unlocked,
    later_draws,
    set_state,
    state_of,
    take,
)
from tournoi.services.scores.view import (
    PartieState,
    Recorded,
    donne_rows,
    ending_of,
    recorded_totals,
    score_rows,
    view_of,
)
from tournoi.services.settings import EntryMode
from tournoi.services.standings import results
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
    """
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        settings = partie_settings(session, partie, settings_service.load(session))
        check_unlocked(partie, table)
        rows = donne_rows(session, partie)
        if on_time is not None:
            partie.ended = Ending.TIME.value if on_time else ""
        if totals is not None:
            if settings.entry is EntryMode.DONNES:
                raise StateError(
                    "Ce tournoi se saisit donne par donne : les totaux seuls ne sont pas "
                    "acceptés (voyez les réglages du tournoi, onglet Format)."
                )
            if partie.forfeit_team_id is not None:
                raise StateError(
                    f"La table {table} est déclarée forfait : annulez d'abord le forfait."
                )
            if rows:
                raise StateError(
                    f"Des donnes sont saisies à la table {table} : ses totaux sont ceux des "
                    "donnes. Comparez-les plutôt avec la feuille (Totaux de la feuille, Alt+X)."
                )
            check_totals(settings.rules, totals, on_time=ending_of(partie) is not None)
        before = recorded_totals(partie)
        if totals is None and before is None:
            raise StateError(f"Aucun total seul n'est enregistré à la table {table}.")
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None and not backed_up:
            db.backup(f"correction tour {round_number} table {table}")
        partie.totals_a = None if totals is None else totals.a
        partie.totals_b = None if totals is None else totals.b
        end = ending(score_rows(settings.rules, rows, ending_of(partie)), totals)
        set_state(session, partie, state_of(end, donnes=len(rows)))
        results.store_partie_result(
            session, partie=partie, totals=end.totals, over=end.over, winner=end.winner,
            settings=settings,
        )  # fmt: skip
        what = "totaux retirés" if totals is None else f"totaux seulement, {totals.a} – {totals.b}"
        what += ", arrêtée au temps" if partie.ended else ""
        audit.record(
            session, who=who, action="partie.totals", round_id=partie.round_id,
            partie_id=partie.id, message=f"Tour {round_number}, table {table} : {what}.",
            before={"totals": None if before is None else [before.a, before.b]},
            after={"totals": None if totals is None else [totals.a, totals.b]},
        )  # fmt: skip
        warnings = later_draws(session, round_number) if was_finished else ()
        return Recorded(view_of(session, partie, settings), warnings)


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
                score_rows(rules, donne_rows(session, partie), ending_of(partie)), recorded
            )
            if end.by_totals:
                found[partie.table_number] = end.totals
        return found
