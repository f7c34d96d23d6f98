"""The entry fee and the cash sheet: what is received, what is still due, refusals, the audit."""

from __future__ import annotations

from collections.abc import Callable

import pytest
from sqlmodel import select

from tests.conftest import WHO
from tournoi.services.teams import check_in, fees
from tournoi.services.teams import registration as teams
from tournoi.services.teams.fees import FeeBasis, FeeError, FeeSettings
from tournoi.storage import Database, models

NBSP = "\u00a0"


def test_a_new_tournament_is_free(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=3)
    assert fees.get_fee(db) == FeeSettings(amount_cents=0, basis=FeeBasis.TEAM)
    summary = fees.cash_summary(db)
    assert (summary.teams, summary.paid_teams, summary.received_cents, summary.due_cents) == (
        3, 0, 0, 0,
    )  # fmt: skip
    assert summary.fee.french == "entrée libre"


def test_fee_per_team_received_and_due(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=24)
    fees.set_fee(db, fee=FeeSettings(amount_cents=2000, basis=FeeBasis.TEAM), who=WHO)
    for number in range(1, 19):
        check_in.mark_paid(db, number=number, paid=True, who=WHO)
    summary = fees.cash_summary(db)
    assert summary.paid_teams == 18
    assert summary.received_cents == 36_000
    assert summary.due_cents == 12_000
    assert summary.expected_cents == 48_000
    assert [line.number for line in summary.lines if not line.paid] == [19, 20, 21, 22, 23, 24]


def test_fee_per_player_counts_two_per_team(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=4)
    fee = FeeSettings(amount_cents=750, basis=FeeBasis.PLAYER)
    fees.set_fee(db, fee=fee, who=WHO)
    check_in.mark_paid(db, number=2, paid=True, who=WHO)
    summary = fees.cash_summary(db)
    assert [line.amount_cents for line in summary.lines] == [1500] * 4
    assert (summary.received_cents, summary.due_cents) == (1500, 4500)
    assert fee.french == f"7,50{NBSP}€ par joueur (15{NBSP}€ par équipe)"


def test_a_team_withdrawn_before_playing_owes_nothing(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=3)
    fees.set_fee(db, fee=FeeSettings(amount_cents=1000), who=WHO)
    teams.withdraw_team(db, number=3, who=WHO)
    summary = fees.cash_summary(db)
    assert [(line.number, line.due_cents, line.withdrawn) for line in summary.lines] == [
        (1, 1000, False), (2, 1000, False), (3, 0, True),
    ]  # fmt: skip
    assert summary.due_cents == 2000
    assert (summary.counted_teams, summary.owing_teams) == (2, 2)


def test_the_summary_of_a_fee_being_typed(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=2)
    check_in.mark_paid(db, number=1, paid=True, who=WHO)
    summary = fees.cash_summary(db, fee=FeeSettings(amount_cents=500, basis=FeeBasis.PLAYER))
    assert (summary.received_cents, summary.due_cents) == (1000, 1000)
    assert fees.get_fee(db).amount_cents == 0


def test_the_fee_is_stored_and_audited(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=2)
    fees.set_fee(db, fee=FeeSettings(amount_cents=1250, basis=FeeBasis.PLAYER), who=WHO)
    with db.session() as session:
        row = session.exec(select(models.Settings)).one()
        event = session.exec(
            select(models.AuditEvent).where(models.AuditEvent.action == "settings.fee")
        ).one()
    assert (row.fee_cents, row.fee_basis) == (1250, "player")
    assert event.message == (
        f"Droit d'inscription : 12,50{NBSP}€ par joueur (25{NBSP}€ par équipe)."
    )
    assert event.who == WHO


def test_a_negative_fee_is_refused() -> None:
    with pytest.raises(FeeError) as refused:
        FeeSettings(amount_cents=-500)
    assert str(refused.value) == f"Droit d'inscription -5{NBSP}€ : un montant positif ou nul."
    assert refused.value.field == "fee"


def test_euros() -> None:
    assert fees.euros(0) == f"0{NBSP}€"
    assert fees.euros(5) == f"0,05{NBSP}€"
    assert fees.euros(123_456) == f"1{NBSP}234,56{NBSP}€"


def test_the_draw_names_the_present_teams_that_have_not_paid(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=6)
    assert fees.unpaid_drawn(db, round_number=1) == []  # nobody paid: the cash is not kept
    fees.set_fee(db, fee=FeeSettings(amount_cents=1000, basis=FeeBasis.TEAM), who=WHO)
    for number in (1, 2, 3, 4):
        check_in.check_in(db, number=number, present=True, who=WHO)
    check_in.mark_paid(db, number=2, paid=True, who=WHO)
    # 5 and 6 are absent: the first draw leaves them out, it does not ask them to pay.
    assert fees.unpaid_drawn(db, round_number=1) == [1, 3, 4]
    assert fees.unpaid_drawn(db, round_number=2) == [1, 3, 4, 5, 6]
