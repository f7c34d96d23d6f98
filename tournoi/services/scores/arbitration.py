"""The arbiter's decisions on a partie: the paper sheet's totals, validation, unlock, forfeit."""

from __future__ import annotations

import json

from sqlmodel import Session, col, select

from engine import PerTeam
from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.scores import records
from tournoi.services.scores.recording import check_unlocked, later_draws, set_state, take
from tournoi.services.scores.view import (
    PartieState,
    Recorded,
    SheetView,
    donne_rows,
    recorded_totals,
    view_of,
)
from tournoi.services.standings import results
from tournoi.services.verification import Verification, verify_partie
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
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        check_unlocked(partie, table)
        rules = settings_service.load(session).rules
        donnes = [records.to_engine(row) for row in donne_rows(session, partie)]
        verification = verify_partie(rules=rules, donnes=donnes, paper=paper)
        before = None if partie.paper_a is None else [partie.paper_a, partie.paper_b]
        partie.paper_a, partie.paper_b = paper.a, paper.b
        session.add(partie)
        audit.record(
            session,
            who=who,
            action="sheet.paper",
            message=f"Totaux de la feuille papier : {paper.a} – {paper.b}. {verification.message}",
            round_id=partie.round_id,
            partie_id=partie.id,
            before={"paper": before},
            after={"paper": [paper.a, paper.b], "matches": verification.matches},
        )
        return verification


def validate_partie(
    db: Database, *, round_number: int, table: int, who: str, version: int | None = None
) -> SheetView:
    """The arbiter's validation: the partie is locked until explicitly unlocked.

    ``version``: the sheet as the arbiter saw it (refused if another station changed it since).
    """
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        settings = settings_service.load(session)
        state = PartieState(partie.state)
        if state is PartieState.VALIDATED:
            raise StateError(f"La partie de la table {table} est déjà validée.")
        if state is not PartieState.FINISHED:
            raise StateError(
                f"La partie de la table {table} n'est pas terminée : on ne valide qu'une "
                "partie finie."
            )
        set_state(session, partie, PartieState.VALIDATED)
        view = view_of(session, partie, settings)
        message = f"Tour {round_number}, table {table} : partie validée."
        after: dict[str, object] = {"state": PartieState.VALIDATED.value}
        check = view.check
        if check is not None and not check.matches:
            # Validated anyway, after the arbiter was asked: the trail keeps both totals.
            paper, computed = check.paper, check.computed
            message = (
                f"{message.removesuffix('.')} alors que les totaux de la feuille "
                f"({paper.a} – {paper.b}) diffèrent des totaux calculés "
                f"({computed.a} – {computed.b})."
            )
            after |= {"paper": [paper.a, paper.b], "computed": [computed.a, computed.b]}
        audit.record(
            session, who=who, action="partie.validate", round_id=partie.round_id,
            partie_id=partie.id, message=message, before={"state": state.value}, after=after,
        )  # fmt: skip
        return view


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
    reason = checked_text(reason, Text.DECISION)
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        settings = settings_service.load(session)
        if PartieState(partie.state) is not PartieState.VALIDATED:
            raise StateError(f"La partie de la table {table} n'est pas validée.")
        set_state(session, partie, PartieState.FINISHED)
        audit.record(
            session, who=who, action="partie.unlock", round_id=partie.round_id,
            partie_id=partie.id, before={"state": PartieState.VALIDATED.value},
            after={"state": PartieState.FINISHED.value, "reason": reason},
            message=f"Tour {round_number}, table {table} : partie déverrouillée"
            + (f" ({reason})." if reason else "."),
        )  # fmt: skip
        return view_of(session, partie, settings)


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
    with db.session() as session:
        partie = take(session, round_number, table, who=who, version=version)
        settings = settings_service.load(session)
        check_unlocked(partie, table)
        forfeit_before = _forfeit_number(session, partie)
        if absent is None and partie.forfeit_team_id is None:
            raise StateError(f"La table {table} n'est pas déclarée forfait : rien à annuler.")
        if donne_rows(session, partie) and absent is not None:
            raise StateError(
                f"Des donnes sont saisies à la table {table} : une équipe qui a joué "
                "n'est pas forfait. Supprimez d'abord les donnes."
            )
        if recorded_totals(partie) is not None and absent is not None:
            raise StateError(
                f"Les totaux de la table {table} sont enregistrés : une équipe qui a joué "
                "n'est pas forfait. Retirez d'abord les totaux."
            )
        team_id = None
        if absent is not None:
            team_id = _team_id_at(session, partie, absent)
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None:
            db.backup(f"correction tour {round_number} table {table}")
        partie.forfeit_team_id = team_id
        state = PartieState.FINISHED if team_id is not None else PartieState.NOT_STARTED
        set_state(session, partie, state)
        results.store_partie_result(
            session, partie=partie, totals=PerTeam(0, 0), over=team_id is not None,
            winner=None, settings=settings,
        )  # fmt: skip
        audit.record(
            session, who=who, action="partie.forfeit", round_id=partie.round_id,
            partie_id=partie.id,
            message=f"Tour {round_number}, table {table} : "
            + (f"forfait de l'équipe {absent}." if absent is not None else "forfait annulé."),
            before={"forfeit": forfeit_before}, after={"forfeit": absent},
        )  # fmt: skip
        warnings = later_draws(session, round_number) if was_finished else ()
        return Recorded(view_of(session, partie, settings), warnings)


def _forfeit_number(session: Session, partie: models.Partie) -> int | None:
    if partie.forfeit_team_id is None:
        return None
    team = session.get(models.Team, partie.forfeit_team_id)
    return None if team is None else team.number


def _team_id_at(session: Session, partie: models.Partie, number: int) -> int:
    for team_id in (partie.team_a_id, partie.team_b_id):
        team = session.get(models.Team, team_id)
        if team is not None and team.number == number:
            return team_id
    raise ServiceError(f"L'équipe {number} ne joue pas à la table {partie.table_number}.")
