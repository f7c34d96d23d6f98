"""The finals started: the brackets seeded from the standings and their first stage drawn.

:func:`start_finals` seeds the final bracket with the first teams of the
standings after the last qualifying round, and the consolante with the next
ones (or all the others; the first stage's losers are seeded once it is
played, :mod:`tournoi.services.draws.finals_stages`), then draws their first stage as the next round
through the draws (:func:`tournoi.services.draws.drawing.draw_in`), which
draw each later stage (:mod:`tournoi.services.draws.finals_stages`).
"""

from __future__ import annotations

from sqlalchemy import delete
from sqlmodel import Session

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.draws.collector import collector_paused
from tournoi.services.draws.drawing import check_previous_complete, draw_in
from tournoi.services.draws.finals_stages import finals_under_way, team_ids
from tournoi.services.draws.views import DrawMethod, RoundView
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.finals.bracket import QUALIFIED, Bracket, Consolante
from tournoi.services.finals.tie_break import store_tie_break
from tournoi.services.integrity import soundness as integrity
from tournoi.services.settings import Format, KnockoutTie
from tournoi.services.standings.current import standings_before
from tournoi.services.teams.info import last_round_number
from tournoi.storage import Database, models


class FinalsError(ServiceError):
    """A choice of the finals that cannot be: the number of qualified teams."""


def start_finals(
    db: Database,
    *,
    qualified: int,
    consolante: Consolante,
    who: str,
    tie_break: KnockoutTie | None = None,
) -> RoundView:
    """Seed the brackets on the standings and draw their first stage as the next round.

    ``tie_break``: how a partie of the finals with equal totals is decided
    (:mod:`tournoi.services.finals.tie_break`); ``None`` keeps the one stored.

    Refused in a mêlée (its pairs change every round: no team to seed), once
    a stage is drawn (cancel its round first), before any round is played,
    and while the last round has a partie without a result.
    """
    if qualified not in QUALIFIED:
        raise FinalsError(
            f"Finale à {qualified} équipes : une finale se joue à "
            f"{', '.join(map(str, QUALIFIED[:-1]))} ou {QUALIFIED[-1]} équipes.",
            field="qualified",
        )
    integrity.refuse_draw_if_unsound(db)
    with collector_paused(), db.session(checked_write=True) as session:
        if settings_service.load(session).format is Format.MELEE:
            raise StateError(
                "Ce concours se joue à la mêlée : ses équipes changent à chaque tour, il n'a "
                "pas de phase finale (finale et consolante se jouent en doublettes formées)."
            )
        if finals_under_way(session):
            raise StateError(
                "La phase finale est déjà tirée : annulez le tirage de ses tours pour la refaire."
            )
        check_previous_complete(session, last_round_number(session) + 1)  # the seeds' standings
        if tie_break is not None:
            store_tie_break(session, chosen=tie_break, who=who)
        _seed(session, qualified=qualified, consolante=consolante, who=who)
        return draw_in(session, db, method=DrawMethod.FINALE, who=who)


def _seed(session: Session, *, qualified: int, consolante: Consolante, who: str) -> None:
    """Store the phase and each bracket's seeds, replacing a phase whose stages were cancelled."""
    after = last_round_number(session)
    if after == 0:
        raise StateError("Aucun tour n'est joué : la phase finale suit les tours de qualification.")
    ranked = [row for row in standings_before(session, after + 1) if not row.withdrawn]
    if len(ranked) < qualified:
        raise FinalsError(
            f"Finale à {qualified} équipes : seules {len(ranked)} équipes sont classées.",
            field="qualified",
        )
    finale, rest = ranked[:qualified], ranked[qualified:]
    # The losers' consolante is seeded once the first stage is played (finals_stages).
    second = {
        Consolante.NONE: [], Consolante.NEXT: rest[:qualified], Consolante.ALL: rest,
        Consolante.LOSERS: [],
    }  # fmt: skip
    chosen = second[consolante]
    if consolante in {Consolante.NEXT, Consolante.ALL} and len(chosen) < 2:
        raise FinalsError(
            f"Consolante : il ne reste que {len(chosen)} équipe après les {qualified} "
            "qualifiés, il en faut deux au moins.",
            field="consolante",
        )
    for table in (models.BracketSeed, models.FinalPhase):
        session.execute(delete(table))
    session.add(
        models.FinalPhase(qualified=qualified, consolante=consolante.value, after_round=after)
    )
    ids = team_ids(session)
    for bracket, rows in ((Bracket.FINALE, finale), (Bracket.CONSOLANTE, chosen)):
        session.add_all(
            models.BracketSeed(bracket=bracket.value, seed=seed, team_id=ids[row.number])
            for seed, row in enumerate(rows, start=1)
        )
    session.flush()
    audit.record(
        session,
        who=who,
        action="finals.seed",
        message=f"Phase finale après le tour {after} : finale à {qualified} équipes, "
        + (
            f"consolante à {len(chosen)} équipes."
            if chosen
            else f"{consolante.words(qualified).lower()}."
        ),
    )
