"""A partie: running totals, the litige held over, and the end of the partie (§10.4 / §10.3)."""

import pytest

from engine.cards import Trump
from engine.donne import CAPOT, Coinche, Donne, PerTeam, Team
from engine.errors import PartieOverError, PointsError
from engine.partie import Partie, SheetError
from engine.rules import Counting, Rules, Tie, Variant

A, B = Team.A, Team.B


def contree(taker: Team, contract: int | str, points: int, **kw: object) -> Donne:
    return Donne(taker=taker, contract=contract, trump=Trump.PIQUE, points=points, **kw)  # type: ignore[arg-type]


def classique(taker: Team, points: int, **kw: object) -> Donne:
    return Donne(taker=taker, trump=Trump.COEUR, points=points, **kw)  # type: ignore[arg-type]


# Team A reaches 1880 and team B 100 (points faits): 500 x 3, 160 x 2, then 60.
TO_1880 = [
    contree(A, CAPOT, 252, capot=A),
    contree(A, CAPOT, 252, capot=A),
    contree(A, CAPOT, 252, capot=A),
    contree(B, 80, 60),
    contree(B, 80, 70),
    contree(B, 80, 102),
]


def test_ffb_example_1_points_faits() -> None:
    """§10.4 example 1: 1880 + 117 rounded to 120 reaches 2000 and wins."""
    partie = Partie(Rules(target=2000), TO_1880)
    assert partie.totals == PerTeam(1880, 100)
    assert not partie.is_over
    partie.add(contree(A, 110, 117))
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(2000, 150), A, 7)


def test_ffb_example_2_faits_et_demandes() -> None:
    """§10.4 example 2: 1770 + 120 + 110 reaches 2000 and wins."""
    rules = Rules(counting=Counting.FAITS_ET_DEMANDES, target=2000)
    # 500 + 500 + 500, then B falls on 110: 160 + 110.
    donnes = [contree(A, CAPOT, 252, capot=A)] * 3 + [contree(B, 110, 60)]
    partie = Partie(rules, donnes)
    assert partie.totals == PerTeam(1770, 0)
    partie.add(contree(A, 110, 117))
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(2000, 50), A, 5)


def test_both_over_on_the_same_donne_the_higher_wins() -> None:
    partie = Partie(Rules(target=300), [contree(A, 80, 102), contree(B, 80, 102)])
    assert partie.totals == PerTeam(160, 160)
    partie.add(contree(A, 80, 82))  # A 80 -> 240 ; B 80 -> 240
    partie.add(contree(B, 80, 92))  # B 90 -> 330 ; A 70 -> 310: both over, B higher
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(310, 330), B, 4)


def test_equal_totals_over_the_target_play_on() -> None:
    partie = Partie(Rules(target=150), [contree(A, 80, 81)])  # 80 / 80
    partie.add(contree(A, 80, 81))  # 160 / 160: both over, equal
    assert not partie.is_over
    partie.add(Donne())  # a donne blanche changes nothing
    assert not partie.is_over
    partie.add(contree(B, 80, 81))
    assert not partie.is_over  # 240 / 240 again
    partie.add(contree(B, 90, 100))
    assert (partie.winner, partie.ended_after) == (B, 5)


def test_a_donne_after_the_end_is_refused() -> None:
    partie = Partie(Rules(target=100), [contree(A, 80, 117)])
    assert partie.winner is A
    with pytest.raises(PartieOverError) as error:
        partie.add(contree(A, 80, 117))
    assert "donne 1" in error.value.message and "§10.4" in error.value.message
    assert len(partie.scores) == 1


def test_sheet_errors_name_the_donne() -> None:
    with pytest.raises(SheetError) as error:
        Partie(Rules(), [contree(A, 80, 100), contree(A, 80, 161)])
    assert error.value.donne == 2
    assert isinstance(error.value.cause, PointsError)
    assert str(error.value).startswith("Donne 2 : 161 points")


def test_running_totals() -> None:
    partie = Partie(Rules(), [contree(A, 80, 117), Donne(), contree(B, 100, 60)])
    assert partie.running_totals == (PerTeam(120, 50), PerTeam(120, 50), PerTeam(280, 50))


def test_fixed_number_of_donnes() -> None:
    rules = Rules(donnes=2)
    partie = Partie(rules, [contree(A, 80, 117)])
    assert not partie.is_over
    partie.add(contree(B, 80, 117))
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(170, 170), None, 2)
    with pytest.raises(PartieOverError):
        partie.add(Donne())
    won = Partie(rules, [contree(A, 80, 117), contree(A, 80, 117)])
    assert (won.winner, won.ended_after) == (A, 2)


def test_fixed_number_of_donnes_with_an_extra_donne_on_a_tie() -> None:
    rules = Rules(donnes=2, tie=Tie.EXTRA_DONNE)
    partie = Partie(rules, [contree(A, 80, 117), contree(B, 80, 117)])
    assert not partie.is_over
    partie.add(Donne())
    assert not partie.is_over
    partie.add(contree(B, 80, 90))
    assert (partie.winner, partie.ended_after) == (B, 4)


CLASSIQUE = Rules(variant=Variant.CLASSIQUE)


def test_classique_litige_goes_to_the_winner_of_the_next_donne() -> None:
    partie = Partie(CLASSIQUE, [classique(A, 81)])
    assert (partie.totals, partie.held_over) == (PerTeam(0, 81), 81)
    partie.add(Donne())  # a donne blanche does not use it
    assert partie.held_over == 81
    score = partie.add(classique(B, 100))  # made by B: B takes the 81
    assert score.marks == PerTeam(62, 181)
    assert (partie.totals, partie.held_over) == (PerTeam(62, 262), 0)


def test_classique_litige_goes_to_the_defence_when_the_next_donne_falls() -> None:
    partie = Partie(CLASSIQUE, [classique(A, 81), classique(A, 70)])
    assert partie.scores[1].marks == PerTeam(0, 162 + 81)


def test_classique_litige_after_litige() -> None:
    """The second litige's defence takes the first held-over total; the new one waits."""
    partie = Partie(CLASSIQUE, [classique(A, 81), classique(A, 81)])
    assert partie.scores[1].marks == PerTeam(0, 81 + 81)
    assert partie.held_over == 81
    partie.add(classique(B, 90))
    assert partie.scores[2].marks == PerTeam(72, 90 + 81)
    assert partie.totals == PerTeam(72, 81 + 162 + 171)


def test_classique_litige_still_waiting_at_the_end_is_not_scored() -> None:
    partie = Partie(
        Rules(variant=Variant.CLASSIQUE, donnes=2), [classique(A, 100), classique(B, 81)]
    )
    assert partie.is_over
    assert partie.totals == PerTeam(100 + 81, 62)
    assert partie.held_over == 81


def test_classique_belote_alone_cannot_reach_the_target() -> None:
    """§10.3: a team that fell and reaches the target with its belote needs one more trick."""
    rules = Rules(variant=Variant.CLASSIQUE, target=300)
    partie = Partie(rules, [classique(A, 150), classique(A, 140)])  # A 290, B 34
    assert partie.totals == PerTeam(290, 34)
    partie.add(classique(A, 60, belotes=PerTeam(1, 0)))  # A falls: 20 -> 310
    assert partie.totals == PerTeam(310, 196)
    assert not partie.is_over
    partie.add(classique(B, 92))  # A makes 70 points as the defence: it wins now
    assert (partie.winner, partie.ended_after) == (A, 4)


def test_classique_capot_team_with_belote_cannot_win_on_it() -> None:
    rules = Rules(variant=Variant.CLASSIQUE, target=100)
    partie = Partie(rules, [classique(A, 100)])  # A 100 -> wins at once
    assert partie.winner is A
    partie = Partie(rules, [classique(A, 90)])  # A 90, B 72
    partie.add(classique(A, 252, capot=A, belotes=PerTeam(0, 1)))  # B: 20 of belote only
    assert (partie.totals, partie.winner) == (PerTeam(342, 92), A)
    partie = Partie(rules, [classique(B, 90)])  # A 72, B 90
    partie.add(classique(B, 0, capot=A, belotes=PerTeam(0, 1)))  # B fell, capot: belote only
    assert partie.totals == PerTeam(72 + 252, 110)
    assert (partie.winner, partie.ended_after) == (A, 2)


def test_contree_contre_capot_example_in_a_partie() -> None:
    rules = Rules(counting=Counting.FAITS_ET_DEMANDES, target=2000)
    partie = Partie(
        rules,
        [contree(A, 160, 252, capot=A, coinche=Coinche.CONTRE, belotes=PerTeam(1, 0))],
    )
    assert partie.totals == PerTeam(320 + 100 + 320 + 20, 0)
