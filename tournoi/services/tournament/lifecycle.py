"""Creating and opening a tournament, its identity and its settings."""

from __future__ import annotations

from dataclasses import dataclass, replace
from datetime import date
from pathlib import Path

from sqlmodel import Session, col, func, select

from tournoi.files.text import Text, checked_text
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import StateError
from tournoi.services.settings import TournamentSettings
from tournoi.services.standings import results
from tournoi.services.tournament.file_names import check_file_name
from tournoi.storage import Database, StorageError, models

FILE_SUFFIX = ".tournoi"
DOCUMENT_SUFFIXES = (".xlsx", ".pdf", ".csv", ".json")
"""A tournament file named like a document would be written over by the first export."""


@dataclass(frozen=True, slots=True)
class TournamentInfo:
    name: str
    day: date | None
    place: str
    organiser: str
    arbiter: str
    location: str
    """The file, or the server's address."""


def create_tournament(
    target: str | Path,
    *,
    name: str,
    settings: TournamentSettings,
    day: date | None = None,
    place: str = "",
    organiser: str = "",
    arbiter: str = "",
    who: str,
) -> Database:
    """A new tournament file (or database) with its settings; returns it open."""
    identity = Identity(name, day, place, organiser, arbiter).checked()
    if not identity.name:
        raise StateError("Le tournoi doit avoir un nom.")
    name = identity.name
    _refuse_a_document_name(target)
    database = Database.create(target)
    try:
        with database.session() as session:
            tournament = models.Tournament(
                name=name,
                day=day,
                place=identity.place,
                organiser=identity.organiser,
                arbiter=identity.arbiter,
                created_at=audit.now(),
            )
            session.add(tournament)
            session.flush()
            assert tournament.id is not None
            settings_service.store(session, tournament.id, settings)
            audit.record(
                session,
                who=who,
                action="tournament.create",
                message=f"Tournoi « {name} » créé.",
                after={"settings": settings.describe()},
            )
    except BaseException:
        database.close()
        raise
    return database


def _refuse_a_document_name(target: str | Path) -> None:
    if isinstance(target, str) and "://" in target:
        return
    check_file_name(Path(target).absolute())
    suffix = Path(target).suffix.lower()
    if suffix in DOCUMENT_SUFFIXES:
        raise StateError(
            f"« {Path(target).name} » est un nom de document ({suffix}), pas de tournoi : "
            f"un export l'écraserait. Nommez le fichier en {FILE_SUFFIX}.",
            field="file",
        )


def open_tournament(target: str | Path) -> Database:
    """Open an existing tournament, applying pending migrations.

    An empty file is refused as it is: opening it as a database would write a
    schema into it, for no tournament.
    """
    path = None if isinstance(target, str) and "://" in target else Path(target)
    if path is not None and path.is_file() and path.stat().st_size == 0:
        raise StorageError(f"« {path} » est vide : ce n'est pas un fichier de tournoi.")
    database = Database.open(target)
    with database.session() as session:
        found = session.exec(select(models.Tournament)).first()
    if found is None:
        database.close()
        raise StorageError(f"« {database.location} » ne contient aucun tournoi.")
    return database


def tournament_info(db: Database) -> TournamentInfo:
    with db.session() as session:
        row = session.exec(select(models.Tournament)).one()
        return TournamentInfo(
            name=row.name,
            day=row.day,
            place=row.place,
            organiser=row.organiser,
            arbiter=row.arbiter,
            location=db.location,
        )


@dataclass(frozen=True, slots=True)
class Identity:
    """What names the tournament: as the settings dialog and :func:`update_tournament` take it."""

    name: str
    day: date | None
    place: str
    organiser: str
    arbiter: str

    @classmethod
    def of(cls, info: TournamentInfo) -> Identity:
        return cls(info.name, info.day, info.place, info.organiser, info.arbiter)

    def checked(self) -> Identity:
        """The identity with its texts' spaces made single, or a refusal of a text (:mod:`text`)."""
        return Identity(
            name=checked_text(self.name, Text.TOURNAMENT_NAME),
            day=self.day,
            place=checked_text(self.place, Text.PLACE),
            organiser=checked_text(self.organiser, Text.ORGANISER),
            arbiter=checked_text(self.arbiter, Text.ARBITER),
        )


def update_info(
    db: Database,
    *,
    name: str,
    day: date | None,
    place: str,
    organiser: str,
    arbiter: str,
    who: str,
) -> TournamentInfo:
    identity = Identity(name, day, place, organiser, arbiter)
    return update_tournament(db, identity=identity, who=who)[1]


def update_tournament(
    db: Database,
    *,
    settings: TournamentSettings | None = None,
    identity: Identity | None = None,
    who: str,
) -> tuple[TournamentSettings, TournamentInfo]:
    """Change the settings, the identity, or both, in one transaction: all or nothing."""
    with db.session() as session:
        if settings is not None:
            _write_settings(session, settings, who=who)
        if identity is not None:
            _write_identity(session, identity, who=who)
    return get_settings(db), tournament_info(db)


def _write_identity(session: Session, identity: Identity, *, who: str) -> None:
    identity = identity.checked()
    row = session.exec(select(models.Tournament)).one()
    before = {"name": row.name, "place": row.place, "organiser": row.organiser}
    row.name = identity.name or row.name
    row.day, row.place = identity.day, identity.place
    row.organiser, row.arbiter = identity.organiser, identity.arbiter
    session.add(row)
    audit.record(
        session,
        who=who,
        action="tournament.edit",
        message="Identité du tournoi modifiée.",
        before=before,
        after={"name": row.name, "place": row.place, "organiser": row.organiser},
    )


def get_settings(db: Database) -> TournamentSettings:
    with db.session() as session:
        return settings_service.load(session)


def rules_locked(db: Database) -> bool:
    """Whether scores were entered (donnes, or a partie's totals) under the rules of the game."""
    with db.session() as session:
        return _scored(session)


def _scored(session: Session) -> bool:
    donnes = session.exec(select(func.count()).select_from(models.Donne)).one()
    totals = session.exec(
        select(func.count())
        .select_from(models.Partie)
        .where(col(models.Partie.totals_a).is_not(None))
    ).one()
    return bool(donnes or totals)


def update_settings(db: Database, *, settings: TournamentSettings, who: str) -> TournamentSettings:
    """Change the settings; the rules of the game only before the first donne is entered."""
    return update_tournament(db, settings=settings, who=who)[0]


def _write_settings(session: Session, settings: TournamentSettings, *, who: str) -> None:
    current = settings_service.load(session)
    # The finals' tie-break is chosen with the finals (and locked by them), never here.
    settings = replace(settings, knockout_tie=current.knockout_tie)
    if settings.rules != current.rules and _scored(session):
        raise StateError(
            "Les règles du jeu ne peuvent plus changer : des donnes (ou les totaux "
            "d'une partie) ont déjà été saisies avec les règles actuelles."
        )
    tournament = session.exec(select(models.Tournament)).one()
    assert tournament.id is not None
    settings_service.store(session, tournament.id, settings)
    # The marks of past byes and forfeits follow the new bye settings.
    for round_id in session.exec(select(models.Round.id)).all():
        assert round_id is not None
        results.refresh_bye(session, round_id=round_id, settings=settings)
    audit.record(
        session,
        who=who,
        action="settings.edit",
        message="Réglages du tournoi modifiés.",
        before=current.describe(),
        after=settings.describe(),
    )


__all__ = [
    "Database",
    "Identity",
    "StorageError",
    "TournamentInfo",
    "create_tournament",
    "get_settings",
    "open_tournament",
    "rules_locked",
    "tournament_info",
    "update_info",
    "update_settings",
    "update_tournament",
]
