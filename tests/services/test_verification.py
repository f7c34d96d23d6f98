"""Checking a partie against the paper score sheet: totals, suspects, addition slips."""

from dataclasses import replace

import pytest

from engine import (
    FFB_CLASSIQUE,
    FFB_CONTREE,
    Coinche,
    Contract,
    Donne,
    Partie,
    PerTeam,
    Rules,
    SheetError,
    Team,
    Trump,
    Variant,
)
from engine.notation import parse_donne
from tournoi.services.verification import Explains, PaperTotalsError, verify_partie

A, B = Team.A, Team.B
NO_BELOTE = PerTeam(0, 0)


def contree(
    taker: Team,
    contract: Contract,
    trump: Trump,
    points: int,
    *,
    belotes: PerTeam[int] = NO_BELOTE,
    coinche: Coinche = Coinche.NONE,
) -> Donne:
    return Donne(
        taker=taker,
        contract=contract,
        trump=trump,
        points=points,
        belotes=belotes,
        coinche=coinche,
    )


def classique(
    taker: Team, trump: Trump, points: int, *, belotes: PerTeam[int] = NO_BELOTE
) -> Donne:
    return Donne(taker=taker, trump=trump, points=points, belotes=belotes)


# Six donnes of contrée (FFB: points faits, rounding), marks worked out by hand.
SHEET = [
    contree(A, 80, Trump.PIQUE, 102),  # A 100, B 60
    contree(B, 100, Trump.COEUR, 110, belotes=PerTeam(0, 1)),  # B 110 + 20, A 50
    contree(A, 90, Trump.CARREAU, 95, belotes=PerTeam(1, 0)),  # A 100 + 20, B 70
    contree(B, 120, Trump.TREFLE, 125),  # B 130, A 40
    contree(A, 110, Trump.PIQUE, 80),  # A falls: B 160
    contree(B, 80, Trump.COEUR, 92),  # B 90, A 70
]
SHEET_TOTALS = PerTeam(380, 640)


def test_the_sheet_totals_are_the_ones_worked_out_by_hand() -> None:
    assert Partie(FFB_CONTREE, SHEET).totals == SHEET_TOTALS


def test_matching_totals() -> None:
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(380, 640))
    assert check.matches
    assert check.suspects == ()
    assert check.difference == PerTeam(0, 0)
    assert check.computed == check.paper == SHEET_TOTALS
    assert check.message == "Les totaux de la feuille (380 – 640) sont bien les totaux calculés."


def test_belote_on_the_wrong_team() -> None:
    # On paper the belote of donne 3 is B's: A 100, B 70 + 20.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(360, 660))
    assert not check.matches
    assert check.difference == PerTeam(-20, 20)
    first = check.suspects[0]
    assert first.donne == 3
    assert first.explains is Explains.BOTH
    assert first.reason == (
        "Donne 3 : si la belote était à l'équipe B et non à l'équipe A, "
        "les totaux seraient ceux de la feuille (360 – 660)."
    )
    assert check.message.startswith(
        "Les totaux de la feuille (360 – 660) diffèrent des totaux calculés (380 – 640) : "
        "écart −20 pour A, +20 pour B."
    )
    assert first.reason in check.message


def test_forgotten_contre() -> None:
    # Donne 4 contré on paper: B made it, 320 ; A 0.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(340, 830))
    first = check.suspects[0]
    assert (first.donne, first.explains) == (4, Explains.BOTH)
    assert "si le contrat était contré," in first.reason
    assert [s for s in check.suspects if s.explains is not Explains.BOTH] == []


def test_added_surcontre() -> None:
    donnes = [*SHEET[:3], replace(SHEET[3], coinche=Coinche.SURCONTRE), *SHEET[4:]]
    # Entered surcontré (B 640), but only contré on paper (B 320).
    check = verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(340, 830))
    assert check.suspects[0].donne == 4
    assert "contré et non surcontré" in check.suspects[0].reason


def test_points_written_as_the_defence_points() -> None:
    # Entered with the defence's 60 points: A falls (B 160). The paper has A's 102.
    entered = [replace(SHEET[0], points=60), *SHEET[1:]]
    check = verify_partie(rules=FFB_CONTREE, donnes=entered, paper=SHEET_TOTALS)
    assert check.computed == PerTeam(280, 740)
    first = check.suspects[0]
    assert (first.donne, first.explains) == (1, Explains.BOTH)
    assert "avaient 102 points et non 60" in first.reason
    assert "(le contrat serait alors réussi)" in first.reason


def test_donne_missing_from_the_paper() -> None:
    # Donne 5 (A 0, B 160) is not on the paper.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(380, 480))
    # "B's 160 forgotten in the addition" is the same thing said twice: one suspect only.
    assert len(check.suspects) == 1
    suspect = check.suspects[0]
    assert (suspect.donne, suspect.explains) == (5, Explains.BOTH)
    assert "si elle manquait sur la feuille" in suspect.reason


def test_donne_written_twice() -> None:
    # Donne 2's line (A 50, B 130) counted twice.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(430, 770))
    assert [s.donne for s in check.suspects] == [2]
    assert "(50 – 130) avait été comptée deux fois" in check.suspects[0].reason


def test_contract_misread() -> None:
    # Donne 4 at 130 instead of 120: 125 points fall, A marks 160.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(500, 510))
    # 140 instead of 120, or the defence's 37 points noted for B's, fall just the same.
    assert {s.donne for s in check.suspects} == {4}
    reasons = [s.reason for s in check.suspects]
    assert any("avaient 37 points et non 125" in reason for reason in reasons)
    assert any("si le contrat était 140 et non 120" in reason for reason in reasons)
    assert any(
        "si le contrat était 130 et non 120 (le contrat serait alors chuté)" in reason
        for reason in reasons
    )


def test_capot_forgotten() -> None:
    entered = [contree(A, 100, Trump.PIQUE, 162), contree(B, 80, Trump.COEUR, 92)]
    # 160 + 0, then B 90, A 70. With the capot: 250 (252 rounded) for A.
    check = verify_partie(rules=FFB_CONTREE, donnes=entered, paper=PerTeam(320, 90))
    assert check.computed == PerTeam(230, 90)
    assert check.suspects[0].donne == 1
    assert "si les preneurs (équipe A) avaient fait capot" in check.suspects[0].reason


# Classique (FFB: au point près), with a litige held over.
LITIGE_SHEET = [
    classique(A, Trump.COEUR, 100),  # A 100, B 62
    # B 81 against A 81 + belote 20: B is dedans, A 162 + 20.
    classique(B, Trump.PIQUE, 81, belotes=PerTeam(1, 0)),
    classique(B, Trump.CARREAU, 120),  # B 120, A 42
    classique(A, Trump.TREFLE, 90),  # A 90, B 72
]


def test_classique_litige_moves_the_held_over_total() -> None:
    assert Partie(FFB_CLASSIQUE, LITIGE_SHEET).totals == PerTeam(414, 254)
    # Without the belote, donne 2 is a litige (81 - 81): A marks its 81, and the
    # takers' 81 go to B, who wins donne 3: 120 + 81.
    paper = PerTeam(100 + 81 + 42 + 90, 62 + 0 + 201 + 72)
    check = verify_partie(rules=FFB_CLASSIQUE, donnes=LITIGE_SHEET, paper=paper)
    first = check.suspects[0]
    assert (first.donne, first.explains) == (2, Explains.BOTH)
    assert "si la belote de l'équipe A n'était pas comptée (la donne serait alors un litige)" in (
        first.reason
    )


def test_rounding_by_hand_on_a_partie_without_rounding() -> None:
    # Every mark rounded to the ten: 100/60, 180/0, 40/120, 90/70.
    check = verify_partie(rules=FFB_CLASSIQUE, donnes=LITIGE_SHEET, paper=PerTeam(410, 250))
    first = check.suspects[0]
    assert (first.donne, first.explains) == (None, Explains.BOTH)
    assert first.reason.startswith("Toute la feuille : si les points avaient été arrondis")


def test_addition_error_of_exactly_100() -> None:
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(380, 740))
    assert check.suspects == ()
    assert "Aucune correction d'une seule donne n'explique l'écart." in check.message
    assert "l'écart est d'exactement 100" in check.message
    assert "retenue comptée en trop" in check.message
    assert check.message.endswith(
        "Refaites l'addition de la feuille ligne par ligne ; totaux calculés après chaque donne : "
        "1 : 100 – 60 ; 2 : 150 – 190 ; 3 : 270 – 260 ; 4 : 310 – 390 ; 5 : 310 – 550 ; "
        "6 : 380 – 640."
    )
    assert check.running_totals[-1] == SHEET_TOTALS
    assert len(check.running_totals) == 6


def test_digits_transposed() -> None:
    check = verify_partie(rules=FFB_CLASSIQUE, donnes=LITIGE_SHEET, paper=PerTeam(414, 245))
    assert check.suspects == ()
    assert "la feuille porte 245 et le calcul donne 254" in check.message
    assert "deux d'entre eux inversés" in check.message


def test_a_correction_that_explains_one_team_only() -> None:
    # Donne 3's belote left out (A -20), and B's column added with a carry too many (+100).
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(360, 740))
    assert check.suspects
    assert all(s.explains is not Explains.BOTH for s in check.suspects)
    dropped = [s for s in check.suspects if "belote de l'équipe A n'était pas comptée" in s.reason]
    assert [(s.donne, s.explains) for s in dropped] == [(3, Explains.A)]
    assert dropped[0].reason.endswith(
        "le total de l'équipe A serait celui de la feuille (360), "
        "mais l'équipe B aurait 640 et non 740 : il resterait une autre erreur."
    )
    assert "n'explique les deux totaux" in check.message
    assert "retenue comptée en trop" in check.message


# A partie to 400: A reaches 410 on donne 4.
TO_400 = Rules(target=400)
TARGET_SHEET = [
    contree(A, 80, Trump.PIQUE, 102),  # A 100, B 60
    contree(A, 80, Trump.COEUR, 152),  # A 150, B 10
    contree(B, 80, Trump.CARREAU, 102),  # B 100, A 60
    contree(A, 90, Trump.TREFLE, 100),  # A 100, B 60
]


def test_a_correction_that_would_have_ended_the_partie_earlier_is_not_suspected() -> None:
    partie = Partie(TO_400, TARGET_SHEET)
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(410, 230), A, 4)
    # Donne 2 contré would give exactly these totals, but A would have had 420
    # after donne 2: the partie would have ended there.
    check = verify_partie(rules=TO_400, donnes=TARGET_SHEET, paper=PerTeam(580, 220))
    assert not [s for s in check.suspects if s.donne == 2 and "contré" in s.reason]


def test_a_correction_that_changes_the_winner_says_so() -> None:
    # Donne 3 contré: B 60 + 10 + 320 = 390, then 450 on donne 4, and A only 350.
    check = verify_partie(rules=TO_400, donnes=TARGET_SHEET, paper=PerTeam(350, 450))
    first = check.suspects[0]
    assert (first.donne, first.explains) == (3, Explains.BOTH)
    assert first.reason == (
        "Donne 3 : si le contrat était contré, les totaux seraient ceux de la feuille "
        "(350 – 450) ; la partie serait alors gagnée par l'équipe B et non par l'équipe A."
    )


def test_the_same_correction_written_two_ways_is_one_suspect() -> None:
    # Donne 1 with its marks in the wrong columns: A 60, B 100. Without belote,
    # it is also the donne taken by B with the same 102 points.
    check = verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=PerTeam(340, 680))
    # Donne 2 at 150 points and not 110 gives these totals too: a figure misread, listed after.
    assert [(s.donne, s.likely) for s in check.suspects] == [(1, True), (2, False)]
    assert "avaient 150 points et non 110" in check.suspects[1].reason
    assert check.suspects[0].reason == (
        "Donne 1 : si le preneur était l'équipe B et non l'équipe A, avec les 102 points "
        "notés pour les preneurs, ou, ce qui revient au même, si ses marques avaient été "
        "inscrites dans la colonne de l'autre équipe (A 60 et B 100 et non A 100 et B 60), "
        "les totaux seraient ceux de la feuille (340 – 680)."
    )


def test_thirty_donnes() -> None:
    """The search stays linear: a long sheet is checked like a short one."""
    donnes = [
        contree(A, 80, Trump.PIQUE, 102),
        contree(B, 90, Trump.COEUR, 100, belotes=PerTeam(0, 1)),
        contree(A, 100, Trump.CARREAU, 130, coinche=Coinche.CONTRE),
    ] * 10
    computed = Partie(Rules(), donnes).totals
    # Donne 26 (B 90 ♥) has its belote on A's side on paper: B 100, A 60 + 20.
    paper = PerTeam(computed.a + 20, computed.b - 20)
    check = verify_partie(rules=Rules(), donnes=donnes, paper=paper)
    # The sheet repeats itself: every "B 90 ♥" donne is as suspect as donne 26.
    assert [s.donne for s in check.suspects if "belote" in s.reason] == list(range(2, 31, 3))
    assert all(s.explains is Explains.BOTH for s in check.suspects)


@pytest.mark.parametrize("paper", [PerTeam(-10, 0), PerTeam(0, 10.5)])
def test_impossible_paper_totals_are_refused(paper: PerTeam[int]) -> None:
    with pytest.raises(PaperTotalsError, match="Total de la feuille pour l'équipe"):
        verify_partie(rules=FFB_CONTREE, donnes=SHEET, paper=paper)


def test_an_invalid_sheet_is_the_engine_refusal() -> None:
    with pytest.raises(SheetError, match="Donne 2"):
        verify_partie(
            rules=FFB_CONTREE,
            donnes=[SHEET[0], contree(A, 85, Trump.PIQUE, 100)],
            paper=PerTeam(0, 0),
        )


def test_a_belote_missing_anywhere_says_the_sheet_cannot_tell_which_donne() -> None:
    shorthand = ["A 80 p 102", "B 90 c 95", "A 100 k 120", "B 80 t 90", "A 110 c 130"]
    donnes = [parse_donne(text, variant=Variant.CONTREE) for text in shorthand]
    check = verify_partie(rules=FFB_CONTREE, donnes=donnes, paper=PerTeam(510, 320))
    assert check.difference == PerTeam(20, 0)
    assert [s.donne for s in check.suspects] == [1, 2, 3, 4, 5]
    assert {s.correction for s in check.suspects} == {"si une belote était comptée à l'équipe A"}
    assert check.message.endswith(
        "5 corrections l'expliqueraient entièrement, chacune à elle seule : la même erreur, "
        "si une belote était comptée à l'équipe A, sur l'une ou l'autre des donnes 1 à 5. "
        "La feuille ne permet pas de dire quelle donne est fausse : demandez aux joueurs, "
        "ou gardez les totaux calculés."
    )
