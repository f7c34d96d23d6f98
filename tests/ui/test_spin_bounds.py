"""The fee's and the ranking points' spin boxes stop where the services do."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from tournoi.services.settings import MAX_RANKING_POINTS
from tournoi.services.teams.fees import MAX_FEE_CENTS
from tournoi.ui.context import TournamentContext
from tournoi.ui.prizes.fee_box import FeeBox
from tournoi.ui.settings.ranking import RankingForm


def test_the_spin_boxes_take_the_services_bounds(qtbot: QtBot, context: TournamentContext) -> None:
    ranking = RankingForm()
    fee = FeeBox(context)
    qtbot.addWidget(ranking)
    qtbot.addWidget(fee)
    spins = (ranking.win_spin, ranking.draw_spin, ranking.loss_spin, ranking.bye_points_spin)
    assert [spin.maximum() for spin in spins] == [MAX_RANKING_POINTS] * 4 == [99] * 4
    assert fee.amount.maximum() * 100 == MAX_FEE_CENTS == 1_000_000
