"""The arbiter's decisions on a claimed partie: the paper sheet's totals, validation, unlock,
forfeit.

Each is made on a partie claimed by the partie-write unit
(:class:`~tournoi.services.scores.claimed.Claimed`) and answers the sheet it
left. A validated partie is locked: nothing but its unlock changes it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from engine import PerTeam, Team
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.scores.claimed import Claimed, Written
from tournoi.services.scores.partie_state import set_state
from tournoi.services.scores.view import PartieState, recorded_totals, round_and_teams
from tournoi.services.standings import results
from tournoi.services.verification import verify_partie


@dataclass(frozen=True, slots=True, kw_only=True)
class CheckPaper:
    """The totals written on the paper sheet, recorded and compared with the donnes'."""

    paper: PerTeam[int]


@dataclass(frozen=True, slots=True, kw_only=True)
class Validate:
    """The arbiter's validation of the finished partie: it is locked until unlocked."""


@dataclass(frozen=True, slots=True, kw_only=True)
class Unlock:
    """A validation undone so that the sheet can be corrected, for ``reason``."""

    reason: str = ""


@dataclass(frozen=True, slots=True, kw_only=True)
class Forfeit:
    """The team numbered ``absent`` did not show: it loses by forfeit. ``None`` cancels it."""

    absent: int | None
    withdrawn: bool = False
    """The team withdraws after the draw (:mod:`~tournoi.services.draws.withdrawals`): refused once
    its partie has begun, as the claim finds it."""


Decision = CheckPaper | Validate | Unlock | Forfeit

UNLOCKING = (Validate, Unlock)
"""The decisions made on a validated partie: every other change is refused on it."""


def check_paper(claimed: Claimed, paper: PerTeam[int]) -> Written:
    """Record the paper sheet's totals; the answer says how they compare with the donnes'."""
    partie = claimed.partie
    verification = verify_partie(rules=claimed.settings.rules, donnes=claimed.donnes, paper=paper)
    before = None if partie.paper_a is None else [partie.paper_a, partie.paper_b]
    partie.paper_a, partie.paper_b = paper.a, paper.b
    claimed.session.add(partie)
    claimed.record(
        action="sheet.paper",
        message=f"Totaux de la feuille papier : {paper.a} – {paper.b}. {verification.message}",
        before={"paper": before},
        after={"paper": [paper.a, paper.b], "matches": verification.matches},
    )
    return claimed.answer(claimed.scored(), checked=verification)


def validate(claimed: Claimed) -> Written:
    """Lock the finished partie; a gap with the paper totals is kept in the trail."""
    table, state = claimed.table, PartieState(claimed.partie.state)
    if state is PartieState.VALIDATED:
        raise StateError(f"La partie de la table {table} est déjà validée.")
    if state is not PartieState.FINISHED:
        raise StateError(
            f"La partie de la table {table} n'est pas terminée : on ne valide qu'une partie finie."
        )
    set_state(claimed.session, claimed.partie, PartieState.VALIDATED)
    written = claimed.answer(claimed.scored())
    message = f"{claimed.place} : partie validée."
    after: dict[str, object] = {"state": PartieState.VALIDATED.value}
    check = written.sheet.check
    if check is not None and not check.matches:
        # Validated anyway, after the arbiter was asked: the trail keeps both totals.
        paper, computed = check.paper, check.computed
        message = (
            f"{message.removesuffix('.')} alors que les totaux de la feuille "
            f"({paper.a} – {paper.b}) diffèrent des totaux calculés "
            f"({computed.a} – {computed.b})."
        )
        after |= {"paper": [paper.a, paper.b], "computed": [computed.a, computed.b]}
    claimed.record(
        action="partie.validate", message=message, before={"state": state.value}, after=after
    )
    return written


def unlock(claimed: Claimed, reason: str) -> Written:
    """Open the validated partie again; the reason goes to the trail."""
    if PartieState(claimed.partie.state) is not PartieState.VALIDATED:
        raise StateError(f"La partie de la table {claimed.table} n'est pas validée.")
    set_state(claimed.session, claimed.partie, PartieState.FINISHED)
    claimed.record(
        action="partie.unlock", before={"state": PartieState.VALIDATED.value},
        after={"state": PartieState.FINISHED.value, "reason": reason},
        message=f"{claimed.place} : partie déverrouillée" + (f" ({reason})." if reason else "."),
    )  # fmt: skip
    return claimed.answer(claimed.scored())


def forfeit(claimed: Claimed, change: Forfeit) -> Written:
    """Team ``absent`` loses by forfeit, scored as the settings say; ``None`` cancels it."""
    partie, table, absent = claimed.partie, claimed.table, change.absent
    begun = PartieState(partie.state) is not PartieState.NOT_STARTED or partie.forfeit_team_id
    if change.withdrawn and begun:
        raise StateError(
            f"La partie de l'équipe {absent} (table {table}) vient de commencer : elle ne se "
            "perd plus par forfait. Retirez l'équipe après cette partie."
        )
    # The teams' numbers, read once for the checks and the answer alike.
    claimed = replace(claimed, around=claimed.around or round_and_teams(claimed.session, partie))
    assert claimed.around is not None
    teams = claimed.around[1]
    numbers = PerTeam(teams.a.number, teams.b.number)
    ids = PerTeam(partie.team_a_id, partie.team_b_id)
    forfeit_before = None
    if partie.forfeit_team_id is not None:
        forfeit_before = numbers[Team.A if partie.forfeit_team_id == ids.a else Team.B]
    if absent is None and forfeit_before is None:
        raise StateError(f"La table {table} n'est pas déclarée forfait : rien à annuler.")
    if claimed.stored and absent is not None:
        raise StateError(
            f"Des donnes sont saisies à la table {table} : une équipe qui a joué "
            "n'est pas forfait. Supprimez d'abord les donnes."
        )
    if recorded_totals(partie) is not None and absent is not None:
        raise StateError(
            f"Les totaux de la table {table} sont enregistrés : une équipe qui a joué "
            "n'est pas forfait. Retirez d'abord les totaux."
        )
    team_id = None if absent is None else ids[_team_at(numbers, absent, table)]
    finished = claimed.finished_copied()
    partie.forfeit_team_id = team_id
    set_state(
        claimed.session, partie,
        PartieState.FINISHED if team_id is not None else PartieState.NOT_STARTED,
    )  # fmt: skip
    results.store_partie_result(
        claimed.session, partie=partie, totals=PerTeam(0, 0), over=team_id is not None,
        winner=None, settings=claimed.settings,
    )  # fmt: skip
    claimed.record(
        action="partie.forfeit",
        message=f"{claimed.place} : "
        + (f"forfait de l'équipe {absent}." if absent is not None else "forfait annulé."),
        before={"forfeit": forfeit_before}, after={"forfeit": absent},
    )  # fmt: skip
    return claimed.answer(claimed.scored(), finished=finished)


def _team_at(numbers: PerTeam[int], number: int, table: int) -> Team:
    for team in Team:
        if numbers[team] == number:
            return team
    raise ServiceError(f"L'équipe {number} ne joue pas à la table {table}.")
