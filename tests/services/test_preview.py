"""What a donne would give at its place in a sheet, as the entry screen shows it before Enter."""

from __future__ import annotations

from dataclasses import replace

from engine import Donne, PerTeam, Rules, Team, Trump, Variant
from tournoi.services.scores.preview import (
    Place,
    Placement,
    Preview,
    Verdict,
    implied_points,
    preview_donne,
)

A, B = Team.A, Team.B
RULES = Rules(target=300)
A80 = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=117)  # 120 - 50
B80 = Donne(taker=B, contract=80, trump=Trump.PIQUE, points=117)  # 50 - 120
FALL_A = Donne(taker=A, contract=80, trump=Trump.PIQUE, points=60)  # 0 - 160
SHEET = (A80, B80)


def test_the_next_donne_with_its_marks_and_running_totals() -> None:
    seen = preview_donne(rules=RULES, donnes=SHEET, donne=A80, place=Place())
    assert seen == Preview(
        verdict=Verdict.OK,
        number=3,
        made=True,
        marks=PerTeam(120, 50),
        totals=PerTeam(290, 220),
    )


def test_a_correction_scores_the_sheet_with_the_donne_replaced() -> None:
    seen = preview_donne(rules=RULES, donnes=SHEET, donne=FALL_A, place=Place(Placement.CORRECT, 1))
    assert seen.verdict is Verdict.OK and seen.number == 1
    assert (seen.made, seen.marks, seen.totals) == (False, PerTeam(0, 160), PerTeam(0, 160))


def test_an_insertion_goes_before_the_donne_named() -> None:
    seen = preview_donne(rules=RULES, donnes=SHEET, donne=FALL_A, place=Place(Placement.INSERT, 2))
    assert seen.verdict is Verdict.OK and seen.number == 2
    assert seen.totals == PerTeam(120, 210)


def test_an_impossible_donne_is_refused_with_its_paragraph() -> None:
    bad = replace(A80, contract=85)
    seen = preview_donne(rules=RULES, donnes=SHEET, donne=bad, place=Place())
    assert seen.verdict is Verdict.REFUSED
    assert seen.field == "contract" and seen.paragraph is not None
    assert seen.message.endswith(f"({seen.paragraph})")


def test_a_missing_field_is_incomplete_rather_than_wrong() -> None:
    seen = preview_donne(rules=RULES, donnes=(), donne=replace(A80, points=None), place=Place())
    assert seen.verdict is Verdict.INCOMPLETE and seen.field == "points"


def test_a_correction_that_leaves_donnes_after_the_end_names_the_donne_at_fault() -> None:
    ending = (A80, B80, A80)  # 290 - 220
    seen = preview_donne(
        rules=RULES, donnes=(*ending, B80), donne=replace(A80, points=162, capot=A),
        place=Place(Placement.CORRECT, 1),
    )  # fmt: skip
    assert seen.verdict is Verdict.REFUSED
    assert seen.message.startswith("Donne ")


def test_a_donne_that_ends_the_partie_says_who_won() -> None:
    seen = preview_donne(rules=RULES, donnes=(A80, A80), donne=A80, place=Place())
    assert seen.ends and seen.winner is A
    assert seen.totals == PerTeam(360, 150)


def test_no_donne_after_the_end() -> None:
    seen = preview_donne(rules=RULES, donnes=(A80, A80, A80), donne=B80, place=Place())
    assert seen.verdict is Verdict.REFUSED and "§10.4" in seen.message


def test_a_litige_holds_its_points_over() -> None:
    rules = Rules(variant=Variant.CLASSIQUE, target=1000)
    litige = Donne(taker=B, trump=Trump.CARREAU, points=81)
    seen = preview_donne(rules=rules, donnes=(), donne=litige, place=Place())
    assert seen.verdict is Verdict.OK and seen.litige
    assert not seen.ends


def test_a_capot_implies_all_the_points_or_none() -> None:
    assert implied_points(rules=RULES, taker=A, capot=A, trump=Trump.COEUR) == 252
    assert implied_points(rules=RULES, taker=A, capot=B, trump=Trump.COEUR) == 0
