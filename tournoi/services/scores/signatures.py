"""The teams' signatures on a sheet: what they hold, and what a change does to them.

A team signs the finished partie at its table (« Équipe A signe »): the
partie keeps a fingerprint of the donnes then (``signed_a``, ``signed_b``). A
signature holds while the donnes are those it was given on. Any change of
the donnes after a signature voids both signatures, as a change to a signed
paper sheet would: the fingerprints are replaced by :data:`VOIDED`, so that
typing the same donnes again does not bring a signature back; the teams sign
again. Once both teams have signed, the phone only reads the sheet: the
arbiter alone corrects it (:data:`BOTH_SIGNED`).
"""

from __future__ import annotations

import hashlib
import json
from typing import Final

from sqlmodel import Session

from engine import Donne, PerTeam, Team
from engine.jsonio import donne_to_json
from tournoi.services import audit
from tournoi.services.scores import records
from tournoi.services.scores.view import SheetView, donne_rows, find_partie
from tournoi.storage import Database, models

VOIDED: Final = "effacée"
"""A signature a change of the sheet has voided: it matches no fingerprint."""

BOTH_SIGNED: Final = "Feuille signée par les deux équipes : seul l'arbitre peut la corriger."


def fingerprint(donnes: list[Donne]) -> str:
    """What a signature holds: the donnes signed, hashed; any change makes another."""
    text = json.dumps([donne_to_json(d) for d in donnes], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def holding(signed: PerTeam[str | None], donnes: list[Donne]) -> PerTeam[bool]:
    """Which of the signatures ``signed`` were given on ``donnes``."""
    if not (signed.a or signed.b):  # most sheets: nothing to hash
        return PerTeam(False, False)
    now = fingerprint(donnes)
    return PerTeam(signed.a == now, signed.b == now)


def signatures(partie: models.Partie, sheet: SheetView) -> PerTeam[bool]:
    """Which teams' signatures still hold: given on the donnes the sheet has now."""
    return holding(PerTeam(partie.signed_a, partie.signed_b), [line.donne for line in sheet.lines])


def held(session: Session, partie: models.Partie) -> PerTeam[bool]:
    """Which signatures of ``partie`` hold on its donnes now; the donnes are read only when
    a team has signed."""
    signed: PerTeam[str | None] = PerTeam(partie.signed_a, partie.signed_b)
    if not (signed.a or signed.b):
        return PerTeam(False, False)
    return holding(signed, [records.to_engine(row) for row in donne_rows(session, partie)])


def held_at(db: Database, *, round_number: int, table: int) -> PerTeam[bool]:
    """Which signatures the sheet at ``table`` holds now: what a change of it would void."""
    with db.session() as session:
        return held(session, find_partie(session, round_number, table))


def voided(partie: models.Partie, holds: PerTeam[bool]) -> PerTeam[bool]:
    """Which teams signed a sheet that has changed since: their signature no longer counts."""
    return PerTeam(bool(partie.signed_a) and not holds.a, bool(partie.signed_b) and not holds.b)


def void(partie: models.Partie, *, before: list[Donne], after: list[Donne]) -> str:
    """Void the signatures of ``partie`` when its donnes change from ``before`` to ``after``.

    The French sentence the change's audit event adds; empty when no signature held or the
    donnes stay the same."""
    if after == before or not (partie.signed_a or partie.signed_b):
        return ""
    holds = holding(PerTeam(partie.signed_a, partie.signed_b), before)
    # A signature already void (given on other donnes) is marked so too: it never comes back.
    partie.signed_a = VOIDED if partie.signed_a else ""
    partie.signed_b = VOIDED if partie.signed_b else ""
    if holds.a and holds.b:
        said = "Signatures des équipes A et B effacées"
    elif holds.a or holds.b:
        said = f"Signature de l'équipe {'A' if holds.a else 'B'} effacée"
    else:
        return ""
    return f" {said} : la feuille a changé après la signature, chaque équipe la signe de nouveau."


def phone_signatures(db: Database, *, round_number: int, table: int) -> PerTeam[str]:
    """Who signed the sheet from the phone and when, for each signature that holds:
    « Signée au téléphone le 21/11 à 16 h 42 » then, on a line of its own, « par table 3,
    téléphone »; empty for a team that has not.

    The time is the team's last signature in the audit trail: a voided one signed again
    is the new one's.
    """
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        holds = held(session, partie)
        said = {Team.A: "", Team.B: ""}
        for team, team_id in ((Team.A, partie.team_a_id), (Team.B, partie.team_b_id)):
            row = session.get(models.Team, team_id)
            if not holds[team] or row is None:
                continue
            signing = f"l'équipe {row.number} « "
            for entry in reversed(audit.entries(session, partie_id=partie.id)):
                if entry.action == "partie.sign" and signing in entry.message:
                    at = entry.at.astimezone()
                    when = f"{at.day:02}/{at.month:02} à {at.hour} h {at.minute:02}"
                    said[team] = f"Signée au téléphone le {when}\npar {entry.who}"
                    break
        return PerTeam(said[Team.A], said[Team.B])
