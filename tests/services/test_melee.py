"""The mêlée through the services: players registered alone, the draw's pairs, individual standings."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterator
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from sqlmodel import col, func, select

from engine import Rules
from tests.conftest import A_WINS, WHO
from tournoi.services import draws, scores
from tournoi.services.awards.palmares import palmares
from tournoi.services.awards.prizes import (
    FilterKind,
    PrizeList,
    RankPrize,
    Reward,
    SpecialPrize,
    TeamFilter,
)
from tournoi.services.draws.melee import (
    cancel_melee_draw,
    draw_melee_round,
    pair_name,
    read_history,
)
from tournoi.services.draws.melee_views import melee_round
from tournoi.services.errors import ServiceError, StateError
from tournoi.services.melee.standings import melee_standings
from tournoi.services.pairing.errors import DuplicateTeamError, EntrantError
from tournoi.services.pairing.melee import (
    MeleeDraw,
    MeleeEntrant,
    MeleeHistory,
    melee_draw,
    pair_key,
)
from tournoi.services.settings import ByeScoring, Format, TournamentSettings
from tournoi.services.teams import fees
from tournoi.services.teams import info as team_info
from tournoi.services.teams import players as melee_players
from tournoi.services.teams import registration as team_service
from tournoi.services.teams.players import MeleePlayerInfo
from tournoi.services.tournament import lifecycle as tournaments
from tournoi.storage import Database, models
from tournoi.storage.errors import DamagedFile


def melee_db(path: Path, players: int, *, rounds: int = 4, clubs: tuple[str, ...] = ()) -> Database:
    settings = TournamentSettings(
        rules=Rules(target=300), rounds=rounds, bye=ByeScoring(), format=Format.MELEE
    )
    db = tournaments.create_tournament(path, name="Mêlée", settings=settings, who=WHO)
    for n in range(1, players + 1):
        club = clubs[n % len(clubs)] if clubs else None
        melee_players.add_player(
            db, player=team_info.PlayerInfo("Joueur", f"Numéro{n}", club=club), who=WHO
        )
    return db


@pytest.fixture
def sixteen(tmp_path: Path) -> Iterator[Database]:
    db = melee_db(tmp_path / "melee.tournoi", 16)
    yield db
    db.close()


def play_round(db: Database, number: int) -> None:
    for table in melee_round(db, round_number=number).tables:
        for donne in A_WINS:
            scores.record_donne(db, round_number=number, table=table.table, donne=donne, who=WHO)


def test_each_pair_is_a_team_of_its_round_whose_seats_are_the_players(sixteen: Database) -> None:
    drawn = draw_melee_round(sixteen, seed=5, who=WHO)
    assert len(drawn.tables) == 4 and drawn.bye == ()
    view = draws.round_view(sixteen, round_number=1)
    for melee_table, table in zip(drawn.tables, view.tables, strict=True):
        assert (table.a.number, table.b.number) == (melee_table.team_a, melee_table.team_b)
        names = [p.surname for p in (*table.a.players, *table.b.players)]
        assert names == [f"Numéro{n}" for n in (*melee_table.a, *melee_table.b)]
        first, second = melee_table.a
        assert table.a.name == f"{first} Numéro{first} – {second} Numéro{second}"
    assert melee_round(sixteen, round_number=1) == drawn


@pytest.mark.parametrize("players", [9, 13])
def test_a_melee_whose_one_player_over_is_exempt_opens_again(tmp_path: Path, players: int) -> None:
    path = tmp_path / "melee.tournoi"
    db = melee_db(path, players)
    drawn = draw_melee_round(db, seed=3, who=WHO)
    db.close()
    assert len(drawn.bye) == 1
    reopened = tournaments.open_tournament(path)
    try:
        assert melee_round(reopened, round_number=1) == drawn
    finally:
        reopened.close()


def test_a_team_of_one_is_refused_unless_it_is_a_melee_player_exempt(tmp_path: Path) -> None:
    path = tmp_path / "melee.tournoi"
    db = melee_db(path, 9)
    draw_melee_round(db, seed=3, who=WHO)
    with db.session() as session:
        pair = session.exec(
            select(models.Player).where(col(models.Player.position) == 2).limit(1)
        ).one()
        session.delete(pair)
        session.commit()
    db.close()
    with pytest.raises(DamagedFile, match="a 1 joueur au lieu de deux"):
        tournaments.open_tournament(path)


def test_standings_give_each_player_his_pairs_results(sixteen: Database) -> None:
    drawn = draw_melee_round(sixteen, seed=1, who=WHO)
    play_round(sixteen, 1)
    rows = {row.number: row for row in melee_standings(sixteen)}
    sheet = scores.sheet(sixteen, round_number=1, table=1)
    won, lost = sheet.totals.a, sheet.totals.b
    for table in drawn.tables:
        for player in table.a:
            assert (rows[player].won, rows[player].points_for, rows[player].points_against) == (
                1, won, lost,
            )  # fmt: skip
        for player in table.b:
            assert (rows[player].won, rows[player].points_for) == (0, lost)
    assert [row.rank for row in melee_standings(sixteen)][:8] == [1] * 8


def test_cancelling_a_draw_takes_its_pairs_away(sixteen: Database) -> None:
    draw_melee_round(sixteen, seed=1, who=WHO)
    with pytest.raises(StateError):
        draw_melee_round(sixteen, who=WHO)  # round 1 not played
    cancel_melee_draw(sixteen, round_number=1, who=WHO)
    with sixteen.session() as session:
        assert session.exec(select(func.count()).select_from(models.Team)).one() == 0
        assert session.exec(select(func.count()).select_from(models.Player)).one() == 0
    again = draw_melee_round(sixteen, seed=1, who=WHO)
    assert [t.team_a for t in again.tables] == [1, 3, 5, 7]


def test_the_next_draw_reads_who_partnered_and_faced_whom(sixteen: Database) -> None:
    drawn = draw_melee_round(sixteen, seed=2, who=WHO)
    play_round(sixteen, 1)
    with sixteen.session() as session:
        history = read_history(session)
    table = drawn.tables[0]
    assert history.meetings.partners[pair_key(*table.a)] == [1]
    assert history.meetings.opponents[pair_key(table.a[0], table.b[1])] == [1]
    second = draw_melee_round(sixteen, seed=2, who=WHO)
    first_pairs = {pair_key(*p) for t in drawn.tables for p in (t.a, t.b)}
    assert first_pairs.isdisjoint(pair_key(*p) for t in second.tables for p in (t.a, t.b))


def test_check_in_leaves_the_absent_out_of_the_first_draw(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "m.tournoi", 10)
    for number in range(1, 9):
        melee_players.set_present(db, number=number, present=True, who=WHO)
    melee_players.set_paid(db, number=3, paid=True, who=WHO)
    drawn = draw_melee_round(db, seed=3, who=WHO)
    assert drawn.withdrawn == (9, 10) and drawn.bye == ()
    assert sorted(p for t in drawn.tables for p in (*t.a, *t.b)) == list(range(1, 9))
    players = {p.number: p for p in melee_players.list_players(db)}
    assert players[3].paid and not players[4].paid and players[9].withdrawn_after == 0
    db.close()


def test_a_late_player_plays_from_the_next_round(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "m.tournoi", 8)
    draw_melee_round(db, seed=3, who=WHO)
    late = melee_players.add_player(
        db, player=team_info.PlayerInfo("Léa", "Tardive"), present=True, who=WHO
    )
    assert (late.number, late.first_round) == (9, 2)
    play_round(db, 1)
    second = draw_melee_round(db, seed=3, who=WHO)
    assert 9 in second.bye or any(9 in (*t.a, *t.b) for t in second.tables)
    db.close()


def test_registration_refuses_a_taken_number_or_licence_and_a_doublettes_tournament(
    sixteen: Database, tournament: object
) -> None:
    with pytest.raises(ServiceError, match="Le numéro 3 est déjà celui de Joueur Numéro3"):
        melee_players.add_player(sixteen, player=team_info.PlayerInfo("A", "B"), number=3, who=WHO)
    melee_players.add_player(sixteen, player=team_info.PlayerInfo("A", "B", licence="X1"), who=WHO)
    with pytest.raises(ServiceError, match="La licence X1 est déjà celle de A B"):
        melee_players.add_player(
            sixteen, player=team_info.PlayerInfo("C", "D", licence="X1"), who=WHO
        )
    assert callable(tournament)
    doublettes = tournament()
    with pytest.raises(StateError, match="Ce tournoi se joue en doublettes"):
        melee_players.add_player(doublettes, player=team_info.PlayerInfo("A", "B"), who=WHO)
    with pytest.raises(StateError, match="doublettes"):
        draw_melee_round(doublettes, who=WHO)


def test_an_exempt_group_scores_the_bye_for_each_of_its_players(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "m.tournoi", 11)
    drawn = draw_melee_round(db, seed=4, who=WHO)
    assert len(drawn.bye) == 3 and drawn.bye_note is not None
    assert drawn.bye_note.startswith("Exempts : 11 joueurs, 8 à table")
    rows = {row.number: row for row in melee_standings(db)}
    for player in drawn.bye:
        assert (rows[player].byes, rows[player].won, rows[player].points_for) == (1, 1, 150)
    with db.session() as session:
        exempt = session.exec(
            select(models.Team).where(col(models.Team.name) == "Exempts du tour 1")
        ).one()
        assert exempt.number == 5
    db.close()


# The draw alone (pure)


def history_of(draws_made: list[MeleeDraw]) -> MeleeHistory:
    partners: dict[tuple[int, int], list[int]] = {}
    opponents: dict[tuple[int, int], list[int]] = {}
    for number, drawn in enumerate(draws_made, start=1):
        for t in drawn.tables:
            for pair in (t.a, t.b):
                partners.setdefault(pair, []).append(number)
            for x in t.a:
                for y in t.b:
                    opponents.setdefault(pair_key(x, y), []).append(number)
    return MeleeHistory(partners=partners, opponents=opponents)


@settings(max_examples=10, deadline=None)
@given(seed=st.integers(0, 2**31 - 1), extra=st.integers(0, 3))
def test_16_players_never_partner_twice_in_4_rounds_and_byes_go_round(
    seed: int, extra: int
) -> None:
    players = 16 + extra
    made: list[MeleeDraw] = []
    byes: Counter[int] = Counter()
    for _ in range(4):
        entrants = [MeleeEntrant(number=n, byes=byes[n]) for n in range(1, players + 1)]
        drawn = melee_draw(players=entrants, history=history_of(made), seed=seed)
        seated = [p for t in drawn.tables for p in (*t.a, *t.b)]
        assert sorted([*seated, *drawn.bye]) == list(range(1, players + 1))
        assert len(drawn.bye) == extra and drawn.repeated_partners == 0
        byes.update(drawn.bye)
        made.append(drawn)
    partners = Counter(pair for d in made for t in d.tables for pair in (t.a, t.b))
    assert max(partners.values()) == 1
    assert max(byes.values(), default=1) == 1, "nobody exempt twice in 4 rounds of 4 or fewer"


def _met_again(made: list[MeleeDraw]) -> int:
    """Former partners now opponents and former opponents now partners, over a concours."""
    again = 0
    for number, drawn in enumerate(made):
        before = history_of(made[:number])
        for t in drawn.tables:
            again += sum(pair in before.opponents for pair in (t.a, t.b))
            again += sum(pair_key(x, y) in before.partners for x in t.a for y in t.b)
    return again


def test_the_draw_looks_ahead_so_that_16_players_meet_nobody_twice_over_4_rounds() -> None:
    # Drawn one round at a time, these five concours seated a former partner or opponent again
    # (roles swapped) 16 times; each round now keeps the seating that leaves the next ones best.
    again = 0
    for seed in range(1, 6):
        entrants = [MeleeEntrant(number=n) for n in range(1, 17)]
        made: list[MeleeDraw] = []
        for number in range(1, 5):
            history, left = history_of(made), 4 - number
            drawn = melee_draw(
                players=entrants, history=history, seed=seed * 100 + number, rounds_left=left
            )
            made.append(drawn)
        assert sum(d.repeated_partners + d.repeated_opponents for d in made) == 0
        again += _met_again(made)
    assert again <= 4


def test_the_same_seed_gives_the_same_draw_and_notes_say_why() -> None:
    entrants = [MeleeEntrant(number=n) for n in range(1, 9)]
    first = melee_draw(players=entrants, history=MeleeHistory(), seed=11)
    assert melee_draw(players=entrants, history=MeleeHistory(), seed=11) == first
    assert {t.note for t in first.tables} == {"Tirés au sort : équipiers et adversaires nouveaux."}
    # Eight players, seven rounds: by the seventh, opponents repeat, and the notes say which.
    made = [first]
    for _ in range(6):
        made.append(melee_draw(players=entrants, history=history_of(made), seed=11))
    assert sum(d.repeated_partners for d in made) == 0
    assert any("déjà adversaires" in t.note for t in made[-1].tables)


def test_clubs_are_kept_apart_when_the_option_is_on() -> None:
    entrants = [MeleeEntrant(number=n, club=("Rennes", "Brest")[n % 2]) for n in range(1, 9)]
    kept = melee_draw(players=entrants, history=MeleeHistory(), seed=1, avoid_clubs=True)
    # Four of each club at two tables of four: two clubmates at least per table.
    assert kept.clubmates == 4
    loose = [melee_draw(players=entrants, history=MeleeHistory(), seed=s).tables for s in range(20)]
    assert any(
        sum(
            (entrants[x - 1].club == entrants[y - 1].club)
            for t in tables
            for x, y in ((t.a[0], t.a[1]), (t.b[0], t.b[1]))
        )
        > 2
        for tables in loose
    )


def test_the_draw_refuses_too_few_or_twice_the_same_player() -> None:
    with pytest.raises(EntrantError, match="au moins quatre joueurs"):
        melee_draw(
            players=[MeleeEntrant(number=n) for n in (1, 2, 3)], history=MeleeHistory(), seed=1
        )
    with pytest.raises(DuplicateTeamError, match="Joueur 2 donné deux fois"):
        melee_draw(
            players=[MeleeEntrant(number=n) for n in (1, 2, 2, 3, 4)],
            history=MeleeHistory(),
            seed=1,
        )


def test_prizes_and_palmares_go_to_players(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "m.tournoi", 8, clubs=("Rennes", "Brest"))
    drawn = draw_melee_round(db, seed=6, who=WHO)
    play_round(db, 1)
    winners = {p for t in drawn.tables for p in t.a}
    prize_list = PrizeList(
        ranks=(RankPrize(first=1, last=4, reward=Reward(amount_cents=1000)),),
        specials=(
            SpecialPrize(
                name="Meilleur joueur de Brest",
                filter=TeamFilter(kind=FilterKind.SAME_CLUB, value="Brest"),
                reward=Reward(item="un jambon"),
            ),
        ),
    )
    found = palmares(db, prizes=prize_list)
    assert len(found.lines) == 8
    assert {line.number for line in found.lines if line.prize == "10\u00a0€"} == winners
    special = next(line for line in found.lines if line.special)
    assert special.number not in winners and special.number % 2 == 1  # odd numbers: Brest
    assert special.players == (f"Joueur Numéro{special.number}",)
    db.close()


def test_the_cash_sheet_of_a_melee_counts_one_fee_per_player(tmp_path: Path) -> None:
    db = melee_db(tmp_path / "m.tournoi", 6)
    fees.set_fee(db, fee=fees.FeeSettings(amount_cents=500, basis=fees.FeeBasis.TEAM), who=WHO)
    for number in (1, 2, 5):
        melee_players.set_paid(db, number=number, paid=True, who=WHO)
    cash = fees.cash_summary(db)
    assert [line.number for line in cash.lines] == [1, 2, 3, 4, 5, 6]
    assert (cash.received_cents, cash.due_cents, cash.owing_teams) == (1500, 1500, 3)
    assert cash.lines[0].name == "Joueur Numéro1"
    db.close()


def test_a_melee_is_never_drawn_as_teams(sixteen: Database) -> None:
    with pytest.raises(StateError, match="Ce concours se joue à la mêlée"):
        draws.draw_round(sixteen, method=draws.DrawMethod.SWISS, who=WHO)
    with pytest.raises(StateError, match="Ce concours se joue à la mêlée"):
        team_service.add_team(
            sixteen, players=[team_info.PlayerInfo("A", "B"), team_info.PlayerInfo("C", "D")],
            who=WHO,
        )  # fmt: skip


def test_a_pair_is_named_after_its_players_numbers_and_surnames_within_a_team_s_length() -> None:
    def player(number: int, surname: str) -> MeleePlayerInfo:
        return MeleePlayerInfo(
            number=number, first_name="A", surname=surname, club=None, licence=None,
            first_round=1, withdrawn_after=None, checked_in=False, paid=False,
        )  # fmt: skip

    assert pair_name([player(12, "Martin"), player(34, "Petit")]) == "12 Martin – 34 Petit"
    long = [player(1234, "L" * 40), player(5678, "M" * 40)]
    assert pair_name(long) == "1234 – 5678"
