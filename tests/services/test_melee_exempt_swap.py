"""A mêlée's exempt players never swap places with a pair: one or three would sit at a table,
and a pair would sit out before its turn."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.conftest import WHO
from tests.services.test_melee import melee_db
from tournoi.services import draws
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.errors import StateError


@pytest.mark.parametrize("players", [17, 18, 19])
def test_the_exempt_players_do_not_swap_with_a_pair(tmp_path: Path, players: int) -> None:
    db = melee_db(tmp_path / "melee.tournoi", players)
    draw_melee_round(db, seed=1, who=WHO)
    before = draws.round_view(db, round_number=1)
    assert before.bye is not None
    pair = before.tables[0].a.number
    with pytest.raises(StateError, match="les exempts ne s'échangent pas avec une paire"):
        draws.swap_teams(db, round_number=1, first=pair, second=before.bye.number, who=WHO)
    assert draws.round_view(db, round_number=1) == before
    # Two pairs still swap: each player keeps his partner.
    other = before.tables[1].b.number
    after = draws.swap_teams(db, round_number=1, first=pair, second=other, who=WHO)
    assert (after.tables[0].a.number, after.tables[1].b.number) == (other, pair)
    db.close()
