"""A mêlée's player withdrawn mid-concours: no longer drawn, his parties kept, ranked apart
« retiré »; the players a draw leaves over sit out as a bye; undone as a team's withdrawal."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlmodel import select

from tests.conftest import WHO
from tests.services.test_melee import melee_db, play_round
from tournoi.services.draws.melee import cancel_melee_draw, draw_melee_round
from tournoi.services.draws.melee_views import MeleeRoundView
from tournoi.services.errors import StateError
from tournoi.services.melee.standings import melee_standings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.player_withdrawals import reinstate_player, withdraw_player
from tournoi.storage import Database, models


@pytest.fixture
def twelve(tmp_path: Path) -> Iterator[Database]:
    """Twelve players, round 1 drawn (three tables) and played."""
    db = melee_db(tmp_path / "melee.tournoi", 12)
    draw_melee_round(db, seed=7, who=WHO)
    play_round(db, 1)
    yield db
    db.close()


def seated(drawn: MeleeRoundView) -> set[int]:
    return {p for t in drawn.tables for p in (*t.a, *t.b)}


def test_a_withdrawn_player_is_drawn_no_more_and_keeps_his_parties(twelve: Database) -> None:
    before = {row.number: row for row in melee_standings(twelve)}[5]

    withdrawn = withdraw_player(twelve, number=5, who=WHO)

    assert (withdrawn.withdrawn_after, withdrawn.status) == (1, "retiré après le tour 1")
    second = draw_melee_round(twelve, seed=7, who=WHO)
    # Eleven players left: two tables, the three left over exempt as a group.
    assert 5 not in seated(second) and 5 not in second.bye
    assert (len(second.tables), len(second.bye)) == (2, 3)
    assert seated(second) | set(second.bye) == set(range(1, 13)) - {5}
    play_round(twelve, 2)
    rows = {row.number: row for row in melee_standings(twelve)}
    assert rows[5].withdrawn and not rows[4].withdrawn
    assert (rows[5].played, rows[5].won, rows[5].points_for) == (
        before.played, before.won, before.points_for,
    )  # fmt: skip
    assert [row.number for row in melee_standings(twelve)][-1] == 5  # ranked apart, last
    with twelve.session() as session:
        events = session.exec(
            select(models.AuditEvent.message).where(
                models.AuditEvent.action == "melee.player.withdraw"
            )
        ).all()
    assert events == ["Joueur 5 « Joueur Numéro5 » retiré après le tour 1."]


def test_the_withdrawal_is_undone_and_said_when_it_cannot_be(twelve: Database) -> None:
    with pytest.raises(StateError, match="Le joueur 5 n'est pas retiré"):
        reinstate_player(twelve, number=5, who=WHO)
    withdraw_player(twelve, number=5, who=WHO)
    with pytest.raises(StateError, match="Le joueur 5 est déjà retiré"):
        withdraw_player(twelve, number=5, who=WHO)

    back = reinstate_player(twelve, number=5, who=WHO)

    assert (back.withdrawn_after, back.first_round, back.status) == (None, 1, "inscrit")
    second = draw_melee_round(twelve, seed=7, who=WHO)
    assert 5 in seated(second) | set(second.bye)


def test_a_player_withdrawn_after_a_draw_cancelled_is_left_out_of_its_redraw(
    twelve: Database,
) -> None:
    second = draw_melee_round(twelve, seed=7, who=WHO)
    assert 5 in seated(second) | set(second.bye)
    withdraw_player(twelve, number=5, who=WHO)  # after round 2, drawn: his pair plays it

    cancel_melee_draw(twelve, round_number=2, who=WHO)
    again = draw_melee_round(twelve, seed=7, who=WHO)

    assert 5 not in seated(again) | set(again.bye)
    info = {p.number: p for p in melee_players.list_players(twelve)}[5]
    assert info.status == "retiré après le tour 1"
