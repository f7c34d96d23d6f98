"""A partie stopped on time (« arrêtée au temps »): at the bell the donne in play is finished
and the partie ends on its donnes, the higher total winning.

Equal totals at the bell play one more donne until they differ (contrée
§10.4, classique §10.3), save in a partie in a number of donnes whose
equal totals are a draw. Recording the final totals alone of such a
partie is :func:`~tournoi.services.scores.totals_entry.record_totals` with
``on_time``.
"""

from __future__ import annotations

from engine import Ending, Partie
from tournoi.services import audit, results
from tournoi.services import settings as settings_service
from tournoi.services.knockout import partie_settings
from tournoi.services.scores.final_totals import ending
from tournoi.services.scores.recording import (
    check_not_forfeited,
    check_unlocked,
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
from tournoi.storage import Database


def stop_on_time(
    db: Database,
    *,
    round_number: int,
    table: int,
    on_time: bool,
    who: str,
    version: int | None = None,
) -> Recorded:
    """Say that the partie at ``table`` was stopped on time after its last donne entered
    (``on_time``), or that it was not after all; its result follows."""
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        settings = partie_settings(session, partie, settings_service.load(session))
        check_unlocked(partie, table)
        check_not_forfeited(partie, table)
        partie.ended = Ending.TIME.value if on_time else ""
        rows = donne_rows(session, partie)
        scored: Partie = score_rows(settings.rules, rows, ending_of(partie))
        end = ending(scored, recorded_totals(partie))
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None:
            db.backup(f"correction tour {round_number} table {table}")
        set_state(session, partie, state_of(end, donnes=len(rows)))
        results.store_partie_result(
            session, partie=partie, totals=end.totals, over=end.over, winner=end.winner,
            settings=settings,
        )  # fmt: skip
        said = "arrêtée au temps" if on_time else "plus arrêtée au temps"
        audit.record(
            session, who=who, action="partie.on_time", round_id=partie.round_id,
            partie_id=partie.id, message=f"Tour {round_number}, table {table} : {said}.",
            before={"ended": "" if on_time else "time"}, after={"ended": partie.ended},
        )  # fmt: skip
        return Recorded(view_of(session, partie, settings, scored=scored))
