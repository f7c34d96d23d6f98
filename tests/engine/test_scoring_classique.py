"""Every row of the classique table of scoring.md (§10.1), with annonces (§8) and rounding."""

import pytest

from engine.annonces import Annonce, AnnonceKind
from engine.cards import Rank, Suit, Trump
from engine.donne import Donne, PerTeam, Team
from engine.rules import Rules, Variant
from engine.scoring import score_donne

CLASSIQUE = Rules(variant=Variant.CLASSIQUE)
ROUNDED = Rules(variant=Variant.CLASSIQUE, rounding=True)
ANNONCES = Rules(variant=Variant.CLASSIQUE, annonces=True)
SATA = Rules(variant=Variant.CLASSIQUE, annonces=True, sans_atout_tout_atout=True)

TIERCE_K_SPADES = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.SPADES)
TIERCE_K_HEARTS = Annonce(AnnonceKind.TIERCE, Rank.KING, Suit.HEARTS)
TIERCE_Q_CLUBS = Annonce(AnnonceKind.TIERCE, Rank.QUEEN, Suit.CLUBS)
TIERCE_9_DIAMONDS = Annonce(AnnonceKind.TIERCE, Rank.NINE, Suit.DIAMONDS)
CINQUANTE_A_CLUBS = Annonce(AnnonceKind.CINQUANTE, Rank.ACE, Suit.CLUBS)
CENT_K_DIAMONDS = Annonce(AnnonceKind.CENT, Rank.KING, Suit.DIAMONDS)
CARRE_9 = Annonce(AnnonceKind.CARRE, Rank.NINE)
CARRE_J = Annonce(AnnonceKind.CARRE, Rank.JACK)
CARRE_A = Annonce(AnnonceKind.CARRE, Rank.ACE)
CARRE_Q = Annonce(AnnonceKind.CARRE, Rank.QUEEN)


def donne(
    points: int,
    *,
    capot: Team | None = None,
    belotes: tuple[int, int] = (0, 0),
    annonces: tuple[tuple[Annonce, ...], tuple[Annonce, ...]] = ((), ()),
    trump: Trump = Trump.COEUR,
    taker: Team = Team.A,
) -> Donne:
    return Donne(
        taker=taker,
        trump=trump,
        points=points,
        capot=capot,
        belotes=PerTeam(*belotes),
        annonces=PerTeam(*annonces),
    )


# (case, donne, rules, made, takers' marks, defence's marks); the takers are team A.
# fmt: off
TABLE = [
    # Made: each team marks its own total.
    ("made", donne(100), CLASSIQUE, True, 100, 62),
    ("made by one point", donne(82), CLASSIQUE, True, 82, 80),
    ("made with own belote", donne(80, belotes=(1, 0)), CLASSIQUE, True, 100, 82),
    ("made, defence belote", donne(100, belotes=(0, 1)), CLASSIQUE, True, 100, 82),
    ("made, rounded", donne(96), ROUNDED, True, 100, 70),
    ("made, 84 / 78 rounded", donne(84), ROUNDED, True, 80, 80),
    # Made with the takers' capot: 252 + every counted annonce + own belotes; defence own belotes.
    ("capot", donne(252, capot=Team.A), CLASSIQUE, True, 252, 0),
    ("capot, 162 written", donne(162, capot=Team.A), CLASSIQUE, True, 252, 0),
    ("capot, both belotes", donne(252, capot=Team.A, belotes=(0, 1)), CLASSIQUE, True, 252, 20),
    ("capot, rounded", donne(252, capot=Team.A, belotes=(1, 0)), ROUNDED, True, 270, 0),
    ("capot, own annonce", donne(252, capot=Team.A, annonces=((TIERCE_K_SPADES,), ())),
     ANNONCES, True, 272, 0),
    ("capot takes the defence's annonces", donne(252, capot=Team.A, annonces=((), (CARRE_9,))),
     ANNONCES, True, 402, 0),
    # Fallen (dedans): takers keep their belotes; defence 162 + every counted annonce + own belotes.
    ("fallen", donne(70), CLASSIQUE, False, 0, 162),
    ("fallen at 81 against 81 + belote", donne(81, belotes=(0, 1)), CLASSIQUE, False, 0, 182),
    ("fallen, takers' belote imprenable", donne(60, belotes=(1, 0)), CLASSIQUE, False, 20, 162),
    ("fallen, rounded", donne(60, belotes=(1, 0)), ROUNDED, False, 20, 160),
    ("fallen, takers' annonce changes hands", donne(60, annonces=((TIERCE_K_SPADES,), ())),
     ANNONCES, False, 0, 182),
    ("fallen because of the defence's annonce", donne(90, annonces=((), (CINQUANTE_A_CLUBS,))),
     ANNONCES, False, 0, 212),
    # Fallen with the defence's capot: 252 + every counted annonce + own belotes.
    ("defence capot", donne(0, capot=Team.B), CLASSIQUE, False, 0, 252),
    ("defence capot, belotes both sides", donne(0, capot=Team.B, belotes=(1, 0)), CLASSIQUE,
     False, 20, 252),
    ("defence capot with annonce", donne(0, capot=Team.B, annonces=((), (CARRE_J,))), ANNONCES,
     False, 0, 452),
    # Made with annonces: a stronger annonce makes the difference.
    ("made thanks to an annonce", donne(75, annonces=((TIERCE_K_SPADES,), ())), ANNONCES,
     True, 95, 87),
]
# fmt: on


@pytest.mark.parametrize(
    ("d", "rules", "made", "takers", "defence"),
    [row[1:] for row in TABLE],
    ids=[row[0] for row in TABLE],
)
def test_classique_table(d: Donne, rules: Rules, made: bool, takers: int, defence: int) -> None:
    score = score_donne(d, rules)
    assert (score.made, score.litige, score.marks.a, score.marks.b) == (
        made, False, takers, defence,
    )  # fmt: skip
    assert score.held_over == 0


def test_litige_holds_the_takers_total_over() -> None:
    score = score_donne(donne(81), CLASSIQUE)
    assert (score.made, score.litige, score.marks, score.held_over) == (
        None, True, PerTeam(0, 81), 81,
    )  # fmt: skip


def test_litige_with_belotes_on_both_sides() -> None:
    score = score_donne(donne(81, belotes=(1, 0), trump=Trump.TOUT_ATOUT), SATA)
    assert score.litige is False  # 101 against 81: made
    score = score_donne(donne(91, belotes=(0, 1)), CLASSIQUE)
    assert (score.litige, score.marks, score.held_over) == (True, PerTeam(0, 91), 91)


def test_litige_rounded() -> None:
    score = score_donne(donne(81), ROUNDED)
    assert (score.marks, score.held_over) == (PerTeam(0, 80), 80)


def test_belote_only_marks_the_team_that_cannot_win_on_it() -> None:
    assert score_donne(donne(60, belotes=(1, 0)), CLASSIQUE).belote_only is Team.A
    assert score_donne(donne(252, capot=Team.A), CLASSIQUE).belote_only is Team.B
    assert score_donne(donne(100), CLASSIQUE).belote_only is None


# Annonces resolution (§8.3): strongest annonce, then height, then trump; a tie cancels all.
# fmt: off
RESOLUTION = [
    ("only one team", ((TIERCE_9_DIAMONDS,), ()), Trump.COEUR, (20, 0)),
    ("higher kind wins", ((TIERCE_K_SPADES, TIERCE_9_DIAMONDS), (CINQUANTE_A_CLUBS,)),
     Trump.COEUR, (0, 50)),
    ("winner counts all, even lower ones", ((CENT_K_DIAMONDS, TIERCE_K_SPADES), (CINQUANTE_A_CLUBS,)),
     Trump.COEUR, (120, 0)),
    ("carre beats cent", ((CENT_K_DIAMONDS,), (CARRE_A,)), Trump.COEUR, (0, 100)),
    ("higher carre", ((CARRE_A,), (CARRE_9,)), Trump.COEUR, (0, 150)),
    ("higher height", ((TIERCE_K_SPADES,), (TIERCE_Q_CLUBS,)), Trump.COEUR, (20, 0)),
    ("trump breaks equal heights", ((TIERCE_K_SPADES,), (TIERCE_K_HEARTS,)), Trump.COEUR, (0, 20)),
    ("equal, no trump: nothing counts", ((TIERCE_K_SPADES, TIERCE_9_DIAMONDS), (TIERCE_K_HEARTS,)),
     Trump.TREFLE, (0, 0)),
    ("tout atout: every suit trump, tie", ((TIERCE_K_SPADES,), (TIERCE_K_HEARTS,)),
     Trump.TOUT_ATOUT, (0, 0)),
    ("sans atout: carre of aces 200, strongest", ((CARRE_A,), (CARRE_J,)), Trump.SANS_ATOUT,
     (200, 0)),
    ("sans atout: jacks only 100", ((CARRE_J,), (CARRE_Q,)), Trump.SANS_ATOUT, (0, 100)),
]
# fmt: on


@pytest.mark.parametrize(
    ("annonces", "trump", "counted"),
    [row[1:] for row in RESOLUTION],
    ids=[row[0] for row in RESOLUTION],
)
def test_annonces_resolution(
    annonces: tuple[tuple[Annonce, ...], tuple[Annonce, ...]],
    trump: Trump,
    counted: tuple[int, int],
) -> None:
    """Takers at 100 points, made in every case: each team marks points + counted annonces."""
    score = score_donne(donne(100, annonces=annonces, trump=trump), SATA)
    if score.made:
        assert (score.marks.a - 100, score.marks.b - 62) == counted
    else:
        assert (score.marks.a, score.marks.b) == (0, 162 + sum(counted))


def test_a_capot_decides_the_donne_whatever_the_annonces() -> None:
    """§10.1 a: the takers' capot is made and takes the defence's annonces; the reverse for b."""
    cent = Annonce(AnnonceKind.CENT, Rank.ACE, Suit.CLUBS)
    strong_defence = donne(252, capot=Team.A, belotes=(0, 1), annonces=((), (CARRE_9, cent)))
    score = score_donne(strong_defence, ANNONCES)
    assert (score.made, score.marks) == (True, PerTeam(252 + 250, 20))
    strong_takers = donne(0, capot=Team.B, annonces=((CARRE_9, cent), ()))
    score = score_donne(strong_takers, ANNONCES)
    assert (score.made, score.marks) == (False, PerTeam(0, 252 + 250))
