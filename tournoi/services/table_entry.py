"""The score sheet kept on a phone at the table: read, preview, record, correct, sign.

Every function takes the link's secret (:mod:`~tournoi.services.table_links`):
a secret that opens nothing gives a :class:`LinkError`, the same for a
wrong, a revoked or a closed round's secret, so that the answer says nothing
of which. Writes go through :mod:`~tournoi.services.scores` at the version
of the sheet the phone shows, so that two phones (or a phone and the desk)
on one sheet never write over each other: the second is refused with the
name of who changed the sheet. Each write carries the identifier the page
made for it: one sent twice (a retry after a lost answer) is recorded once.
"""

from __future__ import annotations

import hashlib
import json
import re
import threading
from collections.abc import Callable
from contextlib import nullcontext
from dataclasses import dataclass, replace
from typing import Final

from sqlmodel import Session, col, select

from engine import Donne, PerTeam, Rules, Team
from engine.jsonio import donne_to_json
from tournoi.services import audit, scores
from tournoi.services import settings as settings_service
from tournoi.services.errors import ConflictError, NotFoundError, StateError
from tournoi.services.preview import Place, Placement, Preview, implied_points, preview_donne
from tournoi.services.scores import PartieState, SheetView
from tournoi.services.scores.recording import check_unlocked, take
from tournoi.services.scores.view import donne_rows, find_partie, view_of
from tournoi.services.table_links import (
    SECRET_SHAPE,
    Access,
    TableLink,
    access,
    access_in,
    links_of,
)
from tournoi.storage import Database, models

SUBMISSION_SHAPE: Final = re.compile(r"[A-Za-z0-9_-]{8,64}")


class LinkError(NotFoundError):
    """A secret that opens no sheet: wrong, revoked, or of a closed round."""

    def __init__(self) -> None:
        super().__init__(
            "Ce lien n'ouvre aucune feuille : il est inexact, a été révoqué par l'arbitre, "
            "ou son tour est clos (le tour suivant est tiré). Demandez le lien de votre "
            "table à la table d'arbitrage."
        )


@dataclass(frozen=True, slots=True, kw_only=True)
class PhoneSheet:
    """A table's sheet as its phone shows it."""

    sheet: SheetView
    players: PerTeam[tuple[str, ...]]
    rules: Rules
    locked: bool
    signed: PerTeam[bool]

    @property
    def refusal(self) -> str | None:
        """Why the phone cannot write now, in French; ``None`` when it can."""
        sheet = self.sheet
        return refusal(sheet.table, self.locked, sheet.state, forfeit=sheet.forfeit is not None)


def refusal(table: int, locked: bool, state: PartieState, *, forfeit: bool) -> str | None:
    """Why a table's phone cannot write, in French; ``None`` when it can."""
    if locked:
        return (
            f"La table {table} est verrouillée par l'arbitre : le téléphone ne fait "
            "plus que lire la feuille."
        )
    if state is PartieState.VALIDATED:
        return (
            f"La partie de la table {table} est validée par l'arbitre : elle ne se "
            "change plus qu'à la table d'arbitrage."
        )
    if forfeit:
        return f"La table {table} est déclarée forfait : la feuille ne se remplit pas."
    return None


def open_sheet(db: Database, *, secret: str) -> PhoneSheet:
    """The sheet a secret opens."""
    return _sheet(db, _access(db, secret))


@dataclass(frozen=True, slots=True, kw_only=True)
class SheetPreview:
    """What a donne would give, and the version of the sheet that says so."""

    preview: Preview
    version: int
    """A version other than the phone's: the sheet changed meanwhile, the phone reads it again."""


def preview(db: Database, *, secret: str, donne: Donne, correcting: bool = False) -> SheetPreview:
    """What ``donne`` would give as the next donne, or instead of the last one."""
    found = _access(db, secret)
    with db.session() as session:
        settings = settings_service.load(session)
        partie = find_partie(session, found.round, found.table)
        donnes = [line.donne for line in view_of(session, partie, settings).lines]
    place = Place(Placement.CORRECT, len(donnes)) if correcting and donnes else Place()
    seen = preview_donne(
        rules=settings.rules, donnes=donnes, donne=completed(settings.rules, donne), place=place
    )
    return SheetPreview(preview=seen, version=partie.version)


def completed(rules: Rules, donne: Donne) -> Donne:
    """The donne with the points a capot says when they are not typed: all of them, or none."""
    if donne.points is not None or None in (donne.capot, donne.taker, donne.trump):
        return donne
    assert donne.capot is not None and donne.taker is not None and donne.trump is not None
    points = implied_points(rules=rules, taker=donne.taker, capot=donne.capot, trump=donne.trump)
    return replace(donne, points=points)


Write = Callable[[Access, Rules, int], object]
"""A phone's write: given the table, the rules and the number of donnes the sheet has."""


def record(db: Database, *, secret: str, submission: str, donne: Donne, version: int) -> PhoneSheet:
    """Record the next donne, typed on the phone that showed the sheet at ``version``."""

    def write(found: Access, rules: Rules, _count: int) -> object:
        return scores.record_donne(
            db, round_number=found.round, table=found.table, donne=completed(rules, donne),
            who=found.author, version=version,
        )  # fmt: skip

    return _submit(db, secret, submission, write)


def correct_last(
    db: Database, *, secret: str, submission: str, donne: Donne, version: int
) -> PhoneSheet:
    """Replace the last donne of the sheet shown at ``version``."""

    def write(found: Access, rules: Rules, count: int) -> object:
        return scores.correct_donne(
            db, round_number=found.round, table=found.table, number=_last(count),
            donne=completed(rules, donne), who=found.author, version=version,
        )  # fmt: skip

    return _submit(db, secret, submission, write)


def delete_last(db: Database, *, secret: str, submission: str, version: int) -> PhoneSheet:
    """Remove the last donne of the sheet shown at ``version``."""

    def write(found: Access, _rules: Rules, count: int) -> object:
        return scores.delete_donne(
            db, round_number=found.round, table=found.table, number=_last(count),
            who=found.author, version=version,
        )  # fmt: skip

    return _submit(db, secret, submission, write)


def sign(db: Database, *, secret: str, submission: str, team: Team, version: int) -> PhoneSheet:
    """Team ``team`` confirms the result of the finished partie, as it signs the paper sheet."""
    return _submit(
        db, secret, submission, lambda found, _rules, _count: _sign(db, found, team, version)
    )


def fingerprint(donnes: list[Donne]) -> str:
    """What a signature holds: the donnes signed, hashed; any change makes another."""
    text = json.dumps([donne_to_json(d) for d in donnes], sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:32]


def signatures(partie: models.Partie, sheet: SheetView) -> PerTeam[bool]:
    """Which teams' signatures still hold: given on the donnes the sheet has now."""
    now = fingerprint([line.donne for line in sheet.lines])
    return PerTeam(partie.signed_a == now, partie.signed_b == now)


@dataclass(frozen=True, slots=True, kw_only=True)
class TableState:
    """A table as the desk watches it: its link, its sheet, its signatures."""

    link: TableLink
    sheet: SheetView
    signed: PerTeam[bool]


def table_states(db: Database, *, round_number: int) -> list[TableState]:
    """The tables of a round that have a link (:func:`table_links.issue_links`), by table."""
    states = []
    with db.session() as session:
        settings = settings_service.load(session)
        for link in links_of(session, round_number):
            partie = find_partie(session, round_number, link.table)
            sheet = view_of(session, partie, settings)
            states.append(TableState(link=link, sheet=sheet, signed=signatures(partie, sheet)))
    return states


def _sign(db: Database, found: Access, team: Team, version: int) -> None:
    with db.session() as session:
        partie = take(session, found.round, found.table, who=found.author, version=version)
        settings = settings_service.load(session)
        check_unlocked(partie, found.table)
        sheet = view_of(session, partie, settings)
        if not sheet.over:
            raise StateError(
                "La partie n'est pas finie : chaque équipe signe la feuille à la fin de la partie."
            )
        signed = fingerprint([line.donne for line in sheet.lines])
        if team is Team.A:
            partie.signed_a = signed
        else:
            partie.signed_b = signed
        session.add(partie)
        ref = sheet.teams[team]
        audit.record(
            session, who=found.author, action="partie.sign", round_id=partie.round_id,
            partie_id=partie.id, message=f"Tour {found.round}, table {found.table} : l'équipe "
            f"{ref.number} « {ref.name} » signe la feuille, {sheet.totals.a} à {sheet.totals.b}.",
        )  # fmt: skip


_ONE_WRITER: Final = threading.Lock()
"""The phones' writes to a SQLite file, one at a time: SQLite gives up on a writer that has
waited longer than its busy timeout (5 s), which every table sending at once would exceed;
here they queue instead."""


def _submit(db: Database, secret: str, submission: str, write: Write) -> PhoneSheet:
    """Make one write of a phone, once for each identifier the page made.

    The write and the identifier kept are two transactions: the version the
    write is made at is what forbids a second write of the same donne (it has
    moved on), the identifier turns the refusal of a retry into its answer.
    """
    if not SUBMISSION_SHAPE.fullmatch(submission):
        raise StateError("Envoi sans identifiant valable : rechargez la page.")
    with db.session() as session:
        found = _access_in(session, secret)
        if session.get(models.PhoneSubmission, submission) is not None:
            return _sheet_in(session, found)
        partie = find_partie(session, found.round, found.table)
        forfeit = partie.forfeit_team_id is not None
        refused = refusal(found.table, found.locked, PartieState(partie.state), forfeit=forfeit)
        rules = settings_service.load(session).rules
        count = len(donne_rows(session, partie))
        partie_id = partie.id
    if refused is not None:
        raise StateError(refused)
    assert partie_id is not None
    with _ONE_WRITER if db.path is not None else nullcontext():
        try:
            write(found, rules, count)
        except ConflictError:
            with db.session() as session:
                if session.get(models.PhoneSubmission, submission) is not None:
                    return _sheet_in(session, found)
            raise
        with db.session() as session:
            session.add(models.PhoneSubmission(id=submission, partie_id=partie_id, at=audit.now()))
            return _sheet_in(session, found)


def _access(db: Database, secret: str) -> Access:
    found = access(db, secret=secret)
    if found is None:
        raise LinkError
    return found


def _access_in(session: Session, secret: str) -> Access:
    found = access_in(session, secret) if SECRET_SHAPE.fullmatch(secret) else None
    if found is None:
        raise LinkError
    return found


def _last(count: int) -> int:
    if count == 0:
        raise StateError("La feuille n'a encore aucune donne.")
    return count


def _sheet(db: Database, found: Access) -> PhoneSheet:
    with db.session() as session:
        return _sheet_in(session, found)


def _sheet_in(session: Session, found: Access) -> PhoneSheet:
    partie = find_partie(session, found.round, found.table)
    settings = settings_service.load(session)
    sheet = view_of(session, partie, settings)
    return PhoneSheet(
        sheet=sheet,
        players=PerTeam(_players(session, partie.team_a_id), _players(session, partie.team_b_id)),
        rules=settings.rules,
        locked=found.locked,
        signed=signatures(partie, sheet),
    )


def _players(session: Session, team_id: int) -> tuple[str, ...]:
    rows = session.exec(
        select(models.Player)
        .where(models.Player.team_id == team_id)
        .order_by(col(models.Player.position))
    )
    return tuple(f"{p.first_name} {p.surname}".strip() for p in rows)
