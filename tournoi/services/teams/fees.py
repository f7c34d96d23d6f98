"""The entry fee (per team or per player) and the cash sheet (« feuille de caisse »).

Which team has paid is marked at check-in (:func:`tournoi.services.teams.check_in.mark_paid`);
this module keeps the fee and sums up the cash: teams paid, received, still due.
A team withdrawn before the first round that has not paid owes nothing.
"""

from __future__ import annotations

from dataclasses import asdict, dataclass
from enum import StrEnum
from typing import Final

from sqlmodel import Session, select

from tournoi.services import audit
from tournoi.services import settings as settings_service
from tournoi.services.errors import ServiceError
from tournoi.services.settings import Format
from tournoi.services.teams.check_in import absent_in
from tournoi.services.teams.info import TeamInfo, team_infos
from tournoi.services.teams.players import MeleePlayerInfo, players_in
from tournoi.storage import Database, models

NBSP: Final = "\u00a0"


def euros(cents: int) -> str:
    """An amount as French write it: ``20 €``, ``12,50 €``, ``1 200 €`` (non-breaking spaces).

    >>> euros(2000) == "20\\u00a0€", euros(1250) == "12,50\\u00a0€", euros(120000) == "1\\u00a0200\\u00a0€"
    (True, True, True)
    """
    whole, rest = divmod(abs(cents), 100)
    text = f"{whole:,}".replace(",", NBSP)
    if rest:
        text += f",{rest:02d}"
    return f"{'-' if cents < 0 else ''}{text}{NBSP}€"


class FeeBasis(StrEnum):
    """What one entry fee is paid for."""

    TEAM = "team"
    PLAYER = "player"

    @property
    def french(self) -> str:
        return {FeeBasis.TEAM: "par équipe", FeeBasis.PLAYER: "par joueur"}[self]

    @property
    def players(self) -> int:
        """How many fees a team pays."""
        return 2 if self is FeeBasis.PLAYER else 1


MAX_FEE_CENTS: Final = 1_000_000
"""The most an entry fee may be, in cents: 10 000 €, far above any belote tournament's."""


class FeeError(ServiceError):
    """An entry fee that cannot be asked."""


@dataclass(frozen=True, slots=True, kw_only=True)
class FeeSettings:
    amount_cents: int = 0
    basis: FeeBasis = FeeBasis.TEAM

    def __post_init__(self) -> None:
        if self.amount_cents < 0:
            raise FeeError(
                f"Droit d'inscription {euros(self.amount_cents)} : un montant positif ou nul.",
                field="fee",
            )
        if self.amount_cents > MAX_FEE_CENTS:
            raise FeeError(
                f"Droit d'inscription {euros(self.amount_cents)} : {euros(MAX_FEE_CENTS)} au plus.",
                field="fee",
            )

    @property
    def per_team(self) -> int:
        """What one team owes, in cents."""
        return self.amount_cents * self.basis.players

    @property
    def french(self) -> str:
        """``10 € par joueur (20 € par équipe)``, or ``entrée libre``."""
        if not self.amount_cents:
            return "entrée libre"
        text = f"{euros(self.amount_cents)} {self.basis.french}"
        if self.basis is FeeBasis.PLAYER:
            text += f" ({euros(self.per_team)} par équipe)"
        return text


@dataclass(frozen=True, slots=True, kw_only=True)
class CashLine:
    """One team on the cash sheet."""

    number: int
    name: str
    players: tuple[str, str]
    paid: bool
    amount_cents: int
    """What the team owes in all, paid or not (0 for a team withdrawn before playing, unpaid)."""
    withdrawn: bool
    counted: bool = True
    """False for a team withdrawn before the first round that has not paid: it never came,
    owes nothing, and is left out of the cash."""

    @property
    def due_cents(self) -> int:
        """What is still to be received from the team."""
        return 0 if self.paid else self.amount_cents


@dataclass(frozen=True, slots=True, kw_only=True)
class CashSummary:
    fee: FeeSettings
    lines: tuple[CashLine, ...]

    @property
    def teams(self) -> int:
        return len(self.lines)

    @property
    def counted_teams(self) -> int:
        """The teams the cash counts: all but those withdrawn before playing, unpaid."""
        return sum(line.counted for line in self.lines)

    @property
    def owing_teams(self) -> int:
        """The teams counted that have not paid."""
        return sum(line.counted and not line.paid for line in self.lines)

    @property
    def paid_teams(self) -> int:
        return sum(line.paid for line in self.lines)

    @property
    def received_cents(self) -> int:
        return sum(line.amount_cents for line in self.lines if line.paid)

    @property
    def due_cents(self) -> int:
        return sum(line.due_cents for line in self.lines)

    @property
    def expected_cents(self) -> int:
        return self.received_cents + self.due_cents

    def box_cents(self, prizes_cents: int) -> int:
        """What the cash box should hold once ``prizes_cents`` of prizes are paid in cash:
        the fees received, less the prizes (negative when the prizes cost more)."""
        return self.received_cents - prizes_cents


def get_fee(db: Database) -> FeeSettings:
    with db.session() as session:
        return _load(session)


def set_fee(db: Database, *, fee: FeeSettings, who: str) -> FeeSettings:
    """Ask ``fee`` of every team from now on; the paid marks stay as they are."""
    with db.session() as session:
        row = session.exec(select(models.Settings)).one()
        before = _load(session)
        row.fee_cents, row.fee_basis = fee.amount_cents, fee.basis.value
        session.add(row)
        audit.record(
            session,
            who=who,
            action="settings.fee",
            message=f"Droit d'inscription : {fee.french}.",
            before=asdict(before),
            after=asdict(fee),
        )
        return fee


def cash_summary(db: Database, *, fee: FeeSettings | None = None) -> CashSummary:
    """The cash sheet with the stored fee, or with ``fee`` (the one being typed in a form)."""
    with db.session() as session:
        fee = fee if fee is not None else _load(session)
        if settings_service.load(session).format is Format.MELEE:
            return _players_cash(players_in(session), fee)
        return summarize(team_infos(session), fee)


def _players_cash(players: list[MeleePlayerInfo], fee: FeeSettings) -> CashSummary:
    """A mêlée's cash sheet: one line and one fee per player, whatever the fee's basis."""
    lines = []
    for player in players:
        counted = player.paid or player.withdrawn_after != 0
        lines.append(
            CashLine(
                number=player.number,
                name=player.name,
                players=(player.name, ""),
                paid=player.paid,
                amount_cents=fee.amount_cents if counted else 0,
                withdrawn=player.withdrawn_after is not None,
                counted=counted,
            )
        )
    return CashSummary(fee=fee, lines=tuple(lines))


def _two_names(team: TeamInfo) -> tuple[str, str]:
    """The cash sheet's two players' columns: a mêlée's exempt group holds one to three."""
    first, *others = (player.full_name for player in team.players)
    return first, ", ".join(others)


def summarize(teams: list[TeamInfo], fee: FeeSettings) -> CashSummary:
    """The cash sheet of ``teams``, by number."""
    lines = []
    for team in sorted(teams, key=lambda t: t.number):
        counted = team.paid or team.withdrawn_after != 0
        lines.append(
            CashLine(
                number=team.number,
                name=team.name,
                players=_two_names(team),
                paid=team.paid,
                amount_cents=fee.per_team if counted else 0,
                withdrawn=team.withdrawn_after is not None,
                counted=counted,
            )
        )
    return CashSummary(fee=fee, lines=tuple(lines))


def unpaid_drawn(db: Database, *, round_number: int) -> list[int]:
    """The teams the draw of ``round_number`` takes that have not paid their entry, by number.

    None while the entry is free or nobody has paid (the fee is not taken at the door): the
    draw names them so that the desk collects the fee before the round, and draws them.
    """
    with db.session() as session:
        fee = _load(session)
        teams = team_infos(session)
        absent = set(absent_in(session)) if round_number == 1 else set()
    if not fee.amount_cents or not any(team.paid for team in teams):
        return []
    return [
        team.number
        for team in sorted(teams, key=lambda t: t.number)
        if not team.paid and team.withdrawn_after is None and team.number not in absent
    ]


def _load(session: Session) -> FeeSettings:
    row = session.exec(select(models.Settings)).one()
    return FeeSettings(amount_cents=row.fee_cents, basis=FeeBasis(row.fee_basis))
