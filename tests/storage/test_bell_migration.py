"""Migration 0017: a partie stopped on time in a file of before ends after the donnes it holds,
as it did, and a donne added later is refused."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import inspect
from sqlmodel import select

from engine import FFB_CONTREE, Donne, PerTeam, Team, Trump
from tests.conftest import WHO, downgrade, new_tournament
from tournoi.services import scores
from tournoi.services.draws import DrawMethod
from tournoi.services.integrity import soundness as integrity
from tournoi.services.scores.preview import AfterTheBellError
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import models


def test_a_partie_stopped_on_time_before_keeps_its_donnes_as_its_end(tmp_path: Path) -> None:
    path = tmp_path / "ancien.tournoi"
    db = new_tournament(path, teams=4, rules=FFB_CONTREE, draw=DrawMethod.ROTATION)
    donne = Donne(taker=Team.A, contract=80, trump=Trump.PIQUE, points=117)
    for _ in range(2):
        scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
    scores.stop_on_time(db, round_number=1, table=1, on_time=True, who=WHO)
    scores.record_totals(
        db, round_number=1, table=2, totals=PerTeam(900, 400), who=WHO, on_time=True
    )
    downgrade(db, "0016")
    with db.session() as session:
        columns = {c["name"] for c in inspect(session.connection()).get_columns("partie")}
    assert "bell_after" not in columns
    db.close()

    db = tournaments.open_tournament(path)  # migrated as it opens
    try:
        with db.session() as session:
            bells = session.exec(
                select(models.Partie.table_number, models.Partie.bell_after).order_by(
                    models.Partie.table_number
                )
            ).all()
        assert list(bells) == [(1, 2), (2, None)]
        sheet = scores.sheet(db, round_number=1, table=1)
        assert (sheet.on_time, sheet.winner, sheet.totals) == (True, Team.A, PerTeam(240, 100))
        with pytest.raises(AfterTheBellError):
            scores.record_donne(db, round_number=1, table=1, donne=donne, who=WHO)
        assert integrity.check(db).sound
    finally:
        db.close()
