"""Migration 0004: a tournament file from before the fee and the prizes opens with neither."""

from __future__ import annotations

from pathlib import Path

from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services.awards import prizes
from tournoi.services.awards.prizes import PrizeList
from tournoi.services.teams import fees
from tournoi.services.teams.fees import FeeSettings
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database


def test_a_file_at_0002_opens_free_and_without_prizes(tmp_path: Path) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=3)
    fees.set_fee(db, fee=FeeSettings(amount_cents=900), who=WHO)
    downgrade(db, "0002")
    assert db.schema_revision() == "0002"
    db.close()

    reopened = tournaments.open_tournament(path)
    try:
        assert reopened.schema_revision() == Database.head_revision()
        assert fees.get_fee(reopened) == FeeSettings()
        assert prizes.get_prizes(reopened) == PrizeList()
        assert fees.cash_summary(reopened).teams == 3
    finally:
        reopened.close()
