"""The services' bounds on the fee, the prizes' amounts and the ranking points, which the
window's spin boxes share: a refusal names the field, the value and the limit."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

import pytest

from tests.conftest import WHO
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import MAX_PRIZE_CENTS, PrizeError, PrizeList, RankPrize, Reward
from tournoi.services.errors import ServiceError
from tournoi.services.ranking import RankingPoints
from tournoi.services.settings import MAX_RANKING_POINTS
from tournoi.services.teams import fees
from tournoi.services.teams.fees import MAX_FEE_CENTS, FeeError, FeeSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database


def test_a_fee_up_to_its_bound_is_kept_and_one_cent_more_refused(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=2)
    assert fees.set_fee(db, fee=FeeSettings(amount_cents=MAX_FEE_CENTS), who=WHO).amount_cents == (
        1_000_000
    )
    with pytest.raises(FeeError) as refused:
        FeeSettings(amount_cents=MAX_FEE_CENTS + 1)
    assert refused.value.field == "fee"
    assert str(refused.value) == (
        "Droit d'inscription 10\u00a0000,01\u00a0€ : 10\u00a0000\u00a0€ au plus."
    )
    assert fees.get_fee(db).amount_cents == MAX_FEE_CENTS


def test_a_prize_over_its_bound_is_refused_naming_the_prize(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=2)
    top = RankPrize(first=1, last=1, reward=Reward(amount_cents=MAX_PRIZE_CENTS))
    assert prizes.replace_prizes(db, prizes=PrizeList(ranks=(top,)), who=WHO).ranks == (top,)
    with pytest.raises(PrizeError) as refused:
        RankPrize(first=2, last=3, reward=Reward(amount_cents=MAX_PRIZE_CENTS + 100))
    assert refused.value.field == "amount"
    assert str(refused.value) == (
        "Lot « 2e à 3e » : montant 100\u00a0001\u00a0€, 100\u00a0000\u00a0€ au plus."
    )


@pytest.mark.parametrize(
    ("points", "field", "message"),
    [
        (RankingPoints(win=100, draw=3, loss=2, bye=4), "points_win",
         "Barème de classement : une victoire ne peut pas rapporter 100 points, 99 au plus."),
        (RankingPoints(win=120, draw=110, loss=100, bye=120), "points_win",
         "Barème de classement : une victoire ne peut pas rapporter 120 points, 99 au plus."),
    ],
)  # fmt: skip
def test_ranking_points_over_their_bound_are_refused(
    tournament: Callable[..., Database], points: RankingPoints, field: str, message: str
) -> None:
    db = tournament(teams=2)
    settings = tournaments.get_settings(db)
    with pytest.raises(ServiceError) as refused:
        changed = replace(settings, ranking=replace(settings.ranking, points=points))
        tournaments.update_settings(db, settings=changed, who=WHO)
    assert (refused.value.field, str(refused.value)) == (field, message)
    assert tournaments.get_settings(db).ranking.points == RankingPoints()


def test_ranking_points_at_their_bound_are_kept(tournament: Callable[..., Database]) -> None:
    db = tournament(teams=2)
    settings = tournaments.get_settings(db)
    top = RankingPoints(win=MAX_RANKING_POINTS, draw=1, loss=0, bye=MAX_RANKING_POINTS)
    changed = replace(settings, ranking=replace(settings.ranking, points=top))
    assert tournaments.update_settings(db, settings=changed, who=WHO).ranking.points == top
