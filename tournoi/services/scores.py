"""Score entry: a partie's sheet donne by donne, corrections, paper totals, validation.

Every donne goes through the engine: a donne it refuses raises its
:class:`engine.EngineError` (French message citing the §) and nothing is
stored. Every change is one transaction with its audit event; a change to a
finished partie first makes a backup copy of the file.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from sqlalchemy import update
from sqlmodel import Session, col, select

from engine import Donne, EngineError, Partie, PerTeam, SheetError, Team
from engine.jsonio import donne_to_json, sheet_from_json, sheet_to_json
from tournoi.services import audit, records, results
from tournoi.services import settings as settings_service
from tournoi.services.errors import ConflictError, NotFoundError, ServiceError, StateError
from tournoi.services.preview import Place, Placement, placed, score_sheet
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import order_before
from tournoi.services.verification import Verification, verify_partie
from tournoi.storage import Database, models


class PartieState(StrEnum):
    NOT_STARTED = "not_started"
    IN_PROGRESS = "in_progress"
    FINISHED = "finished"
    VALIDATED = "validated"

    @property
    def french(self) -> str:
        return {
            PartieState.NOT_STARTED: "pas commencée",
            PartieState.IN_PROGRESS: "en cours",
            PartieState.FINISHED: "terminée",
            PartieState.VALIDATED: "validée",
        }[self]


@dataclass(frozen=True, slots=True)
class TeamRef:
    number: int
    name: str


@dataclass(frozen=True, slots=True)
class DonneLine:
    number: int
    donne: Donne
    made: bool | None
    litige: bool
    marks: PerTeam[int]
    totals: PerTeam[int]
    """Running totals after this donne."""


@dataclass(frozen=True, slots=True)
class SheetView:
    """A partie's score sheet as the arbiter sees it."""

    round: int
    table: int
    teams: PerTeam[TeamRef]
    state: PartieState
    lines: tuple[DonneLine, ...]
    totals: PerTeam[int]
    over: bool
    winner: Team | None
    held_over: int
    paper: PerTeam[int] | None
    forfeit: Team | None
    version: int

    @property
    def result(self) -> str:
        """The outcome in words, or where the partie stands."""
        if self.forfeit is not None:
            absent = self.teams[self.forfeit]
            present = self.teams[self.forfeit.other]
            return f"Forfait de l'équipe {absent.number} « {absent.name} » : victoire de l'équipe {present.number} « {present.name} »."
        if not self.over:
            return f"{self.state.french.capitalize()} : {self.totals.a} à {self.totals.b}."
        if self.winner is None:
            return f"Partie nulle, {self.totals.a} partout."
        winner, loser = self.teams[self.winner], self.teams[self.winner.other]
        return (
            f"Victoire de l'équipe {winner.number} « {winner.name} », "
            f"{self.totals[self.winner]} à {self.totals[self.winner.other]} "
            f"contre l'équipe {loser.number}."
        )


@dataclass(frozen=True, slots=True)
class Change:
    """A recorded change, with what the arbiter should know about it."""

    sheet: SheetView
    warnings: tuple[str, ...] = ()


def sheet(db: Database, *, round_number: int, table: int) -> SheetView:
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        return _view(session, partie, settings_service.load(session))


def find_partie(
    session: Session, round_number: int, table: int, *, for_update: bool = False
) -> models.Partie:
    """The partie at ``table``; ``for_update`` locks its row until the transaction ends.

    On a database server the lock makes a second station changing the same
    partie wait for the first one's commit, then see its new version (and be
    refused); SQLite, which has one writer at a time, ignores it.
    """
    query = (
        select(models.Partie)
        .join(models.Round, col(models.Round.id) == col(models.Partie.round_id))
        .where(models.Round.number == round_number, models.Partie.table_number == table)
    )
    if for_update:
        query = query.with_for_update(of=models.Partie, key_share=True)
    partie = session.exec(query).first()
    if partie is None:
        raise NotFoundError(f"Il n'y a pas de table {table} au tour {round_number}.")
    return partie


def record_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Change:
    """Add the next donne of the sheet."""

    return _change(
        db, round_number, table, lambda donnes: placed(donnes, donne, Place()), who=who, version=version, action="donne.add",
        message=lambda n: f"Donne {n} saisie.",
    )  # fmt: skip


def correct_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Change:
    """Replace donne ``number`` (from 1); the following donnes are scored again."""

    def replace(donnes: list[Donne]) -> list[Donne]:
        _check_number(donnes, number)
        return placed(donnes, donne, Place(Placement.CORRECT, number))

    return _change(
        db, round_number, table, replace, who=who, version=version, action="donne.correct",
        message=lambda _n: f"Donne {number} corrigée.",
    )  # fmt: skip


def insert_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    donne: Donne,
    who: str,
    version: int | None = None,
) -> Change:
    """Insert a forgotten donne before donne ``number``; the following ones move down."""

    def insert(donnes: list[Donne]) -> list[Donne]:
        _check_number(donnes, number)
        return placed(donnes, donne, Place(Placement.INSERT, number))

    return _change(
        db, round_number, table, insert, who=who, version=version, action="donne.insert",
        message=lambda _n: f"Donne insérée avant la donne {number}.",
    )  # fmt: skip


def delete_donne(
    db: Database,
    *,
    round_number: int,
    table: int,
    number: int,
    who: str,
    version: int | None = None,
) -> Change:
    """Remove donne ``number``; the following ones move up."""

    def remove(donnes: list[Donne]) -> list[Donne]:
        _check_number(donnes, number)
        return [*donnes[: number - 1], *donnes[number:]]

    return _change(
        db, round_number, table, remove, who=who, version=version, action="donne.delete",
        message=lambda _n: f"Donne {number} supprimée.",
    )  # fmt: skip


def import_sheet(
    db: Database,
    *,
    round_number: int,
    table: int,
    document: Any,
    who: str,
    version: int | None = None,
) -> Change:
    """Replace the whole sheet by a document in the engine's JSON format.

    Its ``rules`` key, if present, is ignored: the tournament's rules apply.
    """
    if isinstance(document, dict):
        document = {key: value for key, value in document.items() if key != "rules"}
    _rules, donnes = sheet_from_json(document)

    return _change(
        db, round_number, table, lambda _old: list(donnes), who=who, version=version,
        action="sheet.import", message=lambda n: f"Feuille importée : {n} donne{'s' if n > 1 else ''}.",
    )  # fmt: skip


def export_sheet(db: Database, *, round_number: int, table: int) -> dict[str, Any]:
    """The sheet in the engine's JSON format, with the tournament's rules."""
    with db.session() as session:
        rules = settings_service.load(session).rules
        partie = find_partie(session, round_number, table)
        donnes = [records.to_engine(row) for row in _rows(session, partie)]
    return sheet_to_json(rules, donnes)


CORRECTIONS = ("donne.correct", "donne.insert", "donne.delete", "sheet.import", "partie.unlock")
"""The audit actions that change a sheet after its donnes were first written."""


def corrections(db: Database, *, round_number: int, table: int) -> tuple[str, ...]:
    """The corrections of a sheet, oldest first, as printed under a filled score sheet.

    « 21/11 16 h 42, Alice : donne 3 corrigée. » An import that replaced an
    empty sheet is its first entry, not a correction.
    """
    with db.session() as session:
        partie = find_partie(session, round_number, table)
        lines = []
        for entry in audit.entries(session, partie_id=partie.id):
            if entry.action not in CORRECTIONS:
                continue
            if entry.action == "sheet.import" and not entry.before:
                continue
            at = entry.at.astimezone()
            when = f"{at.day:02}/{at.month:02} {at.hour} h {at.minute:02}"
            what = entry.message.split(" : ", 1)[-1]
            lines.append(f"{when}, {entry.who} : {what[:1].lower()}{what[1:]}")
        return tuple(lines)


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
        partie = _take(session, round_number, table, who=who, version=version)
        _check_unlocked(partie, table)
        rules = settings_service.load(session).rules
        donnes = [records.to_engine(row) for row in _rows(session, partie)]
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


def validate_partie(db: Database, *, round_number: int, table: int, who: str) -> SheetView:
    """The arbiter's validation: the partie is locked until explicitly unlocked."""
    with db.session() as session:
        partie = _take(session, round_number, table, who=who, version=None)
        settings = settings_service.load(session)
        state = PartieState(partie.state)
        if state is PartieState.VALIDATED:
            raise StateError(f"La partie de la table {table} est déjà validée.")
        if state is not PartieState.FINISHED:
            raise StateError(
                f"La partie de la table {table} n'est pas terminée : on ne valide qu'une "
                "partie finie."
            )
        _set_state(session, partie, PartieState.VALIDATED)
        audit.record(
            session, who=who, action="partie.validate", round_id=partie.round_id,
            partie_id=partie.id, message=f"Tour {round_number}, table {table} : partie validée.",
            before={"state": state.value}, after={"state": PartieState.VALIDATED.value},
        )  # fmt: skip
        return _view(session, partie, settings)


def unlock_partie(
    db: Database, *, round_number: int, table: int, who: str, reason: str = ""
) -> SheetView:
    """Undo a validation so that the sheet can be corrected; recorded with its reason."""
    with db.session() as session:
        partie = _take(session, round_number, table, who=who, version=None)
        settings = settings_service.load(session)
        if PartieState(partie.state) is not PartieState.VALIDATED:
            raise StateError(f"La partie de la table {table} n'est pas validée.")
        _set_state(session, partie, PartieState.FINISHED)
        audit.record(
            session, who=who, action="partie.unlock", round_id=partie.round_id,
            partie_id=partie.id, before={"state": PartieState.VALIDATED.value},
            after={"state": PartieState.FINISHED.value, "reason": reason.strip()},
            message=f"Tour {round_number}, table {table} : partie déverrouillée"
            + (f" ({reason.strip()})." if reason.strip() else "."),
        )  # fmt: skip
        return _view(session, partie, settings)


def declare_forfeit(
    db: Database,
    *,
    round_number: int,
    table: int,
    absent: int | None,
    who: str,
    version: int | None = None,
) -> Change:
    """The team ``absent`` (a number) did not show: it loses by forfeit. ``None`` cancels it."""
    with db.session() as session:
        partie = _take(session, round_number, table, who=who, version=version)
        settings = settings_service.load(session)
        _check_unlocked(partie, table)
        forfeit_before = _forfeit_number(session, partie)
        if absent is None and partie.forfeit_team_id is None:
            raise StateError(f"La table {table} n'est pas déclarée forfait : rien à annuler.")
        if _rows(session, partie) and absent is not None:
            raise StateError(
                f"Des donnes sont saisies à la table {table} : une équipe qui a joué "
                "n'est pas forfait. Supprimez d'abord les donnes."
            )
        team_id = None
        if absent is not None:
            team_id = _team_id_at(session, partie, absent)
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None:
            db.backup(f"correction tour {round_number} table {table}")
        partie.forfeit_team_id = team_id
        state = PartieState.FINISHED if team_id is not None else PartieState.NOT_STARTED
        _set_state(session, partie, state)
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
        warnings = _later_draws(session, round_number) if was_finished else ()
        return Change(_view(session, partie, settings), warnings)


# The common path of every change to the donnes of a partie


def _change(
    db: Database,
    round_number: int,
    table: int,
    edit: Any,
    *,
    who: str,
    version: int | None,
    action: str,
    message: Any,
) -> Change:
    with db.session() as session:
        partie = _take(session, round_number, table, who=who, version=version)
        settings = settings_service.load(session)
        _check_unlocked(partie, table)
        if partie.forfeit_team_id is not None:
            raise StateError(f"La table {table} est déclarée forfait : annulez d'abord le forfait.")
        rows = _rows(session, partie)
        before = [records.to_engine(row) for row in rows]
        after = edit(list(before))
        # Only a donne typed alone gets the engine's bare error; a sheet's names its donne.
        scored = score_sheet(settings.rules, after, appended=action == "donne.add")
        was_finished = PartieState(partie.state) is PartieState.FINISHED
        if was_finished and db.path is not None:
            db.backup(f"correction tour {round_number} table {table}")
        _write_rows(session, partie, rows=rows, donnes=after, scored=scored, who=who)
        state = _state_of(scored)
        _set_state(session, partie, state)
        results.store_partie_result(
            session, partie=partie, totals=scored.totals, over=scored.is_over,
            winner=scored.winner, settings=settings,
        )  # fmt: skip
        audit.record(
            session, who=who, action=action, round_id=partie.round_id, partie_id=partie.id,
            message=f"Tour {round_number}, table {table} : {message(len(after))}",
            before=[donne_to_json(d) for d in before], after=[donne_to_json(d) for d in after],
        )  # fmt: skip
        warnings = _later_draws(session, round_number) if was_finished else ()
        return Change(_view(session, partie, settings), warnings)


def _write_rows(
    session: Session,
    partie: models.Partie,
    *,
    rows: list[models.Donne],
    donnes: list[Donne],
    scored: Partie,
    who: str,
) -> None:
    now = audit.now()
    for row in rows[len(donnes) :]:
        session.delete(row)
    session.flush()
    for index, (donne, score) in enumerate(zip(donnes, scored.scores, strict=True)):
        if index < len(rows):
            row = rows[index]
            if records.to_engine(row) != donne:
                row.entered_at, row.entered_by = now, who
        else:
            assert partie.id is not None
            row = models.Donne(
                partie_id=partie.id, number=index + 1, entered_at=now, entered_by=who
            )
        records.fill(row, donne)
        row.marks_a, row.marks_b = score.marks.a, score.marks.b
        session.add(row)


def _state_of(scored: Partie) -> PartieState:
    if scored.is_over:
        return PartieState.FINISHED
    return PartieState.IN_PROGRESS if scored.donnes else PartieState.NOT_STARTED


def _changed_elsewhere(partie: models.Partie) -> str:
    return (
        f"La feuille de la table {partie.table_number} a été modifiée entre-temps"
        + (f" par {partie.updated_by}" if partie.updated_by else "")
        + " : rechargez-la avant de la changer."
    )


def _forfeit_number(session: Session, partie: models.Partie) -> int | None:
    if partie.forfeit_team_id is None:
        return None
    team = session.get(models.Team, partie.forfeit_team_id)
    return None if team is None else team.number


def _set_state(session: Session, partie: models.Partie, state: PartieState) -> None:
    partie.state = state.value
    session.add(partie)


def _take(
    session: Session, round_number: int, table: int, *, who: str, version: int | None
) -> models.Partie:
    """The partie a change is about to write, taken for this transaction.

    Its version moves on first thing, from ``version`` (the one the arbiter
    saw) when given: a station working on an outdated sheet is refused with
    the name of who changed it, never written over them. On a database server
    the row is also locked until the commit; on SQLite the update makes this
    transaction the file's one writer. Either way what is read next is the
    current state, which no one else can change before this change commits.
    """
    partie = find_partie(session, round_number, table, for_update=True)
    claim = update(models.Partie).where(col(models.Partie.id) == partie.id)
    if version is not None:
        claim = claim.where(col(models.Partie.version) == version)
    moved = session.connection().execute(
        claim.values(version=models.Partie.version + 1, updated_at=audit.now(), updated_by=who)
    )
    session.refresh(partie)
    if moved.rowcount != 1:
        raise ConflictError(_changed_elsewhere(partie))
    return partie


def _check_unlocked(partie: models.Partie, table: int) -> None:
    if PartieState(partie.state) is PartieState.VALIDATED:
        raise StateError(
            f"La partie de la table {table} est validée par l'arbitre : "
            "déverrouillez-la avant de la modifier."
        )


def _check_number(donnes: Sequence[Donne], number: int) -> None:
    if not 1 <= number <= len(donnes):
        raise NotFoundError(f"Il n'y a pas de donne {number} : la feuille en compte {len(donnes)}.")


def _rows(session: Session, partie: models.Partie) -> list[models.Donne]:
    return list(
        session.exec(
            select(models.Donne)
            .where(models.Donne.partie_id == partie.id)
            .order_by(col(models.Donne.number))
        )
    )


def _team_id_at(session: Session, partie: models.Partie, number: int) -> int:
    for team_id in (partie.team_a_id, partie.team_b_id):
        team = session.get(models.Team, team_id)
        if team is not None and team.number == number:
            return team_id
    raise ServiceError(f"L'équipe {number} ne joue pas à la table {partie.table_number}.")


def _later_draws(session: Session, round_number: int) -> tuple[str, ...]:
    """Later rounds drawn on standings that this correction has changed."""
    warnings = []
    later = session.exec(
        select(models.Round)
        .where(models.Round.number > round_number)
        .order_by(col(models.Round.number))
    )
    for round_row in later:
        basis = round_row.standings_basis.split(",")
        # Teams registered or removed since that draw do not make its standings different.
        order = [n for n in map(str, order_before(session, round_row.number)) if n in basis]
        if round_row.standings_basis and order != [n for n in basis if n in order]:
            warnings.append(
                f"Le tour {round_row.number} a été tiré sur un classement qui n'est plus le "
                "même après cette correction : son tirage aurait pu être différent."
            )
    return tuple(warnings)


def _view(session: Session, partie: models.Partie, settings: TournamentSettings) -> SheetView:
    rows = _rows(session, partie)
    donnes = [records.to_engine(row) for row in rows]
    try:
        scored = Partie(settings.rules, donnes)
    except (SheetError, EngineError) as error:
        raise ServiceError(f"Feuille enregistrée illisible : {error}") from None
    round_row = session.get(models.Round, partie.round_id)
    team_a = session.get(models.Team, partie.team_a_id)
    team_b = session.get(models.Team, partie.team_b_id)
    assert round_row is not None and team_a is not None and team_b is not None
    forfeit = None
    if partie.forfeit_team_id is not None:
        forfeit = Team.A if partie.forfeit_team_id == partie.team_a_id else Team.B
    paper = None
    if partie.paper_a is not None and partie.paper_b is not None:
        paper = PerTeam(partie.paper_a, partie.paper_b)
    lines = tuple(
        DonneLine(
            number=index,
            donne=donne,
            made=score.made,
            litige=score.litige,
            marks=score.marks,
            totals=totals,
        )
        for index, (donne, score, totals) in enumerate(
            zip(donnes, scored.scores, scored.running_totals, strict=True), start=1
        )
    )
    return SheetView(
        round=round_row.number,
        table=partie.table_number,
        teams=PerTeam(TeamRef(team_a.number, team_a.name), TeamRef(team_b.number, team_b.name)),
        state=PartieState(partie.state),
        lines=lines,
        totals=scored.totals,
        over=scored.is_over or forfeit is not None,
        winner=forfeit.other if forfeit is not None else scored.winner,
        held_over=scored.held_over,
        paper=paper,
        forfeit=forfeit,
        version=partie.version,
    )
