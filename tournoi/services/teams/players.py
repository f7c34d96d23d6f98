"""A mêlée's players: registered alone, one by one or from a file; pointed present; paid.

The players of a mêlée are not teams: each round's draw seats them in pairs
(:mod:`tournoi.services.melee_round`), and those pairs are that round's teams.
Registration checks a player as it checks a team's (the same texts, one
licence per player, a number nobody else has), and a file is registered whole
or not at all, naming every bad row.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from sqlmodel import Session, col, func, select

from engine.words import count
from tournoi.files.player_file import PlayerFileRow, read_player_file
from tournoi.files.team_file import RowProblem, TeamFileError
from tournoi.files.text import Text, TextError, checked_text
from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import NotFoundError, ServiceError, StateError
from tournoi.services.settings import Format
from tournoi.services.teams.checks import MAX_NUMBER
from tournoi.services.teams.info import PlayerInfo, TeamInfo, last_round_number
from tournoi.services.teams.progress import Progress
from tournoi.storage import Database, models


@dataclass(frozen=True, slots=True, kw_only=True)
class MeleePlayerInfo:
    """A registered player of a mêlée, as the services show him."""

    number: int
    first_name: str
    surname: str
    club: str | None
    licence: str | None
    first_round: int
    withdrawn_after: int | None
    checked_in: bool
    paid: bool

    @property
    def name(self) -> str:
        return f"{self.first_name} {self.surname}"

    @property
    def status(self) -> str:
        """In words, for the list of players: as a team's, said of one man."""
        if self.withdrawn_after is not None:
            if self.withdrawn_after == 0:
                return "retiré avant le premier tour"
            return f"retiré après le tour {self.withdrawn_after}"
        if self.first_round > 1:
            return f"arrivé au tour {self.first_round}"
        return "inscrit"

    def plays_in(self, round_number: int) -> bool:
        """Whether the draw of ``round_number`` seats him (arrived, not withdrawn before)."""
        withdrawn = self.withdrawn_after is not None and self.withdrawn_after < round_number
        return self.first_round <= round_number and not withdrawn


def require_melee(session: Session) -> None:
    """Refuse a player's registration in a tournament of fixed pairs."""
    if settings_service.load(session).format is not Format.MELEE:
        raise StateError(
            "Ce tournoi se joue en doublettes : on y inscrit des équipes, pas des joueurs seuls "
            "(un concours à la mêlée se crée avec le format « mêlée »)."
        )


def refuse_teams_in_melee(session: Session) -> None:
    """Refuse a team's registration in a mêlée: its teams are the pairs each draw makes."""
    if settings_service.load(session).format is Format.MELEE:
        raise StateError(
            "Ce concours se joue à la mêlée : on y inscrit des joueurs seuls (page Joueurs, "
            "ou tournoi players import) ; les équipes sont tirées à chaque tour."
        )


def is_melee(db: Database) -> bool:
    with db.session() as session:
        return settings_service.load(session).format is Format.MELEE


def list_players(db: Database) -> list[MeleePlayerInfo]:
    """Every registered player, by number."""
    with db.session() as session:
        return players_in(session)


def players_in(session: Session) -> list[MeleePlayerInfo]:
    rows = session.exec(select(models.MeleePlayer).order_by(col(models.MeleePlayer.number))).all()
    return [info_of(row) for row in rows]


def as_teams(session: Session) -> dict[int, TeamInfo]:
    """Each player as a team of himself, by number, both seats his: what the prize list's
    filters read (« au moins un joueur du club », « les deux joueurs du club », a licence)
    then says of him alone."""
    teams = {}
    for p in players_in(session):
        seat = PlayerInfo(p.first_name, p.surname, club=p.club, licence=p.licence)
        teams[p.number] = TeamInfo(
            number=p.number, name=p.name, players=(seat, seat), fixed_table=None,
            first_round=p.first_round, withdrawn_after=p.withdrawn_after, has_played=False,
            checked_in=p.checked_in, paid=p.paid,
        )  # fmt: skip
    return teams


def info_of(row: models.MeleePlayer) -> MeleePlayerInfo:
    return MeleePlayerInfo(
        number=row.number,
        first_name=row.first_name,
        surname=row.surname,
        club=row.club,
        licence=row.licence,
        first_round=row.first_round,
        withdrawn_after=row.withdrawn_after,
        checked_in=row.checked_in,
        paid=row.paid,
    )


def add_player(
    db: Database,
    *,
    player: PlayerInfo,
    number: int | None = None,
    present: bool = False,
    paid: bool = False,
    who: str,
) -> MeleePlayerInfo:
    """Register one player; after a draw he is a late arrival, seated from the next round on."""
    with db.session() as session:
        require_melee(session)
        row = _insert(session, player, number)
        row.checked_in, row.paid = present, paid
        session.flush()
        added = info_of(row)
        audit.record(
            session, who=who, action="melee.player.add",
            message=f"Joueur {added.number} « {added.name} » inscrit.",
            after={"number": added.number, "name": added.name},
        )  # fmt: skip
        return added


def import_players(
    db: Database, *, path: Path, who: str, progress: Progress | None = None
) -> list[MeleePlayerInfo]:
    """Register every player of the file, or none: a bad row refuses the whole file.

    ``progress`` is told before each row, as a team file's import tells it; whatever it
    raises (:class:`~tournoi.services.teams.file_import.ImportCancelledError`), no player is kept.
    """
    rows = read_player_file(path)
    with db.session() as session:
        require_melee(session)
        problems: list[RowProblem] = []
        added: list[models.MeleePlayer] = []
        # Numbered rows first, so that an unnumbered one never takes a number the file gives.
        for done, row in enumerate(sorted(rows, key=lambda row: row.number is None)):
            if progress is not None:
                progress(done, len(rows))
            try:
                added.append(_insert(session, _info(row), row.number))
            except (ServiceError, TextError) as error:
                problems.append(RowProblem(line=row.line, message=str(error)))
        if problems:
            raise TeamFileError(sorted(problems, key=lambda problem: problem.line))
        session.flush()
        numbers = [row.number for row in added]
        audit.record(
            session, who=who, action="melee.player.import",
            message=f"{count(len(numbers), 'joueur importé', 'joueurs importés')} de « {path.name} ».",
            after={"players": numbers},
        )  # fmt: skip
        return [info_of(row) for row in sorted(added, key=lambda row: row.number)]


def unimport_players(db: Database, *, numbers: Sequence[int], who: str) -> None:
    """Undo an import: take back its players' registrations, all or none (refused once a
    draw seated one of them)."""
    with db.session() as session:
        found = [find_player(session, number) for number in numbers]
        seated = sorted(row.number for row in found if _seated(session, row))
        if seated:
            raise StateError(
                f"des joueurs importés ont déjà été tirés ({', '.join(map(str, seated))})\u00a0: "
                "retirez-les un à un."
            )
        for row in found:
            session.delete(row)
        audit.record(
            session, who=who, action="melee.player.unimport",
            message=f"{count(len(found), 'joueur désinscrit', 'joueurs désinscrits')} "
            "(importation annulée).",
            before={"players": list(numbers)},
        )  # fmt: skip


def restore_players(
    db: Database, *, players: Sequence[MeleePlayerInfo], who: str
) -> list[MeleePlayerInfo]:
    """Register players taken back again as they were (number, check-in, fee), all or none:
    an import undone, then done again."""
    with db.session() as session:
        rows = []
        for player in players:
            row = _insert(session, _player_of(player), player.number)
            row.checked_in, row.paid = player.checked_in, player.paid
            rows.append(row)
        session.flush()
        audit.record(
            session, who=who, action="melee.player.import",
            message=f"{count(len(rows), 'joueur inscrit', 'joueurs inscrits')} de nouveau.",
            after={"players": [row.number for row in rows]},
        )  # fmt: skip
        return [info_of(row) for row in rows]


def remove_player(db: Database, *, number: int, who: str) -> None:
    """Take back the registration of a player no draw has seated yet."""
    with db.session() as session:
        row = find_player(session, number)
        if _seated(session, row):
            raise StateError(
                f"Le joueur {number} a déjà été tiré : il peut se retirer, pas être effacé.",
                field="number",
            )
        name = info_of(row).name
        session.delete(row)
        audit.record(
            session, who=who, action="melee.player.remove",
            message=f"Joueur {number} « {name} » désinscrit.", before={"number": number},
        )  # fmt: skip


def set_present(db: Database, *, number: int, present: bool, who: str) -> MeleePlayerInfo:
    """Point player ``number`` present at the door (or take it back)."""
    said = "pointé présent" if present else "n'est plus pointé présent"
    return _mark(db, number, "checked_in", present, said=said, who=who)


def set_paid(db: Database, *, number: int, paid: bool, who: str) -> MeleePlayerInfo:
    """Record that player ``number`` paid his entry fee (or take it back)."""
    said = "a payé son inscription" if paid else "n'a plus payé son inscription"
    return _mark(db, number, "paid", paid, said=said, who=who)


def absent_players(session: Session) -> list[int]:
    """The players a check-in leaves out of the first draw: none while nobody is pointed present."""
    players = [p for p in players_in(session) if p.withdrawn_after is None]
    if not any(p.checked_in for p in players):
        return []
    return [p.number for p in players if not p.checked_in]


def find_player(session: Session, number: int) -> models.MeleePlayer:
    row = session.exec(
        select(models.MeleePlayer).where(models.MeleePlayer.number == number)
    ).first()
    if row is None:
        raise NotFoundError(f"Aucun joueur n° {number}.", field="number")
    return row


def _mark(
    db: Database, number: int, flag: str, value: bool, *, said: str, who: str
) -> MeleePlayerInfo:
    with db.session() as session:
        row = find_player(session, number)
        before = getattr(row, flag)
        setattr(row, flag, value)
        session.add(row)
        session.flush()
        changed = info_of(row)
        audit.record(
            session, who=who, action=f"melee.player.{flag}",
            message=f"Joueur {number} « {changed.name} » {said}.",
            before={flag: before}, after={flag: value},
        )  # fmt: skip
        return changed


def _seated(session: Session, row: models.MeleePlayer) -> bool:
    """Whether a draw has seated the player (a seat of a drawn pair is his)."""
    seats = session.exec(
        select(func.count())
        .select_from(models.Player)
        .where(col(models.Player.melee_player_id) == row.id)
    ).one()
    return seats > 0


def _player_of(player: MeleePlayerInfo) -> PlayerInfo:
    return PlayerInfo(
        first_name=player.first_name, surname=player.surname, club=player.club,
        licence=player.licence,
    )  # fmt: skip


def _info(row: PlayerFileRow) -> PlayerInfo:
    player = row.player
    return PlayerInfo(
        first_name=player.first_name, surname=player.surname, club=player.club,
        licence=player.licence,
    )  # fmt: skip


def _insert(session: Session, player: PlayerInfo, number: int | None) -> models.MeleePlayer:
    """Check and add one player in the caller's transaction."""
    first_name = checked_text(player.first_name, Text.FIRST_NAME)
    surname = checked_text(player.surname, Text.SURNAME)
    if not first_name or not surname:
        raise ServiceError("Un joueur a un prénom et un nom.", field="player")
    club = checked_text(player.club or "", Text.CLUB) or None
    licence = checked_text(player.licence or "", Text.LICENCE) or None
    if number is None:
        number = (session.exec(select(func.max(models.MeleePlayer.number))).one() or 0) + 1
    if not 1 <= number <= MAX_NUMBER:
        raise ServiceError(f"Numéro de joueur {number} : de 1 à {MAX_NUMBER}.", field="number")
    taken = session.exec(
        select(models.MeleePlayer).where(models.MeleePlayer.number == number)
    ).first()
    if taken is not None:
        raise ServiceError(
            f"Le numéro {number} est déjà celui de {taken.first_name} {taken.surname}.",
            field="number",
        )
    if licence is not None:
        owner = session.exec(
            select(models.MeleePlayer).where(models.MeleePlayer.licence == licence)
        ).first()
        if owner is not None:
            raise ServiceError(
                f"La licence {licence} est déjà celle de {owner.first_name} {owner.surname} "
                f"(n° {owner.number}).",
                field="licence",
            )
    row = models.MeleePlayer(
        number=number, first_name=first_name, surname=surname, club=club, licence=licence,
        first_round=last_round_number(session) + 1, created_at=audit.now(),
    )  # fmt: skip
    session.add(row)
    session.flush()
    return row
