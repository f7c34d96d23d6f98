"""What an arbiter writes from a paper sheet (scoring.md): annonce points, renonce, decisions.

Every expected mark is worked out by hand from scoring.md, the computation in a comment.
"""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from engine import (
    AnnonceError,
    Donne,
    DonneError,
    Partie,
    PerTeam,
    Rules,
    Team,
    Trump,
    Variant,
    score_donne,
)
from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit
from engine.errors import DecisionError
from engine.jsonio import donne_from_json, donne_to_json, sheet_from_json, sheet_to_json
from tests.engine.test_cli import run_json

A, B = Team.A, Team.B
CLASSIQUE = Rules(variant=Variant.CLASSIQUE, annonces=True)
TIERCE = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES)
CARRE_V = Annonce(AnnonceKind.CARRE, Rank.JACK)


def played(points: int, *, taker: Team = A, trump: Trump = Trump.COEUR, **fields: Any) -> Donne:
    return Donne(taker=taker, trump=trump, points=points, **fields)


def marks(donne: Donne, rules: Rules = CLASSIQUE) -> tuple[int, int]:
    score = score_donne(donne, rules)
    return score.marks.a, score.marks.b


# Annonce points as written


@pytest.mark.parametrize("points", [20, 40, 50, 100, 250, 550])
def test_annonce_points_of_one_team_are_accepted(points: int) -> None:
    score_donne(played(92, annonce_points=PerTeam(points, 0)), CLASSIQUE)
    score_donne(played(92, annonce_points=PerTeam(0, points)), CLASSIQUE)


@pytest.mark.parametrize("points", [10, 30, 45, 555, 560, 1000])
def test_annonce_points_that_no_annonces_make_are_refused(points: int) -> None:
    with pytest.raises(AnnonceError) as refused:
        score_donne(played(92, annonce_points=PerTeam(points, 0)), CLASSIQUE)
    assert refused.value.message == (
        f"{points} points d'annonces : impossible, les annonces valent 20 (tierce), "
        "ou un multiple de 10 de 40 à 550. (§8.1)"
    )


@pytest.mark.parametrize(
    ("donne", "rules", "field", "message"),
    [
        (played(92, annonce_points=PerTeam(50, 20)), CLASSIQUE, "annonces",
         "Points d'annonces pour les deux équipes (50 et 20) : une seule équipe compte ses "
         "annonces, celle qui a la plus forte. (§8.3)"),
        (played(92, annonce_points=PerTeam(50, 0), annonces=PerTeam((), (TIERCE,))), CLASSIQUE,
         "annonces", "Annonces données à la fois en liste et en points : l'une ou l'autre, pas "
         "les deux sur une même donne. (§8)"),
        (played(92, annonce_points=PerTeam(-20, 0)), CLASSIQUE, "annonces",
         "Points d'annonces illisibles : un nombre entier pour une seule équipe. (§8.1)"),
        (played(92, annonce_points=PerTeam(50, 0)), Rules(variant=Variant.CLASSIQUE), "annonces",
         "Les annonces ne sont pas jouées dans ce tournoi. (§8)"),
        (Donne(taker=A, contract=80, trump=Trump.COEUR, points=92, annonce_points=PerTeam(50, 0)),
         Rules(), "annonces", "La belote contrée se joue toujours sans annonces. (§8)"),
        (Donne(annonce_points=PerTeam(50, 0)), CLASSIQUE, "annonces",
         "Donne blanche (tous les joueurs ont passé) : elle ne marque rien, il ne faut pas "
         "de annonces. (§4.2.1)"),
    ],
)  # fmt: skip
def test_annonce_points_refusals(donne: Donne, rules: Rules, field: str, message: str) -> None:
    with pytest.raises(DonneError) as refused:
        score_donne(donne, rules)
    assert (refused.value.field, refused.value.message) == (field, message)


@pytest.mark.parametrize(
    ("donne", "expected", "made"),
    [
        # A 81 + 50 = 131 against 81: made, each its total.
        (played(81, annonce_points=PerTeam(50, 0)), (131, 81), True),
        # A 70 against 92 + 100 = 192: fallen, B 162 + 100 = 262.
        (played(70, annonce_points=PerTeam(0, 100)), (0, 262), False),
        # A's capot takes B's annonces (§10.1 a): 252 + 100 = 352, B 0.
        (played(252, capot=A, annonce_points=PerTeam(0, 100)), (352, 0), True),
        # B's capot on A: 252 + A's 20 = 272 (all annonces to the defence).
        (played(0, capot=B, annonce_points=PerTeam(20, 0)), (0, 272), False),
        # A 71 + 20 = 91 against 91: litige, B marks 91 (held over: A's 91).
        (played(71, annonce_points=PerTeam(20, 0)), (0, 91), None),
    ],
)
def test_annonce_points_score_as_resolved_annonces(
    donne: Donne, expected: tuple[int, int], made: bool | None
) -> None:
    score = score_donne(donne, CLASSIQUE)
    assert (score.marks.a, score.marks.b, score.made) == (*expected, made)
    if made is None:
        assert score.held_over == 91


def test_annonce_points_give_what_the_declared_list_gives() -> None:
    # A declares carré of jacks (200) and a tierce (20), B a tierce: A is stronger, A counts 220.
    low_tierce = Annonce(AnnonceKind.TIERCE, Rank.NINE, Suit.SPADES)
    high_tierce = Annonce(AnnonceKind.TIERCE, Rank.ACE, Suit.HEARTS)
    listed = played(92, annonces=PerTeam((CARRE_V, low_tierce), (high_tierce,)))
    written = played(92, annonce_points=PerTeam(220, 0))
    # A 92 + 220 = 312 against 70: made.
    assert marks(listed) == marks(written) == (312, 70)


# Renonce (§8.4)


def test_renonce_gives_the_declared_annonces_to_the_other_team() -> None:
    # A declared a tierce (20) and could not show it: B scores 20 as its annonces.
    # A 92 against 70 + 20 = 90: made, A 92, B 90 (without the renonce: A 112, B 70).
    donne = played(92, annonces=PerTeam((TIERCE,), ()))
    assert marks(donne) == (112, 70)
    assert marks(replace(donne, renonce=A)) == (92, 90)


def test_renonce_counts_the_other_teams_own_annonces_as_if_alone() -> None:
    # A declared carré of jacks (200), B a tierce (20): normally A counts 200, B nothing.
    # Renonce of A: B counts A's 200 and its own 20 = 220. A 100 against 62 + 220 = 282:
    # fallen, B 162 + 220 = 382.
    donne = played(
        100, annonces=PerTeam((CARRE_V,), (Annonce(AnnonceKind.TIERCE, Rank.ACE, Suit.HEARTS),))
    )
    assert marks(donne) == (300, 62)
    assert marks(replace(donne, renonce=A)) == (0, 382)


def test_renonce_on_annonce_points() -> None:
    # A wrote 50; renonce of A: B 70 + 50 = 120 against A 92: fallen, B 162 + 50 = 212.
    assert marks(played(92, annonce_points=PerTeam(50, 0), renonce=A)) == (0, 212)


@pytest.mark.parametrize(
    ("donne", "rules", "message"),
    [
        (played(92, annonces=PerTeam((), (TIERCE,)), renonce=A), CLASSIQUE,
         "Renonce de l'équipe A : elle n'a déclaré aucune annonce, il n'y a rien à donner "
         "à l'autre équipe. (§8.4)"),
        (played(92, renonce=B), CLASSIQUE,
         "Renonce de l'équipe B : elle n'a déclaré aucune annonce, il n'y a rien à donner "
         "à l'autre équipe. (§8.4)"),
        (played(92, renonce=A), Rules(variant=Variant.CLASSIQUE),
         "Les annonces ne sont pas jouées dans ce tournoi. (§8)"),
        (played(92, renonce="C"), CLASSIQUE, "Renonce « C » : équipe A ou B. (§8.4)"),  # type: ignore[arg-type]
    ],
)  # fmt: skip
def test_renonce_refusals(donne: Donne, rules: Rules, message: str) -> None:
    with pytest.raises(AnnonceError) as refused:
        score_donne(donne, rules)
    assert (refused.value.field, refused.value.message) == ("renonce", message)


# The arbiter's decision

MALDONNE = Donne(decision=PerTeam(0, 162), reason="3e maldonne de l'équipe A")


def test_a_decision_scores_its_marks_whatever_the_options() -> None:
    for rules in (
        Rules(),
        CLASSIQUE,
        Rules(rounding=5),
        Rules(variant=Variant.CLASSIQUE, rounding=True),
    ):
        score = score_donne(MALDONNE, rules)
        assert (score.made, score.litige, score.marks, score.held_over) == (
            None,
            False,
            PerTeam(0, 162),
            0,
        )
    # 163 is not rounded: the arbiter's marks are what they are.
    assert score_donne(replace(MALDONNE, decision=PerTeam(163, 0)), Rules()).marks == PerTeam(
        163, 0
    )
    assert MALDONNE.is_decision and not MALDONNE.is_blanche


@pytest.mark.parametrize(
    ("donne", "field", "message"),
    [
        (replace(MALDONNE, decision=PerTeam(0, 2001)), "decision",
         "Décision de l'arbitre 0 / 2001 : chaque équipe marque un nombre entier de 0 à 2000 points."),
        (replace(MALDONNE, decision=PerTeam(-1, 0)), "decision",
         "Décision de l'arbitre -1 / 0 : chaque équipe marque un nombre entier de 0 à 2000 points."),
        (replace(MALDONNE, decision=(0, 162)), "decision",  # type: ignore[arg-type]
         "Décision de l'arbitre « (0, 162) » : chaque équipe marque un nombre entier de 0 à 2000 points."),
        (replace(MALDONNE, reason=None), "reason",
         "Une décision de l'arbitre a un motif, de 1 à 200 caractères (par exemple « 3e maldonne "
         "de l'équipe A »)."),
        (replace(MALDONNE, reason="   "), "reason",
         "Une décision de l'arbitre a un motif, de 1 à 200 caractères (par exemple « 3e maldonne "
         "de l'équipe A »)."),
        (replace(MALDONNE, reason="x" * 201), "reason",
         "Une décision de l'arbitre a un motif, de 1 à 200 caractères (par exemple « 3e maldonne "
         "de l'équipe A »)."),
        (Donne(reason="pénalité"), "reason",
         "Un motif sans décision : une décision de l'arbitre donne les points de chaque équipe."),
        (replace(MALDONNE, taker=A), "taker",
         "Une décision de l'arbitre remplace la donne jouée : il ne faut pas de preneur."),
        (replace(MALDONNE, points=80), "points",
         "Une décision de l'arbitre remplace la donne jouée : il ne faut pas de points."),
    ],
)  # fmt: skip
def test_decision_refusals(donne: Donne, field: str, message: str) -> None:
    with pytest.raises(DecisionError) as refused:
        score_donne(donne, Rules())
    assert (refused.value.field, refused.value.message) == (field, message)


def test_a_reason_of_200_characters_is_accepted() -> None:
    score_donne(replace(MALDONNE, reason="x" * 200, decision=PerTeam(2000, 0)), Rules())


def test_a_held_over_litige_waits_over_a_decision() -> None:
    # 1: A 81 against 81, litige: B 81, A's 81 held over. 2: decision 0 / 162, it waits.
    # 3: B takes pique with 100, made: B 100 + 81 = 181, A 62. Totals A 62, B 81 + 162 + 181 = 424.
    partie = Partie(CLASSIQUE, [played(81), MALDONNE, played(100, taker=B, trump=Trump.PIQUE)])
    assert [s.marks for s in partie.scores] == [PerTeam(0, 81), PerTeam(0, 162), PerTeam(62, 181)]
    assert partie.totals == PerTeam(62, 424)


def test_a_decision_can_end_the_partie() -> None:
    # Target 300: 1: A 80 pique 120 -> A 120, B 40. 2: decision A 200: A 320 >= 300, A wins.
    partie = Partie(Rules(target=300), [
        Donne(taker=A, contract=80, trump=Trump.PIQUE, points=120),
        Donne(decision=PerTeam(200, 0), reason="pénalité de l'équipe B"),
    ])  # fmt: skip
    assert (partie.totals, partie.winner, partie.ended_after) == (PerTeam(320, 40), A, 2)


# The JSON format

SHEET = {
    "rules": {"variant": "classique", "annonces": True, "target": 1000},
    "donnes": [
        {"taker": "A", "trump": "coeur", "points": 81, "annonces": {"B": 70}},
        {"decision": {"A": 0, "B": 162}, "reason": "3e maldonne de l'équipe A"},
        {"taker": "B", "trump": "pique", "points": 92, "renonce": "A",
         "annonces": {"A": [{"kind": "tierce", "high": "K", "suit": "coeur"}]}},
    ],
}  # fmt: skip


def test_score_reads_paper_sheets(capsys: pytest.CaptureFixture[str]) -> None:
    status, result = run_json(capsys, "score", SHEET)
    assert status == 0
    # 1: A 81 against 81 + 70 = 151: fallen, B 162 + 70 = 232.
    # 2: the decision. 3: renonce of A: B 92 + 20 = 112 against 70: made, B 112, A 70.
    assert result["donnes"] == [
        {"made": False, "litige": False, "marks": {"A": 0, "B": 232}},
        {"made": None, "litige": False, "marks": {"A": 0, "B": 162}},
        {"made": True, "litige": False, "marks": {"A": 70, "B": 112}},
    ]
    assert result["totals"] == {"A": 70, "B": 506}


def test_sheet_to_json_round_trips_paper_donnes() -> None:
    rules, donnes = sheet_from_json(SHEET)
    assert donnes[0].annonce_points == PerTeam(0, 70)
    assert donnes[1] == MALDONNE
    assert donnes[2].renonce is A
    again = sheet_to_json(rules, donnes)
    assert again["donnes"][0]["annonces"] == {"B": 70}
    assert again["donnes"][1] == SHEET["donnes"][1]  # type: ignore[index]
    assert again["donnes"][2]["renonce"] == "A"
    assert sheet_from_json(json.loads(json.dumps(again))) == (rules, donnes)


@pytest.mark.parametrize(
    ("data", "field", "says"),
    [
        ({"decision": {"A": 0, "B": 162}, "reason": "x", "taker": "A"}, "taker", "remplace la donne jouée"),
        ({"decision": {"A": 0, "B": 162}, "reason": 3}, "reason", "Motif « 3 » : un texte est attendu."),
        ({"decision": {"A": "zéro"}, "reason": "x"}, "decision", "un nombre entier est attendu"),
        ({"decision": {"C": 1}, "reason": "x"}, "C", "Clé « C » inconnue"),
        ({"taker": "A", "trump": "coeur", "points": 81, "annonces": {"A": 7.5}}, "annonces", "ou leurs points comme sur la feuille"),
        ({"taker": "A", "trump": "coeur", "points": 81, "renonce": "C"}, "renonce", "Renonce « C » inconnu"),
    ],
)  # fmt: skip
def test_bad_paper_donnes_in_json(data: dict[str, Any], field: str, says: str) -> None:
    with pytest.raises(DonneError if field != "C" else Exception) as refused:
        donne_from_json(data)
    assert getattr(refused.value, "field", None) == field
    assert says in str(refused.value)


def test_a_decision_without_marks_reads_and_is_refused_by_the_scorer() -> None:
    donne = donne_from_json({"reason": "pénalité"})
    assert donne == Donne(reason="pénalité")
    assert donne_to_json(donne) == {"decision": None, "reason": "pénalité"}
    with pytest.raises(DecisionError):
        score_donne(donne, Rules())
