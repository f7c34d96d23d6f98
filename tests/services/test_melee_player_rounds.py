"""A mêlée player's rounds: his partner, his opponents, his table, his pair's marks and result."""

from __future__ import annotations

from pathlib import Path

import pytest

from engine import PerTeam, Rules
from tests.conftest import WHO
from tournoi.services import scores
from tournoi.services.draws.melee import draw_melee_round
from tournoi.services.errors import NotFoundError, StateError
from tournoi.services.melee.player_rounds import Seat, player_rounds
from tournoi.services.ranking import Outcome
from tournoi.services.settings import ByeScoring, Format, TournamentSettings
from tournoi.services.teams import players as melee_players
from tournoi.services.teams.info import PlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database


def melee(path: Path, players: int) -> Database:
    settings = TournamentSettings(
        rules=Rules(target=1000), rounds=3, bye=ByeScoring(), format=Format.MELEE
    )
    db = tournaments.create_tournament(path, name="Mêlée", settings=settings, who=WHO)
    for n in range(1, players + 1):
        melee_players.add_player(db, player=PlayerInfo("Joueur", f"Nom{n}"), who=WHO)
    return db


def test_each_round_names_his_partner_his_opponents_and_his_pair_s_marks(tmp_path: Path) -> None:
    db = melee(tmp_path / "m.tournoi", 9)
    first = draw_melee_round(db, seed=3, who=WHO)
    table = first.tables[0]
    scores.record_totals(db, round_number=1, table=table.table, totals=PerTeam(1010, 640), who=WHO)
    me, partner = table.a
    exempt = first.bye[0]

    lines = player_rounds(db, number=me)
    assert [(line.round, line.table) for line in lines] == [(1, table.table)]
    line = lines[0]
    assert line.partner == Seat(number=partner, name=f"Joueur Nom{partner}")
    assert [seat.number for seat in line.opponents] == list(table.b)
    assert (line.marks_for, line.marks_against, line.outcome) == (1010, 640, Outcome.WIN)
    loser = player_rounds(db, number=table.b[1])[0]
    assert (loser.marks_for, loser.marks_against, loser.outcome) == (640, 1010, Outcome.LOSS)
    assert [seat.number for seat in loser.opponents] == list(table.a)
    waiting = player_rounds(db, number=first.tables[1].a[0])[0]
    assert (waiting.marks_for, waiting.outcome) == (None, None)

    bye = player_rounds(db, number=exempt)[0]
    assert (bye.table, bye.partner, bye.opponents, bye.outcome) == (None, None, (), Outcome.BYE)

    other = first.tables[1].table
    scores.record_totals(db, round_number=1, table=other, totals=PerTeam(500, 1000), who=WHO)
    second = draw_melee_round(db, seed=5, who=WHO)
    seated = {p: t.table for t in second.tables for p in (*t.a, *t.b)}
    assert [(line.round, line.table) for line in player_rounds(db, number=me)] == [
        (1, table.table),
        (2, seated.get(me)),
    ]
    db.close()


def test_a_number_nobody_has_and_a_doublettes_tournament_are_refused(tmp_path: Path) -> None:
    db = melee(tmp_path / "m.tournoi", 8)
    with pytest.raises(NotFoundError, match="Aucun joueur n° 40"):
        player_rounds(db, number=40)
    db.close()
    settings = TournamentSettings(rules=Rules(target=1000), rounds=3)
    doublettes = tournaments.create_tournament(
        tmp_path / "d.tournoi", name="D", settings=settings, who=WHO
    )
    with pytest.raises(StateError, match="doublettes"):
        player_rounds(doublettes, number=1)
    doublettes.close()
