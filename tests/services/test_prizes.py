"""The prize list and the palmarès: rank ranges, ties, special prizes, withdrawals, refusals."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import pytest
from sqlmodel import col, select

from tests.conftest import WHO
from tests.services.test_draws import finish_round
from tournoi.services import draws
from tournoi.services.awards import palmares as palmares_service
from tournoi.services.awards import prizes
from tournoi.services.awards.palmares import Palmares
from tournoi.services.awards.prizes import (
    FilterKind,
    PrizeError,
    PrizeList,
    RankPrize,
    Reward,
    SpecialPrize,
    TeamFilter,
)
from tournoi.services.draws import DrawMethod
from tournoi.services.errors import StateError
from tournoi.services.teams import registration as teams
from tournoi.services.teams.info import PlayerInfo
from tournoi.storage import Database, models

NBSP = "\u00a0"
CLUBS: dict[int, tuple[tuple[str | None, str | None], tuple[str | None, str | None]]] = {
    1: (("Vitré", "35-001"), ("Vitré", "35-002")),
    4: (("VITRE", None), ("Rennes", None)),
    5: (("Rennes", "35-005"), ("Rennes", "35-006")),
    8: (("Vitré", "35-007"), ("Fougères", "35-008")),
    7: ((None, "22-001"), (None, "22-002")),
}
"""Club and licence of each player; the other teams have neither."""


def players(number: int) -> list[PlayerInfo]:
    (club_1, licence_1), (club_2, licence_2) = CLUBS.get(number, ((None, None), (None, None)))
    return [
        PlayerInfo("Jean", f"Martin{number}", club=club_1, licence=licence_1),
        PlayerInfo("Paul", f"Durand{number}", club=club_2, licence=licence_2),
    ]


def rank_prize(first: int, last: int, amount: int | None = None, item: str = "") -> RankPrize:
    return RankPrize(first=first, last=last, reward=Reward(amount_cents=amount, item=item))


def special(name: str, kind: FilterKind, value: str = "", amount: int = 1000) -> SpecialPrize:
    return SpecialPrize(
        name=name, filter=TeamFilter(kind=kind, value=value), reward=Reward(amount_cents=amount)
    )


PRIZES = PrizeList(
    ranks=(
        rank_prize(1, 1, item="2 jambons"),
        rank_prize(2, 3, amount=2000),
        rank_prize(4, 4, amount=1000),
    ),
    specials=(
        special("Première équipe de Vitré", FilterKind.CLUB, "vitre"),
        special("Première équipe 100 % Rennes", FilterKind.SAME_CLUB, "Rennes"),
        special("Licenciés d'Ille-et-Vilaine", FilterKind.LICENCE, "35"),
        special("Première équipe sans licence", FilterKind.UNLICENSED),
        special("Club de Paris", FilterKind.CLUB, "Paris"),
    ),
)


@pytest.fixture
def played(tournament: Callable[..., Database]) -> Database:
    """Eight teams after round 1: 7 first; 1, 2, 3 second ex aequo; 4, 5, 6 fifth; 8 last."""
    db = tournament(teams=8, rounds=3, players=players)
    view = draws.draw_round(db, method=DrawMethod.RANDOM, seed=7, who=WHO)
    assert [(t.table, t.a.number, t.b.number) for t in view.tables] == [
        (1, 7, 8), (2, 3, 5), (3, 1, 4), (4, 2, 6),
    ]  # fmt: skip
    finish_round(db, 1)
    return db


def won(palmares: Palmares) -> list[tuple[int, int, str, str]]:
    return [(line.rank, line.number, line.title, line.prize) for line in palmares.awarded]


def test_rank_prizes_then_specials_to_the_first_team_not_awarded(played: Database) -> None:
    prizes.replace_prizes(played, prizes=PRIZES, who=WHO)
    palmares = palmares_service.palmares(played)
    assert palmares.after_round == 1
    assert palmares.title == "Palmarès après la 1re partie"
    ten, twenty = f"10{NBSP}€", f"20{NBSP}€"
    assert won(palmares) == [
        (1, 7, "1er", "2 jambons"),
        # Three teams share the 2nd rank: the two prizes of « 2e à 3e » go to the first two
        # in the standings' order, the third gets the 4th place's prize; the palmarès says so.
        (2, 1, "2e à 3e", twenty),
        (2, 2, "2e à 3e", twenty),
        (2, 3, "4e", ten),
        # team 1 (Vitré) has a prize already: the Vitré prize goes to team 4 (« VITRE »)
        (5, 4, "Première équipe de Vitré", ten),
        (5, 5, "Première équipe 100 % Rennes", ten),
        (5, 6, "Première équipe sans licence", ten),
        (8, 8, "Licenciés d'Ille-et-Vilaine", ten),
    ]
    assert palmares.split_ties == ((2, (1, 2, 3)),)
    assert palmares.unawarded == ("Club de Paris",)
    assert palmares.lines[1].players == ("Jean Martin1", "Paul Durand1")
    assert palmares.lines[1].clubs == "Vitré"


def test_a_withdrawn_team_wins_nothing(played: Database) -> None:
    prizes.replace_prizes(played, prizes=PRIZES, who=WHO)
    teams.withdraw_team(played, number=2, who=WHO)
    palmares = palmares_service.palmares(played)
    # Team 2, withdrawn, is ranked after every active team: 7 first, 1 and 3 for « 2e à 3e », 4 fourth.
    assert won(palmares)[:4] == [
        (1, 7, "1er", "2 jambons"),
        (2, 1, "2e à 3e", f"20{NBSP}€"),
        (2, 3, "2e à 3e", f"20{NBSP}€"),
        (4, 4, "4e", f"10{NBSP}€"),
    ]
    assert next(line for line in palmares.lines if line.number == 2).prize == ""
    assert palmares.split_ties == ((4, (4, 5, 6)),)


def test_the_palmares_of_a_list_being_edited(played: Database) -> None:
    edited = PrizeList(ranks=(rank_prize(1, 8, amount=500), rank_prize(9, 10, item="cidre")))
    palmares = palmares_service.palmares(played, prizes=edited)
    assert len(palmares.awarded) == 8
    assert palmares.split_ties == ()
    assert palmares.unawarded == ("9e à 10e",)
    assert prizes.get_prizes(played) == PrizeList()


def test_the_palmares_after_a_given_round_and_the_last(
    tournament: Callable[..., Database],
) -> None:
    db = tournament(teams=4, rounds=2)
    draws.draw_round(db, method=DrawMethod.RANDOM, seed=1, who=WHO)
    with pytest.raises(StateError) as refused:
        palmares_service.palmares(db)
    assert str(refused.value) == (
        "Aucune partie n'est terminée : le palmarès se fait après une partie."
    )
    finish_round(db, 1)
    draws.draw_round(db, method=DrawMethod.SWISS, who=WHO)
    assert palmares_service.palmares(db).after_round == 1
    with pytest.raises(StateError) as refused:
        palmares_service.palmares(db, after_round=2)
    assert str(refused.value) == (
        "Le tour 2 n'est pas terminé : le palmarès se fait après une partie terminée "
        "(la dernière est la 1re)."
    )
    finish_round(db, 2)
    assert palmares_service.palmares(db).title == "Palmarès après la 2e et dernière partie"
    assert palmares_service.palmares(db, after_round=1).title == "Palmarès après la 1re partie"


def test_the_list_is_stored_in_its_order_and_audited(played: Database) -> None:
    prizes.replace_prizes(played, prizes=PRIZES, who=WHO)
    assert prizes.get_prizes(played) == PRIZES
    with played.session() as session:
        rows = session.exec(select(models.Prize).order_by(col(models.Prize.position))).all()
        event = session.exec(
            select(models.AuditEvent).where(models.AuditEvent.action == "settings.prizes")
        ).one()
    assert [(r.first_rank, r.last_rank, r.amount_cents, r.item) for r in rows[:3]] == [
        (1, 1, None, "2 jambons"), (2, 3, 2000, ""), (4, 4, 1000, ""),
    ]  # fmt: skip
    assert [(r.special, r.filter_kind, r.filter_value) for r in rows[3:5]] == [
        ("Première équipe de Vitré", "club", "vitre"),
        ("Première équipe 100 % Rennes", "same_club", "Rennes"),
    ]
    assert event.message == "Liste des lots : 3 lots de classement, 5 prix spéciaux."
    prizes.replace_prizes(played, prizes=PrizeList(), who=WHO)
    assert prizes.get_prizes(played) == PrizeList()


refuse = partial(pytest.raises, PrizeError)


def test_overlapping_ranges_are_refused() -> None:
    with refuse() as refused:
        PrizeList(ranks=(rank_prize(1, 4, amount=100), rank_prize(3, 3, item="jambon")))
    assert str(refused.value) == (
        "Les lots « 1er à 4e » et « 3e » se chevauchent : un rang n'a qu'un lot."
    )


def test_bad_ranks_are_refused() -> None:
    with refuse() as refused:
        rank_prize(0, 2, amount=100)
    assert str(refused.value) == "Lot du rang 0 : les rangs commencent à 1."
    with refuse() as refused:
        rank_prize(5, 3, amount=100)
    assert str(refused.value) == "Lot du 5e au 3e : le dernier rang est avant le premier."


def test_a_prize_needs_an_amount_or_an_item() -> None:
    with refuse() as refused:
        rank_prize(2, 2, item="  ")
    assert str(refused.value) == "Lot « 2e » : indiquez un montant ou un objet."
    with refuse() as refused:
        rank_prize(1, 1, amount=-2000)
    assert str(refused.value) == f"Lot « 1er » : montant -20{NBSP}€ négatif."


def test_a_special_prize_needs_a_name_and_its_filter_value() -> None:
    with refuse() as refused:
        special(" ", FilterKind.UNLICENSED)
    assert str(refused.value) == (
        "Prix spécial sans nom : donnez-lui un nom (« Première équipe du club »)."
    )
    with refuse() as refused:
        special("Premier club local", FilterKind.SAME_CLUB, "")
    assert str(refused.value) == (
        "Prix spécial « Premier club local » : indiquez la valeur du filtre "
        "(les deux joueurs du club)."
    )


def test_rewards_in_words() -> None:
    assert Reward(amount_cents=2000, item="un jambon").french == f"20{NBSP}€ + un jambon"
    assert Reward(item="une bouteille").french == "une bouteille"
    assert Reward(amount_cents=1550).french == f"15,50{NBSP}€"
